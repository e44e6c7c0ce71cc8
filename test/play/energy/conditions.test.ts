/**
 * Conditions put on and taken off through the condition step, as the glue does for the card,
 * the payments, the tracker and the sheet: the daughters a parent brings and holds, round limits,
 * and what the conditions then do at the table.
 */
import { describe, expect, it } from "vitest";
import { refusal } from "../table";
import { item, creature } from "../../rulesets/energy/fixtures";
import { energyCard, energyWorld, inCombat, plain, poolsOf, postCard } from "./world";
import { actWith, Conditions, payWith } from "./condition-world";

const CARD = "cardConditions01";

function table() {
  const w = energyWorld();
  const conds = new Conditions();
  conds.round = 3;
  return { ...w, conds };
}

const sorted = (list: readonly string[]) => [...list].sort();

/** Presses a roll button with one face that does not explode, thrown once or twice as its edge asks. */
async function roll(t: Awaited<ReturnType<typeof table>>["t"], action: "rollDefense" | "rollSave", face: number) {
  const [need] = t.dice(CARD, "gm", action);
  await t.press("gm", { messageId: CARD, action, faces: [need!.edge === 0 ? [face] : [face, face]] });
}

describe("energy: a parent brings its daughters and holds them", () => {
  it.each([
    ["energy.cond.7", "dazed", ["dazed", "exposed"]],
    ["energy.cond.14", "prone", ["exposed", "prone"]],
    ["energy.unguarded.2", "unguarded", ["exposed", "unguarded"]],
    ["energy.cond.10", "blinded", ["blinded", "exposed", "unguarded"]],
  ])("%s: %s puts on %j, the daughters flagged as brought by it", (_id, condition, all) => {
    const { conds, gnoll } = table();
    conds.add(gnoll, condition);
    expect(sorted(gnoll.statuses)).toEqual(all);
    expect(conds.of(gnoll).filter((e) => e.implied).map((e) => e.status).sort()).toEqual(all.filter((s) => s !== condition));
    // Daughters live as long as their parent: no round limit of their own.
    expect(conds.of(gnoll).filter((e) => e.implied).every((e) => e.duration === null)).toBe(true);
  });

  it("energy.cond.7 energy.cond.14 energy.unguarded.4: a Dazed or Prone target is Exposed: a Trip against it costs the attacker no guard; against one that is not, the attacker ends Unguarded", async () => {
    for (const condition of ["dazed", "prone", ""]) {
      const { t, conds, kestra, gnoll } = table();
      if (condition) conds.add(gnoll, condition);
      const card = postCard(t, CARD, "gm", kestra, gnoll, 15, { choices: { mode: "maneuver", maneuver: "trip" }, openedBy: "ann" });
      // Against a target that is not Exposed the target defends with advantage, and the attacker ends Unguarded.
      expect(card.defense.maneuverAdvantage).toBe(condition === "");
      await roll(t, "rollDefense", 1);
      await roll(t, "rollSave", 9);
      await t.press("ann", { messageId: CARD, action: "apply" });
      expect(kestra.statuses.includes("unguarded")).toBe(condition === "");
    }
  });

  it("energy.cond.10: Blinded, the creature is Unguarded and Exposed until its sight comes back", () => {
    const { conds, gnoll } = table();
    conds.add(gnoll, "blinded");
    conds.remove(gnoll, "blinded");
    expect(gnoll.statuses).toEqual([]);
  });

  it("energy.cond.16: a daughter cannot be taken off while its parent stands, and nothing changes", async () => {
    const { conds, gnoll } = table();
    conds.add(gnoll, "dazed");
    const before = JSON.stringify(conds.of(gnoll));
    expect(await refusal(() => conds.remove(gnoll, "exposed"))).toBe("MANIFOLD.Status.HeldByParent");
    expect(JSON.stringify(conds.of(gnoll))).toBe(before);
    try {
      conds.remove(gnoll, "exposed");
    } catch (err) {
      // The notice names the parent that holds it.
      expect((err as { data: Record<string, string> }).data.parents).toBe("dazed");
    }
  });

  it("energy.cond.16: removing the parent removes the daughters it brought, down the whole chain", async () => {
    const { conds, gnoll } = table();
    conds.add(gnoll, "surprised");
    expect(sorted(gnoll.statuses)).toEqual(["exposed", "surprised", "unguarded"]);
    expect(await refusal(() => conds.remove(gnoll, "unguarded"))).toBe("MANIFOLD.Status.HeldByParent");
    const out = conds.remove(gnoll, "surprised");
    expect(out.orphans).toHaveLength(2);
    expect(gnoll.statuses).toEqual([]);
  });

  it("energy.cond.16: a daughter another parent still holds stays when one parent goes", async () => {
    const { conds, gnoll } = table();
    conds.add(gnoll, "dazed");
    conds.add(gnoll, "prone");
    conds.remove(gnoll, "dazed");
    expect(sorted(gnoll.statuses)).toEqual(["exposed", "prone"]);
    expect(await refusal(() => conds.remove(gnoll, "exposed"))).toBe("MANIFOLD.Status.HeldByParent");
    conds.remove(gnoll, "prone");
    expect(gnoll.statuses).toEqual([]);
  });

  it("energy.cond.16: Exposed in its own right outlasts the parent that also held it", () => {
    const { conds, gnoll } = table();
    conds.add(gnoll, "exposed");
    conds.add(gnoll, "dazed");
    // Exposed stood already: Dazed brings no second one.
    expect(conds.of(gnoll).map((e) => e.status).sort()).toEqual(["dazed", "exposed"]);
    conds.remove(gnoll, "dazed");
    expect(gnoll.statuses).toEqual(["exposed"]);
  });

  it("a condition Manifold does not know is refused, and nothing changes", async () => {
    const { conds, gnoll } = table();
    expect(await refusal(() => conds.add(gnoll, "petrified"))).toBe("MANIFOLD.Query.Malformed");
    expect(await refusal(() => conds.add(gnoll, "exposed", -1))).toBe("MANIFOLD.Query.Malformed");
    expect(gnoll.statuses).toEqual([]);
  });
});

