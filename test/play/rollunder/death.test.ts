/**
 * Hit Points through the card: damage applied and undone, 0 HP that does nothing, a blow that
 * drives Ada below 0 into lethal damage and the Death & Dismemberment roll, and enemy HP rolled
 * from Hit Dice when a token is placed.
 */
import { describe, expect, it } from "vitest";
import { enemyHpStep, hitDiceNeeds } from "../../../src/rulesets/rollunder/play/place";
import { prepareStep } from "../../../src/rulesets/rollunder/play/prepare";
import { refusal } from "../table";
import { attack, cardOf, enemyOf, itemsOf, pcOf, rollunderWorld } from "./world";

const CARD = "cardDeath0000001";

/** The footsoldier's spear (1d8+1) hits Ada for `face` + 1. */
async function blow(w: Awaited<ReturnType<typeof rollunderWorld>>, face: number) {
  await attack(w.t, CARD, w.footsoldier, "spear00000000000", w.ada, [[2]]);
  await w.t.press("gm", { messageId: CARD, action: "rollDamage", faces: [[face]] });
}

describe("rollunder HP, lethal damage and Death & Dismemberment", () => {
  it("rollunder.hp.1: damage comes off HP on Apply; reaching exactly 0 does nothing more, and Undo puts it back", async () => {
    const w = rollunderWorld();
    pcOf(w.ada).hp.value = 6;
    await blow(w, 5);
    await w.t.press("gm", { messageId: CARD, action: "applyDamage" });
    expect(pcOf(w.ada).hp.value).toBe(0);
    expect(cardOf(w.t, CARD).lethal).toBe(0);
    expect(await refusal(() => w.t.press("ann", { messageId: CARD, action: "deathRoll" }))).toBe("MANIFOLD.Query.NotYours");
    await w.t.press("ann", { messageId: CARD, action: "undoDamage" });
    expect(pcOf(w.ada).hp.value).toBe(6);
  });

  it("rollunder.hp.2 / rollunder.hp.3: a blow below 0 is lethal damage and owes one Death & Dismemberment roll", async () => {
    const w = rollunderWorld();
    pcOf(w.ada).hp.value = 3;
    await blow(w, 7);
    await w.t.press("gm", { messageId: CARD, action: "applyDamage" });
    expect(pcOf(w.ada).hp.value).toBe(-5);
    expect(cardOf(w.t, CARD).lethal).toBe(5);
    expect(prepareStep(pcOf(w.ada), itemsOf(w.ada)).lethal).toBe(5);
    // The roll is Ada's (her owner's, or the GM's): another player may not make it for her.
    expect(await refusal(() => w.t.press("bob", { messageId: CARD, action: "deathRoll" }))).toBe("MANIFOLD.Query.NotYours");
    expect(w.t.log.effects).toEqual([]);
    await w.t.press("ann", { messageId: CARD, action: "deathRoll" });
    expect(cardOf(w.t, CARD).deathRolled).toBe(true);
    // The client that decided the press (the GM's: the footsoldier's card is the GM's) drew the table, once the roll was marked.
    expect(w.t.log.effects).toEqual([{ by: "gm", kind: "deathTable", privacy: { whisper: [], blind: false } }]);
    expect(await refusal(() => w.t.press("ann", { messageId: CARD, action: "deathRoll" }))).toBe("MANIFOLD.Query.NotYours");
    expect(w.t.log.effects).toEqual([]);
    // Made, it stands: her owner cannot undo the blow to roll again; the GM still may.
    expect(await refusal(() => w.t.press("ann", { messageId: CARD, action: "undoDamage" }))).toBe("MANIFOLD.Query.NotYours");
    await w.t.press("gm", { messageId: CARD, action: "undoDamage" });
    expect(pcOf(w.ada).hp.value).toBe(3);
  });

  it("rollunder.hp.3: a Death roll sent straight to the GM, with no draw on the sender's side, is drawn by the GM as it marks it", async () => {
    const w = rollunderWorld();
    pcOf(w.ada).hp.value = 3;
    await blow(w, 7);
    await w.t.press("gm", { messageId: CARD, action: "applyDamage" });
    await w.t.send("ann", "card", { messageId: CARD, action: "deathRoll" });
    expect(cardOf(w.t, CARD).deathRolled).toBe(true);
    expect(w.t.log.effects.map((e) => e.kind)).toEqual(["deathTable"]);
  });

  it("rollunder.hp.4: a PC's HP stops at its maximum of 20; Apply cannot write past it", async () => {
    const w = rollunderWorld();
    expect(pcOf(w.ada).hp.max).toBe(20);
    await blow(w, 1);
    pcOf(w.ada).hp.max = 20;
    await w.t.press("gm", { messageId: CARD, action: "applyDamage" });
    expect(pcOf(w.ada).hp.value).toBe(18);
  });

  it("rollunder.hp.5: a placed ogre rolls its 4 Hit Dice as d8s and adds them; an HP set by hand is kept", async () => {
    const w = rollunderWorld();
    const ogre = enemyOf(w.ogre);
    expect(hitDiceNeeds(ogre)).toHaveLength(4);
    expect(enemyHpStep(ogre, [[8], [1], [5], [3]])).toEqual({ "system.hp.value": 17, "system.hp.max": 17 });
    expect(await refusal(() => enemyHpStep(ogre, [[8], [1], [5]]))).toBe("MANIFOLD.Query.BadDice");
    expect(await refusal(() => enemyHpStep(ogre, [[8], [1], [5], [9]]))).toBe("MANIFOLD.Query.BadDice");
    expect(enemyHpStep({ ...ogre, hpFixed: true }, [])).toBeNull();
  });
});
