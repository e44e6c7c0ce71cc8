/**
 * The contest sheets' helper inputs, turned into the stored fields they stand for. The sheets
 * call these from `_processFormData`, before v13 drops every key the schema does not name.
 */
import type { ValidationIssue } from "../../../core/schema";
import type { FormConversion } from "../../../foundry/sheets/submit";
import { DEFENCES, RESIST_TARGETS } from "../rules/constants";

type Plain = Record<string, unknown>;

/** A typed gear line ("longsword, Shield , ") as the stored list: trimmed, lower case, no blanks or repeats. */
export function gearList(text: string): string[] {
  return [...new Set(text.split(",").map((g) => g.trim().toLowerCase()).filter(Boolean))];
}

/**
 * A typed line of resistances or vulnerabilities ("fire 3, physical 2") as the stored list, or
 * the entry that is not a damage type or group followed by a whole number.
 */
export function modifierList(text: string): { ok: true; value: { type: string; value: number }[] } | { ok: false; error: string; entry: string } {
  const value: { type: string; value: number }[] = [];
  for (const entry of text.split(",").map((e) => e.trim()).filter(Boolean)) {
    const match = /^([a-z]+)\s+(\d{1,2})$/i.exec(entry);
    const type = match?.[1]?.toLowerCase() ?? "";
    if (!match || !(RESIST_TARGETS as readonly string[]).includes(type)) return { ok: false, error: "MANIFOLD.contest.BadModifierEntry", entry };
    value.push({ type, value: Number(match[2]) });
  }
  return { ok: true, value };
}

/** A spell sheet's ticked defence boxes ({block: true, dodge: false, ...}) as the stored list, in the rules' order. */
export function defenceList(ticked: Readonly<Plain>): string[] {
  return DEFENCES.filter((d) => d !== "none" && ticked[d] === true);
}

/** A copy of the form's `system` object (or a new one), set on `data` so conversions can add to it. */
function systemOf(data: Plain): Plain {
  const system = { ...((data.system as Plain | undefined) ?? {}) };
  data.system = system;
  return system;
}

/** Resistances and vulnerabilities are typed as one line each (resistancesText, vulnerabilitiesText). */
export const actorForm: FormConversion = (input) => {
  const data = { ...input };
  const issues: ValidationIssue[] = [];
  const system = systemOf(data);
  for (const field of ["resistances", "vulnerabilities"] as const) {
    const text = data[`${field}Text`];
    delete data[`${field}Text`];
    if (typeof text !== "string") continue;
    const parsed = modifierList(text);
    if (parsed.ok) system[field] = parsed.value;
    else issues.push({ path: field, key: parsed.error, data: { entry: parsed.entry } });
  }
  return { data, issues };
};

/** A style's gear is typed as one line (gearText); a spell's defences are ticked (defence.<id>). */
export const itemForm: FormConversion = (input) => {
  const data = { ...input };
  const system = systemOf(data);
  if (typeof data.gearText === "string") system.gear = gearList(data.gearText);
  if (typeof data.defence === "object" && data.defence !== null) system.defences = defenceList(data.defence as Plain);
  delete data.gearText;
  delete data.defence;
  return { data, issues: [] };
};
