import { describe, expect, it } from "vitest";
import {
  consumeFeint,
  feintUpdate,
  maneuverResistance,
  maneuversAvailable,
  sizeEffect,
} from "../../../src/rulesets/contest/rules/maneuver";
import { MANEUVERS, SIZES, type Maneuver, type Size } from "../../../src/rulesets/contest/rules/constants";
import { combatant } from "./fixtures";
import { contestCard, contestWorld, strikeCard } from "../../play/contest/world";

describe("contest.outcome.5 / contest.maneuver.1 / contest.maneuver.7: which maneuvers the winner may pick", () => {
  const all = [...MANEUVERS];
  const without = (...m: Maneuver[]) => all.filter((x) => !m.includes(x));
  it.each([
    [{ winner: "attacker", wieldsShield: true, wieldsHeavyWeapon: false, strike: true }, all],
    [{ winner: "attacker", wieldsShield: false, wieldsHeavyWeapon: true, strike: true }, all],
    [{ winner: "attacker", wieldsShield: false, wieldsHeavyWeapon: false, strike: true }, without("bash")],
    [{ winner: "attacker", wieldsShield: true, wieldsHeavyWeapon: false, strike: false }, without("precision")],
    [{ winner: "defender", wieldsShield: true, wieldsHeavyWeapon: true, strike: true }, without("precision")],
    [{ winner: "defender", wieldsShield: false, wieldsHeavyWeapon: false, strike: true }, without("bash", "precision")],
  ] as const)("contest.maneuver.1: %j -> %j", (ctx, list) => {
    expect(maneuversAvailable(ctx)).toEqual(list);
  });
});

describe("contest.size.2-5: Size Matters, every difference from -3 to +3", () => {
  // target minus actor size steps -> edge, autoPass, autoFail
  const table: Record<number, [number, boolean, boolean]> = {
    [-3]: [0, false, true],
    [-2]: [0, false, true],
    [-1]: [-1, false, false],
    0: [0, false, false],
    1: [1, false, false],
    2: [0, true, false],
    3: [0, true, false],
  };
  const id = (steps: number) => (steps > 1 ? "contest.size.3" : steps === 1 ? "contest.size.2" : steps === -1 ? "contest.size.4" : steps < -1 ? "contest.size.5" : "contest.size.1");
  for (const [steps, [edge, autoPass, autoFail]] of Object.entries(table).map(([k, v]) => [Number(k), v] as const)) {
    const actor: Size = "medium";
    const target = SIZES[SIZES.indexOf(actor) + steps]!;
    it(`${id(steps)}: medium vs ${target} (${steps}) -> edge ${edge}, autoPass ${autoPass}, autoFail ${autoFail}`, () => {
      expect(sizeEffect(actor, target)).toEqual({ steps, edge, autoPass, autoFail });
    });
  }
  it("contest.size.1: only the distance between sizes matters", () => {
    expect(sizeEffect("tiny", "small")).toEqual(sizeEffect("huge", "gargantuan"));
    expect(sizeEffect("gargantuan", "tiny").steps).toBe(-5);
  });
});

describe("contest.size.1: Size Matters applies to Bash, Disarm, Push and Trip only", () => {
  for (const maneuver of MANEUVERS) {
    const sized = ["bash", "disarm", "push", "trip"].includes(maneuver);
    it(`contest.size.1: ${maneuver} against a target one size larger: ${sized ? "boon" : "no change"}`, () => {
      expect(maneuverResistance({ maneuver, actorSize: "medium", targetSize: "large" }).edge).toBe(sized ? 1 : 0);
      expect(maneuverResistance({ maneuver, actorSize: "medium", targetSize: "huge" }).autoPass).toBe(sized);
      expect(maneuverResistance({ maneuver, actorSize: "medium", targetSize: "tiny" }).autoFail).toBe(sized);
    });
  }
});

describe("contest.maneuver.1-9: the test each maneuver calls for and what failing it does", () => {
  const same = { actorSize: "medium", targetSize: "medium" } as const;
  it("contest.maneuver.1: Bash: Athletics or Dazed", () => {
    expect(maneuverResistance({ maneuver: "bash", ...same })).toEqual({
      roller: "target", skills: ["athletics"], edge: 0, autoPass: false, autoFail: false, effect: { kind: "status", status: "dazed" },
    });
  });
  it("contest.maneuver.3: Disarm: Athletics or Sleight of Hand, or the item drops", () => {
    expect(maneuverResistance({ maneuver: "disarm", ...same })).toMatchObject({ roller: "target", skills: ["athletics", "sleightOfHand"], edge: 0, effect: { kind: "drop" } });
  });
  it("contest.maneuver.4: Disarm of a two-handed weapon or shield: the target has a boon", () => {
    expect(maneuverResistance({ maneuver: "disarm", ...same, disarmTwoHandedOrShield: true }).edge).toBe(1);
  });
  it("contest.maneuver.4: the Disarm boon and a size bane cancel (RULINGS)", () => {
    expect(maneuverResistance({ maneuver: "disarm", actorSize: "medium", targetSize: "small", disarmTwoHandedOrShield: true }).edge).toBe(0);
    // a boon from size and one from the item do not stack
    expect(maneuverResistance({ maneuver: "disarm", actorSize: "medium", targetSize: "large", disarmTwoHandedOrShield: true }).edge).toBe(1);
  });
  it("contest.maneuver.5: Feint: the winner rolls Deception", () => {
    expect(maneuverResistance({ maneuver: "feint", ...same })).toMatchObject({ roller: "actor", skills: ["deception"], effect: { kind: "feint" } });
  });
  it("contest.maneuver.7: Precision and contest.maneuver.2 Brace need no test", () => {
    expect(maneuverResistance({ maneuver: "precision", ...same })).toMatchObject({ roller: null, skills: [], effect: { kind: "precision" } });
    expect(maneuverResistance({ maneuver: "brace", ...same })).toMatchObject({ roller: null, skills: [], effect: { kind: "brace" } });
  });
  it("contest.maneuver.8: Push: Athletics or pushed 1 m = 1 square", () => {
    expect(maneuverResistance({ maneuver: "push", ...same })).toMatchObject({ roller: "target", skills: ["athletics"], effect: { kind: "push", squares: 1 } });
  });
  it("contest.maneuver.9: Trip: Acrobatics or prone", () => {
    expect(maneuverResistance({ maneuver: "trip", ...same })).toMatchObject({ roller: "target", skills: ["acrobatics"], effect: { kind: "status", status: "prone" } });
  });
});

