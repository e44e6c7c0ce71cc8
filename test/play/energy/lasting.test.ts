/**
 * A condition the card gives that already stands with a round limit ending sooner is lengthened,
 * not skipped: an Exposed that would end this round lasts to the end of the next after the
 * attacker's own low roll, and a Death roll's Exhausted outlasts a non-lethal blow's.
 */
import { describe, expect, it } from "vitest";
import { energyCard, energyWorld, postCard } from "./world";
import { withRoundsLeft } from "./lasting-world";

const CARD = "cardLasting00001";

/** Kestra, already Exposed, swings at the gnoll with a Combat roll of 2: it misses, and she is Exposed for two rounds. */
async function lowRoll(exposedLeft: number | null) {
  const w = energyWorld();
  w.kestra.statuses = ["exposed"];
  w.t.rules = withRoundsLeft(exposedLeft === null ? {} : { [w.kestra.uuid]: { exposed: exposedLeft } });
  postCard(w.t, CARD, "gm", w.kestra, w.gnoll, 2, { openedBy: "ann" });
  await w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[9]] });
  expect(energyCard(w.t, CARD).result).toMatchObject({ hit: false, attackerExposed: true });
  return { ...w, out: await w.t.press("ann", { messageId: CARD, action: "apply" }) };
}

describe("energy: a condition that stands already, for fewer rounds", () => {
  it("an Exposed ending this round is lengthened to the end of the next by a Combat roll of 1-3", async () => {
    const { out, kestra, t } = await lowRoll(1);
    expect(out.statuses).toEqual([{ side: "attacker", id: "exposed", active: true, rounds: 2, lengthen: true }]);
    expect(kestra.statuses).toEqual(["exposed"]);
    // Standing before and after: Undo has nothing of it to take back.
    expect(energyCard(t, CARD).ledger.entries).toEqual([]);
  });

  it("energy.combat.2: an Exposed that stands only because Kestra is Prone is given in its own right, so it outlasts standing up", async () => {
    const w = energyWorld();
    w.kestra.statuses = ["prone"];
    postCard(w.t, CARD, "gm", w.kestra, w.gnoll, 2, { openedBy: "ann" });
    await w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[9]] });
    const out = await w.t.press("ann", { messageId: CARD, action: "apply" });
    expect(out.statuses).toEqual([{ side: "attacker", id: "exposed", active: true, rounds: 2 }]);
    expect(w.kestra.statuses).toEqual(["prone", "exposed"]);
  });

  it("one with as long or no limit is left alone", async () => {
    expect((await lowRoll(2)).out.statuses).toEqual([]);
    expect((await lowRoll(null)).out.statuses).toEqual([]);
  });

  it("energy.nonlethal.2: a Death roll's Exhausted until the next Short Rest outlasts the two rounds of a non-lethal blow", async () => {
    const w = energyWorld();
    (w.gnoll.system.aura as { value: number }).value = 0;
    w.gnoll.statuses = ["exhausted"];
    w.t.rules = withRoundsLeft({ [w.gnoll.uuid]: { exhausted: 2 } });
    postCard(w.t, CARD, "gm", w.kestra, w.gnoll, 15, { openedBy: "ann" });
    await w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[1]] });
    await w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[4]] });
    await w.t.press("ann", { messageId: CARD, action: "apply" });
    // A 12: a major injury, Exhausted until the next Short Rest.
    const out = await w.t.press("gm", { messageId: CARD, action: "rollDeath", faces: [[12]] });
    expect(out.statuses).toEqual([{ side: "defender", id: "exhausted", active: true, lengthen: true }]);
  });
});
