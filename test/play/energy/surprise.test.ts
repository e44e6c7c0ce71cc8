/** The tracker's Surprised toggle (initiative.ts toggleSurprised) through the surprise step, over the combat's rounds. */
import { describe, expect, it } from "vitest";
import { refusal, type PlainActor } from "../table";
import { surprisedStep } from "../../../src/rulesets/energy/play/surprise";
import { conditionEffects } from "../../../src/rulesets/energy/rules/conditions";
import { creature } from "../../rulesets/energy/fixtures";
import { energyWorld, plain } from "./world";
import { Fight } from "./round-world";

/** The gnoll and its packmate on one side, Kestra on the other; the combat not yet started. */
function table() {
  const w = energyWorld();
  const pup = w.t.actor(plain("Actor.pup", "energyNpc", [], creature(), []));
  const f = new Fight([w.kestra, w.gnoll, pup]);
  return { ...w, pup, f };
}

/** The GM clicks `clicked` in the tracker: its party is the gnolls, and the step's changes are written. */
function toggle(w: Awaited<ReturnType<typeof table>>, clicked: PlainActor) {
  const party = [w.gnoll, w.pup].includes(clicked) ? [w.gnoll, w.pup] : [w.kestra];
  const changes = surprisedStep({ clicked: clicked.uuid, round: w.f.round, party: party.map((a) => ({ id: a.uuid, applied: w.f.applied.get(a.uuid)!.map((c) => c.id) })) });
  for (const { id, status } of changes) {
    const a = party.find((x) => x.uuid === id)!;
    if (status.active) w.f.condition(a, status.id, status.rounds);
    else w.f.drop(a, status.id);
  }
  return changes;
}

describe("energy: Surprised at the start of combat", () => {
  it("energy.surprise.1: set before the combat starts, Surprise holds through round 1 (Unguarded, Evasion at disadvantage) and is gone when round 2 begins", async () => {
    const w = table();
    toggle(w, w.gnoll);
    await w.f.next();
    expect(w.f.inForce(w.gnoll).has("unguarded")).toBe(true);
    expect(conditionEffects(w.f.inForce(w.gnoll)).evasionEdge).toBe(-1);
    await w.f.next();
    expect(w.gnoll.statuses).not.toContain("surprised");
    expect(conditionEffects(w.f.inForce(w.gnoll)).evasionEdge).toBe(0);
  });

  it("energy.surprise.1: set during round 1, it still ends with round 1; after round 1 it is refused", async () => {
    const w = table();
    await w.f.next();
    toggle(w, w.kestra);
    expect(w.kestra.statuses).toContain("surprised");
    await w.f.next();
    expect(w.kestra.statuses).not.toContain("surprised");
    expect(await refusal(() => toggle(w, w.kestra))).toBe("MANIFOLD.energy.Error.SurpriseLate");
    expect(w.kestra.statuses).not.toContain("surprised");
  });

  it("energy.surprise.2: the whole party is Surprised even if only one was targeted, and the toggle takes it off them all", () => {
    const w = table();
    toggle(w, w.pup);
    expect([w.gnoll, w.pup, w.kestra].map((a) => a.statuses.includes("surprised"))).toEqual([true, true, false]);
    toggle(w, w.gnoll);
    expect([w.gnoll, w.pup].map((a) => a.statuses.includes("surprised"))).toEqual([false, false]);
  });

  it("energy.surprise.2: a member the GM keeps Unaware stays Surprised when the party's Surprise comes off", () => {
    const w = table();
    toggle(w, w.gnoll);
    w.f.condition(w.pup, "unaware");
    toggle(w, w.gnoll);
    expect(w.gnoll.statuses).not.toContain("surprised");
    expect(w.pup.statuses).toContain("surprised");
  });
});