describe("contest.maneuver.2: Brace marks the combatant until its next defence", () => {
  /** Hero wins a critical against the Goblin (who does not defend) and picks Brace, or does not. */
  async function afterFirstExchange(brace: boolean) {
    const w = contestWorld();
    await strikeCard(w.t, "cardBrace0000001", "gm", w.hero, w.goblin, "ann");
    await w.t.press("gm", { messageId: "cardBrace0000001", action: "declareDefence", args: { defence: "none" } });
    await w.t.press("ann", { messageId: "cardBrace0000001", action: "rollAttack", faces: [[2]] });
    expect(contestCard(w.t, "cardBrace0000001").maneuverBy).toBe("attacker");
    if (brace) await w.t.press("ann", { messageId: "cardBrace0000001", action: "chooseManeuver", args: { maneuver: "brace" } });
    return w;
  }
  /** The Goblin strikes Hero (its 5 passes its target 5 with 1 Success); Hero Dodges (target 12) with these faces. */
  async function goblinStrikes(w: Awaited<ReturnType<typeof contestWorld>>, id: string, dodgeFaces: number[]) {
    await strikeCard(w.t, id, "gm", w.goblin, w.hero);
    await w.t.press("ann", { messageId: id, action: "declareDefence", args: { defence: "dodge" } });
    const dice = w.t.dice(id, "ann", "rollDefence");
    await w.t.press("gm", { messageId: id, action: "rollAttack", faces: [[5]] });
    await w.t.press("ann", { messageId: id, action: "rollDefence", faces: [dodgeFaces] });
    return { dice, card: contestCard(w.t, id) };
  }
  it("contest.maneuver.2: without a Brace Hero's Dodge is one d20, and a 17 fails: the Goblin wins a critical", async () => {
    const { dice, card } = await goblinStrikes(await afterFirstExchange(false), "cardBrace0000002", [17]);
    expect(dice).toEqual([{ kind: "die", faces: 20, edge: 0, better: "low" }]);
    expect(card.outcome).toBe("attackerCritical");
  });
  it("contest.maneuver.2: after a Brace the next Dodge has a boon: two d20, the 4 is kept, and the critical becomes a miss", async () => {
    const w = await afterFirstExchange(true);
    expect(w.hero.combatant).toMatchObject({ braced: true });
    const { dice, card } = await goblinStrikes(w, "cardBrace0000002", [17, 4]);
    expect(dice).toEqual([{ kind: "die", faces: 20, edge: 1, better: "low" }]);
    expect(card.defenceRoll).toMatchObject({ kept: 4, pass: true, successes: 2 });
    expect(card.outcome).toBe("miss");
  });
  it("contest.maneuver.2: that defence spends the Brace, so the one after is a single d20 again", async () => {
    const w = await afterFirstExchange(true);
    await goblinStrikes(w, "cardBrace0000002", [17, 4]);
    expect(w.hero.combatant).toMatchObject({ braced: false });
    expect((await goblinStrikes(w, "cardBrace0000003", [17])).dice).toEqual([{ kind: "die", faces: 20, edge: 0, better: "low" }]);
  });
});

describe("contest.maneuver.5: Feint gives the next Strike on the same target a boon", () => {
  it("contest.maneuver.5: only a passed Deception test leaves the mark", () => {
    expect(feintUpdate("t1", true)).toEqual({ "system.feintTarget": "t1" });
    expect(feintUpdate("t1", false)).toEqual({ "system.feintTarget": "" });
  });
  it.each([
    [{ strike: true, targetId: "t1" }, 1],
    [{ strike: true, targetId: "t2" }, 0],
    [{ strike: false, targetId: "t1" }, 0],
  ])("contest.maneuver.5: next action %j -> %i boon, and the mark is spent", (next, boons) => {
    expect(consumeFeint(combatant({ feintTarget: "t1" }), next)).toEqual({ boons, update: { "system.feintTarget": "" } });
  });
  it("contest.maneuver.5: no feint, nothing to spend", () => {
    expect(consumeFeint(combatant(), { strike: true, targetId: "t1" })).toEqual({ boons: 0, update: {} });
  });
});
