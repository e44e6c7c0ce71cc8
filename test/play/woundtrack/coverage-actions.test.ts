/**
 * The sheet's actions and reactions through the GM's pay flow, with the items of the
 * woundtrack-actions compendium as they ship: what each costs, reactions taken off any turn at no
 * initiative, an action cut in off the turn at any point the table picks, the pinned creature's one
 * action, the GM's surprise mark, and a drag's path counted a square to the yard.
 */
import { describe, expect, it } from "vitest";
import { pack } from "../../browser/samples";
import { legSteps } from "../../../src/rulesets/woundtrack/play/legs";
import { initiativeStep, roundStartStep } from "../../../src/rulesets/woundtrack/play/turns";
import type { WoundtrackItem } from "../../../src/rulesets/woundtrack/play/side";
import { refusal, type PlainActor } from "../table";
import { item } from "../../rulesets/woundtrack/data";
import { applyUpdates, cardId, draws, entrant, startTurn } from "./rounds";
import { act, attack, cardOf, checkFaces, checkOn, inCombat, initiativeOf, poolsOf, woundtrackWorld } from "./world";

type World = ReturnType<typeof woundtrackWorld>;

/** The compendium's action items, as a sheet holds them. */
const ACTIONS: WoundtrackItem[] = pack("woundtrack-actions").map((d) => ({ id: d._id, name: d.name, type: "woundtrackAction", system: d.system }) as unknown as WoundtrackItem);
const named = (name: string): WoundtrackItem => {
  const found = ACTIONS.find((i) => i.name === name);
  if (!found) throw new Error(`no ${name} in woundtrack-actions`);
  return found;
};

/** The swordswoman holding the compendium's actions, in combat with `ap` AP at `initiative`. */
function armed(ap: number, initiative = 12) {
  const w = woundtrackWorld();
  w.fighter.items.push(...(structuredClone(ACTIONS) as never[]));
  inCombat(w.fighter, { ap }, initiative);
  return w;
}
const take = (w: World, a: PlainActor, name: string) => act(w.t, a, { kind: "take", item: named(name).id, faces: [] });

describe("woundtrack what the compendium's actions cost", () => {
  it("woundtrack.object.1, woundtrack.object.3, woundtrack.object.4, woundtrack.object.5, woundtrack.object.6, woundtrack.object.7: Use an Object costs what the item says; the seed's uses 2, 2, 4, 6 and 8 AP", async () => {
    const seed: [string, number][] = [
      ["Use an Object (Open or Close a Door)", 2],
      ["Use an Object (Light a Torch or Candle)", 2],
      ["Use an Object (Drink a Potion)", 4],
      ["Use an Object (Ring a Large Warning Bell)", 6],
      ["Use an Object (Start a Fire with Flint and Steel)", 8],
    ];
    for (const [name, ap] of seed) {
      const w = armed(20);
      startTurn(w.t, w.fighter);
      await take(w, w.fighter, name);
      expect([name, poolsOf(w.fighter).ap]).toEqual([name, 20 - ap]);
    }
    // An item's own cost is what is paid: a wand whose item says 3.
    const w = armed(20);
    w.fighter.items.push(item("wand", "woundtrackAction", { ap: 3, category: "misc" }) as never);
    startTurn(w.t, w.fighter);
    await act(w.t, w.fighter, { kind: "take", item: "wand", faces: [] });
    expect(poolsOf(w.fighter).ap).toBe(17);
  });

  it("woundtrack.action.27, woundtrack.action.28, woundtrack.action.29, woundtrack.action.30: Retrieve or Stow an Item: 1 AP from a scabbard or pocket, 3 from a belt pouch, 6 from a backpack", async () => {
    const seed: [string, number][] = [
      ["Retrieve or Stow an Item (Scabbard or Pocket)", 1],
      ["Retrieve or Stow an Item (Belt Pouch or Concealed Pocket)", 3],
      ["Retrieve or Stow an Item (Sack or Backpack)", 6],
    ];
    for (const [name, ap] of seed) {
      const w = armed(10);
      startTurn(w.t, w.fighter);
      await take(w, w.fighter, name);
      expect([name, poolsOf(w.fighter).ap]).toEqual([name, 10 - ap]);
    }
  });
});