describe("energy: how long a condition lasts", () => {
  it("energy.exposed.2 energy.unguarded.3 energy.cond.1: Exposed and Unguarded last until the end of the round they were put on in", () => {
    const { conds, gnoll } = table();
    conds.add(gnoll, "unguarded");
    expect(conds.of(gnoll).find((e) => e.status === "unguarded")?.duration).toEqual({ rounds: 1, startRound: 3 });
    conds.startRound(3, gnoll);
    expect(sorted(gnoll.statuses)).toEqual(["exposed", "unguarded"]);
    conds.startRound(4, gnoll);
    expect(gnoll.statuses).toEqual([]);
  });

  it("energy.exposed.2 energy.cond.1: a cause that says so (a Combat or Hit roll of 1-3) lasts until the end of the next round", () => {
    const { conds, gnoll } = table();
    conds.add(gnoll, "exposed", 2);
    conds.startRound(4, gnoll);
    expect(gnoll.statuses).toEqual(["exposed"]);
    conds.startRound(5, gnoll);
    expect(gnoll.statuses).toEqual([]);
  });

  it("Dazed has no round limit; the Exposed it holds stays as long as it does", () => {
    const { conds, gnoll } = table();
    conds.add(gnoll, "dazed");
    conds.startRound(9, gnoll);
    expect(sorted(gnoll.statuses)).toEqual(["dazed", "exposed"]);
  });
});

describe("energy: Defend ends Exposed and Unguarded early, unless a parent holds them", () => {
  /** Defend paid, then its removals through the step's defend order. */
  async function defend(conds: Conditions, a: Awaited<ReturnType<typeof table>>["kestra"]) {
    inCombat(a, { energy: 5 });
    await actWith(conds, a, "defend");
    return conds.change(a, { kind: "defend" });
  }

  it("energy.exposed.2 energy.unguarded.3: Unguarded from a Jump and the Exposed it brings end when you Defend", async () => {
    const { conds, kestra } = table();
    inCombat(kestra, { energy: 5 });
    await actWith(conds, kestra, "jump");
    expect(sorted(kestra.statuses)).toEqual(["exposed", "unguarded"]);
    await defend(conds, kestra);
    expect(kestra.statuses).toEqual([]);
    expect(poolsOf(kestra).defending).toBe(true);
  });

  it("energy.exposed.2: Exposed in its own right (picking something up) ends when you Defend", async () => {
    const { conds, kestra } = table();
    inCombat(kestra, { energy: 5 });
    await actWith(conds, kestra, "pickUp");
    expect(kestra.statuses).toEqual(["exposed"]);
    await defend(conds, kestra);
    expect(kestra.statuses).toEqual([]);
  });

  it("energy.cond.16 energy.exposed.2: Defend does not end the Exposed Dazed holds, nor the Unguarded Surprise holds", async () => {
    const { conds, kestra } = table();
    conds.add(kestra, "dazed");
    await defend(conds, kestra);
    expect(sorted(kestra.statuses)).toEqual(["dazed", "exposed"]);
    const other = table();
    other.conds.add(other.kestra, "surprised");
    await defend(other.conds, other.kestra);
    expect(sorted(other.kestra.statuses)).toEqual(["exposed", "surprised", "unguarded"]);
  });

  it("energy.unguarded.3: Defend ends Unguarded, and Exposed stays where Prone holds it", async () => {
    const { conds, kestra } = table();
    conds.add(kestra, "prone");
    conds.add(kestra, "unguarded");
    await defend(conds, kestra);
    expect(sorted(kestra.statuses)).toEqual(["exposed", "prone"]);
  });
});

