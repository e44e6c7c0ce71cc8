/**
 * Step I and the test side of Step II: which test an attack and a defence make, with which
 * attribute, and what cover, flanking and untrained gear do to it (contest.attack/defend/
 * cover/flank). Which defences are allowed lives in defence.ts.
 */
import { addPart, breakdown, type Breakdown, type Part } from "../../../core/breakdown";
import { netEdge, type Edge } from "../../../core/dice/edge";
import {
  COMBAT_ACTIONS,
  COVER_MODIFIER,
  FLANK_BONUS,
  METERS_PER_SQUARE,
  type Attribute,
  type CombatActionId,
  type Cover,
  type Defence,
  type Skill,
} from "./constants";
import { attributeLabel } from "./labels";
import { RuleError } from "./errors";
import type { UntrainedEffects } from "./style";
import type { SpellItem, SpellSystem, WeaponItem } from "./types";

/** meleeSpell: a spell with the Melee Attack trait; every other spell attacks at range. */
export type AttackKind = "melee" | "ranged" | "thrown" | "spell" | "meleeSpell";
export const ATTACK_KINDS: readonly AttackKind[] = ["melee", "ranged", "thrown", "spell", "meleeSpell"];

/** A thrown weapon is a melee weapon until the attacker chooses to throw it. */
export function attackKindOf(item: WeaponItem | SpellItem, opts: { throwIt?: boolean } = {}): AttackKind {
  if (item.type === "contestSpell") return item.system.meleeAttack ? "meleeSpell" : "spell";
  if (item.system.ranged) return "ranged";
  return item.system.thrown && opts.throwIt ? "thrown" : "melee";
}

/** Ranged for cover and parry: ranged and thrown weapons, and spells without the Melee Attack trait. */
export function isRangedAttack(kind: AttackKind): boolean {
  return kind === "ranged" || kind === "thrown" || kind === "spell";
}
export function isMeleeAttack(kind: AttackKind): boolean {
  return kind === "melee" || kind === "meleeSpell";
}
export function isSpellAttack(kind: AttackKind): boolean {
  return kind === "spell" || kind === "meleeSpell";
}

/**
 * How far, in squares, an attack reaches its foe (contest.attack.1, .4): a melee Strike the
 * weapon's reach, at least the adjacent squares; a spell its range (a Melee Attack spell at least
 * the adjacent squares). A ranged or thrown weapon its range, when the item gives one: the seed
 * gives no weapon ranges, so a range of 0 leaves the distance to the GM (null = no limit).
 */
export function attackReach(item: WeaponItem | SpellItem, kind: AttackKind): number | null {
  const squares = (meters: number) => Math.floor(meters / METERS_PER_SQUARE);
  if (kind === "melee" && item.type === "contestWeapon") return Math.max(1, squares(item.system.reach));
  if (kind === "meleeSpell") return Math.max(1, squares(item.system.range));
  if (kind === "spell") return squares(item.system.range);
  return item.system.range > 0 ? squares(item.system.range) : null;
}

/** The skill a test uses: "style" is a Fighting Style (its name as label, its rank as value). */
export interface TestSkill {
  id: "style" | Skill;
  label: string;
  value: number;
  /** the skill's own attribute (a style's chosen str / agi) */
  attribute: Attribute;
}

/** A test ready to roll: target with its parts, the net edge, and automatic results. */
export interface PreparedTest {
  /** the governing attribute; null when no test is rolled (no defence) */
  attribute: Attribute | null;
  target: Breakdown;
  edge: Edge;
  autoFail: boolean;
  autoPass: boolean;
}

export interface Situation {
  cover?: Cover;
  flanked?: boolean;
  /** boons and banes from elsewhere (Brace, Feint, a spell): they cancel one for one */
  boons?: number;
  banes?: number;
  modifiers?: readonly Part[];
  /** untrained gear of the style used (Fighting Style tests) */
  untrained?: UntrainedEffects;
  /** untrained armour bane for Dodge and Sorcery tests (derived.armorBane) */
  armorBane?: boolean;
}

/** The test a weapon attack makes is a Fighting Style test; a spell attack tests the spell's skill. */
export function attackSkillId(kind: AttackKind, spell?: Pick<SpellSystem, "skill">): "style" | Skill {
  return isSpellAttack(kind) ? (spell?.skill ?? "sorcery") : "style";
}

/**
 * Governing attribute of an attack: a melee Strike uses its style's attribute, a ranged or
 * thrown Strike must use Agility (contest.attack.2), a spell its skill's attribute.
 */
export function attackAttribute(kind: AttackKind, skill: TestSkill): Attribute {
  return kind === "ranged" || kind === "thrown" ? "agi" : skill.attribute;
}

/** Cover only touches ranged attacks: low -2 / +2 Dodge, high -5 / +5, full = the attack fails. */
export function coverModifiers(cover: Cover, kind: AttackKind): { attack: number; dodge: number; autoFail: boolean } {
  if (!isRangedAttack(kind)) return { attack: 0, dodge: 0, autoFail: false };
  // 0 - x, not -x: no cover must give +0, never a -0 a card would print.
  return { attack: 0 - COVER_MODIFIER[cover], dodge: COVER_MODIFIER[cover], autoFail: cover === "full" };
}