describe("woundtrack reactions off any turn", () => {
  it("woundtrack.action.5, woundtrack.action.22, woundtrack.action.44, woundtrack.action.53, woundtrack.act.8: each reaction names its trigger; when the table sees it met, its owner takes it at once, off the turn, at no initiative", async () => {
    // The compendium's reactions, and only they, carry a trigger.
    expect(ACTIONS.filter((i) => i.type === "woundtrackAction" && i.system.reaction).map((i) => i.name).sort()).toEqual(["Cling", "Harry", "Ignore Your Flank", "Interpose", "Rebuff"]);
    for (const i of ACTIONS) if (i.type === "woundtrackAction") expect([i.name, i.system.trigger !== ""]).toEqual([i.name, i.system.reaction]);
    // The guard holds the turn at 8; she is at 3, below him.
    const w = armed(10, 3);
    inCombat(w.guard, { ap: 6 }, 8);
    startTurn(w.t, w.guard);
    // A Cling throws its Power check: its result is read as yards.
    await act(w.t, w.fighter, { kind: "take", item: named("Cling").id, faces: checkFaces([5], [5]) });
    expect(["Cling", poolsOf(w.fighter).ap, initiativeOf(w.fighter)]).toEqual(["Cling", 8, 3]);
    // Harry and Interpose are made on a creature: their cards open off his turn the same way.
    w.t.canvas.set(w.fighter.uuid, { x: 0, y: 0 });
    w.t.canvas.set(w.guard.uuid, { x: 1, y: 0 });
    await checkOn(w, cardId(8), named("Harry").id, w.guard, []);
    expect(["Harry", poolsOf(w.fighter).ap, initiativeOf(w.fighter)]).toEqual(["Harry", 6, 3]);
    w.fighter.statuses.push("grappling");
    w.guard.statuses.push("grappling");
    await checkOn(w, cardId(9), named("Interpose").id, w.guard, [5, 5]);
    expect(["Interpose", poolsOf(w.fighter).ap, initiativeOf(w.fighter)]).toEqual(["Interpose", 4, 3]);
  });

  it("woundtrack.action.12, woundtrack.action.13: as the guard comes closer, she Rebuffs him with her sword, off his turn, and the wound dealt is a level worse", async () => {
    const w = woundtrackWorld();
    inCombat(w.fighter, { ap: 6 }, 3);
    inCombat(w.guard, { ap: 6 }, 8);
    startTurn(w.t, w.guard);
    const card = await attack(w.t, cardId(1), w.fighter, "sword", w.guard, checkFaces([6], [2]), { action: "rebuff" });
    expect(card.attack).toMatchObject({ action: "rebuff", way: "melee" });
    expect(card.result).toMatchObject({ indicated: "severe", level: "critical" });
    // 4 AP, and her initiative as it was.
    expect([poolsOf(w.fighter).ap, initiativeOf(w.fighter)]).toEqual([2, 3]);
  });
});

