/**
 * Foundry's order of events around stored data, over plain objects, for the migration tests:
 *
 *   stored source --load--> migrateData (the same migrateSystem the models call) --> cleanData
 *   (drops every key the schema does not name, fills defaults) --> in-memory source
 *   in-memory toObject() --> world runner (documentUpdate) --> update written to the stored source
 *
 * It models only the steps that decide whether data survives: which keys Foundry drops, that an
 * ActorDelta's system is a plain ObjectField Foundry never migrates, and how an update with
 * `{ diff: false, recursive: false }` lands. It is not a simulation of Foundry.
 */
import { readFileSync } from "node:fs";
import { migrateSystem } from "../../src/core/migrate";
import { systemMigrator, type DocumentSource, type MigrationPlan } from "../../src/core/migrate-document";
import { MIGRATIONS } from "../../src/core/migrations";
import type { RulesetRules } from "../../src/core/ruleset";
import { defaults, PRESERVED, type SchemaSpec } from "../../src/core/schema";
import { contestRules } from "../../src/rulesets/contest/rules/definition";
import { energyRules } from "../../src/rulesets/energy/rules/definition";

type Plain = Record<string, unknown>;
const RULESETS: readonly RulesetRules[] = [contestRules, energyRules];

export const fixture = (name: string): DocumentSource => JSON.parse(readFileSync(`test/migrations/fixtures/${name}.json`, "utf8")) as DocumentSource;

export function typeOf(type: string): { spec: SchemaSpec; rules: RulesetRules } {
  for (const rules of RULESETS) {
    for (const group of [rules.actorTypes, rules.itemTypes, rules.combatTypes, rules.combatantTypes, rules.chatTypes]) {
      const spec = group[type];
      if (spec) return { spec, rules };
    }
  }
  throw new Error(`unknown type ${type}`);
}

/** The world runner's plan for a world at `from`, as run.ts builds it. */
export const plan = (from: number): MigrationPlan => ({ steps: MIGRATIONS, from, system: systemMigrator(RULESETS) });

/** A TypeDataModel's source on load: the model's migrateData, then Foundry's cleaning. */
export function loadSystem(type: string, system: Plain): Plain {
  const { spec, rules } = typeOf(type);
  migrateSystem(spec, rules.migrations?.[type], system); // exactly what makeModel's migrateData calls
  return clean(spec, system);
}

/** SchemaField cleaning: keys the schema does not name are dropped, missing ones get defaults. */
function clean(spec: SchemaSpec, data: Plain, keep: string[] = [PRESERVED]): Plain {
  const initial = defaults(spec);
  for (const key of Object.keys(data)) if (!(key in spec) && !keep.includes(key)) delete data[key];
  for (const [key, field] of Object.entries(spec)) {
    if (!(key in data)) data[key] = structuredClone(initial[key]);
    else if (field.kind === "object" && isPlain(data[key])) clean(field.fields, data[key] as Plain, []);
  }
  return data;
}

/** A stored document as Foundry holds it in memory after loading it. */
export function load(documentName: "Actor" | "Item" | "Combat" | "ChatMessage" | "Scene", stored: DocumentSource): DocumentSource {
  const doc = structuredClone(stored);
  if (documentName !== "Scene" && doc.type && isPlain(doc.system)) doc.system = loadSystem(doc.type, doc.system);
  const embedded = documentName === "Actor" ? doc.items : documentName === "Combat" ? (doc.combatants as DocumentSource[]) : undefined;
  for (const child of embedded ?? []) if (child.type && isPlain(child.system)) child.system = loadSystem(child.type, child.system);
  if (documentName === "Scene") for (const token of tokensOf(doc)) if (token.delta) token.delta = loadDelta(token.delta);
  return doc;
}

