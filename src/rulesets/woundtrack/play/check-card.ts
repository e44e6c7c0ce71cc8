/**
 * The check card's Apply and Undo as play steps: a Trip knocks the target prone (woundtrack.hinder.6),
 * a Distract leaves it distracted, -2 to attack and Defence until the round ends (hinder.4), a
 * Grapple's hit has both grappling (action.52), a Pin pins (action.58),
 * Enter Occupied Space has both sharing a space (action.38), Stabilize ends Dying (action.64), Treat Condition ends Hobbled (treat.3), Treat Wound lowers the
 * wound 1 step plus 1 per 2 points over the TN (treat.15) and, met or not, gives the target fatigue
 * equal to its highest remaining wound (treat.17). A Disarm, a Shove, a treated bleeding,
 * burning or poison are told on the card, and the table plays them.
 */
import { RuleError } from "../../../core/errors";
import type { CardBook, CardSnapshot } from "../../../core/play/decide";
import { undoOutcome } from "../../../core/play/guard";
import { mayApplyBlow } from "../../../core/play/rights";
import { checkAdjust } from "../../../core/play/tray";
import type { Outcome, StatusChange } from "../../../core/play/types";
import type { CheckCard } from "../rules/check-card";
import { canReduce, reduceWound } from "../rules/recovery";
import { shiftLevel, woundedRank, WOUND_LEVELS, type WoundLevel, type WoundTrack } from "../rules/wounds";
import { trackOf, type WoundtrackSide } from "./side";

export interface CheckCardSnapshot extends CardSnapshot<CheckCard> {
  attacker: WoundtrackSide;
  defender: WoundtrackSide;
}

/** The yards a Shove moves the target: 1, plus a third of the margin rounded down (woundtrack.hinder.5, RULINGS). */
export const shoveYards = (margin: number): number => 1 + Math.max(0, Math.floor(margin / 3));

/** The steps Treat Wound lowers a wound: 1, plus 1 per 2 points over the TN (woundtrack.treat.15). */
export const treatSteps = (margin: number): number => 1 + Math.max(0, Math.floor(margin / 2));

/** The wound lowered step by step into open slots below; a light wound lowered heals. It stops where the level below is full. */
export function treatWound(track: WoundTrack, level: WoundLevel, steps: number): WoundTrack {
  if (track.wounds[level] === 0) throw new RuleError("MANIFOLD.woundtrack.Error.NoSuchWound", { level });
  let at: WoundLevel | null = level;
  let out = track;
  for (let i = 0; i < steps && at && canReduce(out, at); i++) {
    out = reduceWound(out, at);
    at = shiftLevel(at, -1);
  }
  return out;
}

/** Whether Apply does anything for this card: a met Trip, Stabilize or treated Hobbled; any Treat Wound. */
export function applies(card: CheckCard): boolean {
  if (card.effect === "treatWound") return true;
  if (!card.result.success) return false;
  return card.effect === "trip" || card.effect === "harry" || card.effect === "grapple" || card.effect === "pin" || card.effect === "enterSpace" || card.effect === "distract" || card.effect === "stabilize" || (card.effect === "treatCondition" && card.detail === "hobbled");
}

const status = (id: string, active: boolean): StatusChange => ({ side: "defender", id, active });

function treatOutcome(card: CheckCard, d: WoundtrackSide): Outcome<CheckCard> {
  const before = trackOf(d);
  const level = card.detail as WoundLevel;
  const after = card.result.success ? treatWound(before, level, treatSteps(card.result.margin)) : before;
  const changes: Record<string, unknown> = Object.fromEntries(WOUND_LEVELS.filter((l) => after.wounds[l] !== before.wounds[l]).map((l) => [`system.wounds.${l}`, after.wounds[l]]));
  const fatigue = woundedRank(after.wounds);
  if (fatigue > 0) changes["system.stamina.fatigue"] = d.system.stamina.fatigue + fatigue;
  return { card, writes: Object.keys(changes).length ? [{ side: "defender", doc: "actor", changes }] : [], statuses: [], ledger: "apply" };
}

function applyOutcome(card: CheckCard, d: WoundtrackSide): Outcome<CheckCard> {
  if (card.effect === "treatWound") return treatOutcome(card, d);
  const statuses =
    card.effect === "trip" ? [status("prone", true), ...(d.statuses.includes("crouching") ? [status("crouching", false)] : [])]
    // Until the end of the round: the round it began in is its one round (woundtrack.duration.1).
    : card.effect === "distract" ? [{ ...status("distracted", true), rounds: 1 }]
    // Harried this round: -2 on its ranged weapon attacks and checks (woundtrack.action.23).
    : card.effect === "harry" ? [{ ...status("harried", true), rounds: 1 }]
    // A Grapple's hit: the two grapple each other, no damage (woundtrack.action.52); a Pin: pinned, so helpless and immobile (action.58).
    : card.effect === "grapple" ? [{ side: "attacker" as const, id: "grappling", active: true }, status("grappling", true)]
    : card.effect === "pin" ? [status("pinned", true)]
    // In one space: both take -2 to attacks and to melee and ranged Defenses while they share it (woundtrack.action.38).
    : card.effect === "enterSpace" ? [{ side: "attacker" as const, id: "sharing", active: true }, status("sharing", true)]
    : card.effect === "stabilize" ? [status("dying", false)]
    : [status("hobbled", false)];
  return { card, writes: [], statuses, ledger: "apply" };
}

export const CHECK_CARD: CardBook<CheckCard, CheckCardSnapshot> = {
  applyCheck: {
    // A TN the maker typed for the GM (a Distract's, a condition's) is the GM's to accept: only a GM applies it.
    may: (snap) => mayApplyBlow(snap) && applies(snap.card) && (snap.card.against.kind !== "tn" || snap.sender.isGM),
    run(snap, args) {
      if (snap.card.ledger.applied && args.again !== "yes") throw new RuleError("MANIFOLD.Card.AlreadyApplied", {});
      // Applying twice is the GM's or the target side's call, as on the attack card.
      checkAdjust(snap.sender, "normal", args.again === "yes");
      return applyOutcome(snap.card, snap.defender);
    },
  },
  undoCheck: {
    may: (snap) => mayApplyBlow(snap) && snap.card.ledger.entries.length > 0,
    run: (snap) => undoOutcome(snap.card, snap.card.ledger.entries),
  },
};
