/**
 * The sheet's actions through the action gate, written as the sheet writes them: a posture and
 * what it does to the attacks on her, a Dash and a second Dash's check, an action with nothing for
 * Manifold to do but its AP, and the refusals: too few AP, out cold or dead, an attack while helpless.
 */
import { describe, expect, it } from "vitest";
import { actionNeeds } from "../../../src/rulesets/woundtrack/play/actions";
import type { Action } from "../../../src/rulesets/woundtrack/play/side";
import { roundStartStep } from "../../../src/rulesets/woundtrack/play/turns";
import { refusal, type PlainActor } from "../table";
import { item } from "../../rulesets/woundtrack/data";
import { applyUpdates, cardId, draws, entrant, startTurn } from "./rounds";
import { attack, checkFaces, inCombat, poolsOf, sideOf, woundtrackWorld, act } from "./world";

type World = ReturnType<typeof woundtrackWorld>;

function takeAction(w: World, a: PlainActor, id: string, faces: number[][] = []) {
  const action = a.items.find((i) => i.id === id) as unknown as Action;
  return act(w.t, a, { kind: "take", item: action.id, faces });
}

/** The swordswoman on her turn with `ap` AP, and a Crouch beside her Prone and Stand. */
function onTurn(ap: number) {
  const w = woundtrackWorld();
  w.fighter.items.push(item("crouch", "woundtrackAction", { automation: "crouch", ap: 2 }) as never);
  inCombat(w.fighter, { ap }, 12);
  startTurn(w.t, w.fighter);
  return w;
}

const parts = (card: { attack: { parts: { label: string; value: number }[] } }) => card.attack.parts.filter((p) => p.label === "posture" || p.label === "cover");

describe("woundtrack postures", () => {
  it("woundtrack.action.31, woundtrack.mod.1, woundtrack.mod.2, woundtrack.ap.2: 2 AP each to crouch, then to drop prone; melee attacks on her gain and ranged ones lose", async () => {
    const w = onTurn(6);
    await takeAction(w, w.fighter, "crouch");
    expect([w.fighter.statuses, poolsOf(w.fighter).ap]).toEqual([["crouching"], 4]);
    // Crouching: the guard's blow +2, the archer's arrow -2.
    expect(parts(await attack(w.t, cardId(1), w.guard, "club", w.fighter, checkFaces([5], [5])))).toEqual([{ label: "posture", value: 2 }]);
    expect(parts(await attack(w.t, cardId(2), w.archer, "bow", w.fighter, checkFaces([5], [5])))).toEqual([{ label: "posture", value: -2 }]);

    await takeAction(w, w.fighter, "prone");
    expect([w.fighter.statuses, poolsOf(w.fighter).ap]).toEqual([["prone"], 2]);
    // Prone: +3 and -3.
    expect(parts(await attack(w.t, cardId(3), w.guard, "club", w.fighter, checkFaces([5], [5])))).toEqual([{ label: "posture", value: 3 }]);
    expect(parts(await attack(w.t, cardId(4), w.archer, "bow", w.fighter, checkFaces([5], [5])))).toEqual([{ label: "posture", value: -3 }]);

    // Her last 2 AP: back to a crouch; then none are left to stand.
    await takeAction(w, w.fighter, "crouch");
    expect([w.fighter.statuses, poolsOf(w.fighter).ap]).toEqual([["crouching"], 0]);
    expect(await refusal(() => takeAction(w, w.fighter, "stand"))).toBe("MANIFOLD.woundtrack.Error.NotEnoughAp");
    expect(w.fighter.statuses).toEqual(["crouching"]);
  });

  it("woundtrack.mod.8, woundtrack.mod.10: behind half cover and prone, an arrow takes only the larger penalty (-3); a blow adds the prone +3 to the cover's -2", async () => {
    const w = onTurn(6);
    await takeAction(w, w.fighter, "prone");
    const arrow = await attack(w.t, cardId(1), w.archer, "bow", w.fighter, checkFaces([5], [5]), { cover: "half" });
    expect(parts(arrow)).toEqual([{ label: "posture", value: -3 }]);
    // Dex 4 + Aim 2 + Bows 2 = 8, less 3.
    expect(arrow.attack.bonus).toBe(5);
    const blow = await attack(w.t, cardId(2), w.guard, "club", w.fighter, checkFaces([5], [5]), { cover: "half" });
    expect(parts(blow)).toEqual([{ label: "posture", value: 3 }, { label: "cover", value: -2 }]);
    // Dex 1 + Melee 1 = 2, + 3 - 2.
    expect(blow.attack.bonus).toBe(3);
  });
});

