/**
 * Difficult terrain painted on the scene as Region behaviors, read the way the drag and the ruler
 * read it (play/terrain.ts `costOn`, which grid.ts's steps and ruler.ts's line call): each
 * square entered costs its terrain, overlapping terrains multiply, and the ledger charges the AP
 * the ruler showed.
 */
import { describe, expect, it } from "vitest";
import { plannedPoints, type RulerPoint } from "../../../src/core/ruler";
import { legSteps } from "../../../src/rulesets/woundtrack/play/legs";
import { WOUNDTRACK_MOVES } from "../../../src/rulesets/woundtrack/play/move";
import { apLine, plannedYards } from "../../../src/rulesets/woundtrack/play/ruler-line";
import { costOn, marksAt, squareCost, TERRAIN_BEHAVIOR, TERRAIN_KINDS, type SceneLike } from "../../../src/rulesets/woundtrack/play/terrain";
import { roundStartStep } from "../../../src/rulesets/woundtrack/play/turns";
import { TERRAIN_COST } from "../../../src/rulesets/woundtrack/rules/movement";
import type { PlainActor } from "../table";
import { applyUpdates, draws, entrant, startTurn } from "./rounds";
import { inCombat, poolsOf, woundtrackWorld } from "./world";

const SIZE = 100;

/** A rectangular region of squares [x0..x1] x [y0..y1], from the ground up to `top`, with these behaviors. */
function region(x0: number, x1: number, y0: number, y1: number, behaviors: { type?: string; disabled?: boolean; kind: string; cost?: number }[], top = 10) {
  return {
    testPoint: (p: { x: number; y: number; elevation: number }) => p.x >= x0 * SIZE && p.x < (x1 + 1) * SIZE && p.y >= y0 * SIZE && p.y < (y1 + 1) * SIZE && p.elevation >= 0 && p.elevation <= top,
    behaviors: behaviors.map((b) => ({ type: b.type ?? TERRAIN_BEHAVIOR, disabled: b.disabled ?? false, system: { kind: b.kind, cost: b.cost ?? 2 } })),
  };
}

const sceneOf = (...regions: ReturnType<typeof region>[]): SceneLike => ({ grid: { size: SIZE }, regions });

/** The swordswoman on her turn with 6 AP: movement rate 9, so 3 AP buy 6 yards and 4 AP 9. */
function onTurn() {
  const w = woundtrackWorld();
  inCombat(w.fighter, { ap: 0 }, 12);
  applyUpdates(w.t, roundStartStep([entrant(w.fighter)], draws(0.5)));
  startTurn(w.t, w.fighter);
  return w;
}

const ledger = (a: PlainActor) => WOUNDTRACK_MOVES.read(a.combatant, a.system, a.statuses);
const at = (x: number, y: number, stage = "planned", elevation = 0): RulerPoint => ({ stage, distance: 0, at: { x: x * SIZE, y: y * SIZE, elevation } });

/** Her drag along these squares, as the glue makes its steps and the ledger charges them; the AP the ruler showed first. */
async function drag(w: ReturnType<typeof onTurn>, scene: SceneLike, squares: { x: number; y: number }[], elevation = 0) {
  const points = squares.map((s, i) => at(s.x, s.y, i === 0 ? "passed" : "planned", elevation));
  const shown = apLine(ledger(w.fighter), plannedYards(ledger(w.fighter), plannedPoints(points.at(-1)!, points.slice(0, -1)), SIZE, costOn(scene, elevation))!);
  const steps = legSteps(squares, costOn(scene, elevation));
  const before = poolsOf(w.fighter).ap;
  await w.t.move("ann", w.fighter, steps.length, { steps });
  return { shown, paid: before - poolsOf(w.fighter).ap, steps };
}

