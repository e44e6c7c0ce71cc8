import { describe, expect, it } from "vitest";
import { applyUpdate, clean, controls, expand, formObject, formValue, type Control } from "./form-html";
import { npcCases } from "../browser/npc-samples";
import { prepareUpdate } from "../../src/foundry/sheets/submit";
import { leafPaths } from "../../src/core/schema";
import type { SourceDoc } from "../browser/samples";

/**
 * The NPC sheets' forms, through v13's submit steps as test/foundry/sheet-roundtrip.test.ts runs
 * them: the stat block's inline pools save and show again, and edit mode reaches every stored field.
 */

/** Paths the rules derive on every prepare (the energy pools' maxima): a typed value would be overwritten. */
const DERIVED = new Set(["aura.max", "stamina.max", "surges.max"]);
/** Stored lists typed through a helper input (form.ts turns them into the list). */
const HELPERS: Record<string, RegExp> = {
  resistances: /^(resistancesText|resist\.)/,
  vulnerabilities: /^vulnerabilitiesText$/,
  weaknesses: /^weak\./,
  meleeAbilities: /^melee\./,
};

function lowered(c: Control): Control {
  if (c.type !== "number") return c;
  const v = Number(c.value);
  return { ...c, value: String(v > 0 ? v - 1 : v + 1) };
}

describe("NPC sheet forms", () => {
  for (const c of npcCases()) {
    it(`${c.doc.name}: the stat block's pools are edited in play mode and saved`, () => {
      const before = controls(c.play(c.doc)).filter((x) => !x.disabled);
      expect(before.map((x) => x.name).sort()).toEqual(c.ruleset === "contest" ? ["system.health.value"] : ["system.aura.value", "system.stamina.value", "system.surges.value"]);
      const edited = before.map(lowered);
      const result = prepareUpdate(c.spec, expand(formObject(edited)), c.convert);
      expect(result.issues).toEqual([]);
      const saved = applyUpdate({ name: c.doc.name, img: c.doc.img, system: c.doc.system }, clean(c.spec, result.data));
      const after = controls(c.play({ ...c.doc, ...saved } as SourceDoc));
      for (const x of edited) expect(formValue(after.find((a) => a.name === x.name)!), x.name).toEqual(formValue(x));
    });

    it(`${c.doc.name}: edit mode has an input for every stored field`, () => {
      const names = controls(c.edit(c.doc)).map((x) => x.name);
      const reached = (path: string) => names.includes(`system.${path}`) || names.some((n) => HELPERS[path]?.test(n));
      expect(leafPaths(c.spec).filter((p) => !DERIVED.has(p) && !reached(p))).toEqual([]);
      expect(names).toContain("name");
    });
  }
});
