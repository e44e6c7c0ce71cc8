/**
 * What Manifold does today where no step reaches a rule yet (docs/dev/woundtrack.md, "Not reached
 * yet"): the table plays it. Each test pins that boundary through the steps the glue calls, so the
 * step that comes to reach a row changes a test that names it: the compendium's action items pay
 * their AP and write nothing else; nothing waits to be cancelled and nothing counts reactions; the
 * drag reads no current, size or other rate; there is no climbing state, a mount's move is its own, and no damage type.
 */
import { describe, expect, it } from "vitest";
import { pack } from "../../browser/samples";
import { actionNeeds } from "../../../src/rulesets/woundtrack/play/actions";
import { checkCardContext } from "../../../src/rulesets/woundtrack/check-context";
import { flankedAt } from "../../../src/rulesets/woundtrack/play/attack";
import { legSteps } from "../../../src/rulesets/woundtrack/play/legs";
import { WOUNDTRACK_MOVES } from "../../../src/rulesets/woundtrack/play/move";
import type { Action, WoundtrackItem } from "../../../src/rulesets/woundtrack/play/side";
import { woundtrackRules } from "../../../src/rulesets/woundtrack/rules/definition";
import { refusal, type PlainActor } from "../table";
import { cardId, endTurn, startTurn } from "./rounds";
import { act, attack, cardOf, checkFaces, checkOn, inCombat, initiativeOf, poolsOf, sideOf, systemOf, tendingWorld, woundtrackWorld } from "./world";

type World = ReturnType<typeof woundtrackWorld>;

const ACTIONS: WoundtrackItem[] = pack("woundtrack-actions").map((d) => ({ id: d._id, name: d.name, type: "woundtrackAction", system: d.system }) as unknown as WoundtrackItem);

/** The swordswoman holding the compendium's actions, on her turn with 20 AP at initiative 12. */
function armed(): World {
  const w = woundtrackWorld();
  w.fighter.items.push(...(structuredClone(ACTIONS) as never[]));
  inCombat(w.fighter, { ap: 20 }, 12);
  startTurn(w.t, w.fighter);
  return w;
}

/** Everything a take could change besides the AP: the actor's system, its conditions, the combatant's other fields. */
const state = (a: PlainActor) => structuredClone({ system: a.system, statuses: a.statuses, combatant: { ...poolsOf(a), ap: 0 }, initiative: initiativeOf(a) });

/** [the rows, the compendium item the table plays them with]. */
const TABLE_PLAYS: [string[], string][] = [
  [["woundtrack.action.18"], "Cast a Spell"],
  [["woundtrack.action.33", "woundtrack.action.34"], "Create an Opening"],
  [[], "Escape"],
  [["woundtrack.action.60", "woundtrack.action.61"], "End a Magical Effect"],
  [["woundtrack.mount.10", "woundtrack.mount.11", "woundtrack.mount.12"], "Regain Control of a Mount"],
  [[], "Use an Object"],
];

describe("woundtrack actions the table plays: Take pays the item's AP and nothing else", () => {
  for (const [ids, name] of TABLE_PLAYS) {
    it(`${[...ids, name].join(", ")}: ${name} throws no dice, costs its item's AP (never hurried), and writes no condition, wound, stamina, mana or initiative`, async () => {
      const w = armed();
      const found = w.fighter.items.find((i) => i.name === name) as unknown as Action;
      expect(actionNeeds(sideOf(w.fighter), found)).toEqual([]);
      // A wound and some fatigue to see that nothing treats them; stamina and mana spent.
      Object.assign(systemOf(w.fighter), { wounds: { light: 1, moderate: 1, severe: 0, critical: 0, fatal: 0 }, stamina: { value: 4, fatigue: 2, max: 10 }, mana: { value: 2, invested: 1, max: 6 } });
      w.fighter.statuses.push("moderatelyWounded", "bleeding");
      const before = state(w.fighter);
      await act(w.t, w.fighter, { kind: "take", item: found.id, faces: [] });
      expect([name, poolsOf(w.fighter).ap]).toEqual([name, 20 - found.system.ap]);
      expect(state(w.fighter)).toEqual(before);
    });
  }
});

