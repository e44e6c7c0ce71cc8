/**
 * The one action gate of Die Rank (ARCHITECTURE wall 8; RULINGS AP; dierank.badly.4, heal.5,
 * helpless.1, oppo.8): every step that takes an action asks it. Out of combat nothing is counted.
 * On its turn a creature pays an action's AP; an interrupt (block, parry, dodge, opportunity
 * attack) is taken off its turn and borrows 1 AP from the next.
 */
import { RuleError } from "../../../core/errors";
import { actionCost, BORROW_LIMIT, borrow, type ActionSize } from "../rules/economy";
import type { Side, Write } from "../../../core/play/types";
import type { CombatantSystem } from "../rules/types";

export interface Acting {
  /** its combatant in the started combat; null out of combat */
  combatant: CombatantSystem | null;
  onTurn: boolean;
  statuses: readonly string[];
}

/** Conditions under which a creature takes no action at all. */
export const CANNOT_ACT = ["dead", "knockedOut", "mortallyWounded", "stunned"] as const;

/** What an action writes on the combatant: only the values it changed. */
export type Paid = Partial<Record<"system.ap" | "system.owed" | "system.noMove", number>>;

/**
 * The combatant's changes once the action is taken, or the refusal; null out of combat. An action
 * that is not a move cannot spend the AP a mount gives only for movement (dierank.mount.5), and
 * spends first the AP a rider has beyond its mount, which movement may not (mount.6).
 */
export function canAct(who: Acting, size: ActionSize | "interrupt", o: { physical: boolean }): Paid | null {
  const stopped = CANNOT_ACT.find((s) => who.statuses.includes(s));
  if (stopped) throw new RuleError("MANIFOLD.dierank.Error.CannotAct", { condition: stopped });
  if (o.physical && who.statuses.includes("helpless")) throw new RuleError("MANIFOLD.dierank.Error.Helpless", {});
  const c = who.combatant;
  if (!c) return null;
  if (size === "interrupt") {
    if (c.owed >= BORROW_LIMIT) throw new RuleError("MANIFOLD.dierank.Error.NothingToBorrow", {});
    return { "system.owed": borrow(c.owed) };
  }
  if (!who.onTurn) throw new RuleError("MANIFOLD.dierank.Error.NotYourTurn", {});
  const usable = Math.max(0, c.ap - (c.moveOnly ?? 0));
  const cost = actionCost(size, usable);
  if (cost === null) throw new RuleError("MANIFOLD.dierank.Error.NotEnoughAp", { left: usable });
  const paid: Paid = cost > 0 ? { "system.ap": c.ap - cost } : {};
  const noMove = c.noMove ?? 0;
  if (cost > 0 && noMove > 0) paid["system.noMove"] = Math.max(0, noMove - cost);
  return paid;
}

/** The combatant write an action makes, if any: out of combat, or a free action, none. */
export function payWrites(side: Side, paid: Paid | null): Write[] {
  return paid && Object.keys(paid).length ? [{ side, doc: "combatant", changes: paid }] : [];
}
