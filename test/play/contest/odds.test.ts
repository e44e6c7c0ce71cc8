// The Strike dialog's odds lines (play/odds.ts): checked against strikeHitChance, against a hand
// count over the 400 face pairs, and against seeded strikes played through the card's own rules
// (planAttack, planDefence, resolveTest, resolveCombatRoll); and they move with the dialog's choices.
import { describe, expect, it } from "vitest";
import { seededRandom } from "../../core/seeded";
import type { OddsLine } from "../../../src/core/play/odds";
import { prepareDerived } from "../../../src/rulesets/contest/rules/derived";
import { planAttack, planDefence, type StrikeSituation } from "../../../src/rulesets/contest/rules/plan";
import { strikeDamageChance, strikeHitChance } from "../../../src/rulesets/contest/rules/odds";
import { resolveTest } from "../../../src/rulesets/contest/rules/test";
import { rollTestFaces } from "../../rulesets/contest/roll";
import { resolveCombatRoll } from "../../../src/rulesets/contest/rules/outcome";
import type { Defence } from "../../../src/rulesets/contest/rules/constants";
import type { CombatantSystem, ContestActor, ContestItem, SpellItem, WeaponItem } from "../../../src/rulesets/contest/rules/types";
import { strikeOddsLines, STRIKE_ODDS_LABELS, type StrikeOddsChoices, type StrikeOddsSnapshot, type StrikeOddsTarget } from "../../../src/rulesets/contest/play/odds";
import { character, combatant, npc, shield, weapon } from "../../rulesets/contest/fixtures";
import { expectFrequency } from "../../core/dice/sampling";

const side = (actor: ContestActor, items: ContestItem[] = []) => ({ system: actor.system, derived: prepareDerived(actor, items) });
const sword = weapon("Sword", { equipped: true, damage: "1d8" }, "sword") as WeaponItem;
const bow = weapon("Bow", { equipped: true, damage: "1d6", ranged: true }, "bow") as WeaponItem;

// No Fighting Style: the attack is Strength alone (12); the defender dodges with Agility 10 and parries with Strength 14.
const attacker = side(character({ attributes: { str: 12, agi: 12 } }));
const foe = (over: Partial<StrikeOddsTarget> = {}): StrikeOddsTarget => ({
  name: "Bandit",
  uuid: "Actor.bandit",
  defender: side(npc({ attributes: { agi: 10, str: 14 } })),
  hasShield: false,
  combatant: null,
  statuses: [],
  flanked: false,
  ...over,
});
const snap = (targets: StrikeOddsTarget[], item: WeaponItem | SpellItem = sword, attackerCombatant: CombatantSystem | null = null): StrikeOddsSnapshot => ({ attacker, attackerCombatant, attackerStatuses: [], item, targets });
const plain: StrikeOddsChoices = { modifier: 0, edge: 0, cover: "none" };

const value = (line: OddsLine, label: string) => line.values.find((v) => v.label === label)!.p;
const defenceOf = (line: OddsLine) => line.against[0]!.split(".").pop() as Defence;
/** The chance of damage at all: the Hit column and the Critical win column, which the table keeps apart so its columns add up. */
const damage = (line: OddsLine) => value(line, STRIKE_ODDS_LABELS.damage) + value(line, STRIKE_ODDS_LABELS.critical);

/** Successes by the rule text: pass on face <= target except 20; 1 + floor((target - face) / 5), +1 on a 1. */
const succ = (face: number, target: number) => (face === 20 || face > target ? 0 : 1 + Math.floor((target - face) / 5) + (face === 1 ? 1 : 0));

/** Plays `n` seeded Strikes through the card's rules and counts damage, attacker criticals and double failures. */
function simulate(seed: number, n: number, defence: Defence, situation: StrikeSituation, target: StrikeOddsTarget, braced = false) {
  const rng = seededRandom(seed);
  const { kind, test: attack } = planAttack(attacker, sword, situation);
  const guard = planDefence(target.defender, defence, kind, situation, braced);
  const counts = { damage: 0, critical: 0, bothFail: 0 };
  for (let i = 0; i < n; i++) {
    const a = resolveTest({ target: attack.target.total, faces: rollTestFaces(rng, attack.edge), edge: attack.edge, autoFail: attack.autoFail });
    const d = defence === "none" ? null : resolveTest({ target: guard.target.total, faces: rollTestFaces(rng, guard.edge), edge: guard.edge });
    const out = resolveCombatRoll({ defence, attack: a, defenceTest: d });
    if (out.damage) counts.damage++;
    if (out.result === "attackerCritical") counts.critical++;
    if (out.result === "bothFail") counts.bothFail++;
  }
  return counts;
}

