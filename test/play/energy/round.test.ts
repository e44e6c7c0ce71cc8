/**
 * Rounds as the GM's client runs them (round-rolls.ts startRound): the rolls owed first, then every
 * combatant's pools in one batched write, then round-limited conditions run out.
 */
import { describe, expect, it } from "vitest";
import { refusal } from "../table";
import { joinStep, owedRolls, roundStartStep } from "../../../src/rulesets/energy/play/round";
import { attackCost } from "../../../src/rulesets/energy/rules/economy";
import { attackOrder } from "../../../src/rulesets/energy/play/pay";
import { act, energyWorld, payFor } from "./world";
import { Fight, pools, systemOf } from "./round-world";

function fight() {
  const w = energyWorld();
  return { ...w, f: new Fight([w.kestra, w.gnoll]) };
}

describe("energy: a new round refills the pools in one write", () => {
  it("energy.round.3: Energy comes back from Stamina and Agility to its maximum, for every combatant in ONE batch", async () => {
    const w = fight();
    await w.f.next();
    await act(w.kestra, "run");
    await act(w.kestra, "shiftAgility");
    systemOf(w.gnoll).stamina.value = 3;
    expect(pools(w.kestra)).toMatchObject({ energy: 2, agility: 1 });
    const start = await w.f.next();
    expect(w.f.combatantBatches).toBe(2);
    expect(start.combatants.map((c) => c._id)).toEqual([w.kestra.uuid, w.gnoll.uuid]);
    expect(pools(w.kestra)).toMatchObject({ energy: 5, agility: 3 });
    expect(pools(w.gnoll).energy).toBe(3);
  });

  it("energy.round.3: a round with a Death Save and a wake roll is still ONE combatant write: the rolls write only the actors", async () => {
    const w = fight();
    await w.f.next();
    Object.assign(systemOf(w.gnoll).death, { bleeding: true });
    Object.assign(systemOf(w.kestra).death, { unconscious: "stamina" });
    systemOf(w.kestra).stamina.value = 0;
    w.f.condition(w.kestra, "unconscious");
    const start = await w.f.next({ [w.gnoll.uuid]: 20, [w.kestra.uuid]: 20 });
    expect(w.f.combatantBatches).toBe(2);
    expect(start.creatures.flatMap((c) => c.outcome.writes.map((x) => x.doc))).toEqual(["actor", "actor"]);
    expect(start.combatants).toHaveLength(2);
    expect(start.lines.map((l) => l.key).sort()).toEqual(["MANIFOLD.energy.Round.DeathSave", "MANIFOLD.energy.Round.Wakes"]);
  });

  it("energy.round.3: a creature joining a round under way gets the pools it would have had at its start", async () => {
    const w = fight();
    await w.f.next();
    w.f.condition(w.gnoll, "exhausted", 2);
    await w.f.next();
    const joined = joinStep(w.f.snapshot(w.f.round).creatures.find((c) => c.id === w.gnoll.uuid)!, w.f.round);
    expect(joined).toMatchObject({ energy: 3, agility: pools(w.gnoll).agility, swiftUsed: false, initiativeUsed: false, defending: false });
    expect(joinStep(w.f.snapshot(w.f.round + 1).creatures.find((c) => c.id === w.gnoll.uuid)!, w.f.round + 1).energy).toBe(5);
  });

  it("energy.round.3: Exhausted gives 2 fewer; the Winded band's 'until the end of the next round' is gone by the round after", async () => {
    const w = fight();
    await w.f.next();
    w.f.condition(w.kestra, "exhausted", 2);
    await w.f.next();
    expect(pools(w.kestra).energy).toBe(3);
    await w.f.next();
    // The condition runs out as this round begins, so this round's Energy is not cut.
    expect(pools(w.kestra).energy).toBe(5);
    expect(w.kestra.statuses).not.toContain("exhausted");
  });

  it("energy.round.4: the Swift Attack of the round is spent, refused again, and ready once the next round begins", async () => {
    const w = fight();
    await w.f.next();
    const { order, extra } = attackOrder(attackCost("melee", { weapon: true, proficient: true, swift: true }), true, false);
    await payFor(w.kestra, order, extra);
    expect(await refusal(() => payFor(w.kestra, order, extra))).toBe("MANIFOLD.energy.Error.SwiftUsed");
    await w.f.next();
    expect(pools(w.kestra).swiftUsed).toBe(false);
    expect(await refusal(() => payFor(w.kestra, order, extra))).toBeNull();
  });

  it("energy.round.2: what an action earned in one round is not finished in the next: Agile Moves left over are gone", async () => {
    const w = fight();
    await w.f.next();
    await act(w.kestra, "melee");
    expect(pools(w.kestra).agileMoves).toBe(3);
    await payFor(w.kestra, { kind: "agileMove" });
    await w.f.next();
    expect(pools(w.kestra).agileMoves).toBe(0);
    expect(await refusal(() => payFor(w.kestra, { kind: "agileMove" }))).toBe("MANIFOLD.energy.Error.NoAgileMove");
  });

  it("energy.init.1: no right of way: within one round both sides pay in any order until their Energy runs out", async () => {
    const w = fight();
    await w.f.next();
    await act(w.gnoll, "shift");
    await act(w.kestra, "melee");
    await act(w.gnoll, "melee");
    await act(w.kestra, "shift");
    expect([pools(w.kestra).energy, pools(w.gnoll).energy]).toEqual([1, 1]);
    expect(await refusal(() => act(w.kestra, "melee"))).toBe("MANIFOLD.energy.Error.NotEnoughEnergy");
  });

  it("energy.round.3: Defend carries into the next round; its metres moved start again", async () => {
    const w = fight();
    await w.f.next();
    await act(w.kestra, "defend");
    await act(w.kestra, "shift");
    expect(pools(w.kestra)).toMatchObject({ defending: true, defendMoved: 1 });
    await w.f.next();
    expect(pools(w.kestra)).toMatchObject({ defending: true, defendMoved: 0 });
  });
});

