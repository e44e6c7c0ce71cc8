/**
 * The Miss Chance at the table: a shot opened through openAttackStep puts the Miss Chance Modifier,
 * the target's size and movement on its card, and the target's Ranged Evasion roll (the card's
 * rollDefense) adds to it; the Hit roll, a bare d20, must reach the sum.
 */
import { describe, expect, it } from "vitest";
import { item } from "../../rulesets/energy/fixtures";
import { refusal } from "../table";
import { energyCard, poolsOf } from "./world";
import { openAttack } from "./open-world";
import { bow, modifierOf, shoot, shootingRange, SHOT } from "./ranged-world";

/** Kestra with a sling: no draw weight, Accuracy as given, range 5/30/120; the gnoll 10 m away. */
function sling(accuracy = 0, dex?: number) {
  const w = shootingRange({ dex });
  const id = bow(w.kestra, { kind: "sling", drawWeight: 0, accuracy });
  return { ...w, id, at: { item: id, places: [{ distance: 10 }] } };
}

describe("energy: the Miss Chance Modifier on the card", () => {
  it("energy.ranged.3: 8 - the weapon's Accuracy - halved Dex mod, halved rounding down", async () => {
    const nimble = sling(2, 16);
    expect(modifierOf(await shoot(nimble, nimble.at))).toBe(5);
    // Dex 8: mod -1, halved down to -1, so the modifier grows.
    const clumsy = sling(2, 8);
    expect(modifierOf(await shoot(clumsy, clumsy.at))).toBe(7);
  });
});

describe("energy: the Hit roll against the Miss Chance", () => {
  it("energy.ranged.1 energy.ranged.2: the Hit roll (the bare d20) hits when it reaches Miss Chance Modifier + Ranged Evasion roll + situation", async () => {
    // Miss Chance 8 - 2 (the dialog's +2 makes the shot easier) = 6; the gnoll's Ranged Evasion roll 3: 9 to hit.
    const reach = sling();
    const [card] = await openAttack(reach.t, "ann", reach.kestra, [reach.gnoll], [[9]], { ...reach.at, how: { mode: "shoot" }, choices: { modifier: 2 } }, [SHOT]);
    expect(card!.d20).toEqual({ faces: [9], kept: 9 });
    // Only the target's side rolls its Ranged Evasion or forgoes it.
    expect(await refusal(() => reach.t.press("ann", { messageId: SHOT, action: "noDefense" }))).toBe("MANIFOLD.Query.NotYours");
    await reach.t.press("gm", { messageId: SHOT, action: "rollDefense", faces: [[3]] });
    expect(energyCard(reach.t, SHOT).attack.value).toBe(6);
    expect(energyCard(reach.t, SHOT).result).toMatchObject({ hit: true, against: 9 });
    const short = sling();
    await shoot(short, { ...short.at, d20: 8, choices: { modifier: 2 } });
    await short.t.press("gm", { messageId: SHOT, action: "rollDefense", faces: [[3]] });
    expect(energyCard(short.t, SHOT).result).toMatchObject({ hit: false, against: 9 });
  });

  it("energy.ranged.5: the Ranged Evasion roll is 1d4* + halved Dex + the shield's ranged bonus - the armour penalty, and it explodes", async () => {
    const w = sling();
    Object.assign(w.gnoll.system.abilities as object, { dex: 14 });
    w.gnoll.items.push(item("energyShield", "Buckler", { equipped: true, evasion: 1, ranged: 2 }) as never);
    w.gnoll.items.push(item("energyArmor", "Hide", { equipped: true, ar: 1, evasionPenalty: 1 }) as never);
    await shoot(w, { ...w.at, d20: 16 });
    expect(energyCard(w.t, SHOT).defense).toMatchObject({ kind: "rangedEvasion", faces: 4, bonus: 1 + 2 - 1 });
    // The d4 shows 4 and is thrown again: 4 + 2, so the Miss Chance is 8 + 2 + 6 = 16.
    await w.t.press("gm", { messageId: SHOT, action: "rollDefense", faces: [[4], [2]] });
    expect(energyCard(w.t, SHOT).defenseRoll?.total).toBe(6);
    expect(energyCard(w.t, SHOT).result).toMatchObject({ hit: true, against: 16 });
  });
});

describe("energy: the Miss Chance Size Modifier table, cell by cell", () => {
  const cells = [
    ["energy.miss.1", "huge", -4],
    ["energy.miss.2", "large", -2],
    ["energy.miss.3", "medium", 0],
    ["energy.miss.4", "small", 2],
    ["energy.miss.5", "tiny", 4],
    ["energy.miss.6", "diminutive", 8],
    ["energy.miss.7", "fine", 12],
    ["energy.miss.8", "miniscule", 18],
  ] as const;
  it.each(cells)("%s: a %s target changes the Miss Chance by %i", async (_id, size, modifier) => {
    const w = sling();
    Object.assign(w.gnoll.system, { size });
    const card = await shoot(w, w.at);
    expect(card.attack.value).toBe(8 + modifier);
    if (modifier !== 0) expect(card.attack.parts).toContainEqual({ label: `MANIFOLD.energy.Choice.size.${size}`, value: modifier });
  });
});

describe("energy: the Miss Chance Movement Modifier table, cell by cell", () => {
  const cells = [
    ["energy.miss.9", "none", -5],
    ["energy.miss.10", "normal", 0],
    ["energy.miss.11", "fast", 5],
  ] as const;
  it.each(cells)("%s: the dialog's target movement %s changes the Miss Chance by %i", async (_id, movement, modifier) => {
    const w = sling();
    const card = await shoot(w, { ...w.at, choices: { movement } });
    expect(card.attack.value).toBe(8 + modifier);
  });

  it("energy.miss.9: a movement the table does not have is refused and nothing is paid", async () => {
    const w = sling();
    expect(await refusal(() => shoot(w, { ...w.at, choices: { movement: "crawling" } }))).not.toBeNull();
    expect(poolsOf(w.kestra).energy).toBe(10);
    expect(w.t.messages.has(SHOT)).toBe(false);
  });
});
