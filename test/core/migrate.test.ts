import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { latestVersion, migrateSource, preserveUnknown, type DocumentSource } from "../../src/core/migrate";
import { MIGRATIONS } from "../../src/core/migrations";
import { validate } from "../../src/core/schema";
import { contestCharacter } from "../../src/rulesets/contest/rules/schema";

const fixture = (): DocumentSource => JSON.parse(readFileSync("test/core/fixtures/contest-actor-v0.json", "utf8")) as DocumentSource;

describe("migrations", () => {
  it("moves an old contest hp field into health, keeping the old value", () => {
    const source = fixture();
    expect(migrateSource(MIGRATIONS, 0, "Actor", source)).toBe(true);
    expect(source.system?.health).toEqual({ value: 7, max: 12 });
    expect(source.system?.hp).toBeUndefined();
    expect((source.system?._preserved as Record<string, unknown>).hp).toEqual({ value: 7, max: 12 });
    // What the user wrote that no step understands is still there.
    expect(source.system?.notesFromAModule).toBe("keep me");
  });

  it("is idempotent: a second run changes nothing", () => {
    const source = fixture();
    migrateSource(MIGRATIONS, 0, "Actor", source);
    const once = JSON.stringify(source);
    expect(migrateSource(MIGRATIONS, 0, "Actor", source)).toBe(false);
    expect(JSON.stringify(source)).toBe(once);
  });

  it("skips steps at or below the world's version and other rulesets' documents", () => {
    expect(migrateSource(MIGRATIONS, latestVersion(MIGRATIONS), "Actor", fixture())).toBe(false);
    const other = { ...fixture(), type: "energyCharacter" };
    expect(migrateSource(MIGRATIONS, 0, "Actor", other)).toBe(false);
  });

  it("preserves keys a schema does not name instead of letting Foundry drop them", () => {
    const source = fixture().system as Record<string, unknown>;
    migrateSource(MIGRATIONS, 0, "Actor", { type: "contestCharacter", system: source });
    expect(preserveUnknown(contestCharacter, source)).toBe(true);
    expect((source._preserved as Record<string, unknown>).notesFromAModule).toBe("keep me");
    expect(validate(contestCharacter, source)).toEqual([]);
    expect(preserveUnknown(contestCharacter, source)).toBe(false);
  });

  it("leaves Foundry's update operators alone", () => {
    const update: Record<string, unknown> = { "-=speed": null, "==skills": {}, health: { value: 3 } };
    expect(preserveUnknown(contestCharacter, update)).toBe(false);
    expect(update).toEqual({ "-=speed": null, "==skills": {}, health: { value: 3 } });
  });
});
