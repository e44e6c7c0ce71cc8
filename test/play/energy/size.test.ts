/**
 * What the sheet shows of a creature's size and Martial Proficiency, read from the values the data
 * model prepares through prepareStep, and what those values then do when the creature moves.
 */
import { describe, expect, it } from "vitest";
import { prepareStep } from "../../../src/rulesets/energy/play/prepare";
import type { Size } from "../../../src/rulesets/energy/rules/constants";
import type { EnergyItem } from "../../../src/rulesets/energy/rules/types";
import { creature, item } from "../../rulesets/energy/fixtures";
import { act, energyWorld, inCombat, plain, poolsOf } from "./world";

type Deep = Parameters<typeof creature>[0];

/** The derived values the data model prepares for a creature, as the sheet reads them. */
function sheet(over: Deep, items: EnergyItem[] = [], statuses: string[] = []) {
  return prepareStep({ type: "energyCharacter", system: creature(over), items, statuses }).derived;
}

const part = (b: { parts: { label: string; value: number }[] }, label: string) => b.parts.find((p) => p.label === label)?.value;

/** The Size Chart, one row per size: Inherent Evasion and Jump Reach and Distance (m). */
const CHART: [string, Size, number, number][] = [
  ["energy.size.3", "huge", 6, 5],
  ["energy.size.4", "large", 7, 4],
  ["energy.size.5", "medium", 8, 3],
  ["energy.size.6", "small", 9, 2],
  ["energy.size.7", "tiny", 10, 1],
  ["energy.size.8", "diminutive", 11, 0.5],
  ["energy.size.9", "fine", 12, 0.3],
];

describe("energy: the Size Chart on the sheet", () => {
  it.each(CHART)("%s energy.size.2: a %s creature has Inherent Evasion %i and Jumps %d m", (_id, size, inherent, jump) => {
    // Level 0 and Dexterity 10: Evasion is the Inherent Evasion alone.
    const d = sheet({ size, level: 0, abilities: { dex: 10 } });
    expect(part(d.evasion, `MANIFOLD.energy.Choice.size.${size}`)).toBe(inherent);
    expect(d.evasion.total).toBe(inherent);
    expect(d.unarmedEvasion.total).toBe(inherent);
    expect(d.jump).toBe(jump);
  });

  it.each(CHART)("%s energy.size.10: a %s creature's Jump covers its Jump Distance: a Defending creature counts the metres (%i Evasion, %d m)", async (_id, size, _inherent, jump) => {
    const w = energyWorld();
    const jumper = w.t.actor(plain(`Actor.${size}`, "energyCharacter", ["ann"], creature({ size, speed: 12 }), []));
    inCombat(jumper, { energy: 5 });
    await act(jumper, "defend");
    await act(jumper, "jump");
    // A fraction of a metre counts as a whole metre moved.
    expect(poolsOf(jumper)).toMatchObject({ defending: true, defendMoved: Math.ceil(jump) });
  });

  it("energy.size.2: Speed comes from Race, not from size: a Huge creature keeps the Speed its sheet gives", () => {
    expect(sheet({ size: "huge", speed: 6 }).speed).toBe(6);
    expect(sheet({ size: "tiny", speed: 9 }).speed).toBe(9);
  });

  it("energy.size.2: Evasion adds a third of Level and half the Dexterity modifier to the Inherent Evasion", () => {
    const d = sheet({ size: "small", level: 6, abilities: { dex: 14 } });
    expect(d.evasion.total).toBe(9 + 2 + 1);
    // Ranged Evasion has no Inherent Evasion: size plays no part in it.
    expect(sheet({ size: "huge", abilities: { dex: 14 } }).rangedEvasion.total).toBe(sheet({ size: "fine", abilities: { dex: 14 } }).rangedEvasion.total);
  });
});