describe("energy: the Death Save owed at the start of each round", () => {
  /** The gnoll bleeding out at 0 Aura when round 2 begins. */
  async function bleeding() {
    const w = fight();
    await w.f.next();
    systemOf(w.gnoll).aura.value = 0;
    systemOf(w.gnoll).death.bleeding = true;
    w.f.condition(w.gnoll, "bleeding");
    return w;
  }

  it("energy.save.1 energy.save.2 energy.save.3 energy.save.4: the Death Save table face by face", async () => {
    for (let face = 1; face <= 20; face++) {
      const w = await bleeding();
      await w.f.next({ [w.gnoll.uuid]: face });
      const want = face >= 20 ? { bleeding: false, unconscious: "none", dead: false }
        : face >= 5 ? { bleeding: true, unconscious: "none", dead: false }
        : face >= 2 ? { bleeding: true, unconscious: "death", dead: false }
        : { bleeding: true, unconscious: "none", dead: true };
      expect({ face, ...systemOf(w.gnoll).death }).toEqual({ face, owed: 0, ...want });
      expect(w.f.last!.lines[0]).toMatchObject({ key: "MANIFOLD.energy.Round.DeathSave", roll: face });
      expect(w.gnoll.statuses.includes("unconscious")).toBe(want.unconscious === "death");
      expect(w.gnoll.statuses.includes("dead")).toBe(want.dead);
    }
  });

  it("energy.save.1: once Stabilized by a 20, no more Death Saves are owed", async () => {
    const w = await bleeding();
    expect(w.f.owed()).toEqual({ [w.gnoll.uuid]: "deathSave" });
    await w.f.next({ [w.gnoll.uuid]: 20 });
    expect(w.f.owed()).toEqual({});
    expect(await refusal(() => w.f.next({ [w.gnoll.uuid]: 12 }))).toBe("MANIFOLD.Query.BadDice");
  });

  it("energy.save.3 energy.death.8: a Death Save of 2-4 knocks the creature out at the round's start: it has no Energy that round", async () => {
    const w = await bleeding();
    await w.f.next({ [w.gnoll.uuid]: 3 });
    expect(pools(w.gnoll)).toMatchObject({ energy: 0, agility: 0 });
    expect(w.f.inForce(w.gnoll).has("unguarded")).toBe(true);
  });

  it("energy.save.4: a Death Save of 1 kills: the dead get no Energy and owe nothing more", async () => {
    const w = await bleeding();
    await w.f.next({ [w.gnoll.uuid]: 1 });
    expect(pools(w.gnoll).energy).toBe(0);
    expect(w.f.owed()).toEqual({});
  });

  it("energy.save.4: a creature the GM marked defeated on the tracker (the Dead condition alone) owes no more Death Saves", async () => {
    const w = await bleeding();
    w.f.condition(w.gnoll, "dead");
    expect(w.f.owed()).toEqual({});
    await w.f.next();
    expect(pools(w.gnoll).energy).toBe(0);
  });

  it("energy.save.5: only one Death Save a round, however many low Death rolls the creature took", async () => {
    const w = await bleeding();
    // A second Death roll of 5-9 this round leaves it bleeding: still one save owed.
    systemOf(w.gnoll).death.bleeding = true;
    expect(owedRolls(w.f.snapshot(2))).toEqual([{ id: w.gnoll.uuid, roll: "deathSave" }]);
    expect(await refusal(() => roundStartStep(w.f.snapshot(2), { [w.gnoll.uuid]: 12, [w.kestra.uuid]: 12 }))).toBe("MANIFOLD.Query.BadDice");
    await w.f.next({ [w.gnoll.uuid]: 12 });
    expect(pools(w.gnoll).deathSaveMade).toBe(true);
    expect(pools(w.kestra).deathSaveMade).toBe(false);
  });

  it("energy.save.2: a bad or missing die is refused and nothing changes", async () => {
    const w = await bleeding();
    const before = JSON.stringify([w.gnoll, w.kestra]);
    for (const faces of [{}, { [w.gnoll.uuid]: 0 }, { [w.gnoll.uuid]: 21 }, { [w.gnoll.uuid]: 2.5 }]) {
      expect(await refusal(() => w.f.next(faces))).toBe("MANIFOLD.Query.BadDice");
    }
    expect(JSON.stringify([w.gnoll, w.kestra])).toBe(before);
    expect(w.f.combatantBatches).toBe(1);
  });

  it("energy.unconscious.4: knocked out by a Death Save, it keeps saving each round until a 20; waking is the GM's call", async () => {
    const w = await bleeding();
    await w.f.next({ [w.gnoll.uuid]: 3 });
    expect(w.f.owed()).toEqual({ [w.gnoll.uuid]: "deathSave" });
    await w.f.next({ [w.gnoll.uuid]: 20 });
    expect(systemOf(w.gnoll).death).toMatchObject({ bleeding: false, unconscious: "death" });
    // Stabilized but still out: no wake roll is owed for a Death roll's unconsciousness.
    expect(w.f.owed()).toEqual({});
    await w.f.next();
    expect(w.gnoll.statuses).toContain("unconscious");
    expect(pools(w.gnoll).energy).toBe(0);
  });
});

