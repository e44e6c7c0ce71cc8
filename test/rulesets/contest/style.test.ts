import { describe, expect, it } from "vitest";
import {
  armorBane,
  bestStyleFor,
  checkStyleGear,
  nextGearXp,
  normaliseGear,
  styleCovers,
  untrainedEffects,
  weaponGear,
  type StyleOption,
} from "../../../src/rulesets/contest/rules/style";
import { EXAMPLE_STYLES } from "./examples";
import { weapon } from "./fixtures";

const knight = ["full armor", "shield", "longsword", "lance", "flail"];
const bandit = ["partial armor", "dagger", "shortbow", "unarmed fighting", "club"];

describe("contest.style.1: a style lists its weapons, armour and shields, unarmed included", () => {
  it("contest.style.1: gear keys ignore case, padding and -/_", () => {
    expect(normaliseGear("  Long-Sword ")).toBe("long sword");
    expect(normaliseGear("hand_crossbow")).toBe("hand crossbow");
    expect(normaliseGear("Unarmed Fighting")).toBe("unarmed");
  });
  it("contest.style.1: a weapon counts by its gear key, else by its name; no weapon is unarmed", () => {
    expect(weaponGear(weapon("Grandpa's Blade", { gear: "Longsword" }))).toBe("longsword");
    expect(weaponGear(weapon("Dagger"))).toBe("dagger");
    expect(weaponGear(null)).toBe("unarmed");
  });
  it("contest.style.1: unarmed fighting is covered when listed", () => {
    expect(styleCovers(bandit, "unarmed")).toBe(true);
    expect(styleCovers(knight, "unarmed")).toBe(false);
  });
});

describe("contest.style.2: armour is trained by level; no armour needs no training", () => {
  it.each([
    // style gear, worn level, covered
    [["partial armor"], "partial", true],
    [["partial armor"], "full", false],
    [["full armor"], "full", true],
    [["full armor"], "partial", true], // ruling: full covers partial
    [[], "partial", false],
    [[], "full", false],
  ] as const)("contest.style.2: %j covers %s armour: %s", (gear, level, covered) => {
    expect(untrainedEffects(gear, { weapons: ["unarmed"], shield: false, armor: level }).bane).toBe(!covered);
  });
  it("contest.style.2: wearing no armour never gives the bane", () => {
    expect(untrainedEffects([], { weapons: [], shield: false, armor: null }).bane).toBe(false);
    expect(armorBane([], null)).toBe(false);
  });
});

describe("contest.style.7: an untrained weapon gives -2 to Fighting Style tests", () => {
  it("contest.style.7: trained weapon, no penalty", () => {
    expect(untrainedEffects(knight, { weapons: ["longsword"], shield: true, armor: "full" })).toEqual({ penalty: 0, bane: false, untrained: [] });
  });
  it("contest.style.7: untrained weapon, -2", () => {
    expect(untrainedEffects(knight, { weapons: ["dagger"], shield: false, armor: null })).toMatchObject({ penalty: -2, bane: false, untrained: ["dagger"] });
  });
  it("contest.style.7: unarmed without unarmed training, -2", () => {
    expect(untrainedEffects(knight, { weapons: [], shield: false, armor: null }).penalty).toBe(-2);
    expect(untrainedEffects(bandit, { weapons: [], shield: false, armor: null }).penalty).toBe(0);
  });
  it("contest.style.7: an untrained shield counts as a wielded weapon (ruling)", () => {
    expect(untrainedEffects(bandit, { weapons: ["dagger"], shield: true, armor: null })).toMatchObject({ penalty: -2, untrained: ["shield"] });
  });
  it("contest.style.7: two untrained weapons still give -2 once (ruling)", () => {
    expect(untrainedEffects(knight, { weapons: ["dagger", "whip"], shield: false, armor: null }).penalty).toBe(-2);
  });
});

