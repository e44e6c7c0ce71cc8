/**
 * Opening energy attacks through openAttackStep, as openEnergyAttack does: the weapon the sheet's
 * button names, one card per target with its d20, each attack paid on its own, and what the attack
 * does to the weapon. The cards then play on through the card's buttons.
 */
import { describe, expect, it } from "vitest";
import { item } from "../../rulesets/energy/fixtures";
import { refusal } from "../table";
import { choices, energyCard, energyWorld, inCombat, poolsOf } from "./world";
import { attackOddsLines } from "../../../src/rulesets/energy/play/odds";
import { planAttackCards } from "../../../src/rulesets/energy/play/open";
import { openAttack, plan, snapshot } from "./open-world";

const CARD = "cardOpen00000001";
const SECOND = "cardOpen00000002";

/** Kestra (Str 18, Dex 16: MASAB 2) with a +1 Blade, in combat with a fresh round's 5 Energy; two gnolls. */
function table() {
  const w = energyWorld();
  Object.assign(w.kestra.system.abilities as object, { str: 18, dex: 16 });
  const blade = w.kestra.items[0]!;
  Object.assign(blade.system, { attackBonus: 1 });
  const rival = w.t.actor({ ...structuredClone(w.gnoll), uuid: "Actor.rival" });
  inCombat(w.kestra, { energy: 5 });
  return { ...w, rival, blade };
}

describe("energy: opening a melee attack through its step", () => {
  it("energy.melee.3 energy.melee.6: the card's AV is 15 + MASAB + the weapon's bonus, and its Combat roll is the bare d20 thrown", async () => {
    const w = table();
    const [card] = await openAttack(w.t, "ann", w.kestra, [w.gnoll], [[7]], { item: w.blade.id });
    expect(card!.attack.value).toBe(18);
    expect(card!.attack.parts.map((p) => [p.label, p.value])).toEqual([["MANIFOLD.energy.Part.Base", 15], ["MANIFOLD.energy.Part.Masab", 2], ["Blade", 1]]);
    expect(card!.d20).toEqual({ faces: [7], kept: 7 });
  });

  it("energy.action.1: a Melee Attack costs 3 Energy, paid when it is opened; too little Energy refuses it and posts nothing", async () => {
    const w = table();
    await openAttack(w.t, "ann", w.kestra, [w.gnoll], [[7]], { item: w.blade.id });
    expect(poolsOf(w.kestra).energy).toBe(2);
    expect(await refusal(() => openAttack(w.t, "ann", w.kestra, [w.gnoll], [[7]], { item: w.blade.id }, [SECOND]))).toBe("MANIFOLD.energy.Error.NotEnoughEnergy");
    expect(w.t.messages.has(SECOND)).toBe(false);
    expect(poolsOf(w.kestra).energy).toBe(2);
  });

  it("energy.melee.5: the opened card hits when the AV reaches the Evasion roll (a tie hits), and misses below it", async () => {
    const tie = table();
    // AV 17 with the dialog's -1; Evasion 8 + 9 = 17.
    await openAttack(tie.t, "ann", tie.kestra, [tie.gnoll], [[7]], { item: tie.blade.id, choices: { modifier: -1 } }, [CARD]);
    await tie.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[9]] });
    expect(energyCard(tie.t, CARD).result?.hit).toBe(true);
    const above = table();
    await openAttack(above.t, "ann", above.kestra, [above.gnoll], [[7]], { item: above.blade.id, choices: { modifier: -1 } }, [CARD]);
    await above.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[10], [1]] });
    expect(energyCard(above.t, CARD).result?.hit).toBe(false);
  });

  it("the d20 must be the one the plan calls for: a second face without an edge is refused and nothing is paid", async () => {
    const w = table();
    expect(await refusal(() => openAttack(w.t, "ann", w.kestra, [w.gnoll], [[7, 12]], { item: w.blade.id }))).toBe("MANIFOLD.Query.BadDice");
    expect(poolsOf(w.kestra).energy).toBe(5);
    // With the dialog's advantage the plan asks for two faces and keeps the better.
    const [card] = await openAttack(w.t, "ann", w.kestra, [w.gnoll], [[7, 12]], { item: w.blade.id, choices: { edge: 1 } });
    expect(card!.d20).toEqual({ faces: [7, 12], kept: 12 });
  });

  it("an item the attacker does not hold, or an enhancement that is not one of its abilities, is refused", async () => {
    const w = table();
    expect(await refusal(() => openAttack(w.t, "ann", w.kestra, [w.gnoll], [[7]], { item: "nothere000000000" }))).toBe("MANIFOLD.Query.NoItem");
    expect(await refusal(() => openAttack(w.t, "ann", w.kestra, [w.gnoll], [[7]], { item: w.blade.id, choices: { enhancements: ["nothere000000000"] } }))).toBe("MANIFOLD.Query.NoItem");
    expect(poolsOf(w.kestra).energy).toBe(5);
  });
});