/** +2 to Fighting Style and Sorcery tests for a melee attack on a flanked foe (contest.flank.2). */
export function flankBonus(kind: AttackKind, skill: "style" | Skill, flanked: boolean): number {
  const testCounts = skill === "style" || skill === "sorcery";
  return flanked && isMeleeAttack(kind) && testCounts ? FLANK_BONUS : 0;
}

/** The attack test of a Strike or spell attack (contest.attack.1-4, cover, flank, untrained gear). */
export function attackTest(kind: AttackKind, skill: TestSkill, attributes: Record<Attribute, number>, situation: Situation = {}): PreparedTest {
  if (isSpellAttack(kind) === (skill.id === "style")) {
    throw new RuleError("MANIFOLD.contest.Error.AttackSkill", { kind, skill: skill.id });
  }
  const attribute = attackAttribute(kind, skill);
  const cover = coverModifiers(situation.cover ?? "none", kind);
  const parts: Part[] = [
    { label: "MANIFOLD.contest.Modifier.Cover", value: cover.attack },
    { label: "MANIFOLD.contest.Modifier.Flanking", value: flankBonus(kind, skill.id, situation.flanked ?? false) },
  ];
  return prepare(attribute, skill, attributes, situation, parts, cover.autoFail);
}

/** The skill each defence tests (contest.defend.2-6); null: not defending rolls nothing. */
export function defenceSkillId(defence: Defence): "style" | Skill | null {
  switch (defence) {
    case "block":
    case "parry":
      return "style";
    case "dodge":
      return "dodge";
    case "withstand":
      return "focus";
    case "none":
      return null;
  }
}

/**
 * The defence test. Block is a Fighting Style test using Strength; Parry uses Strength or
 * Agility (`parryAttribute`, default the style's); Dodge gains the cover bonus against a ranged
 * attack; Withstand is a Focus test; no defence fails automatically (contest.defend.9).
 */
export function defenceTest(
  defence: Defence,
  attackKind: AttackKind,
  skill: TestSkill | null,
  attributes: Record<Attribute, number>,
  situation: Situation & { parryAttribute?: "str" | "agi"; braced?: boolean } = {},
): PreparedTest {
  const wanted = defenceSkillId(defence);
  if (wanted === null || skill === null) {
    if (wanted !== null) throw new RuleError("MANIFOLD.contest.Error.DefenceSkill", { defence, skill: "" });
    return { attribute: null, target: breakdown({ label: "MANIFOLD.contest.Defence.none", value: 0 }), edge: 0, autoFail: true, autoPass: false };
  }
  if (skill.id !== wanted) throw new RuleError("MANIFOLD.contest.Error.DefenceSkill", { defence, skill: skill.id });
  const attribute: Attribute =
    defence === "block" ? "str" : defence === "parry" ? (situation.parryAttribute ?? skill.attribute) : skill.attribute;
  const dodgeBonus = defence === "dodge" ? coverModifiers(situation.cover ?? "none", attackKind).dodge : 0;
  const parts: Part[] = [{ label: "MANIFOLD.contest.Modifier.Cover", value: dodgeBonus }];
  // Brace: the next Defense test gains a boon (contest.maneuver.2).
  const braced = { ...situation, boons: (situation.boons ?? 0) + (situation.braced ? 1 : 0) };
  return prepare(attribute, skill, attributes, braced, parts, false);
}

/** Shared assembly: attribute + skill + situational parts; untrained -2 and banes by test kind. */
function prepare(
  attribute: Attribute,
  skill: TestSkill,
  attributes: Record<Attribute, number>,
  situation: Situation,
  parts: readonly Part[],
  autoFail: boolean,
): PreparedTest {
  const isStyle = skill.id === "style";
  let target = breakdown({ label: attributeLabel(attribute), value: attributes[attribute] }, { label: skill.label, value: skill.value });
  if (isStyle) target = addPart(target, { label: "MANIFOLD.contest.Modifier.Untrained", value: situation.untrained?.penalty ?? 0 });
  for (const part of [...parts, ...(situation.modifiers ?? [])]) target = addPart(target, part);
  // Untrained armour: a bane on Fighting Style (the style's own list), Dodge and Sorcery tests.
  const armorBane = isStyle ? (situation.untrained?.bane ?? false) : (skill.id === "dodge" || skill.id === "sorcery") && (situation.armorBane ?? false);
  const edge = netEdge(situation.boons ?? 0, (situation.banes ?? 0) + (armorBane ? 1 : 0));
  return { attribute, target, edge, autoFail, autoPass: false };
}

/**
 * Does this action have the Attack trait (contest.attack.5-6)? Strikes and opportunity attacks
 * do; Use Magic does when its spell does; grapple and the maneuvers (push, trip) never do.
 */
export function isAttackAction(action: CombatActionId, spell?: Pick<SpellSystem, "attack">): boolean {
  if (action === "useMagic") return spell?.attack ?? false;
  return COMBAT_ACTIONS[action].attack;
}

/** As a reaction, Use Magic may only cast a non-attacking spell (contest.reaction.4). */
export function canCastAsReaction(spell: Pick<SpellSystem, "attack">): boolean {
  return !spell.attack;
}

/** An opportunity attack is a melee Strike (contest.oppo.1). */
export function canOpportunityAttack(kind: AttackKind): boolean {
  return kind === "melee";
}
