/**
 * Combat Maneuvers played through the card: the -5 AV, the target's advantage and the attacker's
 * Unguarded price, the Fortitude save against the AV without the -5, and what Trip, Push and
 * Restrain leave on the table afterwards.
 */
import { describe, expect, it } from "vitest";
import { inForce } from "../../../src/core/status";
import { ENERGY_STATUSES } from "../../../src/rulesets/energy/rules/conditions";
import { cardEffects } from "../../../src/rulesets/energy/rules/card";
import type { Maneuver } from "../../../src/rulesets/energy/rules/constants";
import { refusal } from "../table";
import { act, energyCard, energyWorld, inCombat, poolsOf, postCard } from "./world";

const CARD = "cardManeuver0001";

/**
 * Kestra (AV 15) tries a maneuver on the gnoll (Evasion 8, Fortitude 10). Its Evasion roll of 1
 * (each pair of faces when it has advantage) misses the AV of 10 after the -5, so the maneuver hits.
 */
async function maneuver(m: Maneuver, o: { swift?: boolean; sprintPush?: boolean; gnoll?: readonly string[] } = {}) {
  const w = energyWorld();
  w.gnoll.statuses = [...(o.gnoll ?? [])];
  // Restrain and Push are made with an empty hand; Trip and Disarm with the blade in it.
  const weapon = m === "push" || m === "restrain" ? { weapon: null } : {};
  const card = postCard(w.t, CARD, "gm", w.kestra, w.gnoll, 15, { ...weapon, choices: { mode: "maneuver", maneuver: m, swift: !!o.swift, sprintPush: !!o.sprintPush }, openedBy: "ann" });
  const [need] = w.t.dice(CARD, "gm", "rollDefense");
  await w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [need!.edge === 0 ? [1] : [1, 1]] });
  const save = (face: number) => w.t.press("gm", { messageId: CARD, action: "rollSave", faces: [[face]] });
  const apply = () => w.t.press("ann", { messageId: CARD, action: "apply" });
  return { ...w, card, need: need!, save, apply };
}

describe("energy: a maneuver is a melee attack that deals no damage", () => {
  it("energy.maneuver.1 energy.maneuver.4: Trip at -5 AV; a hit asks the Fortitude save, never damage", async () => {
    const m = await maneuver("trip");
    expect(m.card.attack.value).toBe(m.card.attack.baseAv - 5);
    expect(energyCard(m.t, CARD).result?.hit).toBe(true);
    expect(await refusal(() => m.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[8]] }))).toBe("MANIFOLD.Query.NotYours");
    await m.save(9);
    expect(await refusal(() => m.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[8]] }))).toBe("MANIFOLD.Query.NotYours");
    await m.apply();
    expect(energyCard(m.t, CARD).damage).toBeNull();
    expect((m.gnoll.system.aura as { value: number }).value).toBe(4);
  });

  it("energy.fort.1 energy.fort.2 energy.maneuver.4: the save is a Fortitude roll, 1d10* + Fortitude, that must beat the AV without the -5", async () => {
    const fails = await maneuver("trip");
    expect(fails.t.dice(CARD, "gm", "rollSave")).toEqual([{ kind: "chain", faces: 10, edge: 0 }]);
    // Fortitude 10 + 5 = 15: only a tie with AV 15, so it fails and the gnoll falls Prone.
    await fails.save(5);
    expect(energyCard(fails.t, CARD).save).toMatchObject({ total: 15, pass: false });
    await fails.apply();
    expect(fails.gnoll.statuses).toContain("prone");
    // An exploding 10 + 3 + Fortitude 10 = 23 beats it: the gnoll stays up.
    const passes = await maneuver("trip");
    await passes.t.press("gm", { messageId: CARD, action: "rollSave", faces: [[10], [3]] });
    expect(energyCard(passes.t, CARD).save).toMatchObject({ total: 23, pass: true });
    await passes.apply();
    expect(passes.gnoll.statuses).not.toContain("prone");
  });
});

