/**
 * The pieces every Roll-Under sheet shares: the words for abilities and kinds (lang keys written
 * in full), an item's row in a list, and a weapon's figures (damage, range, proficiency, reload),
 * each taken from the rules' tables and functions.
 */
import { RuleError } from "../../../core/errors";
import type { FieldSpec, SchemaSpec } from "../../../core/schema";
import { damageFormula } from "../rules/damage";
import { slotsUsed, weaponDamage, weaponRange } from "../rules/gear";
import { needsReload } from "../rules/ranged";
import { RULES } from "../rules/tables";
import type { Ability, ArmourKind, RollunderItem, WeaponKind, WeaponSystem } from "../rules/types";

export const ABILITY_LABEL: Readonly<Record<Ability, string>> = {
  str: "MANIFOLD.rollunder.Field.abilities.str",
  dex: "MANIFOLD.rollunder.Field.abilities.dex",
  con: "MANIFOLD.rollunder.Field.abilities.con",
  int: "MANIFOLD.rollunder.Field.abilities.int",
  wis: "MANIFOLD.rollunder.Field.abilities.wis",
  cha: "MANIFOLD.rollunder.Field.abilities.cha",
};

export const WEAPON_KIND: Readonly<Record<WeaponKind, string>> = {
  light: "MANIFOLD.rollunder.Kind.light",
  medium: "MANIFOLD.rollunder.Kind.medium",
  heavy: "MANIFOLD.rollunder.Kind.heavy",
  sling: "MANIFOLD.rollunder.Kind.sling",
  bow: "MANIFOLD.rollunder.Kind.bow",
  crossbow: "MANIFOLD.rollunder.Kind.crossbow",
};

export const ARMOUR_KIND: Readonly<Record<ArmourKind, string>> = {
  leather: "MANIFOLD.rollunder.Kind.leather",
  chain: "MANIFOLD.rollunder.Kind.chain",
  plate: "MANIFOLD.rollunder.Kind.plate",
};

/** Slots as a player counts them: thirds as fractions ("⅓", "1⅔"), whole slots as numbers. */
export function slotText(slots: number): string {
  const thirds = Math.round(slots * 3);
  const whole = Math.floor(thirds / 3);
  const part = ["", "⅓", "⅔"][thirds % 3];
  return whole === 0 && part ? part : `${whole}${part}`;
}

/** One item as a list row: what it is, the slots it takes, and whether it is equipped. */
export function gearRow(i: RollunderItem & { img: string }) {
  const s = i.system as Partial<WeaponSystem> & { broken?: boolean; kind?: string };
  return {
    id: i.id,
    name: i.name,
    img: i.img,
    type: i.type,
    kind: i.type === "rollunderWeapon" ? WEAPON_KIND[i.system.kind] : i.type === "rollunderArmor" ? ARMOUR_KIND[i.system.kind] : null,
    equipped: !!s.equipped,
    equippable: i.type !== "rollunderGear",
    quickdraw: !!s.quickdraw,
    broken: !!s.broken,
    slots: slotText(slotsUsed([i])),
  };
}

/** The damage a weapon deals as held, or null when the seed gives none for those hands. */
function damageOf(w: WeaponSystem): string | null {
  try {
    return damageFormula(weaponDamage(w, false), w.damageBonus, false);
  } catch (err) {
    if (err instanceof RuleError) return null;
    throw err;
  }
}

/**
 * A weapon's figures: its damage (and a light weapon's thrown damage), its range, whether it is
 * proficient or how many hits of the eight it has landed, and a crossbow that needs reloading.
 */
export function weaponFigures(w: WeaponSystem) {
  const light = w.kind === "light";
  const proficiency = light
    ? { label: "MANIFOLD.rollunder.Sheet.ProficientLight", tip: "MANIFOLD.rollunder.Tip.ProficientLight", learning: false }
    : w.proficient
      ? { label: "MANIFOLD.rollunder.Sheet.Proficient", tip: "MANIFOLD.rollunder.Tip.Proficient", learning: false }
      : { label: "MANIFOLD.rollunder.Sheet.Hits", tip: "MANIFOLD.rollunder.Tip.Hits", learning: true };
  return {
    damage: damageOf(w),
    thrown: light ? { damage: damageFormula(weaponDamage(w, true), w.damageBonus, false), range: weaponRange(w, true) } : null,
    range: weaponRange(w, false),
    proficiency: { ...proficiency, hits: w.hits, of: RULES.hitsForProficiency, penalty: RULES.nonProficient },
    needsReload: needsReload(w) && !w.loaded,
    // A light weapon may also be thrown (rollunder.ranged.1), with its thrown damage and range.
    rolls: [
      { kind: "attack", label: "MANIFOLD.rollunder.Sheet.Attack" },
      ...(light ? [{ kind: "throw", label: "MANIFOLD.rollunder.Sheet.Throw" }] : []),
      // Reloading is the turn's action in combat (rollunder.turn.7), so it sits beside the shot.
      ...(needsReload(w) && !w.loaded ? [{ kind: "reload", label: "MANIFOLD.rollunder.Sheet.Reload" }] : []),
    ],
  };
}

/**
 * A number input of the form: its stored path, value and label, with the bounds the schema sets,
 * so the browser offers only what the save would accept.
 */
export function numberField(spec: SchemaSpec, path: string, label: string, value: unknown) {
  const field = path.split(".").reduce<FieldSpec | undefined>((node, key, i) => (i === 0 ? spec[key] : node?.kind === "object" ? node.fields[key] : undefined), undefined);
  const bounds = field?.kind === "number" ? { ...(field.min === undefined ? {} : { min: field.min }), ...(field.max === undefined ? {} : { max: field.max }) } : {};
  return { label, name: `system.${path}`, value, ...bounds };
}
