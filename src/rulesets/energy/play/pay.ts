/**
 * Paying for an action out of the combat pools, as one play step: the order says what is paid
 * for, the snapshot holds the pools as they are now on the deciding client, and the outcome
 * writes only what changed. The glue runs it where it cannot race the round's reset.
 */
import { RuleError } from "../../../core/errors";
import { flag, oneOfChoice, whole } from "../../../core/play/choices";
import { inForce } from "../../../core/status";
import { nothing, type Outcome, type StatusChange } from "../../../core/play/types";
import { conditionEffects, ENERGY_STATUSES } from "../rules/conditions";
import type { EnergyDerived } from "../rules/derived";
import { SIZE_CHART } from "../rules/size";
import { ACTIONS, agileMove, catchBreath, defendEnds, metresOf, spend, swiftAttack, type ActionCost, type Pools, type SpendResult } from "../rules/economy";
import type { AbilitySystem, CombatantSystem, CreatureSystem } from "../rules/types";
import { ENERGY_PAY_ALLOW } from "./allow";

export type PayOrder =
  | { kind: "cost"; cost: ActionCost; staminaForEnergy: boolean }
  /** the Swift Attack of the round: 1 Energy in melee, a Ranged Attack's cost at range (energy.swift.1) */
  | { kind: "swift"; enhance: number; energy: number }
  | { kind: "catchBreath" }
  | { kind: "agileMove" };

export interface PaySnapshot {
  pools: Pools;
  maxStamina: number;
  extraStaminaForEnergy: number;
  /** Speed now (Slowed halves it): moving more than this while Defending ends Defend */
  speed: number;
  /** Jump Distance in metres, from the Size Chart */
  jump: number;
  /** unconscious or dead: it can pay for nothing (energy.stamina.16) */
  out?: boolean;
}

/**
 * What the paid action does to Defend besides moving: taking it, or an attack or a spell, which
 * end it (energy.action.9). Movement is read from the cost itself.
 */
export const PAY_ACTS = ["defend", "attack", "spell"] as const;
export type PayAct = (typeof PAY_ACTS)[number];
export interface PayExtra {
  act?: PayAct;
}

const malformed = (what: string) => new RuleError("MANIFOLD.Query.Malformed", { what });
const GIVES = ["exposed", "unguarded"] as const;
const MOVES = ["speed", "sprint", "jump"] as const;

function parseMoves(raw: unknown): ActionCost["moves"] {
  if (raw === undefined) return undefined;
  if (typeof raw === "number") return whole(raw, 0, 99, "moves");
  return oneOfChoice(raw, MOVES, "moves");
}

export function parsePayOrder(raw: unknown): PayOrder {
  const o = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  if (o.kind === "swift") return { kind: "swift", enhance: whole(o.enhance ?? 0, 0, 40, "enhance"), energy: whole(o.energy ?? ACTIONS.swift.energy, 1, 40, "energy") };
  if (o.kind === "catchBreath" || o.kind === "agileMove") return { kind: o.kind };
  if (o.kind !== "cost") throw malformed("order");
  const c = (typeof o.cost === "object" && o.cost !== null ? o.cost : {}) as Record<string, unknown>;
  const gives = Array.isArray(c.gives) ? c.gives : [];
  if (!gives.every((g) => (GIVES as readonly unknown[]).includes(g))) throw malformed("gives");
  const moves = parseMoves(c.moves);
  const cost: ActionCost = {
    energy: whole(c.energy, 0, 40, "energy"),
    stamina: whole(c.stamina ?? 0, 0, 40, "stamina"),
    agility: whole(c.agility ?? 0, 0, 40, "agility"),
    movement: flag(c.movement, "movement"),
    gives: gives as ActionCost["gives"],
    ...(moves === undefined ? {} : { moves }),
  };
  return { kind: "cost", cost, staminaForEnergy: flag(o.staminaForEnergy, "staminaForEnergy") };
}

export function parsePayExtra(raw: unknown): PayExtra {
  const o = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  for (const key of Object.keys(o)) if (key !== "act") throw malformed(key);
  return o.act === undefined ? {} : { act: oneOfChoice(o.act, PAY_ACTS, "act") };
}

/** Knocked out or dead: it takes no action, whatever its pools still hold. */
const conditionsOut = (statuses: Iterable<string>): boolean => {
  const all = [...statuses];
  return all.includes("unconscious") || all.includes("dead");
};

/**
 * The payer as the deciding client sees it: its combatant's pools, its Stamina, and what its
 * conditions in force forbid (Shaken or Exhausted: Stamina; Slowed: Agility; Restrained: movement).
 */
export function paySnapshot(payer: { system: CreatureSystem; derived: EnergyDerived | undefined; statuses: Iterable<string>; combatant: CombatantSystem }): PaySnapshot {
  const effects = conditionEffects(inForce(ENERGY_STATUSES, payer.statuses));
  return {
    pools: { combatant: payer.combatant, stamina: payer.system.stamina.value, noStamina: effects.noStamina, noAgility: effects.noAgility, noMove: effects.noMove, kneeling: [...payer.statuses].includes("kneeling") },
    maxStamina: payer.derived?.maxStamina ?? payer.system.stamina.max,
    extraStaminaForEnergy: payer.system.bonus.staminaForEnergy,
    speed: payer.derived?.speed ?? payer.system.speed,
    jump: SIZE_CHART[payer.system.size]?.jump ?? 0,
    out: conditionsOut(payer.statuses),
  };
}

export interface PayRequest {
  order: PayOrder;
  extra: PayExtra;
}

