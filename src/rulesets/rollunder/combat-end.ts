import { arrowsRecoveryStep, type Archer } from "./play/combat-end";
import { HEAL_LABELS } from "./rules/labels";
import { combatantSystem, plainActor, updateWorldActors } from "./adapter";
import { kindOf } from "./snapshot";
import { post } from "../../foundry/docs";
import { confirmed } from "../../foundry/play/press";
import { escapeHtml } from "../../core/html";

/**
 * When a combat ends, the active GM is offered the arrows the PCs find again (rollunder.ranged.7):
 * half of those each shot, from its combatant's count. Yes writes every archer's arrows in one
 * batch and posts who recovered how many; No leaves them as they are.
 */
export async function offerArrows(combat: Combat.Implementation): Promise<void> {
  const actors = new Map<string, Actor.Implementation>();
  const archers: Archer[] = [];
  for (const c of combat.combatants.contents) {
    const actor = c.actor;
    const spent = combatantSystem(c).arrowsSpent;
    // PCs are world actors (linked tokens); the one batch below writes world actors only.
    if (kindOf(c) !== "pc" || !actor?.id || actor.isToken || spent <= 0 || actors.has(actor.id)) continue;
    const plain = plainActor(actor);
    if (plain.type !== "rollunderCharacter") continue;
    actors.set(actor.id, actor);
    archers.push({ id: actor.id, arrows: plain.system.arrows, spent });
  }
  const found = arrowsRecoveryStep(archers);
  if (found.length === 0) return;
  const lines = found.map((f) => game.i18n!.format(HEAL_LABELS.arrows, { name: escapeHtml(actors.get(f._id)?.name ?? ""), recovered: String(f.recovered) }));
  if (!(await confirmed("MANIFOLD.rollunder.Tracker.RecoverArrows", lines.join("<br>")))) return;
  await updateWorldActors(found.map(({ _id, "system.arrows": arrows }) => ({ _id, "system.arrows": arrows })));
  await post({ content: `<div class="manifold rollunder arrows"><p>${lines.join("</p><p>")}</p></div>` });
}
