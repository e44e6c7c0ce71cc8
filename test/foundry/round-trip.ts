/**
 * One sheet's form through v13's submit, as the round-trip tests of Roll-Under and Die Rank check
 * it: every control counted, every enabled one given a new value, the form cleaned by the schema
 * and saved, and the sheet drawn again from the saved document showing every new value.
 */
import { expect } from "vitest";
import { applyUpdate, changedControl, clean, controls, expand, formObject, formValue, namedCount, type Control } from "./form-html";
import { prepareUpdate, unchanged } from "../../src/foundry/sheets/submit";
import { htmlPaths, type SchemaSpec } from "../../src/core/schema";
import type { SourceDoc } from "../browser/samples";

export const submitForm = (spec: SchemaSpec, list: readonly Control[]) => prepareUpdate(spec, expand(formObject(list)), unchanged);

export function expectRoundTrip(c: { doc: SourceDoc; spec: SchemaSpec; edit(doc: SourceDoc): string }, fewest: number): void {
  const html = c.edit(c.doc);
  const before = controls(html);
  expect(before).toHaveLength(namedCount(html));
  const edited = before.filter((x) => !x.disabled).map((x) => changedControl(x));
  expect(edited.length).toBeGreaterThan(fewest);
  expect(before.filter((x) => x.tag === "prose-mirror").map((x) => x.name)).toEqual(htmlPaths(c.spec).map((p) => `system.${p}`));
  const result = submitForm(c.spec, edited);
  expect(result.issues).toEqual([]);
  const saved = applyUpdate({ name: c.doc.name, img: c.doc.img, system: c.doc.system }, clean(c.spec, result.data));
  const after = controls(c.edit({ ...c.doc, ...saved } as SourceDoc));
  const shown = (name: string) => after.find((x) => x.name === name);
  expect(edited.filter((x) => !shown(x.name) || formValue(shown(x.name)!) !== formValue(x)).map((x) => x.name)).toEqual([]);
}
