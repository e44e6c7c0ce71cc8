/** Wound Track checks: the combat check formulas cell by cell, the check's text, and the exact odds of both rolls against brute force and a seeded sample. */
import { describe, expect, it } from "vitest";
import {
  checkBonus,
  checkDistribution,
  checkKindFor,
  checkOdds,
  combatCheckBonus,
  combatCheckSpec,
  COMBAT_CHECKS,
  formatCheck,
  parseCheck,
  readCheck,
  readStandardCheck,
  resolveCheck,
  rollCheck,
  standardCheckDistribution,
  successChance,
  type CheckKind,
  type CombatCheck,
} from "../../../src/rulesets/woundtrack/rules/checks";
import { wildCheckProbability } from "../../../src/core/dice/wild";
import { probability } from "../../../src/core/dice/distribution";
import { critShifts } from "../../../src/rulesets/woundtrack/rules/initiative";
import { RuleError } from "../../../src/core/errors";
import { seededRandom } from "../../core/seeded";
import { expectFrequency, SAMPLES } from "../../core/dice/sampling";

/** Every standard check by its 100 face pairs: P(p - n + bonus >= tn). */
function bruteStandard(bonus: number, tn: number, faces = 10, skipTens = false): number {
  let hits = 0;
  for (let p = 1; p <= faces; p++) for (let n = 1; n <= faces; n++) if (!(skipTens && (p === faces || n === faces)) && p - n + bonus >= tn) hits++;
  return hits / (faces * faces);
}

/** One exploding d10 written out by hand: d explosions then a face k < 10, chance 10^-(d+1). */
function chainTotals(depth = 13): [number, number][] {
  const out: [number, number][] = [];
  for (let d = 0; d < depth; d++) for (let k = 1; k <= 9; k++) out.push([10 * d + k, 10 ** -(d + 1)]);
  return out;
}

/** P(chain - chain + bonus >= tn) by summing over pairs of chains, independent of the core dice code. */
function bruteWild(bonus: number, tn: number): number {
  const chains = chainTotals();
  let p = 0;
  for (const [a, pa] of chains) for (const [b, pb] of chains) if (a - b + bonus >= tn) p += pa * pb;
  return p;
}

describe("woundtrack check text", () => {
  it("woundtrack.check.3: a check is written Attr [Skill/Specialisation], as the sheet and chat show it", () => {
    expect(formatCheck({ attribute: "dex", skill: "Melee", specialisation: "Swords" })).toBe("Dex [Melee/Swords]");
    expect(formatCheck({ attribute: "str", skill: "Athletics" })).toBe("Str [Athletics]");
    expect(formatCheck({ attribute: "vit" })).toBe("Vit");
    expect(formatCheck({ attribute: "lor", skill: " Healing ", specialisation: "" })).toBe("Lor [Healing]");
    expect(() => formatCheck({ attribute: "vit", specialisation: "Fortitude" })).toThrow(RangeError);
  });

  it("reads the seed's check texts back, and refuses malformed ones with a lang key", () => {
    for (const text of ["Dex [Melee/Swords]", "Lor [Healing/Wounds]", "Prc [Reflex/Initiative]", "Str [Athletics]", "Vit", "Prs [Nature/Riding]"]) {
      expect(formatCheck(parseCheck(text))).toBe(text);
    }
    expect(parseCheck("dex [Aim / Bows]")).toEqual({ attribute: "dex", skill: "Aim", specialisation: "Bows" });
    for (const bad of ["Foo [Melee]", "Dex [Melee/Swords/Long]", "Dex [Melee", ""]) {
      expect(() => parseCheck(bad)).toThrow(RuleError);
      try {
        parseCheck(bad);
      } catch (e) {
        expect((e as RuleError).key).toBe("MANIFOLD.woundtrack.Error.BadCheck");
      }
    }
  });
});

