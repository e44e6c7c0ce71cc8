/**
 * The attack dialog as the glue shows it before the roll: its choices read from the form, the
 * summary and the exact odds against every Defense the target may meet the attack with, the same
 * plan the open step then opens; and the world's check formulas, refused when mistyped.
 */
import { describe, expect, it } from "vitest";
import { attackOddsLines, attackSummary, fastChoices, readDialog } from "../../../src/rulesets/woundtrack/play/dialog";
import { checkText } from "../../../src/rulesets/woundtrack/play/check-text";
import { checkFaces, DEFAULT_FORMULAS } from "../../../src/rulesets/woundtrack/play/formula";
import { attackOdds } from "../../../src/rulesets/woundtrack/rules/odds";
import type { OpenSnapshot } from "../../../src/rulesets/woundtrack/play/open";
import { refusal } from "../table";
import { inCombat, sideOf, woundtrackWorld } from "./world";
import type { PlainActor } from "../table";

const creature = (a: PlainActor) => ({ uuid: a.uuid, name: a.uuid.slice(6), img: "", side: sideOf(a) });
const snapOf = (attacker: PlainActor, item: string, target: PlainActor): OpenSnapshot => ({ attacker: creature(attacker), item, targets: [creature(target)], positions: null, checkDie: 10, standardDie: 10 });
const lang = (k: string) => ({ "MANIFOLD.woundtrack.Abbr.dex": "Dex", "MANIFOLD.woundtrack.Skill.melee": "Melee", "MANIFOLD.woundtrack.Skill.athletics": "Athletics", "MANIFOLD.woundtrack.Specialisation.Power": "Power" })[k] ?? k;

describe("woundtrack attack dialog", () => {
  it("woundtrack.attack.1-3, check.3: the odds line is the exact chance of the attack as planned, against the target's melee Defense", () => {
    const w = woundtrackWorld();
    const snap = snapOf(w.fighter, "sword", w.guard);
    const [line] = attackOddsLines(snap, fastChoices("publicroll"));
    // Bonus 7, the guard's melee Defense 10 and Toughness 1, Str 2, damage 3: a wild check.
    const want = attackOdds({ kind: "wild", faces: 10, action: "standard", bonus: 7, strength: 2, weaponDamage: 3, penetrating: false, defence: 10, toughness: 1 });
    expect(line!.against).toEqual(["MANIFOLD.woundtrack.Defence.melee"]);
    expect(line!.values[0]).toEqual({ label: "MANIFOLD.woundtrack.Odds.Hit", p: want.hit });
    expect(line!.values[2]!.p).toBe(want.levels.fatal);
  });

  it("woundtrack.action.6, mod.4-8: the dialog's action and cover change the odds; Nonlethal's -2 lowers them", () => {
    const w = woundtrackWorld();
    const snap = snapOf(w.fighter, "sword", w.guard);
    const p = (data: Record<string, unknown>) => attackOddsLines(snap, readDialog(data, "publicroll"))[0]!.values[0]!.p;
    expect(p({ action: "nonlethal" })).toBeLessThan(p({ action: "standard" }));
    expect(p({ cover: "half" })).toBeLessThan(p({}));
    expect(readDialog({ action: "nonsense", cover: "wall", situational: "1.5" }, "gmroll")).toEqual({ action: "standard", cover: "none", situational: 0, hold: null, rollMode: "gmroll" });
  });

  it("woundtrack.action.19-21: against a defender whose Defend is in force, one line per Defense it may choose", () => {
    const w = woundtrackWorld();
    inCombat(w.guard, { defending: true });
    const lines = attackOddsLines(snapOf(w.fighter, "sword", w.guard), fastChoices("publicroll"));
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.map((l) => l.against.join(" "))).toContain("MANIFOLD.woundtrack.Defence.melee MANIFOLD.woundtrack.Defend.bonus");
  });

  it("woundtrack.act.2: an attack the gate refuses shows its refusal instead of odds, and the summary names it", () => {
    const w = woundtrackWorld();
    w.t.turn = w.guard.uuid;
    inCombat(w.guard, {}, 9);
    inCombat(w.fighter, { ap: 8 }, 5);
    const snap = snapOf(w.fighter, "sword", w.guard);
    expect(attackOddsLines(snap, fastChoices("publicroll"))[0]!.refusal?.key).toBe("MANIFOLD.woundtrack.Error.NotYourTurn");
    expect(attackSummary(snap, fastChoices("publicroll"), (s) => checkText(s, lang)).cost?.key).toBe("MANIFOLD.woundtrack.Error.NotYourTurn");
  });

  it("woundtrack.check.2: the summary writes the check as the sheet does, Dex [Melee/Swords], with its bonus and AP", () => {
    const w = woundtrackWorld();
    const s = attackSummary(snapOf(w.fighter, "sword", w.guard), { ...fastChoices("publicroll"), action: "strong" }, (spec) => checkText(spec, lang));
    expect(s.roll?.data).toEqual({ check: "Dex [Melee/Swords]", bonus: 7 });
    expect(s.cost?.data).toEqual({ ap: 6 });
    expect(checkText({ attribute: "dex", skill: "Athletics", specialisation: "power" }, lang)).toBe("Dex [Athletics/Power]");
  });

  it("woundtrack.check.1: the check formulas are world settings; a mistyped one is refused in the setting's words", async () => {
    expect(checkFaces("standard", DEFAULT_FORMULAS.standard)).toBe(10);
    expect(checkFaces("wild", "1d12x - 1d12x")).toBe(12);
    expect(await refusal(() => checkFaces("wild", "1d10 - 1d10"))).toBe("MANIFOLD.woundtrack.Settings.Bad.wild");
    expect(await refusal(() => checkFaces("standard", "1d10 - 1d8"))).toBe("MANIFOLD.woundtrack.Settings.Bad.standard");
    expect(await refusal(() => checkFaces("standard", "2d6"))).toBe("MANIFOLD.woundtrack.Settings.Bad.standard");
  });
});
