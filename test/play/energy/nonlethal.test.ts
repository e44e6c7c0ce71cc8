/**
 * Non-lethal damage played through the card: the Chance roll each kind of attack needs, cell by
 * cell, the trades that widen it, and what the damage does at 0 Aura to a character and to an NPC.
 */
import { describe, expect, it } from "vitest";
import { refusal } from "../table";
import { item } from "../../rulesets/energy/fixtures";
import { act, energyCard, energyWorld, inCombat, postCard, type CardSetup } from "./world";

const CARD = "cardNonLethal001";
type Kind = "blunt" | "melee" | "ranged" | "thrown" | "unarmed";

/** Kestra hits the gnoll (at `aura`) with a non-lethal attack of that kind; her damage die shows 3. */
async function strike(kind: Kind, o: { steps?: number; aura?: number } = {}) {
  const w = energyWorld();
  (w.gnoll.system.aura as { value: number }).value = o.aura ?? 0;
  const club = item("energyWeapon", "Club", { equipped: true, damage: "1d6", blunt: true, mpr: 0 });
  const knife = item("energyWeapon", "Knife", { equipped: true, damage: "1d4", thrown: true, light: true, thrownRange: { near: 5, far: 10, max: 20 }, mpr: 0 });
  const sling = item("energyRanged", "Sling", { equipped: true, kind: "sling", drawWeight: 0, damage: "1d4", mpr: 0 });
  w.kestra.items.push(club as never, knife as never, sling as never);
  const nonlethal = { nonlethal: true, steps: o.steps ?? 0 };
  const setups: Record<Kind, CardSetup> = {
    blunt: { weapon: club.id!, choices: nonlethal },
    melee: { weapon: w.blade.id!, choices: nonlethal },
    ranged: { weapon: sling.id!, choices: { mode: "ranged", ...nonlethal }, situation: { distance: 3 } },
    thrown: { weapon: knife.id!, choices: { mode: "thrown", ...nonlethal }, situation: { distance: 3 } },
    unarmed: { weapon: null, choices: { mode: "unarmed", ...nonlethal } },
  };
  const card = postCard(w.t, CARD, "gm", w.kestra, w.gnoll, 19, { ...setups[kind], openedBy: "ann" });
  await w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[1]] });
  expect(energyCard(w.t, CARD).result?.hit).toBe(true);
  /** Rolls the damage (a 3 on its die, if it has one) and the Chance roll, when one is asked. */
  const damage = async (chance: number | null) => {
    const needs = w.t.dice(CARD, "ann", "rollDamage");
    const faces = needs.map((n) => (n.faces === 20 ? [chance ?? 0] : [3]));
    await w.t.press("ann", { messageId: CARD, action: "rollDamage", faces });
    return { needs, card: energyCard(w.t, CARD) };
  };
  return { ...w, card, damage };
}

describe("energy: the Chance roll that makes damage non-lethal, cell by cell", () => {
  it.each([
    ["blunt", 5, "energy.nonlethal.6"],
    ["melee", 10, "energy.nonlethal.7"],
    ["ranged", 15, "energy.nonlethal.8"],
    ["thrown", 15, "energy.nonlethal.8"],
  ] as const)("%s: the Chance roll must make %i (%s)", async (kind, dc, _id) => {
    expect((await strike(kind)).card.attack.nonlethal).toBe(dc);
    const below = await (await strike(kind)).damage(dc - 1);
    expect(below.needs.at(-1)).toEqual({ kind: "die", faces: 20, edge: 0 });
    expect(below.card.chance).toEqual({ roll: dc - 1, nonlethal: false });
    expect((await (await strike(kind)).damage(dc)).card.chance).toEqual({ roll: dc, nonlethal: true });
  });

  it("energy.nonlethal.5: an unarmed attack is non-lethal by choice, with no Chance roll to make", async () => {
    const s = await strike("unarmed");
    const { needs, card } = await s.damage(null);
    expect(needs).toEqual([]);
    expect(card.chance).toBeNull();
    await s.t.press("ann", { messageId: CARD, action: "apply" });
    // Non-lethal at 0 Aura: the NPC is Shaken, and no Death roll is owed.
    expect(s.gnoll.statuses).toContain("shaken");
    expect(energyCard(s.t, CARD).deathNeeded).toBe(false);
  });

  it("energy.nonlethal.9: each -3 AV trade lowers a melee weapon's DC by 5; two make the blade's free", async () => {
    const base = (await strike("melee")).card.attack.value;
    const one = await strike("melee", { steps: 1 });
    expect(one.card.attack.value).toBe(base - 3);
    expect(one.card.attack.nonlethal).toBe(5);
    expect((await one.damage(4)).card.chance?.nonlethal).toBe(false);
    expect((await (await strike("melee", { steps: 1 })).damage(5)).card.chance?.nonlethal).toBe(true);
    const two = await strike("melee", { steps: 2 });
    expect(two.card.attack.value).toBe(base - 6);
    expect((await two.damage(null)).needs).toEqual([{ kind: "die", faces: 8, edge: 0 }]);
  });

  it("energy.nonlethal.9: on a ranged attack each step adds 3 to the Miss Chance; two steps: non-lethal on 5+", async () => {
    const base = (await strike("ranged")).card.attack.value;
    const two = await strike("ranged", { steps: 2 });
    expect(two.card.attack.value).toBe(base + 6);
    expect(two.card.attack.nonlethal).toBe(5);
    expect((await two.damage(5)).card.chance?.nonlethal).toBe(true);
  });

  it("energy.nonlethal.9: a failed Chance roll deals the damage as lethal: at 0 Aura a Death roll is owed", async () => {
    const s = await strike("melee");
    await s.damage(9);
    await s.t.press("ann", { messageId: CARD, action: "apply" });
    expect(energyCard(s.t, CARD).deathNeeded).toBe(true);
    expect(s.gnoll.statuses).not.toContain("shaken");
  });
});

