/** Damage played through the card: non-lethal knock-outs and their wake roll, and sources of double damage. */
import { describe, expect, it } from "vitest";
import { owedRoll } from "../../../src/rulesets/energy/rules/owed";
import { longRest, shortRest, wakeRoll } from "../../../src/rulesets/energy/rules/rest";
import type { CreatureSystem } from "../../../src/rulesets/energy/rules/types";
import { energyCard, energyWorld, postCard } from "./world";

const CARD = "cardDamage000001";
const deathOf = (a: { system: Record<string, unknown> }) => a.system.death as CreatureSystem["death"];

describe("energy: a non-lethal knock-out wakes on the non-lethal wake roll", () => {
  /** Kestra punches the gnoll, already at 0 Aura with 3 Stamina: non-lethal, so it loses 5 Stamina and drops. */
  async function knockedOut() {
    const w = energyWorld();
    (w.gnoll.system.aura as { value: number }).value = 0;
    (w.gnoll.system.stamina as { value: number }).value = 3;
    postCard(w.t, CARD, "gm", w.kestra, w.gnoll, 15, { weapon: null, choices: { mode: "unarmed", nonlethal: true }, openedBy: "ann" });
    await w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[1]] });
    // Unarmed damage has no dice, and its non-lethal damage is free: no Chance roll either (energy.nonlethal.5).
    expect(w.t.dice(CARD, "ann", "rollDamage")).toEqual([]);
    await w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [] });
    expect(energyCard(w.t, CARD).chance).toBeNull();
    await w.t.press("ann", { messageId: CARD, action: "apply" });
    return w;
  }

  it("energy.nonlethal.3 energy.unconscious.3: Apply writes the non-lethal cause beside the Unconscious condition", async () => {
    const w = await knockedOut();
    expect(w.gnoll.statuses).toEqual(expect.arrayContaining(["shaken", "unconscious"]));
    expect((w.gnoll.system.stamina as { value: number }).value).toBe(0);
    expect(deathOf(w.gnoll).unconscious).toBe("nonlethal");
  });

  it("energy.unconscious.3: at the next round the wake roll is owed; a 20 wakes it with 1 Stamina, anything else does not", async () => {
    const w = await knockedOut();
    expect(owedRoll(deathOf(w.gnoll), w.gnoll.statuses.includes("unconscious"))).toBe("wake");
    expect(wakeRoll(19, deathOf(w.gnoll).unconscious, 0).wakes).toBe(false);
    expect(wakeRoll(20, deathOf(w.gnoll).unconscious, 0)).toEqual({ wakes: true, update: { "system.death.unconscious": "none", "system.stamina.value": 1 } });
  });

  it("energy.unconscious.3: Undo takes the cause back with the condition", async () => {
    const w = await knockedOut();
    await w.t.press("gm", { messageId: CARD, action: "undo" });
    expect(deathOf(w.gnoll).unconscious).toBe("none");
    expect(w.gnoll.statuses).toEqual([]);
  });

  it("energy.unconscious.2: a creature whose Unconscious condition the GM took off owes no wake roll", async () => {
    const w = await knockedOut();
    expect(owedRoll(deathOf(w.gnoll), false)).toBeNull();
  });
});

describe("energy: a rest wakes a creature knocked out by losing Stamina", () => {
  const rest = (cause: CreatureSystem["death"]["unconscious"]) => {
    const system = { ...structuredClone(energyWorld().gnoll.system), death: { bleeding: false, unconscious: cause, dead: false } } as unknown as CreatureSystem;
    return { system, maxAura: 12, maxStamina: 10, maxSurges: 5, recoveryValue: 1, abilities: [] };
  };

  it.each(["stamina", "nonlethal"] as const)("energy.rest.2 energy.unconscious.2: a Short or Long Rest clears the %s cause and ends the Unconscious condition with it", (cause) => {
    for (const r of [shortRest(rest(cause), 0), longRest(rest(cause))]) {
      expect(r.actor["system.death.unconscious"]).toBe("none");
      expect(r.ends).toContain("unconscious");
    }
  });

  it("energy.unconscious.4: a creature knocked out by its Death roll is the GM's to wake", () => {
    const r = shortRest(rest("death"), 0);
    expect(r.actor["system.death.unconscious"]).toBeUndefined();
    expect(r.ends).not.toContain("unconscious");
  });
});

describe("energy: sources of double damage", () => {
  /** Kestra's blade (1d8 slashing) rolls 4 against the gnoll, with or without a doubling ability and a weakness. */
  async function damage(o: { weak?: boolean; resist?: boolean; doubling?: number }) {
    const w = energyWorld();
    (w.gnoll.system as { weaknesses: string[] }).weaknesses = o.weak ? ["slashing"] : [];
    (w.gnoll.system as { resistances: string[] }).resistances = o.resist ? ["slashing"] : [];
    const enhancements = Array.from({ length: o.doubling ?? 0 }, (_, i) => ({ name: `Doubling ${i}`, stamina: 0, damage: "", doubles: true }));
    const card = postCard(w.t, CARD, "gm", w.kestra, w.gnoll, 15, { choices: { enhancements }, openedBy: "ann" });
    expect(card.attack.enhancements.every((e) => !("doubles" in e))).toBe(true);
    await w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[1]] });
    await w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[4]] });
    return energyCard(w.t, CARD).damage!;
  }

  it("energy.resist.8: Weakness and an ability that doubles the damage are two sources: 3x", async () => {
    const d = await damage({ weak: true, doubling: 1 });
    expect(d.total).toBe(12);
    expect(d.parts.at(-1)).toEqual({ label: "MANIFOLD.energy.Card.DoubleDamage", value: 8 });
  });

  it("energy.resist.2 energy.resist.8: each alone doubles", async () => {
    expect((await damage({ weak: true })).total).toBe(8);
    expect((await damage({ doubling: 1 })).total).toBe(8);
    expect((await damage({})).total).toBe(4);
  });

  it("energy.resist.1 energy.resist.7: Resistance halves after the doubling", async () => {
    expect((await damage({ resist: true, doubling: 1 })).total).toBe(4);
    expect((await damage({ resist: true })).total).toBe(2);
  });
});