describe("woundtrack what a check card only tells", () => {
  it("woundtrack.action.48, woundtrack.action.56: a made Drag or Interpose is told on its card; Apply has nothing to write: no token moved, no attack retargeted", async () => {
    const w = tendingWorld();
    w.fighter.statuses.push("grappling");
    w.guard.statuses.push("grappling");
    Object.assign(systemOf(w.guard).attributes, { str: -5, dex: -5 });
    for (const [n, automation] of [[4, "drag"], [5, "interpose"]] as const) {
      w.fighter.items.push({ ...(w.fighter.items[0] as object), id: automation, name: automation, type: "woundtrackAction", system: { category: "grappling", automation, ap: 0, attack: "", reaction: false, trigger: "", check: "", staminaCost: 0, manaCost: 0 } } as never);
      const card = await checkOn(w, cardId(n), automation, w.guard, [9, 1]);
      expect([automation, card.result.success]).toEqual([automation, true]);
      expect(await refusal(() => w.t.press("gm", { messageId: cardId(n), action: "applyWound" }))).not.toBeNull();
    }
    expect([w.fighter.statuses, w.guard.statuses]).toEqual([["grappling"], ["grappling"]]);
  });

  it("woundtrack.action.65, woundtrack.treat.5: Stabilize tells the wake-up check once, and a treated bleeding the steps it drops; neither is counted or written", async () => {
    const w = tendingWorld();
    Object.assign(systemOf(w.guard).wounds, { light: 1 });
    w.guard.statuses.push("dying", "bleeding");
    await checkOn(w, cardId(1), "stabilize", w.guard, [9, 1]);
    const stabilized = checkCardContext(w.t.messages.get(cardId(1))!.card as never, { apply: true, undo: false }, (k) => k);
    expect(stabilized.says?.key).toBe("MANIFOLD.woundtrack.CheckCard.Says.stabilize");
    await checkOn(w, cardId(2), "treatCondition", w.guard, [9, 1], { condition: "bleeding", tn: 0 });
    const treated = checkCardContext(w.t.messages.get(cardId(2))!.card as never, { apply: false, undo: false }, (k) => k);
    // 8 + 3 = 11 over TN 0: 1 + 5 steps, told; the bleeding stays marked.
    expect([treated.says?.key, treated.says?.data.steps, treated.apply]).toEqual(["MANIFOLD.woundtrack.CheckCard.Says.bleeding", 6, false]);
    expect(w.guard.statuses).toContain("bleeding");
  });
});

describe("woundtrack the declared action and the reaction's trigger", () => {
  it("woundtrack.act.5, woundtrack.act.9: an attack opens and resolves at once, its AP paid, so nothing declared waits for an interruption to cancel; two Rebuffs answer one approach", async () => {
    const w = woundtrackWorld();
    inCombat(w.fighter, { ap: 6 }, 12);
    inCombat(w.guard, { ap: 10 }, 8);
    startTurn(w.t, w.guard);
    // His blow is paid (4 AP) and resolved as it opens; her Defend off his turn afterwards changes neither.
    const card = await attack(w.t, cardId(1), w.guard, "club", w.fighter, checkFaces([6], [2]));
    expect(card.result).not.toBeNull();
    expect(poolsOf(w.guard).ap).toBe(6);
    await act(w.t, w.fighter, { kind: "take", item: "defend", faces: [] });
    expect([poolsOf(w.guard).ap, cardOf(w.t, cardId(1)).result]).toEqual([6, card.result]);
    // Her approach: the guard Rebuffs twice, each a reaction Manifold lets through.
    endTurn(w.t, w.guard);
    startTurn(w.t, w.fighter);
    expect(poolsOf(w.guard).ap).toBe(12);
    await attack(w.t, cardId(2), w.guard, "club", w.fighter, checkFaces([5], [5]), { action: "rebuff" });
    await attack(w.t, cardId(3), w.guard, "club", w.fighter, checkFaces([5], [5]), { action: "rebuff" });
    expect(poolsOf(w.guard).ap).toBe(4);
  });

  it("woundtrack.round.1: the round's 15 seconds are the world's setting for Foundry's clock; no step counts seconds", () => {
    expect(woundtrackRules.roundSeconds).toBe(15);
  });
});

