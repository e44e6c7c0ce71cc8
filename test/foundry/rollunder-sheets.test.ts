import { describe, expect, it } from "vitest";
import { controls, decode } from "./form-html";
import { expectRoundTrip, submitForm } from "./round-trip";
import type { SchemaSpec } from "../../src/core/schema";
import { rollunderRules } from "../../src/rulesets/rollunder/rules/definition";
import type { SourceDoc } from "../browser/samples";
import { CHARACTERS, ITEMS, NPCS } from "../browser/rollunder-samples";
import { characterBody, itemBody, npcEditBody, npcPlayBody } from "../browser/rollunder-pages";

/**
 * The Roll-Under sheets' forms through v13's submit: every edited input is saved and shown again,
 * a value out of bounds is refused field by field, and names typed by users stay text.
 */
interface Case {
  title: string;
  doc: SourceDoc;
  spec: SchemaSpec;
  edit(doc: SourceDoc): string;
  play(doc: SourceDoc): string;
}

const cases: Case[] = [
  ...CHARACTERS.map((doc) => ({ title: `${doc.type} ${doc.name}`, doc, spec: rollunderRules.actorTypes[doc.type]!, // No Active Effect here: what the form saves is what it shows again.
    edit: (d: SourceDoc) => characterBody(d, true, null, false),
    play: (d: SourceDoc) => characterBody(d, false) })),
  ...NPCS.map((doc) => ({ title: `${doc.type} ${doc.name}`, doc, spec: rollunderRules.actorTypes[doc.type]!, edit: npcEditBody, play: (d: SourceDoc) => npcPlayBody(d) })),
  ...ITEMS.map((doc) => ({ title: `${doc.type} ${doc.name}`, doc, spec: rollunderRules.itemTypes[doc.type]!, edit: (d: SourceDoc) => itemBody(d, true), play: (d: SourceDoc) => itemBody(d, false) })),
];


describe("Roll-Under sheet inputs survive v13's submit", () => {
  for (const c of cases) {
    it(`${c.title}: every edited input is saved and shown again`, () => expectRoundTrip(c, 2));
  }

  it("an NPC's Morale of 13 is refused with the field's bound, and nothing is saved", () => {
    const ogre = cases.find((c) => c.doc.type === "rollunderNpc")!;
    const list = controls(ogre.edit(ogre.doc)).map((x) => (x.name === "system.morale" ? { ...x, value: "13" } : x));
    expect(submitForm(ogre.spec, list).issues).toEqual([expect.objectContaining({ key: "MANIFOLD.Validation.Max", path: "morale" })]);
  });

  it("a character's HP above 20 is refused", () => {
    const pc = cases[0]!;
    const list = controls(pc.edit(pc.doc)).map((x) => (x.name === "system.hp.value" ? { ...x, value: "21" } : x));
    expect(submitForm(pc.spec, list).issues).toEqual([expect.objectContaining({ key: "MANIFOLD.Validation.Max", path: "hp.value" })]);
  });
});

describe("who sees the healing buttons", () => {
  it("the character's owners see Lunch, Rest and Magical healing; an observer sees none", () => {
    const pc = CHARACTERS[0]!;
    expect(characterBody(pc, false).match(/data-roll="(lunch|rest|magic)"/g)).toHaveLength(3);
    expect(characterBody(pc, false, null, true, false)).not.toMatch(/data-roll="(lunch|rest|magic)"/);
    // Edit mode is the form: no healing there either.
    expect(characterBody(pc, true)).not.toMatch(/data-roll="(lunch|rest|magic)"/);
  });
});

const EVIL = `<img src=x onerror=alert(1)>`;
const named = (doc: SourceDoc, name: string): SourceDoc => ({ ...doc, name, items: (doc.items ?? []).map((i) => ({ ...i, name })) });
const handlers = (html: string) => [...html.matchAll(/<[a-z][^>]*\son\w+\s*=/gi)].map((m) => m[0]);

describe("names on Roll-Under sheets stay text", () => {
  for (const c of cases) {
    for (const [mode, render] of [["play", c.play], ["edit", c.edit]] as const) {
      it(`${c.title} (${mode})`, () => {
        const html = render(named(c.doc, EVIL));
        expect(handlers(html)).toEqual([]);
        expect(decode(html)).toContain(EVIL);
      });
    }
  }
});
