import { TIME_NAME } from "./rules/labels";
import { turnStartStep } from "./play/turn";
import { turnSnapshot } from "./snapshot";
import { macroAt, timeMacrosOf } from "./adapter";
import { chosenTimeMacros, trustedTimeMacro } from "./time-trust";
import { createEmbedded, post, write } from "../../foundry/docs";
import { dialogInput } from "../../foundry/lookup";
import { notify } from "../../foundry/notify";
import { escapeHtml } from "../../core/html";

const ADD_TIME = "systems/manifold/templates/rollunder/combat/add-time.hbs";

/**
 * Time as an enemy (rollunder.init.4): the GM adds an actorless combatant that carries a reminder
 * and, if wanted, a macro. Only a GM owns an actorless combatant, so what its turn posts and runs
 * is the GM's own writing.
 */
export async function addTime(combat: Combat.Implementation): Promise<void> {
  const answer = await dialogInput({
    window: { title: "MANIFOLD.rollunder.Time.Add" },
    content: await foundry.applications.handlebars.renderTemplate(ADD_TIME, {}),
    ok: { label: "MANIFOLD.rollunder.Time.Add" },
    rejectClose: false,
  });
  if (!answer) return;
  const reminder = String(answer.reminder ?? "").trim();
  const macro = String(answer.macro ?? "").trim();
  if (!reminder) return notify("error", "MANIFOLD.rollunder.Time.NoReminder");
  if (macro && !(await macroAt(macro))) return notify("error", "MANIFOLD.rollunder.Time.NoMacro", { macro });
  await createEmbedded(combat, "Combatant", [{ type: "rollunderCombatant", name: game.i18n!.localize(TIME_NAME), img: "systems/manifold/assets/status/clock.svg", system: { reminder, macro } }]);
  if (macro) await write(combat, { "flags.manifold.timeMacros": [...chosenTimeMacros(timeMacrosOf(combat)), macro] });
}

/** Time's turn on the active GM's client: the reminder to the table, then the macro, if any. */
export async function timeTurn(combatant: Combatant.Implementation): Promise<void> {
  const { reminder } = turnStartStep(turnSnapshot(combatant));
  if (!reminder) return;
  await post({ speaker: { alias: combatant.name ?? game.i18n!.localize(TIME_NAME) }, content: `<p>${game.i18n!.format(reminder.key, { text: escapeHtml(reminder.text) })}</p>` });
  if (!reminder.macro) return;
  if (!trustedTimeMacro(timeMacrosOf(combatant.combat), reminder.macro)) return notify("warn", "MANIFOLD.rollunder.Time.MacroNotChosen", { macro: reminder.macro });
  const macro = await macroAt(reminder.macro);
  if (macro) await macro.execute();
  else notify("warn", "MANIFOLD.rollunder.Time.NoMacro", { macro: reminder.macro });
}
