/**
 * The check formulas as world settings (RULINGS: standard `1d10 - 1d10`, wild `1d10x - 1d10x`):
 * a GM may change the die, never the shape, since every rule reads the roll as one die added and
 * one subtracted. A mistyped formula is refused with the setting's own words.
 */
import { RuleError } from "../../../core/errors";
import { CHECK_DIE, type CheckKind } from "../rules/checks";

export const DEFAULT_FORMULAS: Readonly<Record<CheckKind, string>> = { standard: `1d${CHECK_DIE} - 1d${CHECK_DIE}`, wild: `1d${CHECK_DIE}x - 1d${CHECK_DIE}x` };

const SHAPE: Readonly<Record<CheckKind, RegExp>> = {
  standard: /^\s*1d(\d+)\s*-\s*1d(\d+)\s*$/i,
  wild: /^\s*1d(\d+)x\s*-\s*1d(\d+)x\s*$/i,
};

/** The die a check formula throws; refused unless it is `1dN - 1dN` (with `x` on both for a wild check), N from 2 to 100. */
export function checkFaces(kind: CheckKind, formula: string): number {
  const m = SHAPE[kind].exec(formula);
  const faces = m ? Number(m[1]) : NaN;
  if (!m || m[1] !== m[2] || faces < 2 || faces > 100) throw new RuleError(`MANIFOLD.woundtrack.Settings.Bad.${kind}`, { formula });
  return faces;
}
