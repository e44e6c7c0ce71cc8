/**
 * "One big thing a turn, plus move a bit" (rollunder.turn.1-9) on every path that takes the turn's
 * action: the attack opened through the shared open flow, the action menu and the reload all ask
 * the one gate (play/gate.ts canAct), which reads the turn, the creature's conditions and what the
 * turn has spent.
 */
import { describe, expect, it } from "vitest";
import { actionStep, reloadStep } from "../../../src/rulesets/rollunder/play/turn";
import { refusal } from "../table";
import { attack, combatantOf, itemsOf, rollunderWorld } from "./world";

const CARD = "cardGate00000001";
const SWORD = "sword00000000000";

describe("rollunder.turn.1: one big thing a turn", () => {
  it("rollunder.turn.2: an attack before Ada's turn is refused and writes nothing; on her turn it is her action, and a second is refused", async () => {
    const w = rollunderWorld();
    w.t.turn = w.bram.uuid;
    const before = JSON.stringify(combatantOf(w.ada));
    expect(await refusal(() => attack(w.t, CARD, w.ada, SWORD, w.footsoldier, [[5]]))).toBe("MANIFOLD.rollunder.Error.NotYourTurn");
    expect(w.t.messages.size).toBe(0);
    expect(JSON.stringify(combatantOf(w.ada))).toBe(before);
    w.t.turn = w.ada.uuid;
    await attack(w.t, CARD, w.ada, SWORD, w.footsoldier, [[5]]);
    expect(combatantOf(w.ada)!.action).toBe("attack");
    expect(await refusal(() => attack(w.t, "cardGate00000002", w.ada, SWORD, w.footsoldier, [[5]]))).toBe("MANIFOLD.rollunder.Error.ActionSpent");
  });

  it("a charge's attack is still owed after the charge, then the turn has nothing left", async () => {
    const w = rollunderWorld();
    w.t.turn = w.ada.uuid;
    Object.assign(combatantOf(w.ada)!, { action: "charge" });
    await attack(w.t, CARD, w.ada, SWORD, w.footsoldier, [[5]]);
    expect(combatantOf(w.ada)!.action).toBe("charged");
    expect(await refusal(() => attack(w.t, "cardGate00000002", w.ada, SWORD, w.footsoldier, [[5]]))).toBe("MANIFOLD.rollunder.Error.ActionSpent");
  });

  it("rollunder.turn.7: a dying or dead creature takes no action on any path: attack, action menu, reload", async () => {
    for (const status of ["dying", "dead"]) {
      const w = rollunderWorld();
      w.t.turn = w.bram.uuid;
      w.bram.statuses = [status];
      (w.bram.items.find((i) => i.id === "crossbow00000000")!.system as { loaded: boolean }).loaded = false;
      expect(await refusal(() => attack(w.t, CARD, w.bram, "dagger0000000000", w.ogre, [[5]]))).toBe("MANIFOLD.rollunder.Error.CannotAct");
      const turn = { id: "bram", kind: "pc" as const, movement: 0, combatant: combatantOf(w.bram)!, onTurn: true, statuses: [status] };
      expect(await refusal(() => actionStep(turn, "run"))).toBe("MANIFOLD.rollunder.Error.CannotAct");
      expect(await refusal(() => reloadStep(turn, itemsOf(w.bram), "crossbow00000000"))).toBe("MANIFOLD.rollunder.Error.CannotAct");
      expect(combatantOf(w.bram)!.action).toBe("");
    }
  });
});