describe("energy: each target is an attack of its own", () => {
  it("energy.action.1: a Melee Attack at two targets is two attacks: two cards with their own d20, 3 Energy each", async () => {
    const w = table();
    inCombat(w.kestra, { energy: 6 });
    const cards = await openAttack(w.t, "ann", w.kestra, [w.gnoll, w.rival], [[7], [15]], { item: w.blade.id });
    expect(cards.map((c) => [c.defender.uuid, c.d20.kept])).toEqual([["Actor.gnoll", 7], ["Actor.rival", 15]]);
    expect(poolsOf(w.kestra).energy).toBe(0);
  });

  it("energy.action.1: with Energy for one attack only, the first target is attacked and the second is not", async () => {
    const w = table();
    const cards = await openAttack(w.t, "ann", w.kestra, [w.gnoll, w.rival], [[7], [15]], { item: w.blade.id });
    expect(cards.map((c) => c.defender.uuid)).toEqual(["Actor.gnoll"]);
    expect(poolsOf(w.kestra).energy).toBe(2);
  });

  it("energy.round.4: the round's one Swift Attack has one target", async () => {
    const w = table();
    expect(await refusal(() => openAttack(w.t, "ann", w.kestra, [w.gnoll, w.rival], [[7], [15]], { item: w.blade.id, how: { mode: "swift" }, choices: { swift: true } }))).toBe("MANIFOLD.energy.Error.OneSwift");
    expect(poolsOf(w.kestra)).toMatchObject({ energy: 5, swiftUsed: false });
  });

  it("energy.stamina.1: Stamina stands in for Energy on the first attack only, once a round", async () => {
    const w = table();
    inCombat(w.kestra, { energy: 5 });
    const cards = await openAttack(w.t, "ann", w.kestra, [w.gnoll, w.rival], [[7], [15]], { item: w.blade.id, choices: { staminaForEnergy: true } });
    expect(cards).toHaveLength(2);
    expect(poolsOf(w.kestra)).toMatchObject({ energy: 0, staminaAsEnergy: 1 });
  });
});

describe("energy: what an attack does to its weapon", () => {
  it("a shot with a weapon that must be reloaded unloads it; a second target finds it unloaded and nothing is paid", async () => {
    const w = table();
    const bow = item("energyRanged", "Crossbow", { equipped: true, kind: "crossbow", drawWeight: 0, mpr: 0, loadCost: 2, loaded: true });
    w.kestra.items.push(bow as never);
    const shoot = { item: bow.id!, how: { mode: "shoot" }, places: [{ distance: 10 }, { distance: 10 }] };
    expect(await refusal(() => openAttack(w.t, "ann", w.kestra, [w.gnoll, w.rival], [[7], [15]], shoot))).toBe("MANIFOLD.energy.Error.NotLoaded");
    expect(poolsOf(w.kestra).energy).toBe(5);
    await openAttack(w.t, "ann", w.kestra, [w.gnoll], [[7]], shoot);
    expect(bow.system.loaded).toBe(false);
    expect(poolsOf(w.kestra).energy).toBe(4);
  });

  it("a thrown weapon leaves the hand after its one target; two targets are refused", async () => {
    const w = table();
    const throwIt = { item: w.blade.id, how: { mode: "throw" }, places: [{ distance: 4 }, { distance: 4 }] };
    expect(await refusal(() => openAttack(w.t, "ann", w.kestra, [w.gnoll, w.rival], [[7], [15]], throwIt))).toBe("MANIFOLD.energy.Error.OneThrow");
    const [card] = await openAttack(w.t, "ann", w.kestra, [w.gnoll], [[7]], throwIt);
    expect(card!.attack.mode).toBe("thrown");
    expect(w.blade.system.equipped).toBe(false);
  });
});

describe("energy: maneuvers and facing, decided while planning", () => {
  it("energy.maneuver.7: a Trip uses the equipped melee weapon; a Disarm of a target that does not face you is refused before anything is paid", async () => {
    const w = table();
    const [trip] = await openAttack(w.t, "ann", w.kestra, [w.gnoll], [[7]], { how: { mode: "maneuver", maneuver: "trip" } });
    expect(trip!.attack).toMatchObject({ mode: "maneuver", maneuver: "trip", itemName: "Blade" });
    const energy = poolsOf(w.kestra).energy;
    expect(await refusal(() => openAttack(w.t, "ann", w.kestra, [w.gnoll], [[7]], { how: { mode: "maneuver", maneuver: "disarm" }, places: [{ side: "behind" }] }))).toBe("MANIFOLD.energy.Error.DisarmNotFacing");
    expect(poolsOf(w.kestra).energy).toBe(energy);
  });

  it("energy.maneuver.9: a Light weapon cannot Disarm a target holding a Heavy one", async () => {
    const w = table();
    Object.assign(w.blade.system, { light: true });
    Object.assign(w.gnoll.items[0]!.system, { heavy: true });
    expect(await refusal(() => plan(w.kestra, [w.gnoll], { how: { mode: "maneuver", maneuver: "disarm" } }))).toBe("MANIFOLD.energy.Error.LightVsHeavy");
  });

  it("energy.facing.5: attacking a creature you do not face warns before the roll, and the attack may still be made", () => {
    const w = table();
    const planned = plan(w.kestra, [w.gnoll, w.rival], { item: w.blade.id, places: [{ attackerFaces: true }, { attackerFaces: false }] });
    expect(planned.warnings).toEqual([{ key: "MANIFOLD.energy.Card.NotFacing", data: { name: "Actor.rival" } }]);
    expect(planned.cards).toHaveLength(2);
  });
});

describe("energy: the dialog's odds come from the same planning", () => {
  it("one line per target from the cards the attack would open; a refusal of the whole attack is the one line", () => {
    const w = table();
    const snap = snapshot(w.kestra, [w.gnoll, w.rival], { item: w.blade.id });
    const lines = attackOddsLines((c) => planAttackCards(snap, c).cards, choices());
    expect(lines.map((l) => [l.target, l.refusal])).toEqual([["Actor.gnoll", null], ["Actor.rival", null]]);
    const swift = attackOddsLines((c) => planAttackCards(snap, c).cards, choices({ swift: true }));
    expect(swift.map((l) => l.refusal?.key)).toEqual(["MANIFOLD.energy.Error.OneSwift"]);
  });
});
