/**
 * Healing from the sheet after a fight that left Ada with lethal damage: lunch and a good night's
 * rest each eat a ration and set a character below 0 to 0 whatever they roll (the revised ruling);
 * magic adds normally.
 */
import { describe, expect, it } from "vitest";
import { lunchDice, lunchStep, magicHealStep, restStep, ROLLUNDER_HEAL_ALLOW } from "../../../src/rulesets/rollunder/play/rest";
import { refusal } from "../table";
import { pcOf, rollunderWorld, writeOn } from "./world";

function ada(hp: number, rations = 2, level = 1) {
  const w = rollunderWorld(false);
  Object.assign(pcOf(w.ada), { rations, level });
  pcOf(w.ada).hp.value = hp;
  return w;
}

describe("rollunder healing", () => {
  it("rollunder.heal.1 / rollunder.heal.3 / rollunder.hp.4: lunch heals 1d6 + Level and eats one ration, never past 20", async () => {
    const w = ada(10, 2, 3);
    expect(lunchDice()).toEqual([{ kind: "die", faces: 6, edge: 0 }]);
    const lunch = lunchStep(pcOf(w.ada), [[4]]);
    expect(lunch.amount).toBe(7);
    await writeOn(w.ada, lunch.outcome.writes, ROLLUNDER_HEAL_ALLOW);
    expect([pcOf(w.ada).hp.value, pcOf(w.ada).rations]).toEqual([17, 1]);
    // Never past the maximum, and a PC's maximum is 20 even if the sheet says more.
    pcOf(w.ada).hp.max = 25;
    await writeOn(w.ada, lunchStep(pcOf(w.ada), [[6]]).outcome.writes, ROLLUNDER_HEAL_ALLOW);
    expect([pcOf(w.ada).hp.value, pcOf(w.ada).rations]).toEqual([20, 0]);
  });

  it("rollunder.heal.2 / rollunder.heal.3 / rollunder.heal.6: with no ration left there is no lunch and no rest", async () => {
    const w = ada(10, 0);
    expect(await refusal(() => lunchStep(pcOf(w.ada), [[4]]))).toBe("MANIFOLD.rollunder.Error.NoRations");
    expect(await refusal(() => restStep(pcOf(w.ada)))).toBe("MANIFOLD.rollunder.Error.NoRations");
  });

  it("rollunder.heal.8 / rollunder.heal.1: at −10 a lunch rolling 7 leaves 0, not −3; one rolling 12 still leaves 0; the next lunch heals normally", async () => {
    const w = ada(-10, 3);
    await writeOn(w.ada, lunchStep(pcOf(w.ada), [[6]]).outcome.writes, ROLLUNDER_HEAL_ALLOW);
    expect([pcOf(w.ada).hp.value, pcOf(w.ada).rations]).toEqual([0, 2]);
    const v = ada(-5, 2, 6);
    await writeOn(v.ada, lunchStep(pcOf(v.ada), [[6]]).outcome.writes, ROLLUNDER_HEAL_ALLOW);
    expect(pcOf(v.ada).hp.value).toBe(0);
    await writeOn(w.ada, lunchStep(pcOf(w.ada), [[3]]).outcome.writes, ROLLUNDER_HEAL_ALLOW);
    expect(pcOf(w.ada).hp.value).toBe(4);
  });

  it("rollunder.heal.4 / rollunder.heal.5 / rollunder.heal.6 / rollunder.heal.8: a good night's rest heals fully for a ration, but only to 0 from lethal damage", async () => {
    const w = ada(4);
    await writeOn(w.ada, restStep(pcOf(w.ada)).writes, ROLLUNDER_HEAL_ALLOW);
    expect([pcOf(w.ada).hp.value, pcOf(w.ada).rations]).toEqual([20, 1]);
    const v = ada(-7);
    await writeOn(v.ada, restStep(pcOf(v.ada)).writes, ROLLUNDER_HEAL_ALLOW);
    expect([pcOf(v.ada).hp.value, pcOf(v.ada).rations]).toEqual([0, 1]);
    // The next rest, with the lethal damage gone, heals fully.
    await writeOn(v.ada, restStep(pcOf(v.ada)).writes, ROLLUNDER_HEAL_ALLOW);
    expect(pcOf(v.ada).hp.value).toBe(20);
  });

  it("rollunder.heal.7 / rollunder.heal.8: magical healing adds what the spell gives, below 0 too: −5 healed 8 is 3", async () => {
    const w = ada(-5);
    await writeOn(w.ada, magicHealStep(pcOf(w.ada), 3).writes, ROLLUNDER_HEAL_ALLOW);
    expect(pcOf(w.ada).hp.value).toBe(-2);
    await writeOn(w.ada, magicHealStep(pcOf(w.ada), 5).writes, ROLLUNDER_HEAL_ALLOW);
    expect(pcOf(w.ada).hp.value).toBe(3);
    await writeOn(w.ada, magicHealStep(pcOf(w.ada), 30).writes, ROLLUNDER_HEAL_ALLOW);
    expect(pcOf(w.ada).hp.value).toBe(20);
    expect(await refusal(() => magicHealStep(pcOf(w.ada), -1))).toBe("MANIFOLD.Query.Malformed");
  });
});
