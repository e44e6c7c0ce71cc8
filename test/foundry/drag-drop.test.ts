import { describe, expect, it } from "vitest";
import { itemDrop } from "../../src/foundry/sheets/drag-drop";

const knight = { type: "contestCharacter", uuid: "Actor.knight" };
const raider = { type: "energyNpc", uuid: "Actor.raider" };

describe("an item dropped on an actor sheet", () => {
  it("is copied when it comes from the sidebar, a compendium or another actor of its ruleset", () => {
    expect(itemDrop(knight, { type: "contestWeapon", parentUuid: null })).toEqual({ kind: "copy" });
    expect(itemDrop(knight, { type: "contestArmor", parentUuid: "Actor.squire" })).toEqual({ kind: "copy" });
    expect(itemDrop(raider, { type: "energyWeapon", parentUuid: "Actor.hero" })).toEqual({ kind: "copy" });
  });

  it("is only sorted when it is dropped back on its own actor", () => {
    expect(itemDrop(knight, { type: "contestWeapon", parentUuid: "Actor.knight" })).toEqual({ kind: "sort" });
  });

  it("is refused when its type belongs to another ruleset, wherever it comes from", () => {
    const refused = { kind: "refuse", reason: "MANIFOLD.Sheet.Drop.OtherRuleset" };
    expect(itemDrop(knight, { type: "energyWeapon", parentUuid: null })).toEqual(refused);
    expect(itemDrop(raider, { type: "contestSpell", parentUuid: "Actor.knight" })).toEqual(refused);
    // A prefix alone is not a ruleset: "contestant" is no contest type.
    expect(itemDrop(knight, { type: "contestant", parentUuid: null })).toEqual({ kind: "refuse", reason: "MANIFOLD.Sheet.Drop.Unknown" });
  });

  it("is refused when its type is no Manifold type at all (a module's or core's)", () => {
    expect(itemDrop(knight, { type: "base", parentUuid: null })).toEqual({ kind: "refuse", reason: "MANIFOLD.Sheet.Drop.Unknown" });
  });
});