describe("woundtrack acting off the turn", () => {
  it("woundtrack.act.4: at 14 she cuts into the guard's turn at its start, then while his blow waits on her Defend answer, 2 initiative each time", async () => {
    const w = armed(10, 14);
    inCombat(w.guard, { ap: 6 }, 8);
    startTurn(w.t, w.guard);
    // At the start of his turn, before he acts.
    await take(w, w.fighter, "Defend");
    expect([initiativeOf(w.fighter), poolsOf(w.fighter).ap]).toEqual([12, 8]);
    // His blow is declared and waits on her answer; before it resolves she drops prone.
    await attack(w.t, cardId(1), w.guard, "club", w.fighter, checkFaces([5], [5]));
    expect(cardOf(w.t, cardId(1)).result).toBeNull();
    await take(w, w.fighter, "Change Posture (Prone)");
    expect([initiativeOf(w.fighter), poolsOf(w.fighter).ap, w.fighter.statuses]).toEqual([10, 6, ["prone"]]);
    // Then she answers, and after the resolution cuts in once more, crouching.
    await w.t.press("ann", { messageId: cardId(1), action: "defend", args: { answer: "bonus" } });
    expect(cardOf(w.t, cardId(1)).result).not.toBeNull();
    await take(w, w.fighter, "Change Posture (Crouch)");
    expect([initiativeOf(w.fighter), poolsOf(w.fighter).ap, w.fighter.statuses]).toEqual([8, 4, ["crouching"]]);
    // At 8 she is no longer above him.
    expect(await refusal(() => take(w, w.fighter, "Change Posture (Prone)"))).toBe("MANIFOLD.woundtrack.Error.NotYourTurn");
  });

  it("woundtrack.action.59: pinned, she takes no action, reaction or attack but an Escape", async () => {
    const w = armed(12);
    w.t.turn = w.fighter.uuid;
    w.fighter.statuses.push("pinned");
    expect(await refusal(() => take(w, w.fighter, "Defend"))).toBe("MANIFOLD.woundtrack.Error.Pinned");
    expect(await refusal(() => checkOn(w, cardId(2), named("Harry").id, w.guard, []))).toBe("MANIFOLD.woundtrack.Error.Pinned");
    // The pin makes her helpless: no attack.
    expect(await refusal(() => attack(w.t, cardId(1), w.fighter, "sword", w.guard, checkFaces([6], [2])))).toBe("MANIFOLD.woundtrack.Error.Helpless");
    expect(poolsOf(w.fighter).ap).toBe(12);
    await take(w, w.fighter, "Escape");
    expect(poolsOf(w.fighter).ap).toBe(8);
  });
});

describe("woundtrack surprise as the GM marks it", () => {
  it("woundtrack.surprise.1: the GM marks who is surprised on the tracker (the checks are the table's); the initiative check and the round's AP read the mark", () => {
    const w = woundtrackWorld();
    // Her roll of 3: Prc 2 + Reflex 1 + Initiative 1 + 5 = 12 unmarked; marked, 5 - Prc 2 = 3 less.
    expect(initiativeStep(entrant(inCombat(w.fighter)), 3)).toBe(12);
    expect(initiativeStep(entrant(inCombat(w.fighter, { surprised: true })), 3)).toBe(9);
    inCombat(w.guard, { ap: 0 }, 8);
    applyUpdates(w.t, roundStartStep([w.fighter, w.guard].map(entrant), draws(0.5, 0.5)));
    expect([poolsOf(w.fighter).ap, poolsOf(w.guard).ap]).toEqual([0, 6]);
  });
});

describe("woundtrack the grid", () => {
  it("woundtrack.grid.1: on the 1-yard square grid a drag's path is walked square by square, each a yard (every second diagonal 2)", async () => {
    const w = woundtrackWorld();
    inCombat(w.fighter, { ap: 6 }, 12);
    w.t.turn = w.fighter.uuid;
    // Three squares east: 3 steps, 3 yards; her rate 9 buys 2 yards for 1 AP, 4 for 2.
    const straight = legSteps([{ x: 0, y: 0 }, { x: 3, y: 0 }]);
    expect(straight).toEqual([{ dx: 1, dy: 0 }, { dx: 1, dy: 0 }, { dx: 1, dy: 0 }]);
    await w.t.move("ann", w.fighter, straight.length, { steps: straight });
    expect(poolsOf(w.fighter)).toMatchObject({ ap: 4, move: { bought: 2, yards: 1 } });
    // Two squares diagonally: 1 + 2 = 3 yards: the yard left and 1 AP more (3 AP buy 6, 2 more).
    const diagonal = legSteps([{ x: 3, y: 0 }, { x: 5, y: 2 }]);
    expect(diagonal).toEqual([{ dx: 1, dy: 1 }, { dx: 1, dy: 1 }]);
    await w.t.move("ann", w.fighter, diagonal.length, { steps: diagonal });
    expect(poolsOf(w.fighter)).toMatchObject({ ap: 3, move: { bought: 3, yards: 0, diagonals: 2 } });
  });
});
