/**
 * What the energy item sheet shows, built from plain data: every stored field of the item's
 * schema becomes one labelled input, so a new field never goes missing from the sheet.
 */
import { fieldAt, leafPaths, type SchemaSpec } from "../../../core/schema";
import * as schema from "../rules/schema";
import { itemFacts, itemUse } from "./item-facts";
import type { ItemInput, ItemField } from "../../../core/item-sheet";

const SPECS: Record<string, SchemaSpec | undefined> = schema;
/** Fields shown elsewhere on the sheet (description) or not the user's to edit. */
const HIDDEN = new Set(["description", "example"]);

/** The lang key naming a field: MANIFOLD.energy.Field.<path>. */
export const fieldLabel = (path: string) => `MANIFOLD.energy.Field.${path}`;

function choiceLabels(path: string, values: readonly string[]): Record<string, string> {
  const group = path.split(".").pop() === "damageType" ? "Damage" : `Choice.${path.split(".").pop()}`;
  return Object.fromEntries(values.map((v) => [v, `MANIFOLD.energy.${group}.${v}`]));
}

function get(data: Record<string, unknown>, path: string): unknown {
  return path.split(".").reduce<unknown>((v, k) => (v && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined), data);
}

export function itemFields(type: string, system: Record<string, unknown>): ItemField[] {
  const spec = SPECS[type];
  if (!spec) return [];
  return leafPaths(spec)
    .filter((path) => !HIDDEN.has(path))
    .flatMap((path): ItemField[] => {
      const field = fieldAt(spec, path)!;
      const base = { name: `system.${path}`, label: fieldLabel(path), value: get(system, path) };
      if (field.kind === "boolean") return [{ ...base, check: true }];
      if (field.kind === "number") return [{ ...base, number: true, ...(field.min === undefined ? {} : { min: field.min }), ...(field.max === undefined ? {} : { max: field.max }) }];
      if (field.kind === "string") return [field.choices ? { ...base, choices: choiceLabels(path, field.choices) } : base];
      return [];
    });
}

export function itemSheetContext(input: ItemInput) {
  const { item } = input;
  return {
    name: item.name,
    img: item.img,
    system: item.system,
    typeLabel: `TYPES.Item.${item.type}`,
    editMode: input.editMode,
    editable: input.editable,
    // Edit mode is the form, one input per stored field; play mode reads like a card.
    fields: input.editMode ? itemFields(item.type, item.system) : [],
    ...(input.editMode ? { facts: [], tags: [] } : itemFacts(item.type, item.system)),
    notes: itemNotes(item.type, item.system),
    use: !input.editMode && input.usable ? itemUse(item.type) : null,
  };
}

/** Reminders of rules that follow from the item's fields. */
export function itemNotes(type: string, system: Record<string, unknown>): string[] {
  const notes: string[] = [];
  if (type === "energyWeapon" && Number(system.precision) > 0) notes.push("MANIFOLD.energy.Note.Precision");
  if (type === "energyRanged" && system.twoHanded && String(system.kind).endsWith("rossbow") && system.kind !== "handCrossbow") notes.push("MANIFOLD.energy.Note.CrossbowStirrup");
  if ((type === "energyArmor" || type === "energyShield") && system.broken) notes.push("MANIFOLD.energy.Note.Broken");
  return notes;
}
