/**
 * Moving as one play step: what a Shift, a Run (whole or cut short), a Sprint, a Jump, an Agile
 * Move, kneeling or standing up costs and how far it carries its taker, from the mover's Speed
 * and Jump Distance and what the mover says it did just before. The glue asks the metres, then
 * pays the order through the pay step (play/pay.ts).
 */
import { RuleError } from "../../../core/errors";
import { nothing, type Outcome } from "../../../core/play/types";
import { ACTIONS, defendEnds, jumpAction, jumpBonus, partialRunCost, type ActionCost } from "../rules/economy";
import type { MoveRules } from "../../../core/play/movement";
import { inForce } from "../../../core/status";
import { conditionEffects, ENERGY_STATUSES } from "../rules/conditions";
import type { CombatantSystem } from "../rules/types";
import { anyBoolean, upTo } from "../../../core/play/guard";
import { payStep, type PayRequest, type PaySnapshot } from "./pay";

export const MOVES = ["shift", "shiftAgility", "run", "sprint", "jump", "kneel", "standUp", "agileMove", "climb", "turn"] as const;
export type MoveId = (typeof MOVES)[number];

export interface MoveSnapshot {
  /** Speed now (Slowed halves it) */
  speed: number;
  /** Jump Distance in metres, from the Size Chart */
  jump: number;
  /** Leg Strength: the seed says it adds to a Sprint and a Jump without saying how much */
  leg: number;
  /** the mover's conditions, applied and implied */
  statuses: readonly string[];
}

export interface MoveChoice {
  staminaForEnergy: boolean;
  /** a Run: the metres actually run, your Speed when left out */
  metres?: number;
  /** a Run: sharp 45° turns made in it, a reversal counting two */
  turns?: number;
  /** a Jump: the metres moved immediately before it */
  movedFirst?: number;
  /** a Jump: straight out of a Sprint */
  sprinted?: boolean;
}

export interface MovePlan extends PayRequest {
  /** metres the move carries its taker (a Jump: its distance) */
  metres: number;
  /** what the GM settles, the seed giving no amount: a long Jump's time in the air, Leg Strength's extra */
  notes: string[];
}

const metresChoice = (value: number | undefined, max: number): number => {
  if (value === undefined) return max;
  if (!Number.isInteger(value) || value < 0 || value > max) throw new RuleError("MANIFOLD.energy.Error.MetresOutOfRange", { max });
  return value;
};

/**
 * A Run covers up to your Speed for 3 Energy (energy.move.2); cut short, it costs its share, at
 * least 1 (partialRunCost, energy.incomplete.3). A Jump costs 1 Energy right after at least 2 m
 * of movement, else 2, and 1 Stamina (energy.move.8-9, energy.stamina.12); out of a Sprint it
 * carries 1 m further (energy.move.12) and it lands you Unguarded (energy.move.13).
 */
export function moveStep(snap: MoveSnapshot, id: MoveId, choice: MoveChoice): MovePlan {
  const speed = Math.max(0, snap.speed);
  let cost: ActionCost;
  let metres = 0;
  const notes: string[] = [];
  if (id === "run") {
    // Each sharp turn spends 1 m of the Run (energy.move.5): a Run of 4 m with two turns used all of Speed 6.
    const turns = metresChoice(choice.turns ?? 0, speed);
    metres = metresChoice(choice.metres ?? speed - turns, Math.max(0, speed - turns));
    const used = metres + turns;
    cost = used >= speed ? { ...ACTIONS.run, moves: metres } : { ...ACTIONS.run, energy: partialRunCost(used, speed), moves: metres };
  } else if (id === "jump") {
    const sprinted = choice.sprinted === true;
    // A Sprint carries you past your Speed, so it is always the 2 m a cheap Jump needs.
    const before = sprinted ? Math.max(2, metresChoice(choice.movedFirst, 999)) : metresChoice(choice.movedFirst, 999);
    metres = Math.ceil(Math.max(0, snap.jump)) + jumpBonus(sprinted);
    cost = { ...jumpAction(before), moves: metres };
    // Further than a 2-Energy Run would carry you costs more Energy for the time in the air (energy.move.10).
    if (metres > Math.floor((2 * speed) / ACTIONS.run.energy)) notes.push("MANIFOLD.energy.Move.LongJump");
    if (snap.leg > 0) notes.push("MANIFOLD.energy.Move.LegJump");
  } else if (id === "sprint" && snap.leg > 0) {
    cost = ACTIONS.sprint;
    metres = speed + 1;
    notes.push("MANIFOLD.energy.Move.LegSprint");
  } else if (id === "standUp" && snap.statuses.includes("prone")) {
    // Off the ground you kneel first (1 Energy, Unguarded), then stand (1 more): energy.move.14.
    cost = { ...ACTIONS.standUp, energy: ACTIONS.kneel.energy + ACTIONS.standUp.energy, gives: ACTIONS.kneel.gives };
  } else {
    cost = ACTIONS[id];
    metres = id === "sprint" ? speed + 1 : typeof cost.moves === "number" ? cost.moves : 0;
  }
  if (id === "agileMove") return { order: { kind: "agileMove" }, extra: {}, metres, notes };
  return { order: { kind: "cost", cost, staminaForEnergy: choice.staminaForEnergy }, extra: {}, metres, notes };
}

