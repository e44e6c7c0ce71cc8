// The world runner's decisions over a world of stored fixtures: one write per changed document,
// none for current data (every compendium entry we ship), and no new version when anything failed.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { load as readYaml } from "js-yaml";
import { describe, expect, it } from "vitest";
import { documentUpdate, type DocumentSource, type MigrationStep } from "../../src/core/migrate-document";
import { runMigrations, type MigrationIO, type StoredDocument } from "../../src/core/migrate-world";
import { latestVersion, MIGRATIONS } from "../../src/core/migrations";
import { fixture, load, plan, tokensOf } from "./foundry-order";

const LATEST = latestVersion(MIGRATIONS);

/** A world over stored fixtures: each document loads as Foundry would and records its writes. */
function world(names: [StoredDocument["documentName"], string][], failOn?: string) {
  const writes: string[] = [];
  const docs: StoredDocument[] = [];
  for (const [documentName, name] of names) {
    const stored = fixture(name);
    const loaded = documentName === "ActorDelta" ? stored : load(documentName, stored);
    const doc = (label: string, source: DocumentSource, extra: Partial<StoredDocument> = {}): StoredDocument => ({
      documentName,
      label,
      source: () => structuredClone(source),
      write: async () => {
        if (label === failOn) throw new Error("the server refused");
        writes.push(label);
      },
      ...extra,
    });
    if (documentName !== "Scene") docs.push(doc(name, loaded));
    else for (const [i, token] of tokensOf(loaded).entries()) docs.push({ ...doc(`${name} token ${i}`, token.delta!), documentName: "ActorDelta", actorType: "contestCharacter" });
  }
  const calls = { saved: [] as number[], notes: [] as [string, string, Record<string, string>][] };
  const io: MigrationIO = {
    documents: async function* () {
      yield* docs;
    },
    saveVersion: async (version) => calls.saved.push(version),
    notify: (level, key, data) => calls.notes.push([level, key, data]),
    logError: () => undefined,
  };
  return { writes, io, calls };
}

const OLD_WORLD: [StoredDocument["documentName"], string][] = [
  ["Actor", "contest-character-v0"],
  ["Actor", "contest-character-v1-buggy"],
  ["Actor", "energy-character-v0"],
  ["ChatMessage", "contest-attack-message-v0"],
  ["Scene", "contest-scene-delta-v0"],
];

describe("world runner", () => {
  it("writes each changed document exactly once and records the version", async () => {
    const { writes, io, calls } = world(OLD_WORLD);
    expect(await runMigrations(plan(0), LATEST, io)).toBe(true);
    // The linked token's empty delta (token 1) is not written.
    expect(writes).toEqual(["contest-character-v0", "contest-character-v1-buggy", "energy-character-v0", "contest-attack-message-v0", "contest-scene-delta-v0 token 0"]);
    expect(calls.saved).toEqual([LATEST]);
    expect(calls.notes.at(-1)).toEqual(["info", "MANIFOLD.Migration.Done", { from: "0", to: String(LATEST), count: "5" }]);
  });

  it("keeps the old version and tells the GM when a write fails, after migrating the rest", async () => {
    const { writes, io, calls } = world(OLD_WORLD, "energy-character-v0");
    expect(await runMigrations(plan(1), LATEST, io)).toBe(false);
    expect(writes).toHaveLength(4);
    expect(calls.saved).toEqual([]);
    expect(calls.notes.at(-1)).toEqual(["error", "MANIFOLD.Migration.Failed", { from: "1", to: String(LATEST), count: "1", names: "energy-character-v0" }]);
  });

  it("keeps the old version when a step throws", async () => {
    const throwing: MigrationStep = {
      version: LATEST + 1,
      label: "MANIFOLD.Migration.ContestHealth",
      documentName: "ChatMessage",
      run() {
        throw new Error("a step bug");
      },
    };
    const { io, calls } = world(OLD_WORLD);
    const ok = await runMigrations({ ...plan(LATEST), steps: [...MIGRATIONS, throwing] }, LATEST + 1, io);
    expect(ok).toBe(false);
    expect(calls.saved).toEqual([]);
    expect(calls.notes.at(-1)?.[2]).toMatchObject({ count: "1", names: "contest-attack-message-v0" });
  });

  it("keeps the old version when the walk itself breaks (a compendium that will not unlock)", async () => {
    const { io, calls } = world(OLD_WORLD);
    io.documents = async function* () {
      yield* [];
      throw new Error("pack locked");
    };
    expect(await runMigrations(plan(0), LATEST, io)).toBe(false);
    expect(calls.saved).toEqual([]);
    expect(calls.notes.at(-1)?.[1]).toBe("MANIFOLD.Migration.Interrupted");
  });
});

describe("current data is never rewritten", () => {
  const SOURCE = "packs/_source";
  const entries = readdirSync(SOURCE).flatMap((pack) =>
    readdirSync(join(SOURCE, pack)).map((file) => [`${pack}/${file}`, readYaml(readFileSync(join(SOURCE, pack, file), "utf8")) as DocumentSource] as const),
  );
  const typed = entries.filter(([, doc]) => typeof doc.type === "string" && /^(contest|energy)[A-Z]/.test(doc.type));

  it("reads the shipped Actors and Items", () => {
    expect(typed.length).toBeGreaterThan(20);
  });

  it.each(typed)("%s loads and needs no write", (_file, doc) => {
    const name = doc.items ? "Actor" : "Item";
    expect(documentUpdate(plan(0), name, load(name, doc))).toBeNull();
  });
});
