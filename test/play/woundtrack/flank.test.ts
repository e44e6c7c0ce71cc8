/**
 * Flanking decided from where the tokens stand (grid squares, read from the canvas): two hostile
 * creatures that can reach the target, 120 degrees apart or more around it, give every attack on it
 * +2; a creature the target chooses to ignore attacks from the rear (+4) and no longer counts.
 */
import { describe, expect, it } from "vitest";
import { ignoreStep } from "../../../src/rulesets/woundtrack/play/actions";
import { refusal, type PlainActor } from "../table";
import { cardId, endTurn, startTurn } from "./rounds";
import { attack, checkFaces, inCombat, sideOf, woundtrackWorld, act } from "./world";

type World = ReturnType<typeof woundtrackWorld>;

const at = (w: World, a: PlainActor, x: number, y: number) => w.t.canvas.set(a.uuid, { x, y });
/** The flank's part of the attack, 0 when there is none. */
const flankPart = (parts: readonly { label: string; value: number }[]) => parts.find((p) => p.label === "flank")?.value ?? 0;
/** The guard's blow on the swordswoman; a plain roll (5 - 5), nothing explodes. */
async function blow(w: World, n: number, attacker: PlainActor = w.guard) {
  return (await attack(w.t, cardId(n), attacker, "club", w.fighter, checkFaces([5], [5]))).attack;
}

describe("woundtrack flanking from the tokens", () => {
  it("woundtrack.flank.1, woundtrack.flank.3, woundtrack.mod.3: guard and captain on either side of her (180 degrees) flank her: +2 to every attack on her; at 135 degrees still; at 90 not", async () => {
    const w = woundtrackWorld();
    at(w, w.fighter, 5, 5);
    at(w, w.guard, 4, 5);
    at(w, w.captain, 6, 5);
    // The guard's own bonus is Dex 1 + Melee 1 = 2; flanked, 4.
    const flanked = await blow(w, 1);
    expect(flankPart(flanked.parts)).toBe(2);
    expect(flanked.bonus).toBe(4);
    // The cutthroat, far off, attacks a flanked creature too: +2.
    at(w, w.cutthroat, 9, 9);
    expect(flankPart((await blow(w, 2, w.cutthroat)).parts)).toBe(2);
    // West (-1, 0) and north-east (1, -1) of her: 135 degrees apart.
    at(w, w.captain, 6, 4);
    expect(flankPart((await blow(w, 3)).parts)).toBe(2);
    // West and north (0, -1): 90 degrees, no flank.
    at(w, w.captain, 5, 4);
    const square = await blow(w, 4);
    expect(flankPart(square.parts)).toBe(0);
    expect(square.bonus).toBe(2);
  });

  it("woundtrack.flank.1, woundtrack.flank.2: only hostile creatures that can reach her count: a club out of reach, or her own ally, flanks nothing", async () => {
    const w = woundtrackWorld();
    at(w, w.fighter, 5, 5);
    at(w, w.guard, 4, 5);
    // The captain's club reaches 1 square; he stands 2 away.
    at(w, w.captain, 7, 5);
    expect(flankPart((await blow(w, 1)).parts)).toBe(0);
    // The archer stands where the captain would flank her; but he is on her side.
    w.t.canvas.delete(w.captain.uuid);
    at(w, w.archer, 6, 5);
    expect(flankPart((await blow(w, 2)).parts)).toBe(0);
  });

  it("woundtrack.mod.3, woundtrack.flank.2: a ranged attack on a flanked creature gets +2 as well; a bow reaches from afar", async () => {
    const w = woundtrackWorld();
    at(w, w.guard, 5, 5);
    at(w, w.fighter, 4, 5);
    // Three squares east: within the bow's reach of 10.
    at(w, w.archer, 8, 5);
    const shot = (await attack(w.t, cardId(1), w.archer, "bow", w.guard, checkFaces([5], [5]))).attack;
    // Dex 4 + Aim 2 + Bows 2 = 8; flanked, 10.
    expect(shot.way).toBe("ranged");
    expect(flankPart(shot.parts)).toBe(2);
    expect(shot.bonus).toBe(10);
  });
});

describe("woundtrack ignoring a flanker", () => {
  it("woundtrack.ignore.1, woundtrack.ignore.2, woundtrack.ignore.3, woundtrack.ignore.5: the captain she ignores attacks from the rear (+4) and no longer flanks her with the guard; she stops ignoring him on her turn only", async () => {
    const w = woundtrackWorld();
    inCombat(w.fighter, { ap: 6 }, 12);
    at(w, w.fighter, 5, 5);
    at(w, w.guard, 4, 5);
    at(w, w.captain, 6, 5);
    startTurn(w.t, w.fighter);
    await act(w.t, w.fighter, { kind: "ignore", uuid: w.captain.uuid, on: true });
    endTurn(w.t, w.fighter);
    w.t.turn = w.guard.uuid;

    // The guard alone does not flank her: no bonus.
    expect(flankPart((await blow(w, 1)).parts)).toBe(0);
    // The captain's blow is a rear attack: +4, so 2 + 4 = 6.
    const rear = await blow(w, 2, w.captain);
    expect(flankPart(rear.parts)).toBe(4);
    expect(rear.bonus).toBe(6);

    // Off her turn she may ignore another (the cutthroat), but not stop ignoring the captain.
    await act(w.t, w.fighter, { kind: "ignore", uuid: w.cutthroat.uuid, on: true });
    expect(await refusal(() => ignoreStep(sideOf(w.fighter), w.captain.uuid, false))).toBe("MANIFOLD.woundtrack.Error.NotYourTurn");
    expect(await refusal(() => ignoreStep(sideOf(w.fighter), w.fighter.uuid, true))).toBe("MANIFOLD.woundtrack.Error.IgnoreSelf");

    // Her next turn: she faces the captain again, and the two flank her.
    startTurn(w.t, w.fighter);
    await act(w.t, w.fighter, { kind: "ignore", uuid: w.captain.uuid, on: false });
    expect((w.fighter.combatant as { ignoring: string[] }).ignoring).toEqual([w.cutthroat.uuid]);
    expect(flankPart((await blow(w, 3)).parts)).toBe(2);
    expect(flankPart((await blow(w, 4, w.captain)).parts)).toBe(2);
  });
});
