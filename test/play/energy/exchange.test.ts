/**
 * Whole energy attacks played through the card's steps: the attacker's d20 is in the card, the
 * defender throws its exploding Evasion, damage comes through armour and multipliers, and Apply
 * writes Aura and the conditions the roll gave.
 */
import { describe, expect, it } from "vitest";
import { item } from "../../rulesets/energy/fixtures";
import { refusal } from "../table";
import { energyCard, energyWorld, meleeCard } from "./world";

const CARD = "cardEnergyXch001";

/** Kestra attacks the Gnoll (Aura 4 of 12) with a d20 of `d20`; the Gnoll may wear Mail (AR 3, Coverage 12). */
function attack(d20: number, opts: { mail?: boolean; aura?: number } = {}) {
  const w = energyWorld();
  if (opts.mail) w.gnoll.items.push(item("energyArmor", "Mail", { equipped: true, ar: 3, coverage: { melee: 12, ranged: 12 } }) as never);
  if (opts.aura !== undefined) (w.gnoll.system.aura as { value: number }).value = opts.aura;
  meleeCard(w.t, CARD, "gm", w.kestra, w.gnoll, d20, "ann");
  return w;
}

const aura = (w: Awaited<ReturnType<typeof energyWorld>>) => (w.gnoll.system.aura as { value: number }).value;

describe("energy attacks through the card", () => {
  it("energy.evasion.1: the Evasion roll is the exploding 1d10 the card asks for, and it decides the hit", async () => {
    const w = attack(10);
    expect(w.t.dice(CARD, "gm", "rollDefense")).toEqual([{ kind: "chain", faces: 10, edge: 0 }]);
    await w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[10], [10], [6]] });
    expect(energyCard(w.t, CARD).result?.hit).toBe(false);
  });

  it("energy.combat.1 / energy.crit.1 / energy.crit.3 / energy.combat.4: a natural 20 hits whatever the Evasion, ignores armour and Exposes the target in the same attack", async () => {
    const w = attack(20, { mail: true });
    await w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[10], [10], [10], [9]] });
    const card = energyCard(w.t, CARD);
    expect([card.result?.hit, card.result?.crit, card.result?.armorHit]).toEqual([true, true, false]);
    await w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[3]] });
    expect(energyCard(w.t, CARD).damage?.parts.some((p) => p.label === "MANIFOLD.energy.Card.ArmorRating")).toBe(false);
    await w.t.press("ann", { messageId: CARD, action: "apply" });
    expect(w.gnoll.statuses).toContain("exposed");
  });

  it("energy.combat.5: a Combat roll below the armour's Coverage hits the armour, and its AR comes off the damage", async () => {
    const w = attack(11, { mail: true });
    await w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[1]] });
    expect(energyCard(w.t, CARD).result).toMatchObject({ hit: true, armorHit: true });
    await w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[6]] });
    const withArmor = energyCard(w.t, CARD).damage!.total;
    const bare = attack(11);
    await bare.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[1]] });
    await bare.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[6]] });
    expect(energyCard(bare.t, CARD).damage!.total - withArmor).toBe(3);
  });

  it("energy.combat.2 / energy.combat.3: a natural 1 misses and leaves the attacker Exposed", async () => {
    const w = attack(1);
    await w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[1]] });
    expect(energyCard(w.t, CARD).result).toMatchObject({ hit: false, critFail: true, attackerExposed: true });
    await w.t.press("gm", { messageId: CARD, action: "apply" });
    expect(w.kestra.statuses).toContain("exposed");
    expect(aura(w)).toBe(4);
  });

  it("energy.aura.2: damage lowers Aura, never below 0", async () => {
    const w = attack(15);
    await w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[1]] });
    await w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[8]] });
    await w.t.press("ann", { messageId: CARD, action: "apply" });
    expect(aura(w)).toBe(0);
  });

  it("energy.death.2: lethal damage taken at 0 Aura owes a Death roll, which only the target's side may roll", async () => {
    const w = attack(15, { aura: 0 });
    await w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[1]] });
    await w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[5]] });
    await w.t.press("ann", { messageId: CARD, action: "apply" });
    expect(energyCard(w.t, CARD).deathNeeded).toBe(true);
    expect(await refusal(() => w.t.press("ann", { messageId: CARD, action: "rollDeath", faces: [[12]] }))).toBe("MANIFOLD.Query.NotYours");
    await w.t.press("gm", { messageId: CARD, action: "rollDeath", faces: [[1]] });
    expect(w.gnoll.statuses).toContain("dead");
    // Undo takes back the Death roll's result with the damage.
    await w.t.press("gm", { messageId: CARD, action: "undo" });
    expect(w.gnoll.statuses).not.toContain("dead");
  });
});
