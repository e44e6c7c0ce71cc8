/**
 * The attack chat card as a small state machine over plain data: the defender declares a
 * defence, both sides roll, Step III decides, damage is rolled and can be applied and undone.
 * The card is stored on the ChatMessage; every transition here is pure and tested.
 */
import type { Breakdown, Part } from "../../../core/breakdown";
import type { Edge } from "../../../core/dice/edge";
import type { Ledger } from "../../../core/ledger";
import { PUSH_METERS, type Cover, type DamageType, type Defence, type Maneuver } from "./constants";
import type { AttackKind, PreparedTest } from "./attack";
import { resolveCombatRoll, type CombatResult } from "./outcome";
import { resolveTest } from "./test";
import { RuleError } from "./errors";

export interface CardSide {
  uuid: string;
  name: string;
  img: string;
}

export interface RolledTest {
  target: number;
  parts: Part[];
  edge: Edge;
  faces: number[];
  kept: number;
  pass: boolean;
  successes: number;
  automatic: boolean;
}

export interface CardDamage {
  formula: string;
  type: DamageType;
  faces: number[];
  rolled: number;
  precision: boolean;
  reduced: Breakdown;
}

export interface AttackCard {
  attacker: CardSide;
  defender: CardSide;
  item: { uuid: string; name: string; kind: AttackKind; damage: string; damageType: DamageType };
  allowed: Defence[];
  /** the defender is aware of the attack; an unaware one is allowed only No defence (contest.defend.1) */
  aware?: boolean;
  /** "" until the defender (or the GM) declares, before the attack is rolled (contest.defend.7) */
  defence: Defence | "";
  situation: { cover: Cover; flanked: boolean; modifier: number; boons: number; banes: number; style?: string };
  attack: RolledTest | null;
  defenceRoll: RolledTest | null;
  outcome: CombatResult | "";
  maneuverBy: "attacker" | "defender" | "";
  maneuver: Maneuver | "";
  damage: CardDamage | null;
  /** the test a maneuver calls for (the loser resists, or the winner's Deception for a Feint) */
  maneuverRoll?: RolledTest | null;
  /** the winner chose to make no maneuver (a maneuver is optional: contest.maneuver.*) */
  maneuverDeclined?: boolean;
  /** Disarm: the id of the item the winner chose, which the loser holds */
  disarmItem?: string;
  ledger: Ledger;
}

export type CardStage = "declare" | "roll" | "maneuver" | "damage" | "resolved";

export function cardStage(card: AttackCard): CardStage {
  if (card.defence === "") return "declare";
  if (card.outcome === "") return "roll";
  // The attacker who wins critically chooses its maneuver (or none) before damage: Precision
  // maximises the damage die, so damage rolled first would lose it.
  if (card.maneuverBy === "attacker" && card.maneuver === "" && !card.maneuverDeclined && resolveDamageNeeded(card)) return "maneuver";
  if (resolveDamageNeeded(card) && card.damage === null) return "damage";
  return "resolved";
}

export function declare(card: AttackCard, defence: Defence): AttackCard {
  if (card.defence !== "") throw new RuleError("MANIFOLD.contest.Card.AlreadyDeclared", {});
  if (!card.allowed.includes(defence)) throw new RuleError("MANIFOLD.contest.Card.DefenceNotAllowed", { defence });
  return { ...card, defence };
}

/** A rolled test from its prepared form and the faces Foundry threw. */
export function rollTest(prepared: PreparedTest, faces: readonly number[]): RolledTest {
  const result = resolveTest({ target: prepared.target.total, faces: [...faces], edge: prepared.edge, autoFail: prepared.autoFail, autoPass: prepared.autoPass });
  return {
    target: prepared.target.total,
    parts: prepared.target.parts,
    edge: prepared.edge,
    faces: [...faces],
    kept: result.kept,
    pass: result.pass,
    successes: result.successes,
    automatic: result.automatic,
  };
}

export function recordAttack(card: AttackCard, rolled: RolledTest): AttackCard {
  if (card.defence === "") throw new RuleError("MANIFOLD.contest.Card.DeclareFirst", {});
  if (card.attack) throw new RuleError("MANIFOLD.contest.Card.AlreadyRolled", {});
  return settle({ ...card, attack: rolled });
}

export function recordDefence(card: AttackCard, rolled: RolledTest): AttackCard {
  if (card.defence === "" || card.defence === "none") throw new RuleError("MANIFOLD.contest.Card.NoDefenceRoll", {});
  if (card.defenceRoll) throw new RuleError("MANIFOLD.contest.Card.AlreadyRolled", {});
  return settle({ ...card, defenceRoll: rolled });
}

