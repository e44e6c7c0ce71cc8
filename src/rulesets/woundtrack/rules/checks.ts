/**
 * Wound Track checks (woundtrack.check.1-9, roll.1, crit.1-3; RULINGS woundtrack): a check is
 * `roll + attribute + skill + specialisation + modifiers` against a target number. The roll is
 * centred on 0 (that is why the recovery TNs run negative): a standard check is `1d10 - 1d10`, a
 * wild check `1d10x - 1d10x`, its positive die exploding a critical success and its negative die
 * a critical failure. The die size is a world setting, so every roll here takes `faces`.
 */
import type { Distribution } from "../../../core/dice/distribution";
import { probability, subtract, uniformDie } from "../../../core/dice/distribution";
import { assertDieSize, assertFace } from "../../../core/dice/face";
import type { WildCheck, WildOutcome } from "../../../core/dice/wild";
import { readWildCheck, rollWildCheck, wildCheckDistribution, wildCheckOutcomes } from "../../../core/dice/wild";
import { RuleError } from "../../../core/errors";
import type { RandomSource } from "../../../core/random";
import { rollDie } from "../../../core/random";

/** The seven attributes, in the seed's order, by the abbreviation the sheet and chat print. */
export const ATTRIBUTES = ["str", "dex", "vit", "rsn", "prs", "prc", "lor"] as const;
export type Attribute = (typeof ATTRIBUTES)[number];

const ABBREVIATION: Readonly<Record<Attribute, string>> = { str: "Str", dex: "Dex", vit: "Vit", rsn: "Rsn", prs: "Prs", prc: "Prc", lor: "Lor" };

/** The default die of both check formulas (RULINGS: a world setting). */
export const CHECK_DIE = 10;

export const CHECK_KINDS = ["standard", "wild"] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];

/** What a check rolls with: an attribute, and optionally a skill and one of its specialisations. */
export interface CheckSpec {
  attribute: Attribute;
  skill?: string | null;
  specialisation?: string | null;
}

/** A rolled check: the roll's total and its crit flags (a standard check never crits). */
export type CheckRoll = WildCheck;

/** `Dex [Melee/Swords]`, `Str [Athletics]` or `Vit`: how the sheet and chat write a check. */
export function formatCheck(spec: CheckSpec): string {
  const attribute = ABBREVIATION[spec.attribute];
  if (!attribute) throw new RangeError(`unknown attribute ${String(spec.attribute)}`);
  const skill = spec.skill?.trim() || null;
  const specialisation = spec.specialisation?.trim() || null;
  if (!skill) {
    if (specialisation) throw new RangeError(`a specialisation (${specialisation}) needs its skill`);
    return attribute;
  }
  return specialisation ? `${attribute} [${skill}/${specialisation}]` : `${attribute} [${skill}]`;
}

const CHECK_TEXT = /^\s*([A-Za-z]{3})\s*(?:\[\s*([^/\]]+?)\s*(?:\/\s*([^/\]]+?)\s*)?\])?\s*$/;

/**
 * Reads a check as the rule text and item fields write it (`Lor [Healing/Wounds]`). Text comes
 * from users, so a malformed one is refused with a RuleError rather than guessed at.
 */
export function parseCheck(text: string): CheckSpec {
  const m = CHECK_TEXT.exec(text);
  const attribute = m ? ATTRIBUTES.find((a) => ABBREVIATION[a].toLowerCase() === m[1]!.toLowerCase()) : undefined;
  if (!m || !attribute) throw new RuleError("MANIFOLD.woundtrack.Error.BadCheck", { text });
  return { attribute, skill: m[2] ?? null, specialisation: m[3] ?? null };
}

function assertWhole(name: string, value: number): void {
  if (!Number.isInteger(value)) throw new RangeError(`${name} must be a whole number, got ${value}`);
}

/** The numbers a check adds to its roll (RULINGS: attribute + skill + specialisation + modifiers). */
export interface CheckParts {
  attribute: number;
  skill?: number;
  specialisation?: number;
  modifiers?: readonly number[];
}

export function checkBonus(parts: CheckParts): number {
  const terms = [parts.attribute, parts.skill ?? 0, parts.specialisation ?? 0, ...(parts.modifiers ?? [])];
  terms.forEach((t, i) => assertWhole(`check term ${i + 1}`, t));
  return terms.reduce((a, b) => a + b, 0);
}

