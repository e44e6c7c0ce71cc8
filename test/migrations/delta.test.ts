// An unlinked token stores only what it overrides, in an ActorDelta whose `system` Foundry never
// migrates (it is a plain ObjectField): the runner must migrate it itself, or the token's old
// override loses to the base actor's new Health.
import { describe, expect, it } from "vitest";
import { documentUpdate } from "../../src/core/migrate-document";
import { at, fixture, load, loadDelta, lostLeaves, plan, synthetic, tokensOf, write } from "./foundry-order";

const base = fixture("contest-character-v0");
const scene = fixture("contest-scene-delta-v0");
const [unlinked, linked] = tokensOf(load("Scene", scene));
const storedDelta = tokensOf(scene)[0]!.delta!;

// The runner, on what Foundry holds in memory after loading the world (contest-character-v0 is the base).
const baseAfter = load("Actor", write(base, documentUpdate(plan(0), "Actor", load("Actor", base)) ?? {}));
const update = documentUpdate(plan(0), "ActorDelta", structuredClone(unlinked!.delta!), "contestCharacter");
const deltaAfter = write(storedDelta, update ?? {});

describe("an unlinked token's delta from before health existed", () => {
  it("keeps its old override only in the stored delta until the runner writes it", () => {
    // Foundry left the delta's system raw, so the synthetic actor merges old hp over new health
    // and the model keeps the base's Health: the token's 3 sits aside. This is why the runner migrates deltas.
    const before = synthetic(baseAfter, unlinked!.delta!);
    expect(at(before, "system.health.value")).toBe(7);
    expect(at(before, "system._preserved.replaced.hp.value")).toBe(3);
  });

  it("is written once, with its own overrides renamed and nothing of the base copied in", () => {
    expect(update).not.toBeNull();
    expect(deltaAfter.system).toEqual({ health: { value: 3 }, speed: 4, _preserved: { warCry: "For the crown!" } });
  });

  it("shows the token's own Health over the base's maximum after the write", () => {
    const token = synthetic(baseAfter, loadDelta(deltaAfter));
    expect(at(token, "system.health")).toEqual({ value: 3, max: 12 });
    expect(at(token, "system.speed")).toBe(4);
    expect(token.items?.map((item) => item.name)).toEqual(["Notched Longsword"]);
    expect(at(token, "items.0.system._preserved.notches")).toBe(3);
  });

  it("loses nothing the delta stored, its overridden item's unknown key and tombstone included", () => {
    expect(lostLeaves(storedDelta, deltaAfter, { "system.hp.value": { to: "system.health.value" } })).toEqual([]);
  });

  it("is not written again, and a linked token's empty delta is never written", () => {
    expect(documentUpdate(plan(2), "ActorDelta", loadDelta(deltaAfter), "contestCharacter")).toBeNull();
    expect(documentUpdate(plan(0), "ActorDelta", structuredClone(linked!.delta!), "contestCharacter")).toBeNull();
  });
});
