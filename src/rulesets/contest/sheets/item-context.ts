/**
 * What the contest item sheet shows, built from plain data: the Foundry sheet and the browser
 * gallery call this same builder. Play mode reads like a card (itemFacts); edit mode is the form.
 */
import { DAMAGE_TYPES, ARMOR_LEVELS, DEFENCES } from "../rules/constants";
import { itemFacts, itemUse } from "./item-facts";
import type { ItemInput } from "../../../core/item-sheet";

const options = (values: readonly string[], prefix: string) => Object.fromEntries(values.map((v) => [v, `${prefix}.${v}`]));

export function itemSheetContext(input: ItemInput) {
  const { item } = input;
  const play = input.editMode ? { facts: [], tags: [], notes: [] } : itemFacts(item.type, item.name, item.system);
  return {
    name: item.name,
    img: item.img,
    type: item.type,
    typeLabel: `TYPES.Item.${item.type}`,
    system: item.system,
    editMode: input.editMode,
    editable: input.editable,
    ...play,
    use: !input.editMode && input.usable ? itemUse(item.type, item.system) : null,
    isWeapon: item.type === "contestWeapon",
    isArmor: item.type === "contestArmor",
    isShield: item.type === "contestShield",
    isStyle: item.type === "contestStyle",
    isSpell: item.type === "contestSpell",
    gearText: Array.isArray(item.system.gear) ? (item.system.gear as string[]).join(", ") : "",
    choices: {
      damageTypes: options(DAMAGE_TYPES, "MANIFOLD.contest.Damage.Type"),
      levels: options(ARMOR_LEVELS, "MANIFOLD.contest.ArmorLevel"),
      attributes: { str: "MANIFOLD.contest.Attribute.str", agi: "MANIFOLD.contest.Attribute.agi" },
      skills: { sorcery: "MANIFOLD.contest.Skill.sorcery", focus: "MANIFOLD.contest.Skill.focus" },
      kinds: { spell: "MANIFOLD.contest.SpellKind.spell", ability: "MANIFOLD.contest.SpellKind.ability" },
    },
    defences: DEFENCES.filter((d) => d !== "none").map((d) => ({
      key: d,
      label: `MANIFOLD.contest.Defence.${d}`,
      checked: Array.isArray(item.system.defences) && (item.system.defences as string[]).includes(d),
    })),
  };
}
