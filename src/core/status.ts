import type { StatusSpec } from "./ruleset";

/**
 * Conditions with parents: while a parent stands, its daughters stand too and cannot be removed.
 * All functions take the ruleset's status list and a set of explicitly applied ids.
 */
/** Every status in force: the applied ones and, transitively, everything they imply. */
export function inForce(specs: readonly StatusSpec[], applied: Iterable<string>): Set<string> {
  const byId = new Map(specs.map((s) => [s.id, s]));
  const out = new Set<string>();
  const visit = (id: string) => {
    if (out.has(id)) return;
    out.add(id);
    for (const child of byId.get(id)?.implies ?? []) visit(child);
  };
  for (const id of applied) visit(id);
  return out;
}

/** The applied parents that hold `id` in force; removal is refused while any remain. */
export function parentsHolding(specs: readonly StatusSpec[], applied: Iterable<string>, id: string): string[] {
  const appliedSet = new Set(applied);
  return [...appliedSet].filter((parent) => parent !== id && inForce(specs, [parent]).has(id));
}

export function canRemove(specs: readonly StatusSpec[], applied: Iterable<string>, id: string): boolean {
  return parentsHolding(specs, applied, id).length === 0;
}

/** Daughters that must be added alongside a parent so the token shows them. */
export function daughtersToAdd(specs: readonly StatusSpec[], applied: Iterable<string>, id: string): string[] {
  const present = new Set(applied);
  return [...inForce(specs, [id])].filter((d) => d !== id && !present.has(d));
}

/** An effect that stands only because a parent implies it (added with the parent). */
export interface ImpliedEffect {
  id: string;
  status: string;
}

/**
 * The implied effects to delete once a parent is gone: those whose status no remaining
 * independently applied condition still implies (removing the parent removes the daughter).
 */
export function orphanedDaughters(specs: readonly StatusSpec[], independent: Iterable<string>, implied: readonly ImpliedEffect[]): string[] {
  const held = inForce(specs, independent);
  return implied.filter((e) => !held.has(e.status)).map((e) => e.id);
}
