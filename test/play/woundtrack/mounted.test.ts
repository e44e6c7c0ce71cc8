/**
 * Mounted combat through the steps the glue calls: Mount/Dismount taken from the sheet and decided
 * by the active GM (the creature targeted beside her, at least her Size, no enemy, ridden by no
 * other); one turn shared at the worse initiative, or a sentient mount's own as the GM marks it;
 * the rider's +1 on melee blows and her melee Defense against creatures smaller than her mount, a
 * yard farther from them; and the riding check an untrained mount asks whenever either is wounded.
 */
import { describe, expect, it } from "vitest";
import { arrangeTurns, roundStartStep } from "../../../src/rulesets/woundtrack/play/turns";
import { takeForm } from "../../../src/rulesets/woundtrack/play/take-form";
import type { Action } from "../../../src/rulesets/woundtrack/play/side";
import { refusal, type PlainActor } from "../table";
import { item } from "../../rulesets/woundtrack/data";
import { applyUpdates, cardId, draws, endTurn, entrant, skips, startTurn, turns } from "./rounds";
import { act, attack, checkFaces, checkOn, inCombat, initiativeOf, NEUTRAL, poolsOf, setInitiative, sideOf, SPANS, systemOf, tendingWorld, woundtrackWorld } from "./world";

type World = ReturnType<typeof woundtrackWorld>;

const MOUNT = item("mount", "woundtrackAction", { category: "movement", automation: "mount", ap: 4 });
const at = (w: World, a: PlainActor, x: number, y: number) => w.t.canvas.set(a.uuid, { x, y });
const ride = (w: World, a: PlainActor, mount: PlainActor | null) => act(w.t, a, { kind: "take", item: "mount", faces: [], options: mount ? { ride: { combatant: mount.uuid } } : {} });

/** The swordswoman (Size 0, initiative 12, 40 AP) beside the horse (Size 4, initiative 6, neutral); the guard (initiative 9) a step off. */
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

/** She rides the horse, linked by the GM's own decision of her Mount action; the horse's combatant as the GM marks it. */
async function mounted(w: World, marks: { mountTurn?: boolean; mountTrained?: boolean } = {}): Promise<World> {
  const turn = w.t.turn;
  w.t.turn = w.fighter.uuid;
  await ride(w, w.fighter, w.horse);
  Object.assign(poolsOf(w.horse), marks);
  w.t.turn = turn;
  return w;
}

const all = (w: World) => [w.fighter, w.horse, w.guard];
const newRound = (w: World) => applyUpdates(w.t, roundStartStep(all(w).map(entrant), draws(0.3, 0.2, 0.1)));
const part = (parts: readonly { label: string; value: number }[], label: string) => parts.find((p) => p.label === label)?.value ?? 0;
const kick = (w: World, n: number) => attack(w.t, cardId(n), w.horse, "club", w.guard, checkFaces([5], [5]));

