/**
 * The check an action calls for, rolled as the action is taken (woundtrack.check.1-2, 5-9): the
 * item's check text read against the creature's ranks, a Power, Agility, Fortitude, Willpower or
 * spell check counted as a combat check (wild, with Size where the seed's list names it, never a
 * weapon's damage), any other check a standard one; met when the result reaches the TN.
 */
import { RuleError } from "../../../core/errors";
import type { DiceNeed, Taken, TakenChain, TakenDie } from "../../../core/play/dice";
import { checkBonus, checkKindFor, combatCheckBonus, COMBAT_CHECK_TABLE, parseCheck, readCheck, resolveCheck, type CheckKind, type CheckResult, type CheckSpec, type CombatCheck } from "../rules/checks";
import { skillNamed } from "../rules/skills";
import type { CreatureSystem } from "../rules/types";
import { rankOf } from "./side";

/** The world's die for each check formula (a setting). */
export interface CheckDice {
  standard: number;
  wild: number;
}

/** The combat checks an action may call for; a weapon check needs its weapon, so it is the attack's (play/open.ts). */
const ACTION_COMBAT_CHECKS: readonly CombatCheck[] = ["power", "agility", "fortitude", "willpower", "spell"];

const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? "").trim().toLowerCase() === (b ?? "").trim().toLowerCase();

/** The combat check a check text names, if it is one: `Str [Athletics/Power]` is the Power check. */
export function combatCheckOf(spec: CheckSpec): CombatCheck | null {
  return (
    ACTION_COMBAT_CHECKS.find((kind) => {
      const row = COMBAT_CHECK_TABLE[kind];
      return row.attribute === spec.attribute && same(row.skill, spec.skill) && (row.specialisation === null || same(row.specialisation, spec.specialisation));
    }) ?? null
  );
}

/** A weapon check needs its weapon's accuracy: the attack rolls it from the weapon, not an action (woundtrack.check.3-4). */
export const isWeaponCheck = (spec: CheckSpec): boolean => same(spec.skill, "Melee") || same(spec.skill, "Aim");

/** The action's own check, when a step rolls it: a check text that is neither a weapon's nor one its automation rolls itself. */
export function ownCheck(text: string, automation: string): CheckSpec | null {
  if (!text.trim() || !["", "escape", "jump", "cling", "regainMount"].includes(automation)) return null;
  const spec = parseCheck(text);
  return isWeaponCheck(spec) ? null : spec;
}

export interface PlannedCheck {
  spec: CheckSpec;
  kind: CheckKind;
  /** the combat check it is, or null for another check */
  combat: CombatCheck | null;
  bonus: number;
}

/** A check text read against the creature: its kind and its bonus. A skill the seed does not name is refused in words. */
export function planActionCheck(system: CreatureSystem, text: string, modifiers: readonly number[] = []): PlannedCheck {
  const spec = parseCheck(text);
  if (isWeaponCheck(spec)) throw new RuleError("MANIFOLD.woundtrack.Error.WeaponCheck", { text });
  const skill = spec.skill ? skillNamed(spec.skill) : null;
  if (spec.skill && !skill) throw new RuleError("MANIFOLD.woundtrack.Error.BadCheck", { text });
  const r = skill ? rankOf(system, skill, spec.specialisation ?? null) : { skill: 0, specialisation: 0 };
  const combat = combatCheckOf(spec);
  const attribute = system.attributes[spec.attribute];
  const bonus = combat
    ? combatCheckBonus(combat, { attribute, skill: r.skill, specialisation: r.specialisation, size: system.size, modifiers })
    : checkBonus({ attribute, skill: r.skill, specialisation: r.specialisation, modifiers });
  return { spec, kind: checkKindFor(combat ? "combatCheck" : "other"), combat, bonus };
}

/** Its two dice: exploding chains for a wild check, plain dice for a standard one. */
export function plannedNeeds(plan: Pick<PlannedCheck, "kind">, dice: CheckDice): DiceNeed[] {
  const die: DiceNeed = plan.kind === "wild" ? { kind: "chain", faces: dice.wild, edge: 0 } : { kind: "die", faces: dice.standard, edge: 0 };
  return [die, die];
}

/** One thrown die as the card keeps it: a chain's faces, or the one face of a plain die. */
export const chainOf = (t: Taken) => ("thrown" in t ? (t as TakenChain).thrown.map((f) => f[0]!) : [(t as TakenDie).kept]);

export interface CheckReport extends CheckResult {
  spec: CheckSpec;
  kind: CheckKind;
  bonus: number;
}

/** The check read from its two thrown dice against a TN (woundtrack.check.1: it wounds nobody). */
export function readPlanned(plan: PlannedCheck, taken: readonly Taken[], tn: number, dice: CheckDice): CheckReport {
  const faces = plan.kind === "wild" ? dice.wild : dice.standard;
  const roll = readCheck(plan.kind, chainOf(taken[0]!), chainOf(taken[1]!), faces);
  return { ...resolveCheck(roll, plan.bonus, tn), spec: plan.spec, kind: plan.kind, bonus: plan.bonus };
}
