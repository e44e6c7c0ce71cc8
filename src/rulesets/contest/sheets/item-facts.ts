/**
 * What a contest item sheet shows in play mode: its stats as label and value, read like a card.
 * Every word is a lang key; numbers and typed names (damage dice, gear, material) are text.
 */
import { checkStyleGear, normaliseGear } from "../rules/style";
import { STYLE_MAX_GEAR } from "../rules/constants";
import type { ArmorSystem, ShieldSystem, SpellSystem, StyleSystem, WeaponSystem } from "../rules/types";
import type { FactPart, ItemFact } from "../../../core/item-facts";


/** The stats, the properties the item has (lang keys), and reminders of what its values mean. */
export interface ItemFacts {
  facts: ItemFact[];
  tags: string[];
  notes: string[];
}

const I = (key: string) => `MANIFOLD.contest.Item.${key}`;
const text = (value: string | number): FactPart => ({ text: String(value) });
const word = (key: string, n?: number | string, m?: number | string): FactPart => ({ key, ...(n === undefined ? {} : { n }), ...(m === undefined ? {} : { m }) });
const fact = (label: string, parts: FactPart[], hint?: string): ItemFact => ({ label: I(label), parts, ...(hint ? { hint: I(hint) } : {}) });
const metres = (n: number) => word(I("Metres"), n);
const damage = (dice: string, type: string) => [text(dice), word(`MANIFOLD.contest.Damage.Type.${type}`)];
/** Lang keys joined by commas, in the order given. */
const list = (keys: readonly string[]): FactPart[] => keys.map((key, i) => ({ key, ...(i > 0 ? { sep: ", " } : {}) }));
const tagsOf = (pairs: readonly [boolean, string][]) => pairs.filter(([on]) => on).map(([, key]) => I(key));

/** A gear name as a player reads it: "hand-crossbow" is shown as "Hand crossbow". */
export function gearWord(key: string): string {
  const plain = normaliseGear(key);
  return plain.charAt(0).toUpperCase() + plain.slice(1);
}

function weapon(s: WeaponSystem, name: string): ItemFacts {
  const facts = [fact("Damage", damage(s.damage, s.damageType))];
  if (!s.ranged) facts.push(fact("Reach", [metres(s.reach)]));
  if (s.ranged || s.thrown) facts.push(fact("Range", [metres(s.range)]));
  facts.push(fact("ApCost", [word(I("Ap"), s.apCost)]), fact("GearType", [text(gearWord(s.gear || name))], "GearTypeHint"));
  return { facts, tags: tagsOf([[s.ranged, "Ranged"], [s.thrown, "Thrown"], [s.twoHanded, "TwoHanded"], [s.heavy, "Heavy"], [s.equipped, "Equipped"]]), notes: [] };
}

function armor(s: ArmorSystem): ItemFacts {
  const facts = [fact("ArmorLevel", [word(`MANIFOLD.contest.ArmorLevel.${s.level}`)]), fact("ArmorRating", [text(s.ar)], "ArmorRatingHint")];
  if (s.material) facts.push(fact("Material", [text(s.material)]));
  return { facts, tags: tagsOf([[s.magical, "RareMaterial"], [s.equipped, "Equipped"]]), notes: s.magical ? [I("RareMaterialNote")] : [] };
}

function shield(s: ShieldSystem): ItemFacts {
  const facts = [fact("BlockRating", [text(s.br)], "BlockRatingHint")];
  if (s.material) facts.push(fact("Material", [text(s.material)]));
  return { facts, tags: tagsOf([[s.equipped, "Equipped"]]), notes: [] };
}

function style(s: StyleSystem): ItemFacts {
  const check = checkStyleGear(s.gear);
  const gear = s.gear.length ? s.gear.map((g, i) => ({ text: gearWord(g), ...(i > 0 ? { sep: ", " } : {}) })) : [word("MANIFOLD.Sheet.None")];
  const next = check.nextXp === null ? word(I("GearFull")) : word(I("NextGear"), check.nextXp);
  return {
    facts: [
      fact("Rank", [text(s.rank)]),
      fact("Attribute", [word(`MANIFOLD.contest.Attribute.${s.attribute}`)]),
      { ...fact("Gear", gear), wide: true },
      fact("GearCount", [word(I("GearOf"), check.count, STYLE_MAX_GEAR)], "GearCountHint"),
      { ...fact("GearXp", [word(I("XpValue"), check.xpCost), { ...next, sep: "; " }], "GearXpHint"), wide: true },
    ],
    tags: [],
    notes: check.issues,
  };
}

function spell(s: SpellSystem): ItemFacts {
  const facts = [fact("Kind", [word(`MANIFOLD.contest.SpellKind.${s.kind}`)]), fact("Skill", [word(`MANIFOLD.contest.Skill.${s.skill}`)]), fact("ApCost", [word(I("Ap"), s.apCost)])];
  if (s.damage) facts.push(fact("Damage", damage(s.damage, s.damageType)));
  facts.push(fact("Range", [metres(s.range)]));
  if (s.attack) facts.push(fact("Defences", s.defences.length ? list(s.defences.map((d) => `MANIFOLD.contest.Defence.${d}`)) : [word(I("DefencesAny"))]));
  return { facts, tags: tagsOf([[s.attack, "AttackTrait"], [s.meleeAttack, "MeleeAttackTrait"], [s.targetsMind, "TargetsMind"]]), notes: [] };
}

/** The play-mode card of an item: what it does, in the words of the rules. */
export function itemFacts(type: string, name: string, system: Record<string, unknown>): ItemFacts {
  if (type === "contestWeapon") return weapon(system as unknown as WeaponSystem, name);
  if (type === "contestArmor") return armor(system as unknown as ArmorSystem);
  if (type === "contestShield") return shield(system as unknown as ShieldSystem);
  if (type === "contestStyle") return style(system as unknown as StyleSystem);
  if (type === "contestSpell") return spell(system as unknown as SpellSystem);
  return { facts: [], tags: [], notes: [] };
}

/** The roll the item's sheet offers when it sits on an actor the user owns: the actor sheet's own button. */
export function itemUse(type: string, system: Record<string, unknown>): { label: string; icon: string } | null {
  if (type === "contestWeapon") return { label: "MANIFOLD.contest.Strike", icon: "fa-dice-d20" };
  if (type === "contestSpell") return { label: "MANIFOLD.contest.Cast", icon: system.attack ? "fa-wand-sparkles" : "fa-hand-sparkles" };
  return null;
}
