/**
 * The Death roll played through the card (Apply, then the target's side rolls), and what its band
 * does over the following rounds of the combat.
 */
import { describe, expect, it } from "vitest";
import { refusal } from "../table";
import type { Outcome } from "../../../src/core/play/types";
import { energyCard, energyWorld, meleeCard, postCard } from "./world";
import { Fight, pools, systemOf } from "./round-world";

const CARD = "cardDeathRoll001";

/** Round 1: Kestra hits the gnoll for 5 at `aura`; the damage is applied. */
async function hit(aura = 0) {
  const w = energyWorld();
  const f = new Fight([w.kestra, w.gnoll]);
  await f.next();
  systemOf(w.gnoll).aura.value = aura;
  meleeCard(w.t, CARD, "gm", w.kestra, w.gnoll, 15, "ann");
  await w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[1]] });
  await w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[5]] });
  f.took(w.gnoll, "defender", await w.t.press("ann", { messageId: CARD, action: "apply" }) as Outcome<unknown>);
  return { ...w, f };
}

/** The same, at 0 Aura, and the gnoll's Death roll of `face`. */
async function deathRoll(face: number) {
  const w = await hit();
  w.f.took(w.gnoll, "defender", await w.t.press("gm", { messageId: CARD, action: "rollDeath", faces: [[face]] }) as Outcome<unknown>);
  return w;
}

describe("energy: the Death roll through the card", () => {
  it("energy.death.1: above 0 Aura no blow kills: the Aura stops at 0 and no Death roll is owed", async () => {
    const w = await hit(3);
    expect(systemOf(w.gnoll).aura.value).toBe(0);
    expect(energyCard(w.t, CARD).deathNeeded).toBe(false);
    expect(await refusal(() => w.t.press("gm", { messageId: CARD, action: "rollDeath", faces: [[1]] }))).toBe("MANIFOLD.Query.NotYours");
    expect(w.gnoll.statuses).not.toContain("dead");
  });

  it("energy.death.2: a Death roll, once made, stands: only a GM may undo its blow, so it is never rolled twice", async () => {
    const w = await deathRoll(12);
    const rolled = w.t.state();
    // The attacker's player, who applied the blow, may not undo it now: Apply again would owe a second roll.
    expect(await refusal(() => w.t.press("ann", { messageId: CARD, action: "undo" }))).toBe("MANIFOLD.Query.NotYours");
    expect(w.t.state()).toBe(rolled);
    await w.t.press("gm", { messageId: CARD, action: "undo" });
    expect(systemOf(w.gnoll).aura.value).toBe(0);
    expect(energyCard(w.t, CARD).death).toBeNull();
  });

  it("energy.death.3: the Death roll is one d20, and a face off the die is refused", async () => {
    const w = await hit();
    expect(w.t.dice(CARD, "gm", "rollDeath")).toEqual([{ kind: "die", faces: 20, edge: 0 }]);
    expect(await refusal(() => w.t.press("gm", { messageId: CARD, action: "rollDeath", faces: [[21]] }))).toBe("MANIFOLD.Query.BadDice");
    expect(await refusal(() => w.f.next({ [w.gnoll.uuid]: 21 }))).toBe("MANIFOLD.Query.BadDice");
  });

  it("energy.death.4 energy.death.5 energy.death.6 energy.death.7 energy.death.8 energy.death.9: the Death roll table face by face", async () => {
    for (let face = 1; face <= 20; face++) {
      const w = await deathRoll(face);
      const want = face >= 20 ? [] : face >= 15 ? ["exhausted"] : face >= 10 ? ["exhausted"] : face >= 5 ? ["exhausted", "bleeding"] : face >= 2 ? ["exhausted", "bleeding", "unconscious"] : ["dead"];
      expect({ face, statuses: [...w.gnoll.statuses].sort() }).toEqual({ face, statuses: [...want].sort() });
      expect(systemOf(w.gnoll).death).toEqual({ bleeding: face >= 2 && face <= 9, unconscious: face >= 2 && face <= 4 ? "death" : "none", dead: face <= 1, owed: 0 });
    }
  });

  it("energy.death.5: a painful wound (15-19) Exhausts until the end of the next round: 2 less Energy next round, full the round after", async () => {
    const w = await deathRoll(17);
    await w.f.next();
    expect(pools(w.gnoll).energy).toBe(3);
    await w.f.next();
    expect(pools(w.gnoll).energy).toBe(5);
    expect(w.gnoll.statuses).not.toContain("exhausted");
  });

  it("energy.death.6: a major injury (10-14) Exhausts with no round limit: rounds go by and it stays", async () => {
    const w = await deathRoll(12);
    for (let i = 0; i < 3; i++) await w.f.next();
    expect(w.gnoll.statuses).toContain("exhausted");
    expect(pools(w.gnoll).energy).toBe(3);
  });

  it("energy.death.7: bleeding out (5-9), a Death Save is owed at the start of every round until Stabilized", async () => {
    const w = await deathRoll(7);
    expect(w.f.owed()).toEqual({ [w.gnoll.uuid]: "deathSave" });
    await w.f.next({ [w.gnoll.uuid]: 10 });
    expect(w.f.owed()).toEqual({ [w.gnoll.uuid]: "deathSave" });
    await w.f.next({ [w.gnoll.uuid]: 20 });
    expect(w.f.owed()).toEqual({});
  });

  it("energy.death.8: a Death roll of 2-4 knocks it out: no Energy next round, and its Death Saves go on", async () => {
    const w = await deathRoll(3);
    await w.f.next({ [w.gnoll.uuid]: 8 });
    expect(pools(w.gnoll)).toMatchObject({ energy: 0, agility: 0 });
    expect(w.f.owed()).toEqual({ [w.gnoll.uuid]: "deathSave" });
  });

  it("energy.death.9: a Death roll of 1 kills: the dead owe no rolls and get no Energy", async () => {
    const w = await deathRoll(1);
    expect(w.f.owed()).toEqual({});
    await w.f.next();
    expect(pools(w.gnoll).energy).toBe(0);
  });
});

