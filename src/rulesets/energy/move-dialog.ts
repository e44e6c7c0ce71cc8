import type { RollRequest } from "../../core/roll-options";
import type { MoveChoice, MoveId, MoveSnapshot } from "./play/move";
import { moveSummary } from "./play/dialog";
import { askRollForm } from "../../foundry/roll-dialog";
import { openingSummary, type DialogOdds } from "../../foundry/dialog-odds";
import { moveDialogContext } from "./sheets/dialog-context";

const whole = (v: unknown): number | undefined => (v === undefined || v === "" ? undefined : Number(v));

/** The move's choice from the dialog's fields: the submitted form and the live one read the same way. */
function readMove(id: "run" | "jump", data: Record<string, unknown>): MoveChoice {
  const staminaForEnergy = !!data.staminaForEnergy;
  if (id === "run") return { staminaForEnergy, metres: whole(data.metres), turns: whole(data.turns) ?? 0 };
  return { staminaForEnergy, movedFirst: whole(data.movedFirst) ?? 0, sprinted: !!data.sprinted };
}

/**
 * What a Run or a Jump needs from its mover: the metres a Run actually covers (a Run cut short
 * costs less), and for a Jump the metres moved just before and whether it came out of a Sprint;
 * the dialog shows the metres and the cost as they change. Shift skips it (a whole Run, a
 * standing Jump). Null when the dialog is closed; other actions ask nothing.
 */
export async function askMove(id: string, snap: MoveSnapshot, inCombat: boolean, staminaForEnergy: boolean, request: RollRequest): Promise<MoveChoice | null> {
  const base: MoveChoice = { staminaForEnergy };
  if ((id !== "run" && id !== "jump") || request.fastForward) return base;
  const move = id as Extract<MoveId, "run" | "jump">;
  const live: DialogOdds = { summary: (form) => moveSummary(snap, move, readMove(move, form.data), inCombat) };
  const opening = openingSummary(live, { data: { staminaForEnergy: staminaForEnergy || undefined }, modifier: 0, edge: 0 })!;
  const context = moveDialogContext({ id: move, speed: snap.speed, staminaForEnergy, summary: opening });
  const form = await askRollForm(`MANIFOLD.energy.Action.${id}`, "systems/manifold/templates/energy/dialog/move.hbs", context, live, { label: `MANIFOLD.energy.Action.${id}`, icon: "fa-solid fa-person-running" });
  if (!form) return null;
  // Metres out of range are refused by the move step, with its own message, when the action is taken.
  return readMove(move, form.data);
}
