/**
 * Defend through whole exchanges: taken from the sheet on her turn, it makes the next attack's card
 * wait for the defender's answer (+2, or a skill defence in place of the one targeted), until a
 * wound or her own next turn ends it.
 */
import { describe, expect, it } from "vitest";
import { takeActionStep } from "../../../src/rulesets/woundtrack/play/actions";
import type { Action } from "../../../src/rulesets/woundtrack/play/side";
import { roundStartStep } from "../../../src/rulesets/woundtrack/play/turns";
import { refusal } from "../table";
import { applyUpdates, cardId, draws, endTurn, entrant, startTurn } from "./rounds";
import { attack, cardOf, checkFaces, inCombat, poolsOf, sideOf, systemOf, woundtrackWorld, act } from "./world";

type World = ReturnType<typeof woundtrackWorld>;

/**
 * The swordswoman's defences: melee 10 + sword block 1 = 11, ranged 10; Power 10 + Str 2 + Athletics
 * 2 = 14, Agility 10 + Dex 3 + Reflex 1 + Agility 1 = 15, Fortitude 10 + Vit 2 + Resistance 1 = 13,
 * Willpower 10 + Prs 1 + Resistance 1 = 12; Toughness Vit 2 + leather 2 = 4. The guard trained up to
 * Melee 6: Dex 1 + 6 = +7 to hit, Str 1 + club 2 to damage.
 */
function fight() {
  const w = woundtrackWorld();
  systemOf(w.guard).skills.melee.rank = 6;
  inCombat(w.fighter, { ap: 0 }, 12);
  // 12 + the round's 6 = 18: AP for three blows.
  inCombat(w.guard, { ap: 12 }, 8);
  applyUpdates(w.t, roundStartStep([w.fighter, w.guard].map(entrant), draws(0.5, 0.5)));
  return w;
}

const defendItem = (w: World) => w.fighter.items.find((i) => i.id === "defend") as unknown as Action;
const defend = (w: World) => act(w.t, w.fighter, { kind: "take", item: defendItem(w).id, faces: [] });

describe("woundtrack Defend", () => {
  it("woundtrack.action.19, woundtrack.action.20, woundtrack.action.21: the card waits for her answer; +2 turns a hit into a miss, Willpower in place of melee lets a blow through, and its wound ends Defend", async () => {
    const w = fight();
    startTurn(w.t, w.fighter);
    await defend(w);
    // Defend costs 2 of her 6 AP.
    expect(poolsOf(w.fighter)).toMatchObject({ ap: 4, defending: true });
    endTurn(w.t, w.fighter);

    startTurn(w.t, w.guard);
    // 6 - 1 = 5, + 7 = 12: it would hit her melee 11. The card waits.
    const waiting = await attack(w.t, cardId(1), w.guard, "club", w.fighter, checkFaces([6], [1]));
    expect([waiting.defence, waiting.result]).toEqual([null, null]);
    expect(await refusal(() => w.t.press("gm", { messageId: cardId(1), action: "applyWound" }))).toBe("MANIFOLD.Query.NotYours");
    // Only the defender's side answers.
    expect(await refusal(() => w.t.press("bob", { messageId: cardId(1), action: "defend", args: { answer: "bonus" } }))).toBe("MANIFOLD.Query.NotYours");
    expect(cardOf(w.t, cardId(1)).result).toBeNull();
    await w.t.press("ann", { messageId: cardId(1), action: "defend", args: { answer: "bonus" } });
    // 11 + 2 = 13: 12 misses.
    expect(cardOf(w.t, cardId(1)).defence).toMatchObject({ value: 13, used: "melee", defend: "bonus" });
    expect(cardOf(w.t, cardId(1)).result).toMatchObject({ attackTotal: 12, hit: false });
    expect(poolsOf(w.fighter).defending).toBe(true);

    // 8 - 1 + 7 = 14. She swaps in her Willpower 12: a hit, 14 + 3 = 17 - 12 - 4 = 1, a light wound.
    await attack(w.t, cardId(2), w.guard, "club", w.fighter, checkFaces([8], [1]));
    expect(cardOf(w.t, cardId(2)).defence).toBeNull();
    await w.t.press("ann", { messageId: cardId(2), action: "defend", args: { answer: "willpower" } });
    expect(cardOf(w.t, cardId(2)).defence).toMatchObject({ value: 12, used: "willpower", defend: "willpower" });
    expect(cardOf(w.t, cardId(2)).result).toMatchObject({ hit: true, damageValue: 17, finalDamage: 1, level: "light" });
    await w.t.press("gm", { messageId: cardId(2), action: "applyWound" });
    expect(systemOf(w.fighter).wounds.light).toBe(1);
    // The wound ends her Defend.
    expect(poolsOf(w.fighter).defending).toBe(false);

    // The next blow meets her melee 11 at once: 17 - 11 - 4 = 2, moderate.
    const plain = await attack(w.t, cardId(3), w.guard, "club", w.fighter, checkFaces([8], [1]));
    expect(plain.defence).toMatchObject({ value: 11, used: "melee", defend: "" });
    expect(plain.result).toMatchObject({ hit: true, finalDamage: 2, level: "moderate" });
  });

  it("woundtrack.action.19, woundtrack.action.20, woundtrack.defense.1: against an arrow she swaps in her Agility; her own next turn ends Defend", async () => {
    const w = fight();
    inCombat(w.archer, { ap: 0 }, 10);
    applyUpdates(w.t, roundStartStep([w.fighter, w.archer, w.guard].map(entrant), draws(0.5, 0.5, 0.5)));
    startTurn(w.t, w.fighter);
    await defend(w);
    endTurn(w.t, w.fighter);

    startTurn(w.t, w.archer);
    // Dex 4 + Aim 2 + Bows 2 = 8; 6 - 1 = 5: 13, a hit on her ranged 10, a miss on her Agility 15.
    await attack(w.t, cardId(1), w.archer, "bow", w.fighter, checkFaces([6], [1]));
    expect(cardOf(w.t, cardId(1)).defence).toBeNull();
    await w.t.press("ann", { messageId: cardId(1), action: "defend", args: { answer: "agility" } });
    expect(cardOf(w.t, cardId(1)).defence).toMatchObject({ value: 15, used: "agility" });
    expect(cardOf(w.t, cardId(1)).result).toMatchObject({ attackTotal: 13, hit: false });
    endTurn(w.t, w.archer);
    startTurn(w.t, w.guard);
    endTurn(w.t, w.guard);

    // Round 2: her turn's start ends Defend; the arrow now meets her ranged 10 at once and hits.
    applyUpdates(w.t, roundStartStep([w.fighter, w.archer, w.guard].map(entrant), draws(0.5, 0.5, 0.5)));
    expect(poolsOf(w.fighter).defending).toBe(true);
    startTurn(w.t, w.fighter);
    expect(poolsOf(w.fighter).defending).toBe(false);
    endTurn(w.t, w.fighter);
    startTurn(w.t, w.archer);
    const card = await attack(w.t, cardId(2), w.archer, "bow", w.fighter, checkFaces([6], [1]));
    expect(card.defence).toMatchObject({ value: 10, used: "ranged", defend: "" });
    expect(card.result!.hit).toBe(true);
  });

  it("woundtrack.action.19: Defend is a combat action", async () => {
    const w = woundtrackWorld();
    expect(await refusal(() => takeActionStep(sideOf(w.fighter), defendItem(w), []))).toBe("MANIFOLD.woundtrack.Error.InCombatOnly");
  });
});
