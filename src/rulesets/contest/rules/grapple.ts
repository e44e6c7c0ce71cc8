/**
 * Grapple (contest.action.3-4) as a small card over plain data: the held foe chooses Athletics or
 * Acrobatics, both sides roll, and a grappler who wins the skill contest (grappleHolds) holds the
 * foe, which then has the Grappled condition and cannot move until released. It needs a free hand.
 */
import type { Ledger } from "../../../core/ledger";
import { emptyLedger } from "../../../core/ledger";
import { bool, choice, str, type SchemaSpec } from "../../../core/schema";
import { cardBase } from "../../../core/play/card-schema";
import { canMove } from "./grid";
import { grappleHolds } from "./skillContest";
import { rolledTest } from "./card-schema";
import { GRAPPLE_DEFENCE_SKILLS, type Skill } from "./constants";
import { RuleError } from "./errors";
import type { CardSide, RolledTest } from "./card";
import type { ContestItem } from "./types";

export type GrappleResult = "" | "holds" | "fails";

export interface GrappleCard {
  kind: "grapple";
  attacker: CardSide;
  defender: CardSide;
  /** the defender's choice of skill, "" until it chooses */
  resist: Skill | "";
  grapple: RolledTest | null;
  resistRoll: RolledTest | null;
  result: GrappleResult;
  /** the grappler let go (the Release action) */
  released: boolean;
  ledger: Ledger;
}

export const grappleCardSpec: SchemaSpec = {
  ...cardBase,
  kind: choice(["grapple"]),
  resist: str("", { choices: GRAPPLE_DEFENCE_SKILLS }),
  grapple: rolledTest(),
  resistRoll: rolledTest(),
  result: str("", { choices: ["holds", "fails"] }),
  released: bool(false),
};

export function newGrappleCard(attacker: CardSide, defender: CardSide): GrappleCard {
  return { kind: "grapple", attacker, defender, resist: "", grapple: null, resistRoll: null, result: "", released: false, ledger: emptyLedger() };
}

export type GrappleStage = "choose" | "roll" | "settled";

export function grappleStage(card: GrappleCard): GrappleStage {
  if (card.resist === "") return "choose";
  return card.result === "" ? "roll" : "settled";
}

/** The defender picks Athletics or Acrobatics before anything is rolled. */
export function chooseResist(card: GrappleCard, skill: string): GrappleCard {
  if (card.resist !== "") throw new RuleError("MANIFOLD.contest.Grapple.AlreadyChosen", {});
  if (!GRAPPLE_DEFENCE_SKILLS.includes(skill as Skill)) throw new RuleError("MANIFOLD.contest.Grapple.BadSkill", {});
  return { ...card, resist: skill as Skill };
}

export function recordGrappleRoll(card: GrappleCard, side: "attacker" | "defender", rolled: RolledTest): GrappleCard {
  if (card.resist === "") throw new RuleError("MANIFOLD.contest.Grapple.ChooseFirst", {});
  const field = side === "attacker" ? "grapple" : "resistRoll";
  if (card[field]) throw new RuleError("MANIFOLD.contest.Card.AlreadyRolled", {});
  return settle({ ...card, [field]: rolled });
}

function settle(card: GrappleCard): GrappleCard {
  if (!card.grapple || !card.resistRoll) return card;
  return { ...card, result: grappleHolds(asResult(card.grapple), asResult(card.resistRoll)) ? "holds" : "fails" };
}

function asResult(r: RolledTest) {
  return { pass: r.pass, successes: r.successes, kept: r.kept, natural1: r.kept === 1, natural20: r.kept === 20, automatic: r.automatic };
}

export function releaseGrapple(card: GrappleCard): GrappleCard {
  if (card.result !== "holds" || card.released) throw new RuleError("MANIFOLD.contest.Grapple.NotHolding", {});
  return { ...card, released: true };
}

/** Hands an equipped weapon (one, two if two-handed) or shield takes; a grapple needs one of two free. */
export function hasFreeHand(items: readonly ContestItem[]): boolean {
  let used = 0;
  for (const item of items) {
    if (item.type === "contestWeapon" && item.system.equipped) used += item.system.twoHanded ? 2 : 1;
    if (item.type === "contestShield" && item.system.equipped) used += 1;
  }
  return used < 2;
}

/**
 * Moving a grappled creature (contest.action.4): refused to its players; the GM may still move
 * it (a push, a fall, a mistake to put right) and is warned.
 */
export function moveVerdict(conditions: readonly string[], byGM: boolean): "ok" | "warn" | "refuse" {
  if (canMove(conditions)) return "ok";
  return byGM ? "warn" : "refuse";
}
