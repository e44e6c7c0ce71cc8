/**
 * Mounted combat through the steps the glue calls: Mount/Dismount taken from the sheet and decided
 * by the active GM (the creature targeted beside her, at least her Size, ridden by no other); one
 * turn shared at the worse initiative, or a sentient mount's own; the rider's +1 on melee blows and
 * her melee Defense against creatures smaller than her mount, a yard farther from them; and the
 * riding check an untrained mount asks whenever either is wounded.
 */
import { describe, expect, it } from "vitest";
import { arrangeTurns, roundStartStep } from "../../../src/rulesets/woundtrack/play/turns";
import type { TakeOptions } from "../../../src/rulesets/woundtrack/play/actions";
import { takeForm, takeOptionsFrom } from "../../../src/rulesets/woundtrack/play/take-form";
import type { Action } from "../../../src/rulesets/woundtrack/play/side";
import { refusal, type PlainActor } from "../table";
import { item } from "../../rulesets/woundtrack/data";
import { applyUpdates, cardId, draws, endTurn, entrant, skips, startTurn, turns } from "./rounds";
import { act, attack, checkFaces, checkOn, inCombat, poolsOf, sideOf, systemOf, tendingWorld, woundtrackWorld } from "./world";

type World = ReturnType<typeof woundtrackWorld>;

const MOUNT = item("mount", "woundtrackAction", { category: "movement", automation: "mount", ap: 4 });
const at = (w: World, a: PlainActor, x: number, y: number) => w.t.canvas.set(a.uuid, { x, y });
const ride = (w: World, a: PlainActor, mount: PlainActor | null, how: Partial<TakeOptions["ride"]> = {}) =>
  act(w.t, a, { kind: "take", item: "mount", faces: [], options: mount ? { ride: { combatant: mount.uuid, ownTurn: false, trained: false, ...how } } : {} });

/** The swordswoman (Size 0, initiative 12, 40 AP) beside the horse (Size 4, initiative 6); the guard (initiative 9) a step off. */
function world(w: World = woundtrackWorld()): World {
  w.fighter.items.push(structuredClone(MOUNT) as never);
  inCombat(w.fighter, { ap: 40 }, 12);
  inCombat(w.horse, { ap: 6 }, 6);
  inCombat(w.guard, { ap: 40 }, 9);
  at(w, w.fighter, 5, 5);
  at(w, w.horse, 5, 6);
  at(w, w.guard, 4, 5);
  return w;
}

/** She rides the horse, linked by the GM's own decision of her Mount action; the tracker's turn given back to nobody. */
async function mounted(w: World, how: Partial<TakeOptions["ride"]> = {}): Promise<World> {
  w.t.turn = w.fighter.uuid;
  await ride(w, w.fighter, w.horse, how);
  w.t.turn = null;
  return w;
}

const part = (parts: readonly { label: string; value: number }[], label: string) => parts.find((p) => p.label === label)?.value ?? 0;