describe("energy: what a payment's conditions do, put on through the step", () => {
  it("energy.unguarded.4: kneeling from Prone leaves you Unguarded (and so Exposed) until the end of the round", async () => {
    const { conds, kestra } = table();
    conds.add(kestra, "prone");
    inCombat(kestra, { energy: 5 });
    await actWith(conds, kestra, "kneel");
    expect(sorted(kestra.statuses)).toEqual(["exposed", "prone", "unguarded"]);
    // The action ends Prone (takeAction: cost.ends), through the step too.
    conds.remove(kestra, "prone");
    expect(sorted(kestra.statuses)).toEqual(["exposed", "unguarded"]);
    conds.startRound(4, kestra);
    expect(kestra.statuses).toEqual([]);
  });

  it("energy.unguarded.4: landing a Jump leaves you Unguarded", async () => {
    const { conds, kestra } = table();
    inCombat(kestra, { energy: 5 });
    await actWith(conds, kestra, "jump");
    expect(sorted(kestra.statuses)).toEqual(["exposed", "unguarded"]);
  });

  it("energy.unguarded.4: a Surprised creature is Unguarded while Surprised", () => {
    const { conds, gnoll } = table();
    conds.add(gnoll, "surprised");
    expect(gnoll.statuses).toContain("unguarded");
  });

  it("energy.unguarded.4: a failed Push leaves the target Unguarded; a Push it resists leaves the attacker Unguarded", async () => {
    for (const resisted of [false, true]) {
      const { t, conds, kestra, gnoll } = table();
      conds.add(gnoll, "exposed");
      postCard(t, CARD, "gm", kestra, gnoll, 15, { choices: { mode: "maneuver", maneuver: "push" }, openedBy: "ann" });
      await roll(t, "rollDefense", 1);
      await roll(t, "rollSave", resisted ? 9 : 1);
      const out = await t.press("ann", { messageId: CARD, action: "apply" });
      expect(energyCard(t, CARD).save?.pass).toBe(resisted);
      // The card's conditions are put on the way ENERGY_CARDS.setStatus does: through the step.
      for (const s of out.statuses) conds.add(s.side === "attacker" ? kestra : gnoll, s.id, s.rounds);
      expect(kestra.statuses.includes("unguarded")).toBe(resisted);
      expect(gnoll.statuses.includes("unguarded")).toBe(!resisted);
    }
  });
});

describe("energy: conditions that keep you from spending", () => {
  it.each([["energy.cond.2", "shaken"], ["energy.cond.4", "exhausted"]])("%s: %s, no Stamina may be spent: a Jump is refused and nothing is paid", async (_id, condition) => {
    const { conds, kestra } = table();
    conds.add(kestra, condition);
    inCombat(kestra, { energy: 5 });
    const before = JSON.stringify(kestra);
    expect(await refusal(() => actWith(conds, kestra, "jump"))).toBe("MANIFOLD.energy.Error.NoStamina");
    expect(await refusal(() => actWith(conds, kestra, "run", true))).toBe("MANIFOLD.energy.Error.NoStamina");
    expect(JSON.stringify(kestra)).toBe(before);
    // Energy alone still pays.
    await actWith(conds, kestra, "run");
    expect(poolsOf(kestra).energy).toBe(2);
  });

  it("energy.cond.2 energy.cond.4: once the condition is taken off, Stamina pays again", async () => {
    const { conds, kestra } = table();
    conds.add(kestra, "shaken");
    conds.remove(kestra, "shaken");
    inCombat(kestra, { energy: 5 });
    await actWith(conds, kestra, "jump");
    expect(poolsOf(kestra).energy).toBe(3);
  });

  it("energy.cond.12: Slowed, no Agility: an Agile Move is refused", async () => {
    const { conds, kestra } = table();
    conds.add(kestra, "slowed");
    inCombat(kestra, { energy: 5, agility: 3, agileMoves: 2 });
    expect(await refusal(() => payWith(conds, kestra, { kind: "agileMove" }))).toBe("MANIFOLD.energy.Error.NoAgility");
    expect(poolsOf(kestra)).toMatchObject({ agility: 3, agileMoves: 2 });
  });

  it("energy.cond.12: Restraining someone Slows you: no Agility either", async () => {
    const { conds, t } = table();
    const holder = t.actor(plain("Actor.holder", "energyCharacter", ["ann"], creature(), [item("energyWeapon", "Knife", { equipped: true })]));
    conds.add(holder, "restraining");
    expect(sorted(holder.statuses)).toEqual(["restraining", "slowed"]);
    inCombat(holder, { energy: 5, agility: 3 });
    expect(await refusal(() => actWith(conds, holder, "shiftAgility"))).toBe("MANIFOLD.energy.Error.NoAgility");
  });
});
