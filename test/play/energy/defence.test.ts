/**
 * The target's side of a card, played through the steps: facing against a shot, Defend's ties on
 * a maneuver's save, and targets that cannot defend at all.
 */
import { describe, expect, it } from "vitest";
import { refusal } from "../table";
import { inForce } from "../../../src/core/status";
import { ENERGY_STATUSES } from "../../../src/rulesets/energy/rules/conditions";
import { item } from "../../rulesets/energy/fixtures";
import { energyCard, energyWorld, inCombat, postCard } from "./world";

const CARD = "cardDefence00001";

/** Kestra with a sling (no draw weight, range 5/30/120) against a gnoll with a buckler (+2 Ranged Evasion). */
function range() {
  const w = energyWorld();
  const sling = item("energyRanged", "Sling", { equipped: true, kind: "sling", drawWeight: 0, damage: "1d4", mpr: 0 });
  w.kestra.items.push(sling as never);
  w.gnoll.items.push(item("energyShield", "Buckler", { equipped: true, evasion: 1, ranged: 2 }) as never);
  const shot = (side: "front" | "behind", statuses: string[] = []) => {
    w.gnoll.statuses = statuses;
    return postCard(w.t, CARD, "gm", w.kestra, w.gnoll, 15, { weapon: sling.id!, choices: { mode: "ranged" }, situation: { side, distance: 10 }, openedBy: "ann" });
  };
  return { ...w, shot };
}

describe("energy: a shot from where the target is not facing", () => {
  it("energy.ranged.5 energy.facing.3: from the front the Ranged Evasion roll keeps the shield bonus and has no disadvantage", () => {
    const w = range();
    const card = w.shot("front");
    expect(card.defense).toMatchObject({ kind: "rangedEvasion", bonus: 2, edge: 0 });
    expect(w.t.dice(CARD, "gm", "rollDefense")).toEqual([{ kind: "chain", faces: 4, edge: 0 }]);
  });

  it("energy.ranged.5 energy.facing.3: from behind the roll has disadvantage and no shield bonus", async () => {
    const w = range();
    const card = w.shot("behind");
    expect(card.defense.bonus).toBe(0);
    expect(card.defense.parts.map((p) => p.label)).not.toContain("Buckler");
    expect(w.t.dice(CARD, "gm", "rollDefense")).toEqual([{ kind: "chain", faces: 4, edge: -1 }]);
    // Disadvantage keeps the worse face of each pair.
    await w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[3, 1]] });
    expect(energyCard(w.t, CARD).result?.against).toBe(card.attack.value + 1);
  });

  it("energy.facing.3: a Prone target shot from behind has one disadvantage, not two", () => {
    const w = range();
    w.shot("behind", ["prone"]);
    expect(w.t.dice(CARD, "gm", "rollDefense")).toEqual([{ kind: "chain", faces: 4, edge: -1 }]);
  });
});

describe("energy: Defend wins ties on a maneuver's Fortitude save", () => {
  /** Kestra trips the gnoll: AV 10 after the -5; the save must beat 15, the AV without it. */
  async function trip(defending: boolean) {
    const w = energyWorld();
    inCombat(w.gnoll, { defending });
    const card = postCard(w.t, CARD, "gm", w.kestra, w.gnoll, 15, { choices: { mode: "maneuver", maneuver: "trip" }, openedBy: "ann" });
    expect(card.attack.baseAv).toBe(15);
    expect(card.defense.winsTies).toBe(defending);
    // The maneuver's advantage: two faces; 1 + Evasion 8 = 9, below the AV of 10.
    await w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[1, 1]] });
    expect(energyCard(w.t, CARD).result?.hit).toBe(true);
    // Fortitude 10 + 5 = 15: a tie with the AV.
    await w.t.press("gm", { messageId: CARD, action: "rollSave", faces: [[5]] });
    await w.t.press("ann", { messageId: CARD, action: "apply" });
    return w;
  }

  it("energy.action.8 energy.maneuver.4: a Defending target that ties passes its save and stays on its feet", async () => {
    const w = await trip(true);
    expect(energyCard(w.t, CARD).save).toMatchObject({ total: 15, pass: true });
    expect(w.gnoll.statuses).not.toContain("prone");
  });

  it("energy.maneuver.4: without Defend the tie fails and the target is knocked Prone", async () => {
    const w = await trip(false);
    expect(energyCard(w.t, CARD).save).toMatchObject({ total: 15, pass: false });
    expect(w.gnoll.statuses).toContain("prone");
  });
});

