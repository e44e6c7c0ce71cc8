/**
 * An attack as the rules read it from a weapon and an attack action (woundtrack.attack.1-3,
 * check.3-4, mod.*, flank.*, ignore.*, action.6-17): the check and its bonus, the situation's
 * modifiers, the Defense it targets, and the AP the action costs.
 */
import { reachBetween, type Height } from "./mounted";
import { RuleError } from "../../../core/errors";
import { combatCheckBonus, combatCheckSpec, type CheckSpec, type CombatCheck } from "../rules/checks";
import type { DefenceTarget } from "../rules/defences";
import type { SkillId } from "../rules/skills";
import type { WeaponKind } from "../rules/types";
import { ACTION_AP, UNDERWATER_MELEE_EXTRA_AP } from "../rules/economy";
import { ATTACK_ACTIONS, type AttackAction } from "../rules/damage";
import { attackModifiers, type Cover, type Posture } from "../rules/modifiers";
import { isFlanked, type Flanker, type Point } from "../rules/flanking";
import type { Part } from "../rules/card";
import { rankOf, type Weapon, type WoundtrackSide } from "./side";

/** The attack actions' default AP, by action (RULINGS; a Rebuff costs a Standard Attack's unless its item says). */
const DEFAULT_AP: Readonly<Record<AttackAction, number>> = {
  standard: ACTION_AP.standardAttack,
  quick: ACTION_AP.quickAttack,
  strong: ACTION_AP.strongAttack,
  nonlethal: ACTION_AP.nonlethalAttack,
  rebuff: ACTION_AP.standardAttack,
};

/** The AP an attack action costs: the attacker's own action item of that attack, else the default. */
export function attackAp(side: Pick<WoundtrackSide, "items">, action: AttackAction): number {
  const item = side.items.find((i) => i.type === "woundtrackAction" && i.system.attack === action);
  return item && item.type === "woundtrackAction" ? item.system.ap : DEFAULT_AP[action];
}

/** Underwater: no ranged weapon attack at all, and a melee one costs 2 AP more (woundtrack.underwater.2-3); a spell is no weapon. */
export function underwaterAp(side: Pick<WoundtrackSide, "statuses">, kind: WeaponKind): number {
  if (!side.statuses.includes("underwater") || kind === "spell") return 0;
  if (kind === "ranged") throw new RuleError("MANIFOLD.woundtrack.Error.NoRangedUnderwater", {});
  return UNDERWATER_MELEE_EXTRA_AP;
}

/** How an attack of this kind goes for its modifiers and Defense: a spell as a ranged attack. */
export const wayOf = (kind: WeaponKind): "melee" | "ranged" => (kind === "melee" ? "melee" : "ranged");

/** The combat check an attack of this kind is rolled with, and the skill it ranks (woundtrack.check.3-5). */
const CHECK_OF: Readonly<Record<WeaponKind, { check: CombatCheck; skill: SkillId }>> = {
  melee: { check: "meleeWeapon", skill: "melee" },
  ranged: { check: "rangedWeapon", skill: "aim" },
  spell: { check: "spell", skill: "arcana" },
};

/** A Rebuff is the one attack reaction (woundtrack.action.12). */
export const isReaction = (action: AttackAction): boolean => action === "rebuff";

/** Where the creatures stand, in grid squares, for the flank: the target's centre and every other creature near it. */
export interface Positions {
  target: Point;
  /** each creature near it: where it stands, its weapon's reach, whether it is the target's foe, and whether it ignores the target; its Size and its mount's */
  around: readonly { uuid: string; at: Point; reach: number; hostile: boolean; ignoresTarget: boolean; height?: Height }[];
  /** the target's Size and its mount's */
  targetHeight?: Height;
}

/** A creature can attack the target when the target stands within its equipped weapon's reach, in squares (woundtrack.flank.2). */
export const within = (a: Point, b: Point, reach: number): boolean => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y)) <= reach;

/** Whether the target is flanked, read from the positions: hostile creatures that reach it (a yard farther between a rider and the ground, woundtrack.mount.5), none ignored (woundtrack.flank.1-3, ignore.3-4). */
export function flankedAt(p: Positions, ignoredByTarget: readonly string[]): boolean {
  const reach = (c: Positions["around"][number]) => (c.height && p.targetHeight ? reachBetween(c.reach, c.height, p.targetHeight) : c.reach);
  const around: Flanker[] = p.around.filter((c) => c.hostile).map((c) => ({ id: c.uuid, at: c.at, canAttack: within(c.at, p.target, reach(c)), ignoredByTarget: ignoredByTarget.includes(c.uuid), ignoresTarget: c.ignoresTarget }));
  return isFlanked(p.target, around);
}

