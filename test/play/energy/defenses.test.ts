/**
 * Defense rolls at the table: the sheet's roll buttons through `defenseRollStep`, and the rolls a
 * target makes on an attack card (ENERGY_CARD rollDefense, and rollSave for a maneuver).
 */
import { describe, expect, it } from "vitest";
import { inForce } from "../../../src/core/status";
import { defenseRollStep } from "../../../src/rulesets/energy/play/defense";
import { ENERGY_STATUSES } from "../../../src/rulesets/energy/rules/conditions";
import type { EnergyDerived } from "../../../src/rulesets/energy/rules/derived";
import { creature, item } from "../../rulesets/energy/fixtures";
import { refusal, type PlainActor } from "../table";
import { energyCard, energyWorld, plain, postCard } from "./world";

const CARD = "cardDefenses0001";

/** A sage with Dex 16, Cha 14, Wis 15: its Defenses as the data model prepares them. */
const sage = () => plain("Actor.sage", "energyCharacter", ["ann"], creature({ level: 3, abilities: { cha: 14, wis: 15, dex: 16 } }), []);
const derived = (a: PlainActor) => (a.system as { derived: EnergyDerived }).derived;
const sheetRoll = (a: PlainActor, key: string) => defenseRollStep({ derived: derived(a), conditions: inForce(ENERGY_STATUSES, a.statuses) }, { key, edge: 0, modifier: 0 });

describe("energy: the primary Defenses", () => {
  it.each(["evasion", "fortitude", "will"] as const)("energy.defense.1: the sheet rolls %s as a Defense: 1d10* + its prepared total", (key) => {
    const a = sage();
    expect(sheetRoll(a, key)).toEqual({ key, faces: 10, edge: 0, bonus: derived(a)[key].total, label: `MANIFOLD.energy.Defense.${key}` });
  });

  it.each(["reflex", "aura", "armor"])("energy.defense.1: there is no fourth primary Defense: %s is refused", async (key) => {
    expect(await refusal(() => sheetRoll(sage(), key))).toBe("MANIFOLD.energy.Error.UnknownDefense");
  });
});

describe("energy: a Defense roll is any roll made to defend against an attack", () => {
  it("energy.defense.2: Evasion against a ranged attack is a Defense roll too (1d4*), and against an unarmed one (1d10*)", () => {
    const a = sage();
    expect(sheetRoll(a, "rangedEvasion")).toMatchObject({ faces: 4, bonus: derived(a).rangedEvasion.total });
    expect(sheetRoll(a, "unarmedEvasion")).toMatchObject({ faces: 10, bonus: derived(a).unarmedEvasion.total });
  });

  it("energy.defense.2: on a melee card the target's Defense roll is Evasion, rolled by its owner with its Evasion added", async () => {
    const w = energyWorld();
    const card = postCard(w.t, CARD, "gm", w.kestra, w.gnoll, 12, { openedBy: "ann" });
    expect(card.defense).toMatchObject({ kind: "evasion", faces: 10, bonus: derived(w.gnoll).evasion.total });
    expect(await refusal(() => w.t.press("ann", { messageId: CARD, action: "rollDefense", faces: [[3]] }))).toBe("MANIFOLD.Query.NotYours");
    await w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[3]] });
    expect(energyCard(w.t, CARD).defenseRoll?.total).toBe(3);
    expect(energyCard(w.t, CARD).result).not.toBeNull();
  });

  it("energy.defense.2: against a ranged attack the card asks for Ranged Evasion, 1d4*", () => {
    const w = energyWorld();
    const sling = item("energyRanged", "Sling", { equipped: true, kind: "sling", drawWeight: 0, damage: "1d4", mpr: 0 });
    w.kestra.items.push(sling as never);
    const card = postCard(w.t, CARD, "gm", w.kestra, w.gnoll, 15, { weapon: sling.id!, choices: { mode: "ranged" }, situation: { distance: 3 }, openedBy: "ann" });
    expect(card.defense.kind).toBe("rangedEvasion");
    expect(w.t.dice(CARD, "gm", "rollDefense")).toEqual([{ kind: "chain", faces: 4, edge: 0 }]);
  });

  it("energy.defense.2: a Trip's save is a Fortitude roll against the attack: 1d10* + Fortitude", async () => {
    const w = energyWorld();
    postCard(w.t, CARD, "gm", w.kestra, w.gnoll, 15, { choices: { mode: "maneuver", maneuver: "trip" }, openedBy: "ann" });
    // Not Exposed, the gnoll defends against the Trip with advantage: two faces.
    const [need] = w.t.dice(CARD, "gm", "rollDefense");
    expect(need).toMatchObject({ faces: 10, edge: 1 });
    await w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[1, 1]] });
    const [save] = w.t.dice(CARD, "gm", "rollSave");
    expect(save).toMatchObject({ kind: "chain", faces: 10 });
    await w.t.press("gm", { messageId: CARD, action: "rollSave", faces: [save!.edge === 0 ? [4] : [4, 4]] });
    const after = energyCard(w.t, CARD);
    expect(after.save?.total).toBe(4 + after.defense.fortitude);
    expect(after.defense.fortitude).toBe(derived(w.gnoll).fortitude.total);
  });
});
