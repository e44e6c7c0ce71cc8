/**
 * A wound put on a creature's track (woundtrack.slots.12-14, npc.3-7, action.8-9, action.19): the
 * card's Apply and the tray on selected tokens both call this, so every path lands the same diffs.
 * The wounded conditions, death and the fatal wound follow the track's change on every path
 * (consequence.ts); what depends on the one blow is written here: the Nonlethal choice, and the
 * end of the target's Defend.
 */
import { RuleError } from "../../../core/errors";
import { oneOfChoice } from "../../../core/play/choices";
import type { Scale } from "../../../core/play/tray";
import type { Outcome } from "../../../core/play/types";
import { chooseNonlethalLevel, NONLETHAL_KNOCKOUTS, nonlethalKnockout, type NonlethalKnockout } from "../rules/damage";
import { shiftLevel, takeWound, WOUND_LEVELS, type WoundLevel } from "../rules/wounds";
import type { WoundtrackCard } from "../rules/card";
import { defendEnds } from "../rules/defences";
import { trackOf, type WoundtrackSide } from "./side";

export type WoundTarget = Pick<WoundtrackSide, "system" | "npc" | "statuses" | "combatant">;

/** What the attacker chose of a Nonlethal hit (woundtrack.action.8-9): the level, and what a knock-out makes of it. */
export interface NonlethalArgs {
  level: WoundLevel | null;
  knockout: NonlethalKnockout;
}

export function parseNonlethal(args: Readonly<Record<string, string>>): NonlethalArgs {
  return {
    level: args.level ? oneOfChoice(args.level, WOUND_LEVELS, "level") : null,
    knockout: oneOfChoice(args.knockout || "asUsual", NONLETHAL_KNOCKOUTS, "knockout"),
  };
}

/**
 * The tray's choice on a wound: half a step lower, double a step higher (as a Quick attack and a
 * Rebuff move it); a wound is never healed from a card (recovery checks and Treat Wound do that).
 */
function scaled(level: WoundLevel, scale: Scale): WoundLevel | null {
  if (scale === "heal") throw new RuleError("MANIFOLD.woundtrack.Error.TrayHeal", {});
  return scale === "half" ? shiftLevel(level, -1) : scale === "double" ? shiftLevel(level, 1) : level;
}

/** The wound the card deals `target`, written as the "defender" of its own application. */
export function woundOutcome(card: WoundtrackCard, scale: Scale, target: WoundTarget, nonlethal: NonlethalArgs = { level: null, knockout: "asUsual" }): Outcome<WoundtrackCard> {
  const r = card.result;
  if (!r || !r.hit || r.level === "") throw new RuleError("MANIFOLD.woundtrack.Error.NoWound", {});
  const chosen = card.attack.action === "nonlethal" && nonlethal.level ? chooseNonlethalLevel(r.level, nonlethal.level) : r.level;
  if (card.attack.action !== "nonlethal" && (nonlethal.level || nonlethal.knockout !== "asUsual")) throw new RuleError("MANIFOLD.woundtrack.Error.NotNonlethal", {});
  const level = scaled(chosen, scale);
  const out: Outcome<WoundtrackCard> = { card, writes: [], statuses: [], ledger: "apply" };
  if (level === null) return { ...out, card: { ...card, placed: { level: "", escalated: 0, knockout: "" } } };
  const taken = takeWound(trackOf(target), level, { npc: target.npc, special: target.system.special });
  if (taken.level !== null) out.writes.push({ side: "defender", doc: "actor", changes: { [`system.wounds.${taken.level}`]: taken.wounds[taken.level] } });
  // A wound ends the target's Defend (woundtrack.action.19).
  if (taken.level !== null && target.combatant?.defending && defendEnds("woundReceived")) out.writes.push({ side: "defender", doc: "combatant", changes: { "system.defending": false, "system.swap": "" } });
  const knock = taken.level !== null && card.attack.action === "nonlethal" ? nonlethalKnockout(taken.level, nonlethal.knockout !== "asUsual", nonlethal.knockout) : null;
  if (knock?.unconscious && !target.statuses.includes("unconscious")) out.statuses.push({ side: "defender", id: "unconscious", active: true });
  if (knock?.helplessRounds) out.statuses.push({ side: "defender", id: "helpless", active: true, rounds: knock.helplessRounds });
  out.card = { ...card, placed: { level: taken.level ?? "", escalated: taken.escalated, knockout: knock ? nonlethal.knockout : "" } };
  return out;
}