describe("woundtrack Mount/Dismount", () => {
  it("woundtrack.action.40, woundtrack.mount.1: she mounts the horse beside her for the action's AP, and climbs down with it again", async () => {
    const w = world();
    startTurn(w.t, w.fighter);
    await ride(w, w.fighter, w.horse);
    expect([poolsOf(w.fighter).riding, poolsOf(w.fighter).ap]).toEqual([w.horse.uuid, 36]);
    expect(sideOf(w.fighter).mounted).toEqual({ mount: 4, untrained: true });
    // Taken again: down she climbs, whatever creature the order names.
    await ride(w, w.fighter, w.guard);
    expect([poolsOf(w.fighter).riding, poolsOf(w.fighter).ap]).toEqual(["", 32]);
    expect(sideOf(w.fighter).mounted).toBeNull();
    // The form asks only the hurry the rules allow (jumping down): the creature ridden is the token targeted.
    const action = { id: "mount", name: "Mount/Dismount", type: "woundtrackAction", system: MOUNT.system } as Action;
    expect([takeForm(action).ride, takeForm(action).hurry, takeForm(action, true).ride]).toEqual([true, true, false]);
  });

  it("woundtrack.mount.1: a mount smaller than its rider, an enemy, far off, herself, or none targeted is refused, and nothing is paid", async () => {
    const w = world();
    inCombat(w.cutthroat, {}, 3);
    systemOf(w.cutthroat).size = -1;
    at(w, w.cutthroat, 6, 5);
    startTurn(w.t, w.fighter);
    expect(await refusal(() => ride(w, w.fighter, w.cutthroat))).toBe("MANIFOLD.woundtrack.Error.MountTooSmall");
    // The same Size is enough, but the cutthroat is an enemy; made neutral, he may be ridden.
    systemOf(w.cutthroat).size = 0;
    expect(await refusal(() => ride(w, w.fighter, w.cutthroat))).toBe("MANIFOLD.woundtrack.Error.MountHostile");
    NEUTRAL.add(w.cutthroat.uuid);
    try {
      expect(await refusal(() => ride(w, w.fighter, w.cutthroat))).toBeNull();
    } finally {
      NEUTRAL.delete(w.cutthroat.uuid);
    }
    await ride(w, w.fighter, null);
    expect(poolsOf(w.fighter).riding).toBe("");
    at(w, w.horse, 7, 5);
    expect(await refusal(() => ride(w, w.fighter, w.horse))).toBe("MANIFOLD.woundtrack.Error.MountFar");
    expect(await refusal(() => ride(w, w.fighter, w.fighter))).toBe("MANIFOLD.woundtrack.Error.RideSelf");
    expect(await refusal(() => ride(w, w.fighter, null))).toBe("MANIFOLD.woundtrack.Error.NoMount");
    // Not in the combat: no combatant of hers names it.
    expect(await refusal(() => ride(w, w.fighter, w.captain))).toBe("MANIFOLD.woundtrack.Error.NoMount");
    expect(poolsOf(w.fighter).ap).toBe(32);
  });

  it("woundtrack.mount.1: beside is measured edge to edge: a horse two squares wide two centres off is beside her, one more square off is not", async () => {
    const w = world();
    SPANS.set(w.horse.uuid, 2);
    try {
      startTurn(w.t, w.fighter);
      at(w, w.horse, 7.5, 5);
      expect(await refusal(() => ride(w, w.fighter, w.horse))).toBe("MANIFOLD.woundtrack.Error.MountFar");
      at(w, w.horse, 6.5, 5);
      expect(await refusal(() => ride(w, w.fighter, w.horse))).toBeNull();
    } finally {
      SPANS.delete(w.horse.uuid);
    }
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
    // Down from the horse: the archer is Bob's, she is Ann's; Bob may not ride Ann's creature.
    await ride(w, w.fighter, null);
    expect(await refusal(() => ride(w, w.archer, w.fighter))).toBe("MANIFOLD.woundtrack.Error.MountForeign");
    // Ann owns the archer too: he rides her; carrying him, she mounts nothing.
    w.archer.owners.push("ann");
    await ride(w, w.archer, w.fighter);
    expect(poolsOf(w.archer).riding).toBe(w.fighter.uuid);
    expect(await refusal(() => ride(w, w.fighter, w.horse))).toBe("MANIFOLD.woundtrack.Error.MountRides");
    const out = woundtrackWorld();
    out.fighter.items.push(structuredClone(MOUNT) as never);
    expect(await refusal(() => ride(out, out.fighter, out.horse))).toBe("MANIFOLD.woundtrack.Error.InCombatOnly");
  });
});