/**
 * A token turned on the canvas (energy.facing.6): turning around takes no Energy or any other
 * resource, and it carries you nowhere, so it is no movement action a Restrained creature is
 * denied. A creature out cold is turned by someone else and pays nothing either. The turn is paid
 * like any action, so the outcome is what it writes: nothing.
 */
export function turnStep(snap: PaySnapshot): Outcome<null> {
  if (snap.out) return nothing<null>();
  return payStep(snap, { kind: "cost", cost: ACTIONS.turn, staminaForEnergy: false }).outcome;
}

/** What the movement ledger reads of an Energy creature: the metres it paid for, Defend, Speed and conditions. */
export interface MetresLedger {
  moveLeft: number;
  defending: boolean;
  defendMoved: number;
  /** Speed now (Slowed halves it) */
  speed: number;
  statuses: readonly string[];
}

/**
 * Walking the token (energy.move.1-6, action.9), through the shared movement ledger. A round has
 * no turns: a creature moves whenever it pays for it, and a token walks the metres its movement
 * actions bought this round. A player may not walk further than that; a GM's longer move counts
 * as moved, so the metres past what was paid count toward ending Defend like any other. The
 * Restrained and those out cold do not move of their own. An undone walk gives its metres back.
 */
export const ENERGY_MOVES: MoveRules<MetresLedger> = {
  turns: false,
  read: (combatant, actor, statuses) => {
    const c = combatant as Partial<CombatantSystem>;
    const a = actor as { speed: number; derived?: { speed?: number } };
    return { moveLeft: c.moveLeft ?? 0, defending: !!c.defending, defendMoved: c.defendMoved ?? 0, speed: a.derived?.speed ?? a.speed, statuses };
  },
  left: (l) => l.moveLeft,
  blocked: (l) => {
    if (l.statuses.includes("unconscious") || l.statuses.includes("dead")) return "MANIFOLD.energy.Error.CannotAct";
    return conditionEffects(inForce(ENERGY_STATUSES, l.statuses)).noMove ? "MANIFOLD.energy.Error.CannotMove" : null;
  },
  record(l, kind, metres) {
    if (kind === "undo") return { changes: metres > 0 ? { "system.moveLeft": Math.min(999, l.moveLeft + metres) } : {}, notices: [] };
    const paid = Math.min(l.moveLeft, metres);
    const changes: Record<string, unknown> = paid > 0 ? { "system.moveLeft": l.moveLeft - paid } : {};
    const unpaid = metres - paid;
    if (l.defending && unpaid > 0) {
      const moved = l.defendMoved + unpaid;
      const ends = defendEnds("move", moved, l.speed);
      changes["system.defending"] = !ends;
      changes["system.defendMoved"] = ends ? 0 : Math.min(999, moved);
    }
    return { changes, notices: [] };
  },
  // A walk writes only the metres left and Defend: nothing it could spend.
  allow: {
    actor: {},
    combatant: { "system.moveLeft": upTo(999), "system.defending": anyBoolean, "system.defendMoved": upTo(999) },
    item: {},
    statuses: new Set(),
  },
  words: { tooFar: "MANIFOLD.energy.Move.TooFar", past: "MANIFOLD.energy.Move.Past" },
};
