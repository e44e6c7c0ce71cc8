/**
 * Which card buttons spend combat pools. The glue decides those on the active GM's client under
 * the lock the round's reset takes (foundry/play/cards.ts runCard, press.ts), so the list must
 * name every button whose outcome writes a combatant, and only those.
 */
import { describe, expect, it } from "vitest";
import { SPENDS_POOLS } from "../../../src/rulesets/energy/play/card";
import { energyWorld, inCombat, postCard } from "./world";

const CARD = "cardPools0000001";

describe("energy: card buttons that spend the combat pools", () => {
  it("energy.maneuver.8: a Disarm played in combat writes a combatant only when the weapon is flung, a button the glue locks", async () => {
    const w = energyWorld();
    inCombat(w.kestra, { energy: 5, agility: 3 });
    inCombat(w.gnoll, { energy: 5, agility: 3 });
    postCard(w.t, CARD, "gm", w.kestra, w.gnoll, 15, { choices: { mode: "maneuver", maneuver: "disarm" }, openedBy: "ann" });
    const presses: [string, string, unknown[]][] = [
      ["gm", "rollDefense", [[1, 1]]],
      ["gm", "rollSave", [[1]]],
      ["ann", "apply", []],
      ["ann", "fling", []],
      ["ann", "undo", []],
    ];
    const spending: string[] = [];
    for (const [user, action, faces] of presses) {
      const out = await w.t.press(user, { messageId: CARD, action, faces: faces as number[][] });
      if (out.writes.some((x) => x.doc === "combatant")) spending.push(action);
    }
    expect(spending).toEqual(["fling"]);
    expect(spending.every((a) => SPENDS_POOLS.has(a))).toBe(true);
    expect([...SPENDS_POOLS].sort()).toEqual(["endAttack", "fling"]);
  });

  it("energy.incomplete.4: ending a melee attack early gives Energy back to the attacker's combatant, a button the glue locks", async () => {
    const w = energyWorld();
    inCombat(w.kestra, { energy: 2, agility: 3, agileMoves: 3 });
    postCard(w.t, CARD, "gm", w.kestra, w.gnoll, 15, { openedBy: "ann" });
    const out = await w.t.press("ann", { messageId: CARD, action: "endAttack" });
    expect(out.writes.filter((x) => x.doc === "combatant")).toEqual([{ side: "attacker", doc: "combatant", changes: { "system.energy": 4, "system.agileMoves": 1 } }]);
    expect(SPENDS_POOLS.has("endAttack")).toBe(true);
  });
});
