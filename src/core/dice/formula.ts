import type { Edge } from "./edge";

/** The Foundry dice formula for one logical die roll with an edge: 1dN, 2dNkh or 2dNkl. */
export function edgeFormula(faces: number, edge: Edge, better: "high" | "low"): string {
  if (edge === 0) return `1d${faces}`;
  const keepHigh = (edge === 1) === (better === "high");
  return `2d${faces}${keepHigh ? "kh" : "kl"}`;
}
