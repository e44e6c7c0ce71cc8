/** The Swift Attack of the round, melee or ranged, planned and paid as openEnergyAttack does it. */
import { describe, expect, it } from "vitest";
import { refusal } from "../table";
import { item } from "../../rulesets/energy/fixtures";
import { attackOrder, parsePayOrder } from "../../../src/rulesets/energy/play/pay";
import { attackCost } from "../../../src/rulesets/energy/rules/economy";
import { energyWorld, inCombat, payFor, poolsOf, postCard } from "./world";

const CARD = "cardSwift0000001";

/** Kestra (MPL 1) with a sling she is proficient with and a crossbow (MPR 3) she is not. */
function archer() {
  const w = energyWorld();
  const sling = item("energyRanged", "Sling", { equipped: true, kind: "sling", drawWeight: 0, mpr: 0 });
  const crossbow = item("energyRanged", "Crossbow", { equipped: true, kind: "sling", drawWeight: 0, mpr: 3 });
  w.kestra.items.push(sling as never, crossbow as never);
  inCombat(w.kestra, { energy: 5 });
  return { ...w, sling, crossbow };
}

/** What payForAttack pays: the attack's cost, as the Swift Attack of the round. */
const swiftShot = (proficient: boolean) => attackOrder(attackCost("ranged", { weapon: true, proficient, swift: true }), true, false);

describe("energy: a ranged attack can be the Swift Attack of the round", () => {
  it("energy.swift.1 energy.round.4: a ranged Swift Attack is planned as one and uses the round's Swift Attack", async () => {
    const w = archer();
    const card = postCard(w.t, CARD, "gm", w.kestra, w.gnoll, 15, { weapon: w.sling.id!, choices: { mode: "ranged", swift: true }, situation: { distance: 10 } });
    expect(card.attack.swift).toBe(true);
    const { order, extra } = swiftShot(true);
    await payFor(w.kestra, order, extra);
    expect(poolsOf(w.kestra)).toMatchObject({ energy: 4, swiftUsed: true });
    expect(await refusal(() => payFor(w.kestra, order, extra))).toBe("MANIFOLD.energy.Error.SwiftUsed");
  });

  it("energy.swift.1 energy.mpl.3: only a melee Swift Attack is cut to 1 Energy: a ranged one costs a Ranged Attack's 2 when not proficient", async () => {
    expect(attackCost("ranged", { weapon: true, proficient: false, swift: true }).energy).toBe(2);
    expect(attackCost("melee", { weapon: true, proficient: true, swift: true }).energy).toBe(1);
    const w = archer();
    const { order, extra } = swiftShot(false);
    await payFor(w.kestra, order, extra);
    expect(poolsOf(w.kestra)).toMatchObject({ energy: 3, swiftUsed: true });
  });

  it("energy.swift.1: a ranged Swift Attack with too little Energy is refused and nothing is spent", async () => {
    const w = archer();
    inCombat(w.kestra, { energy: 1 });
    const { order, extra } = swiftShot(false);
    expect(await refusal(() => payFor(w.kestra, order, extra))).toBe("MANIFOLD.energy.Error.NotEnoughEnergy");
    expect(poolsOf(w.kestra)).toMatchObject({ energy: 1, swiftUsed: false });
  });

  it("a Swift order sent to the GM may not claim to cost nothing; one without a cost costs a melee Swift Attack's 1", async () => {
    expect(await refusal(() => parsePayOrder({ kind: "swift", enhance: 0, energy: 0 }))).toBe("MANIFOLD.Query.Malformed");
    expect(parsePayOrder({ kind: "swift", enhance: 0 })).toEqual({ kind: "swift", enhance: 0, energy: 1 });
  });
});
