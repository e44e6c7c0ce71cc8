/**
 * Paying for an action out of the combat pools, as one play step: the order says what is paid
 * for, the snapshot holds the pools as they are now on the deciding client, and the outcome
 * writes only what changed. The glue runs it where it cannot race the round's reset.
 */
import { RuleError } from "../../../core/errors";
import { flag, whole } from "../../../core/play/choices";
import { nothing, type Outcome, type StatusChange } from "../../../core/play/types";
import { agileMove, catchBreath, spend, swiftAttack, type ActionCost, type Pools, type SpendResult } from "../rules/economy";
import type { CombatantSystem } from "../rules/types";

export type PayOrder =
  | { kind: "cost"; cost: ActionCost; staminaForEnergy: boolean }
  | { kind: "swift"; enhance: number }
  | { kind: "catchBreath" }
  | { kind: "agileMove" };

export interface PaySnapshot {
  pools: Pools;
  maxStamina: number;
  extraStaminaForEnergy: number;
}

/** Combatant fields an action may set besides its cost: whether it is Defending. */
export type PayExtra = { "system.defending"?: boolean };

const malformed = (what: string) => new RuleError("MANIFOLD.Query.Malformed", { what });
const GIVES = ["exposed", "unguarded"] as const;

export function parsePayOrder(raw: unknown): PayOrder {
  const o = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  if (o.kind === "swift") return { kind: "swift", enhance: whole(o.enhance ?? 0, 0, 40, "enhance") };
  if (o.kind === "catchBreath" || o.kind === "agileMove") return { kind: o.kind };
  if (o.kind !== "cost") throw malformed("order");
  const c = (typeof o.cost === "object" && o.cost !== null ? o.cost : {}) as Record<string, unknown>;
  const gives = Array.isArray(c.gives) ? c.gives : [];
  if (!gives.every((g) => (GIVES as readonly unknown[]).includes(g))) throw malformed("gives");
  const cost: ActionCost = {
    energy: whole(c.energy, 0, 40, "energy"),
    stamina: whole(c.stamina ?? 0, 0, 40, "stamina"),
    agility: whole(c.agility ?? 0, 0, 40, "agility"),
    movement: flag(c.movement, "movement"),
    gives: gives as ActionCost["gives"],
  };
  return { kind: "cost", cost, staminaForEnergy: flag(o.staminaForEnergy, "staminaForEnergy") };
}

export function parsePayExtra(raw: unknown): PayExtra {
  const o = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  for (const key of Object.keys(o)) if (key !== "system.defending") throw malformed(key);
  return "system.defending" in o ? { "system.defending": flag(o["system.defending"], "defending") } : {};
}

function resultOf(snap: PaySnapshot, order: PayOrder): SpendResult {
  switch (order.kind) {
    case "cost":
      return spend(snap.pools, order.cost, { staminaForEnergy: order.staminaForEnergy, extraStaminaForEnergy: snap.extraStaminaForEnergy });
    case "swift":
      return swiftAttack(snap.pools, order.enhance);
    case "catchBreath":
      return catchBreath(snap.pools, snap.maxStamina);
    case "agileMove":
      return agileMove(snap.pools);
  }
}

/** The payment: what it spends, as writes to the payer's combatant and actor, and the conditions it gives. */
export function payStep(snap: PaySnapshot, order: PayOrder, extra: PayExtra = {}): { result: SpendResult; outcome: Outcome<null> } {
  const result = resultOf(snap, order);
  const outcome = nothing<null>();
  const combatant: Record<string, unknown> = { ...extra };
  for (const [key, value] of Object.entries(result.combatant)) {
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