describe("energy: size and Reach", () => {
  it.each([
    ["energy.size.12", "huge", 2],
    ["energy.size.12", "large", 1],
    ["energy.size.12", "medium", 1],
    ["energy.size.13", "small", 1],
    ["energy.size.13", "tiny", 0],
    ["energy.size.13", "diminutive", 0],
    ["energy.size.13", "fine", 0],
  ] as const)("%s: a %s creature has Reach %i", (_id, size, reach) => {
    expect(sheet({ size }).reach).toBe(reach);
  });
});

describe("energy: Martial Proficiency on the sheet", () => {
  const sword = (mpr: number) => item("energyWeapon", "Sword", { equipped: true, mpr, evasion: 1 });

  it("energy.mpl.1: MPL at or above the weapon's MPR is Proficient: no penalty on Evasion", () => {
    for (const mpl of [2, 3]) {
      const d = sheet({ size: "medium", level: 0, abilities: { dex: 10 }, mpl: { level: mpl } }, [sword(2)]);
      expect(part(d.evasion, "MANIFOLD.energy.Part.NotProficient")).toBeUndefined();
      expect(d.evasion.total).toBe(8 + 1);
    }
  });

  it("energy.mpl.1 energy.mpl.2: below the MPR the sheet's Evasion carries the -1 of a weapon it is not proficient with", () => {
    const d = sheet({ size: "medium", level: 0, abilities: { dex: 10 }, mpl: { level: 1 } }, [sword(2)]);
    expect(part(d.evasion, "MANIFOLD.energy.Part.NotProficient")).toBe(-1);
    expect(d.evasion.total).toBe(8 + 1 - 1);
    // Unarmed and Ranged Evasion do not use the weapon: no penalty there.
    expect(part(d.unarmedEvasion, "MANIFOLD.energy.Part.NotProficient")).toBeUndefined();
    expect(part(d.rangedEvasion, "MANIFOLD.energy.Part.NotProficient")).toBeUndefined();
  });

  it("energy.mpl.4: each MPL level spent gives +1 Arm Strength, Leg Strength or Initiative", () => {
    const d = sheet({ mpl: { level: 4, arm: 2, leg: 1, initiative: 1 } });
    expect([d.arm.total, d.leg.total, d.initiative.total]).toEqual([2, 1, 1]);
    expect(part(d.arm, "MANIFOLD.energy.Part.MplArm")).toBe(2);
    expect(d.mplIssue).toBeNull();
    // Leg Strength raises maximum Agility (3 + Leg Strength).
    expect(d.maxAgility).toBe(4);
  });

  it("energy.mpl.4: spending more levels than the MPL is flagged on the sheet", () => {
    expect(sheet({ mpl: { level: 2, arm: 2, leg: 1 } }).mplIssue).toBe("MANIFOLD.energy.Error.MplOverspent");
    expect(sheet({ mpl: { level: 3, arm: 2, leg: 1 } }).mplIssue).toBeNull();
  });
});

describe("energy: Slowed halves Speed", () => {
  it.each([
    [6, 3],
    [5, 3],
    [1, 1],
  ])("energy.cond.11: Speed %i, Slowed: %i (rounded up)", (speed, slowed) => {
    expect(sheet({ speed }, [], ["slowed"]).speed).toBe(slowed);
    expect(sheet({ speed }).speed).toBe(speed);
    // Restraining someone Slows you too, whether or not the Slowed it brings shows as an effect yet.
    expect(sheet({ speed }, [], ["restraining"]).speed).toBe(slowed);
  });

  it("energy.cond.11: a Slowed Run covers only the halved Speed: Defend counts 3 m, not 5", async () => {
    const w = energyWorld();
    const slowed = w.t.actor(plain("Actor.slowed", "energyCharacter", ["ann"], creature({ speed: 5 }), [], ["slowed"]));
    inCombat(slowed, { energy: 5 });
    await act(slowed, "defend");
    await act(slowed, "run");
    expect(poolsOf(slowed)).toMatchObject({ defending: true, defendMoved: 3 });
  });
});
