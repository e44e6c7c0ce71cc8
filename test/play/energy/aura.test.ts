/**
 * Aura, Fortitude and Will as the table sees them: the data model prepares each creature through
 * the prepare step (the pools' maxima and the derived values the sheet and the cards read), and
 * the card's save and damage use what it prepared.
 */
import { describe, expect, it } from "vitest";
import { checkOutcome, type SideDocs } from "../../../src/core/play/guard";
import { inForce } from "../../../src/core/status";
import { ENERGY_REST_ALLOW, parseRestChoice, restStep } from "../../../src/rulesets/energy/play/rest";
import { prepareStep } from "../../../src/rulesets/energy/play/prepare";
import { ENERGY_STATUSES } from "../../../src/rulesets/energy/rules/conditions";
import type { EnergyDerived } from "../../../src/rulesets/energy/rules/derived";
import type { CreatureSystem, EnergyItem } from "../../../src/rulesets/energy/rules/types";
import { creature } from "../../rulesets/energy/fixtures";
import { refusal, type PlainActor } from "../table";
import { energyCard, energyWorld, plain, postCard } from "./world";

const CARD = "cardAura00000001";
const scores = (s: Partial<CreatureSystem["abilities"]>) => creature({ abilities: { str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10, ...s } });
const prepared = (system: CreatureSystem, statuses: string[] = []) => prepareStep({ type: "energyCharacter", system, items: [], statuses: inForce(ENERGY_STATUSES, statuses) });

describe("energy: Aura Strength and Recovery Surges as the data model prepares them", () => {
  it("energy.aura.4: Aura Strength = 20 + Aura Modifier x (1 + 1/3), rounded down", () => {
    // Aura Modifier +10: 20 + 13.33 -> 33; -5: 20 - 6.67 -> 13; +1: 20 + 1.33 -> 21.
    expect(prepared(scores({ str: 14, con: 14, int: 14, wis: 14, cha: 14 })).maxima.aura).toBe(33);
    expect(prepared(scores({ str: 8, con: 8, int: 8, wis: 8, cha: 8 })).maxima.aura).toBe(13);
    expect(prepared(scores({ cha: 12 })).maxima.aura).toBe(21);
  });

  it("energy.aura.5: the Aura Modifier adds every ability modifier but Dexterity's", () => {
    const p = prepared(scores({ str: 12, con: 14, int: 8, wis: 16, cha: 11, dex: 18 }));
    expect(p.derived.auraModifier).toBe(1 + 2 - 1 + 3 + 0);
    expect(prepared(scores({ dex: 18 })).maxima.aura).toBe(prepared(scores({ dex: 3 })).maxima.aura);
  });

  it("energy.aura.6: raising a score on a new level raises the Aura the creature is prepared with", () => {
    const before = scores({ con: 11 });
    const after = { ...scores({ con: 12 }), level: 2 };
    expect(prepared(before).maxima.aura).toBe(20);
    expect(prepared(after).maxima.aura).toBe(21);
    // The actor the table holds carries the new maximum, which caps Aura healing and token bars.
    const leveled = plain("Actor.leveled", "energyCharacter", ["ann"], after, []);
    expect((leveled.system.derived as { auraStrength: number }).auraStrength).toBe(21);
  });

  it("energy.aura.7: Recovery Surges = 5 + the halved Con modifier, rounded down", () => {
    expect(prepared(scores({ con: 14 })).maxima.surges).toBe(6);
    expect(prepared(scores({ con: 12 })).maxima.surges).toBe(5);
    expect(prepared(scores({ con: 8 })).maxima.surges).toBe(4);
    expect(prepared(scores({ con: 18 })).maxima.surges).toBe(7);
  });

  it("energy.aura.1: an unconscious creature keeps its Aura: the same maximum, and a blow still takes Aura first", async () => {
    expect(prepared(scores({ con: 14 }), ["unconscious"]).maxima.aura).toBe(prepared(scores({ con: 14 })).maxima.aura);
    const w = energyWorld();
    w.gnoll.statuses = ["unconscious"];
    postCard(w.t, CARD, "gm", w.kestra, w.gnoll, 15, { openedBy: "ann" });
    await w.t.press("gm", { messageId: CARD, action: "noDefense" });
    await w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[3]] });
    await w.t.press("ann", { messageId: CARD, action: "apply" });
    expect((w.gnoll.system.aura as { value: number }).value).toBe(1);
    expect(energyCard(w.t, CARD).deathNeeded).toBe(false);
  });
});