describe("woundtrack combat checks, cell by cell", () => {
  // Each term a different power of two, so a missing or doubled term shows.
  const values = { attribute: 1, skill: 2, specialisation: 4, size: 8, weapon: { accuracy: 16, damage: 1000 } };
  const cells: [string, CombatCheck, string, string, number][] = [
    ["woundtrack.check.3", "meleeWeapon", "Swords", "Dex [Melee/Swords]", 1 + 2 + 4 + 16],
    ["woundtrack.check.4", "rangedWeapon", "Bows", "Dex [Aim/Bows]", 1 + 2 + 4 + 16],
    ["woundtrack.check.5", "spell", "Pyromancy", "Rsn [Arcana/Pyromancy]", 1 + 2 + 4],
    ["woundtrack.check.6", "power", "ignored", "Str [Athletics/Power]", 1 + 2 + 4 + 8],
    ["woundtrack.check.7", "agility", "ignored", "Dex [Reflex/Agility]", 1 + 2 + 4 - 8],
    ["woundtrack.check.8", "fortitude", "ignored", "Vit [Resistance/Fortitude]", 1 + 2 + 4],
    ["woundtrack.check.9", "willpower", "ignored", "Prs [Resistance/Willpower]", 1 + 2 + 4],
  ];
  for (const [id, kind, group, text, bonus] of cells) {
    it(`${id}: ${kind} is ${text}, bonus ${bonus}`, () => {
      expect(formatCheck(combatCheckSpec(kind, group))).toBe(text);
      expect(combatCheckBonus(kind, values)).toBe(bonus);
      expect(combatCheckBonus(kind, { ...values, modifiers: [-3, 5] })).toBe(bonus + 2);
    });
  }

  it("woundtrack.check.3 / woundtrack.check.4 / woundtrack.check.5: without a group the specialisation is left out; weapon rolls need their weapon", () => {
    expect(formatCheck(combatCheckSpec("meleeWeapon"))).toBe("Dex [Melee]");
    expect(() => combatCheckBonus("meleeWeapon", { ...values, weapon: null })).toThrow(RangeError);
    expect(combatCheckBonus("spell", { ...values, weapon: null })).toBe(7);
    expect(COMBAT_CHECKS).toHaveLength(7);
  });

  it("woundtrack.check.2: a combat check never adds weapon damage, whatever the weapon's damage", () => {
    expect(combatCheckBonus("meleeWeapon", { ...values, weapon: { accuracy: 16, damage: 0 } })).toBe(combatCheckBonus("meleeWeapon", values));
    expect(combatCheckBonus("rangedWeapon", { ...values, weapon: { accuracy: 0, damage: 7 } })).toBe(7);
  });

  it("RULINGS: a check is roll + attribute + skill + specialisation + modifiers; fractions are refused", () => {
    expect(checkBonus({ attribute: 3, skill: 2, specialisation: 1, modifiers: [-5, 2] })).toBe(3);
    expect(checkBonus({ attribute: -2 })).toBe(-2);
    expect(() => checkBonus({ attribute: 1.5 })).toThrow(RangeError);
    expect(resolveCheck(readStandardCheck(7, 3), 3, 7)).toMatchObject({ result: 7, success: true, margin: 0 });
  });
});