/** The combat checks of the seed's list (woundtrack.check.3-9). */
export const COMBAT_CHECKS = ["meleeWeapon", "rangedWeapon", "spell", "power", "agility", "fortitude", "willpower"] as const;
export type CombatCheck = (typeof COMBAT_CHECKS)[number];

interface CombatCheckRow {
  attribute: Attribute;
  skill: string;
  /** a fixed specialisation, or null when it is the weapon group or magic school of the roll */
  specialisation: string | null;
  /** Size is added (+1), subtracted (-1) or not counted (0) */
  size: -1 | 0 | 1;
  accuracy: boolean;
}

/**
 * The seed's list: melee weapon Dex [Melee/group] + accuracy, ranged weapon Dex [Aim/group] +
 * accuracy, spell Rsn [Arcana/school], Power Str [Athletics/Power] + Size, Agility Dex
 * [Reflex/Agility] - Size, Fortitude Vit [Resistance/Fortitude], Willpower Prs [Resistance/Willpower].
 */
export const COMBAT_CHECK_TABLE: Readonly<Record<CombatCheck, Readonly<CombatCheckRow>>> = {
  meleeWeapon: { attribute: "dex", skill: "Melee", specialisation: null, size: 0, accuracy: true },
  rangedWeapon: { attribute: "dex", skill: "Aim", specialisation: null, size: 0, accuracy: true },
  spell: { attribute: "rsn", skill: "Arcana", specialisation: null, size: 0, accuracy: false },
  power: { attribute: "str", skill: "Athletics", specialisation: "Power", size: 1, accuracy: false },
  agility: { attribute: "dex", skill: "Reflex", specialisation: "Agility", size: -1, accuracy: false },
  fortitude: { attribute: "vit", skill: "Resistance", specialisation: "Fortitude", size: 0, accuracy: false },
  willpower: { attribute: "prs", skill: "Resistance", specialisation: "Willpower", size: 0, accuracy: false },
};

/** The check a combat check rolls; `group` is the weapon group or magic school where the row takes one. */
export function combatCheckSpec(kind: CombatCheck, group: string | null = null): CheckSpec {
  const row = COMBAT_CHECK_TABLE[kind];
  return { attribute: row.attribute, skill: row.skill, specialisation: row.specialisation ?? group };
}

export interface CombatCheckValues {
  attribute: number;
  skill: number;
  specialisation: number;
  size: number;
  /** the weapon used, for the weapon checks: its accuracy counts, its damage never does */
  weapon?: { accuracy: number; damage: number } | null;
  modifiers?: readonly number[];
}

/**
 * The bonus of a combat check or attack roll (woundtrack.check.2-9): the row's terms, Size where
 * the row names it, and the weapon's accuracy for weapon rolls. Weapon damage is added only after
 * an attack hits (the damage rules), never here.
 */
export function combatCheckBonus(kind: CombatCheck, v: CombatCheckValues): number {
  const row = COMBAT_CHECK_TABLE[kind];
  assertWhole("size", v.size);
  const extra: number[] = [row.size * v.size];
  if (row.accuracy) {
    if (!v.weapon) throw new RangeError(`a ${kind} check needs the weapon's accuracy`);
    extra.push(v.weapon.accuracy);
  }
  return checkBonus({ attribute: v.attribute, skill: v.skill, specialisation: v.specialisation, modifiers: [...extra, ...(v.modifiers ?? [])] });
}

/** What a roll is for: attacks, defence rolls and combat checks are wild unless an ability says otherwise (woundtrack.roll.1, check.1). */
export type RollPurpose = "attack" | "defence" | "combatCheck" | "other";

export function checkKindFor(purpose: RollPurpose, override: CheckKind | null = null): CheckKind {
  if (override) return override;
  return purpose === "other" ? "standard" : "wild";
}

/** Reads a standard check's two faces (positive die, negative die); a malformed face is a RangeError. */
export function readStandardCheck(positive: number, negative: number, faces = CHECK_DIE): CheckRoll {
  assertDieSize(faces, 2);
  assertFace(positive, faces);
  assertFace(negative, faces);
  return { total: positive - negative, critSuccess: false, critFailure: false };
}

/** Reads a check of either kind from the faces thrown: one face per die, or each die's exploding chain. */
export function readCheck(kind: CheckKind, positive: readonly number[], negative: readonly number[], faces = CHECK_DIE): CheckRoll {
  if (kind === "wild") return readWildCheck(positive, negative, faces);
  if (positive.length !== 1 || negative.length !== 1) throw new RangeError("a standard check throws exactly one positive and one negative die");
  return readStandardCheck(positive[0]!, negative[0]!, faces);
}

