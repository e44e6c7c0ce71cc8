/**
 * The energy actor sheet's checkbox groups, turned into the stored lists they stand for. The
 * sheet calls this from `_processFormData`, before v13 drops every key the schema does not name.
 */
import type { FormConversion } from "../../../foundry/sheets/submit";
import { DAMAGE_TYPES } from "../rules/constants";
import { MELEE_EXTRA } from "./context";

type Plain = Record<string, unknown>;

/** The boxes of one group ({fire: true, cold: false}) ticked, in the order the rules list them. */
const ticked = (group: unknown, allowed: readonly string[]) => allowed.filter((key) => (group as Plain | undefined)?.[key] === true);
const isGroup = (value: unknown) => typeof value === "object" && value !== null;

/**
 * weak.<type> and resist.<type> become the weaknesses and resistances (both are on the form
 * together), melee.<ability> the extra abilities in MASAB/MASDB.
 */
export const actorForm: FormConversion = (input) => {
  const { weak, resist, melee, ...data } = input;
  const system: Plain = { ...((data.system as Plain | undefined) ?? {}) };
  if (isGroup(weak) || isGroup(resist)) {
    system.weaknesses = ticked(weak, DAMAGE_TYPES);
    system.resistances = ticked(resist, DAMAGE_TYPES);
  }
  if (isGroup(melee)) system.meleeAbilities = ticked(melee, MELEE_EXTRA);
  return { data: { ...data, system }, issues: [] };
};
