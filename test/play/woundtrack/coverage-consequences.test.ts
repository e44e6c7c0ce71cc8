/**
 * What follows a change of the wound track or of fatigue, played on the table (the card's Apply,
 * a sheet field the GM or the player writes) and read off the step the shared consequence runner
 * calls after every such write, `trackConsequences`: the wounded condition of the highest wound,
 * the fatal wound (death for an ordinary NPC, a notice for anyone else), the maximum stamina that
 * fatigue lowers, exhausted and staggered.
 */
import { describe, expect, it } from "vitest";
import type { Outcome } from "../../../src/core/play/types";
import { trackConsequences, type TrackState } from "../../../src/rulesets/woundtrack/play/consequence";
import { cardId, onSheet } from "./rounds";
import { attack, checkFaces, systemOf, woundtrackWorld } from "./world";

const NONE = { light: 0, moderate: 0, severe: 0, critical: 0, fatal: 0 };
/** A character with stamina 10 of 10, unwounded, unfatigued. */
const state = (over: Partial<TrackState> = {}): TrackState => ({ ordinaryNpc: false, wounds: NONE, fatigue: 0, normalMax: 10, stamina: 10, statuses: [], untrainedMount: false, ...over });
/** A sheet field written as the sheet writes it. */
const field = (path: string, value: number): Outcome<null> => ({ card: null, writes: [{ side: "attacker", doc: "actor", changes: { [path]: value } }], statuses: [], ledger: "none" });
const on = (id: string) => ({ side: "attacker", id, active: true });

describe("woundtrack the wounded condition and the fatal wound", () => {
  it("woundtrack.slots.14: wounded at the severity of the highest wound: 3 light and 1 critical is critically wounded", async () => {
    const after = trackConsequences(state(), state({ wounds: { ...NONE, light: 3, critical: 1 } }));
    expect(after.outcome.statuses).toEqual([on("criticallyWounded")]);
    // On the table: her sword's severe blow on the guard carrying 3 light wounds; Apply, and the condition follows.
    const w = woundtrackWorld();
    systemOf(w.guard).wounds = { ...NONE, light: 3 };
    await attack(w.t, cardId(1), w.fighter, "sword", w.guard, checkFaces([6], [2]));
    await w.t.press("ann", { messageId: cardId(1), action: "applyWound" });
    expect(w.guard.statuses).toEqual(["severelyWounded"]);
  });

  it("woundtrack.wound.3, woundtrack.npc.1, woundtrack.npc.3: a fatal wound kills an ordinary NPC at once; a character, or an NPC the GM marks special, is told of it and lives on", async () => {
    const fatal = { ...NONE, fatal: 1 };
    expect(trackConsequences(state({ ordinaryNpc: true }), state({ ordinaryNpc: true, wounds: fatal })).outcome.statuses).toEqual([on("fatallyWounded"), on("dead")]);
    const character = trackConsequences(state(), state({ wounds: fatal }));
    expect(character.outcome.statuses).toEqual([on("fatallyWounded")]);
    expect(character.notices).toEqual([{ key: "MANIFOLD.woundtrack.Notice.FatalWound", data: {} }]);
    // On the table: the cutthroat's critical slot is full, so her severe blow rises to fatal: dead. The captain the GM marked special is not.
    const w = woundtrackWorld();
    systemOf(w.cutthroat).wounds = { ...NONE, severe: 1, critical: 1 };
    systemOf(w.captain).wounds = { ...NONE, severe: 3, critical: 3 };
    systemOf(w.captain).special = true;
    for (const [n, target] of [[1, w.cutthroat], [2, w.captain]] as const) {
      await attack(w.t, cardId(n), w.fighter, "sword", target, checkFaces([6], [2]));
      await w.t.press("ann", { messageId: cardId(n), action: "applyWound" });
    }
    expect([w.cutthroat.statuses.includes("dead"), w.captain.statuses.includes("dead")]).toEqual([true, false]);
    expect(w.t.log.notices).toEqual([{ uuid: w.captain.uuid, key: "MANIFOLD.woundtrack.Notice.FatalWound", data: { name: "captain" } }]);
  });
});

describe("woundtrack fatigue on the sheet", () => {
  it("woundtrack.fatigue.1, woundtrack.fatigue.5, woundtrack.fatigue.6: fatigue the GM writes for an overexertion brings exhausted at half the normal maximum (rounded down) and staggered at all of it", async () => {
    expect(trackConsequences(state(), state({ fatigue: 5 })).outcome.statuses).toEqual([on("exhausted")]);
    expect(trackConsequences(state(), state({ fatigue: 4 })).outcome.statuses).toEqual([]);
    expect(trackConsequences(state(), state({ fatigue: 10 })).outcome.statuses).toEqual([on("exhausted"), on("staggered")]);
    // A normal maximum of 7: its half, 3.5, rounds down to 3.
    expect(trackConsequences(state({ normalMax: 7, stamina: 7 }), state({ normalMax: 7, stamina: 4, fatigue: 3 })).outcome.statuses).toEqual([on("exhausted")]);
    // On the table: the GM writes 5 fatigue on her sheet, then 10.
    const w = woundtrackWorld();
    await onSheet(w.t, "gm", w.fighter, field("system.stamina.fatigue", 5));
    expect(w.fighter.statuses).toEqual(["exhausted"]);
    await onSheet(w.t, "gm", w.fighter, field("system.stamina.fatigue", 10));
    expect([...w.fighter.statuses].sort()).toEqual(["exhausted", "staggered"]);
  });

  it("woundtrack.fatigue.2, woundtrack.fatigue.3: fatigue lowers the maximum stamina; stamina above the new maximum drops to it, stamina below it stays", async () => {
    expect(trackConsequences(state(), state({ fatigue: 3 })).outcome.writes).toEqual([{ side: "attacker", doc: "actor", changes: { "system.stamina.value": 7 } }]);
    expect(trackConsequences(state({ stamina: 6 }), state({ stamina: 6, fatigue: 3 })).outcome.writes).toEqual([]);
    const w = woundtrackWorld();
    Object.assign(systemOf(w.fighter).stamina, { value: 4, fatigue: 0, max: 10 });
    // 4 fatigue: the maximum is 6, above her 4: it stays.
    await onSheet(w.t, "ann", w.fighter, field("system.stamina.fatigue", 4));
    expect(systemOf(w.fighter).stamina.value).toBe(4);
    // 8: the maximum is 2, and her stamina drops to it.
    await onSheet(w.t, "ann", w.fighter, field("system.stamina.fatigue", 8));
    expect(systemOf(w.fighter).stamina.value).toBe(2);
  });

  it("woundtrack.npc.2: an ordinary NPC is never staggered, even at fatigue past its maximum; one the GM marks special is", async () => {
    expect(trackConsequences(state({ ordinaryNpc: true }), state({ ordinaryNpc: true, fatigue: 12 })).outcome.statuses).toEqual([on("exhausted")]);
    const w = woundtrackWorld();
    await onSheet(w.t, "gm", w.cutthroat, field("system.stamina.fatigue", 12));
    expect(w.cutthroat.statuses).toEqual(["exhausted"]);
    systemOf(w.cutthroat).special = true;
    await onSheet(w.t, "gm", w.cutthroat, field("system.stamina.fatigue", 13));
    expect([...w.cutthroat.statuses].sort()).toEqual(["exhausted", "staggered"]);
  });
});
