/**
 * The attack card's buttons as play steps (woundtrack.attack.*, action.8-9, action.19-21, crit.2):
 * the target's Defend answer when its Defend is in force, then Apply (the wound on the track, the
 * critical's initiative off the target) and Undo.
 */
import { mayApplyBlow, ownsSide } from "../../../core/play/rights";
import type { CardBook, CardSnapshot } from "../../../core/play/decide";
import { undoOutcome } from "../../../core/play/guard";
import { checkAdjust, parseScale } from "../../../core/play/tray";
import { oneOfChoice } from "../../../core/play/choices";
import type { Outcome } from "../../../core/play/types";
import { RuleError } from "../../../core/errors";
import { cardStage, resolveOn, type WoundtrackCard } from "../rules/card";
import { clampInitiative } from "../rules/initiative";
import { DEFEND_ANSWERS, metDefence } from "./defend";
import { parseNonlethal, woundOutcome } from "./wound";
import type { WoundtrackSide } from "./side";

export interface WoundtrackCardSnapshot extends CardSnapshot<WoundtrackCard> {
  attacker: WoundtrackSide;
  defender: WoundtrackSide;
}

type Snap = WoundtrackCardSnapshot;

/** The hit leaves a wound to place. */
const wounds = (card: WoundtrackCard): boolean => !!card.result?.hit && card.result.level !== "";

/** The buttons that apply and undo a Wound Track card. */
export const WOUNDTRACK_APPLY = { applyAction: "applyWound", undoAction: "undoWound" } as const;

export const WOUNDTRACK_CARD: CardBook<WoundtrackCard, Snap> = {
  defend: {
    may: (snap) => ownsSide(snap, "defender") && cardStage(snap.card) === "defence",
    run(snap, args) {
      const answer = oneOfChoice(args.answer, DEFEND_ANSWERS, "answer");
      return { card: resolveOn(snap.card, metDefence(snap.card, snap.defender, answer)), writes: [], statuses: [], ledger: "none" };
    },
  },
  applyWound: {
    may: (snap) => mayApplyBlow(snap) && cardStage(snap.card) === "resolved" && (wounds(snap.card) || snap.card.targetInitiative < 0),
    run(snap, args) {
      const { card } = snap;
      if (card.ledger.applied && args.again !== "yes") throw new RuleError("MANIFOLD.Card.AlreadyApplied", {});
      const scale = parseScale(args.scale);
      checkAdjust(snap.sender, scale, args.again === "yes");
      const nonlethal = parseNonlethal(args);
      // The wound a Nonlethal hit leaves is its attacker's choice (woundtrack.action.8-9).
      if ((nonlethal.level || nonlethal.knockout !== "asUsual") && !snap.sender.isGM && !snap.sender.opened) throw new RuleError("MANIFOLD.woundtrack.Error.AttackersChoice", {});
      const out: Outcome<WoundtrackCard> = wounds(card) ? woundOutcome(card, scale, snap.defender, nonlethal) : { card, writes: [], statuses: [], ledger: "apply" };
      const c = snap.defender.combatant;
      // The attacker's critical success lowers the target's initiative (woundtrack.crit.2), once.
      if (card.targetInitiative < 0 && c && !card.ledger.applied) {
        out.writes.push({ side: "defender", doc: "combatant", changes: { initiative: clampInitiative(c.initiative + card.targetInitiative) } });
      }
      return out;
    },
  },
  undoWound: {
    may: (snap) => mayApplyBlow(snap) && snap.card.ledger.entries.length > 0,
    run: (snap) => undoOutcome(snap.card, snap.card.ledger.entries),
  },
};
