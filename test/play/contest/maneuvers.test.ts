/** Maneuvers played through the card's steps: chosen before damage, tested by the loser, applied. */
import { describe, expect, it } from "vitest";
import { weapon } from "../../rulesets/contest/fixtures";
import { refusal } from "../table";
import { contestCard, contestWorld, strikeCard } from "./world";

const CARD = "cardManeuver0001";

/** Hero strikes the Goblin, which does not defend: a critical win for Hero. */
async function critical(goblinWeapon?: Awaited<ReturnType<typeof weapon>>) {
  const w = contestWorld();
  if (goblinWeapon) w.goblin.items = [goblinWeapon as never];
  await strikeCard(w.t, CARD, "gm", w.hero, w.goblin, "ann");
  await w.t.press("gm", { messageId: CARD, action: "declareDefence", args: { defence: "none" } });
  await w.t.press("ann", { messageId: CARD, action: "rollAttack", faces: [[2]] });
  expect(contestCard(w.t, CARD).outcome).toBe("attackerCritical");
  return w;
}

describe("contest maneuvers through the card", () => {
  it("contest.maneuver.7: damage waits for the maneuver choice, so Precision can maximise the die", async () => {
    const w = await critical();
    expect(await refusal(() => w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[3]] }))).toBe("MANIFOLD.Query.NotYours");
    await w.t.press("ann", { messageId: CARD, action: "chooseManeuver", args: { maneuver: "precision" } });
    // Precision needs no dice: the 1d8 counts as 8.
    expect(w.t.dice(CARD, "ann", "rollDamage")).toEqual([]);
    await w.t.press("ann", { messageId: CARD, action: "rollDamage" });
    expect(contestCard(w.t, CARD).damage?.rolled).toBe(8);
  });

  it("a maneuver is optional: the winner may decline and then roll damage", async () => {
    const w = await critical();
    await w.t.press("ann", { messageId: CARD, action: "declineManeuver" });
    expect(await refusal(() => w.t.press("ann", { messageId: CARD, action: "chooseManeuver", args: { maneuver: "precision" } }))).toBe("MANIFOLD.contest.Card.ManeuverChosen");
    await w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[3]] });
    expect(contestCard(w.t, CARD).damage?.rolled).toBe(3);
  });

  it("contest.maneuver.4: Disarm names an item the loser holds; a failed test drops it", async () => {
    const w = await critical();
    expect(await refusal(() => w.t.press("ann", { messageId: CARD, action: "chooseManeuver", args: { maneuver: "disarm", item: "notHeld000000000" } }))).toBe("MANIFOLD.contest.Card.DisarmWhat");
    await w.t.press("ann", { messageId: CARD, action: "chooseManeuver", args: { maneuver: "disarm", item: "sword0000000000a" } });
    // The Goblin resists with one d20 (a one-handed sword: no boon) and rolls a 20, which always fails.
    expect(w.t.dice(CARD, "gm", "rollManeuver")).toEqual([{ kind: "die", faces: 20, edge: 0, better: "low" }]);
    await w.t.press("gm", { messageId: CARD, action: "rollManeuver", faces: [[20]] });
    expect(w.goblin.items[0]!.system.equipped).toBe(false);
    expect(w.hero.items[0]!.system.equipped).toBe(true);
  });

  it("contest.maneuver.4: against a two-handed weapon the loser's test gains a boon", async () => {
    const w = await critical(weapon("Maul", { equipped: true, twoHanded: true, damage: "1d10", damageType: "crushing" }, "maul000000000000"));
    await w.t.press("ann", { messageId: CARD, action: "chooseManeuver", args: { maneuver: "disarm", item: "maul000000000000" } });
    expect(w.t.dice(CARD, "gm", "rollManeuver")).toEqual([{ kind: "die", faces: 20, edge: 1, better: "low" }]);
  });

  it("contest.maneuver.9: a failed test against Trip leaves the loser Prone", async () => {
    const w = await critical();
    await w.t.press("ann", { messageId: CARD, action: "chooseManeuver", args: { maneuver: "trip" } });
    expect(await refusal(() => w.t.press("ann", { messageId: CARD, action: "rollManeuver", faces: [[20]] }))).toBe("MANIFOLD.Query.NotYours");
    await w.t.press("gm", { messageId: CARD, action: "rollManeuver", faces: [[20]] });
    expect(w.goblin.statuses).toEqual(["prone"]);
  });
});
