import { describe, expect, it } from "vitest";
import { makeRenderer, lookup, proseStandIn } from "../browser/render";
import { pack, type SourceDoc } from "../browser/samples";
import { contestRules } from "../../src/rulesets/contest/rules/definition";
import { energyRules } from "../../src/rulesets/energy/rules/definition";
import { itemSheetContext as contestItem } from "../../src/rulesets/contest/sheets/item-context";
import { itemSheetContext as energyItem } from "../../src/rulesets/energy/sheets/item-context";
import { itemFacts as contestFacts, itemUse as contestUse, gearWord } from "../../src/rulesets/contest/sheets/item-facts";
import { itemFacts as energyFacts, itemUse as energyUse } from "../../src/rulesets/energy/sheets/item-facts";
import { normaliseGear, styleCovers } from "../../src/rulesets/contest/rules/style";
import { defaults } from "../../src/core/schema";

/**
 * Item sheets: play mode reads like a card (no form control, every label with a value, options in
 * words), edit mode is the form, and the sheet of an owned item offers the actor sheet's roll.
 */
const render = makeRenderer();
const CONTEST = ["contest-weapons", "contest-armor", "contest-shields", "contest-styles", "contest-spells"].flatMap((p) => pack(p));
const ENERGY = ["energy-weapons", "energy-armor", "energy-shields", "energy-abilities"].flatMap((p) => pack(p));

function sheet(doc: SourceDoc, editMode: boolean, usable = false): string {
  const item = { name: doc.name, img: doc.img, type: doc.type, system: doc.system };
  const contest = doc.type.startsWith("contest");
  const spec = (contest ? contestRules : energyRules).itemTypes[doc.type]!;
  const context = { ...(contest ? contestItem : energyItem)({ item, editMode, editable: true, usable }), prose: proseStandIn(spec, doc.system) };
  const dir = contest ? "contest" : "energy";
  return render(`templates/${dir}/item/header.hbs`, context) + render(`templates/${dir}/item/details.hbs`, context);
}

/** The text a player reads: tags dropped, entities left as they are. */
const words = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("item sheets in play mode read like a card", () => {
  it.each([...CONTEST, ...ENERGY].map((d) => [`${d.type} ${d.name}`, d] as const))("%s: no form control, every label has its value", (_title, doc) => {
    const html = sheet(doc, false, true);
    expect(html).not.toMatch(/<(input|select|textarea|prose-mirror)\b|\bdisabled\b/);
    const pairs = [...html.matchAll(/<dt>([^<]*)<\/dt>\s*<dd[^>]*>([^<]*)<\/dd>/g)].map((m) => [m[1]!.trim(), m[2]!.trim()]);
    expect(pairs.length).toBeGreaterThan(1);
    expect(pairs.filter(([label, value]) => !label || !value)).toEqual([]);
    // Options are shown in words, never as the stored id or a lang key.
    expect(words(html)).not.toMatch(/MANIFOLD\.|TYPES\.|\bseeds?\b|gear key/i);
  });

  it.each([...CONTEST, ...ENERGY].map((d) => [`${d.type} ${d.name}`, d] as const))("%s: edit mode is the form, with nothing disabled", (_title, doc) => {
    const html = sheet(doc, true);
    expect(html).toMatch(/<input\b/);
    expect(html).toContain("<prose-mirror");
    expect(html).not.toMatch(/\bdisabled\b/);
    expect(html).not.toContain('class="item-facts"');
  });
});

