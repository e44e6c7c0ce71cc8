/**
 * Putting a condition on a creature or taking it off, as one play step. A parent brings its
 * daughters and holds them: Dazed, Prone, Unguarded and Restrained imply Exposed; Surprised,
 * Unconscious and Blinded imply Unguarded (RULINGS). A daughter cannot be taken off while a parent
 * stands, and goes with its last parent (energy.cond.16). Exposed and Unguarded last until the end
 * of the round unless their cause says otherwise (energy.exposed.2, energy.unguarded.3).
 */
import { RuleError } from "../../../core/errors";
import { daughtersToAdd, orphanedDaughters, parentsHolding } from "../../../core/status";
import { CONDITIONS, type Condition } from "../rules/constants";
import { defendRemoves, ENERGY_STATUSES } from "../rules/conditions";

/** One status effect on the creature, as the glue reads it off the actor. */
export interface ConditionEffect {
  /** the effect document's id */
  id: string;
  status: string;
  /** brought by a parent: it lives exactly as long as its parents */
  implied: boolean;
}

export interface ConditionSnapshot {
  effects: readonly ConditionEffect[];
  /** the active combat's round; null outside combat */
  round: number | null;
}

export type ConditionOrder =
  /** `rounds`: 1 = until the end of this round, 2 = until the end of the next; left out, the condition's own */
  | { kind: "add"; id: string; rounds?: number }
  | { kind: "remove"; id: string }
  /** the Defend action: it ends Exposed and Unguarded unless a parent holds them (energy.action.7) */
  | { kind: "defend" };

export interface NewCondition {
  status: Condition;
  implied: boolean;
  /** the rounds it lasts from `startRound`; null: until taken off */
  duration: { rounds: number; startRound: number } | null;
}

export interface ConditionOutcome {
  create: NewCondition[];
  /** the effects the glue deletes */
  remove: string[];
  /** daughters left without a parent: they go once their parent is gone (src/foundry/statuses.ts) */
  orphans: string[];
}

const conditionOf = (id: string): Condition => {
  if (!(CONDITIONS as readonly string[]).includes(id)) throw new RuleError("MANIFOLD.Query.Malformed", { what: "condition" });
  return id as Condition;
};

const own = (snap: ConditionSnapshot, id: string) => snap.effects.filter((e) => e.status === id && !e.implied);
const statuses = (effects: readonly ConditionEffect[]) => effects.map((e) => e.status);

function add(snap: ConditionSnapshot, id: Condition, rounds: number | undefined): ConditionOutcome {
  const out: ConditionOutcome = { create: [], remove: [], orphans: [] };
  // Standing in its own right already; one a parent brought is added in its own right, so it
  // outlasts that parent for as long as its new cause says.
  if (own(snap, id).length > 0) return out;
  const limit = rounds ?? ENERGY_STATUSES.find((s) => s.id === id)?.rounds;
  if (limit !== undefined && (!Number.isInteger(limit) || limit < 1 || limit > 99)) throw new RuleError("MANIFOLD.Query.Malformed", { what: "rounds" });
  out.create.push({ status: id, implied: false, duration: limit ? { rounds: limit, startRound: snap.round ?? 0 } : null });
  // Daughters come with the parent and last as long as it does, with no round limit of their own.
  for (const daughter of daughtersToAdd(ENERGY_STATUSES, statuses(snap.effects), id)) out.create.push({ status: conditionOf(daughter), implied: true, duration: null });
  return out;
}

/** Takes off `ids` applied in their own right; refused while a parent holds one. */
function remove(snap: ConditionSnapshot, ids: readonly string[]): ConditionOutcome {
  const gone = new Set<string>();
  for (const id of ids) {
    // The parents applied in their own right: a daughter's daughter names the parent that brought it.
    const holding = parentsHolding(ENERGY_STATUSES, statuses(snap.effects.filter((e) => !e.implied && !gone.has(e.id))), id);
    if (holding.length > 0) throw new RuleError("MANIFOLD.Status.HeldByParent", { parents: holding.join(",") });
    for (const e of own(snap, id)) gone.add(e.id);
  }
  const rest = snap.effects.filter((e) => !gone.has(e.id));
  const independent = statuses(rest.filter((e) => !e.implied));
  const implied = rest.filter((e) => e.implied).map((e) => ({ id: e.id, status: e.status }));
  return { create: [], remove: [...gone], orphans: [...new Set(orphanedDaughters(ENERGY_STATUSES, independent, implied))] };
}

export function conditionStep(snap: ConditionSnapshot, order: ConditionOrder): ConditionOutcome {
  switch (order.kind) {
    case "add":
      return add(snap, conditionOf(order.id), order.rounds);
    case "remove":
      return remove(snap, [conditionOf(order.id)]);
    case "defend":
      return remove(snap, defendRemoves(statuses(snap.effects)));
  }
}

