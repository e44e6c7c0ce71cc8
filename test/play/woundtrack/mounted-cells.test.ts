/**
 * The mounted rules cell by cell: who shares a turn and who holds it, the +1 and the extra yard at
 * their size boundaries, the Mount action's refusals with what they say, enemies by disposition,
 * edge-to-edge adjacency, and the hold and lightning rules at their edges.
 */
import { describe, expect, it } from "vitest";
import { RuleError } from "../../../src/core/errors";
import { fightOf, holdsTurnWith, mountedEdge, mountedOf, reachBetween, turnPartner, type Standing } from "../../../src/rulesets/woundtrack/play/mounted";
import { beside, enemies, rideChanges, rideWorld, type MountFacts } from "../../../src/rulesets/woundtrack/play/ride";
import { woundTaken } from "../../../src/rulesets/woundtrack/play/hold";
import { lightningSpills } from "../../../src/rulesets/woundtrack/play/item-damage";
import { item } from "../../rulesets/woundtrack/data";
import type { Weapon } from "../../../src/rulesets/woundtrack/play/side";

const link = { riding: "", mountTurn: false, mountTrained: false, actingWith: "" };
const c = (id: string, over: Partial<typeof link> = {}, more: Partial<Standing> = {}): Standing => ({ id, system: { ...link, ...over }, size: 0, at: null, span: 1, initiative: 5, ...more });

describe("woundtrack who shares a turn", () => {
  const rider = c("r", { riding: "m" }, { initiative: 12 });
  const mount = c("m", {}, { size: 4, initiative: 6 });
  it("the rider's partner is its mount and the mount's its rider; none for one not in the fight, nor for a sentient mount the GM lets keep its turn", () => {
    expect([turnPartner([rider, mount], "r"), turnPartner([rider, mount], "m"), turnPartner([rider, mount], "x")]).toEqual(["m", "r", null]);
    const sentient = c("m", { mountTurn: true });
    expect([turnPartner([rider, sentient], "r"), turnPartner([rider, sentient], "m")]).toEqual([null, null]);
  });

  it("it holds the turn when it is the holder's or it joined the holder's; with no holder, no one does", () => {
    const joined = c("m", { actingWith: "r" });
    expect([holdsTurnWith([rider, joined], "m", "r"), holdsTurnWith([rider, joined], "m", "g"), holdsTurnWith([rider, joined], "r", null), holdsTurnWith([rider, mount], "m", "r")]).toEqual([true, false, false, false]);
  });

  it("the fight a side reads: the pair's worse initiative for both, the holder's pair initiative to beat, none without a holder", () => {
    expect(fightOf([rider, mount], "r", "m")).toMatchObject({ turnInitiative: 6, activeInitiative: 6 });
    expect(fightOf([rider, mount], "r", null)).toMatchObject({ onTurn: false, activeInitiative: null });
    expect(mountedOf([rider, mount], "r")).toEqual({ mount: 4, untrained: true });
    expect([mountedOf([c("r", { riding: "gone" })], "r"), mountedOf([c("x")], "x")]).toEqual([null, null]);
  });
});

describe("woundtrack the +1 and the yard at their edges", () => {
  it("woundtrack.mount.4: a foe of the mount's Size gets no +1 against it, one a size smaller does; one riding a mount as large cancels it, one a size smaller does not", () => {
    const rider = { size: 0, mount: 4 };
    expect([mountedEdge(rider, { size: 4, mount: null }), mountedEdge(rider, { size: 3, mount: null }), mountedEdge(rider, { size: 0, mount: 4 }), mountedEdge(rider, { size: 0, mount: 3 }), mountedEdge({ size: 0, mount: null }, { size: 0, mount: null })]).toEqual([0, 1, 0, 1, 0]);
  });

  it("woundtrack.mount.5: a yard farther only between a rider and a smaller creature on the ground, either way; not between two riders nor with one as large as the mount", () => {
    const rider = { size: 0, mount: 4 };
    expect([reachBetween(2, rider, { size: 3, mount: null }), reachBetween(2, { size: 3, mount: null }, rider), reachBetween(2, rider, { size: 4, mount: null }), reachBetween(2, rider, { size: 0, mount: 2 })]).toEqual([1, 1, 2, 2]);
  });
});

