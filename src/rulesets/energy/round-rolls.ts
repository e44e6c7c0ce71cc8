import { plainActor } from "./adapter";
import { deathSaveBand } from "./rules/apply";
import { wakeRoll } from "./rules/rest";
import { owedRoll } from "./rules/owed";
import { addCondition } from "./conditions";
import { conditionsOf } from "./adapter";

/**
 * Rolls owed at the start of each round, by the active GM: one Death Save for every creature
 * bleeding out (energy.death.7, energy.save.5) and the wake roll for those unconscious from
 * Stamina loss or non-lethal damage (energy.stamina.17, energy.unconscious.2-3). One chat message.
 */
export async function roundRolls(combat: Combat.Implementation): Promise<void> {
  if (!game.user?.isActiveGM) return;
  const lines: string[] = [];
  for (const combatant of combat.combatants.contents) {
    const actor = combatant.actor;
    if (!actor) continue;
    const death = plainActor(actor).system.death;
    const owed = owedRoll(death, conditionsOf(actor).has("unconscious"));
    if (owed === "deathSave") {
      const roll = await new foundry.dice.Roll("1d20").evaluate();
      const band = deathSaveBand(roll.total ?? 1);
      if (Object.keys(band.update).length) await actor.update(band.update as never);
      for (const c of band.conditions) await addCondition(actor, c, conditionsOf(actor));
      lines.push(game.i18n!.format("MANIFOLD.energy.Round.DeathSave", { name: foundry.utils.escapeHTML(actor.name), roll: String(roll.total ?? 1), result: game.i18n!.localize(band.label) }));
    } else if (owed === "wake") {
      const roll = await new foundry.dice.Roll("1d20").evaluate();
      const wake = wakeRoll(roll.total ?? 1, death.unconscious, plainActor(actor).system.stamina.value);
      if (wake.wakes) {
        await actor.update(wake.update as never);
        await actor.toggleStatusEffect("unconscious", { active: false });
      }
      lines.push(game.i18n!.format(wake.wakes ? "MANIFOLD.energy.Round.Wakes" : "MANIFOLD.energy.Round.Sleeps", { name: foundry.utils.escapeHTML(actor.name), roll: String(roll.total ?? 1) }));
    }
  }
  if (lines.length) await ChatMessage.create({ content: `<div class="manifold energy round-rolls"><h3>${game.i18n!.format("MANIFOLD.energy.Round.Title", { round: String(combat.round) })}</h3><ul>${lines.map((l) => `<li>${l}</li>`).join("")}</ul></div>` } as never);
}
