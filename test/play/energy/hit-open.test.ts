/**
 * Shots opened through openAttackStep and played on through the card: what the Hit roll's own
 * face does (20, 1-3, 1), and the damage a hit deals through armour.
 */
import { describe, expect, it } from "vitest";
import { item } from "../../rulesets/energy/fixtures";
import { energyCard, energyWorld, inCombat } from "./world";
import { openAttack } from "./open-world";

const CARD = "cardHit000000001";

/** Kestra with a sling (1d4, no draw weight) shoots the Gnoll in Mail (AR 3, Ranged Coverage 12) from 10 m. */
function table() {
  const w = energyWorld();
  const sling = item("energyRanged", "Sling", { equipped: true, kind: "sling", drawWeight: 0, damage: "1d4", mpr: 0 });
  w.kestra.items.push(sling as never);
  w.gnoll.items.push(item("energyArmor", "Mail", { equipped: true, ar: 3, coverage: { melee: 12, ranged: 12 } }) as never);
  inCombat(w.kestra, { energy: 5 });
  return { ...w, sling };
}

async function shoot(w: Awaited<ReturnType<typeof table>>, d20: number, evasion: number[][], o: { modifier?: number; weapon?: string } = {}) {
  const [card] = await openAttack(w.t, "ann", w.kestra, [w.gnoll], [[d20]], { item: o.weapon ?? w.sling.id!, how: { mode: "shoot" }, places: [{ distance: 10 }], choices: { modifier: o.modifier ?? 0 } }, [CARD]);
  await w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: evasion });
  return card!;
}

describe("energy: the Hit roll's own face", () => {
  it("energy.hit.1: a Hit roll of 20 is a Critical Hit: it hits whatever the Miss Chance, ignores armour and Exposes the target", async () => {
    const w = table();
    await shoot(w, 20, [[4], [4], [4], [3]]);
    expect(energyCard(w.t, CARD).result).toMatchObject({ hit: true, crit: true, armorHit: false });
    await w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[2]] });
    expect(energyCard(w.t, CARD).damage?.total).toBe(2);
    const out = await w.t.press("ann", { messageId: CARD, action: "apply" });
    expect(out.statuses).toContainEqual({ side: "defender", id: "exposed", active: true, rounds: 1 });
  });

  it("energy.hit.2: a Hit roll of 1-3 Exposes the attacker until the end of the next Round, hit or miss", async () => {
    const w = table();
    // Miss Chance 8 - 10 = -2, plus a Ranged Evasion roll of 1: a 3 still hits.
    await shoot(w, 3, [[1]], { modifier: 10 });
    expect(energyCard(w.t, CARD).result).toMatchObject({ hit: true, attackerExposed: true });
    await w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[2]] });
    const out = await w.t.press("ann", { messageId: CARD, action: "apply" });
    expect(out.statuses).toContainEqual({ side: "attacker", id: "exposed", active: true, rounds: 2 });
    const four = table();
    await shoot(four, 4, [[1]], { modifier: 10 });
    expect(energyCard(four.t, CARD).result?.attackerExposed).toBe(false);
  });

  it("energy.hit.3: a Hit roll of 1 is a Critical Failure: a miss even against a Miss Chance it would reach, and the attacker is Exposed", async () => {
    const w = table();
    await shoot(w, 1, [[1]], { modifier: 10 });
    expect(energyCard(w.t, CARD).result).toMatchObject({ hit: false, critFail: true, attackerExposed: true });
    const out = await w.t.press("ann", { messageId: CARD, action: "apply" });
    expect(out.statuses).toContainEqual({ side: "attacker", id: "exposed", active: true, rounds: 2 });
    expect((w.gnoll.system.aura as { value: number }).value).toBe(4);
  });
});

describe("energy: armour against a shot", () => {
  it("energy.hit.4: the armour counts only when the Hit roll is below its Ranged Coverage (RULINGS)", async () => {
    const below = table();
    await shoot(below, 11, [[1]]);
    expect(energyCard(below.t, CARD).result).toMatchObject({ hit: true, armorHit: true });
    const at = table();
    await shoot(at, 12, [[1]]);
    expect(energyCard(at.t, CARD).result).toMatchObject({ hit: true, armorHit: false });
  });

  it("energy.hit.5: ranged damage is the weapon's roll + the Draw Weight's Extra Damage, less AR when the Hit roll is below Coverage", async () => {
    const w = table();
    // Arm Strength 16 draws a 40 kg bow fully: +2 Extra Damage (and +1 Accuracy).
    Object.assign(w.kestra.system.bonus as object, { arm: 16 });
    const bow = item("energyRanged", "Longbow", { equipped: true, kind: "bow", drawWeight: 40, damage: "1d8", mpr: 0, range: { near: 5, far: 30, max: 120 } });
    w.kestra.items.push(bow as never);
    const card = await shoot(w, 11, [[1]], { weapon: bow.id! });
    expect(card.attack.flatParts).toEqual([{ label: "MANIFOLD.energy.Part.DrawWeight", value: 2 }]);
    await w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[5]] });
    expect(energyCard(w.t, CARD).damage?.total).toBe(5 + 2 - 3);
    const clear = table();
    Object.assign(clear.kestra.system.bonus as object, { arm: 16 });
    clear.kestra.items.push(structuredClone({ ...bow, system: { ...bow.system, loaded: true } }) as never);
    await shoot(clear, 14, [[1]], { weapon: bow.id! });
    await clear.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[5]] });
    expect(energyCard(clear.t, CARD).damage?.total).toBe(5 + 2);
  });
});
