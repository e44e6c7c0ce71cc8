import { describe, expect, it } from "vitest";
import { keepReplaced, migrateSystem, preserveUnknown, takeUnsavedMark, UNSAVED } from "../../src/core/migrate";
import { documentUpdate, updateBetween, type DocumentSource, type MigrationPlan, type MigrationStep } from "../../src/core/migrate-document";
import { latestVersion } from "../../src/core/migrations";
import { arr, bool, int, maybe, obj, str, validate } from "../../src/core/schema";

const spec = { name: str(""), pool: obj({ value: int(1), max: int(1) }), tags: arr(obj({ id: str("") })), card: maybe({ anything: bool(false) }) };

describe("preserveUnknown", () => {
  it("moves unknown keys, nested ones included, to the same path under _preserved", () => {
    const source: Record<string, unknown> = { name: "a", pool: { value: 2, temp: 3 }, old: { x: 1 } };
    expect(preserveUnknown(spec, source)).toBe(true);
    expect(source).toEqual({ name: "a", pool: { value: 2 }, _preserved: { old: { x: 1 }, pool: { temp: 3 } } });
    expect(validate(spec, source)).toEqual([]);
    expect(preserveUnknown(spec, source)).toBe(false);
  });

  it("leaves arrays and free-form fields whole: Foundry keeps them", () => {
    const source = { tags: [{ id: "a", extra: 1 }], card: { anything: true } };
    expect(preserveUnknown(spec, source)).toBe(false);
  });

  it("never overwrites a different value already preserved: the older one is kept under replaced", () => {
    const source: Record<string, unknown> = { old: 2, _preserved: { old: 1 } };
    preserveUnknown(spec, source);
    expect(source._preserved).toEqual({ old: 2, replaced: { _preserved: { old: 1 } } });
  });

  it("leaves Foundry's update operators alone", () => {
    const update: Record<string, unknown> = { "-=speed": null, "==pool": {}, pool: { "-=temp": null, value: 3 } };
    expect(preserveUnknown(spec, update)).toBe(false);
    expect(update).toEqual({ "-=speed": null, "==pool": {}, pool: { "-=temp": null, value: 3 } });
  });
});

describe("keepReplaced", () => {
  it("nests by the old path and gives a different value at a taken slot a numbered neighbour", () => {
    const system: Record<string, unknown> = {};
    keepReplaced(system, "hp.value", 7);
    keepReplaced(system, "hp.value", 7);
    keepReplaced(system, "hp.value", 8);
    expect(system).toEqual({ _preserved: { replaced: { hp: { value: 7, "value~2": 8 } } } });
  });
});

describe("migrateSystem and the unsaved mark", () => {
  it("marks the source only when the type's renames or the preserving changed it", () => {
    const rename = (system: Record<string, unknown>) => {
      if (!("label" in system)) return false;
      system.name = system.label;
      delete system.label;
      return true;
    };
    const current = { name: "a" };
    expect(migrateSystem(spec, rename, current)).toBe(false);
    expect(current).toEqual({ name: "a" });
    const old: Record<string, unknown> = { label: "a" };
    expect(migrateSystem(spec, rename, old)).toBe(true);
    expect(old).toEqual({ name: "a", _preserved: { [UNSAVED]: true } });
    expect(takeUnsavedMark(old)).toBe(true);
    expect(takeUnsavedMark(old)).toBe(false);
  });
});

describe("documentUpdate", () => {
  const seen: string[] = [];
  const step = (version: number, documentName: MigrationStep["documentName"] & string): MigrationStep => ({
    version,
    label: "x",
    documentName,
    run(source) {
      seen.push(`${version}:${documentName}:${String(source.type)}`);
      source.flags = { ...source.flags, manifold: { step: version } };
    },
  });
  const plan = (from: number, steps: MigrationStep[]): MigrationPlan => ({ steps, from, system: () => false });

  it("runs each step newer than the world on its kind, embedded documents included", () => {
    seen.length = 0;
    const steps = [step(1, "Item"), step(2, "Item"), step(2, "Combatant"), step(2, "ChatMessage"), step(2, "Scene")];
    documentUpdate(plan(1, steps), "Actor", { type: "contestNpc", items: [{ type: "contestWeapon" }] });
    documentUpdate(plan(1, steps), "ActorDelta", { items: [{ type: "contestWeapon" }, { _id: "gone", _tombstone: true }] }, "contestNpc");
    documentUpdate(plan(1, steps), "Combat", { type: "contestCombat", combatants: [{ type: "contestCombatant" }] });
    documentUpdate(plan(1, steps), "ChatMessage", { type: "contestAttack" });
    documentUpdate(plan(1, steps), "Scene", {});
    expect(seen).toEqual(["2:Item:contestWeapon", "2:Item:contestWeapon", "2:Combatant:contestCombatant", "2:ChatMessage:contestAttack", "2:Scene:undefined"]);
  });

  it("lets an Actor step read a delta's type from its base actor without writing it to the delta", () => {
    seen.length = 0;
    const update = documentUpdate(plan(0, [step(1, "Actor")]), "ActorDelta", { _id: "d", system: {} }, "contestNpc");
    expect(seen).toEqual(["1:Actor:contestNpc"]);
    expect(update).toEqual({ flags: { manifold: { step: 1 } } });
  });

  it("writes only what changed: the whole system, removed keys, embedded lists; nothing when nothing did", () => {
    const system: MigrationPlan["system"] = (_type, s) => {
      if (!("old" in s)) return false;
      delete s.old;
      return true;
    };
    const source: DocumentSource = { type: "t", name: "n", system: { old: 1 }, items: [{ type: "i", system: {} }] };
    expect(documentUpdate({ steps: [], from: 0, system }, "Actor", source)).toEqual({ "==system": {} });
    expect(documentUpdate({ steps: [], from: 0, system }, "Actor", source)).toBeNull();
    expect(updateBetween({ a: 1, b: 2 }, { a: 1 })).toEqual({ "-=b": null });
  });

  it("writes a document the load migrated, found by its mark, and takes the mark off", () => {
    const source: DocumentSource = { type: "t", system: { _preserved: { [UNSAVED]: true } }, items: [] };
    expect(documentUpdate(plan(0, []), "Actor", source)).toEqual({ "==system": { _preserved: {} } });
  });

  it("knows the latest version", () => {
    expect(latestVersion([step(1, "Item"), step(3, "Actor"), step(2, "Scene")])).toBe(3);
  });
});
