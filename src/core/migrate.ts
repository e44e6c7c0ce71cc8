import { PRESERVED, type SchemaSpec } from "./schema";

type Plain = Record<string, unknown>;

/**
 * A type's own migration of its raw `system` source: renames and recodes an older Manifold wrote.
 * It runs on every load and on every update's changes (Foundry passes both to migrateData and
 * cannot say which), so it must change nothing when the old keys are absent and must never
 * overwrite a value the current version wrote. Returns true when it changed the source.
 */
export type SystemMigration = (system: Plain) => boolean;

/**
 * Set inside `_preserved` when a load changed the source, so the world runner knows that the
 * database still holds the old shape and writes the document once (dnd5e marks the same case with
 * `flags.dnd5e.persistSourceMigration`). The runner takes the mark off before it writes.
 * An update's changes pass through here too: an old macro's `system.hp` change is renamed and its
 * mark is stored with it, so the next world migration writes that document once more, unmarked.
 */
export const UNSAVED = "_unsavedMigration";

/** Where a migration keeps a value it had to displace: `_preserved.replaced.<old path>`. */
export const REPLACED = "replaced";

/**
 * What every Manifold type model does in `migrateData`, before Foundry cleans the source: first
 * the type's own renames, then every key its schema does not name moves into `_preserved`, so
 * Foundry's cleaning (which drops unnamed keys) finds nothing left to drop.
 */
export function migrateSystem(spec: SchemaSpec, migrate: SystemMigration | undefined, system: Plain): boolean {
  const renamed = migrate?.(system) ?? false;
  const moved = preserveUnknown(spec, system);
  if (renamed || moved) preservedOf(system)[UNSAVED] = true;
  return renamed || moved;
}

/** Removes the unsaved mark; true when it was there. */
export function takeUnsavedMark(system: unknown): boolean {
  const preserved = isRecord(system) ? system[PRESERVED] : undefined;
  if (!isRecord(preserved) || !(UNSAVED in preserved)) return false;
  delete preserved[UNSAVED];
  return true;
}

/**
 * Foundry drops fields a schema no longer names, at any depth. Before it can, move them into
 * `_preserved` at the same path, so data written by an older or newer version of Manifold, or by a
 * module, is never lost. Arrays and free-form (`json`) fields are kept whole by Foundry, so they
 * are not searched.
 */
export function preserveUnknown(spec: SchemaSpec, source: Plain): boolean {
  return preserveAt(spec, source, source, []);
}

function preserveAt(spec: SchemaSpec, system: Plain, source: Plain, path: string[]): boolean {
  let moved = false;
  for (const key of Object.keys(source)) {
    // "-=key" and "==key" are Foundry update operators, not data: leave them for Foundry.
    if (/^(-=|==)/.test(key) || (path.length === 0 && key === PRESERVED)) continue;
    const field = spec[key];
    const value = source[key];
    if (field?.kind === "object" && isRecord(value)) {
      if (preserveAt(field.fields, system, value, [...path, key])) moved = true;
    } else if (!field) {
      stash(system, [...path, key], value);
      delete source[key];
      moved = true;
    }
  }
  return moved;
}

/** Puts a value at `_preserved.<path>`; whatever already sat there and differs is kept under `replaced`. */
function stash(system: Plain, path: readonly string[], value: unknown): void {
  let node = preservedOf(system);
  for (const [index, key] of path.slice(0, -1).entries()) {
    if (!isRecord(node[key])) {
      if (key in node) keepReplaced(system, [PRESERVED, ...path.slice(0, index + 1)].join("."), node[key]);
      node[key] = {};
    }
    node = node[key] as Plain;
  }
  const last = path[path.length - 1]!;
  if (last in node && !sameValue(node[last], value)) keepReplaced(system, [PRESERVED, ...path].join("."), node[last]);
  node[last] = value;
}

/**
 * Keeps a value a migration could not leave in place, under `_preserved.replaced` at its old path
 * ("hp.value" becomes `replaced.hp.value`). Nested objects, not dotted keys: Foundry expands dots
 * in every update. A slot already holding a different value gets a numbered neighbour ("value~2").
 */
export function keepReplaced(system: Plain, oldPath: string, value: unknown): void {
  const preserved = preservedOf(system);
  if (!isRecord(preserved[REPLACED])) preserved[REPLACED] = {};
  let node = preserved[REPLACED] as Plain;
  const keys = oldPath.split(".");
  for (const key of keys.slice(0, -1)) {
    if (!isRecord(node[key])) node[key] = node[key] === undefined ? {} : { "~": node[key] };
    node = node[key] as Plain;
  }
  const last = keys[keys.length - 1]!;
  let slot = last;
  for (let n = 2; slot in node && !sameValue(node[slot], value); n++) slot = `${last}~${n}`;
  node[slot] = value;
}

/** The `_preserved` object, made if missing; a stray non-object there is kept under "~". */
function preservedOf(system: Plain): Plain {
  if (!isRecord(system[PRESERVED])) system[PRESERVED] = system[PRESERVED] === undefined || system[PRESERVED] === null ? {} : { "~": system[PRESERVED] };
  return system[PRESERVED] as Plain;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function isRecord(value: unknown): value is Plain {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
