/**
 * Counting the regions a move enters (the region rules): each region reports where the
 * path crosses into it; where regions overlap, one crossing enters them all at once and counts
 * once. A path that leaves a region and comes back enters it twice.
 */
export interface Crossing {
  x: number;
  y: number;
}

/** The regions entered along a path, from each region's entries (the points where the path crossed in). */
export function regionsEntered(entriesPerRegion: readonly (readonly Crossing[])[]): number {
  const points = new Set<string>();
  for (const entries of entriesPerRegion) for (const p of entries) points.add(`${Math.round(p.x)},${Math.round(p.y)}`);
  return points.size;
}
