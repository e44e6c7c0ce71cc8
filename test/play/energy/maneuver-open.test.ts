/**
 * Who a maneuver may be made against, as the sheet's maneuver button opens it through
 * openAttackStep: a refusal comes before anything is paid or posted; an allowed maneuver is
 * then played on through the card.
 */
import { describe, expect, it } from "vitest";
import type { Maneuver, Size } from "../../../src/rulesets/energy/rules/constants";
import { refusal } from "../table";
import { energyCard, energyWorld, inCombat, poolsOf } from "./world";
import { openAttack } from "./open-world";

const CARD = "cardManOpen00001";

/** Medium Kestra, in combat, tries a maneuver from the sheet on a gnoll of the given size. */
function attempt(maneuver: Maneuver, size: Size, o: { light?: boolean; heavy?: boolean } = {}) {
  const w = energyWorld();
  (w.gnoll.system as { size: Size }).size = size;
  Object.assign(w.kestra.items[0]!.system, { light: !!o.light });
  Object.assign(w.gnoll.items[0]!.system, { heavy: !!o.heavy });
  inCombat(w.kestra, { energy: 5 });
  const open = () => openAttack(w.t, "ann", w.kestra, [w.gnoll], [[15]], { how: { mode: "maneuver", maneuver } }, [CARD]);
  return { ...w, open };
}

/** A refused maneuver: the reason, and nothing paid or posted. */
async function refused(a: Awaited<ReturnType<typeof attempt>>) {
  const before = a.t.state();
  const key = await refusal(a.open);
  expect(poolsOf(a.kestra).energy).toBe(5);
  expect(a.t.messages.size).toBe(0);
  expect(a.t.state()).toBe(before);
  return key;
}

describe("energy: how large a creature a maneuver may take on", () => {
  it("energy.maneuver.6: a Trip may take on a creature one size larger, not two", async () => {
    expect(await refused(attempt("trip", "huge"))).toBe("MANIFOLD.energy.Error.TargetTooLarge");
    const large = attempt("trip", "large");
    const [card] = await large.open();
    expect(card!.attack.maneuver).toBe("trip");
    // A Melee Attack's 3 Energy, with the weapon in hand.
    expect(poolsOf(large.kestra).energy).toBe(2);
    await large.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[1, 1]] });
    await large.t.press("gm", { messageId: CARD, action: "rollSave", faces: [[1]] });
    await large.t.press("ann", { messageId: CARD, action: "apply" });
    expect(large.gnoll.statuses).toContain("prone");
  });

  it("energy.maneuver.11: a Restrain may not take on a larger creature; one the same size is Restrained", async () => {
    expect(await refused(attempt("restrain", "large"))).toBe("MANIFOLD.energy.Error.TargetTooLarge");
    const same = attempt("restrain", "medium");
    await same.open();
    // An Unarmed Attack: 2 Energy.
    expect(poolsOf(same.kestra).energy).toBe(3);
    await same.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[1, 1]] });
    await same.t.press("ann", { messageId: CARD, action: "apply" });
    expect(same.gnoll.statuses).toEqual(["restrained"]);
  });

  it("energy.maneuver.21: a Push may not take on a larger creature; a smaller one can be pushed", async () => {
    expect(await refused(attempt("push", "large"))).toBe("MANIFOLD.energy.Error.TargetTooLarge");
    const small = attempt("push", "small");
    await small.open();
    await small.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[1, 1]] });
    await small.t.press("gm", { messageId: CARD, action: "rollSave", faces: [[1]] });
    expect(energyCard(small.t, CARD).save?.pass).toBe(false);
  });
});

describe("energy: Disarm and Heavy weapons", () => {
  it("energy.maneuver.9: a Light weapon cannot Disarm a Heavy one", async () => {
    expect(await refused(attempt("disarm", "medium", { light: true, heavy: true }))).toBe("MANIFOLD.energy.Error.LightVsHeavy");
  });

  it("energy.maneuver.9: a Light weapon disarms what is not Heavy, and a weapon that is not Light disarms a Heavy one", async () => {
    const light = attempt("disarm", "medium", { light: true });
    expect(await light.open()).toHaveLength(1);
    const heavy = attempt("disarm", "medium", { heavy: true });
    await heavy.open();
    await heavy.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[1, 1]] });
    await heavy.t.press("gm", { messageId: CARD, action: "rollSave", faces: [[1]] });
    await heavy.t.press("ann", { messageId: CARD, action: "apply" });
    // The Heavy axe drops, and cannot be flung (energy.maneuver.8).
    expect(heavy.gnoll.items[0]!.system.equipped).toBe(false);
    expect(energyCard(heavy.t, CARD).flingable).toBe(false);
  });
});

describe("energy: the price of a maneuver, planned when it is opened", () => {
  it("energy.maneuver.3: the card the sheet opens gives the target, not Exposed, advantage on its Evasion roll; an Exposed one none", async () => {
    const a = attempt("trip", "medium");
    const [card] = await a.open();
    expect(card!.defense).toMatchObject({ maneuverAdvantage: true, edge: 1 });
    expect(a.t.dice(CARD, "gm", "rollDefense")).toEqual([{ kind: "chain", faces: 10, edge: 1 }]);
    const exposed = attempt("trip", "medium");
    exposed.gnoll.statuses = ["exposed"];
    expect((await exposed.open())[0]!.defense).toMatchObject({ maneuverAdvantage: false, edge: 0 });
  });
});
