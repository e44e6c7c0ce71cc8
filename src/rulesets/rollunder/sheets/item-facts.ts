/**
 * What a Roll-Under item sheet shows in play mode, read like a card: each stat in words, its
 * derived numbers from the rules' tables with a hint saying where they come from.
 */
import type { FactPart, ItemFact } from "../../../core/item-facts";
import { slotsUsed } from "../rules/gear";
import { ARMOUR, SHIELD } from "../rules/tables";
import type { ArmourSystem, GearSystem, RollunderItem, ShieldSystem, WeaponSystem } from "../rules/types";
import { ARMOUR_KIND, slotText, WEAPON_KIND, weaponFigures } from "./rows";
import { signed } from "../../../core/roll-dialog";

export interface ItemFacts {
  facts: ItemFact[];
  tags: string[];
  notes: string[];
}

const text = (value: string | number): FactPart => ({ text: String(value) });
const word = (key: string, n?: number | string, m?: number | string): FactPart => ({ key, ...(n === undefined ? {} : { n }), ...(m === undefined ? {} : { m }) });
const fact = (label: string, parts: FactPart[], hint?: string): ItemFact => ({ label, parts, ...(hint ? { hint } : {}) });
const tagsOf = (pairs: readonly [boolean, string][]) => pairs.filter(([on]) => on).map(([, key]) => key);
const slots = (item: RollunderItem) => fact("MANIFOLD.rollunder.Item.Slots", [text(slotText(slotsUsed([item])))], "MANIFOLD.rollunder.Item.SlotsHint");

function weapon(item: RollunderItem & { type: "rollunderWeapon" }): ItemFacts {
  const s: WeaponSystem = item.system;
  const f = weaponFigures(s);
  const facts = [
    fact("MANIFOLD.rollunder.Item.Kind", [word(WEAPON_KIND[s.kind])]),
    fact("MANIFOLD.rollunder.Item.Hands", [word(s.hands === 2 ? "MANIFOLD.rollunder.Item.TwoHands" : "MANIFOLD.rollunder.Item.OneHand")]),
    fact("MANIFOLD.rollunder.Item.Damage", [f.damage ? text(f.damage) : word("MANIFOLD.rollunder.Item.NoDamage")], s.damageBonus ? "MANIFOLD.rollunder.Item.DamageBonusHint" : "MANIFOLD.rollunder.Item.DamageHint"),
  ];
  if (f.thrown) facts.push(fact("MANIFOLD.rollunder.Item.Thrown", [word("MANIFOLD.rollunder.Item.ThrownValue", f.thrown.damage, f.thrown.range ?? 0)], "MANIFOLD.rollunder.Item.ThrownHint"));
  if (f.range !== null) facts.push(fact("MANIFOLD.rollunder.Item.Range", [word("MANIFOLD.rollunder.Item.Feet", f.range)], "MANIFOLD.rollunder.Item.RangeHint"));
  const prof = f.proficiency.learning ? word("MANIFOLD.rollunder.Item.HitsValue", f.proficiency.hits, f.proficiency.of) : word(f.proficiency.label);
  // The sheet's badge fills the numbers in; a card's hint is read as it stands.
  facts.push(fact("MANIFOLD.rollunder.Item.Proficiency", [prof], f.proficiency.learning ? "MANIFOLD.rollunder.Item.HitsHint" : f.proficiency.tip), slots(item));
  return {
    facts,
    tags: tagsOf([[s.equipped, "MANIFOLD.rollunder.Item.Equipped"], [s.quickdraw, "MANIFOLD.rollunder.Item.Quickdraw"], [f.needsReload, "MANIFOLD.rollunder.Item.NeedsReload"], [s.kind === "crossbow" && s.loaded, "MANIFOLD.rollunder.Item.Loaded"]]),
    notes: f.damage ? [] : ["MANIFOLD.rollunder.Error.Hands"],
  };
}

function armour(item: RollunderItem & { type: "rollunderArmor" }): ItemFacts {
  const s: ArmourSystem = item.system;
  const row = ARMOUR[s.kind];
  const facts = [fact("MANIFOLD.rollunder.Item.Kind", [word(ARMOUR_KIND[s.kind])]), fact("MANIFOLD.rollunder.Item.Defense", [text(signed(row.defense))], "MANIFOLD.rollunder.Item.DefenseHint")];
  if (row.movement) facts.push(fact("MANIFOLD.rollunder.Item.Movement", [text(signed(row.movement))], "MANIFOLD.rollunder.Item.MovementHint"));
  if (row.stealth) facts.push(fact("MANIFOLD.rollunder.Item.Stealth", [text(signed(row.stealth))], "MANIFOLD.rollunder.Item.StealthHint"));
  facts.push(slots(item));
  return { facts, tags: tagsOf([[s.equipped, "MANIFOLD.rollunder.Item.Equipped"]]), notes: [] };
}

function shield(item: RollunderItem & { type: "rollunderShield" }): ItemFacts {
  const s: ShieldSystem = item.system;
  const facts = [
    fact("MANIFOLD.rollunder.Item.Defense", [s.broken ? word("MANIFOLD.rollunder.Item.BrokenValue") : text(signed(SHIELD.defense))], "MANIFOLD.rollunder.Item.ShieldHint"),
    fact("MANIFOLD.rollunder.Item.Sunder", [s.broken ? word("MANIFOLD.rollunder.Item.BrokenValue") : word("MANIFOLD.rollunder.Item.SunderValue", SHIELD.sunder)], "MANIFOLD.rollunder.Item.SunderHint"),
    slots(item),
  ];
  return { facts, tags: tagsOf([[s.equipped, "MANIFOLD.rollunder.Item.Equipped"], [s.broken, "MANIFOLD.rollunder.Item.Broken"]]), notes: [] };
}

function gear(item: RollunderItem & { type: "rollunderGear" }): ItemFacts {
  const s: GearSystem = item.system;
  return { facts: [slots(item)], tags: tagsOf([[s.small, "MANIFOLD.rollunder.Item.Small"], [s.quickdraw, "MANIFOLD.rollunder.Item.Quickdraw"]]), notes: [] };
}

/** The play-mode card of an item: what it does, in the words of the rules. */
export function itemFacts(item: RollunderItem): ItemFacts {
  switch (item.type) {
    case "rollunderWeapon":
      return weapon(item);
    case "rollunderArmor":
      return armour(item);
    case "rollunderShield":
      return shield(item);
    case "rollunderGear":
      return gear(item);
  }
}

/** The roll the item's sheet offers when it sits on an actor the user owns: the actor sheet's own Attack. */
export function itemUse(type: string): { label: string; icon: string } | null {
  return type === "rollunderWeapon" ? { label: "MANIFOLD.rollunder.Sheet.Attack", icon: "fa-dice-d20" } : null;
}