describe("contest.style.8 / contest.attack.3: untrained armour gives a bane, not -2 (RULINGS)", () => {
  it("contest.attack.3: untrained armour alone: a bane and no penalty", () => {
    expect(untrainedEffects(bandit, { weapons: ["dagger"], shield: false, armor: "full" })).toEqual({ penalty: 0, bane: true, untrained: ["full armor"] });
  });
  it("contest.style.8: untrained weapon and armour: -2 and a bane", () => {
    expect(untrainedEffects(bandit, { weapons: ["longsword"], shield: false, armor: "full" })).toMatchObject({ penalty: -2, bane: true });
  });
  it("contest.style.8: Dodge and Sorcery: the armour counts as trained when any style covers it (ruling)", () => {
    expect(armorBane([bandit, knight], "full")).toBe(false);
    expect(armorBane([bandit], "full")).toBe(true);
    expect(armorBane([], "partial")).toBe(true);
  });
});

describe("contest.style.3 / contest.style.4 / contest.style.5: five free, ten at most, 25 XP each beyond five", () => {
  const list = (n: number) => Array.from({ length: n }, (_, i) => `weapon ${i}`);
  it.each([
    [0, 0, 0, 0, 0],
    [3, 3, 0, 0, 0],
    [4, 4, 0, 0, 0],
    [5, 5, 0, 0, 25],
    [6, 5, 1, 25, 25],
    [9, 5, 4, 100, 25],
    [10, 5, 5, 125, null],
  ])("contest.style.5: %i gear -> %i free, %i extra, %i XP, the next for %s XP", (n, free, extra, xp, next) => {
    expect(checkStyleGear(list(n))).toEqual({ count: n, free, extra, xpCost: xp, nextXp: next, issues: [] });
  });
  it("contest.style.4: more than ten is refused", () => {
    expect(checkStyleGear(list(11)).issues).toEqual(["MANIFOLD.contest.Style.TooMuchGear"]);
  });
  it("contest.style.4: the same gear twice counts once and is flagged", () => {
    const check = checkStyleGear(["Dagger", "dagger", "club"]);
    expect(check.count).toBe(2);
    expect(check.issues).toContain("MANIFOLD.contest.Style.DuplicateGear");
  });
  it.each([
    [0, 0],
    [4, 0],
    [5, 25],
    [9, 25],
    [10, null],
  ])("contest.style.5: adding to a list of %i costs %s", (count, xp) => {
    expect(nextGearXp(count)).toBe(xp);
  });
});

describe("contest.style.6: several styles, each with its own list; the best one for the gear in hand", () => {
  const styles: StyleOption[] = [
    { name: "Knight", rank: 3, gear: knight, attributeValue: 6 },
    { name: "Bandit", rank: 2, gear: bandit, attributeValue: 6 },
  ];
  it("contest.style.6: a trained style beats a higher untrained one", () => {
    const choice = bestStyleFor(styles, { weapons: ["dagger"], shield: false, armor: null });
    expect(choice).toMatchObject({ index: 1, target: 8, edge: 0 });
  });
  it("contest.style.6: with the same weapon trained in both, the higher rank wins", () => {
    const both = [styles[0]!, { ...styles[1]!, gear: [...bandit, "longsword"] }];
    expect(bestStyleFor(both, { weapons: ["longsword"], shield: false, armor: null })?.index).toBe(0);
  });
  it("contest.style.6: a bane from untrained armour weighs against a style", () => {
    // Knight: 6+3 = 9, trained full armour. Bandit with +4 rank: 12 but full armour untrained (bane).
    const opts = [styles[0]!, { ...styles[1]!, rank: 6, gear: [...bandit, "longsword"] }];
    const choice = bestStyleFor(opts, { weapons: ["longsword"], shield: false, armor: "full" });
    expect(choice?.index).toBe(0);
    expect(choice?.chance).toBeCloseTo(9 / 20, 10);
  });
  it("contest.style.6: no style, no choice", () => {
    expect(bestStyleFor([], { weapons: [], shield: false, armor: null })).toBeNull();
  });
});

describe("contest.style.9: the seed's example styles are valid free gear lists", () => {
  it.each(EXAMPLE_STYLES.map((s) => [s.name, s]))("contest.style.9: %s lists five free pieces", (_name, example) => {
    expect(checkStyleGear(example.gear)).toMatchObject({ count: 5, xpCost: 0, issues: [] });
  });
  it("contest.style.9: the Forest Bandit's unarmed fighting reads as unarmed", () => {
    const bandit = EXAMPLE_STYLES.find((s) => s.name.endsWith("forestBandit"));
    expect(bandit && styleCovers(bandit.gear, "unarmed")).toBe(true);
  });
});