describe("energy: Fortitude and Will as the data model prepares them", () => {
  it("energy.fort.3: Fortitude = Inherent Fortitude + 1/3 Level + halved Con mod + halved Str mod, rounded down", () => {
    const p = prepared({ ...scores({ con: 14, str: 17, wis: 20 }), level: 8 });
    // 10 + 2 + 1 + 1
    expect(p.derived.fortitude.total).toBe(14);
    expect(prepared({ ...scores({ con: 8, str: 6 }), level: 2 }).derived.fortitude.total).toBe(10 + 0 - 1 - 1);
  });

  it("energy.fort.4: Inherent Fortitude starts at 10 and a race may change it; the card's save uses the total", async () => {
    expect(prepared(scores({})).derived.fortitude.total).toBe(10);
    const w = energyWorld();
    const troll = w.t.actor(plain("Actor.troll", "energyNpc", [], creature({ inherent: { fortitude: 13, will: 10 } }), []));
    expect((troll.system.derived as { fortitude: { total: number } }).fortitude.total).toBe(13);
    postCard(w.t, CARD, "gm", w.kestra, troll, 15, { choices: { mode: "maneuver", maneuver: "trip" }, openedBy: "ann" });
    await w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[1, 1]] });
    // 3 + Fortitude 13 = 16 beats the AV of 15 the gnoll's 15 would only have tied.
    await w.t.press("gm", { messageId: CARD, action: "rollSave", faces: [[3]] });
    expect(energyCard(w.t, CARD).save).toMatchObject({ total: 16, pass: true });
  });

  it("energy.will.3: Will = Inherent Will + 1/3 Level + halved Cha mod + halved Wis mod, rounded down", () => {
    expect(prepared({ ...scores({ cha: 15, wis: 19, con: 20 }), level: 9 }).derived.will.total).toBe(10 + 3 + 1 + 2);
    expect(prepared({ ...scores({ cha: 9, wis: 11 }), level: 1 }).derived.will.total).toBe(10 + 0 - 1 + 0);
  });

  it("energy.will.4: Inherent Will starts at 10 and a race may change it", () => {
    expect(prepared(scores({})).derived.will.total).toBe(10);
    expect(prepared(creature({ inherent: { fortitude: 10, will: 8 } })).derived.will.total).toBe(8);
  });
});

const read = (o: unknown, path: string): unknown => path.split(".").reduce<unknown>((x, k) => (x && typeof x === "object" ? (x as Record<string, unknown>)[k] : undefined), o);

/** The sheet's rest as takeRest plays it: the dialog's answer through the rest step, the guard, then the writes to the actor. */
function rest(a: PlainActor, answer: Record<string, unknown>) {
  const derived = (a.system as { derived: EnergyDerived }).derived;
  const outcome = restStep({ system: a.system as unknown as CreatureSystem, derived, items: a.items as unknown as EnergyItem[], statuses: a.statuses }, parseRestChoice(answer));
  const docs: SideDocs = { has: (_s, doc) => doc === "actor", read: (_s, _doc, path) => read(a, path) };
  checkOutcome(outcome, ENERGY_REST_ALLOW, docs, { kind: "gm" });
  for (const w of outcome.writes) {
    for (const [path, value] of Object.entries(w.changes)) {
      const keys = path.split(".");
      const at = keys.slice(0, -1).reduce((o, k) => o[k] as Record<string, unknown>, a as unknown as Record<string, unknown>);
      at[keys.at(-1)!] = value;
    }
  }
}

describe("energy: Recovery Surges spent on Aura while resting", () => {
  /** A warrior with Aura Modifier +4 (Recovery Value 4) and 6 surges, at 15 of her 25 Aura until the gnoll's axe takes 10 more. */
  async function battered(abilities: Partial<CreatureSystem["abilities"]> = { str: 14, con: 14 }) {
    const w = energyWorld();
    const system = { ...scores(abilities), aura: { value: 15, max: 25 }, surges: { value: 6, max: 6 } };
    const warrior = w.t.actor(plain("Actor.warrior", "energyCharacter", ["ann"], system, []));
    postCard(w.t, CARD, "gm", w.gnoll, warrior, 19);
    await w.t.press("ann", { messageId: CARD, action: "rollDefense", faces: [[1]] });
    await w.t.press("gm", { messageId: CARD, action: "rollDamage", faces: [[10]] });
    await w.t.press("gm", { messageId: CARD, action: "apply" });
    const aura = () => (warrior.system.aura as { value: number }).value;
    const surges = () => (warrior.system.surges as { value: number }).value;
    return { ...w, warrior, aura, surges };
  }

  it("energy.aura.8 energy.aura.9: a Short Rest of 10 minutes spends 2 surges, each giving back the Recovery Value (the Aura Modifier, 4)", async () => {
    const b = await battered();
    expect(b.aura()).toBe(5);
    rest(b.warrior, { kind: "short", minutes: 10, surges: 2 });
    expect(b.aura()).toBe(13);
    expect(b.surges()).toBe(4);
  });

  it("energy.aura.9: the Recovery Value is at least 1, even with a negative Aura Modifier", async () => {
    const b = await battered({ str: 6, int: 8 });
    expect((b.warrior.system.derived as EnergyDerived).auraModifier).toBe(-3);
    const before = b.aura();
    rest(b.warrior, { kind: "short", minutes: 15, surges: 3 });
    expect(b.aura()).toBe(before + 3);
  });

  it("energy.aura.8: no more surges than the creature has left: refused, nothing written", async () => {
    const b = await battered();
    (b.warrior.system.surges as { value: number }).value = 2;
    const state = b.t.state();
    expect(await refusal(() => rest(b.warrior, { kind: "short", minutes: 15, surges: 3 }))).toBe("MANIFOLD.energy.Error.NotEnoughSurges");
    expect(b.t.state()).toBe(state);
  });
});
