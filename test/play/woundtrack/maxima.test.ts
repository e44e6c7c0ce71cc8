/**
 * The maximum stamina and mana from the race's values (woundtrack.stamina.1, mana.1), as a sheet
 * field written by its owner reaches them: Foundry writes the field, and the track's consequences,
 * run after every write, set the maximum to the race's value plus Vitality (Lore for mana). A
 * maximum set by hand stays until the race's value or the attribute changes; older worlds keep
 * their maxima, the race's value read off them.
 */
import { describe, expect, it } from "vitest";
import { migrateWoundtrackCreature } from "../../../src/rulesets/woundtrack/rules/migrate";
import type { PlainActor } from "../table";
import { systemOf, woundtrackWorld } from "./world";

type World = ReturnType<typeof woundtrackWorld>;

/** A field of her sheet written by her player, as Foundry writes a form's change. */
const field = (w: World, a: PlainActor, changes: Record<string, unknown>) => w.t.run("ann", (port) => port.write(a, "actor", changes));

/** The swordswoman (Vit 2, Lor 0) as a human: race values 10 and 5, so 12 stamina and 5 mana at most. */
function human(): World {
  const w = woundtrackWorld();
  Object.assign(systemOf(w.fighter).stamina, { value: 12, fatigue: 0, max: 12, race: 10 });
  Object.assign(systemOf(w.fighter).mana, { value: 5, invested: 0, max: 5, race: 5 });
  return w;
}

describe("woundtrack maxima from the race", () => {
  it("woundtrack.stamina.1: Vitality raised to 3 makes the maximum 13; the race's value set to 8 makes it 11, and stamina above it comes down", async () => {
    const w = human();
    await field(w, w.fighter, { "system.attributes.vit": 3 });
    expect(systemOf(w.fighter).stamina).toMatchObject({ max: 13, value: 12 });
    await field(w, w.fighter, { "system.stamina.race": 8 });
    expect(systemOf(w.fighter).stamina).toMatchObject({ max: 11, value: 11 });
  });

  it("woundtrack.stamina.1: a maximum set by hand (an ability's bonus) stays through wounds and fatigue, until Vitality or the race's value changes", async () => {
    const w = human();
    await field(w, w.fighter, { "system.stamina.max": 15 });
    await field(w, w.fighter, { "system.stamina.fatigue": 1 });
    expect(systemOf(w.fighter).stamina.max).toBe(15);
    await field(w, w.fighter, { "system.attributes.vit": 1 });
    expect(systemOf(w.fighter).stamina.max).toBe(11);
  });

  it("woundtrack.mana.1: Lore raised to 2 makes the maximum mana 7; lowered to -1, 4, and mana above it less what is invested comes down", async () => {
    const w = human();
    await field(w, w.fighter, { "system.attributes.lor": 2 });
    expect(systemOf(w.fighter).mana).toMatchObject({ max: 7, value: 5 });
    Object.assign(systemOf(w.fighter).mana, { value: 6, invested: 1 });
    await field(w, w.fighter, { "system.attributes.lor": -1 });
    expect(systemOf(w.fighter).mana).toMatchObject({ max: 4, value: 3, invested: 1 });
  });

  it("woundtrack.stamina.1, woundtrack.mana.1: a race's value below minus the attribute gives a maximum of 0, never less; one near the top, 999 at most, and what the same write brought still follows", async () => {
    const w = human();
    await field(w, w.fighter, { "system.stamina.race": -5, "system.mana.race": -5 });
    expect([systemOf(w.fighter).stamina.max, systemOf(w.fighter).mana.max]).toEqual([0, 0]);
    await field(w, w.fighter, { "system.stamina.race": 999, "system.wounds.light": 1 });
    expect([systemOf(w.fighter).stamina.max, w.fighter.statuses]).toEqual([999, ["lightlyWounded"]]);
  });
});

describe("woundtrack maxima of an older world", () => {
  it("a creature saved before the race's values keeps its maxima: the race's value is what they held beyond Vitality and Lore", () => {
    const old: Record<string, unknown> = { attributes: { vit: 2, lor: -1 }, stamina: { value: 3, fatigue: 1, max: 14 }, mana: { value: 2, invested: 0, max: 6 } };
    expect(migrateWoundtrackCreature(old)).toBe(true);
    expect([(old.stamina as { race: number }).race, (old.mana as { race: number }).race]).toEqual([12, 7]);
    // Loaded again, or written later: a race's value already there wins, and nothing changes.
    expect(migrateWoundtrackCreature(old)).toBe(false);
    // An update that carries the maximum without the attribute, or no maximum, is left alone.
    const partial: Record<string, unknown> = { stamina: { max: 9 } };
    expect([migrateWoundtrackCreature(partial), partial]).toEqual([false, { stamina: { max: 9 } }]);
    expect(migrateWoundtrackCreature({ stamina: { value: 4 }, attributes: { vit: 1 } })).toBe(false);
  });
});
