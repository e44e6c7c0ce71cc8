/**
 * The grapple card's buttons as play steps (contest.action.3-4): the held foe chooses its skill,
 * each side rolls its own test, and a hold puts the Grappled condition on the foe; the grappler
 * (or the GM) releases it.
 */
import { ownsSide } from "../../../core/play/rights";
import type { CardBook, CardSnapshot } from "../../../core/play/decide";
import type { DiceNeed, TakenDie } from "../../../core/play/dice";
import { nothing, type Outcome, type Side } from "../../../core/play/types";
import { pressedEdge } from "../../../core/play/choices";
import type { Edge } from "../../../core/dice/edge";
import { RuleError } from "../../../core/errors";
import { distance, type Cell } from "../rules/grid";
import { rollTest, type CardSide } from "../rules/card";
import { actionFor } from "../rules/economy";
import { actOrRefuse, type Acting } from "./gate";
import { GRAPPLE_ATTACK_SKILL, type Skill } from "../rules/constants";
import { chooseResist, grappleStage, hasFreeHand, newGrappleCard, recordGrappleRoll, releaseGrapple, type GrappleCard } from "../rules/grapple";
import type { PreparedTest } from "../rules/attack";
import type { ContestItem, UpdateDiff } from "../rules/types";
import type { ContestSide } from "./card";

export interface GrappleSnapshot extends CardSnapshot<GrappleCard> {
  attacker: ContestSide;
  defender: ContestSide;
}

type Snap = GrappleSnapshot;

const owns = ownsSide;

/**
 * The plain skill test each side makes: Athletics for the grappler, the chosen skill for the foe,
 * with the boon or bane its roller asked for with a key on the card (the test has no other).
 */
export function grappleTest(snap: Snap, side: Side, pressed: Edge = 0): PreparedTest {
  const skill: Skill = side === "attacker" ? GRAPPLE_ATTACK_SKILL : (snap.card.resist as Skill);
  return { attribute: null, target: snap[side].derived.skills[skill], edge: pressed, autoFail: false, autoPass: false };
}

const d20 = (prepared: PreparedTest): DiceNeed[] => [{ kind: "die", faces: 20, edge: prepared.edge, better: "low" }];

function roll(snap: Snap, side: Side, args: Record<string, string>, dice: readonly unknown[]): Outcome<GrappleCard> {
  const rolled = rollTest(grappleTest(snap, side, pressedEdge(args)), (dice[0] as TakenDie).faces);
  const card = recordGrappleRoll(snap.card, side, rolled);
  const out = nothing(card);
  // The foe is held: it cannot move (contest.action.4).
  if (card.result === "holds") out.statuses.push({ side: "defender", id: "grappled", active: true });
  return out;
}

const mayRoll = (side: Side, field: "grapple" | "resistRoll") => (snap: Snap) => owns(snap, side) && grappleStage(snap.card) === "roll" && snap.card[field] === null;

export const GRAPPLE_CARD: CardBook<GrappleCard, Snap> = {
  chooseResist: {
    may: (snap) => owns(snap, "defender") && grappleStage(snap.card) === "choose",
    run: (snap, args) => nothing(chooseResist(snap.card, String(args.skill ?? ""))),
  },
  rollGrapple: {
    may: mayRoll("attacker", "grapple"),
    needs: (snap, args) => d20(grappleTest(snap, "attacker", pressedEdge(args))),
    run: (snap, args, dice) => roll(snap, "attacker", args, dice),
  },
  rollResist: {
    may: mayRoll("defender", "resistRoll"),
    needs: (snap, args) => d20(grappleTest(snap, "defender", pressedEdge(args))),
    run: (snap, args, dice) => roll(snap, "defender", args, dice),
  },
  /** Release: the grappler lets go, or the GM ends the hold (an escape, a knock-out). */
  releaseGrapple: {
    may: (snap) => owns(snap, "attacker") && snap.card.result === "holds" && !snap.card.released,
    run(snap) {
      const out = nothing(releaseGrapple(snap.card));
      out.statuses.push({ side: "defender", id: "grappled", active: false });
      return out;
    },
  },
};

export function isGrappleCard(card: unknown): card is GrappleCard {
  return typeof card === "object" && card !== null && (card as { kind?: unknown }).kind === "grapple";
}

export interface GrappleOpenInput {
  attacker: CardSide;
  defender: CardSide;
  /** the grappler's items: what it holds decides whether a hand is free */
  items: readonly ContestItem[];
  /** the grappler's combatant in the active combat, or null out of combat */
  combatant: Acting | null;
  /** the grappler's square and the foe's, when the scene can be measured (1 m squares) */
  cells?: { attacker: Cell; defender: Cell } | null;
}

/** A free hand reaches the squares next to the grappler, diagonals included. */
export const GRAPPLE_REACH = 1;

/**
 * Opening a Grapple: a free hand, a foe within reach of it, then the action paid in combat.
 * Grappling is not an attack (contest.attack.6), so it uses none of the two attacks a round.
 */
export function openGrappleStep(input: GrappleOpenInput): { card: GrappleCard; combatant: UpdateDiff } {
  if (!hasFreeHand(input.items)) throw new RuleError("MANIFOLD.contest.Grapple.NoFreeHand", {});
  const away = input.cells ? distance(input.cells.attacker, input.cells.defender) : 0;
  if (away > GRAPPLE_REACH) throw new RuleError("MANIFOLD.contest.Grapple.OutOfReach", { target: input.defender.name, distance: String(away) });
  let update: UpdateDiff = {};
  if (input.combatant) {
    update = actOrRefuse(input.combatant, actionFor("grapple", { onOwnTurn: input.combatant.onOwnTurn }));
  }
  return { card: newGrappleCard(input.attacker, input.defender), combatant: update };
}
