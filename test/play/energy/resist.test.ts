/**
 * Weakness and Resistance played through the card's damage roll: after armour, never more than
 * one of each, cancelling each other, and rounding down.
 */
import { describe, expect, it } from "vitest";
import { item } from "../../rulesets/energy/fixtures";
import { energyCard, energyWorld, inCombat, postCard } from "./world";
import { openAttack } from "./open-world";

const CARD = "cardResist000001";

/** Kestra's blade (1d8 slashing) hits the gnoll and its die shows `face`. */
async function damage(face: number, o: { weak?: string[]; resist?: string[]; ar?: number } = {}) {
  const w = energyWorld();
  Object.assign(w.gnoll.system, { weaknesses: o.weak ?? [], resistances: o.resist ?? [] });
  // Coverage 21: the Combat roll of 15 is below it, so the armour takes its AR off.
  if (o.ar) w.gnoll.items.push(item("energyArmor", "Hide", { equipped: true, ar: o.ar, coverage: { melee: 21, ranged: 21 } }) as never);
  postCard(w.t, CARD, "gm", w.kestra, w.gnoll, 15, { openedBy: "ann" });
  await w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[1]] });
  await w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[face]] });
  return energyCard(w.t, CARD).damage!;
}

describe("energy: Weakness and Resistance on the damage roll", () => {
  it("energy.resist.1: Resistance halves, rounding down: 5 becomes 2 and 1 becomes 0", async () => {
    expect((await damage(5, { resist: ["slashing"] })).total).toBe(2);
    expect((await damage(1, { resist: ["slashing"] })).total).toBe(0);
    expect((await damage(5, { resist: ["fire"] })).total).toBe(5);
  });

  it("energy.resist.2: Weakness doubles", async () => {
    const d = await damage(5, { weak: ["slashing"] });
    expect(d.total).toBe(10);
    expect(d.parts.at(-1)).toEqual({ label: "MANIFOLD.energy.Card.Weakness", value: 5 });
  });

  it("energy.resist.3: Weakness and Resistance to the same damage cancel", async () => {
    const d = await damage(5, { weak: ["slashing"], resist: ["slashing"] });
    expect(d.total).toBe(5);
    expect(d.parts.map((p) => p.label)).toEqual(["MANIFOLD.energy.Card.Rolled", "MANIFOLD.energy.Part.Masdb"]);
  });

  it("energy.resist.4 energy.resist.6: the same Weakness twice still only doubles, the same Resistance twice only halves", async () => {
    expect((await damage(5, { weak: ["slashing", "slashing"] })).total).toBe(10);
    expect((await damage(5, { resist: ["slashing", "slashing"] })).total).toBe(2);
  });

  it("energy.resist.6: two Weaknesses and a Resistance leave the damage unchanged, never doubled", async () => {
    expect((await damage(5, { weak: ["slashing", "slashing"], resist: ["slashing"] })).total).toBe(5);
  });

  it("energy.resist.5: a moving, Dazed and Surprised target of a Trip rolls its save with one disadvantage, not three", async () => {
    const w = energyWorld();
    w.gnoll.statuses = ["dazed", "surprised"];
    postCard(w.t, CARD, "gm", w.kestra, w.gnoll, 15, { choices: { mode: "maneuver", maneuver: "trip", targetMoving: true }, openedBy: "ann" });
    await w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[1, 1]] });
    expect(w.t.dice(CARD, "gm", "rollSave")).toEqual([{ kind: "chain", faces: 10, edge: -1 }]);
    // Disadvantage keeps the worse face of the pair: 2 + Fortitude 10 = 12.
    await w.t.press("gm", { messageId: CARD, action: "rollSave", faces: [[9, 2]] });
    expect(energyCard(w.t, CARD).save).toMatchObject({ total: 12, pass: false });
  });

  it("energy.resist.7: the multiplier comes after the armour's AR: (7 - 3) x 2 = 8, (7 - 3) / 2 = 2", async () => {
    const weak = await damage(7, { weak: ["slashing"], ar: 3 });
    expect(weak.total).toBe(8);
    expect(weak.parts.map((p) => p.value)).toEqual([7, 0, -3, 4]);
    expect((await damage(7, { resist: ["slashing"], ar: 3 })).total).toBe(2);
  });
});

describe("energy: two sources of double damage, from the sheet's attack", () => {
  it("energy.resist.8: an ability that doubles the damage, chosen in the dialog, and a Weakness: 3x", async () => {
    const w = energyWorld();
    const smite = item("energyAbility", "Smite", { enhancesAttack: true, staminaCost: 1, damage: "", doublesDamage: true });
    w.kestra.items.push(smite as never);
    Object.assign(w.gnoll.system, { weaknesses: ["slashing"] });
    inCombat(w.kestra, { energy: 5 });
    const [card] = await openAttack(w.t, "ann", w.kestra, [w.gnoll], [[15]], { item: w.blade.id, choices: { enhancements: [smite.id] } }, [CARD]);
    expect(card!.attack.doubles).toBe(1);
    await w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[1]] });
    await w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[4]] });
    expect(energyCard(w.t, CARD).damage?.total).toBe(12);
  });
});
