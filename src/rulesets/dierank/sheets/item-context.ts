/**
 * What the Die Rank item sheet shows, built from plain data: the Foundry sheet and the browser
 * gallery call this same builder. Play mode reads like a card; edit mode is the form, every die
 * a choice on the ladder.
 */
import { RANGE_BANDS } from "../rules/attack";
import { STAT_IDS } from "../rules/stats";
import { DIE_LABELS, SPELL_RANGES, WEAPON_KINDS } from "../rules/types";
import { DIERANK_STATUSES } from "../rules/conditions";
import { itemContext, type ItemInput, type ItemField } from "../../../core/item-sheet";

const D = "MANIFOLD.dierank";

const dice = Object.fromEntries(DIE_LABELS.map((d) => [d, d]));
const stats = Object.fromEntries(STAT_IDS.map((s) => [s, `${D}.Stat.${s}`]));
const choose = (label: string, path: string, value: unknown, choices: Record<string, string>): ItemField => ({ label: `${D}.Field.${label}`, name: `system.${path}`, value, choices });
const check = (path: string, value: unknown): ItemField => ({ label: `${D}.Field.${path}`, name: `system.${path}`, value, check: true });

function fields(type: string, s: Record<string, unknown>): ItemField[] {
  switch (type) {
    case "dierankWeapon": {
      const minimum = (s.minimum ?? {}) as Record<string, unknown>;
      return [
        choose("kind", "kind", s.kind, Object.fromEntries(WEAPON_KINDS.map((k) => [k, `${D}.Kind.${k}`]))),
        choose("die", "die", s.die, { "": "MANIFOLD.dierank.Item.AttDie", ...stats, ...dice }),
        ...["parry", "long", "oneHanded", "firearm", "lethal", "equipped"].map((k) => check(k, s[k])),
        ...RANGE_BANDS.map((b) => ({ ...choose(`minimum.${b}`, `minimum.${b}`, minimum[b], dice) })),
      ];
    }
    case "dierankShield":
      return [check("equipped", s.equipped)];
    case "dierankSpell":
      return [
        choose("roll", "roll", s.roll, { ...stats, ...dice }),
        choose("defence", "defence", s.defence, { ...stats, ...dice }),
        choose("range", "range", s.range, Object.fromEntries(SPELL_RANGES.map((r) => [r, `${D}.Band.${r}`]))),
        { label: "MANIFOLD.dierank.Field.cost", name: "system.cost", value: s.cost, number: true, min: 0, max: 99 },
        choose("effect", "effect", s.effect, { "": "MANIFOLD.dierank.Item.NoEffect", ...Object.fromEntries(DIERANK_STATUSES.map((c) => [c.id, c.name])) }),
        ...["physical", "indirect", "lethal", "harmless"].map((k) => check(k, s[k])),
      ];
    default:
      return [];
  }
}

type Part = { key?: string; text?: string };
const fact = (label: string, ...parts: Part[]) => ({ label, parts });
const word = (key: string): Part => ({ key });
const text = (t: unknown): Part => ({ text: String(t) });
const dieOrStat = (v: unknown): Part => ((STAT_IDS as readonly string[]).includes(String(v)) ? word(`${D}.Stat.${String(v)}`) : text(v));

/** Play mode: the item's stats as label and value, and its properties as tags. */
function facts(type: string, s: Record<string, unknown>) {
  const tagsOf = (keys: string[]) => keys.filter((k) => s[k]).map((k) => `${D}.Field.${k}`);
  if (type === "dierankWeapon") {
    const minimum = (s.minimum ?? {}) as Record<string, unknown>;
    return {
      facts: [
        fact("MANIFOLD.dierank.Field.kind", word(`${D}.Kind.${String(s.kind)}`)),
        fact("MANIFOLD.dierank.Field.die", s.die ? dieOrStat(s.die) : word("MANIFOLD.dierank.Item.AttDie")),
        ...(s.kind === "ranged" ? [fact("MANIFOLD.dierank.Item.Minimum", ...RANGE_BANDS.map((b) => ({ text: `${String(minimum[b])}` })))] : []),
      ],
      tags: tagsOf(["parry", "long", "oneHanded", "firearm", "lethal", "equipped"]),
      notes: s.kind === "ranged" ? ["MANIFOLD.dierank.Item.MinimumNote"] : [],
    };
  }
  if (type === "dierankSpell") {
    return {
      facts: [
        fact("MANIFOLD.dierank.Field.roll", dieOrStat(s.roll)),
        fact("MANIFOLD.dierank.Field.defence", dieOrStat(s.defence)),
        fact("MANIFOLD.dierank.Field.range", word(`${D}.Band.${String(s.range)}`)),
        fact("MANIFOLD.dierank.Field.cost", text(s.cost)),
        ...(s.effect ? [fact("MANIFOLD.dierank.Field.effect", word(`${D}.Condition.${String(s.effect)}`))] : []),
      ],
      tags: tagsOf(["physical", "indirect", "lethal", "harmless"]),
      notes: [],
    };
  }
  return { facts: [], tags: tagsOf(["equipped"]), notes: ["MANIFOLD.dierank.Item.ShieldNote"] };
}

export function itemSheetContext(input: ItemInput) {
  const { type, system } = input.item;
  const attacks = type === "dierankWeapon" || type === "dierankSpell";
  return itemContext(input, { play: () => facts(type, system), fields: () => fields(type, system), use: () => (attacks ? { label: "MANIFOLD.dierank.Sheet.Attack", icon: "fa-dice-d20" } : null) });
}
