/**
 * Sheet actions as play steps, each through the action gate: standing up (a major action,
 * dierank.prone.4) and a rest after the fight (dierank.wounded.2-3, badly.5-7): an hour's rest
 * restores every HP of the wounded, and MP, but a badly wounded creature heals only with time or
 * magic, and recovers no MP.
 */
import { RuleError } from "../../../core/errors";
import type { Outcome } from "../../../core/play/types";
import { canAct, payWrites } from "./gate";
import type { DierankSide } from "./side";

export function standUpStep(s: DierankSide): Outcome<null> {
  if (!s.statuses.includes("prone")) throw new RuleError("MANIFOLD.dierank.Error.NotProne", {});
  // Lying down because knocked out is not a choice: the gate refuses it anyway.
  const paid = canAct({ combatant: s.combatant, onTurn: s.onTurn, statuses: s.statuses }, "major", { physical: true });
  return {
    card: null,
    writes: payWrites("attacker", paid),
    statuses: [{ side: "attacker", id: "prone", active: false }],
    ledger: "none",
  };
}

/** An hour's rest out of combat: full HP and MP, unless badly or mortally wounded, knocked out or dead. */
export function restStep(s: DierankSide): Outcome<null> {
  if (s.combatant) throw new RuleError("MANIFOLD.dierank.Error.RestInCombat", {});
  const stopped = ["dead", "knockedOut", "mortallyWounded", "badlyWounded"].find((id) => s.statuses.includes(id));
  if (stopped) throw new RuleError("MANIFOLD.dierank.Error.CannotRest", { condition: stopped });
  const { hp, mp } = s.system;
  const changes = { ...(hp.value < hp.max ? { "system.hp.value": hp.max } : {}), ...(mp.value < mp.max ? { "system.mp.value": mp.max } : {}) };
  return { card: null, writes: Object.keys(changes).length ? [{ side: "attacker", doc: "actor", changes }] : [], statuses: [], ledger: "none" };
}