describe("woundtrack Mount/Dismount", () => {
  it("woundtrack.action.40, woundtrack.mount.1: she mounts the horse beside her for the action's AP, and climbs down with it again", async () => {
    const w = world();
    startTurn(w.t, w.fighter);
    await ride(w, w.fighter, w.horse);
    expect([poolsOf(w.fighter).riding, poolsOf(w.fighter).ap, poolsOf(w.fighter).mountTrained]).toEqual([w.horse.uuid, 36, false]);
    expect(sideOf(w.fighter).mounted).toEqual({ mount: 4, untrained: true });
    // Taken again: down she climbs, whatever creature the order names.
    await ride(w, w.fighter, w.guard);
    expect([poolsOf(w.fighter).riding, poolsOf(w.fighter).ap]).toEqual(["", 32]);
    expect(sideOf(w.fighter).mounted).toBeNull();
  });

  it("woundtrack.mount.1: a mount smaller than its rider, far off, herself, or none targeted is refused, and nothing is paid", async () => {
    const w = world();
    inCombat(w.cutthroat, {}, 3);
    systemOf(w.cutthroat).size = -1;
    at(w, w.cutthroat, 6, 5);
    startTurn(w.t, w.fighter);
    expect(await refusal(() => ride(w, w.fighter, w.cutthroat))).toBe("MANIFOLD.woundtrack.Error.MountTooSmall");
    // The same Size is enough.
    systemOf(w.cutthroat).size = 0;
    expect(await refusal(() => ride(w, w.fighter, w.cutthroat))).toBeNull();
    await ride(w, w.fighter, null);
    expect(poolsOf(w.fighter).riding).toBe("");
    at(w, w.horse, 8, 8);
    expect(await refusal(() => ride(w, w.fighter, w.horse))).toBe("MANIFOLD.woundtrack.Error.MountFar");
    expect(await refusal(() => ride(w, w.fighter, w.fighter))).toBe("MANIFOLD.woundtrack.Error.RideSelf");
    expect(await refusal(() => ride(w, w.fighter, null))).toBe("MANIFOLD.woundtrack.Error.NoMount");
    // Not in the combat: no combatant of hers names it.
    expect(await refusal(() => ride(w, w.fighter, w.captain))).toBe("MANIFOLD.woundtrack.Error.NoMount");
    expect(poolsOf(w.fighter).ap).toBe(32);
  });

  it("woundtrack.mount.1: a mount ridden by another, a creature riding, and a rider carrying one are refused; out of combat nothing is linked", async () => {
    const w = world();
    w.archer.items.push(structuredClone(MOUNT) as never);
    inCombat(w.archer, { ap: 10 }, 11);
    at(w, w.archer, 6, 6);
    await mounted(w);
    expect(await refusal(() => ride(w, w.archer, w.horse))).toBe("MANIFOLD.woundtrack.Error.MountTaken");
    // The archer may not climb onto a creature that rides.
    expect(await refusal(() => ride(w, w.archer, w.fighter))).toBe("MANIFOLD.woundtrack.Error.MountRides");
    // Down from the horse, she is mounted by the archer; carrying him, she mounts nothing.
    await ride(w, w.fighter, null);
    await ride(w, w.archer, w.fighter);
    expect(poolsOf(w.archer).riding).toBe(w.fighter.uuid);
    expect(await refusal(() => ride(w, w.fighter, w.horse))).toBe("MANIFOLD.woundtrack.Error.MountRides");
    const out = woundtrackWorld();
    out.fighter.items.push(structuredClone(MOUNT) as never);
    expect(await refusal(() => ride(out, out.fighter, out.horse))).toBe("MANIFOLD.woundtrack.Error.InCombatOnly");
  });

  it("woundtrack.mount.7, woundtrack.mount.15: the Take form asks whether the mount is trained and keeps its own turn; the creature is the one targeted", () => {
    const action = { id: "mount", name: "Mount/Dismount", type: "woundtrackAction", system: MOUNT.system } as Action;
    const form = takeForm(action);
    expect(form.ride).toBe(true);
    expect(takeOptionsFrom(form, { mount: "Combatant.horse", trained: true, ownTurn: false }).ride).toEqual({ combatant: "Combatant.horse", ownTurn: false, trained: true });
    // Climbing down asks nothing.
    expect(takeForm(action, true).ride).toBe(false);
  });
});