describe("energy: what non-lethal damage does", () => {
  it("energy.nonlethal.1: above 0 Aura it lowers Aura like lethal damage", async () => {
    const s = await strike("blunt", { aura: 5 });
    await s.damage(5);
    await s.t.press("ann", { messageId: CARD, action: "apply" });
    expect((s.gnoll.system.aura as { value: number }).value).toBe(2);
    expect(s.gnoll.statuses).toEqual([]);
  });

  it("energy.nonlethal.1 energy.nonlethal.3: at 0 Aura it never kills an NPC: no Death roll; Shaken and 5 Stamina lost", async () => {
    const s = await strike("blunt");
    await s.damage(5);
    await s.t.press("ann", { messageId: CARD, action: "apply" });
    expect(energyCard(s.t, CARD).deathNeeded).toBe(false);
    expect(await refusal(() => s.t.press("gm", { messageId: CARD, action: "rollDeath", faces: [[1]] }))).toBe("MANIFOLD.Query.NotYours");
    expect(s.gnoll.statuses).toEqual(["shaken"]);
    expect((s.gnoll.system.stamina as { value: number }).value).toBe(1);
    // Shaken: it may not spend Stamina (energy.cond.3).
    inCombat(s.gnoll, { energy: 5 });
    expect(await refusal(() => act(s.gnoll, "sprint"))).toBe("MANIFOLD.energy.Error.NoStamina");
  });

  it("energy.nonlethal.2: a character at 0 Aura is Exhausted until the end of the next round, and spends no Stamina", async () => {
    const w = energyWorld();
    (w.kestra.system.aura as { value: number }).value = 0;
    const club = item("energyWeapon", "Club", { equipped: true, damage: "1d6", blunt: true });
    w.gnoll.items = [club as never];
    postCard(w.t, CARD, "gm", w.gnoll, w.kestra, 19, { weapon: club.id!, choices: { nonlethal: true } });
    await w.t.press("ann", { messageId: CARD, action: "rollDefense", faces: [[1]] });
    await w.t.press("gm", { messageId: CARD, action: "rollDamage", faces: [[4], [5]] });
    const out = await w.t.press("gm", { messageId: CARD, action: "apply" });
    expect(energyCard(w.t, CARD).deathNeeded).toBe(false);
    expect(w.kestra.statuses).toEqual(["exhausted"]);
    // Until the end of the next round: two rounds.
    expect(out.statuses).toEqual([{ side: "defender", id: "exhausted", active: true, rounds: 2 }]);
    expect((w.kestra.system.stamina as { value: number }).value).toBe(10);
    const ledger = energyCard(w.t, CARD).ledger.entries;
    expect(ledger).toEqual([{ side: "defender", doc: "actor", path: "@status.exhausted", before: false, after: true }]);
    inCombat(w.kestra, { energy: 5 });
    expect(await refusal(() => act(w.kestra, "sprint"))).toBe("MANIFOLD.energy.Error.NoStamina");
  });
});