describe("energy: the wake roll owed each round", () => {
  it("energy.unconscious.2 energy.stamina.17: knocked out by spending its last Stamina, it rolls each round; a 20 wakes it with 1 Stamina and 1 Energy at once", async () => {
    const w = fight();
    await w.f.next();
    systemOf(w.kestra).stamina.value = 1;
    await act(w.kestra, "sprint");
    expect(systemOf(w.kestra).death.unconscious).toBe("stamina");
    w.f.condition(w.kestra, "unconscious");
    expect(w.f.owed()).toEqual({ [w.kestra.uuid]: "wake" });
    await w.f.next({ [w.kestra.uuid]: 19 });
    expect(w.f.last!.lines).toEqual([{ key: "MANIFOLD.energy.Round.Sleeps", name: w.kestra.uuid, roll: 19 }]);
    expect(pools(w.kestra).energy).toBe(0);
    await w.f.next({ [w.kestra.uuid]: 20 });
    expect(w.kestra.statuses).not.toContain("unconscious");
    expect(systemOf(w.kestra)).toMatchObject({ stamina: { value: 1 }, death: { unconscious: "none" } });
    expect(pools(w.kestra)).toMatchObject({ energy: 1, agility: 3 });
    expect(w.f.owed()).toEqual({});
  });

  it("energy.unconscious.2: a creature the GM woke by taking the condition off owes no wake roll", () => {
    const w = fight();
    systemOf(w.kestra).death.unconscious = "stamina";
    expect(w.f.owed()).toEqual({});
  });
});
