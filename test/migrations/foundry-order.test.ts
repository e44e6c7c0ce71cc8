// Every past shape of every changed type goes through Foundry's real order: load (the model's
// migrateData, then Foundry's cleaning), the world runner on the loaded source, the write, a
// reload. Nothing of the old fixture may be missing from what is stored or shown afterwards.
import { describe, expect, it } from "vitest";
import { UNSAVED } from "../../src/core/migrate";
import { documentUpdate } from "../../src/core/migrate-document";
import { latestVersion, MIGRATIONS } from "../../src/core/migrations";
import { validate } from "../../src/core/schema";
import { at, fixture, load, lostLeaves, plan, typeOf, write } from "./foundry-order";

const LATEST = latestVersion(MIGRATIONS);
const toHealth = { "system.hp.value": { to: "system.health.value" }, "system.hp.max": { to: "system.health.max" } };

interface Case {
  name: string;
  /** what it proves */
  why: string;
  documentName: "Actor" | "ChatMessage";
  /** the world version that stored it */
  from: number;
  moves?: Record<string, { to: string; value?: unknown }>;
  expected: Record<string, unknown>;
}

const CASES: Case[] = [
  {
    name: "contest-character-v0",
    why: "a pre-release character: hp becomes health, a module's key and an item's unknown key are kept",
    documentName: "Actor",
    from: 0,
    moves: toHealth,
    expected: { "system.health": { value: 7, max: 12 }, "system._preserved.notesFromAModule": "keep me", "items.0.system._preserved.engraving": "For the crown" },
  },
  {
    name: "contest-npc-v0",
    why: "an NPC shares the rename; a key the old pool had and health has not is set aside",
    documentName: "Actor",
    from: 0,
    moves: toHealth,
    expected: { "system.health": { value: 9, max: 9 }, "system._preserved.replaced.hp.temp": 2 },
  },
  {
    name: "contest-character-v1-buggy",
    why: "written whole by version 1 (a duplicate): Health 10/10 and the real pool in _preserved.hp, recovered",
    documentName: "Actor",
    from: 1,
    moves: { "system._preserved.hp.value": { to: "system.health.value" }, "system._preserved.hp.max": { to: "system.health.max" } },
    expected: { "system.health": { value: 7, max: 12 }, "system._preserved.notesFromAModule": "keep me", "system._preserved.replaced.health": { value: 10, max: 10 } },
  },
  {
    name: "contest-character-v1-buggy-played",
    why: "played on after version 1: the Health value the table changed stays, the untouched 10 max takes the old 12",
    documentName: "Actor",
    from: 1,
    moves: { "system._preserved.hp.max": { to: "system.health.max" } },
    expected: { "system.health": { value: 4, max: 12 }, "system._preserved.replaced._preserved.hp.value": 7 },
  },
  {
    name: "contest-character-v1-partial",
    why: "hp still stored plus a Health value a sheet wrote under version 1: the later write wins, hp fills the rest",
    documentName: "Actor",
    from: 1,
    moves: { "system.hp.max": { to: "system.health.max" } },
    expected: { "system.health": { value: 5, max: 12 }, "system._preserved.replaced.hp.value": 7 },
  },
  {
    name: "energy-character-v0",
    why: "the first Energy schema: a blank unconscious cause (which Foundry would refuse) reads none; a later field gets its default",
    documentName: "Actor",
    from: 0,
    moves: { "system.death.unconscious": { to: "system.death.unconscious", value: "none" } },
    expected: { "system.death.unconscious": "none", "system.bonus.staminaForEnergy": 0, "system.aura": { value: 18, max: 22 } },
  },
  {
    name: "contest-attack-message-v0",
    why: "the first attack card kept attacker, item and targets; the card state replaced them, so all of it is kept aside",
    documentName: "ChatMessage",
    from: 0,
    // The card is an empty one (no sides, so it draws nothing and no button acts); the old state is kept aside.
    expected: { "system.card.attacker.uuid": "", "system.card.ledger": { applied: false, entries: [] }, "system._preserved.targets.0.applied.0.after": 4 },
  },
];

describe.each(CASES)("$name: $why", ({ name, documentName, from, moves, expected }) => {
  const stored = fixture(name);
  const loaded = load(documentName, stored);
  const update = documentUpdate(plan(from), documentName, structuredClone(loaded));
  const written = write(stored, update ?? {});
  const reloaded = load(documentName, written);

  it("loads into data the schema accepts", () => {
    expect(validate(typeOf(loaded.type!).spec, loaded.system)).toEqual([]);
    for (const item of loaded.items ?? []) expect(validate(typeOf(item.type!).spec, item.system)).toEqual([]);
  });

  it("shows the migrated values", () => {
    for (const [path, value] of Object.entries(expected)) expect(at(reloaded, path), path).toEqual(value);
  });

  it("writes the document once, and the stored data loses nothing", () => {
    expect(update).not.toBeNull();
    expect(lostLeaves(stored, written, moves)).toEqual([]);
    expect(lostLeaves(stored, reloaded, moves)).toEqual([]);
  });

  it("stores the new shape: no old key left beside the new one, no mark", () => {
    expect(written.system).not.toHaveProperty("hp");
    expect(JSON.stringify(written)).not.toContain(UNSAVED);
    // What the table saw before the write is what it sees after it.
    const { [UNSAVED]: _mark, ...preserved } = (loaded.system?._preserved ?? {}) as Record<string, unknown>;
    expect(reloaded.system).toEqual({ ...loaded.system, _preserved: preserved });
  });

  it("has nothing left to write on the next load", () => {
    expect(documentUpdate(plan(LATEST), documentName, structuredClone(reloaded))).toBeNull();
  });
});
