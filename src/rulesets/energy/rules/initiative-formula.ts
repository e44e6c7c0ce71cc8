import { RuleError } from "./errors";

/** RULINGS (energy): the Initiative roll is 1d20 + Initiative; a world setting may change it. */
export const DEFAULT_INITIATIVE_FORMULA = "1d20 + @initiative";

const TERM = /^(\d*d\d+(k[hl]\d*)?|\d+|@initiative)$/;

/**
 * Refuses a formula a GM mistyped: only dice (NdM, with keep), whole numbers and @initiative,
 * joined by + or -, and at least one die. Returns the formula with spaces normalised.
 */
export function checkInitiativeFormula(formula: string): string {
  const compact = formula.replace(/\s+/g, "");
  const terms = compact.split(/[+-]/);
  const ok = compact.length > 0 && !/^[+-]|[+-]$/.test(compact) && terms.every((t) => TERM.test(t)) && terms.some((t) => /d\d/.test(t));
  if (!ok) throw new RuleError("MANIFOLD.energy.Error.InitiativeFormula", { formula });
  return compact.replace(/([+-])/g, " $1 ");
}
