/**
 * What follows a change of Stamina or of the Death rolls owed, on every path (play/consequence.ts):
 * the card's Apply and the tray on selected tokens record a Death roll owed and the GMs and owners
 * are told; Stamina emptied from a sheet field or the token bar knocks the creature out as lost
 * Stamina, as a payment's last Stamina does.
 */
import { describe, expect, it } from "vitest";
import type { PlainActor } from "../table";
import { applySelected } from "../tray-kit";
import { energyWorld, meleeCard, plain } from "./world";
import { creature } from "../../rulesets/energy/fixtures";
import { poolConsequences } from "../../../src/rulesets/energy/play/consequence";

const CARD = "cardConsequence1";
const death = (a: PlainActor) => a.system.death as { owed: number; unconscious: string };
const edit = (w: ReturnType<typeof energyWorld>, userId: string, a: PlainActor, changes: Record<string, unknown>) => w.t.run(userId, (port) => port.write(a, "actor", changes));

/** Kestra hits the Gnoll, at 0 Aura, for 6 on her d8. */
async function hitAtZeroAura() {
  const w = energyWorld();
  w.gnoll.system.aura = { value: 0, max: 12 };
  meleeCard(w.t, CARD, "gm", w.kestra, w.gnoll, 15, "ann");
  await w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[2]] });
  await w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[6]] });
  const ally = w.t.actor(plain("Actor.ally", "energyCharacter", ["ann"], creature({ aura: { value: 0, max: 30 } }), []));
  return { ...w, ally };
}

describe("energy.death.2: a Death roll owed is told, on the card's path and the tray's", () => {
  it("the card's Apply owes the Gnoll's roll, and the GMs and owners are told", async () => {
    const w = await hitAtZeroAura();
    await w.t.press("gm", { messageId: CARD, action: "apply" });
    expect(death(w.gnoll).owed).toBe(1);
    expect(w.t.log.notices).toEqual([{ uuid: w.gnoll.uuid, key: "MANIFOLD.energy.Death.OwedNotice", data: { count: "1", name: "gnoll" } }]);
  });

  it("the tray on a selected token owes the roll the same way", async () => {
    const w = await hitAtZeroAura();
    await applySelected(w.t, "ann", CARD, "normal", [w.ally]);
    expect(death(w.ally).owed).toBe(1);
    expect(w.t.log.notices.map((n) => [n.uuid, n.key])).toEqual([[w.ally.uuid, "MANIFOLD.energy.Death.OwedNotice"]]);
  });
});

describe("energy.stamina.16: emptied Stamina knocks out, whatever path emptied it", () => {
  it("a sheet field or the token bar at 0 Stamina: Unconscious, from lost Stamina; a change above 0 brings nothing", async () => {
    const w = energyWorld();
    await edit(w, "ann", w.kestra, { "system.stamina.value": 3 });
    expect(w.kestra.statuses).toEqual([]);
    await edit(w, "ann", w.kestra, { "system.stamina.value": 0 });
    expect(w.kestra.statuses).toEqual(["unconscious"]);
    expect(death(w.kestra).unconscious).toBe("stamina");
  });

  it("a path that records its own cause (a non-lethal blow) keeps it: the step adds nothing", async () => {
    const w = energyWorld();
    await edit(w, "gm", w.gnoll, { "system.stamina.value": 0, "system.death.unconscious": "nonlethal" });
    expect(w.gnoll.statuses).toEqual([]);
    expect(death(w.gnoll).unconscious).toBe("nonlethal");
  });
});

describe("energy.stamina.16 / energy.death.2: the step, cell by cell", () => {
  const st = (stamina: number, owed = 0, cause = "none", unconscious = false) => ({ stamina, owed, cause, unconscious });
  it("knocks out at 0 Stamina only when no path recorded a cause, and tells a newly owed roll", () => {
    expect(poolConsequences(st(2), st(0)).outcome.statuses).toEqual([{ side: "attacker", id: "unconscious", active: true }]);
    expect(poolConsequences(st(2), st(0, 0, "nonlethal")).outcome.statuses).toEqual([]);
    expect(poolConsequences(st(2), st(0, 0, "none", true)).outcome.statuses).toEqual([]);
    expect(poolConsequences(st(0), st(0)).outcome.writes).toEqual([]);
    expect(poolConsequences(st(5, 0), st(5, 2)).notices).toEqual([{ key: "MANIFOLD.energy.Death.OwedNotice", data: { count: "2" } }]);
    expect(poolConsequences(st(5, 2), st(5, 1)).notices).toEqual([]);
  });
});
