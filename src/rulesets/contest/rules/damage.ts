/**
 * Damage (contest.damage/resist/armor/shield): the dice formula and Precision, reductions by AR,
 * BR, resistance and vulnerability, and what applying it does to the Health Pool.
 */
import { addPart, breakdown, type Breakdown } from "../../../core/breakdown";
import { DAMAGE_GROUPS, type DamageGroup, type DamageType } from "./constants";
import { RuleError } from "./errors";
import type { DamageModifier, UpdateDiff } from "./types";

export interface DiceFormula {
  count: number;
  faces: number;
  modifier: number;
}

const DICE = /^\s*(\d*)\s*d\s*(\d+)\s*(?:([+-])\s*(\d+)\s*)?$/i;
const FLAT = /^\s*(\d+)\s*$/;
/** Sanity bounds so a typo such as "1000d6" is refused rather than rolled. */
const MAX_DICE = 100;
const MAX_FACES = 1000;

/** Parses the simple formulas weapons and spells carry: "NdM", "NdM+K", "NdM-K", "dM", or "K". */
export function parseDice(formula: string): DiceFormula {
  const flat = FLAT.exec(formula);
  if (flat) return { count: 0, faces: 0, modifier: Number(flat[1]) };
  const m = DICE.exec(formula);
  if (!m) throw new RuleError("MANIFOLD.contest.Error.DiceFormula", { formula });
  const count = m[1] ? Number(m[1]) : 1;
  const faces = Number(m[2]);
  const modifier = m[3] === "-" ? -Number(m[4]) : Number(m[4] ?? 0);
  if (count < 1 || count > MAX_DICE || faces < 1 || faces > MAX_FACES) {
    throw new RuleError("MANIFOLD.contest.Error.DiceFormula", { formula });
  }
  return { count, faces, modifier };
}


/**
 * The damage rolled: the faces plus the modifier, never below 0. With Precision the dice count
 * as maximised, whatever they showed.
 */
export function damageTotal(formula: string, faces: readonly number[], opts: { precision?: boolean } = {}): number {
  const f = parseDice(formula);
  if (opts.precision) return Math.max(0, f.count * f.faces + f.modifier);
  const bad = faces.some((x) => !Number.isInteger(x) || x < 1 || x > f.faces);
  if (faces.length !== f.count || bad) throw new RuleError("MANIFOLD.contest.Error.DamageFaces", { formula, faces: faces.join(", ") });
  return Math.max(0, faces.reduce((sum, x) => sum + x, f.modifier));
}

export function damageGroupOf(type: DamageType): DamageGroup {
  const group = (Object.keys(DAMAGE_GROUPS) as DamageGroup[]).find((g) => (DAMAGE_GROUPS[g] as readonly string[]).includes(type));
  if (!group) throw new RuleError("MANIFOLD.contest.Error.DamageType", { type });
  return group;
}

/**
 * The one modifier that counts against a damage type: entries name the type or its group, and
 * they never stack, so the highest value wins (contest.resist.1-4). 0 when none applies.
 */
export function strongestModifier(type: DamageType, modifiers: readonly DamageModifier[]): number {
  const group = damageGroupOf(type);
  const matching = modifiers.filter((m) => m.type === type || m.type === group).map((m) => m.value);
  return matching.length ? Math.max(0, ...matching) : 0;
}

export interface DamageInput {
  amount: number;
  type: DamageType;
  /** the AR in use; `magical` armour also reduces magical damage types */
  armor: { ar: number; magical: boolean };
  /** the shield's BR when the attack was blocked (outcome.blocked), else null */
  block: { br: number } | null;
  resistances: readonly DamageModifier[];
  vulnerabilities: readonly DamageModifier[];
}

/**
 * Damage after every reduction, with its parts for the card. AR takes its rating off physical
 * damage, and off magical damage too when the armour's material protects against magic. A
 * successful Block adds the full BR against physical and half the BR, rounded up (the seed's
 * own rounding), against magical damage; "other" types pass shields and armour untouched.
 * The result is never below 0: a last part says how much was absorbed past zero.
 */
export function reduceDamage(input: DamageInput): Breakdown {
  const group = damageGroupOf(input.type);
  const armor = group === "physical" || (group === "magical" && input.armor.magical) ? input.armor.ar : 0;
  const br = input.block?.br ?? 0;
  const block = group === "physical" ? br : group === "magical" ? Math.ceil(br / 2) : 0;
  let result = breakdown({ label: "MANIFOLD.contest.Damage.Rolled", value: input.amount });
  result = addPart(result, { label: "MANIFOLD.contest.Damage.Armor", value: -armor });
  result = addPart(result, { label: "MANIFOLD.contest.Damage.Block", value: -block });
  result = addPart(result, { label: "MANIFOLD.contest.Damage.Resistance", value: -strongestModifier(input.type, input.resistances) });
  result = addPart(result, { label: "MANIFOLD.contest.Damage.Vulnerability", value: strongestModifier(input.type, input.vulnerabilities) });
  return result.total < 0 ? addPart(result, { label: "MANIFOLD.contest.Damage.Floor", value: -result.total }) : result;
}

export const HEALTH_PATH = "system.health.value";

/** What applying damage changed, kept on the chat card so Undo restores it exactly. */
export interface AppliedChange {
  path: string;
  before: number;
  after: number;
}

export interface DamageApplication {
  update: UpdateDiff;
  record: AppliedChange;
  /** the Health Pool is empty: the character is unconscious (contest.damage.1) */
  unconscious: boolean;
  /** it was not before this damage: the glue toggles the Unconscious status on */
  becameUnconscious: boolean;
}

/** Takes damage off the Health Pool, never below 0. */
export function applyDamage(health: { value: number }, amount: number): DamageApplication {
  if (!Number.isInteger(amount) || amount < 0) throw new RuleError("MANIFOLD.contest.Error.DamageAmount", { amount });
  const before = health.value;
  const after = Math.max(0, before - amount);
  return {
    update: { [HEALTH_PATH]: after },
    record: { path: HEALTH_PATH, before, after },
    unconscious: after === 0,
    becameUnconscious: after === 0 && before > 0,
  };
}

