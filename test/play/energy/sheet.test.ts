/**
 * The sheet as actor-sheet.ts shows it (sheets/context.ts actorSheetContext): the sheet step reads
 * the creature with its conditions, put on through the condition step, and gives the derived
 * values and the reminders of table-decided rules that apply to it now.
 */
import { describe, expect, it } from "vitest";
import { actorSheetContext } from "../../../src/rulesets/energy/sheets/context";
import { sheetStep } from "../../../src/rulesets/energy/play/sheet";
import type { CreatureSystem, EnergyItem } from "../../../src/rulesets/energy/rules/types";
import type { PlainActor } from "../table";
import { energyWorld } from "./world";
import { Conditions } from "./condition-world";

const R = (key: string) => `MANIFOLD.energy.Reminder.${key}`;

/** Kestra with `statuses` put on through the condition step, at MPL `mpl`. */
function kestra(statuses: string[] = [], mpl = 1) {
  const w = energyWorld();
  const conds = new Conditions();
  for (const s of statuses) conds.add(w.kestra, s);
  (w.kestra.system as unknown as CreatureSystem).mpl.level = mpl;
  return w.kestra;
}

/** What the sheet's glue hands the step: stored data, items and the actor's statuses. */
const sheet = (a: PlainActor) => sheetStep({ type: a.type, system: a.system as unknown as CreatureSystem, items: a.items as unknown as EnergyItem[], statuses: a.statuses });

describe("energy: reminders the sheet shows for the creature as it stands", () => {
  it("energy.cond.9: a Blinded creature's sheet reminds of disadvantage on Skill Checks that rely on sight; a sighted one's does not", () => {
    expect(sheet(kestra(["blinded"])).reminders).toContain(R("blindSkills"));
    expect(sheet(kestra(["dazed"])).reminders).not.toContain(R("blindSkills"));
    expect(sheet(kestra()).reminders).not.toContain(R("blindSkills"));
  });

  it("energy.cond.17: under a condition a place can keep applying (Slowed in a bog), the sheet reminds that an ability removing it holds to the round's end", () => {
    for (const kept of [["slowed"], ["blinded"], ["prone"]]) expect(sheet(kestra(kept)).reminders, kept[0]).toContain(R("ignoreCondition"));
    // Exposed, Unguarded and Surprised end on their own; with none of them in force nothing is kept on.
    for (const passing of [[], ["exposed"], ["unguarded"], ["surprised"]]) expect(sheet(kestra(passing)).reminders, passing[0] ?? "none").not.toContain(R("ignoreCondition"));
  });

  it("energy.mpl.5: from MPL 3 the sheet reminds that Combat Styles are learnt at MPL 3 and 6", () => {
    expect(sheet(kestra([], 3)).reminders).toContain(R("styles"));
    expect(sheet(kestra([], 6)).reminders).toContain(R("styles"));
    expect(sheet(kestra([], 2)).reminders).not.toContain(R("styles"));
  });

  it("energy.size.11: the sheet shows Leg Strength and reminds that high Leg Strength increases jumps by an amount the GM sets", () => {
    const a = kestra();
    (a.system as unknown as CreatureSystem).mpl.leg = 2;
    const shown = sheet(a);
    expect(shown.reminders).toContain(R("legJump"));
    expect(shown.derived.leg.total - sheet(kestra()).derived.leg.total).toBeGreaterThan(0);
  });

  it.each([
    ["energy.interrupt.1", "interrupt"],
    ["energy.wait.1", "wait"],
  ])("%s: the sheet always reminds of %s", (_id, key) => {
    expect(sheet(kestra()).reminders).toContain(R(key));
    expect(sheet(kestra(["blinded"], 4)).reminders).toContain(R(key));
  });

  it("each reminder text is shown once, even when two rules share it", () => {
    const shown = sheet(kestra(["slowed", "blinded"], 3)).reminders;
    expect(shown.filter((k) => k === R("legJump"))).toHaveLength(1);
    expect(new Set(shown).size).toBe(shown.length);
  });
});

describe("energy: the sheet's glue shows what the step gives", () => {
  it("energy.cond.9: actorSheetContext lists the step's reminders and the conditions in force", () => {
    const a = kestra(["blinded"], 3);
    const input = { actor: { name: "Kestra", img: "", type: "energyCharacter" as const, system: a.system as unknown as CreatureSystem }, items: a.items.map((i) => ({ ...i, img: "" })), statuses: new Set(a.statuses), editMode: false, editable: true, combat: null };
    const context = actorSheetContext(input);
    expect(context.reminders).toEqual(sheet(a).reminders);
    expect(context.conditions.map((c) => c.id).sort()).toEqual(["blinded", "exposed", "unguarded"]);
  });
});