describe("woundtrack difficult terrain on the scene", () => {
  it("woundtrack.terrain.1, woundtrack.terrain.2, woundtrack.terrain.5, woundtrack.terrain.6: mud costs 2 a yard, knee-high water over mud 2 x 2; the ruler shows the AP the drag then pays", async () => {
    const w = onTurn();
    const scene = sceneOf(region(1, 2, 0, 0, [{ kind: "mud" }]), region(2, 2, 0, 0, [{ kind: "kneeHighWater" }]));
    // Squares 1 (mud, 2), 2 (mud and water, 4), 3 (open, 1): 7 yards, which 4 AP buy (9).
    const { shown, paid, steps } = await drag(w, scene, [{ x: 0, y: 0 }, { x: 3, y: 0 }]);
    expect(steps).toEqual([{ dx: 1, dy: 0, terrain: 2 }, { dx: 1, dy: 0, terrain: 4 }, { dx: 1, dy: 0 }]);
    expect([shown, paid]).toEqual([{ key: "MANIFOLD.woundtrack.Ruler.Cost", ap: 4 }, 4]);
    expect(poolsOf(w.fighter).move.yards).toBe(9 - 7);
  });

  const table: [string, string, number][] = [
    ["woundtrack.terrain.4", "steepHill", 2],
    ["woundtrack.terrain.5", "kneeHighWater", 2],
    ["woundtrack.terrain.6", "mud", 2],
    ["woundtrack.terrain.7", "thickUndergrowth", 3],
    ["woundtrack.terrain.8", "swimming", 3],
    ["woundtrack.terrain.9", "waistHighWater", 4],
    ["woundtrack.terrain.10", "verticalClimb", 4],
    ["woundtrack.terrain.11", "underwater", 10],
  ];
  for (const [id, kind, cost] of table) {
    it(`${id}: a yard of ${kind} costs ${cost} yards of movement`, async () => {
      expect(TERRAIN_COST[kind as keyof typeof TERRAIN_COST]).toBe(cost);
      const w = onTurn();
      const scene = sceneOf(region(1, 1, 0, 0, [{ kind }]));
      const { steps } = await drag(w, scene, [{ x: 0, y: 0 }, { x: 1, y: 0 }]);
      expect(steps).toEqual([{ dx: 1, dy: 0, terrain: cost }]);
      // Whatever it costs, what the ledger bought less the yards walked is left.
      expect(poolsOf(w.fighter).move.yards).toBe(Math.max(0, Math.floor((9 * (6 - poolsOf(w.fighter).ap)) / 4) - cost));
    });
  }

  it("woundtrack.terrain.1: other terrain costs the GM's number; a diagonal into it counts 2 as the round's second diagonal, times the terrain", async () => {
    const w = onTurn();
    const scene = sceneOf(region(2, 2, 2, 2, [{ kind: "other", cost: 3 }]));
    // (0,0) to (2,2): two diagonals, the second 2 yards, into terrain 3: 1 + 6 = 7 yards.
    const { shown, paid } = await drag(w, scene, [{ x: 0, y: 0 }, { x: 2, y: 2 }]);
    expect([shown.ap, paid]).toEqual([4, 4]);
    expect(poolsOf(w.fighter).move).toMatchObject({ diagonals: 2, yards: 2 });
  });

  it("woundtrack.terrain.1: a disabled behavior, another kind of behavior, a mark the rules cannot read and a region above the token count as open ground", () => {
    const scene = sceneOf(
      region(0, 0, 0, 0, [{ kind: "mud", disabled: true }, { kind: "mud", type: "modifyMovementCost" }, { kind: "lava" }, { kind: "other", cost: 0 }]),
      region(1, 1, 0, 0, [{ kind: "swimming" }], 5),
    );
    expect(marksAt(scene, { x: 0, y: 0 }, 0).map((m) => m.kind)).toEqual(["lava", "other"]);
    expect(costOn(scene, 0)({ x: 0, y: 0 })).toBe(1);
    expect([costOn(scene, 0)({ x: 1, y: 0 }), costOn(scene, 20)({ x: 1, y: 0 })]).toEqual([3, 1]);
    expect(costOn(null, 0)({ x: 1, y: 0 })).toBe(1);
  });

  it("the region's form offers every terrain of the seed's table and another", () => {
    expect(TERRAIN_KINDS).toEqual([...Object.keys(TERRAIN_COST), "other"]);
    // Overlapping marks multiply (woundtrack.terrain.2): waist-high water over mud.
    expect(squareCost([{ kind: "waistHighWater", cost: 1 }, { kind: "mud", cost: 1 }])).toBe(8);
  });

  it("the ruler counts from the last waypoint passed this turn: the squares already walked are not charged again", () => {
    const w = onTurn();
    const scene = sceneOf(region(0, 5, 0, 0, [{ kind: "mud" }]));
    const points = [at(0, 0, "passed"), at(2, 0, "passed"), at(3, 0)];
    expect(plannedYards(ledger(w.fighter), plannedPoints(points[2]!, points.slice(0, 2)), SIZE, costOn(scene, 0))).toBe(2);
    expect(plannedYards(ledger(w.fighter), [at(0, 0), { stage: "planned", distance: 3 }], SIZE)).toBeNull();
  });
});
