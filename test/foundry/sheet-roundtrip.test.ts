import { describe, expect, it } from "vitest";
import { applyUpdate, changedControl, clean, controls, expand, formObject, formValue, namedCount, type Control } from "./form-html";
import { sheetCases, type Doc } from "./sheets";
import { prepareUpdate } from "../../src/foundry/sheets/submit";
import { htmlPaths } from "../../src/core/schema";

/**
 * What users type must save. For every sheet, every enabled input in edit mode gets a new value;
 * the form goes through v13's steps (flat object, expand, our `_processFormData` conversion, the
 * schema's cleaning, the update) and the sheet rendered from the updated document must show every
 * new value again. An input whose value the cleaning drops shows its old value and is named here.
 */

/** A different valid value for each text input; typed lists are given in their stored spelling. */
const TEXT: Record<string, [string, string]> = {
  resistancesText: ["fire 3, physical 2", "frost 1"],
  vulnerabilitiesText: ["crushing 3", "acid 2"],
  gearText: ["mace, shield", "spear"],
  "system.damage": ["2d6+1", "1d4"],
};

const changed = (c: Control): Control => changedControl(c, TEXT);

function submit(spec: Parameters<typeof prepareUpdate>[0], convert: Parameters<typeof prepareUpdate>[2], list: readonly Control[]) {
  return prepareUpdate(spec, expand(formObject(list)), convert);
}

describe("sheet inputs survive v13's submit", () => {
  for (const c of sheetCases()) {
    it(`${c.title}: every edited input is saved and shown again`, () => {
      const html = c.render(c.doc, true);
      const before = controls(html);
      // The reader must see every named control, or a lost input could hide from this test.
      expect(before).toHaveLength(namedCount(html));
      const edited = before.filter((x) => !x.disabled).map(changed);
      expect(edited.length).toBeGreaterThan(3);
      // Rich text is edited with v13's ProseMirror element, one per html field of the type.
      const prose = before.filter((x) => x.tag === "prose-mirror").map((x) => x.name);
      expect(prose).toEqual(htmlPaths(c.spec).map((p) => `system.${p}`));

      const result = submit(c.spec, c.convert, edited);
      expect(result.issues).toEqual([]);
      const saved = applyUpdate({ name: c.doc.name, img: c.doc.img, system: c.doc.system }, clean(c.spec, result.data));
      const after = controls(c.render({ ...c.doc, ...saved } as Doc, true));

      const shown = (name: string) => after.find((x) => x.name === name);
      const lost = edited.filter((x) => !shown(x.name) || formValue(shown(x.name)!) !== formValue(x)).map((x) => x.name);
      expect(lost).toEqual([]);
    });
  }
});

describe("a refused form saves nothing and says why", () => {
  const cases = sheetCases();
  const contestNpc = cases.find((c) => c.doc.type === "contestNpc")!;

  it("contest: a resistance that is not a damage type names the bad entry", () => {
    const list = controls(contestNpc.render(contestNpc.doc, true)).map((x) => (x.name === "resistancesText" ? { ...x, value: "fire 3, laser 2" } : x));
    const result = submit(contestNpc.spec, contestNpc.convert, list);
    expect(result.issues).toEqual([expect.objectContaining({ key: "MANIFOLD.contest.BadModifierEntry", data: expect.objectContaining({ entry: "laser 2" }) })]);
  });

  it.each(cases.filter((c) => c.doc.type.endsWith("Npc")).map((c) => [c.title, c] as const))("%s: a number above its maximum is refused with the field's bound", (_title, c) => {
    const list = controls(c.render(c.doc, true));
    const bounded = list.find((x) => x.type === "number" && x.max !== undefined && !x.disabled)!;
    const result = submit(c.spec, c.convert, list.map((x) => (x === bounded ? { ...x, value: String(bounded.max! + 1) } : x)));
    expect(result.issues).toEqual([expect.objectContaining({ key: "MANIFOLD.Validation.Max", path: bounded.name.replace(/^system\./, "") })]);
  });
});