describe("woundtrack rider and mount share a turn", () => {
  it("woundtrack.mount.3, woundtrack.mount.13: they take one turn at the worse initiative (6, after the guard's 9); the horse acts in it at its owner's hand, both gain their turn's AP, and the tracker passes its own place", async () => {
    const w = await mounted(world());
    const all = [w.fighter, w.horse, w.guard];
    applyUpdates(w.t, roundStartStep(all.map(entrant), draws(0.3, 0.2, 0.1)));
    expect(turns(all)).toEqual({ order: ["guard", "fighter", "horse"], turn: 0 });
    startTurn(w.t, w.guard);
    // The horse on the guard's turn: its initiative 6 is below his 9, so it may not act.
    expect(await refusal(() => attack(w.t, cardId(1), w.horse, "club", w.guard, checkFaces([5], [5])))).toBe("MANIFOLD.woundtrack.Error.NotYourTurn");
    endTurn(w.t, w.guard);
    expect(turns(all).turn).toBe(1);
    startTurn(w.t, w.fighter);
    expect([poolsOf(w.fighter).acting, poolsOf(w.horse).acting]).toEqual([true, true]);
    // Her turn is the horse's: it kicks the guard for its own 4 AP.
    const before = poolsOf(w.horse).ap;
    await attack(w.t, cardId(2), w.horse, "club", w.guard, checkFaces([5], [5]));
    expect(poolsOf(w.horse).ap).toBe(before - 4);
    // Its owner's hand, not her player's: the horse's sheet answers only its owner.
    expect(await refusal(() => w.t.pay("ann", w.horse, { kind: "cancel" }))).toBe("MANIFOLD.Query.NotYours");
    // Its move in their turn is its own, paid from its AP.
    await w.t.move("gm", w.horse, 2);
    const moved = poolsOf(w.horse).ap;
    expect(moved).toBeLessThan(before - 4);
    endTurn(w.t, w.fighter);
    // Both took the turn's end: acted, and the turn-end AP of each Speed (6 each at Speed 0).
    expect([poolsOf(w.fighter).acted, poolsOf(w.horse).acted, poolsOf(w.horse).ap]).toEqual([true, true, moved + 6]);
    expect(skips(w.t, w.horse)).toBe(true);
    const ap = poolsOf(w.horse).ap;
    // The tracker reaches the horse's place: nothing starts, nothing ends, it passes on.
    startTurn(w.t, w.horse);
    endTurn(w.t, w.horse);
    expect([poolsOf(w.horse).ap, poolsOf(w.horse).acting]).toEqual([ap, false]);
    expect(turns(all).turn).toBe(3);
  });

  it("woundtrack.mount.3: the pair goes by the worse initiative whichever of them it is, and a mount that already took its turn this round takes no second", async () => {
    const w = await mounted(world());
    const all = [w.fighter, w.horse, w.guard];
    // Her initiative falls to 4, below the horse's 6: the pair goes at 4, after the guard.
    w.t.actors.get(w.fighter.uuid)!.combatant!.acted = false;
    const { setInitiative } = await import("./world");
    setInitiative(w.fighter, 4);
    setInitiative(w.horse, 10);
    expect(arrangeTurns(all.map(entrant)).order).toEqual([w.guard.uuid, w.fighter.uuid, w.horse.uuid]);
    // The horse had its own turn before she mounted: her turn starts hers alone.
    poolsOf(w.horse).acted = true;
    startTurn(w.t, w.fighter);
    expect(poolsOf(w.horse).acting).toBe(false);
    endTurn(w.t, w.fighter);
    expect(poolsOf(w.horse).ap).toBe(6);
  });

  it("woundtrack.mount.15: a sentient mount kept to its own turn keeps its initiative and place, and does not act in hers", async () => {
    const w = await mounted(world(), { ownTurn: true });
    const all = [w.fighter, w.horse, w.guard];
    expect(poolsOf(w.fighter).mountTurn).toBe(true);
    expect(turns(all).order).toEqual(["fighter", "guard", "horse"]);
    startTurn(w.t, w.fighter);
    expect(poolsOf(w.horse).acting).toBe(false);
    expect(await refusal(() => attack(w.t, cardId(1), w.horse, "club", w.guard, checkFaces([5], [5])))).toBe("MANIFOLD.woundtrack.Error.NotYourTurn");
    endTurn(w.t, w.fighter);
    expect(skips(w.t, w.horse)).toBe(false);
  });
});