export interface AttackPlan {
  action: AttackAction;
  way: "melee" | "ranged";
  /** the Defense it targets: its way's, or the skill Defense the item names (woundtrack.defense.1-2) */
  target: DefenceTarget;
  spec: CheckSpec;
  bonus: number;
  parts: Part[];
}

/** A Distract's penalty to the distracted creature's attacks and Defences, until the round ends (woundtrack.hinder.4). */
export const DISTRACTED = -2;

/** Harry's penalty to the harried creature's ranged weapon attacks this round (woundtrack.action.23). */
export const HARRIED = -2;

/** Sharing a space, attacks and the melee and ranged Defenses take -2 (woundtrack.action.38). */
export const SHARING = -2;

/** Underwater, a melee attack roll takes -5 (woundtrack.underwater.4). */
export const UNDERWATER_MELEE = -5;

/** The target's posture from its conditions: prone, crouching or standing. */
export const postureOf = (statuses: readonly string[]): Posture => (statuses.includes("prone") ? "prone" : statuses.includes("crouching") ? "crouching" : "standing");

/**
 * The attack check (woundtrack.check.3-5): Dex [Melee/group] or Dex [Aim/group] with the weapon's
 * accuracy, or a spell's Rsn [Arcana/school]; the action's own modifier (Nonlethal -2), the target's
 * posture and cover, the flank or a rear attack, and what the attacker adds besides. It targets its
 * way's Defense, or the skill Defense the item names (woundtrack.defense.1-2).
 */
export function planCheck(a: WoundtrackSide, weapon: Weapon, action: AttackAction, s: { cover: Cover; flanked: boolean; rear: boolean; targetStatuses: readonly string[]; situational: number; mounted?: number }): AttackPlan {
  const way = wayOf(weapon.system.kind);
  const spell = weapon.system.kind === "spell";
  if (ATTACK_ACTIONS[action].meleeOnly && way !== "melee") throw new RuleError("MANIFOLD.woundtrack.Error.MeleeOnly", { action });
  const { check: kind, skill } = CHECK_OF[weapon.system.kind];
  const spec = combatCheckSpec(kind, weapon.system.group || null);
  const ranks = rankOf(a.system, skill, weapon.system.group || null);
  // A spell is rolled on Reason and has no accuracy (woundtrack.check.5).
  const attribute = a.system.attributes[spec.attribute];
  const accuracy = spell ? 0 : weapon.system.accuracy;
  const mods = attackModifiers(way, { posture: postureOf(s.targetStatuses), cover: s.cover, flanked: s.flanked, rear: s.rear });
  const distracted = a.statuses.includes("distracted") ? DISTRACTED : 0;
  const harried = weapon.system.kind === "ranged" && a.statuses.includes("harried") ? HARRIED : 0;
  const underwater = way === "melee" && a.statuses.includes("underwater") ? UNDERWATER_MELEE : 0;
  const sharing = a.statuses.includes("sharing") ? SHARING : 0;
  const parts: Part[] = [
    { label: "attribute", value: attribute },
    { label: "skill", value: ranks.skill },
    { label: "specialisation", value: ranks.specialisation },
    { label: "accuracy", value: accuracy },
    ...mods.parts.map((p) => ({ label: p.part, value: p.value })),
    { label: "distracted", value: distracted },
    { label: "harried", value: harried },
    { label: "underwater", value: underwater },
    { label: "sharing", value: sharing },
    { label: "mounted", value: s.mounted ?? 0 },
    ...(s.situational ? [{ label: "situational", value: s.situational }] : []),
  ].filter((p) => p.value !== 0 || p.label === "attribute");
  const bonus = combatCheckBonus(kind, { attribute, skill: ranks.skill, specialisation: ranks.specialisation, size: a.system.size, weapon: spell ? null : { accuracy, damage: weapon.system.damage }, modifiers: [mods.total, distracted, harried, underwater, sharing, s.mounted ?? 0, s.situational] });
  return { action, way, target: weapon.system.defence || way, spec, bonus, parts };
}
