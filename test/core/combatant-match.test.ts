import { describe, expect, it } from "vitest";
import { combatantIndex, type CombatantRef } from "../../src/core/combatant-match";

// Two unlinked Gnoll tokens (one actor, two copies) and a linked hero, on scene s.
const combatants: CombatantRef[] = [
  { actorId: "gnoll", tokenId: "t1", sceneId: "s", linked: false },
  { actorId: "gnoll", tokenId: "t2", sceneId: "s", linked: false },
  { actorId: "hero", tokenId: "t3", sceneId: "s", linked: true },
];

describe("each token's actor is its own combatant", () => {
  it("two copies of one NPC find their own combatants, not the first with that actor", () => {
    expect(combatantIndex({ actorId: "gnoll", token: { id: "t1", sceneId: "s" } }, combatants)).toBe(0);
    expect(combatantIndex({ actorId: "gnoll", token: { id: "t2", sceneId: "s" } }, combatants)).toBe(1);
  });

  it("a world actor is the combatant of its linked token; the NPC's base actor is none of the copies", () => {
    expect(combatantIndex({ actorId: "hero", token: null }, combatants)).toBe(2);
    expect(combatantIndex({ actorId: "gnoll", token: null }, combatants)).toBe(-1);
  });

  it("a token of the same id on another scene is another combatant", () => {
    expect(combatantIndex({ actorId: "gnoll", token: { id: "t1", sceneId: "other" } }, combatants)).toBe(-1);
  });
});