describe("woundtrack fighting from the saddle", () => {
  it("woundtrack.mount.4: mounted, her melee blow on the smaller guard takes +1 and so does her melee Defense against his; not against a ranged attack, nor against one riding as large", async () => {
    const w = world();
    inCombat(w.archer, { ap: 20 }, 11);
    const foot = await attack(w.t, cardId(1), w.fighter, "sword", w.guard, checkFaces([5], [5]));
    const footDefence = (await attack(w.t, cardId(2), w.guard, "club", w.fighter, checkFaces([5], [5]))).defence!.value;
    await mounted(w);
    const saddle = await attack(w.t, cardId(3), w.fighter, "sword", w.guard, checkFaces([5], [5]));
    expect([part(saddle.attack.parts, "mounted"), saddle.attack.bonus - foot.attack.bonus]).toEqual([1, 1]);
    const blow = await attack(w.t, cardId(4), w.guard, "club", w.fighter, checkFaces([5], [5]));
    expect([blow.attack.defenceEdge, blow.defence!.value - footDefence]).toEqual([1, 1]);
    // An arrow meets her ranged Defense as ever.
    expect((await attack(w.t, cardId(5), w.archer, "bow", w.fighter, checkFaces([5], [5]))).attack.defenceEdge).toBe(0);
    // The guard on the captain, as large as the horse: no edge either way.
    systemOf(w.captain).size = 4;
    inCombat(w.captain, {}, 2);
    at(w, w.captain, 3, 5);
    w.guard.items.push(structuredClone(MOUNT) as never);
    await ride(w, w.guard, w.captain);
    expect(part((await attack(w.t, cardId(6), w.fighter, "sword", w.guard, checkFaces([5], [5]))).attack.parts, "mounted")).toBe(0);
    expect((await attack(w.t, cardId(7), w.guard, "club", w.fighter, checkFaces([5], [5]))).attack.defenceEdge).toBe(0);
  });

  it("woundtrack.mount.5: a yard farther: the guard and captain beside her on the ground no longer reach her to flank her, and her sword no longer reaches to trip the guard", async () => {
    const w = world();
    inCombat(w.captain, { ap: 20 }, 2);
    at(w, w.captain, 6, 5);
    const flank = async (n: number) => part((await attack(w.t, cardId(n), w.guard, "club", w.fighter, checkFaces([5], [5]))).attack.parts, "flank");
    expect(await flank(1)).toBe(2);
    await mounted(w);
    expect(await flank(2)).toBe(0);
    // A reach of 2 closes the yard: the flank is back.
    for (const a of [w.guard, w.captain]) (a.items as unknown as { system: { reach: number } }[])[0]!.system.reach = 2;
    expect(await flank(3)).toBe(2);

    const t = tendingWorld();
    world(t);
    poolsOf(t.fighter).ap = 20;
    at(t, t.guard, 4, 5);
    const trip = (n: number) => refusal(() => checkOn(t, cardId(n), "hinder", t.guard, [5, 5], { hindrance: "trip" }));
    expect(await trip(4)).toBeNull();
    await mounted(t);
    expect(await trip(5)).toBe("MANIFOLD.woundtrack.Error.OutOfReach");
  });

  it("woundtrack.mount.7: on an untrained mount, a wound to her or to the horse tells her rider's check; trained, or on foot, nothing", async () => {
    const w = await mounted(world());
    const wound = async (n: number, target: PlainActor) => {
      w.t.log.notices.length = 0;
      await attack(w.t, cardId(n), w.guard, "club", target, checkFaces([10, 3], [1]));
      await w.t.press("gm", { messageId: cardId(n), action: "applyWound" });
      return w.t.log.notices.filter((x) => x.key === "MANIFOLD.woundtrack.Notice.RidingCheck").map((x) => x.uuid);
    };
    expect(await wound(1, w.fighter)).toEqual([w.fighter.uuid]);
    expect(await wound(2, w.horse)).toEqual([w.horse.uuid]);
    poolsOf(w.fighter).mountTrained = true;
    expect(await wound(3, w.fighter)).toEqual([]);
    expect(await wound(4, w.horse)).toEqual([]);
    poolsOf(w.fighter).mountTrained = false;
    poolsOf(w.fighter).riding = "";
    expect(await wound(5, w.fighter)).toEqual([]);
  });
});
