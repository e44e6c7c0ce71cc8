import { describe, expect, it } from "vitest";
import { controls } from "./form-html";
import { expectRoundTrip, submitForm } from "./round-trip";
import type { SchemaSpec } from "../../src/core/schema";
import { dierankRules } from "../../src/rulesets/dierank/rules/definition";
import type { SourceDoc } from "../browser/samples";
import { ACTORS, ITEMS, characterPage, itemPage, npcPlayPage } from "../browser/dierank-pages";

/**
 * The Die Rank sheets' forms through v13's submit: every edited input is saved and shown again (a
 * die as a die), a die off the ladder or a pool below 0 is refused field by field, and the NPC's
 * stat block saves its HP and MP in play mode.
 */
interface Case {
  title: string;
  doc: SourceDoc;
  spec: SchemaSpec;
  edit(doc: SourceDoc): string;
}

const cases: Case[] = [
  ...ACTORS.map((doc) => ({ title: `${doc.type} ${doc.name}`, doc, spec: dierankRules.actorTypes[doc.type]!, edit: (d: SourceDoc) => characterPage(d, true) })),
  ...ITEMS.map((doc) => ({ title: `${doc.type} ${doc.name}`, doc, spec: dierankRules.itemTypes[doc.type]!, edit: (d: SourceDoc) => itemPage(d, true) })),
];


describe("Die Rank sheet inputs survive v13's submit", () => {
  for (const c of cases) {
    it(`${c.title}: every edited input is saved and shown again`, () => expectRoundTrip(c, 1));
  }

  it("every stat is a select of the ladder's seven dice", () => {
    const stats = controls(characterPage(ACTORS[0]!, true)).filter((x) => x.name.startsWith("system.stats."));
    expect(stats.map((x) => x.name)).toEqual(["att", "def", "pre", "for", "ref", "str", "int"].map((s) => `system.stats.${s}`));
    for (const s of stats) expect([s.tag, s.options]).toEqual(["select", ["d2", "d4", "d6", "d8", "d10", "d12", "d20"]]);
  });

  it("a die off the ladder is refused with the stat's name, and nothing is saved", () => {
    const pc = cases[0]!;
    const list = controls(pc.edit(pc.doc)).map((x) => (x.name === "system.stats.att" ? { ...x, options: [...x.options, "d7"], value: "d7" } : x));
    expect(submitForm(pc.spec, list).issues).toEqual([expect.objectContaining({ path: "stats.att" })]);
  });

  it("HP below 0 is refused", () => {
    const pc = cases[0]!;
    const list = controls(pc.edit(pc.doc)).map((x) => (x.name === "system.hp.value" ? { ...x, value: "-1" } : x));
    expect(submitForm(pc.spec, list).issues).toEqual([expect.objectContaining({ key: "MANIFOLD.Validation.Min", path: "hp.value" })]);
  });

  it("the NPC stat block saves HP and MP in play mode", () => {
    const npc = ACTORS.find((a) => a.type === "dierankNpc")!;
    const spec = dierankRules.actorTypes.dierankNpc!;
    const list = controls(npcPlayPage(npc)).filter((x) => !x.disabled).map((x) => (x.name === "system.hp.value" ? { ...x, value: "1" } : x));
    expect(list.map((x) => x.name)).toEqual(["system.hp.value", "system.mp.value"]);
    const result = submitForm(spec, list);
    expect(result.issues).toEqual([]);
    expect(result.data).toMatchObject({ system: { hp: { value: 1 } } });
  });
});
