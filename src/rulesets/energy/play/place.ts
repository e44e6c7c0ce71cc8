/**
 * How far a target stands, in the rules' metres. The canvas measures in the scene's own units, and
 * a scene its creator drew at another scale (an imported 5 ft map) keeps it; the rules count every
 * grid space as 1 m (energy.grid.1), so the measure is read in spaces.
 */
import { RuleError } from "../../../core/errors";
import { energyRules } from "../rules/definition";

interface Measured {
  /** the path between the tokens, in the scene's units */
  distance: number;
  /** the scene's units per grid space */
  perSpace: number;
}

/** Metres between two tokens: the grid spaces the path crosses, 1 m each. */
export function metresStep(measured: Measured): number {
  const { distance, perSpace } = measured;
  if (!Number.isFinite(distance) || distance < 0 || !Number.isFinite(perSpace) || perSpace <= 0) throw new RuleError("MANIFOLD.energy.Error.BadMeasure", {});
  return (distance / perSpace) * energyRules.grid.distance;
}