describe("energy: knocked out by a non-lethal blow, the wake roll each round", () => {
  it("energy.unconscious.3: the punch that takes an NPC's last Stamina knocks it out; each round it rolls, and a 20 wakes it with 1 Stamina and its Energy", async () => {
    const w = energyWorld();
    const f = new Fight([w.kestra, w.gnoll]);
    await f.next();
    systemOf(w.gnoll).aura.value = 0;
    systemOf(w.gnoll).stamina.value = 3;
    f.took(w.gnoll, "defender", await postUnarmed(w));
    expect(systemOf(w.gnoll).death.unconscious).toBe("nonlethal");
    expect(f.owed()).toEqual({ [w.gnoll.uuid]: "wake" });
    await f.next({ [w.gnoll.uuid]: 12 });
    expect(pools(w.gnoll).energy).toBe(0);
    await f.next({ [w.gnoll.uuid]: 20 });
    expect(w.gnoll.statuses).not.toContain("unconscious");
    expect(systemOf(w.gnoll).stamina.value).toBe(1);
    expect(pools(w.gnoll).energy).toBe(1);
  });
});

/** Kestra's non-lethal punch through the card: the Evasion misses; an unarmed blow needs no Chance roll; Apply. */
async function postUnarmed(w: Awaited<ReturnType<typeof energyWorld>>) {
  const card = "cardDeathPunch01";
  postCard(w.t, card, "gm", w.kestra, w.gnoll, 15, { weapon: null, choices: { mode: "unarmed", nonlethal: true }, openedBy: "ann" });
  await w.t.press("gm", { messageId: card, action: "rollDefense", faces: [[1]] });
  await w.t.press("ann", { messageId: card, action: "rollDamage", faces: [] });
  return await w.t.press("ann", { messageId: card, action: "apply" }) as Outcome<unknown>;
}