/** An ActorDelta in memory: its system is an ObjectField (left raw); its items are full Items. */
export function loadDelta(stored: DocumentSource): DocumentSource {
  const delta = structuredClone(stored);
  for (const item of delta.items ?? []) if (item.type && isPlain(item.system)) item.system = loadSystem(item.type, item.system);
  return delta;
}

/** An update written with `{ diff: false, recursive: false }`: each named key replaced, embedded entries by id. */
export function write(stored: DocumentSource, update: Plain): DocumentSource {
  const next = structuredClone(stored) as Plain;
  for (const [key, value] of Object.entries(structuredClone(update))) {
    if (key.startsWith("-=")) delete next[key.slice(2)];
    else if (key.startsWith("==")) next[key.slice(2)] = value;
    else if (Array.isArray(value) && Array.isArray(next[key])) {
      const list = next[key] as Plain[];
      for (const entry of value as Plain[]) {
        const at = list.findIndex((old) => old._id === entry._id);
        if (at >= 0) list[at] = entry;
        else list.push(entry);
      }
    } else next[key] = value;
  }
  return next as DocumentSource;
}

/** The synthetic actor of an unlinked token: ActorDelta.applyDelta over the loaded base actor, then loaded. */
export function synthetic(baseLoaded: DocumentSource, delta: DocumentSource): DocumentSource {
  const data = structuredClone(baseLoaded);
  const { _id: _ignored, items: deltaItems = [], ...rest } = structuredClone(delta);
  const overridden = new Set(deltaItems.map((item) => item._id));
  data.items = [...deltaItems.filter((item) => !item._tombstone), ...(data.items ?? []).filter((item) => !overridden.has(item._id))];
  merge(data, rest);
  return load("Actor", data);
}

function merge(target: Plain, source: Plain): void {
  for (const [key, value] of Object.entries(source)) {
    if (isPlain(value) && isPlain(target[key])) merge(target[key] as Plain, value);
    else target[key] = value;
  }
}

export function tokensOf(scene: DocumentSource): { delta?: DocumentSource; actorId?: string; actorLink?: boolean }[] {
  return (scene.tokens ?? []) as { delta?: DocumentSource }[];
}

/** Every leaf of a value with its dotted path; an empty object or array counts as a leaf. */
export function leaves(value: unknown, path = ""): [string, unknown][] {
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : isPlain(value) ? Object.entries(value) : [];
  if (entries.length === 0) return [[path, value]];
  return entries.flatMap(([key, v]) => leaves(v, path ? `${path}.${key}` : key));
}

export function at(value: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((node, key) => (isPlain(node) || Array.isArray(node) ? (node as Plain)[key] : undefined), value);
}

/**
 * The old leaves that are nowhere in `result`. A leaf counts as kept at its own path, at the same
 * path under `<system>._preserved`, under `<system>._preserved.replaced` (a numbered neighbour
 * "~2" included), or where `moves` says the migration put it (with the new value, if it gave one).
 */
export function lostLeaves(old: unknown, result: unknown, moves: Record<string, { to: string; value?: unknown }> = {}): string[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  return leaves(old)
    .filter(([path, value]) => {
      const move = moves[path];
      if (move) return !same(at(result, move.to), move.value ?? value);
      if (same(at(result, path), value)) return false;
      const inSystem = /^(.*?system)\.(.*)$/.exec(path);
      if (!inSystem) return true;
      const [, system, rest] = inSystem as unknown as [string, string, string];
      if (same(at(result, `${system}.${PRESERVED}.${rest}`), value)) return false;
      const replaced = `${system}.${PRESERVED}.replaced.${rest}`;
      const parent = at(result, replaced.slice(0, replaced.lastIndexOf(".")));
      const last = replaced.slice(replaced.lastIndexOf(".") + 1);
      return !(isPlain(parent) && Object.entries(parent).some(([key, v]) => (key === last || key.startsWith(`${last}~`)) && same(v, value)));
    })
    .map(([path]) => path);
}

function isPlain(value: unknown): value is Plain {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