describe("energy: a maneuver against a target that cannot defend", () => {
  it.each([["unconscious"], ["unaware"]])("energy.maneuver.4 energy.fort.1: a %s target is hit without an Evasion roll and, Surprised, rolls its save with disadvantage", async (condition) => {
    const w = energyWorld();
    w.gnoll.statuses = [condition];
    postCard(w.t, CARD, "gm", w.kestra, w.gnoll, 15, { choices: { mode: "maneuver", maneuver: "trip" }, openedBy: "ann" });
    await w.t.press("gm", { messageId: CARD, action: "noDefense" });
    expect(energyCard(w.t, CARD).result?.hit).toBe(true);
    expect(w.t.dice(CARD, "gm", "rollSave")).toEqual([{ kind: "chain", faces: 10, edge: -1 }]);
    // The worse of 9 and 4: 4 + Fortitude 10 = 14 does not beat 15.
    await w.t.press("gm", { messageId: CARD, action: "rollSave", faces: [[9, 4]] });
    await w.t.press("ann", { messageId: CARD, action: "apply" });
    expect(w.gnoll.statuses).toContain("prone");
  });
});

describe("energy: the price of a maneuver against a target that is not Exposed", () => {
  it("energy.maneuver.3: the target has advantage on its first Defense roll (the Evasion roll), not on the save", async () => {
    const m = await maneuver("trip");
    expect(m.need).toEqual({ kind: "chain", faces: 10, edge: 1 });
    expect(m.t.dice(CARD, "gm", "rollSave")).toEqual([{ kind: "chain", faces: 10, edge: 0 }]);
  });

  it("energy.maneuver.2: applying it makes the attacker Unguarded until the end of the round", async () => {
    const m = await maneuver("trip");
    await m.save(9);
    const out = await m.apply();
    expect(out.statuses).toContainEqual({ side: "attacker", id: "unguarded", active: true, rounds: 1 });
    expect(m.kestra.statuses).toContain("unguarded");
  });

  it.each([
    ["a Swift Attack", { swift: true }, 0],
    ["against an Exposed target", { gnoll: ["exposed"] }, 0],
    // Prone is Exposed, and gives its own disadvantage on Evasion.
    ["against a Prone target", { gnoll: ["prone"] }, -1],
  ] as const)("energy.maneuver.2 energy.maneuver.3: no advantage and no Unguarded for %s", async (_label, o, edge) => {
    const m = await maneuver("trip", o);
    expect(m.need.edge).toBe(edge);
    expect(m.card.defense.maneuverAdvantage).toBe(false);
    await m.save(9);
    await m.apply();
    expect(m.kestra.statuses).not.toContain("unguarded");
  });

  it("energy.resist.5: the maneuver's advantage and a disadvantage cancel: a target tripped from behind rolls one die", () => {
    const w = energyWorld();
    postCard(w.t, CARD, "gm", w.kestra, w.gnoll, 15, { choices: { mode: "maneuver", maneuver: "trip" }, situation: { side: "behind" }, openedBy: "ann" });
    expect(w.t.dice(CARD, "gm", "rollDefense")).toEqual([{ kind: "chain", faces: 10, edge: 0 }]);
  });
});

describe("energy: who may roll a maneuver's save", () => {
  it("energy.maneuver.4: only the target's side rolls its save; another player's press changes nothing", async () => {
    const m = await maneuver("trip");
    const before = m.t.state();
    expect(await refusal(() => m.t.press("bob", { messageId: CARD, action: "rollSave", faces: [[10], [10], [9]] }))).toBe("MANIFOLD.Query.NotYours");
    expect(await refusal(() => m.t.press("ann", { messageId: CARD, action: "rollSave", faces: [[10], [10], [9]] }))).toBe("MANIFOLD.Query.NotYours");
    expect(m.t.state()).toBe(before);
  });
});

describe("energy: Push", () => {
  it("energy.maneuver.18: an Unarmed attack at -5; a failed save leaves the target Unguarded and pushed 1 m", async () => {
    const m = await maneuver("push");
    expect(m.card.attack.itemName).toBe("");
    expect(m.card.attack.value).toBe(m.card.attack.baseAv - 5);
    await m.save(2);
    expect(cardEffects(energyCard(m.t, CARD))).toEqual(["MANIFOLD.energy.Card.Effect.Pushed1"]);
    const out = await m.apply();
    expect(out.statuses).toContainEqual({ side: "defender", id: "unguarded", active: true, rounds: 1 });
    expect(m.gnoll.statuses).toContain("unguarded");
  });

  it("energy.maneuver.19: a target that makes its save is not pushed, and the attacker is Unguarded", async () => {
    const m = await maneuver("push", { swift: true });
    await m.t.press("gm", { messageId: CARD, action: "rollSave", faces: [[10], [1]] });
    expect(cardEffects(energyCard(m.t, CARD))).toEqual([]);
    await m.apply();
    expect(m.kestra.statuses).toEqual(["unguarded"]);
    expect(m.gnoll.statuses).toEqual([]);
  });

  it("energy.maneuver.20: out of a Sprint begun 3 m or more away, a failed save pushes up to 3 m", async () => {
    const m = await maneuver("push", { sprintPush: true });
    await m.save(2);
    expect(cardEffects(energyCard(m.t, CARD))).toEqual(["MANIFOLD.energy.Card.Effect.Pushed3"]);
  });
});

