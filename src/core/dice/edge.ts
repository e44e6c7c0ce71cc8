/**
 * Advantage / disadvantage (boon / bane) never stack: sources cancel one for one and what
 * remains is one step of advantage (+1), one of disadvantage (-1), or none (0).
 */
export type Edge = -1 | 0 | 1;

export function netEdge(advantages: number, disadvantages: number): Edge {
  const net = advantages - disadvantages;
  return net > 0 ? 1 : net < 0 ? -1 : 0;
}

/** A boon and bane count to add to a roll's own, for one source. */
export function sourceCounts(source: Edge): { boons: number; banes: number } {
  return { boons: source === 1 ? 1 : 0, banes: source === -1 ? 1 : 0 };
}

/** How many dice a roll with this edge throws for one logical roll. */
export function diceForEdge(edge: Edge): 1 | 2 {
  return edge === 0 ? 1 : 2;
}

/**
 * Keeps one face from the faces thrown for one logical roll.
 * `better` says which face is good for the roller: high for roll-over, low for roll-under.
 */
export function keepFace(faces: readonly number[], edge: Edge, better: "high" | "low"): number {
  if (faces.length === 0) throw new RangeError("keepFace needs at least one face");
  if (edge === 0) return faces[0]!;
  const wantHigh = (edge === 1) === (better === "high");
  return wantHigh ? Math.max(...faces) : Math.min(...faces);
}
