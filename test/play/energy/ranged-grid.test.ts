/**
 * Distances on the scene grid: attack.ts measures the path between the tokens in the scene's units
 * and metresStep reads it in grid spaces of 1 m, before the shot opens through openAttackStep.
 */
import { describe, expect, it } from "vitest";
import { metresStep } from "../../../src/rulesets/energy/play/place";
import { refusal } from "../table";
import { openAttack, plan, type Place } from "./open-world";
import { bow, shootingRange, toThrow } from "./ranged-world";

/** A sling shot (5/30/120) at the gnoll, so many grid spaces away on a scene of the given scale. */
function slingAt(spaces: number, perSpace: number) {
  const w = shootingRange();
  const id = bow(w.kestra, { kind: "sling", drawWeight: 0 });
  const distance = metresStep({ distance: spaces * perSpace, perSpace });
  const faces = [[10]];
  return { w, id, distance, open: (d20s = faces) => openAttack(w.t, "ann", w.kestra, [w.gnoll], d20s, { item: id, how: { mode: "shoot" }, places: [{ distance }] }) };
}

describe("energy: grid spaces are metres", () => {
  it("energy.grid.1: on the ruleset's own 1 m hexes the measured distance is the distance in metres", async () => {
    const shot = slingAt(3, 1);
    expect(shot.distance).toBe(3);
    expect((await shot.open([[4, 14]]))[0]!.attack.edge).toBe(1);
  });

  it("energy.grid.1: on a scene drawn at 5 ft a hex, 3 hexes are 3 m: the sling shoots with advantage", async () => {
    const shot = slingAt(3, 5);
    expect(shot.distance).toBe(3);
    expect((await shot.open([[4, 14]]))[0]!.d20).toEqual({ faces: [4, 14], kept: 14 });
  });

  it("energy.grid.1: 25 hexes of 5 ft are 25 m, within the sling's 120 m, not 125 m out of range", async () => {
    const shot = slingAt(25, 5);
    expect((await shot.open())[0]!.attack.edge).toBe(0);
  });

  it("energy.grid.1: a knife thrown 2 hexes on a 5 ft scene flies 2 m, within its 2/4/8", async () => {
    const w = shootingRange();
    const id = toThrow(w.kestra);
    const distance = metresStep({ distance: 10, perSpace: 5 });
    const [card] = await openAttack(w.t, "ann", w.kestra, [w.gnoll], [[9, 9]], { item: id, how: { mode: "throw" }, places: [{ distance }] });
    expect(card!.attack.edge).toBe(1);
  });

  it("energy.grid.1: a measure the scene cannot give is refused", async () => {
    expect(await refusal(() => metresStep({ distance: 3, perSpace: 0 }))).toBe("MANIFOLD.energy.Error.BadMeasure");
    expect(await refusal(() => metresStep({ distance: Number.NaN, perSpace: 1 }))).toBe("MANIFOLD.energy.Error.BadMeasure");
  });

  /** What attack.ts gives a target when the attacker has no token on the scene: 1 m, unmeasured. */
  const unmeasured = { distance: 1, unmeasured: true } as Place;

  it("energy.range.2 energy.range.4: an attacker with no token on the scene shoots with no edge from range, and the shot is warned of", async () => {
    const w = shootingRange();
    const id = bow(w.kestra, { kind: "sling", drawWeight: 0 });
    const at = { item: id, how: { mode: "shoot" }, places: [unmeasured] };
    expect(plan(w.kestra, [w.gnoll], at).warnings).toEqual([{ key: "MANIFOLD.energy.Card.Unmeasured", data: { name: "Actor.gnoll" } }]);
    const [card] = await openAttack(w.t, "ann", w.kestra, [w.gnoll], [[11]], at);
    expect(card!.attack.edge).toBe(0);
    expect(card!.d20).toEqual({ faces: [11], kept: 11 });
  });

  it("a melee attack by an attacker with no token on the scene is left to the GM: no warning, within reach", async () => {
    const w = shootingRange();
    const [card] = await openAttack(w.t, "ann", w.kestra, [w.gnoll], [[11]], { item: w.blade.id, places: [unmeasured] });
    expect(card!.attack.mode).toBe("melee");
    expect(plan(w.kestra, [w.gnoll], { item: w.blade.id, places: [unmeasured] }).warnings).toEqual([]);
  });
});