/** What a sheet action sends to be paid: its cost, and whether it is the Defend action. */
export function actionOrder(cost: ActionCost, staminaForEnergy: boolean, isDefend: boolean): PayRequest {
  return { order: { kind: "cost", cost, staminaForEnergy }, extra: isDefend ? { act: "defend" } : {} };
}

/** Using an ability: its Energy and Stamina; casting a spell ends Defend, other abilities do not (energy.action.9). */
export function abilityOrder(ability: Pick<AbilitySystem, "kind" | "energyCost" | "staminaCost">): PayRequest {
  return { order: { kind: "cost", cost: { energy: ability.energyCost, stamina: ability.staminaCost }, staminaForEnergy: false }, extra: ability.kind === "spell" ? { act: "spell" } : {} };
}

/**
 * Paying for an attack (its cost from `attackCost`): the Swift Attack of the round, ranged or not
 * (energy.swift.1), or an ordinary one; either ends Defend (energy.action.9).
 */
export function attackOrder(cost: ActionCost, swift: boolean, staminaForEnergy: boolean): PayRequest {
  if (swift) return { order: { kind: "swift", enhance: cost.stamina ?? 0, energy: cost.energy }, extra: { act: "attack" } };
  return { order: { kind: "cost", cost, staminaForEnergy }, extra: { act: "attack" } };
}

function resultOf(snap: PaySnapshot, order: PayOrder): SpendResult {
  switch (order.kind) {
    case "cost":
      return spend(snap.pools, order.cost, { staminaForEnergy: order.staminaForEnergy, extraStaminaForEnergy: snap.extraStaminaForEnergy });
    case "swift":
      return swiftAttack(snap.pools, order.enhance, order.energy);
    case "catchBreath":
      return catchBreath(snap.pools, snap.maxStamina);
    case "agileMove":
      return agileMove(snap.pools);
  }
}

function metresMoved(snap: PaySnapshot, order: PayOrder): number {
  if (order.kind === "cost") return metresOf(order.cost.moves, snap.speed, snap.jump);
  if (order.kind === "agileMove") return metresOf(ACTIONS.agileMove.moves, snap.speed, snap.jump);
  return 0;
}

/**
 * Defend after this payment (energy.action.7-9): taking it starts the count of metres moved; an
 * attack or a spell ends it; moving ends it once the metres moved this round since it was taken
 * pass Speed, so one Run (exactly your Speed) keeps it and a Shift after that ends it.
 */
function defendAfter(snap: PaySnapshot, order: PayOrder, extra: PayExtra): Pick<CombatantSystem, "defending" | "defendMoved"> {
  const c = snap.pools.combatant;
  let defending = c.defending;
  let moved = c.defendMoved ?? 0;
  if (extra.act === "defend") {
    // Defend is an action of its own: it is bought with its cost, never tacked onto another.
    if (order.kind !== "cost" || order.cost.energy < ACTIONS.defend.energy || order.cost.movement) throw malformed("act");
    defending = true;
    moved = 0;
  } else if (extra.act && defendEnds(extra.act)) defending = false;
  if (order.kind === "swift" && defendEnds("attack")) defending = false;
  const metres = metresMoved(snap, order);
  if (defending && metres > 0) {
    moved += metres;
    if (defendEnds("move", moved, snap.speed)) defending = false;
  }
  return { defending, defendMoved: defending ? Math.min(999, moved) : 0 };
}

/** The payment: what it spends, as writes to the payer's combatant and actor, and the conditions it gives. */
export function payStep(snap: PaySnapshot, order: PayOrder, extra: PayExtra = {}): { result: SpendResult; outcome: Outcome<null> } {
  if (snap.out) throw new RuleError("MANIFOLD.energy.Error.CannotAct", {});
  const result = resultOf(snap, order);
  const outcome = nothing<null>();
  const combatant: Record<string, unknown> = {};
  // The metres bought are walked on the canvas, through the movement ledger (play/move.ts).
  const moveLeft = Math.min(999, (snap.pools.combatant.moveLeft ?? 0) + metresMoved(snap, order));
  const after: Partial<CombatantSystem> = { ...result.combatant, ...defendAfter(snap, order, extra), moveLeft };
  for (const [key, value] of Object.entries(after)) {
    if (snap.pools.combatant[key as keyof CombatantSystem] !== value) combatant[`system.${key}`] = value;
  }
  if (Object.keys(combatant).length) outcome.writes.push({ side: "attacker", doc: "combatant", changes: combatant });
  if (result.stamina !== snap.pools.stamina) {
    outcome.writes.push({ side: "attacker", doc: "actor", changes: { "system.stamina.value": result.stamina, ...(result.unconscious ? { "system.death.unconscious": "stamina" } : {}) } });
  }
  const statuses: StatusChange[] = [];
  if (result.unconscious) statuses.push({ side: "attacker", id: "unconscious", active: true });
  for (const id of result.gives) statuses.push({ side: "attacker", id, active: true, rounds: 1 });
  outcome.statuses.push(...statuses);
  return { result, outcome };
}

/** A payment as it travels to the GM: the order and what it does to Defend, read again there. */
export function parsePayRequest(raw: unknown): PayRequest {
  const r = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  return { order: parsePayOrder(r.order), extra: parsePayExtra(r.extra) };
}

/** The payment over the payer as it stands, or nothing spent out of combat (null: no combatant). */
export function payDecision(snap: PaySnapshot | null, { order, extra }: PayRequest): { outcome: Outcome<null>; allow: typeof ENERGY_PAY_ALLOW; result: SpendResult | null } {
  if (!snap) return { outcome: nothing(), allow: ENERGY_PAY_ALLOW, result: null };
  const { result, outcome } = payStep(snap, order, extra);
  return { outcome, allow: ENERGY_PAY_ALLOW, result };
}
