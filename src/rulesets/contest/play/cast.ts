/**
 * Use Magic without an attack, as one play step (contest.action.8, contest.reaction.4): on one's
 * own turn it is an action; off it, a reaction, which only a spell without the Attack trait may be.
 * It pays the spell's AP out of the combat economy, and says whether the casting provokes an
 * opportunity attack (a spell without the Melee Attack trait, contest.oppo.4).
 */
import { RuleError } from "../../../core/errors";
import { nothing, type Outcome } from "../../../core/play/types";
import { canCastAsReaction } from "../rules/attack";
import { actionFor } from "../rules/economy";
import { actOrRefuse } from "./gate";
import { castingProvokes } from "../rules/opportunity";
import type { CombatantSystem, SpellSystem } from "../rules/types";

export interface CastSnapshot {
  spell: SpellSystem;
  /** the caster's combatant in the active combat, or null out of combat */
  combatant: CombatantSystem | null;
  onOwnTurn: boolean;
  /** the caster's conditions in force: an Unconscious or Surprised caster casts nothing */
  statuses: readonly string[];
}

export interface CastResult {
  /** the payment, written to the caster's combatant (the "attacker" side of a one-sided outcome) */
  outcome: Outcome<null>;
  /** cast off its turn, as a reaction */
  reaction: boolean;
  /** foes whose reach the caster is in may take an opportunity attack (in combat only) */
  provokes: boolean;
}

export function castStep(snap: CastSnapshot): CastResult {
  // A spell with the Attack trait is cast at a target through its attack card, never here.
  if (snap.spell.attack) throw new RuleError("MANIFOLD.contest.Casting.AttackSpell", {});
  const outcome = nothing<null>();
  if (!snap.combatant) return { outcome, reaction: false, provokes: false };
  const reaction = !snap.onOwnTurn;
  if (reaction && !canCastAsReaction(snap.spell)) throw new RuleError("MANIFOLD.contest.Casting.NotAReaction", {});
  const action = actionFor(reaction ? "useMagicReaction" : "useMagic", { onOwnTurn: snap.onOwnTurn, apCost: snap.spell.apCost, spell: snap.spell });
  const update = actOrRefuse({ system: snap.combatant, onOwnTurn: snap.onOwnTurn, statuses: snap.statuses }, action);
  if (Object.keys(update).length) outcome.writes.push({ side: "attacker", doc: "combatant", changes: update });
  return { outcome, reaction, provokes: castingProvokes(snap.spell) };
}