describe("woundtrack rider and mount share a turn", () => {
  it("woundtrack.mount.3, woundtrack.mount.13: they take one turn at the worse initiative (6, after the guard's 9); the horse acts in it at its owner's hand, both gain their turn's AP, and the tracker passes its own place", async () => {
    const w = await mounted(world());
    newRound(w);
    expect(turns(all(w))).toEqual({ order: ["guard", "fighter", "horse"], turn: 0 });
    startTurn(w.t, w.guard);
    // The horse on the guard's turn: its initiative 6 is below his 9, so it may not act.
    expect(await refusal(() => kick(w, 1))).toBe("MANIFOLD.woundtrack.Error.NotYourTurn");
    endTurn(w.t, w.guard);
    expect(turns(all(w)).turn).toBe(1);
    startTurn(w.t, w.fighter);
    expect([poolsOf(w.fighter).acting, poolsOf(w.horse).acting, poolsOf(w.horse).actingWith]).toEqual([true, true, w.fighter.uuid]);
    // Her turn is the horse's: it kicks the guard for its own 4 AP.
    const before = poolsOf(w.horse).ap;
    await kick(w, 2);
    expect(poolsOf(w.horse).ap).toBe(before - 4);
    // Its owner's hand, not her player's: the horse's sheet answers only its owner.
    expect(await refusal(() => w.t.pay("ann", w.horse, { kind: "cancel" }))).toBe("MANIFOLD.Query.NotYours");
    // Its move in their turn is its own, paid from its AP.
    await w.t.move("gm", w.horse, 2);
    const moved = poolsOf(w.horse).ap;
    expect(moved).toBeLessThan(before - 4);
    endTurn(w.t, w.fighter);
    // Both took the turn's end: acted, and the turn-end AP of each Speed (6 each at Speed 0).
    expect([poolsOf(w.fighter).acted, poolsOf(w.horse).acted, poolsOf(w.horse).ap, poolsOf(w.horse).actingWith]).toEqual([true, true, moved + 6, ""]);
    expect(skips(w.t, w.horse)).toBe(true);
    const ap = poolsOf(w.horse).ap;
    // The tracker reaches the horse's place: nothing starts, nothing ends, it passes on.
    startTurn(w.t, w.horse);
    endTurn(w.t, w.horse);
    expect([poolsOf(w.horse).ap, poolsOf(w.horse).acting]).toEqual([ap, false]);
    expect(turns(all(w)).turn).toBe(3);
  });

  it("woundtrack.mount.3: the pair acts and moves out of turn by its worse initiative: at 12 and 6 she may not interrupt the guard's 9", async () => {
    const w = await mounted(world());
    newRound(w);
    startTurn(w.t, w.guard);
    expect(await refusal(() => attack(w.t, cardId(1), w.fighter, "sword", w.guard, checkFaces([5], [5])))).toBe("MANIFOLD.woundtrack.Error.NotYourTurn");
    expect(await refusal(() => w.t.move("ann", w.fighter, 1))).toBe("MANIFOLD.Move.NotYourTurn");
    // On foot again (the GM's correction), her own 12 beats his 9: the attack goes, for 2 of her own initiative.
    poolsOf(w.fighter).riding = "";
    await attack(w.t, cardId(2), w.fighter, "sword", w.guard, checkFaces([5], [5]));
    expect(initiativeOf(w.fighter)).toBe(10);
  });

  it("woundtrack.mount.3: the horse took its own turn before she mounted it in hers: it does not act again, and her turn stays hers", async () => {
    const w = world();
    setInitiative(w.horse, 10);
    newRound(w);
    expect(turns(all(w)).order).toEqual(["fighter", "horse", "guard"]);
    // The horse's turn first this time: she waits (initiative 12 but the GM moved the horse up).
    startTurn(w.t, w.horse);
    endTurn(w.t, w.horse);
    startTurn(w.t, w.fighter);
    const order = turns(all(w));
    await ride(w, w.fighter, w.horse);
    // The order and the index of her turn are as they were; the horse, done, acts no more this round.
    expect(turns(all(w))).toEqual(order);
    expect(await refusal(() => kick(w, 1))).toBe("MANIFOLD.woundtrack.Error.NotYourTurn");
    endTurn(w.t, w.fighter);
    expect(poolsOf(w.horse).acted).toBe(true);
  });

  it("woundtrack.mount.3: mounted in her turn, the horse still to act keeps its own turn this round; she, done, may not act in it", async () => {
    const w = world();
    newRound(w);
    startTurn(w.t, w.fighter);
    await ride(w, w.fighter, w.horse);
    endTurn(w.t, w.fighter);
    expect(turns(all(w)).order).toEqual(["fighter", "guard", "horse"]);
    startTurn(w.t, w.guard);
    endTurn(w.t, w.guard);
    startTurn(w.t, w.horse);
    expect(poolsOf(w.horse).acting).toBe(true);
    expect(await refusal(() => ride(w, w.fighter, null))).toBe("MANIFOLD.woundtrack.Error.NotYourTurn");
    endTurn(w.t, w.horse);
    // Next round they share one turn.
    newRound(w);
    expect(turns(all(w)).order).toEqual(["guard", "fighter", "horse"]);
  });

  it("woundtrack.mount.3: mounting out of turn after her own turn leaves the guard's turn his and the horse its own place", async () => {
    const w = world();
    newRound(w);
    startTurn(w.t, w.fighter);
    endTurn(w.t, w.fighter);
    startTurn(w.t, w.guard);
    const before = turns(all(w));
    // 12 above his 9: she mounts out of turn, for 2 initiative.
    await ride(w, w.fighter, w.horse);
    expect(initiativeOf(w.fighter)).toBe(10);
    expect(turns(all(w))).toEqual(before);
    expect(turns(all(w)).order[before.turn]).toBe("guard");
  });

  it("woundtrack.mount.3: climbing down within their turn, the horse still ends its turn with hers, and the tracker keeps her turn", async () => {
    const w = await mounted(world());
    newRound(w);
    startTurn(w.t, w.guard);
    endTurn(w.t, w.guard);
    startTurn(w.t, w.fighter);
    const turn = turns(all(w)).turn;
    await ride(w, w.fighter, null);
    expect(turns(all(w)).order[turn]).toBe("fighter");
    endTurn(w.t, w.fighter);
    expect([poolsOf(w.horse).acted, poolsOf(w.horse).acting, poolsOf(w.horse).actingWith]).toEqual([true, false, ""]);
  });

  it("woundtrack.mount.15: a sentient mount the GM lets keep its own turn keeps its initiative and place, and does not act in hers", async () => {
    const w = await mounted(world(), { mountTurn: true });
    newRound(w);
    expect(turns(all(w)).order).toEqual(["fighter", "guard", "horse"]);
    startTurn(w.t, w.fighter);
    expect(poolsOf(w.horse).acting).toBe(false);
    expect(await refusal(() => kick(w, 1))).toBe("MANIFOLD.woundtrack.Error.NotYourTurn");
    endTurn(w.t, w.fighter);
    expect(skips(w.t, w.horse)).toBe(false);
    expect(arrangeTurns(all(w).map(entrant)).order).toEqual([w.fighter.uuid, w.guard.uuid, w.horse.uuid]);
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
    // The guard on the captain, as large as the horse (the GM's creature, so no enemy of his): no edge either way.
    systemOf(w.captain).size = 4;
    inCombat(w.captain, {}, 2);
    at(w, w.captain, 3, 5);
    w.guard.items.push(structuredClone(MOUNT) as never);
    await ride(w, w.guard, w.captain);
    expect(part((await attack(w.t, cardId(6), w.fighter, "sword", w.guard, checkFaces([5], [5]))).attack.parts, "mounted")).toBe(0);
    expect((await attack(w.t, cardId(7), w.guard, "club", w.fighter, checkFaces([5], [5]))).attack.defenceEdge).toBe(0);
    // The captain one size smaller than the horse: the guard's foe on a smaller mount, so her +1 is back.
    systemOf(w.captain).size = 3;
    expect(part((await attack(w.t, cardId(8), w.fighter, "sword", w.guard, checkFaces([5], [5]))).attack.parts, "mounted")).toBe(1);
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

  it("woundtrack.mount.7: on an untrained mount, a wound to her or to the horse tells her rider's check; trained (the GM's mark on the horse), or on foot, nothing", async () => {
    const w = await mounted(world());
    const wound = async (n: number, target: PlainActor) => {
      w.t.log.notices.length = 0;
      await attack(w.t, cardId(n), w.guard, "club", target, checkFaces([10, 3], [1]));
      await w.t.press("gm", { messageId: cardId(n), action: "applyWound" });
      return w.t.log.notices.filter((x) => x.key === "MANIFOLD.woundtrack.Notice.RidingCheck").map((x) => x.uuid);
    };
    expect(await wound(1, w.fighter)).toEqual([w.fighter.uuid]);
    expect(await wound(2, w.horse)).toEqual([w.horse.uuid]);
    poolsOf(w.horse).mountTrained = true;
    expect(await wound(3, w.fighter)).toEqual([]);
    expect(await wound(4, w.horse)).toEqual([]);
    poolsOf(w.horse).mountTrained = false;
    poolsOf(w.fighter).riding = "";
    expect(await wound(5, w.fighter)).toEqual([]);
  });
});
