/**
 * Fighting while climbing or swimming, through the open step and the card's Apply: the hold check
 * thrown with the attack once the GM's TN is given (a lost hold is a miss, whatever the roll), its
 * odds folded into the dialog's, and the check every wound then asks, at -5 per level beyond light.
 */
import { describe, expect, it } from "vitest";
import { attackOddsLines, dialogLines, holdAsked } from "../../../src/rulesets/woundtrack/play/dialog";
import { parseAttackChoices } from "../../../src/rulesets/woundtrack/play/open";
import { woundtrackCardContext } from "../../../src/rulesets/woundtrack/card-context";
import { checkOdds } from "../../../src/rulesets/woundtrack/rules/checks";
import { WOUND_LEVELS } from "../../../src/rulesets/woundtrack/rules/wounds";
import { trackConsequences } from "../../../src/rulesets/woundtrack/play/consequence";
import { refusal } from "../table";
import { cardId } from "./rounds";
import { attack, cardOf, checkFaces, inCombat, initiativeOf, poolsOf, sideOf, systemOf, woundtrackWorld } from "./world";

type World = ReturnType<typeof woundtrackWorld>;

/** The swordswoman on the wall: Str 2 + Athletics 2, so her hold check is +4 (no Climbing specialisation). */
function climbing(status = "climbing"): World {
  const w = woundtrackWorld();
  w.fighter.statuses.push(status);
  return w;
}
/** Her sword on the guard, the attack's two faces then the hold check's. */
const blow = (w: World, n: number, attack5: [number[], number[]], hold: [number, number] | null, choices: Record<string, unknown> = { hold: 3 }) =>
  attack(w.t, cardId(n), w.fighter, "sword", w.guard, [...checkFaces(attack5[0], attack5[1]), ...(hold ? [[hold[0]], [hold[1]]] : [])], hold ? choices : {});

describe("woundtrack hold checks on attacks", () => {
  it("woundtrack.climb.1, woundtrack.climb.2: climbing, her blow carries the hold check; 3 - 5 + 4 = 2 misses the TN 3 and the blow misses, 6 - 5 + 4 = 5 keeps it and the blow lands as ever", async () => {
    const w = climbing();
    const ground = await attack(woundtrackWorld().t, cardId(9), woundtrackWorld().fighter, "sword", woundtrackWorld().guard, checkFaces([9], [2]));
    const lost = await blow(w, 1, [[9], [2]], [3, 5]);
    expect(lost.hold).toEqual({ check: "Str [Athletics/Climbing]", kind: "standard", positive: [3], negative: [5], result: 2, tn: 3, held: false });
    expect(lost.result).toMatchObject({ hit: false, level: "" });
    const view = woundtrackCardContext(lost, { defend: [], applyWound: true, undoWound: false, adjust: true, chooses: true, seesTarget: true });
    expect([view.headline, view.hold?.held]).toEqual(["MANIFOLD.woundtrack.Card.HoldLost", false]);
    expect(await refusal(() => w.t.press("gm", { messageId: cardId(1), action: "applyWound" }))).toBe("MANIFOLD.Query.NotYours");
    const kept = await blow(w, 2, [[9], [2]], [6, 5]);
    expect(kept.hold?.held).toBe(true);
    expect(kept.result).toEqual(ground.result);
  });

  it("woundtrack.climb.1: swimming, the check is Str [Athletics/Swimming] with its specialisation; with no TN given the table rolls it and the attack is as on dry ground", async () => {
    const w = climbing("swimming");
    systemOf(w.fighter).skills.athletics.specialisations.push({ name: "Swimming", rank: 2 });
    const swim = await blow(w, 1, [[9], [2]], [3, 5]);
    expect([swim.hold?.check, swim.hold?.result, swim.hold?.held]).toEqual(["Str [Athletics/Swimming]", 4, true]);
    const untold = await blow(w, 2, [[9], [2]], null);
    expect([untold.hold ?? null, untold.result?.hit]).toEqual([null, true]);
    // The card says the check is owed, for the table to roll.
    expect(untold.holdOwed).toBe("Str [Athletics/Swimming]");
    expect(woundtrackCardContext(untold, { defend: [], applyWound: true, undoWound: false, adjust: true, chooses: true, seesTarget: true }).holdOwed).toBe("Str [Athletics/Swimming]");
    expect((await attack(woundtrackWorld().t, cardId(3), woundtrackWorld().fighter, "sword", woundtrackWorld().guard, checkFaces([9], [2]))).holdOwed).toBe("");
  });

  it("woundtrack.climb.2: a lost hold's critical failure still costs the attacker 2 initiative", async () => {
    const w = climbing();
    inCombat(w.fighter, { ap: 20 }, 10);
    inCombat(w.guard, { ap: 10 }, 8);
    const fumble = await blow(w, 1, [[1], [10, 3]], [1, 9]);
    expect([fumble.check.critFailure, fumble.result?.hit, initiativeOf(w.fighter)]).toEqual([true, false, 8]);
  });

  it("woundtrack.climb.2: a lost hold misses at once even against a Defend, and its critical moves no initiative; a creature on the ground makes no hold check", async () => {
    const w = climbing();
    inCombat(w.fighter, { ap: 20 }, 10);
    inCombat(w.guard, { ap: 10, defending: true }, 8);
    const crit = await blow(w, 1, [[10, 4], [1]], [1, 9]);
    expect([crit.check.critSuccess, crit.result?.hit, crit.targetInitiative]).toEqual([true, false, 0]);
    expect([initiativeOf(w.fighter), initiativeOf(w.guard)]).toEqual([10, 8]);
    expect(poolsOf(w.fighter).ap).toBe(16);
    const ground = woundtrackWorld();
    expect(await refusal(() => blow(ground, 2, [[5], [5]], [5, 5]))).toBe("MANIFOLD.woundtrack.Error.NotHolding");
    expect(() => parseAttackChoices({ hold: "high" })).toThrow();
    expect(() => parseAttackChoices({ hold: 100 })).toThrow();
    expect(parseAttackChoices({ hold: -99 }).hold).toBe(-99);
  });

  it("woundtrack.climb.2: the dialog's odds are the blow's times the hold's: the two checks' dice are apart", () => {
    const w = climbing();
    const snap = { attacker: { uuid: w.fighter.uuid, name: "fighter", img: "", side: sideOf(w.fighter) }, item: "sword", targets: [{ uuid: w.guard.uuid, name: "guard", img: "", side: sideOf(w.guard) }], positions: null, checkDie: 10, standardDie: 10 };
    const base = { action: "standard" as const, cover: "none" as const, situational: 0, rollMode: "publicroll" as const };
    const free = attackOddsLines(snap, { ...base, hold: null })[0]!.values;
    const held = attackOddsLines(snap, { ...base, hold: 6 })[0]!.values;
    expect(holdAsked(snap)).toBe("Str [Athletics/Climbing]");
    expect(holdAsked({ ...snap, attacker: { ...snap.attacker, side: sideOf(woundtrackWorld().fighter) } })).toBeNull();
    // A TN typed wrong is said on the odds line, and nothing is thrown.
    expect(dialogLines(snap, { hold: "high" }, "publicroll")[0]!.refusal).not.toBeNull();
    const p = checkOdds("standard", 4, 6, 10).success;
    expect(p).toBeGreaterThan(0);
    expect(p).toBeLessThan(1);
    held.forEach((v, i) => expect(v.p).toBeCloseTo(free[i]!.p * p, 12));
  });
});