/** Once both tests are in (or no defence is made), Step III decides. */
function settle(card: AttackCard): AttackCard {
  const defenceDone = card.defence === "none" || card.defenceRoll !== null;
  if (!card.attack || !defenceDone || card.defence === "") return card;
  const result = resolveCombatRoll({
    defence: card.defence,
    attack: asResult(card.attack),
    defenceTest: card.defenceRoll ? asResult(card.defenceRoll) : null,
  });
  return { ...card, outcome: result.result, maneuverBy: result.maneuverBy ?? "" };
}

function asResult(r: RolledTest) {
  return { pass: r.pass, successes: r.successes, kept: r.kept, natural1: r.kept === 1, natural20: r.kept === 20, automatic: r.automatic };
}

export function resolveDamageNeeded(card: Pick<AttackCard, "outcome">): boolean {
  return card.outcome === "attackerCritical" || card.outcome === "hit" || card.outcome === "blocked";
}

export function recordDamage(card: AttackCard, damage: CardDamage): AttackCard {
  if (!resolveDamageNeeded(card)) throw new RuleError("MANIFOLD.contest.Card.NoDamage", {});
  return { ...card, damage };
}

/**
 * The winner's maneuver. A Disarm names the item it goes for, one the loser holds (`held`);
 * the loser's test gains a boon against a two-handed weapon or a shield (contest.maneuver.4).
 */
export function chooseManeuver(card: AttackCard, maneuver: Maneuver, available: readonly Maneuver[], disarm: { item: string; held: readonly string[] } = { item: "", held: [] }): AttackCard {
  if (card.maneuverBy === "") throw new RuleError("MANIFOLD.contest.Card.NoManeuver", {});
  if (card.maneuver !== "" || card.maneuverDeclined) throw new RuleError("MANIFOLD.contest.Card.ManeuverChosen", {});
  if (!available.includes(maneuver)) throw new RuleError("MANIFOLD.contest.Card.ManeuverNotAllowed", { maneuver });
  if (maneuver !== "disarm") return { ...card, maneuver };
  if (!disarm.held.includes(disarm.item)) throw new RuleError("MANIFOLD.contest.Card.DisarmWhat", {});
  return { ...card, maneuver, disarmItem: disarm.item };
}

/** The winner makes no maneuver; damage, if any, follows. */
export function declineManeuver(card: AttackCard): AttackCard {
  if (card.maneuverBy === "") throw new RuleError("MANIFOLD.contest.Card.NoManeuver", {});
  if (card.maneuver !== "" || card.maneuverDeclined) throw new RuleError("MANIFOLD.contest.Card.ManeuverChosen", {});
  return { ...card, maneuverDeclined: true };
}

export function recordManeuverRoll(card: AttackCard, rolled: RolledTest): AttackCard {
  if (card.maneuver === "") throw new RuleError("MANIFOLD.contest.Card.NoManeuver", {});
  if (card.maneuverRoll) throw new RuleError("MANIFOLD.contest.Card.AlreadyRolled", {});
  return { ...card, maneuverRoll: rolled };
}

/** What a rolled maneuver did, in words for the card: a lang key and the name it is about. */
export interface ManeuverResult {
  key: string;
  name: string;
  metres?: number;
}

/**
 * The maneuver's result once its test is rolled (contest.maneuver.1-9): the loser who failed to
 * resist is Dazed, knocked Prone, pushed back or disarmed, or it resisted; a Feint that passed
 * marks the foe. Brace and Precision roll nothing and say nothing here.
 */
export function maneuverResult(card: AttackCard): ManeuverResult | null {
  const roll = card.maneuverRoll;
  if (!roll || card.maneuver === "" || card.maneuverBy === "") return null;
  const loser = card.maneuverBy === "attacker" ? card.defender : card.attacker;
  const key = (k: string) => `MANIFOLD.contest.Card.ManeuverResult.${k}`;
  switch (card.maneuver) {
    case "feint":
      return { key: key(roll.pass ? "feinted" : "feintFails"), name: loser.name };
    case "bash":
      return { key: key(roll.pass ? "resists" : "dazed"), name: loser.name };
    case "trip":
      return { key: key(roll.pass ? "resists" : "prone"), name: loser.name };
    case "push":
      return roll.pass ? { key: key("resists"), name: loser.name } : { key: key("pushed"), name: loser.name, metres: PUSH_METERS };
    case "disarm":
      return { key: key(roll.pass ? "resists" : "disarmed"), name: loser.name };
    default:
      return null;
  }
}