describe("strikeOddsLines: one target, every defence it may choose", () => {
  const lines = strikeOddsLines(snap([foe()]), plain);

  it("lists the open defences, the one that protects the target best first", () => {
    expect(lines.map(defenceOf)).toEqual(["parry", "dodge", "none"]);
    expect(lines.every((l) => l.target === "Bandit" && l.refusal === null)).toBe(true);
    for (let i = 1; i < lines.length; i++) expect(damage(lines[i]!)).toBeGreaterThanOrEqual(damage(lines[i - 1]!));
  });

  it("each line is strikeHitChance for the planned targets: 12 against Parry 14, Dodge 10, no defence", () => {
    const targets: Record<string, number> = { parry: 14, dodge: 10, none: 0 };
    for (const line of lines) {
      const odds = strikeHitChance(12, 0, defenceOf(line), targets[defenceOf(line)]!, 0);
      expect(damage(line)).toBeCloseTo(strikeDamageChance(odds), 12);
      expect(value(line, STRIKE_ODDS_LABELS.critical)).toBeCloseTo(odds.critical, 12);
      expect(value(line, STRIKE_ODDS_LABELS.bothFail)).toBeCloseTo(odds.bothFail, 12);
    }
  });

  it("the columns add up: a critical win is not a hit too, and against no defence every pass is a critical win", () => {
    for (const line of lines) expect(line.values.reduce((sum, v) => sum + v.p, 0)).toBeLessThanOrEqual(1 + 1e-12);
    const none = lines.find((l) => defenceOf(l) === "none")!;
    expect(value(none, STRIKE_ODDS_LABELS.damage)).toBe(0);
    expect(value(none, STRIKE_ODDS_LABELS.critical)).toBeCloseTo(12 / 20, 12);
    const dodge = lines.find((l) => defenceOf(l) === "dodge")!;
    expect(value(dodge, STRIKE_ODDS_LABELS.damage)).toBeCloseTo(damage(dodge) - 0.3, 12);
  });

  it("Dodge 10 by hand: criticals 12/20 x 10/20, both fail 8/20 x 10/20, damage counted over the 400 face pairs", () => {
    const dodge = lines.find((l) => defenceOf(l) === "dodge")!;
    let hits = 0;
    for (let a = 1; a <= 20; a++) for (let d = 1; d <= 20; d++) if (succ(a, 12) > 0 && (succ(d, 10) === 0 || succ(a, 12) > succ(d, 10))) hits++;
    expect(damage(dodge)).toBeCloseTo(hits / 400, 12);
    expect(value(dodge, STRIKE_ODDS_LABELS.critical)).toBeCloseTo(0.3, 12);
    expect(value(dodge, STRIKE_ODDS_LABELS.bothFail)).toBeCloseTo(0.2, 12);
    const none = lines.find((l) => defenceOf(l) === "none")!;
    expect(damage(none)).toBeCloseTo(12 / 20, 12);
    expect(value(none, STRIKE_ODDS_LABELS.bothFail)).toBeCloseTo(8 / 20, 12);
  });

  it("a shield opens Block, which lets every double pass through as blocked damage", () => {
    const withShield = strikeOddsLines(snap([foe({ hasShield: true })]), plain);
    expect(withShield.map(defenceOf).sort()).toEqual(["block", "dodge", "none", "parry"]);
    const block = withShield.find((l) => defenceOf(l) === "block")!;
    // Block tests Strength 14: damage whenever the attack passes, 12/20 (a 20 always fails).
    expect(damage(block)).toBeCloseTo(12 / 20, 12);
  });
});

describe("strikeOddsLines against seeded Strikes played through the card's rules", () => {
  const N = 200_000;
  it("plain Strike against Parry 14", () => {
    const parry = strikeOddsLines(snap([foe()]), plain)[0]!;
    const counts = simulate(11, N, "parry", { cover: "none", flanked: false, modifier: 0, boons: 0, banes: 0 }, foe());
    expectFrequency(counts.damage, N, damage(parry));
    expectFrequency(counts.critical, N, value(parry, STRIKE_ODDS_LABELS.critical));
    expectFrequency(counts.bothFail, N, value(parry, STRIKE_ODDS_LABELS.bothFail));
  });

  it("a boon, +2 situational and flanking, against a braced Dodge", () => {
    const target = foe({ flanked: true, combatant: combatant({ braced: true }) });
    const line = strikeOddsLines(snap([target]), { modifier: 2, edge: 1, cover: "none" }).find((l) => defenceOf(l) === "dodge")!;
    const counts = simulate(12, N, "dodge", { cover: "none", flanked: true, modifier: 2, boons: 1, banes: 0 }, target, true);
    expectFrequency(counts.damage, N, damage(line));
    expectFrequency(counts.critical, N, value(line, STRIKE_ODDS_LABELS.critical));
    expectFrequency(counts.bothFail, N, value(line, STRIKE_ODDS_LABELS.bothFail));
  });
});

