import { beforeAll, describe, expect, it } from "vitest";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { pathToFileURL } from "node:url";
import { installStandins, type Recorded } from "./standins";

/**
 * Smoke test, not a simulation: load the BUILT bundle with recorded stand-ins for Foundry's
 * registration calls, run its init hook, and read back what it registered.
 */
const manifest = JSON.parse(readFileSync("system.json", "utf8")) as { documentTypes: Record<string, Record<string, unknown>> };
let recorded: Recorded;

beforeAll(async () => {
  if (!existsSync("dist/manifold.mjs")) execFileSync("node", ["scripts/build.mjs"], { stdio: "inherit" });
  recorded = installStandins({ "manifold.ruleset": "contest" });
  await import(/* @vite-ignore */ pathToFileURL("dist/manifold.mjs").href + `?t=${Date.now()}`);
  for (const init of recorded.hooks.get("init") ?? []) init();
});

describe("init smoke test (built bundle, recorded stand-ins)", () => {
  const config = () => (globalThis as unknown as { CONFIG: Record<string, { dataModels: Record<string, unknown> }> }).CONFIG;

  it.each(Object.entries(manifest.documentTypes))("registers a data model for every %s type in system.json", (documentName, types) => {
    expect(Object.keys(config()[documentName]!.dataModels).sort()).toEqual(Object.keys(types).sort());
  });

  it("every data model builds its schema", () => {
    for (const documentName of Object.keys(manifest.documentTypes)) {
      for (const model of Object.values(config()[documentName]!.dataModels)) {
        const schema = (model as { defineSchema(): Record<string, unknown> }).defineSchema();
        expect(Object.keys(schema).length).toBeGreaterThan(0);
      }
    }
  });

  it("each model's migrateData renames old keys before it keeps unknown ones (the bundle's own wiring)", () => {
    const models = config().Actor!.dataModels as Record<string, { migrateData(source: Record<string, unknown>): Record<string, unknown> }>;
    const source = { hp: { value: 7, max: 12 }, notesFromAModule: "keep me" };
    expect(models.contestCharacter!.migrateData(source)).toEqual({
      health: { value: 7, max: 12 },
      _preserved: { notesFromAModule: "keep me", _unsavedMigration: true },
    });
  });

  it("registers a sheet for every Actor and Item type", () => {
    for (const documentName of ["Actor", "Item"]) {
      const withSheet = recorded.sheets.filter((s) => s.documentName === documentName).flatMap((s) => s.types);
      expect(withSheet.sort()).toEqual(Object.keys(manifest.documentTypes[documentName]!).sort());
    }
  });

  it("registers the ruleset setting, the GM's socket, the roll class and the combat tracker", () => {
    expect(recorded.settings.get("manifold.ruleset")?.choices).toHaveProperty("contest");
    const cfg = globalThis as unknown as { CONFIG: { Dice: { rolls: { name: string }[] }; ui: { combat?: { name: string } }; statusEffects: { id: string }[] } };
    expect(recorded.sockets).toEqual(["system.manifold"]);
    expect(cfg.CONFIG.Dice.rolls.map((r) => r.name)).toContain("RollUnderRoll");
    expect(cfg.CONFIG.ui.combat?.name).toBe("ManifoldCombatTracker");
    expect(cfg.CONFIG.statusEffects.map((s) => s.id)).toContain("unconscious");
  });

  it("the minified bundle keeps the class names Foundry keys by: each sheet's and each Roll class's, as written in src", () => {
    const source = execFileSync("grep", ["-rhoE", "class [A-Z][A-Za-z]+", "src"], { encoding: "utf8" });
    const written = new Set(source.split("\n").map((l) => l.replace("class ", "")));
    const cfg = globalThis as unknown as { CONFIG: { Dice: { rolls: { name: string }[] } } };
    const sheets = recorded.sheets.map((s) => (s.cls as { name: string }).name);
    const rolls = cfg.CONFIG.Dice.rolls.map((r) => r.name);
    for (const name of [...sheets, ...rolls]) expect(written, name).toContain(name);
    expect(new Set(sheets).size).toBe(new Set(recorded.sheets.map((s) => s.cls)).size);
    expect(new Set(rolls).size).toBe(rolls.length);
    expect(rolls.length).toBeGreaterThanOrEqual(3);
  });

  it("keeps every special status core toggles (Mark Defeated's DEFEATED) among the status effects", () => {
    const cfg = globalThis as unknown as { CONFIG: { statusEffects: { id: string }[]; specialStatusEffects: Record<string, string> } };
    const ids = cfg.CONFIG.statusEffects.map((s) => s.id);
    expect(cfg.CONFIG.specialStatusEffects.DEFEATED).toBe("dead");
    for (const id of Object.values(cfg.CONFIG.specialStatusEffects)) expect(ids, id).toContain(id);
  });

  it("wires the hooks the system relies on", () => {
    for (const hook of ["ready", "renderChatMessageHTML", "preCreateScene", "hotbarDrop", "preCreateCombatant", "preDeleteActiveEffect", "moveToken"]) {
      expect(recorded.hooks.has(hook), hook).toBe(true);
    }
  });

  it("offers GMs \"Check this world\" in Game Settings, its window drawing a template that exists", () => {
    const menu = recorded.menus.get("manifold.selfTest")!;
    expect(menu).toMatchObject({ restricted: true, name: "MANIFOLD.SelfTest.Menu.Name" });
    const app = menu.type as { name: string; PARTS: Record<string, { template: string }>; DEFAULT_OPTIONS: { actions: Record<string, unknown> } };
    expect(app.name).toBe("SelfTestApp");
    for (const part of Object.values(app.PARTS)) expect(existsSync(part.template.replace("systems/manifold/", "")), part.template).toBe(true);
    expect(Object.keys(app.DEFAULT_OPTIONS.actions)).toEqual(["run", "copy"]);
  });

  it("ships the self-test's lazily loaded files in dist, beside the script that imports them", () => {
    const js = readFileSync("dist/manifold.mjs", "utf8");
    const chunks = [...js.matchAll(/import\(["'`]\.\/([\w-]+\.js)["'`]\)/g)].map((m) => m[1]!);
    expect(chunks.length).toBeGreaterThanOrEqual(5);
    for (const chunk of chunks) expect(existsSync(`dist/${chunk}`), chunk).toBe(true);
  });

  it("preloads only templates that exist", () => {
    expect(recorded.templates.length).toBeGreaterThan(0);
    for (const path of recorded.templates) expect(existsSync(path.replace("systems/manifold/", "")), path).toBe(true);
  });

  it("preloads every partial a template draws", () => {
    const used = readdirSync("templates", { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".hbs"))
      .flatMap((f) => [...readFileSync(`templates/${f}`, "utf8").matchAll(/\{\{>\s*"(systems\/manifold\/[^"]+)"/g)].map((m) => m[1]!));
    expect(used.length).toBeGreaterThan(0);
    // A sheet's part loads the partials it names itself (PARTS[part].templates).
    type Parts = Record<string, { template?: string; templates?: string[] }>;
    const sheetPartials = recorded.sheets.flatMap((s) => Object.values((s.cls as { PARTS?: Parts }).PARTS ?? {}).flatMap((p) => p.templates ?? []));
    expect(sheetPartials.length).toBeGreaterThan(0);
    const loaded = new Set([...recorded.templates, ...sheetPartials]);
    for (const partial of new Set(used)) expect(loaded.has(partial), partial).toBe(true);
  });
});
