/**
 * Melee and unarmed attacks opened through openAttackStep and played on through the card: the AV
 * the prepared creature brings, the bare Combat roll, damage through armour, Precision, and the
 * Chance roll of a non-lethal blow.
 */
import { describe, expect, it } from "vitest";
import { item } from "../../rulesets/energy/fixtures";
import { refusal } from "../table";
import { energyCard, energyWorld, inCombat, poolsOf } from "./world";
import { openAttack } from "./open-world";

const CARD = "cardMelee0000001";

/** Kestra (Str 18, Dex 16) with her Blade (1d8), in combat; the Gnoll may wear Mail (AR 3, Coverage 12). */
function table(o: { mail?: boolean; abilities?: Record<string, number>; blade?: Record<string, unknown> } = {}) {
  const w = energyWorld();
  Object.assign(w.kestra.system.abilities as object, { str: 18, dex: 16, ...o.abilities });
  const blade = w.kestra.items[0]!;
  Object.assign(blade.system, o.blade ?? {});
  if (o.mail) w.gnoll.items.push(item("energyArmor", "Mail", { equipped: true, ar: 3, coverage: { melee: 12, ranged: 12 } }) as never);
  inCombat(w.kestra, { energy: 5 });
  return { ...w, blade };
}

/** Opens Kestra's attack with `d20` and lets the Gnoll roll `evasion` (one chain). */
async function swing(w: Awaited<ReturnType<typeof table>>, d20: number, evasion: number[][] = [[1]], o: Parameters<typeof openAttack>[5] = {}) {
  const [card] = await openAttack(w.t, "ann", w.kestra, [w.gnoll], [[d20]], { item: w.blade.id, ...o }, [CARD]);
  await w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: evasion });
  return card!;
}

describe("energy: the melee AV a prepared creature brings to the card", () => {
  it("energy.melee.7: MASAB is (Str mod + Dex mod) / 3, rounded down, and it is on the card's AV", async () => {
    // Str 18 (+4) and Dex 16 (+3): 7 / 3 = 2.
    expect((await swing(table(), 10)).attack.parts).toContainEqual({ label: "MANIFOLD.energy.Part.Masab", value: 2 });
    // Str 12 (+1) and Dex 13 (+1): 2 / 3 rounds down to 0, and the AV is the bare 15.
    expect((await swing(table({ abilities: { str: 12, dex: 13 } }), 10)).attack.value).toBe(15);
  });

  it("energy.melee.8: MASDB, the same (Str mod + Dex mod) / 3, is added to the damage the card rolls", async () => {
    const w = table();
    const card = await swing(w, 15);
    expect(card.attack.flatParts).toEqual([{ label: "MANIFOLD.energy.Part.Masdb", value: 2 }]);
    await w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[5]] });
    expect(energyCard(w.t, CARD).damage?.total).toBe(7);
  });

  it("energy.melee.9: an ability a Theme adds joins the parentheses once, however often it is named", async () => {
    const w = table({ abilities: { con: 16 } });
    (w.kestra.system as { meleeAbilities: string[] }).meleeAbilities = ["con", "con"];
    // (4 + 3 + 3) / 3 = 3; counted twice it would be 13 / 3 = 4.
    expect((await swing(w, 10)).attack.parts).toContainEqual({ label: "MANIFOLD.energy.Part.Masab", value: 3 });
  });

  it("energy.melee.6: the Combat roll is the d20 with nothing added: it alone is compared with Coverage and the Crit range", async () => {
    const w = table({ mail: true });
    const card = await swing(w, 11);
    // With the AV of 17 added it would clear Coverage 12; the bare 11 does not, so the armour is hit.
    expect(card.d20).toEqual({ faces: [11], kept: 11 });
    expect(energyCard(w.t, CARD).result).toMatchObject({ hit: true, armorHit: true, crit: false, against: 17 });
  });

  it("energy.melee.4: melee damage is the weapon's roll + MASDB, less AR when the Combat roll is below Coverage", async () => {
    const below = table({ mail: true });
    await swing(below, 7);
    await below.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[6]] });
    expect(energyCard(below.t, CARD).damage?.total).toBe(6 + 2 - 3);
    const above = table({ mail: true });
    await swing(above, 12);
    await above.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[6]] });
    expect(energyCard(above.t, CARD).damage?.total).toBe(6 + 2);
  });

  it("energy.evasion.10: a weapon attack names no Defense, so the card asks the target for Evasion, 1d10*", async () => {
    const w = table();
    const [card] = await openAttack(w.t, "ann", w.kestra, [w.gnoll], [[10]], { item: w.blade.id }, [CARD]);
    expect(card!.defense.kind).toBe("evasion");
    expect(w.t.dice(CARD, "gm", "rollDefense")).toEqual([{ kind: "chain", faces: 10, edge: 0 }]);
    // Evasion 8 + 10 + 1 = 19 beats AV 17: the ten exploded.
    await w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[10], [1]] });
    expect(energyCard(w.t, CARD).result?.hit).toBe(false);
  });
});

