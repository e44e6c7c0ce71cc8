/**
 * What review found the steps missing, each played through the step the glue calls: a creature
 * ignoring the target does not flank it, a prone creature rises to a crouch first, Perception above
 * 5 is never surprised out of its AP, fatigue lowers stamina to the new maximum, a pinned creature
 * only Escapes, and a fatal wound undone takes the NPC's death back.
 */
import { describe, expect, it } from "vitest";
import type { Outcome } from "../../../src/core/play/types";
import { roundStartStep, turnEndStep } from "../../../src/rulesets/woundtrack/play/turns";
import { refusal, type PlainActor } from "../table";
import { item } from "../../rulesets/woundtrack/data";
import { applyUpdates, cardId, draws, entrant, onSheet } from "./rounds";
import { act, attack, checkFaces, inCombat, poolsOf, systemOf, woundtrackWorld } from "./world";

type World = ReturnType<typeof woundtrackWorld>;
const at = (w: World, a: PlainActor, x: number, y: number) => w.t.canvas.set(a.uuid, { x, y });

describe("woundtrack review", () => {
  it("woundtrack.ignore.4: a creature ignoring the target cannot help flank it", async () => {
    const w = woundtrackWorld();
    at(w, w.fighter, 5, 5);
    at(w, w.guard, 4, 5);
    at(w, w.captain, 6, 5);
    inCombat(w.guard, { ignoring: [w.fighter.uuid] });
    const card = await attack(w.t, cardId(1), w.captain, "club", w.fighter, checkFaces([5], [5]));
    expect(card.attack.parts.find((p) => p.label === "flank")).toBeUndefined();
    inCombat(w.guard, { ignoring: [] });
    const flanked = await attack(w.t, cardId(2), w.captain, "club", w.fighter, checkFaces([5], [5]));
    expect(flanked.attack.parts.find((p) => p.label === "flank")?.value).toBe(2);
  });

  it("woundtrack.action.32: from prone a creature crouches first; then it may stand", async () => {
    const w = woundtrackWorld();
    w.fighter.items.push(item("crouch", "woundtrackAction", { automation: "crouch", ap: 2 }) as never);
    w.t.turn = w.fighter.uuid;
    inCombat(w.fighter, { ap: 10 });
    await act(w.t, w.fighter, { kind: "take", item: "prone", faces: [] });
    expect(await refusal(() => act(w.t, w.fighter, { kind: "take", item: "stand", faces: [] }))).toBe("MANIFOLD.woundtrack.Error.CrouchFirst");
    await act(w.t, w.fighter, { kind: "take", item: "crouch", faces: [] });
    await act(w.t, w.fighter, { kind: "take", item: "stand", faces: [] });
    expect(w.fighter.statuses).toEqual([]);
    // Prone, crouch, stand: 3 actions at 2 AP; the refused one cost nothing.
    expect(poolsOf(w.fighter).ap).toBe(4);
  });

  it("woundtrack.surprise.5, surprise.3: Perception above 5 is never surprised: the archer (Prc 6, Speed 1) gains 7 AP at the round's start and 7 at its turn's end; the fighter (Prc 2) gains none", () => {
    const w = woundtrackWorld();
    systemOf(w.archer).attributes.prc = 6;
    inCombat(w.archer, { surprised: true });
    inCombat(w.fighter, { surprised: true });
    applyUpdates(w.t, roundStartStep([w.archer, w.fighter].map(entrant), draws(0.1, 0.2)));
    expect([poolsOf(w.archer).ap, poolsOf(w.fighter).ap]).toEqual([7, 0]);
    applyUpdates(w.t, [turnEndStep(entrant(w.archer))]);
    expect(poolsOf(w.archer).ap).toBe(14);
  });

  it("woundtrack.fatigue.2-3: fatigue lowers the maximum, and stamina above it comes down to it", async () => {
    const w = woundtrackWorld();
    const fatigue = (n: number): Outcome<null> => ({ card: null, writes: [{ side: "attacker", doc: "actor", changes: { "system.stamina.fatigue": n } }], statuses: [], ledger: "none" });
    // Stamina 10 of 10; 3 fatigue: the maximum is 7, and so is her stamina.
    await onSheet(w.t, "ann", w.fighter, fatigue(3));
    expect(systemOf(w.fighter).stamina.value).toBe(7);
    // Fatigue going down raises the maximum, not the stamina.
    await onSheet(w.t, "ann", w.fighter, fatigue(1));
    expect(systemOf(w.fighter).stamina.value).toBe(7);
  });

  it("woundtrack.action.58-59: a pinned creature (helpless, immobile) takes no action but an Escape", async () => {
    const w = woundtrackWorld();
    w.fighter.items.push(item("escape", "woundtrackAction", { automation: "escape", ap: 4 }) as never);
    w.t.turn = w.fighter.uuid;
    inCombat(w.fighter, { ap: 10 });
    w.fighter.statuses.push("pinned");
    expect(await refusal(() => act(w.t, w.fighter, { kind: "take", item: "defend", faces: [] }))).toBe("MANIFOLD.woundtrack.Error.Pinned");
    await act(w.t, w.fighter, { kind: "take", item: "escape", faces: [] });
    expect(poolsOf(w.fighter).ap).toBe(6);
  });

  it("woundtrack.npc.3: Undo of the blow that killed an ordinary NPC takes its fatal wound and its death back", async () => {
    const w = woundtrackWorld();
    systemOf(w.cutthroat).wounds = { light: 0, moderate: 1, severe: 1, critical: 1, fatal: 0 };
    const card = await attack(w.t, cardId(3), w.fighter, "sword", w.cutthroat, checkFaces([6], [2]));
    expect(card.result?.hit).toBe(true);
    await w.t.press("ann", { messageId: cardId(3), action: "applyWound" });
    expect(w.cutthroat.statuses).toContain("dead");
    await w.t.press("ann", { messageId: cardId(3), action: "undoWound" });
    expect(systemOf(w.cutthroat).wounds.fatal).toBe(0);
    expect(w.cutthroat.statuses).not.toContain("dead");
  });
});