describe("energy: Defend and conditions on the other Defense rolls of a card", () => {
  it("energy.action.8 energy.ranged.1: a Defending target that rolled wins a tie against the Hit roll", async () => {
    const w = range();
    inCombat(w.gnoll, { defending: true });
    const card = w.shot("front");
    expect(card.defense.winsTies).toBe(true);
    // Miss Chance 8 + bonus 2 + roll 5 = 15: the Hit roll of 15 only ties.
    await w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[4], [1]] });
    expect(energyCard(w.t, CARD).result).toMatchObject({ against: 15, hit: false });
  });

  it("energy.ranged.1: without Defend the same tie hits", async () => {
    const w = range();
    w.shot("front");
    await w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[4], [1]] });
    expect(energyCard(w.t, CARD).result).toMatchObject({ against: 15, hit: true });
  });

  it.each([["dazed"], ["surprised"]])("energy.cond.6 energy.surprise.3: a %s target rolls its Fortitude save with disadvantage", async (condition) => {
    const w = energyWorld();
    w.gnoll.statuses = [condition];
    postCard(w.t, CARD, "gm", w.kestra, w.gnoll, 15, { choices: { mode: "maneuver", maneuver: "trip" }, openedBy: "ann" });
    const [need] = w.t.dice(CARD, "gm", "rollDefense");
    await w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: need!.edge === 0 ? [[1]] : [[1, 1]] });
    expect(energyCard(w.t, CARD).result?.hit).toBe(true);
    expect(w.t.dice(CARD, "gm", "rollSave")).toEqual([{ kind: "chain", faces: 10, edge: -1 }]);
  });

  it("energy.maneuver.5: a moving, Dazed target of a Trip has one disadvantage, not two", async () => {
    const w = energyWorld();
    w.gnoll.statuses = ["dazed"];
    postCard(w.t, CARD, "gm", w.kestra, w.gnoll, 15, { choices: { mode: "maneuver", maneuver: "trip", targetMoving: true }, openedBy: "ann" });
    await w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[1, 1]] });
    expect(w.t.dice(CARD, "gm", "rollSave")).toEqual([{ kind: "chain", faces: 10, edge: -1 }]);
  });
});

describe("energy: targets that cannot defend", () => {
  function at(statuses: string[], mode: "melee" | "ranged") {
    const w = range();
    if (mode === "ranged") return { ...w, card: w.shot("front", statuses) };
    w.gnoll.statuses = statuses;
    return { ...w, card: postCard(w.t, CARD, "gm", w.kestra, w.gnoll, 15, { openedBy: "ann" }) };
  }

  it("energy.ranged.4 energy.surprise.4: an Unaware target adds no Ranged Evasion roll: the Hit roll faces the bare Miss Chance", async () => {
    const { t, card } = at(["unaware"], "ranged");
    expect(card.defense.noRoll).toBe(true);
    expect(await refusal(() => t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[4]] }))).toBe("MANIFOLD.Query.NotYours");
    await t.press("gm", { messageId: CARD, action: "noDefense" });
    expect(energyCard(t, CARD).result).toMatchObject({ against: card.attack.value, hit: 15 >= card.attack.value });
  });

  it("energy.evasion.9 energy.unconscious.1: an Unconscious (asleep or knocked out) target rolls nothing, melee or ranged", async () => {
    expect(at(["unconscious"], "ranged").card.defense.noRoll).toBe(true);
    const { t, card } = at(["unconscious"], "melee");
    expect(card.defense.noRoll).toBe(true);
    await t.press("gm", { messageId: CARD, action: "noDefense" });
    expect(energyCard(t, CARD).result?.hit).toBe(true);
  });

  it("energy.surprise.4: an Unaware target of a melee attack is hit without a roll, and counts as Surprised", async () => {
    const { t, card, gnoll } = at(["unaware"], "melee");
    expect(card.defense.noRoll).toBe(true);
    await t.press("gm", { messageId: CARD, action: "noDefense" });
    expect(energyCard(t, CARD).result?.hit).toBe(true);
    expect([...inForce(ENERGY_STATUSES, gnoll.statuses)].sort()).toEqual(["exposed", "surprised", "unaware", "unguarded"]);
  });

  it("energy.maneuver.15 energy.surprise.3: Restrained and Surprised targets still defend (Surprised with disadvantage)", () => {
    expect(at(["restrained"], "ranged").card.defense.noRoll).toBe(false);
    const surprised = at(["surprised"], "ranged");
    expect(surprised.card.defense).toMatchObject({ noRoll: false, edge: -1 });
    expect(surprised.t.dice(CARD, "gm", "rollDefense")).toEqual([{ kind: "chain", faces: 4, edge: -1 }]);
  });

  it("a target that can defend may not skip its roll", async () => {
    const { t } = at([], "ranged");
    expect(await refusal(() => t.press("gm", { messageId: CARD, action: "noDefense" }))).toBe("MANIFOLD.energy.Card.NeedsDefense");
  });
});
