// Sanity of the source system.json against itself and the rules schemas: packs, pack folders,
// token attributes, hot reload, and one schema export per declared document type.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import type { FieldSpec, SchemaSpec } from "../../src/core/schema";

interface Pack {
  name: string;
  path: string;
  type: string;
  system?: string;
}
interface PackFolder {
  name: string;
  packs?: string[];
  folders?: PackFolder[];
}
interface Manifest {
  id: string;
  packs: Pack[];
  packFolders?: PackFolder[];
  socket?: boolean;
  primaryTokenAttribute?: string;
  secondaryTokenAttribute?: string | null;
  flags?: { hotReload?: { extensions?: string[]; paths?: string[] } };
  documentTypes: Record<string, Record<string, unknown>>;
}

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const manifest = JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8")) as Manifest;
const RULESETS = readdirSync(join(ROOT, "src", "rulesets"), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
/** The document classes whose subtypes are namespaced ruleset types with a schema. */
const TYPED_CLASSES = ["Actor", "Item", "Combat", "Combatant", "ChatMessage"];

async function schemasOf(ruleset: string): Promise<Record<string, unknown>> {
  const url = pathToFileURL(join(ROOT, "src", "rulesets", ruleset, "rules", "schema.ts")).href;
  return (await import(/* @vite-ignore */ url)) as Record<string, unknown>;
}

/** The ruleset id a type is namespaced by: its leading lower-case word (contestWeapon -> contest). */
function rulesetOf(type: string): string | undefined {
  const prefix = /^[a-z0-9]+/.exec(type)?.[0];
  return RULESETS.find((id) => id === prefix);
}

function folderPacks(folders: readonly PackFolder[]): string[] {
  return folders.flatMap((f) => [...(f.packs ?? []), ...folderPacks(f.folders ?? [])]);
}

/** The field at a dotted path of a schema, walking object fields. */
function fieldAt(spec: SchemaSpec, path: string): FieldSpec | undefined {
  let fields: SchemaSpec | undefined = spec;
  let field: FieldSpec | undefined;
  for (const part of path.split(".")) {
    field = fields?.[part];
    fields = field?.kind === "object" ? field.fields : undefined;
  }
  return field;
}

function isBar(field: FieldSpec | undefined): boolean {
  if (field?.kind !== "object") return false;
  return field.fields.value?.kind === "number" && field.fields.max?.kind === "number";
}

describe("system.json: packs", () => {
  it("declares packs with unique names", () => {
    const names = manifest.packs.map((p) => p.name);
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(names.length);
  });
  it.each(manifest.packs.map((p) => [p.name, p] as const))("%s belongs to system manifold", (_name, pack) => {
    expect(pack.system).toBe("manifold");
  });
  it("every pack is in exactly one pack folder, and folders name only declared packs", () => {
    const listed = folderPacks(manifest.packFolders ?? []);
    for (const pack of manifest.packs) {
      expect(listed.filter((n) => n === pack.name), `pack ${pack.name}`).toHaveLength(1);
    }
    const declared = new Set(manifest.packs.map((p) => p.name));
    for (const name of listed) expect(declared.has(name), `folder lists unknown pack ${name}`).toBe(true);
  });
});

describe("system.json: runtime settings", () => {
  it("id is manifold and the socket is on", () => {
    expect(manifest.id).toBe("manifold");
    expect(manifest.socket).toBe(true);
  });
  it("flags.hotReload lists what the dev server reloads", () => {
    const hot = manifest.flags?.hotReload;
    expect(hot).toBeDefined();
    expect(hot?.extensions?.length ?? 0).toBeGreaterThan(0);
    expect(hot?.paths?.length ?? 0).toBeGreaterThan(0);
  });
});

describe("system.json: document types have schemas", () => {
  const typed = TYPED_CLASSES.flatMap((cls) => Object.keys(manifest.documentTypes[cls] ?? {}).map((type) => [cls, type] as const));

  it("declares Actor, Item, Combat, Combatant and ChatMessage types", () => {
    for (const cls of TYPED_CLASSES) expect(Object.keys(manifest.documentTypes[cls] ?? {}).length, cls).toBeGreaterThan(0);
  });

  it.each(typed)("%s type %s is namespaced by a ruleset and has a schema export of that name", async (_cls, type) => {
    const ruleset = rulesetOf(type);
    expect(ruleset, `no src/rulesets/<id> for the prefix of ${type}`).toBeDefined();
    const schemas = await schemasOf(ruleset!);
    const spec = schemas[type];
    expect(spec, `src/rulesets/${ruleset}/rules/schema.ts exports no ${type}`).toBeTypeOf("object");
  });

  it("primaryTokenAttribute names a {value, max} object in the manifest's default ruleset (contest)", async () => {
    const attribute = manifest.primaryTokenAttribute;
    expect(attribute).toBeTypeOf("string");
    const schemas = await schemasOf("contest");
    for (const type of ["contestCharacter", "contestNpc"]) expect(isBar(fieldAt(schemas[type] as SchemaSpec, attribute!)), type).toBe(true);
  });

  it("each ruleset's own token attribute, set at init for the active ruleset, is a {value, max} object in its actor schemas", async () => {
    const actorTypes = Object.keys(manifest.documentTypes.Actor ?? {});
    expect(actorTypes.length).toBeGreaterThan(0);
    for (const type of actorTypes) {
      const ruleset = rulesetOf(type)!;
      const definition = (await import(`../../src/rulesets/${ruleset}/rules/definition.ts`)) as Record<string, { primaryTokenAttribute?: string; secondaryTokenAttribute?: string }>;
      const rules = Object.values(definition).find((d) => typeof d?.primaryTokenAttribute === "string")!;
      const spec = (await schemasOf(ruleset))[type] as SchemaSpec;
      for (const attribute of [rules.primaryTokenAttribute!, ...(rules.secondaryTokenAttribute ? [rules.secondaryTokenAttribute] : [])]) {
        expect(isBar(fieldAt(spec, attribute)), `${type}.${attribute} is not {value, max}`).toBe(true);
      }
    }
  });

  it("contest actors keep health as {value, max}", async () => {
    const schemas = await schemasOf("contest");
    for (const type of ["contestCharacter", "contestNpc"]) {
      const health = fieldAt(schemas[type] as SchemaSpec, "health");
      expect(health?.kind).toBe("object");
      if (health?.kind === "object") {
        expect(health.fields.value?.kind).toBe("number");
        expect(health.fields.max?.kind).toBe("number");
      }
    }
  });

  it("a secondaryTokenAttribute, if any, is a {value, max} object too", async () => {
    const attribute = manifest.secondaryTokenAttribute;
    if (!attribute) return;
    for (const type of Object.keys(manifest.documentTypes.Actor ?? {})) {
      const spec = (await schemasOf(rulesetOf(type)!))[type] as SchemaSpec;
      expect(isBar(fieldAt(spec, attribute)), `${type}.${attribute}`).toBe(true);
    }
  });
});
