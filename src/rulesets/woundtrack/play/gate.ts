/**
 * The one action gate of Wound Track (ARCHITECTURE wall 8; woundtrack.ap.2, ap.5-6, ap.8, init.5-6):
 * every step that takes an action or a reaction asks it. Out of combat nothing is counted. An
 * action is taken on the creature's turn, or off it with an initiative above the active
 * combatant's, for 2 initiative (act.1-3); a reaction at any time while its initiative is above 0,
 * at no initiative (act.6-7). AP spent on anything else cancels a long action in progress. The
 * action readied is a reaction; any action or reaction ends the readiness (action.25-26).
 */
import { RuleError } from "../../../core/errors";
import type { Side, Write } from "../../../core/play/types";
import { apCost, spendAp, type ApPool } from "../rules/economy";
import { actOutOfTurn, canReact } from "../rules/initiative";
import type { Fighting } from "./side";

export interface Acting {
  combatant: Fighting | null;
  onTurn: boolean;
  /** the initiative of the combatant holding the turn; null when none holds it */
  activeInitiative: number | null;
  statuses: readonly string[];
}

export interface Taking {
  /** the action's AP cost as the item (or the rules) give it */
  ap: number;
  reaction?: boolean;
  /** an attack: a helpless creature makes none */
  attack?: boolean;
  /** the Escape from a grapple or pin: the one action a pinned creature takes (woundtrack.action.58-59) */
  escape?: boolean;
  /** the item taken (an action, or the weapon of an attack): the readied one is taken as a reaction (woundtrack.action.25) */
  item?: string;
}

/** Conditions under which a creature takes no action or reaction at all. */
export const CANNOT_ACT = ["dead", "unconscious"] as const;

/** What an action writes on the combatant: only the values it changed. */
export type Paid = Record<string, unknown>;

export const poolOf = (c: Fighting): ApPool => ({ ap: c.ap, long: c.long.action ? { ...c.long } : null, surprised: c.surprised });

/** The stored long action of a pool: empty when none is pending. */
export const storedLong = (pool: ApPool) => (pool.long ? { ...pool.long, timed: !!pool.long.timed } : { action: "", cost: 0, paid: 0, timed: false });

/** The combatant's changes once the action is paid, or the refusal; null out of combat. */
export function canAct(who: Acting, taking: Taking): Paid | null {
  const stopped = CANNOT_ACT.find((s) => who.statuses.includes(s));
  if (stopped) throw new RuleError("MANIFOLD.woundtrack.Error.CannotAct", { condition: stopped });
  if (taking.attack && who.statuses.includes("helpless")) throw new RuleError("MANIFOLD.woundtrack.Error.Helpless", {});
  if (who.statuses.includes("pinned") && !taking.escape) throw new RuleError("MANIFOLD.woundtrack.Error.Pinned", {});
  const c = who.combatant;
  if (!c) return null;
  // The readied action is taken as a reaction to any event off the turn (woundtrack.action.25); on it, as itself.
  const reaction = !!taking.reaction || (!who.onTurn && !!c.readied && taking.item === c.readied);
  const offTurn = !reaction && !who.onTurn;
  // A mounted pair acts by the worse of its two initiatives (woundtrack.mount.3); what an action costs comes off its own.
  const at = c.turnInitiative ?? c.initiative;
  if (reaction && !canReact(at)) throw new RuleError("MANIFOLD.woundtrack.Error.NoReactions", {});
  // Off its turn only above the active initiative, so never at 0, where it could not pay its 2 (woundtrack.init.6).
  if (offTurn && (who.activeInitiative === null || at <= who.activeInitiative)) throw new RuleError("MANIFOLD.woundtrack.Error.NotYourTurn", {});
  const cost = apCost(taking.ap);
  const before = poolOf(c);
  const after = spendAp(before, cost);
  const paid: Paid = {};
  if (offTurn) paid.initiative = actOutOfTurn(c.initiative, who.activeInitiative!);
  if (after.ap !== before.ap) paid["system.ap"] = after.ap;
  if (before.long && !after.long) paid["system.long"] = storedLong(after);
  // Any action or reaction ends what was readied, the readied one included (woundtrack.action.26).
  if (c.readied) paid["system.readied"] = "";
  return paid;
}

/** The combatant write an action makes, if any: out of combat, or a free action, none. */
export function payWrites(side: Side, paid: Paid | null): Write[] {
  return paid && Object.keys(paid).length ? [{ side, doc: "combatant", changes: paid }] : [];
}