describe("woundtrack check resolution", () => {
  it("woundtrack.check.1 / woundtrack.attack.2: success when the result equals or exceeds the TN, whatever the TN", () => {
    const roll = readStandardCheck(6, 2);
    expect(resolveCheck(roll, 1, 5)).toEqual({ total: 4, critSuccess: false, critFailure: false, result: 5, tn: 5, success: true, margin: 0 });
    expect(resolveCheck(roll, 1, 6)).toMatchObject({ success: false, margin: -1 });
    expect(resolveCheck(roll, 1, -8)).toMatchObject({ success: true, margin: 13 });
    expect(() => resolveCheck(roll, 0.5, 3)).toThrow(RangeError);
  });

  it("woundtrack.roll.1 / woundtrack.check.1: attacks, defence rolls and combat checks are wild; other checks standard; an ability overrides", () => {
    expect([checkKindFor("attack"), checkKindFor("defence"), checkKindFor("combatCheck"), checkKindFor("other")]).toEqual(["wild", "wild", "wild", "standard"]);
    expect([checkKindFor("attack", "standard"), checkKindFor("other", "wild")]).toEqual(["standard", "wild"]);
  });

  it("woundtrack.roll.1: the wild check reads exploding chains, the standard one a face per die", () => {
    expect(readCheck("wild", [10, 4], [3])).toEqual({ total: 11, critSuccess: true, critFailure: false });
    expect(readCheck("wild", [2], [10, 10, 1])).toEqual({ total: -19, critSuccess: false, critFailure: true });
    expect(readCheck("standard", [10], [1])).toEqual({ total: 9, critSuccess: false, critFailure: false });
    expect(() => readCheck("standard", [10, 4], [3])).toThrow(RangeError);
    expect(() => readCheck("wild", [10], [3])).toThrow(RangeError);
    expect(() => readStandardCheck(11, 3)).toThrow(RangeError);
    expect(() => readStandardCheck(0, 3)).toThrow(RangeError);
  });

  it("woundtrack.crit.1 / woundtrack.crit.3: a wild check's exploding dice are the criticals the initiative rules read", () => {
    expect(critShifts(readCheck("wild", [10, 1], [5]))).toEqual({ attacker: 2, target: -2 });
    expect(critShifts(readCheck("wild", [4], [10, 3]))).toEqual({ attacker: -2, target: 0 });
    expect(critShifts(readCheck("wild", [9], [9]))).toEqual({ attacker: 0, target: 0 });
  });
});

describe("woundtrack exact odds", () => {
  it("woundtrack.recovery.6: the standard check is 1d10 - 1d10: hand-counted chances", () => {
    const d = standardCheckDistribution();
    expect(d.map((o) => o.value)).toEqual(Array.from({ length: 19 }, (_, i) => i - 9));
    for (const o of d) expect(o.p).toBeCloseTo((10 - Math.abs(o.value)) / 100, 14);
    expect(successChance("standard", 0, 0)).toBeCloseTo(0.55, 14);
    expect(successChance("standard", 0, 1)).toBeCloseTo(0.45, 14);
    expect(successChance("standard", 0, -8)).toBeCloseTo(0.99, 14);
    expect(successChance("standard", 0, 9)).toBeCloseTo(0.01, 14);
    expect(successChance("standard", 0, 10)).toBe(0);
    expect(successChance("standard", 3, -6)).toBe(1);
    expect(checkOdds("standard", 5, 5)).toMatchObject({ critSuccess: 0, critFailure: 0, successWithCrit: 0, failureWithCrit: 0 });
  });

  for (const bonus of [-4, -1, 0, 2, 5]) {
    it(`woundtrack.recovery.6: standard odds with bonus ${bonus}, every TN -15..15, against all 100 face pairs`, () => {
      for (let tn = -15; tn <= 15; tn++) expect(checkOdds("standard", bonus, tn).success, `TN ${tn}`).toBeCloseTo(bruteStandard(bonus, tn), 14);
    });
    it(`woundtrack.roll.1: wild odds with bonus ${bonus}, every TN -25..25, against chains summed by hand`, () => {
      for (let tn = -25; tn <= 25; tn++) expect(checkOdds("wild", bonus, tn).success, `TN ${tn}`).toBeCloseTo(bruteWild(bonus, tn), 11);
    });
  }

  it("woundtrack.roll.1 / woundtrack.crit.1 / woundtrack.crit.3: each die explodes one time in ten; a lone positive explosion always beats the need of 2", () => {
    const o = checkOdds("wild", 0, 2);
    expect(o.critSuccess).toBeCloseTo(0.1, 14);
    expect(o.critFailure).toBeCloseTo(0.1, 14);
    // Positive alone (0.09) always totals at least 2; both exploded (0.01) is a fresh wild check.
    expect(o.successWithCrit).toBeCloseTo(0.09 + 0.01 * o.success, 14);
    expect(o.failureWithCrit).toBeCloseTo(0.09 + 0.01 * (1 - o.success), 14);
  });

  it("woundtrack.roll.1: the wild check equals the standard check when no die explodes", () => {
    for (let p = 1; p <= 9; p++) for (let n = 1; n <= 9; n++) expect(readCheck("wild", [p], [n])).toEqual(readCheck("standard", [p], [n]));
    for (const bonus of [-3, 0, 4]) {
      for (let tn = -12; tn <= 12; tn++) {
        const calm = wildCheckProbability((c) => !c.critSuccess && !c.critFailure && c.total + bonus >= tn);
        expect(calm, `bonus ${bonus} TN ${tn}`).toBeCloseTo(bruteStandard(bonus, tn, 10, true), 14);
      }
    }
  });

  it("both checks are centred on 0: P(success at need k) + P(success at need 1 - k) = 1", () => {
    for (const kind of ["standard", "wild"] as CheckKind[]) {
      expect(probability(checkDistribution(kind), () => true)).toBeCloseTo(1, 12);
      for (let k = -12; k <= 12; k++) expect(successChance(kind, 0, k) + successChance(kind, 0, 1 - k), `${kind} ${k}`).toBeCloseTo(1, 12);
    }
  });

  it("a bonus is worth exactly a TN step; fractions and bad dice are refused", () => {
    for (const kind of ["standard", "wild"] as CheckKind[]) expect(successChance(kind, 3, 7)).toBeCloseTo(successChance(kind, 0, 4), 14);
    expect(() => checkOdds("wild", 0.5, 3)).toThrow(RangeError);
    expect(() => checkOdds("standard", 0, 3, 1)).toThrow(RangeError);
    // The die is a world setting: 1d6 - 1d6 has P(>= 0) = 21/36.
    expect(successChance("standard", 0, 0, 6)).toBeCloseTo(21 / 36, 14);
  });
});

