/**
 * The attack card's buttons as play steps: roll damage (doubled on a natural 1), sunder a shield,
 * apply, undo, and the Death & Dismemberment roll lethal damage owes. Each reads a snapshot of the
 * card and its two sides and returns an outcome for the shared executor.
 */
import { ownsSide, mayApplyBlow } from "../../../core/play/rights";
import type { CardBook, CardSnapshot } from "../../../core/play/decide";
import { sumNeeds, sumTotal, type TakenDie } from "../../../core/play/dice";
import { undoOutcome } from "../../../core/play/guard";
import { checkAdjust, parseScale } from "../../../core/play/tray";
import { nothing } from "../../../core/play/types";
import { RuleError } from "../../../core/errors";
import { cardStage, deathRollOwed, recordDamage, recordSunder, type RollunderCard } from "../rules/card";
import { damageFormula, dealt } from "../rules/damage";
import { SHIELD } from "../rules/tables";
import type { Pool } from "../rules/types";
import { trayOutcome } from "./tray";
import { DEATH_DRAW, owedOneFewer } from "./death";

export interface RollunderSide {
  uuid: string;
  pc: boolean;
  hp: Pool;
  /** Death & Dismemberment rolls it owes */
  deathOwed: number;
  /** the id of its equipped shield that is not broken, or null */
  shield: string | null;
}

export interface RollunderCardSnapshot extends CardSnapshot<RollunderCard> {
  attacker: RollunderSide;
  defender: RollunderSide;
}

type Snap = RollunderCardSnapshot;

const owns = ownsSide;
const mayApply = mayApplyBlow;

/** The damage formula the card rolls: the weapon's, with its bonus, all twice on a natural 1. */
export const cardDamageFormula = (card: RollunderCard): string => damageFormula(card.item.damage, card.item.bonus, card.attack.double);

const faceOf = (taken: unknown) => (taken as TakenDie).kept;

export { DEATH_DRAW };

/** The buttons that apply and undo a Roll-Under card: asked before applying twice or undoing over a later change. */
export const ROLLUNDER_APPLY = { applyAction: "applyDamage", undoAction: "undoDamage" } as const;

export const ROLLUNDER_CARD: CardBook<RollunderCard, Snap> = {
  rollDamage: {
    may: (snap) => owns(snap, "attacker") && cardStage(snap.card) === "damage",
    needs: (snap) => sumNeeds(cardDamageFormula(snap.card)),
    run(snap, _args, dice) {
      const formula = cardDamageFormula(snap.card);
      const faces = dice.map(faceOf);
      const total = dealt(sumTotal(formula, faces.map((f) => [f])));
      return nothing(recordDamage(snap.card, { formula, faces, total }));
    },
  },
  /** A PC may sunder its shield to take 1d12 off the blow; the shield breaks (rollunder.armor.5-6). */
  sunderShield: {
    may: (snap) => owns(snap, "defender") && snap.defender.pc && snap.defender.shield !== null && !!snap.card.damage && !snap.card.sunder && !snap.card.ledger.applied,
    needs: () => sumNeeds(SHIELD.sunder),
    run: (snap, _args, dice) => nothing(recordSunder(snap.card, faceOf(dice[0]), snap.defender.shield!)),
  },
  applyDamage: {
    may: (snap) => mayApply(snap) && cardStage(snap.card) === "resolved" && snap.card.damage !== null,
    run(snap, args) {
      const { card } = snap;
      // Two presses at once: the second finds the card applied and is refused unless it asked again.
      if (card.ledger.applied && args.again !== "yes") throw new RuleError("MANIFOLD.Card.AlreadyApplied", {});
      // The tray's choice is one word of a fixed set; the amount comes from the card and the rules.
      const scale = parseScale(args.scale);
      checkAdjust(snap.sender, scale, args.again === "yes");
      const out = trayOutcome(card, scale, snap.defender, true);
      if (card.sunder && !card.ledger.applied) out.writes.push({ side: "defender", doc: `item.${card.sunder.shield}`, changes: { "system.broken": true } });
      return out;
    },
  },
  /**
   * The roll lethal damage owes on the Death & Dismemberment table (rollunder.hp.3). The card
   * records that the roll is made, so it is made once; then the deciding client draws the table.
   */
  deathRoll: {
    may: (snap) => (owns(snap, "defender") || snap.sender.opened) && deathRollOwed(snap.card),
    run: (snap) => ({ ...nothing({ ...snap.card, deathRolled: true }), writes: owedOneFewer("defender", snap.defender.deathOwed), effects: [{ kind: DEATH_DRAW }] }),
  },
  undoDamage: {
    // Once the Death roll is made it stands: an Undo by its owner would let them roll it again.
    may: (snap) => mayApply(snap) && snap.card.ledger.entries.length > 0 && (!snap.card.deathRolled || snap.sender.isGM),
    run: (snap) => undoOutcome({ ...snap.card, lethal: 0, deathRolled: false }, snap.card.ledger.entries),
  },
};