describe("woundtrack Dash", () => {
  it("woundtrack.action.41, woundtrack.action.42, woundtrack.action.43, woundtrack.move.5: the first Dash doubles her rate for the round; the second adds 1 per 3 of its check; a third is refused; the next round is plain again", async () => {
    const w = onTurn(18);
    inCombat(w.guard, {}, 8);
    await takeAction(w, w.fighter, "dash");
    expect(poolsOf(w.fighter)).toMatchObject({ ap: 16, move: { dash: 1 } });
    // Rate 9 doubled: 18 yards for 4 AP (at rate 9 they would buy 9).
    await w.t.move("ann", w.fighter, 18);
    expect(poolsOf(w.fighter)).toMatchObject({ ap: 12, move: { bought: 4, yards: 0 } });

    // The second Dash throws Str [Athletics]: 7 - 2 + Str 2 + Athletics 2 = 9, so +3: rate 21.
    expect(actionNeeds(sideOf(w.fighter), w.fighter.items.find((i) => i.id === "dash") as unknown as Action)).toHaveLength(2);
    await takeAction(w, w.fighter, "dash", [[7], [2]]);
    expect(poolsOf(w.fighter)).toMatchObject({ ap: 10, move: { dash: 2, dashBonus: 3 } });
    // 5 AP in the round at rate 21 buy floor(105 / 4) = 26 yards, 5 more than the 21 already bought: 5 yards for 1 AP.
    await w.t.move("ann", w.fighter, 5);
    expect(poolsOf(w.fighter)).toMatchObject({ ap: 9, move: { bought: 5, yards: 0 } });
    // A third throws nothing and is refused.
    expect(await refusal(() => takeAction(w, w.fighter, "dash"))).toBe("MANIFOLD.woundtrack.Error.DashOncePerRound");
    expect(poolsOf(w.fighter).ap).toBe(9);

    // The round ends, and the Dash with it: 10 yards at rate 9 take 5 AP again (4 buy only 9; 5 buy floor(45 / 4) = 11), of her 9 + 6.
    applyUpdates(w.t, roundStartStep([w.fighter, w.guard].map(entrant), draws(0.5, 0.5)));
    startTurn(w.t, w.fighter);
    expect(poolsOf(w.fighter).move).toMatchObject({ dash: 0, dashBonus: 0 });
    await w.t.move("ann", w.fighter, 10);
    expect(poolsOf(w.fighter)).toMatchObject({ ap: 10, move: { bought: 5, yards: 1 } });
  });
});

describe("woundtrack the action gate on the sheet", () => {
  it("woundtrack.action.2, woundtrack.ap.2, woundtrack.act.1: an action Manifold leaves to the table costs its AP, as many as she has, on her turn", async () => {
    const w = onTurn(14);
    // Treat Wound's item costs 12.
    await takeAction(w, w.fighter, "treat");
    expect(poolsOf(w.fighter).ap).toBe(2);
    expect(await refusal(() => takeAction(w, w.fighter, "treat"))).toBe("MANIFOLD.woundtrack.Error.NotEnoughAp");
    expect(poolsOf(w.fighter).ap).toBe(2);
  });

  it("woundtrack.action.9, woundtrack.npc.3: left helpless by a Nonlethal blow the guard makes no attack; knocked out, the captain takes no action; dead, the cutthroat none", async () => {
    const w = woundtrackWorld();
    // Her Nonlethal blow: 8 - 2 + 7 - 2 = 11 against Defense 10; 11 + 5 - 10 - 1 = 5, severe; she chooses a light wound and leaves him helpless.
    await attack(w.t, cardId(1), w.fighter, "sword", w.guard, checkFaces([8], [2]), { action: "nonlethal" });
    await w.t.press("ann", { messageId: cardId(1), action: "applyWound", args: { level: "light", knockout: "helpless" } });
    expect(w.guard.statuses).toContain("helpless");
    expect(await refusal(() => attack(w.t, cardId(2), w.guard, "club", w.fighter, checkFaces([6], [2])))).toBe("MANIFOLD.woundtrack.Error.Helpless");
    // The same blow on the captain, knocked out instead.
    await attack(w.t, cardId(3), w.fighter, "sword", w.captain, checkFaces([8], [2]), { action: "nonlethal" });
    await w.t.press("ann", { messageId: cardId(3), action: "applyWound", args: { level: "light", knockout: "unconsciousNotDying" } });
    expect(w.captain.statuses).toContain("unconscious");
    expect(await refusal(() => attack(w.t, cardId(4), w.captain, "club", w.fighter, checkFaces([6], [2]), { action: "rebuff" }))).toBe("MANIFOLD.woundtrack.Error.CannotAct");
    // A Strong attack: 11 + 5 + the d6's 5 = 21, final 10: fatal, and the minion is dead.
    await attack(w.t, cardId(5), w.fighter, "sword", w.cutthroat, checkFaces([6], [2], 5), { action: "strong" });
    await w.t.press("ann", { messageId: cardId(5), action: "applyWound" });
    expect(w.cutthroat.statuses).toContain("dead");
    expect(await refusal(() => attack(w.t, cardId(6), w.cutthroat, "club", w.fighter, checkFaces([6], [2])))).toBe("MANIFOLD.woundtrack.Error.CannotAct");
  });

  it("woundtrack.ap.3: out of combat nothing is counted: a posture costs no AP", async () => {
    const w = woundtrackWorld();
    await takeAction(w, w.fighter, "prone");
    expect(w.fighter.statuses).toEqual(["prone"]);
    expect(w.fighter.combatant).toBeNull();
  });
});