export function rollCheck(rng: RandomSource, kind: CheckKind, faces = CHECK_DIE): CheckRoll {
  if (kind === "wild") {
    const { total, critSuccess, critFailure } = rollWildCheck(rng, faces);
    return { total, critSuccess, critFailure };
  }
  assertDieSize(faces, 2);
  return readStandardCheck(rollDie(rng, faces), rollDie(rng, faces), faces);
}

export interface CheckResult extends CheckRoll {
  /** roll + bonus */
  result: number;
  tn: number;
  /** the result equals or exceeds the TN (woundtrack.attack.2, check.1) */
  success: boolean;
  /** result - TN: what "every N points by which you beat the TN" counts */
  margin: number;
}

/** A check against a TN: success when the result equals or exceeds it (woundtrack.check.1). */
export function resolveCheck(roll: CheckRoll, bonus: number, tn: number): CheckResult {
  assertWhole("roll total", roll.total);
  assertWhole("bonus", bonus);
  assertWhole("TN", tn);
  const result = roll.total + bonus;
  return { ...roll, result, tn, success: result >= tn, margin: result - tn };
}

/** The total of `1d10 - 1d10` (or the world's die), exactly. */
export function standardCheckDistribution(faces = CHECK_DIE): Distribution {
  assertDieSize(faces, 2);
  const die = uniformDie(faces);
  return subtract(die, die);
}

// A dialog asks for odds on every change of a modifier: the exact tables are built once per die.
const standardCache = new Map<number, Distribution>();
const wildCache = new Map<number, { dist: Distribution; outcomes: readonly WildOutcome[] }>();

function standardTable(faces: number): Distribution {
  let dist = standardCache.get(faces);
  if (!dist) standardCache.set(faces, (dist = standardCheckDistribution(faces)));
  return dist;
}

function wildTable(faces: number): { dist: Distribution; outcomes: readonly WildOutcome[] } {
  let table = wildCache.get(faces);
  if (!table) wildCache.set(faces, (table = { dist: wildCheckDistribution(faces), outcomes: wildCheckOutcomes(faces) }));
  return table;
}

export function checkDistribution(kind: CheckKind, faces = CHECK_DIE): Distribution {
  return kind === "wild" ? wildTable(faces).dist : standardTable(faces);
}

export interface CheckOdds {
  /** P(roll + bonus >= TN) */
  success: number;
  /** P(the positive die explodes): 1/faces for a wild check, 0 for a standard one */
  critSuccess: number;
  /** P(the negative die explodes) */
  critFailure: number;
  /** P(success and a critical success), P(failure and a critical failure): what a card can show */
  successWithCrit: number;
  failureWithCrit: number;
}

/** Float sums can stray a hair outside [0, 1]; a dialog must never show 100.0000001%. */
const chance = (p: number) => Math.min(1, Math.max(0, p));

/** The exact odds of a check with `bonus` against `tn`, before the roll. */
export function checkOdds(kind: CheckKind, bonus: number, tn: number, faces = CHECK_DIE): CheckOdds {
  assertWhole("bonus", bonus);
  assertWhole("TN", tn);
  const need = tn - bonus;
  if (kind === "standard") {
    const success = chance(probability(standardTable(faces), (t) => t >= need));
    return { success, critSuccess: 0, critFailure: 0, successWithCrit: 0, failureWithCrit: 0 };
  }
  const { dist, outcomes } = wildTable(faces);
  const p = (predicate: (o: WildOutcome) => boolean) => chance(outcomes.reduce((sum, o) => sum + (predicate(o) ? o.p : 0), 0));
  return {
    success: chance(probability(dist, (t) => t >= need)),
    critSuccess: p((o) => o.critSuccess),
    critFailure: p((o) => o.critFailure),
    successWithCrit: p((o) => o.critSuccess && o.total >= need),
    failureWithCrit: p((o) => o.critFailure && o.total < need),
  };
}

/** P(success) alone, for a dialog that shows one number. */
export function successChance(kind: CheckKind, bonus: number, tn: number, faces = CHECK_DIE): number {
  return checkOdds(kind, bonus, tn, faces).success;
}

/** Initiative changes after an attack roll, for the attacker and its target. */