describe("woundtrack the Mount action's facts", () => {
  const facts = (over: Partial<MountFacts> = {}): MountFacts => ({ id: "m", size: 4, at: { x: 0, y: 1 }, riderAt: { x: 0, y: 0 }, span: 1, riderSpan: 1, hostile: false, foreign: false, riddenBy: null, riding: "", ...over });
  const me = { id: "r", size: 0, link, ridden: false };
  const refused = (f: MountFacts): [string, Record<string, unknown>] | null => {
    try {
      rideChanges(me, { combatant: "m" }, f);
    } catch (err) {
      if (err instanceof RuleError) return [err.key, err.data];
      throw err;
    }
    return null;
  };
  it("woundtrack.mount.1: each refusal says why, and the Size one names both Sizes; off the canvas it cannot be seen beside her", () => {
    expect(rideChanges(me, { combatant: "m" }, facts())).toEqual({ "system.riding": "m" });
    expect(refused(facts({ size: -1 }))).toEqual(["MANIFOLD.woundtrack.Error.MountTooSmall", { size: "-1", rider: "0" }]);
    expect(refused(facts({ riddenBy: "x" }))?.[0]).toBe("MANIFOLD.woundtrack.Error.MountTaken");
    expect(refused(facts({ at: null }))?.[0]).toBe("MANIFOLD.woundtrack.Error.MountFar");
    expect(refused(facts({ riderAt: null }))?.[0]).toBe("MANIFOLD.woundtrack.Error.MountFar");
  });

  it("enemies: one hostile token and the other not; two hostile, or neither, are no enemies (a secret one counts as not hostile)", () => {
    expect([enemies(-1, 1), enemies(1, -1), enemies(-1, 0), enemies(-1, -1), enemies(0, 1), enemies(-2, 1)]).toEqual([true, true, true, false, false, false]);
  });

  it("beside: no whole square between the tokens, whatever their widths", () => {
    expect([beside({ x: 0, y: 0 }, 1, { x: 1, y: 1 }, 1), beside({ x: 0, y: 0 }, 1, { x: 2, y: 0 }, 1), beside({ x: 0, y: 0 }, 1, { x: 0, y: 2 }, 1), beside({ x: 0, y: 0 }, 1, { x: 2.5, y: 0 }, 2), beside({ x: 0, y: 0 }, 1, { x: 1.5, y: 0 }, 2)]).toEqual([true, false, false, false, true]);
  });

  it("the world the action reads: the rider's place and width, who rides the mount, and how they stand", () => {
    const all = [c("r", {}, { at: { x: 0, y: 0 }, span: 1 }), c("m", { riding: "" }, { size: 4, at: { x: 1.5, y: 0 }, span: 2 }), c("x", { riding: "m" })];
    const world = rideWorld(all, "r", "m", () => ({ hostile: true, foreign: false }));
    expect(world).toEqual({ self: "r", ridden: false, mount: { id: "m", size: 4, at: { x: 1.5, y: 0 }, riderAt: { x: 0, y: 0 }, span: 2, riderSpan: 1, hostile: true, foreign: false, riddenBy: "x", riding: "" } });
    expect(rideWorld(all, "nobody", "m", () => ({ hostile: false, foreign: false })).mount).toMatchObject({ riderAt: null, riderSpan: 1 });
    expect(rideWorld(all, "r", null, () => ({ hostile: false, foreign: false })).mount).toBeNull();
  });
});

describe("woundtrack water's rules at their edges", () => {
  it("woundtrack.climb.3: the wound taken is the highest level that rose; none when none did", () => {
    const none = { light: 0, moderate: 0, severe: 0, critical: 0, fatal: 0 };
    expect([woundTaken(none, { ...none, light: 1, critical: 1 }), woundTaken(none, none)]).toEqual(["critical", null]);
  });

  it("woundtrack.underwater.9: lightning spills when its maker or its target is underwater, and fire or an ordinary blow never does", () => {
    const bolt = item("bolt", "woundtrackWeapon", { kind: "spell", element: "lightning" }) as Weapon;
    const wet = { statuses: ["underwater"] };
    const dry = { statuses: [] };
    expect([lightningSpills(wet, dry, bolt), lightningSpills(dry, wet, bolt), lightningSpills(dry, dry, bolt), lightningSpills(wet, wet, item("f", "woundtrackWeapon", { element: "fire" }) as Weapon)]).toEqual([true, true, false, false]);
  });
});
