/** Wound Track defences: every formula cell by cell, the immobile stand-in, and the Defend action. */
import { describe, expect, it } from "vitest";
import {
  defenceValues,
  defendEnds,
  defendOptions,
  effectiveDefences,
  targetedDefence,
  DEFENCES,
  type DefenceFacts,
  type DefenceSituation,
  type DefenceValues,
} from "../../../src/rulesets/woundtrack/rules/defences";
import { combatCheckBonus } from "../../../src/rulesets/woundtrack/rules/checks";

/** Each term a different value, so a missing, doubled or wrong-signed term shows. */
const facts = (over: Partial<DefenceFacts> = {}): DefenceFacts => ({
  size: 1,
  speed: 2,
  rsn: 3,
  str: 4,
  dex: 5,
  vit: 6,
  prs: 7,
  skills: { athletics: 20, reflex: 30, resistance: 40 },
  specialisations: { power: 100, agility: 200, fortitude: 300, willpower: 400 },
  blocks: [],
  ...over,
});

describe("woundtrack Defense formulas, cell by cell", () => {
  // size, speed, reason, blocks (bonus/defensive), melee, ranged
  const moving: [number, number, number, [number, boolean][], number, number][] = [
    [0, 0, 0, [], 10, 10],
    [1, 2, 3, [], 14, 14],
    [-2, 1, 1, [], 14, 14],
    [0, -2, -3, [], 5, 5],
    [0, -3, -3, [], 5, 5],
    [0, -4, -1, [], 5, 5],
    [0, -5, 1, [], 6, 6],
    [0, -10, 0, [], 5, 5],
    [3, -6, -6, [], 2, 2],
    [0, 0, 0, [[2, false]], 12, 10],
    [0, 0, 0, [[2, true]], 12, 12],
    [1, 1, 1, [[1, false], [3, true]], 15, 14],
    [0, -8, 0, [[1, false], [3, true], [2, true]], 11, 10],
  ];
  for (const [size, speed, rsn, blocks, melee, ranged] of moving) {
    const b = blocks.map(([bonus, defensive]) => ({ bonus, defensive }));
    const label = `Size ${size}, Speed ${speed}, Reason ${rsn}, blocks ${JSON.stringify(blocks)}`;
    it(`woundtrack.defense.4: melee Defense, ${label}: ${melee}`, () => {
      expect(defenceValues(facts({ size, speed, rsn, blocks: b })).melee).toBe(melee);
    });
    it(`woundtrack.defense.5: ranged Defense, ${label}: ${ranged}`, () => {
      expect(defenceValues(facts({ size, speed, rsn, blocks: b })).ranged).toBe(ranged);
    });
  }

  for (const [size, immobile] of [[-4, 9], [-1, 6], [0, 5], [1, 4], [5, 0], [7, -2]] as const) {
    it(`woundtrack.defense.6: immobile Defense at Size ${size}: ${immobile}`, () => {
      expect(defenceValues(facts({ size, speed: 9, rsn: 9 })).immobile).toBe(immobile);
    });
  }

  // The base facts: Size 1, Str 4, Dex 5, Vit 6, Prs 7; Athletics 20, Reflex 30, Resistance 40; specialisations 100..400.
  const skill: [string, keyof DefenceValues, Partial<DefenceFacts>, number][] = [
    ["woundtrack.defense.7", "power", {}, 10 + 4 + 1 + 20 + 100],
    ["woundtrack.defense.7", "power", { size: -3 }, 10 + 4 - 3 + 20 + 100],
    ["woundtrack.defense.8", "agility", {}, 10 + 5 - 1 + 30 + 200],
    ["woundtrack.defense.8", "agility", { size: -3 }, 10 + 5 + 3 + 30 + 200],
    ["woundtrack.defense.9", "fortitude", {}, 10 + 6 + 40 + 300],
    ["woundtrack.defense.9", "fortitude", { size: 5 }, 10 + 6 + 40 + 300],
    ["woundtrack.defense.10", "willpower", {}, 10 + 7 + 40 + 400],
    ["woundtrack.defense.10", "willpower", { size: 5, rsn: -9 }, 10 + 7 + 40 + 400],
  ];
  for (const [id, kind, over, value] of skill) {
    it(`${id}: ${kind} Defense with ${JSON.stringify(over)}: ${value}`, () => expect(defenceValues(facts(over))[kind]).toBe(value));
  }

  it("woundtrack.defense.7 / woundtrack.defense.8 / woundtrack.defense.9 / woundtrack.defense.10: each skill defence is 10 + the bonus of its combat check", () => {
    const f = facts({ size: -2 });
    const d = defenceValues(f);
    const check = (kind: "power" | "agility" | "fortitude" | "willpower", attribute: number, s: number, spec: number) =>
      10 + combatCheckBonus(kind, { attribute, skill: s, specialisation: spec, size: f.size });
    expect(d.power).toBe(check("power", f.str, f.skills.athletics, f.specialisations.power));
    expect(d.agility).toBe(check("agility", f.dex, f.skills.reflex, f.specialisations.agility));
    expect(d.fortitude).toBe(check("fortitude", f.vit, f.skills.resistance, f.specialisations.fortitude));
    expect(d.willpower).toBe(check("willpower", f.prs, f.skills.resistance, f.specialisations.willpower));
  });

  it("gives all seven, and refuses fractions", () => {
    expect(Object.keys(defenceValues(facts()))).toEqual([...DEFENCES]);
    expect(() => defenceValues(facts({ speed: 0.5 }))).toThrow(RangeError);
    expect(() => defenceValues(facts({ blocks: [{ bonus: 1.5, defensive: true }] }))).toThrow(RangeError);
  });
});