describe("chosen options and derived numbers are shown in words", () => {
  const valueOf = (facts: Awaited<ReturnType<typeof contestFacts>>["facts"], label: string) => facts.find((f) => f.label === label)?.parts;

  it("contest: a weapon's damage type, a spell's skill and defences, a style's attribute are localized words", () => {
    const weapon = contestFacts("contestWeapon", "Axe", { ...defaults(contestRules.itemTypes.contestWeapon!), damage: "1d8", damageType: "crushing" });
    expect(valueOf(weapon.facts, "MANIFOLD.contest.Item.Damage")).toEqual([{ text: "1d8" }, { key: "MANIFOLD.contest.Damage.Type.crushing" }]);
    const spell = contestFacts("contestSpell", "Bolt", { ...defaults(contestRules.itemTypes.contestSpell!), skill: "focus", defences: ["block", "dodge"] });
    expect(valueOf(spell.facts, "MANIFOLD.contest.Item.Skill")).toEqual([{ key: "MANIFOLD.contest.Skill.focus" }]);
    expect(valueOf(spell.facts, "MANIFOLD.contest.Item.Defences")).toEqual([{ key: "MANIFOLD.contest.Defence.block" }, { key: "MANIFOLD.contest.Defence.dodge", sep: ", " }]);
    const style = contestFacts("contestStyle", "S", { ...defaults(contestRules.itemTypes.contestStyle!), attribute: "agi", gear: ["hand-crossbow"] });
    expect(valueOf(style.facts, "MANIFOLD.contest.Item.Attribute")).toEqual([{ key: "MANIFOLD.contest.Attribute.agi" }]);
    expect(valueOf(style.facts, "MANIFOLD.contest.Item.Gear")).toEqual([{ text: "Hand crossbow" }]);
  });

  it("contest.style.3-5: a style's gear count and the XP it cost, with the next piece's price", () => {
    const seven = ["a", "b", "c", "d", "e", "f", "g"];
    const style = contestFacts("contestStyle", "S", { ...defaults(contestRules.itemTypes.contestStyle!), gear: seven });
    expect(valueOf(style.facts, "MANIFOLD.contest.Item.GearCount")).toEqual([{ key: "MANIFOLD.contest.Item.GearOf", n: 7, m: 10 }]);
    expect(valueOf(style.facts, "MANIFOLD.contest.Item.GearXp")).toEqual([{ key: "MANIFOLD.contest.Item.XpValue", n: 50 }, { key: "MANIFOLD.contest.Item.NextGear", n: 25, sep: "; " }]);
    const full = contestFacts("contestStyle", "S", { ...defaults(contestRules.itemTypes.contestStyle!), gear: [...seven, "h", "i", "j"] });
    expect(valueOf(full.facts, "MANIFOLD.contest.Item.GearXp")![1]).toMatchObject({ key: "MANIFOLD.contest.Item.GearFull" });
  });

  it("energy.crit.2: Precision is shown as the rolls that crit", () => {
    const base = defaults(energyRules.itemTypes.energyWeapon!);
    const crit = (precision: number) => energyFacts("energyWeapon", { ...base, precision }).facts.find((f) => f.label === "MANIFOLD.energy.Item.Critical")!.parts;
    expect(crit(0)).toEqual([{ key: "MANIFOLD.energy.Item.CritPlain", n: 20 }]);
    expect(crit(2)).toEqual([{ key: "MANIFOLD.energy.Item.CritPrecise", n: 18, m: 2 }]);
  });

  it("energy.throw.4-6: a thrown weapon with no range of its own shows its weight's default", () => {
    const base = defaults(energyRules.itemTypes.energyWeapon!);
    const thrown = (over: Record<string, unknown>) => energyFacts("energyWeapon", { ...base, thrown: true, ...over }).facts.find((f) => f.label === "MANIFOLD.energy.Item.ThrownRange");
    expect(thrown({ light: true })).toMatchObject({ parts: [{ n: "3 / 5", m: 10 }], hint: "MANIFOLD.energy.Item.ThrownDefaultHint" });
    expect(thrown({ thrownRange: { near: 4, far: 8, max: 16 } })).toMatchObject({ parts: [{ n: "4 / 8", m: 16 }], hint: "MANIFOLD.energy.Item.ThrownHint" });
    expect(energyFacts("energyWeapon", base).facts.find((f) => f.label === "MANIFOLD.energy.Item.ThrownRange")).toBeUndefined();
  });

  it("energy: an ability's cost, targets and uses are in words; booleans become properties", () => {
    const ability = energyFacts("energyAbility", { ...defaults(energyRules.itemTypes.energyAbility!), energyCost: 2, staminaCost: 1, defense: "will", doublesDamage: true });
    expect(ability.facts.map((f) => f.parts)).toContainEqual([{ key: "MANIFOLD.energy.Item.CostBoth", n: 2, m: 1 }]);
    expect(ability.facts.map((f) => f.parts)).toContainEqual([{ key: "MANIFOLD.energy.Choice.defense.will" }]);
    expect(ability.facts.map((f) => f.parts)).toContainEqual([{ key: "MANIFOLD.energy.Item.AtWill" }]);
    expect(ability.tags).toEqual(["MANIFOLD.energy.Item.DoublesDamage"]);
    const staminaOnly = energyFacts("energyAbility", { ...defaults(energyRules.itemTypes.energyAbility!), energyCost: 0, staminaCost: 2 });
    expect(staminaOnly.facts.map((f) => f.parts)).toContainEqual([{ key: "MANIFOLD.energy.Item.StaminaCost", n: 2 }]);
  });

  it("every lang key a fact, tag or use button names exists", () => {
    const keys = [...CONTEST, ...ENERGY].flatMap((doc) => {
      const contest = doc.type.startsWith("contest");
      const f = contest ? contestFacts(doc.type, doc.name, doc.system) : energyFacts(doc.type, doc.system);
      const use = contest ? contestUse(doc.type, doc.system) : energyUse(doc.type);
      return [...f.facts.flatMap((x) => [x.label, x.hint ?? "", ...x.parts.map((p) => p.key ?? "")]), ...f.tags, use?.label ?? ""].filter(Boolean);
    });
    expect([...new Set(keys)].filter((k) => lookup(k) === undefined)).toEqual([]);
  });
});

describe("the sheet of an owned item offers the actor sheet's roll", () => {
  const first = (type: string) => [...CONTEST, ...ENERGY].find((d) => d.type === type)!;
  it.each([
    ["contestWeapon", "Strike"],
    ["contestSpell", "Cast"],
    ["energyWeapon", "Attack"],
    ["energyRanged", "Shoot"],
    ["energyAbility", "Use"],
  ])("%s: %s, named with the item, only in play mode and only when usable", (type, label) => {
    const doc = first(type);
    expect(sheet(doc, false, true)).toContain(`data-action="use" aria-label="${label}: ${doc.name}"`);
    expect(sheet(doc, false, false)).not.toContain('data-action="use"');
    expect(sheet(doc, true, true)).not.toContain('data-action="use"');
  });
  it.each(["contestArmor", "contestShield", "contestStyle", "energyArmor", "energyShield"])("%s: nothing to roll, no button", (type) => {
    expect(sheet(first(type), false, true)).not.toContain('data-action="use"');
  });
});

describe("gear names a player types", () => {
  it("are shown as words, and British armour counts as the same gear", () => {
    expect(gearWord("hand-crossbow")).toBe("Hand crossbow");
    expect(normaliseGear("Full Armour")).toBe(normaliseGear("full armor"));
    expect(styleCovers(["full armour"], "partial armor")).toBe(true);
  });
});
