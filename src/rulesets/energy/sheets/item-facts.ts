/**
 * What an energy item sheet shows in play mode: its stats as label and value, read like a card.
 * Every word is a lang key; numbers and typed text (damage dice) are text.
 */
import { critRange } from "../rules/settle";
import { throwRange } from "../rules/ranged";
import type { AbilitySystem, ArmorSystem, RangedSystem, ShieldSystem, WeaponSystem } from "../rules/types";
import type { FactPart, ItemFact } from "../../../core/item-facts";
import { signed as sign } from "../../../core/roll-dialog";


/** The stats, and the properties the item has (lang keys). */
export interface ItemFacts {
  facts: ItemFact[];
  tags: string[];
}

type Trio = { near: number; far: number; max: number };

const I = (key: string) => `MANIFOLD.energy.Item.${key}`;
const text = (value: string | number): FactPart => ({ text: String(value) });
const word = (key: string, n?: number | string, m?: number | string): FactPart => ({ key, ...(n === undefined ? {} : { n }), ...(m === undefined ? {} : { m }) });
const fact = (label: string, parts: FactPart[], hint?: string): ItemFact => ({ label: I(label), parts, ...(hint ? { hint: I(hint) } : {}) });
const damage = (dice: string, type: string) => [text(dice), word(`MANIFOLD.energy.Damage.${type}`)];
const trio = (t: Trio) => word(I("Trio"), `${t.near} / ${t.far}`, t.max);
const mpr = (n: number) => fact("Mpr", [text(n)], "MprHint");
const tagsOf = (pairs: readonly [boolean, string][]) => pairs.filter(([on]) => on).map(([, key]) => I(key));

function weapon(s: WeaponSystem): ItemFacts {
  const crit = critRange(s.precision);
  const facts = [
    fact("Damage", damage(s.damage, s.damageType)),
    fact("AttackBonus", [text(sign(s.attackBonus))], "AttackBonusHint"),
    fact("Reach", [word(I("Metres"), s.reach)]),
    // Precision is shown as what it does: the lowest d20 that crits (energy.crit.2).
    fact("Critical", [s.precision > 0 ? word(I("CritPrecise"), crit, s.precision) : word(I("CritPlain"), crit)], "CriticalHint"),
  ];
  if (s.evasion) facts.push(fact("Evasion", [text(sign(s.evasion))], "EvasionHint"));
  // Zeros mean the default range for the weapon's weight (energy.throw.4-6); Arm Strength adds to it at the table.
  if (s.thrown) facts.push(fact("ThrownRange", [trio(throwRange(s))], s.thrownRange.max > 0 ? "ThrownHint" : "ThrownDefaultHint"));
  facts.push(mpr(s.mpr));
  const tags = tagsOf([[s.light, "Light"], [s.heavy, "Heavy"], [s.blunt, "Blunt"], [s.thrown, "Thrown"], [s.sidearm, "Sidearm"], [s.equipped, "Equipped"]]);
  return { facts, tags };
}

function ranged(s: RangedSystem): ItemFacts {
  const facts = [
    fact("Kind", [word(`MANIFOLD.energy.Choice.kind.${s.kind}`)]),
    fact("Damage", damage(s.damage, s.damageType)),
    fact("Accuracy", [text(sign(s.accuracy))], "AccuracyHint"),
    fact("Range", [trio(s.range)], "RangeHint"),
  ];
  if (s.drawWeight > 0) facts.push(fact("Draw", [word(I("Kg"), s.drawWeight)], "DrawHint"));
  facts.push(fact("Load", [word(I("EnergyCost"), s.loadCost)]), mpr(s.mpr));
  return { facts, tags: tagsOf([[s.twoHanded, "TwoHanded"], [s.loaded, "Loaded"], [!s.loaded, "Unloaded"], [s.equipped, "Equipped"]]) };
}

function armor(s: ArmorSystem): ItemFacts {
  return {
    facts: [
      fact("ArmorRating", [text(s.ar)], "ArmorRatingHint"),
      fact("Coverage", [word(I("CoverageValue"), s.coverage.melee, s.coverage.ranged)], "CoverageHint"),
      fact("EvasionPenalty", [text(s.evasionPenalty ? sign(-s.evasionPenalty) : 0)]),
      mpr(s.mpr),
    ],
    tags: tagsOf([[s.broken, "Broken"], [s.equipped, "Equipped"]]),
  };
}

function shield(s: ShieldSystem): ItemFacts {
  return {
    facts: [fact("Evasion", [text(sign(s.evasion))], "ShieldEvasionHint"), fact("RangedEvasion", [text(sign(s.ranged))]), mpr(s.mpr)],
    tags: tagsOf([[s.broken, "Broken"], [s.equipped, "Equipped"]]),
  };
}

function ability(s: AbilitySystem): ItemFacts {
  const cost = !s.staminaCost ? word(I("EnergyCost"), s.energyCost) : s.energyCost ? word(I("CostBoth"), s.energyCost, s.staminaCost) : word(I("StaminaCost"), s.staminaCost);
  const facts = [fact("Kind", [word(`MANIFOLD.energy.Choice.kind.${s.kind}`)]), fact("Cost", [cost]), fact("Targets", [word(`MANIFOLD.energy.Choice.defense.${s.defense}`)])];
  if (s.damage) facts.push(fact("Damage", damage(s.damage, s.damageType)));
  if (s.uses.max > 0) facts.push(fact("Uses", [word(I("UsesLeft"), s.uses.value, s.uses.max)]), fact("Recovery", [word(`MANIFOLD.energy.Choice.recovery.${s.recovery}`)]));
  else facts.push(fact("Uses", [word(I("AtWill"))]));
  return { facts, tags: tagsOf([[s.enhancesAttack, "EnhancesAttack"], [s.doublesDamage, "DoublesDamage"]]) };
}

/** The play-mode card of an item: what it does, in the words of the rules. */
export function itemFacts(type: string, system: Record<string, unknown>): ItemFacts {
  if (type === "energyWeapon") return weapon(system as unknown as WeaponSystem);
  if (type === "energyRanged") return ranged(system as unknown as RangedSystem);
  if (type === "energyArmor") return armor(system as unknown as ArmorSystem);
  if (type === "energyShield") return shield(system as unknown as ShieldSystem);
  if (type === "energyAbility") return ability(system as unknown as AbilitySystem);
  return { facts: [], tags: [] };
}

/** The roll the item's sheet offers when it sits on an actor the user owns: the actor sheet's own button. */
export function itemUse(type: string): { label: string; icon: string } | null {
  if (type === "energyWeapon") return { label: "MANIFOLD.energy.Sheet.Attack", icon: "fa-dice-d20" };
  if (type === "energyRanged") return { label: "MANIFOLD.energy.Sheet.Shoot", icon: "fa-bullseye" };
  if (type === "energyAbility") return { label: "MANIFOLD.energy.Sheet.Use", icon: "fa-bolt" };
  return null;
}
