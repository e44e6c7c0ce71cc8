/**
 * The difficult terrain a scene marks, as a square's cost (woundtrack.terrain.1-2, 4-11): each mark
 * names one of the seed's terrains, whose cost the table gives, or "other" with the GM's own
 * number (a harder climb, woundtrack.terrain.12). Marks that overlap multiply; an open square costs 1.
 */
import { TERRAIN_COST, terrainMultiplier, type Terrain } from "../rules/movement";
import type { Square } from "./legs";

export const TERRAIN_KINDS = [...(Object.keys(TERRAIN_COST) as Terrain[]), "other"] as const;

/** The behavior's type, as system.json declares it. */
export const TERRAIN_BEHAVIOR = "woundtrackTerrain";

export interface TerrainMark {
  kind: string;
  /** the GM's cost, read for "other" only */
  cost: number;
}

const isTerrain = (kind: string): kind is Terrain => Object.hasOwn(TERRAIN_COST, kind);

/** A square's cost under the marks on it; a mark the rules cannot read counts as open ground rather than blocking the drag. */
export function squareCost(marks: readonly TerrainMark[]): number {
  const costs = marks.flatMap((m): (Terrain | number)[] => {
    if (isTerrain(m.kind)) return [m.kind];
    return m.kind === "other" && Number.isInteger(m.cost) && m.cost >= 1 ? [m.cost] : [];
  });
  return terrainMultiplier(costs);
}

/** What the lookup reads of a scene: its grid's size, and its regions with their behaviors. */
export interface SceneLike {
  grid?: { size?: number } | null;
  regions: Iterable<{
    testPoint(point: { x: number; y: number; elevation: number }): boolean;
    behaviors: Iterable<{ type: string; disabled: boolean; system: unknown }>;
  }>;
}

/** The terrain marked on a square: each enabled terrain behavior of every region holding the square's centre at this elevation. */
export function marksAt(scene: SceneLike | null | undefined, square: Square, elevation: number): TerrainMark[] {
  const size = scene?.grid?.size ?? 0;
  if (!scene || !size) return [];
  const point = { x: (square.x + 0.5) * size, y: (square.y + 0.5) * size, elevation };
  const marks: TerrainMark[] = [];
  for (const region of scene.regions) {
    const behaviors = [...region.behaviors].filter((b) => b.type === TERRAIN_BEHAVIOR && !b.disabled);
    if (!behaviors.length || !region.testPoint(point)) continue;
    for (const b of behaviors) {
      const s = (b.system ?? {}) as Partial<TerrainMark>;
      marks.push({ kind: String(s.kind ?? ""), cost: Number(s.cost ?? 1) });
    }
  }
  return marks;
}

/** Each square's cost on this scene at this elevation, for the drag's steps and the ruler. */
export const costOn = (scene: SceneLike | null | undefined, elevation: number) => (square: Square) => squareCost(marksAt(scene, square, elevation));