describe("energy: Precision and the natural 20 on an opened card", () => {
  it("energy.crit.2: a Precise 1 weapon crits on a Combat roll of 19, which ignores the armour; 18 is no crit", async () => {
    const crit = table({ mail: true, blade: { precision: 1 } });
    await swing(crit, 19, [[10], [10], [10], [9]]);
    expect(energyCard(crit.t, CARD).result).toMatchObject({ hit: true, crit: true, armorHit: false });
    const plain = table({ mail: true, blade: { precision: 1 } });
    await swing(plain, 18, [[10], [10], [10], [9]]);
    expect(energyCard(plain.t, CARD).result).toMatchObject({ hit: false, crit: false });
    const dull = table({ mail: true });
    await swing(dull, 19, [[10], [10], [10], [9]]);
    expect(energyCard(dull.t, CARD).result?.crit).toBe(false);
  });
});

describe("energy: unarmed attacks opened from the sheet", () => {
  const unarmed = { how: { mode: "unarmed" } };

  it("energy.unarmed.1 energy.unarmed.2: the body is the weapon: no item on the card, even with a Blade in hand", async () => {
    const w = table();
    const [card] = await openAttack(w.t, "ann", w.kestra, [w.gnoll], [[10]], unarmed, [CARD]);
    expect(card!.attack).toMatchObject({ mode: "unarmed", itemName: "", itemUuid: "", damageType: "blunt" });
    expect(w.blade.system.equipped).toBe(true);
  });

  it("energy.unarmed.3: an Unarmed attack costs 2 Energy and has Reach 0: the adjacent hex only", async () => {
    const w = table();
    await openAttack(w.t, "ann", w.kestra, [w.gnoll], [[10]], unarmed);
    expect(poolsOf(w.kestra).energy).toBe(3);
    expect(await refusal(() => openAttack(w.t, "ann", w.kestra, [w.gnoll], [[10]], { ...unarmed, places: [{ distance: 2 }] }))).toBe("MANIFOLD.energy.Error.OutOfReach");
    expect(poolsOf(w.kestra).energy).toBe(3);
    // The Blade reaches 1 m too, but costs the full 3.
    await openAttack(w.t, "ann", w.kestra, [w.gnoll], [[10]], { item: w.blade.id });
    expect(poolsOf(w.kestra).energy).toBe(0);
  });

  it("energy.unarmed.4: Unarmed AV is 15 + MASAB, no weapon bonus", async () => {
    const w = table({ blade: { attackBonus: 3 } });
    const [card] = await openAttack(w.t, "ann", w.kestra, [w.gnoll], [[10]], unarmed);
    expect(card!.attack.value).toBe(17);
    expect(card!.attack.parts.map((p) => p.label)).toEqual(["MANIFOLD.energy.Part.Base", "MANIFOLD.energy.Part.Masab"]);
  });

  it("energy.unarmed.5: Unarmed damage is MASAB, at least 1, less AR when the Combat roll is below Coverage", async () => {
    const w = table({ mail: true, abilities: { str: 20, dex: 20 } });
    // MASAB (5 + 5) / 3 = 3; the Combat roll 7 is below Coverage 12: 3 - 3 = 0.
    await openAttack(w.t, "ann", w.kestra, [w.gnoll], [[7]], unarmed, [CARD]);
    await w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[1]] });
    await w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [] });
    expect(energyCard(w.t, CARD).damage?.total).toBe(0);
    const weak = table({ abilities: { str: 6, dex: 6 } });
    // (-2 - 2) / 3 rounds down to -2; the blow still deals 1.
    await openAttack(weak.t, "ann", weak.kestra, [weak.gnoll], [[15]], unarmed, [CARD]);
    await weak.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[1]] });
    await weak.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [] });
    expect(energyCard(weak.t, CARD).damage?.total).toBe(1);
  });
});

describe("energy: the Chance roll of a non-lethal blow", () => {
  it("energy.chance.1: it is a bare d20, with no edge even when the attacker's own roll has disadvantage", async () => {
    const w = table();
    w.kestra.statuses.push("dazed");
    const [card] = await openAttack(w.t, "ann", w.kestra, [w.gnoll], [[15, 14]], { item: w.blade.id, choices: { nonlethal: true } }, [CARD]);
    expect(card!.attack.edge).toBe(-1);
    await w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[1]] });
    expect(w.t.dice(CARD, "ann", "rollDamage")).toEqual([{ kind: "die", faces: 8, edge: 0 }, { kind: "die", faces: 20, edge: 0 }]);
  });

  it("energy.chance.2: against DC 10 a 10 succeeds (non-lethal) and a 9 fails (lethal)", async () => {
    const pass = table();
    await swing(pass, 15, [[1]], { choices: { nonlethal: true } });
    expect(energyCard(pass.t, CARD).attack.nonlethal).toBe(10);
    await pass.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[4], [10]] });
    expect(energyCard(pass.t, CARD).chance).toEqual({ roll: 10, nonlethal: true });
    const fail = table();
    await swing(fail, 15, [[1]], { choices: { nonlethal: true } });
    await fail.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[4], [9]] });
    expect(energyCard(fail.t, CARD).chance).toEqual({ roll: 9, nonlethal: false });
  });
});