describe("woundtrack hold checks after a wound", () => {
  /** The guard's club on her, applied by the GM: the notices the wound brought. */
  async function wounded(w: World, n: number, faces: [number[], number[]]) {
    w.t.log.notices.length = 0;
    await attack(w.t, cardId(n), w.guard, "club", w.fighter, checkFaces(faces[0], faces[1]));
    await w.t.press("gm", { messageId: cardId(n), action: "applyWound" });
    return { level: cardOf(w.t, cardId(n)).placed.level, notices: w.t.log.notices.filter((x) => x.key === "MANIFOLD.woundtrack.Notice.HoldCheck").map((x) => x.data) };
  }

  it("woundtrack.climb.3, woundtrack.climb.4: each wound taken on the wall asks her hold check at -5 per level beyond light, or she falls; on the ground none", async () => {
    const w = climbing();
    const moderate = await wounded(w, 1, [[10, 3], [1]]);
    const heavy = await wounded(w, 2, [[10, 10, 6], [1]]);
    expect([moderate.level, heavy.level]).toEqual(["moderate", "fatal"]);
    for (const { level, notices } of [moderate, heavy]) {
      expect(notices).toEqual([{ check: "Str [Athletics/Climbing]", penalty: String(-5 * WOUND_LEVELS.indexOf(level as never)), name: "fighter" }]);
    }
    const ground = woundtrackWorld();
    expect((await wounded(ground, 3, [[10, 10, 6], [1]])).notices).toEqual([]);
    // A wound lowered by healing raises a lower level's count, but nothing was taken: no check.
    const none = { light: 0, moderate: 0, severe: 0, critical: 0, fatal: 0 };
    const at = (wounds: typeof none) => ({ ordinaryNpc: false, wounds, fatigue: 0, normalMax: 10, stamina: 10, statuses: ["climbing"], untrainedMount: false, holding: "climbing" as const });
    expect(trackConsequences(at({ ...none, severe: 1 }), at({ ...none, moderate: 1 })).notices).toEqual([]);
  });
});