describe("woundtrack the drag knows no current", () => {
  it("woundtrack.terrain.3: swimming is a terrain of 3, and no water's speed or direction is added: a swim downstream costs as much as upstream", async () => {
    const w = woundtrackWorld();
    inCombat(w.fighter, { ap: 6 }, 12);
    w.t.turn = w.fighter.uuid;
    const swim = () => 3;
    const down = legSteps([{ x: 0, y: 0 }, { x: 2, y: 0 }], swim);
    const up = legSteps([{ x: 2, y: 0 }, { x: 0, y: 0 }], swim);
    expect([down.map((s) => s.terrain), up.map((s) => s.terrain)]).toEqual([[3, 3], [3, 3]]);
    // 6 yards at her rate 9: 3 AP.
    await w.t.move("ann", w.fighter, down.length, { steps: down });
    expect(poolsOf(w.fighter)).toMatchObject({ ap: 3, move: { bought: 3, yards: 0 } });
  });

  it("woundtrack.move.3: the ledger's movement rate is always the table's from Str + Size + Athletics", () => {
    const w = woundtrackWorld();
    // Str 2 + Size 0 + Athletics 2 = 4: rate 9, whatever else the creature is.
    const ledger = WOUNDTRACK_MOVES.read(inCombat(w.fighter).combatant, systemOf(w.fighter), ["prone"]);
    expect(ledger.rate).toBe(9);
  });

  it("woundtrack.grid.2, woundtrack.grid.3: every creature stands on one square, whatever its Size: a flanker two squares off does not reach with a 1-square weapon", () => {
    const w = woundtrackWorld();
    systemOf(w.captain).size = 5;
    const around = (x: number) => [
      { uuid: w.guard.uuid, at: { x: 4, y: 5 }, reach: 1, hostile: true, ignoresTarget: false },
      { uuid: w.captain.uuid, at: { x, y: 5 }, reach: 1, hostile: true, ignoresTarget: false },
    ];
    expect(flankedAt({ target: { x: 5, y: 5 }, around: around(6) }, [])).toBe(true);
    expect(flankedAt({ target: { x: 5, y: 5 }, around: around(7) }, [])).toBe(false);
  });
});

describe("woundtrack no jump, water, climbing or mount state", () => {
  it("woundtrack.jump.7, woundtrack.jump.9: a turn ends whatever a jump would be doing: the Jump taken, the turn's end gives its AP and passes the turn", async () => {
    const w = armed();
    inCombat(w.fighter, { ap: 4 }, 12);
    startTurn(w.t, w.fighter);
    const jump = w.fighter.items.find((i) => i.name === "Jump")!;
    await act(w.t, w.fighter, { kind: "take", item: jump.id, faces: checkFaces([5], [5]) });
    endTurn(w.t, w.fighter);
    expect(poolsOf(w.fighter)).toMatchObject({ ap: 10, acted: true, acting: false, long: { action: "" } });
  });

  it("the Jump tells its reach; the landing checks are the table's to roll (the line offers them, take.test.ts)", async () => {
    const w = armed();
    const jump = w.fighter.items.find((i) => i.name === "Jump")!;
    const report = await act(w.t, w.fighter, { kind: "take", item: jump.id, faces: checkFaces([5], [5]) });
    expect(Object.keys(report ?? {}).sort()).toEqual(["ap", "check", "cling", "hurry", "jump", "mana", "stamina"]);
    expect(report).toMatchObject({ check: null, hurry: null });
    expect(String((jump.system as { description: string }).description)).toMatch(/Dex \[Acrobatics\/Balance\].*Dex \[Acrobatics\/Gymnastics\]/);
  });

  it("woundtrack.underwater.9: Apply writes the one target's track and nothing more; lightning's spill onto others is told, and the table applies it", async () => {
    const w = woundtrackWorld();
    const blow = await attack(w.t, cardId(1), w.guard, "club", w.fighter, checkFaces([10, 9], [1]));
    expect(blow.defence).toMatchObject({ value: 11, used: "melee" });
    expect(blow.attack.parts.map((p) => p.label)).toEqual(["attribute", "skill"]);
    const arrow = await attack(w.t, cardId(2), w.archer, "bow", w.fighter, checkFaces([6], [1]));
    expect(arrow.defence).toMatchObject({ value: 10, used: "ranged" });
    const before = w.t.log.writes.length;
    await w.t.press("gm", { messageId: cardId(1), action: "applyWound" });
    expect(w.t.log.writes.slice(before).map((x) => [x.uuid, x.doc])).toEqual([[w.fighter.uuid, "actor"]]);
  });

  it("woundtrack.mount.6: mounted, the horse's move in the turn they share is its own and pays its AP; hers for steering it are the table's to take", async () => {
    const w = woundtrackWorld();
    inCombat(w.fighter, { ap: 6, riding: w.horse.uuid }, 12);
    inCombat(w.horse, { ap: 6 }, 8);
    startTurn(w.t, w.fighter);
    // 2 AP of the horse's buy its 4 yards; hers are untouched.
    await w.t.move("gm", w.horse, 4);
    expect(poolsOf(w.fighter).ap).toBe(6);
    expect(poolsOf(w.horse).ap).toBeLessThan(6);
  });
});