describe("energy: Restrain", () => {
  async function restrained() {
    const m = await maneuver("restrain");
    inCombat(m.kestra, { energy: 5, agility: 3 });
    inCombat(m.gnoll, { energy: 5, agility: 3 });
    await m.apply();
    return m;
  }

  it("energy.maneuver.10: an Unarmed attack at -5 with no save: a hit leaves the target Restrained and the attacker Restraining", async () => {
    const m = await maneuver("restrain");
    expect(m.card.attack.value).toBe(m.card.attack.baseAv - 5);
    expect(await refusal(() => m.save(1))).toBe("MANIFOLD.Query.NotYours");
    const out = await m.apply();
    expect(out.statuses).toEqual(expect.arrayContaining([
      { side: "defender", id: "restrained", active: true },
      { side: "attacker", id: "restraining", active: true },
    ]));
    expect(m.gnoll.statuses).toEqual(["restrained"]);
  });

  it("energy.maneuver.10: Undo lets both go: the target is no longer Restrained, the attacker no longer Restraining", async () => {
    const m = await restrained();
    await m.t.press("gm", { messageId: CARD, action: "undo" });
    expect(m.gnoll.statuses).toEqual([]);
    expect(m.kestra.statuses).toEqual([]);
  });

  it("energy.maneuver.12: the Restrained target may not move nor attack", async () => {
    const m = await restrained();
    const before = JSON.stringify(m.gnoll);
    expect(await refusal(() => act(m.gnoll, "shift"))).toBe("MANIFOLD.energy.Error.CannotMove");
    expect(await refusal(() => act(m.gnoll, "run"))).toBe("MANIFOLD.energy.Error.CannotMove");
    expect(JSON.stringify(m.gnoll)).toBe(before);
    expect(await refusal(() => postCard(m.t, "cardManeuver0002", "gm", m.gnoll, m.kestra, 15))).toBe("MANIFOLD.energy.Error.CannotAttack");
  });

  it("energy.maneuver.13: Restrained means Exposed: a second maneuver against it costs no Unguarded and gives no advantage", async () => {
    const m = await restrained();
    expect(inForce(ENERGY_STATUSES, m.gnoll.statuses)).toContain("exposed");
    m.kestra.statuses = [];
    const again = postCard(m.t, "cardManeuver0003", "gm", m.kestra, m.gnoll, 15, { choices: { mode: "maneuver", maneuver: "trip" } });
    expect(again.defense.maneuverAdvantage).toBe(false);
    expect(m.t.dice("cardManeuver0003", "gm", "rollDefense")).toEqual([{ kind: "chain", faces: 10, edge: 0 }]);
  });

  it("energy.maneuver.14: the escape attempt costs the Restrained creature 3 Energy, and may be made", async () => {
    const m = await restrained();
    await act(m.gnoll, "escape");
    expect(poolsOf(m.gnoll).energy).toBe(2);
    expect(await refusal(() => act(m.gnoll, "escape"))).toBe("MANIFOLD.energy.Error.NotEnoughEnergy");
  });

  it("energy.maneuver.16: the Restraining attacker is Slowed and may not attack: no Agility, no attack card", async () => {
    const m = await restrained();
    expect(inForce(ENERGY_STATUSES, m.kestra.statuses)).toContain("slowed");
    expect(await refusal(() => act(m.kestra, "shiftAgility"))).toBe("MANIFOLD.energy.Error.NoAgility");
    expect(poolsOf(m.kestra).agility).toBe(3);
    expect(await refusal(() => postCard(m.t, "cardManeuver0004", "gm", m.kestra, m.gnoll, 15))).toBe("MANIFOLD.energy.Error.CannotAttack");
  });
});
