/**
 * Attacks from the sheet to the card: the roll against a monster's listed Defense, the dialog's
 * odds, the seed's modifiers, a natural 1 for double damage and a natural 20 that misses.
 */
import { describe, expect, it } from "vitest";
import { attackOddsLines } from "../../../src/rulesets/rollunder/play/odds";
import { refusal } from "../table";
import { attack, cardOf, combatantOf, openSnapshot, pcOf, rollunderWorld } from "./world";

const CARD = "cardAttack000001";

describe("rollunder attacks through the card", () => {
  it("rollunder.attack.1 / rollunder.attack.2 / rollunder.turn.2: Ada (Attack 12) against the footsoldier listed at Defense −1 hits on 11 or less", async () => {
    const w = rollunderWorld();
    const card = await attack(w.t, CARD, w.ada, "sword00000000000", w.footsoldier, [[11]]);
    expect(card.attack.target).toBe(11);
    expect(card.attack.parts).toEqual([{ label: "MANIFOLD.rollunder.Part.attack", value: 12 }, { label: "MANIFOLD.rollunder.Part.targetDefense", value: -1 }]);
    expect(card.attack.hit).toBe(true);
    expect(combatantOf(w.ada)?.action).toBe("attack");
    const miss = rollunderWorld();
    expect((await attack(miss.t, CARD, miss.ada, "sword00000000000", miss.footsoldier, [[12]])).attack.hit).toBe(false);
  });

  it("rollunder.attack.2: an enemy's listed Attack +1 is score 11, set against Ada's Defense 13 (10, leather +2, shield +1)", async () => {
    const w = rollunderWorld();
    const card = await attack(w.t, CARD, w.footsoldier, "spear00000000000", w.ada, [[8]]);
    expect(card.attack.target).toBe(8);
    expect(card.attack.hit).toBe(true);
  });

  it("rollunder.attack.3 / rollunder.attack.1: the dialog shows the exact odds, and a penalty for fog or drink lowers them", async () => {
    const w = rollunderWorld();
    const snap = openSnapshot(w.ada, "sword00000000000", w.footsoldier);
    const [clear] = attackOddsLines(snap, { modifier: 0, dualLight: false });
    expect(clear!.values[0]!.p).toBeCloseTo(11 / 20, 12);
    expect(clear!.values[1]!.p).toBeCloseTo(1 / 20, 12);
    const [foggy] = attackOddsLines(snap, { modifier: -3, dualLight: false });
    expect(foggy!.values[0]!.p).toBeCloseTo(8 / 20, 12);
    expect((await attack(w.t, CARD, w.ada, "sword00000000000", w.footsoldier, [[9]], { choices: { modifier: -3 } })).attack.hit).toBe(false);
  });

  it("rollunder.crit.1 / rollunder.crit.2: a natural 1 hits whatever the target, and rolls the dice twice and the bonus twice", async () => {
    const w = rollunderWorld();
    // Plate and a shield (Defense 20) and a -10: the footsoldier needs -12 or less, and still hits on a 1.
    pcOf(w.ada).defense = 20;
    const card = await attack(w.t, CARD, w.footsoldier, "spear00000000000", w.ada, [[1]], { choices: { modifier: -10 } });
    expect(card.attack.target).toBe(-12);
    expect([card.attack.hit, card.attack.double]).toEqual([true, true]);
    expect(w.t.dice(CARD, "gm", "rollDamage")).toHaveLength(2);
    await w.t.press("gm", { messageId: CARD, action: "rollDamage", faces: [[3], [5]] });
    expect(cardOf(w.t, CARD).damage).toEqual({ formula: "2d8+2", faces: [3, 5], total: 10 });
  });

  it("rollunder.crit.3: a natural 20 misses even when the target is past 20, and there is no damage to roll", async () => {
    const w = rollunderWorld();
    pcOf(w.ada).attack = 17;
    const card = await attack(w.t, CARD, w.ada, "sword00000000000", w.footsoldier, [[20]], { choices: { modifier: 10 } });
    expect(card.attack.target).toBe(26);
    expect([card.attack.hit, card.attack.fumble]).toEqual([false, true]);
    expect(await refusal(() => w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[4]] }))).toBe("MANIFOLD.Query.NotYours");
  });

  it("rollunder.attack.4 / rollunder.ranged.3: a bow (30 ft) shooting 49 ft away is −1, 50 ft is −2", async () => {
    const w = rollunderWorld(false);
    const at = async (distance: number) => (await attack(w.t, CARD, w.bram, "bow0000000000000", w.footsoldier, [[5]], { how: "shot", distance })).attack;
    expect((await at(30)).target).toBe(10);
    expect((await at(49)).target).toBe(9);
    expect((await at(50)).parts.find((p) => p.label === "MANIFOLD.rollunder.Part.range")?.value).toBe(-2);
  });

  it("rollunder.melee.2 / rollunder.melee.1: two light weapons give +2 in melee, and a dagger deals 1d4", async () => {
    const w = rollunderWorld();
    const card = await attack(w.t, CARD, w.bram, "dagger0000000000", w.footsoldier, [[12]], { choices: { dualLight: true } });
    expect(card.attack.target).toBe(12);
    expect(card.item.damage).toBe("1d4");
  });

  it("rollunder.melee.3 / rollunder.ranged.1: a thrown dagger deals 1d6 with a 20 ft range; a sword cannot be thrown", async () => {
    const w = rollunderWorld(false);
    const card = await attack(w.t, CARD, w.bram, "dagger0000000000", w.footsoldier, [[5]], { how: "thrown", distance: 30 });
    // Attack 11, footsoldier −1, 10 ft beyond the range −1.
    expect([card.item.damage, card.attack.target]).toEqual(["1d6", 9]);
    expect(await refusal(() => attack(w.t, CARD, w.ada, "sword00000000000", w.footsoldier, [[5]], { how: "thrown" }))).toBe("MANIFOLD.rollunder.Error.NotThatWay");
  });

  it("rollunder.melee.4 / rollunder.melee.5 / rollunder.melee.6: a sword deals 1d8 in one hand, 1d10 in two; a hammer 1d12 in both", async () => {
    const w = rollunderWorld(false);
    expect((await attack(w.t, CARD, w.ada, "sword00000000000", w.footsoldier, [[5]])).item.damage).toBe("1d8");
    const sword = w.ada.items.find((i) => i.id === "sword00000000000")!;
    sword.system.hands = 2;
    expect((await attack(w.t, CARD, w.ada, "sword00000000000", w.footsoldier, [[5]])).item.damage).toBe("1d10");
    expect((await attack(w.t, CARD, w.ogre, "club000000000000", w.ada, [[5]])).item.damage).toBe("1d12");
    const club = w.ogre.items[0]!;
    club.system.hands = 1;
    expect(await refusal(() => attack(w.t, CARD, w.ogre, "club000000000000", w.ada, [[5]]))).toBe("MANIFOLD.rollunder.Error.Hands");
  });

  it("rollunder.ranged.2 / rollunder.ranged.4: a sling deals 1d6 at 20 ft; a crossbow 1d12 at 30 ft", async () => {
    const w = rollunderWorld(false);
    w.bram.items.push({ id: "sling00000000000", name: "Sling", type: "rollunderWeapon", system: { kind: "sling", hands: 1, damageBonus: 0, equipped: true, proficient: true, hits: 0, loaded: true, quickdraw: false } });
    const sling = await attack(w.t, CARD, w.bram, "sling00000000000", w.footsoldier, [[5]], { how: "shot", distance: 30 });
    expect([sling.item.damage, sling.attack.target]).toEqual(["1d6", 9]);
    const bolt = await attack(w.t, CARD, w.bram, "crossbow00000000", w.footsoldier, [[5]], { how: "shot", distance: 30 });
    expect([bolt.item.damage, bolt.attack.target]).toEqual(["1d12", 10]);
  });

  it("rollunder.attack.5 / rollunder.attack.6: touching an unwilling target takes an Attack roll and deals no weapon damage", async () => {
    const w = rollunderWorld(false);
    const card = await attack(w.t, CARD, w.ada, "", w.footsoldier, [[4]], { how: "touch" });
    expect([card.attack.hit, card.item.damage]).toEqual([true, ""]);
    expect(await refusal(() => w.t.press("gm", { messageId: CARD, action: "rollDamage", faces: [[4]] }))).toBe("MANIFOLD.Query.NotYours");
    expect(pcOf(w.ada).hp.value).toBe(20);
  });

  it("rollunder.turn.1: an attack spends the turn's action; a second attack in the turn is refused", async () => {
    const w = rollunderWorld();
    await attack(w.t, CARD, w.ada, "sword00000000000", w.footsoldier, [[5]]);
    expect(await refusal(() => attack(w.t, CARD, w.ada, "sword00000000000", w.footsoldier, [[5]]))).toBe("MANIFOLD.rollunder.Error.ActionSpent");
  });
});
