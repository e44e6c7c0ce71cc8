/**
 * Exhausted at the start of each round, as the GM's client runs it (round-rolls.ts startRound):
 * the Energy a round gives from Stamina, cell by cell, 2 fewer while Exhausted.
 */
import { describe, expect, it } from "vitest";
import { energyWorld } from "./world";
import { Fight, pools, systemOf } from "./round-world";

function fight() {
  const w = energyWorld();
  return { ...w, f: new Fight([w.kestra, w.gnoll]) };
}

describe("energy: Exhausted gives 2 less Energy at each round start", () => {
  it.each([
    [9, 5, 3],
    [5, 5, 3],
    [4, 4, 2],
    [3, 3, 1],
    [2, 2, 0],
    [1, 1, 0],
  ])("energy.cond.5: with %i Stamina a round gives %i Energy, Exhausted %i", async (stamina, fresh, exhausted) => {
    const w = fight();
    systemOf(w.kestra).stamina.value = stamina;
    systemOf(w.gnoll).stamina.value = stamina;
    w.f.condition(w.kestra, "exhausted");
    await w.f.next();
    expect(pools(w.gnoll).energy).toBe(fresh);
    expect(pools(w.kestra).energy).toBe(exhausted);
  });

  it("energy.cond.5: Exhausted until a Short Rest cuts every round, not only the first", async () => {
    const w = fight();
    w.f.condition(w.kestra, "exhausted");
    for (let i = 0; i < 3; i++) {
      await w.f.next();
      expect(pools(w.kestra).energy).toBe(3);
    }
    w.f.drop(w.kestra, "exhausted");
    await w.f.next();
    expect(pools(w.kestra).energy).toBe(5);
  });
});
