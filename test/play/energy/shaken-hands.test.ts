/**
 * A Shaken hand on the sheet, played as takeAction plays it: the action step asks for the Chance
 * roll, the pay step pays, and `actionDone` keeps hold or drops what the hand handles.
 */
import { describe, expect, it } from "vitest";
import { refusal } from "../table";
import { creature, item } from "../../rulesets/energy/fixtures";
import { energyWorld, inCombat, plain, poolsOf } from "./world";
import { actionDone } from "../../../src/rulesets/energy/play/action";
import { actionSnapshotOf, itemOf } from "./action-world";
import { Conditions } from "./condition-world";
import { sheetAction } from "./sheet-action-world";

/** Kestra in combat, Shaken or not, with a Dagger stowed, a Greatsword in hand and an unloaded Crossbow. */
function kestra(statuses: string[] = ["shaken"]) {
  const w = energyWorld();
  const gear = [
    item("energyWeapon", "Dagger", { sidearm: true, equipped: false }),
    item("energyWeapon", "Greatsword", { equipped: true }),
    item("energyRanged", "Crossbow", { loadCost: 2, loaded: false, equipped: true }),
  ];
  const a = w.t.actor(plain("Actor.k3", "energyCharacter", ["ann"], creature(), gear, statuses));
  inCombat(a, { energy: 5, agility: 3 });
  const conds = new Conditions();
  for (const s of statuses) conds.add(a, s);
  return { a, conds };
}

const FACES = Array.from({ length: 20 }, (_, i) => i + 1);

describe("energy: Shaken, handling an item needs a Chance roll of 5", () => {
  it.each(FACES)("energy.cond.3: loading the Crossbow on a %i", async (d20) => {
    const { a, conds } = kestra();
    const { plan, done } = await sheetAction(conds, a, "load", { item: "Crossbow", d20 });
    expect(plan.chance).toBe(true);
    // What drops on a miss is the ammunition: the Crossbow stays in hand, unloaded, the Energy spent.
    expect(itemOf(a, "Crossbow")).toMatchObject({ equipped: true, loaded: d20 >= 5 });
    expect(done.chance?.key).toBe(d20 >= 5 ? "MANIFOLD.energy.Sheet.Held" : "MANIFOLD.energy.Sheet.FumbledAmmunition");
    expect(poolsOf(a).energy).toBe(3);
  });

  it.each(FACES)("energy.cond.3: drawing the stowed Dagger on a %i", async (d20) => {
    const { a, conds } = kestra();
    const { done } = await sheetAction(conds, a, "stow", { item: "Dagger", d20 });
    expect(itemOf(a, "Dagger").equipped).toBe(d20 >= 5);
    expect(done.chance?.key).toBe(d20 >= 5 ? "MANIFOLD.energy.Sheet.Held" : "MANIFOLD.energy.Sheet.Fumbled");
  });

  it.each([4, 5])("energy.cond.3: stowing the Greatsword on a %i: it leaves the hand either way, dropped or stowed", async (d20) => {
    const { a, conds } = kestra();
    const { done } = await sheetAction(conds, a, "stow", { item: "Greatsword", d20 });
    expect(itemOf(a, "Greatsword").equipped).toBe(false);
    expect(done.chance?.key).toBe(d20 >= 5 ? "MANIFOLD.energy.Sheet.Held" : "MANIFOLD.energy.Sheet.Fumbled");
    expect(poolsOf(a).energy).toBe(3);
  });

  it("energy.cond.3: a steady hand throws no Chance roll; a Shaken one must give its d20", async () => {
    const steady = kestra([]);
    expect((await sheetAction(steady.conds, steady.a, "load", { item: "Crossbow" })).plan.chance).toBe(false);
    expect(itemOf(steady.a, "Crossbow").loaded).toBe(true);
    const { a, conds } = kestra();
    await expect(sheetAction(conds, a, "load", { item: "Crossbow" })).rejects.toThrow("give its d20");
    expect(poolsOf(a).energy).toBe(5);
  });

  it("energy.cond.3: a Shaken hand's action with no d20 thrown is refused by the step", async () => {
    const { a } = kestra();
    expect(await refusal(() => actionDone(actionSnapshotOf(a, "Dagger"), "stow", null))).toBe("MANIFOLD.Query.Malformed");
    expect(itemOf(a, "Dagger").equipped).toBe(false);
  });
});