describe("strikeOddsLines follow the dialog's choices", () => {
  const worst = (choices: StrikeOddsChoices, targets = [foe()]) => damage(strikeOddsLines(snap(targets), choices)[0]!);

  it("a boon raises the chance of damage, a bane lowers it", () => {
    expect(worst({ ...plain, edge: 1 })).toBeGreaterThan(worst(plain));
    expect(worst({ ...plain, edge: -1 })).toBeLessThan(worst(plain));
  });

  it("the situational modifier moves it", () => {
    expect(worst({ ...plain, modifier: 3 })).toBeGreaterThan(worst(plain));
    expect(worst({ ...plain, modifier: -3 })).toBeLessThan(worst(plain));
  });

  it("cover lowers a ranged attack's chance, and full cover leaves none", () => {
    const shot = (cover: StrikeOddsChoices["cover"]) => strikeOddsLines(snap([foe()], bow), { ...plain, cover });
    expect(damage(shot("low")[0]!)).toBeLessThan(damage(shot("none")[0]!));
    expect(damage(shot("high")[0]!)).toBeLessThan(damage(shot("low")[0]!));
    for (const line of shot("full")) {
      expect(damage(line)).toBe(0);
      expect(value(line, STRIKE_ODDS_LABELS.critical)).toBe(0);
    }
    // No Parry against a ranged attack.
    expect(shot("none").map(defenceOf)).not.toContain("parry");
  });

  it("cover does nothing to a melee Strike", () => {
    expect(worst({ ...plain, cover: "high" })).toBeCloseTo(worst(plain), 12);
  });
});

describe("strikeOddsLines read the combat economy", () => {
  it("a defender without AP (or surprised) can only not defend", () => {
    for (const c of [combatant({ ap: 0 }), combatant({ surprised: true })]) {
      const lines = strikeOddsLines(snap([foe({ combatant: c })]), plain);
      expect(lines.map(defenceOf)).toEqual(["none"]);
    }
    expect(strikeOddsLines(snap([foe({ combatant: combatant({ ap: 1 }) })]), plain).map(defenceOf)).toContain("parry");
  });

  it("a braced defender's defence gains a boon", () => {
    const braced = damage(strikeOddsLines(snap([foe({ combatant: combatant({ braced: true }) })]), plain)[0]!);
    expect(braced).toBeLessThan(damage(strikeOddsLines(snap([foe({ combatant: combatant() })]), plain)[0]!));
  });

  it("a standing Feint gives a boon against its one target only", () => {
    const feinting = combatant({ feintTarget: "Actor.bandit" });
    const alone = damage(strikeOddsLines(snap([foe()], sword, feinting), plain)[0]!);
    expect(alone).toBeCloseTo(damage(strikeOddsLines(snap([foe()]), { ...plain, edge: 1 })[0]!), 12);
    const two = strikeOddsLines(snap([foe(), foe({ name: "Other", uuid: "Actor.other" })], sword, feinting), plain);
    expect(damage(two[0]!)).toBeCloseTo(damage(strikeOddsLines(snap([foe()]), plain)[0]!), 12);
  });
});

describe("strikeOddsLines with several targets", () => {
  it("one line per target: the defence that protects each best", () => {
    const shielded = foe({ name: "Knight", uuid: "Actor.knight", defender: side(npc({ attributes: { agi: 4, str: 16 } }), [shield("Shield", { equipped: true }, "sh")]), hasShield: true });
    const lines = strikeOddsLines(snap([foe(), shielded]), plain);
    expect(lines.map((l) => l.target)).toEqual(["Bandit", "Knight"]);
    expect(defenceOf(lines[0]!)).toBe("parry");
    const knightAlone = strikeOddsLines(snap([shielded]), plain);
    expect(lines[1]).toEqual(knightAlone[0]);
    expect(Math.min(...knightAlone.map(damage))).toBe(damage(lines[1]!));
  });
});
