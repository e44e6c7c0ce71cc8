import type { MoveChoice } from "./play/move";
import { dialogInput } from "../../foundry/lookup";

const field = (label: string, input: string) => `<div class="form-group"><label>${label}</label><div class="form-fields">${input}</div></div>`;

/**
 * What a Run or a Jump needs from its mover: the metres a Run actually covers (a Run cut short
 * costs less), and for a Jump the metres moved just before and whether it came out of a Sprint.
 * Null when the dialog is closed; other actions ask nothing.
 */
export async function askMove(id: string, speed: number, staminaForEnergy: boolean): Promise<MoveChoice | null> {
  const base: MoveChoice = { staminaForEnergy };
  if (id !== "run" && id !== "jump") return base;
  const t = (key: string) => game.i18n!.localize(key);
  const content =
    id === "run"
      ? field(t("MANIFOLD.energy.Move.Metres"), `<input type="number" name="metres" value="${speed}" min="0" max="${speed}" step="1">`) +
        field(t("MANIFOLD.energy.Move.Turns"), `<input type="number" name="turns" value="0" min="0" max="${speed}" step="1">`)
      : field(t("MANIFOLD.energy.Move.MovedFirst"), `<input type="number" name="movedFirst" value="0" min="0" step="1">`) +
        field(t("MANIFOLD.energy.Move.Sprinted"), `<input type="checkbox" name="sprinted">`);
  const answer = await dialogInput({ window: { title: `MANIFOLD.energy.Action.${id}` }, content });
  if (!answer) return null;
  if (id === "run") return { ...base, metres: Number(answer.metres ?? speed), turns: Number(answer.turns ?? 0) };
  return { ...base, movedFirst: Number(answer.movedFirst ?? 0), sprinted: !!answer.sprinted };
}
