/**
 * Initiative (contest.init.*): PCs roll 1d6 + Initiative, NPCs 1d6 + PER; turns go in
 * descending order, ties broken by the higher bonus, then PCs before NPCs, then at random
 * (RULINGS contest). A character may save its turn and act after a named character.
 */
import type { RandomSource } from "../../../core/random";
import { INITIATIVE_DIE } from "./constants";
import { RuleError } from "./errors";
import { parseDice } from "./damage";
import type { ContestActor } from "./types";

export interface InitiativeSpec {
  /** a Foundry roll formula over the actor's roll data (its system) */
  formula: string;
  bonus: number;
  /** lang key of what the bonus is */
  bonusLabel: string;
}

export function initiativeSpec(actor: ContestActor): InitiativeSpec {
  if (actor.type === "contestCharacter") {
    return { formula: `${INITIATIVE_DIE} + @initiative`, bonus: actor.system.initiative, bonusLabel: "MANIFOLD.contest.Initiative" };
  }
  return { formula: `${INITIATIVE_DIE} + @attributes.per`, bonus: actor.system.attributes.per, bonusLabel: "MANIFOLD.contest.Attribute.per" };
}

export interface InitiativeEntry {
  id: string;
  /** the rolled result; null = not rolled yet, which sorts last */
  initiative: number | null;
  bonus: number;
  isPC: boolean;
  /** a stored random tie-break in [0, 1); drawn when missing so the order stays put on re-sort */
  tieBreak?: number;
}

/**
 * Random tie-breaks for the entries that lack one. The caller stores them (a combatant flag)
 * so that sorting again, as Foundry does on every render, gives the same order.
 */
export function drawTieBreaks(entries: readonly InitiativeEntry[], rng: RandomSource): Record<string, number> {
  return Object.fromEntries(entries.filter((e) => e.tieBreak === undefined).map((e) => [e.id, rng.next()]));
}

/** Comparator: negative when `a` acts before `b`. */
export function compareInitiative(a: InitiativeEntry, b: InitiativeEntry): number {
  if (a.initiative === null || b.initiative === null) {
    return Number(a.initiative === null) - Number(b.initiative === null);
  }
  return (
    b.initiative - a.initiative ||
    b.bonus - a.bonus ||
    Number(b.isPC) - Number(a.isPC) ||
    (b.tieBreak ?? 0) - (a.tieBreak ?? 0)
  );
}

/** Ids in turn order; entries without a stored tie-break get one from `rng`. */
export function sortInitiative(entries: readonly InitiativeEntry[], rng: RandomSource): string[] {
  const drawn = drawTieBreaks(entries, rng);
  return entries
    .map((e) => ({ ...e, tieBreak: e.tieBreak ?? drawn[e.id] ?? 0 }))
    .sort(compareInitiative)
    .map((e) => e.id);
}

/**
 * Saving a turn (contest.delay.1): the delayer leaves its place and acts right after `afterId`,
 * who must still be to come this round: a saved turn is postponed, never moved earlier.
 */
export function delayTurn(order: readonly string[], delayerId: string, afterId: string): string[] {
  const from = order.indexOf(delayerId);
  const after = order.indexOf(afterId);
  if (from < 0 || after < 0) throw new RuleError("MANIFOLD.contest.Error.DelayUnknown", { delayerId, afterId });
  if (after <= from) throw new RuleError("MANIFOLD.contest.Error.DelayBackwards", { delayerId, afterId });
  const rest = order.filter((id) => id !== delayerId);
  rest.splice(rest.indexOf(afterId) + 1, 0, delayerId);
  return rest;
}

/** A turn saved on a combatant: it acts after `after`, in round `round` only. */
export interface SavedTurn {
  id: string;
  after: string;
  round: number;
}

/**
 * Re-applies the turns saved this round (`round`) to a freshly sorted order, in the order given.
 * A delay from an earlier round has ended (contest.delay.1 lasts the round), and one whose partner
 * left the combat is dropped.
 */
export function applyDelays(order: readonly string[], delays: readonly SavedTurn[], round: number): string[] {
  let result = [...order];
  for (const { id, after, round: saved } of delays) {
    if (saved !== round || !after || !result.includes(id) || !result.includes(after) || id === after) continue;
    const rest = result.filter((x) => x !== id);
    rest.splice(rest.indexOf(after) + 1, 0, id);
    result = rest;
  }
  return result;
}

/**
 * The initiative formula with the world's die in place of 1d6 (a GM setting). A die the
 * damage parser refuses, or one with a flat part, is refused with a lang key.
 */
export function initiativeWithDie(spec: InitiativeSpec, die: string): InitiativeSpec {
  const parsed = parseDice(die.trim());
  if (parsed.count === 0 || parsed.modifier !== 0) throw new RuleError("MANIFOLD.contest.Error.InitiativeDie", { formula: die });
  return { ...spec, formula: spec.formula.replace(INITIATIVE_DIE, `${parsed.count}d${parsed.faces}`) };
}