describe("woundtrack sampled checks against the exact odds (seeded)", () => {
  const cells: [number, number][] = [[0, 0], [2, 5], [-3, -8], [0, 11], [4, 15], [-2, -14]];
  for (const kind of ["standard", "wild"] as CheckKind[]) {
    it(`woundtrack.roll.1 / woundtrack.recovery.6: ${kind} checks rolled ${SAMPLES} times match checkOdds`, () => {
      const rng = seededRandom(kind === "wild" ? 4242 : 2424);
      const totals = new Map<number, number>();
      let critSuccess = 0;
      let critFailure = 0;
      let both = 0;
      let calmMatches = true;
      const examples = new Map<number, ReturnType<typeof rollCheck>>();
      for (let i = 0; i < SAMPLES; i++) {
        const roll = rollCheck(rng, kind);
        totals.set(roll.total, (totals.get(roll.total) ?? 0) + 1);
        if (!examples.has(roll.total)) examples.set(roll.total, roll);
        if (roll.critSuccess) critSuccess++;
        if (roll.critFailure) critFailure++;
        if (roll.critSuccess && roll.critFailure) both++;
        if (!roll.critSuccess && !roll.critFailure && Math.abs(roll.total) > 8) calmMatches = false;
      }
      // Successes counted through resolveCheck, once per distinct total seen, weighted by how often it came up.
      const hits = cells.map(([bonus, tn]) => [...examples].reduce((sum, [total, roll]) => sum + (resolveCheck(roll, bonus, tn).success ? totals.get(total)! : 0), 0));
      cells.forEach(([bonus, tn], j) => expectFrequency(hits[j]!, SAMPLES, checkOdds(kind, bonus, tn).success));
      const odds = checkOdds(kind, 0, 0);
      expectFrequency(critSuccess, SAMPLES, odds.critSuccess);
      expectFrequency(critFailure, SAMPLES, odds.critFailure);
      expectFrequency(both, SAMPLES, kind === "wild" ? 0.01 : 0);
      // A wild roll with no explosion is a standard roll of two faces below 10.
      if (kind === "wild") expect(calmMatches).toBe(true);
    });
  }
});
