/**
 * The one action gate of Die Rank (ARCHITECTURE wall 8; RULINGS AP; dierank.badly.4, heal.5,
 * helpless.1, oppo.8): every step that takes an action asks it. Out of combat nothing is counted.
 * On its turn a creature pays an action's AP; an interrupt (block, parry, dodge, opportunity
 * attack) is taken off its turn and borrows 1 AP from the next.
 */
import { RuleError } from "../../../core/errors";
import { actionCost, BORROW_LIMIT, borrow, type ActionSize } from "../rules/economy";
import type { CombatantSystem } from "../rules/types";

export interface Acting {
  /** its combatant in the started combat; null out of combat */
  combatant: CombatantSystem | null;
  onTurn: boolean;
  statuses: readonly string[];
}

/** Conditions under which a creature takes no action at all. */
export const CANNOT_ACT = ["dead", "knockedOut", "mortallyWounded", "stunned"] as const;

/** The combatant's AP and debt once the action is taken, or the refusal; null out of combat. */
export function canAct(who: Acting, size: ActionSize | "interrupt", o: { physical: boolean }): Pick<CombatantSystem, "ap" | "owed"> | null {
  const stopped = CANNOT_ACT.find((s) => who.statuses.includes(s));
  if (stopped) throw new RuleError("MANIFOLD.dierank.Error.CannotAct", { condition: stopped });
  if (o.physical && who.statuses.includes("helpless")) throw new RuleError("MANIFOLD.dierank.Error.Helpless", {});
  const c = who.combatant;
  if (!c) return null;
  if (size === "interrupt") {
    if (c.owed >= BORROW_LIMIT) throw new RuleError("MANIFOLD.dierank.Error.NothingToBorrow", {});
    return { ap: c.ap, owed: borrow(c.owed) };
  }
  if (!who.onTurn) throw new RuleError("MANIFOLD.dierank.Error.NotYourTurn", {});
  const cost = actionCost(size, c.ap);
  if (cost === null) throw new RuleError("MANIFOLD.dierank.Error.NotEnoughAp", { left: c.ap });
  return { ap: c.ap - cost, owed: c.owed };
}
