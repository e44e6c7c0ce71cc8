/**
 * The attack card as plain data (dierank.attack.*, defense.*, damage.1-2): the attack die the
 * attacker threw when it opened, then the one defence the target rolls (passive, or a block,
 * parry or dodge as an interrupt), the successes, Apply and Undo.
 */
import type { Edge } from "../../../core/dice/edge";
import { opposedSuccesses } from "../../../core/dice/success";
import { RuleError } from "../../../core/errors";
import type { Ledger } from "../../../core/ledger";
import type { AttackSpec, RangeBand } from "./attack";
import type { DefenceKind } from "./defence";
import { parseDie, type Die } from "./ladder";
import type { EscapeCost } from "./grapple";
import { STAT_IDS, type StatId } from "./stats";

export interface CardSide {
  uuid: string;
  name: string;
  img: string;
}

export interface RolledDie {
  die: Die;
  edge: Edge;
  faces: number[];
  kept: number;
  advantages: string[];
  disadvantages: string[];
}

export interface DierankCard {
  attacker: CardSide;
  defender: CardSide;
  openedBy?: string;
  follows?: string;
  item: { uuid: string; name: string };
  /** the attack as the rules read it; its defence a stat id or a die label ("d20"), its band "" in melee */
  attack: Omit<AttackSpec, "roll" | "defence" | "band" | "passiveOnly"> & {
    defence: string;
    band: RangeBand | "";
    lethal: boolean;
    grab: boolean;
    passiveOnly: boolean;
    /** the condition a hit puts on (a spell's own rule, dierank.damage.4), and whether it deals no damage */
    effect: string;
    harmless: boolean;
  };
  /** the target saw it coming: an unseen attack leaves it only its passive roll, disadvantaged */
  aware: boolean;
  /** what opening it provoked from the enemies in the region (lang key suffixes, dierank.oppo.2, unarmed.3, grapple.3) */
  provokes: string[];
  roll: RolledDie;
  /** the one defence rolled, with the successes it leaves the attack; null until the target answers */
  defence: (RolledDie & { kind: DefenceKind; minimum: boolean; successes: number }) | null;
  /** a grabbed target's escape roll against the grappler's, and what it cost (dierank.escape.*) */
  escape: { escaper: RolledDie; grappler: RolledDie; cost: EscapeCost } | null;
  ledger: Ledger;
}

export type CardStage = "defence" | "resolved";

export const cardStage = (card: DierankCard): CardStage => (card.defence === null ? "defence" : "resolved");

/** The target's one defence against this attack (dierank.defense.5): the card resolves on it. */
export function recordDefence(card: DierankCard, defence: RolledDie & { kind: DefenceKind; minimum: boolean }): DierankCard {
  if (card.defence) throw new RuleError("MANIFOLD.dierank.Card.Defended", {});
  // floor(attack / defence) when the attack beats it, else 0: ties go to the defender (dierank.damage.1).
  return { ...card, defence: { ...defence, successes: opposedSuccesses(card.roll.kept, defence.kept) } };
}

/** The successes the attack scored; 0 before the target answered. */
export const successesOf = (card: DierankCard): number => card.defence?.successes ?? 0;

/** A stat id or a die label, as the card and items store "which die" (dierank.attack.4, defense.4). */
export function whichDie(text: string): StatId | Die {
  if ((STAT_IDS as readonly string[]).includes(text)) return text as StatId;
  const die = parseDie(text);
  if (die === null) throw new RuleError("MANIFOLD.dierank.Error.NotADie", { text });
  return die;
}