describe("woundtrack the Defense an attack meets", () => {
  const values: DefenceValues = { melee: 12, ranged: 11, immobile: 4, power: 13, agility: 15, fortitude: 9, willpower: 8 };
  const plain: DefenceSituation = { immobilised: false, defending: false, seesAttack: true };

  it("woundtrack.defense.1 / woundtrack.defense.2: melee attacks meet melee Defense, ranged ranged, special attacks the skill defence they name", () => {
    expect(targetedDefence(values, "melee", plain)).toEqual({ value: 12, used: "melee", defend: null });
    expect(targetedDefence(values, "ranged", plain)).toEqual({ value: 11, used: "ranged", defend: null });
    expect(["power", "agility", "fortitude", "willpower"].map((t) => targetedDefence(values, t as "power", plain).value)).toEqual([13, 15, 9, 8]);
  });

  it("woundtrack.defense.3: immobilised, the immobile defence replaces melee, ranged and Agility, and nothing else", () => {
    expect(effectiveDefences(values, true)).toEqual({ melee: 4, ranged: 4, immobile: 4, power: 13, agility: 4, fortitude: 9, willpower: 8 });
    expect(effectiveDefences(values, false)).toEqual(values);
    const s = { ...plain, immobilised: true };
    expect(targetedDefence(values, "melee", s)).toEqual({ value: 4, used: "immobile", defend: null });
    expect(targetedDefence(values, "agility", s)).toEqual({ value: 4, used: "immobile", defend: null });
    expect(targetedDefence(values, "power", s)).toEqual({ value: 13, used: "power", defend: null });
  });

  const defending: DefenceSituation = { immobilised: false, defending: true, seesAttack: true };

  it("woundtrack.action.21: Defend's +2 goes on melee and ranged Defense, not on a targeted skill defence", () => {
    expect(targetedDefence(values, "melee", defending, { kind: "bonus" }).value).toBe(14);
    expect(targetedDefence(values, "ranged", defending, { kind: "bonus" }).value).toBe(13);
    expect(targetedDefence(values, "fortitude", defending, { kind: "bonus" })).toEqual({ value: 9, used: "fortitude", defend: null });
  });

  it("woundtrack.action.20: Defend swaps Power, Agility, Fortitude or Willpower in for melee or ranged Defense", () => {
    expect(targetedDefence(values, "melee", defending, { kind: "swap", with: "agility" })).toEqual({ value: 15, used: "agility", defend: { kind: "swap", with: "agility" } });
    expect(targetedDefence(values, "ranged", defending, { kind: "swap", with: "willpower" }).value).toBe(8);
    expect(() => targetedDefence(values, "melee", defending, { kind: "swap", with: "melee" as "power" })).toThrow(RangeError);
  });

  it("woundtrack.action.20 / woundtrack.action.21: Defend helps only against an attack the defender sees, and only while in force", () => {
    expect(targetedDefence(values, "melee", { ...defending, seesAttack: false }, { kind: "bonus" }).value).toBe(12);
    expect(targetedDefence(values, "melee", { ...defending, defending: false }, { kind: "bonus" }).value).toBe(12);
    expect(defendOptions(values, "melee", { ...defending, seesAttack: false })).toEqual([{ choice: null, value: 12 }]);
  });

  it("woundtrack.action.20 / woundtrack.action.21: the options offered, best first", () => {
    expect(defendOptions(values, "melee", defending).map((o) => o.value)).toEqual([15, 14, 13, 12, 9, 8]);
    expect(defendOptions(values, "melee", defending)[0]!.choice).toEqual({ kind: "swap", with: "agility" });
    expect(defendOptions(values, "power", defending)).toEqual([{ choice: null, value: 13 }]);
  });

  it("woundtrack.defense.3 / woundtrack.action.20: immobilised, swapping Agility in still gives the immobile defence; +2 goes on the immobile value", () => {
    const s = { ...defending, immobilised: true };
    expect(targetedDefence(values, "melee", s, { kind: "swap", with: "agility" })).toMatchObject({ value: 4, used: "immobile" });
    expect(targetedDefence(values, "melee", s, { kind: "swap", with: "power" })).toMatchObject({ value: 13, used: "power" });
    expect(targetedDefence(values, "ranged", s, { kind: "bonus" })).toMatchObject({ value: 6, used: "immobile" });
  });

  it("woundtrack.action.19: Defend lasts until the defender's next turn or a wound", () => {
    expect([defendEnds("ownTurnStarts"), defendEnds("woundReceived"), defendEnds("attacked"), defendEnds("otherTurnStarts"), defendEnds("roundEnds")]).toEqual([true, true, false, false, false]);
  });
});
