/**
 * What the Roll-Under item sheet shows, built from plain data: the Foundry sheet and the browser
 * gallery call this same builder. Play mode reads like a card (itemFacts); edit mode is the form.
 */
import type { RollunderItem } from "../rules/types";
import { ARMOUR_KINDS, WEAPON_KINDS } from "../rules/types";
import { itemFacts, itemUse } from "./item-facts";
import { ARMOUR_KIND, WEAPON_KIND } from "./rows";
import { itemContext, type ItemInput, type ItemField } from "../../../core/item-sheet";

const num = (label: string, path: string, value: unknown, min: number, max: number): ItemField => ({ label, name: `system.${path}`, value, number: true, min, max });
const check = (label: string, path: string, value: unknown): ItemField => ({ label, name: `system.${path}`, value, check: true });
const pick = <K extends string>(keys: readonly K[], labels: Readonly<Record<K, string>>) => Object.fromEntries(keys.map((k) => [k, labels[k]]));

/** The form's inputs for one type, each a stored field with its own label. */
function fields(type: string, s: Record<string, unknown>): ItemField[] {
  const example = check("MANIFOLD.rollunder.Field.example", "example", s.example);
  switch (type) {
    case "rollunderWeapon":
      return [
        { label: "MANIFOLD.rollunder.Field.kind", name: "system.kind", value: s.kind, choices: pick(WEAPON_KINDS, WEAPON_KIND) },
        num("MANIFOLD.rollunder.Field.hands", "hands", s.hands, 1, 2),
        num("MANIFOLD.rollunder.Field.damageBonus", "damageBonus", s.damageBonus, -20, 20),
        num("MANIFOLD.rollunder.Field.hits", "hits", s.hits, 0, 999),
        check("MANIFOLD.rollunder.Field.proficient", "proficient", s.proficient),
        check("MANIFOLD.rollunder.Field.equipped", "equipped", s.equipped),
        check("MANIFOLD.rollunder.Field.quickdraw", "quickdraw", s.quickdraw),
        check("MANIFOLD.rollunder.Field.loaded", "loaded", s.loaded),
        example,
      ];
    case "rollunderArmor":
      return [{ label: "MANIFOLD.rollunder.Field.kind", name: "system.kind", value: s.kind, choices: pick(ARMOUR_KINDS, ARMOUR_KIND) }, check("MANIFOLD.rollunder.Field.equipped", "equipped", s.equipped), example];
    case "rollunderShield":
      return [check("MANIFOLD.rollunder.Field.equipped", "equipped", s.equipped), check("MANIFOLD.rollunder.Field.broken", "broken", s.broken), example];
    case "rollunderGear":
      return [num("MANIFOLD.rollunder.Field.slotsTaken", "slotsTaken", s.slotsTaken, 0, 99), check("MANIFOLD.rollunder.Field.small", "small", s.small), check("MANIFOLD.rollunder.Field.quickdraw", "quickdraw", s.quickdraw), example];
    default:
      return [];
  }
}

export function itemSheetContext(input: ItemInput) {
  const { item } = input;
  const plain = { id: item.id ?? "", name: item.name, type: item.type, system: item.system } as unknown as RollunderItem;
  return itemContext(input, { play: () => itemFacts(plain), fields: () => fields(item.type, item.system), use: () => itemUse(item.type) });
}
