/**
 * The check card as plain data: an action's check against another creature (woundtrack.hinder.*,
 * action.35-36, 47-58, 63-66, treat.*): the check its maker threw, what it met (a Defense of the target's, or a
 * TN), the margin, and what Apply does of it. Its schema is checked on every write.
 */
import type { Ledger } from "../../../core/ledger";
import { cardBase } from "../../../core/play/card-schema";
import { arr, bool, choice, int, obj, str, type SchemaSpec } from "../../../core/schema";
import type { CardSide, ThrownCheck } from "./card";
import { CHECK_KINDS } from "./checks";

/** The hindrances of the Hinder table (woundtrack.hinder.3-6). */
export const HINDRANCES = ["disarm", "distract", "shove", "trip"] as const;

/** What a check card does: a hindrance, or tending a creature. */
export const CHECK_EFFECTS = [...HINDRANCES, "stabilize", "treatWound", "treatCondition", "grapple", "pin", "drag", "interpose", "enterSpace", "harry"] as const;
export type CheckEffect = (typeof CHECK_EFFECTS)[number];

/** The harmful conditions Treat Condition treats (woundtrack.treat.1). */
export const TREATABLE = ["bleeding", "burning", "hobbled", "poisoned"] as const;

/** What the check met: a Defense of the target's (or the higher of two), its wounds (Stabilize), a wound level's TN (Treat Wound), or the GM's TN. */
export const AGAINST = ["agility", "wounds", "level", "tn", "melee", "power", "powerOrAgility", "none"] as const;

export interface CheckCard {
  attacker: CardSide;
  defender: CardSide;
  openedBy?: string;
  follows?: string;
  item: { uuid: string; name: string };
  effect: CheckEffect;
  /** the wound level treated, or the condition; "" for a hindrance and Stabilize */
  detail: string;
  /** the check as the sheet writes it, and its bonus (a missing healing kit's -5 in it) */
  made: { attribute: string; skill: string; specialisation: string; bonus: number; noKit: boolean };
  thrown: ThrownCheck;
  against: { kind: (typeof AGAINST)[number]; value: number };
  /** the total, met or not, by how much; `fatigued`: Treat Wound failed without a roll counting (woundtrack.treat.13) */
  result: { total: number; success: boolean; margin: number; fatigued: boolean };
  ledger: Ledger;
}

const total = () => int(0, -100000, 100000);
const chain = () => arr(int(1, 1, 1000), 100);

export const checkCardSpec: SchemaSpec = {
  ...cardBase,
  item: obj({ uuid: str(), name: str() }),
  effect: choice(CHECK_EFFECTS),
  detail: str(""),
  made: obj({ attribute: str(), skill: str(), specialisation: str(), bonus: total(), noKit: bool(false) }),
  thrown: obj({ kind: choice(CHECK_KINDS), positive: chain(), negative: chain(), roll: total(), critSuccess: bool(false), critFailure: bool(false) }),
  against: obj({ kind: choice(AGAINST), value: total() }),
  result: obj({ total: total(), success: bool(false), margin: total(), fatigued: bool(false) }),
};

export const isCheckCard = (card: object): card is CheckCard => "effect" in card && "made" in card;
