/**
 * The grappling actions and Enter Occupied Space as the sheet opens them: a check card on the creature
 * targeted, through the shared open flow, Apply and Undo through the shared press. Who may make
 * each (grappling already, sizes less than 5 apart, adjacent), the check (a melee attack with bare
 * hands, a Power or an Agility check, wild as every combat check is, with its -2s) and what it meets.
 */
import { describe, expect, it } from "vitest";
import { defenceValues } from "../../../src/rulesets/woundtrack/rules/defences";
import { defenceFacts } from "../../../src/rulesets/woundtrack/play/side";
import { item } from "../../rulesets/woundtrack/data";
import { refusal, type PlainActor } from "../table";
import { cardId } from "./rounds";
import { attack, checkFaces, checkOn, sideOf, systemOf, woundtrackWorld } from "./world";

/** The swordswoman (Str 2, Dex 3, Athletics 2, Reflex 1/Agility 1, Melee 2; Size 0) beside the guard, with the five actions. */
function world() {
  const w = woundtrackWorld();
  for (const automation of ["grapple", "pin", "drag", "interpose", "enterSpace"]) w.fighter.items.push({ ...item(automation, "woundtrackAction", { category: "grappling", automation, ap: 4 }), name: automation } as never);
  w.t.canvas.set(w.fighter.uuid, { x: 0, y: 0 });
  w.t.canvas.set(w.guard.uuid, { x: 1, y: 0 });
  return w;
}

const defences = (a: PlainActor) => defenceValues(defenceFacts(sideOf(a)));

describe("woundtrack Grapple", () => {
  it("woundtrack.action.49, woundtrack.action.52: a melee attack with bare hands (her sword has reach 1), wild, against the melee Defense; a hit has both grappling, no wound; Undo lets go", async () => {
    const w = world();
    const wounds = structuredClone(systemOf(w.guard).wounds);
    // Dex 3 + Melee 2 = 5, no accuracy: 10 + 6 - 2 + 5 = 19.
    const card = await checkOn(w, cardId(1), "grapple", w.guard, [[10, 6], [2]], {});
    expect(card).toMatchObject({ effect: "grapple", made: { skill: "Melee", bonus: 5 }, thrown: { kind: "wild", positive: [10, 6], critSuccess: true }, against: { kind: "melee", value: defences(w.guard).melee }, result: { total: 19, success: true } });
    await w.t.press("gm", { messageId: cardId(1), action: "applyWound" });
    expect([w.fighter.statuses, w.guard.statuses, systemOf(w.guard).wounds]).toEqual([["grappling"], ["grappling"], wounds]);
    await w.t.press("gm", { messageId: cardId(1), action: "undoWound" });
    expect([w.fighter.statuses, w.guard.statuses]).toEqual([[], []]);
  });

  it("woundtrack.action.49: with a reach-0 weapon in hand she grapples with it: its group and accuracy count", async () => {
    const w = world();
    w.fighter.items.push(item("gauntlet", "woundtrackWeapon", { kind: "melee", group: "Brawling", accuracy: 2, damage: 1, reach: 0, equipped: true }) as never);
    // Dex 3 + Melee 2 + Brawling 0 + accuracy 2 = 7.
    const card = await checkOn(w, cardId(1), "grapple", w.guard, [5, 5]);
    expect(card.made).toMatchObject({ skill: "Melee", specialisation: "Brawling", bonus: 7 });
  });

  it("woundtrack.action.9: a Grapple is an attack: a helpless creature makes none, and nothing is paid", async () => {
    const w = world();
    w.fighter.statuses.push("helpless");
    expect(await refusal(() => checkOn(w, cardId(1), "grapple", w.guard, [5, 5]))).toBe("MANIFOLD.woundtrack.Error.Helpless");
  });

  it("woundtrack.action.50: sizes 5 apart cannot grapple; nor can a creature two squares off", async () => {
    const w = world();
    systemOf(w.guard).size = 5;
    expect(await refusal(() => checkOn(w, cardId(1), "grapple", w.guard, [5, 5]))).toBe("MANIFOLD.woundtrack.Error.SizeGap");
    systemOf(w.guard).size = 4;
    expect((await checkOn(w, cardId(2), "grapple", w.guard, [5, 5])).effect).toBe("grapple");
    // It is the gap that counts: 3 and 3 are no gap at all.
    Object.assign(systemOf(w.fighter), { size: 3 });
    systemOf(w.guard).size = 3;
    expect((await checkOn(w, cardId(4), "grapple", w.guard, [5, 5])).effect).toBe("grapple");
    systemOf(w.fighter).size = 0;
    w.t.canvas.set(w.guard.uuid, { x: 2, y: 0 });
    expect(await refusal(() => checkOn(w, cardId(3), "grapple", w.guard, [5, 5]))).toBe("MANIFOLD.woundtrack.Error.OutOfReach");
  });
});

describe("woundtrack while grappling", () => {
  it("woundtrack.action.57, woundtrack.action.58: a Pin is only for a grappler: a Power check at -2 against the higher of Power and Agility; Apply pins him, so he is helpless and makes no attack", async () => {
    const w = world();
    expect(await refusal(() => checkOn(w, cardId(1), "pin", w.guard, [5, 5]))).toBe("MANIFOLD.woundtrack.Error.NotGrappling");
    // She grapples, but he is in no grapple: still refused.
    w.fighter.statuses.push("grappling");
    expect(await refusal(() => checkOn(w, cardId(1), "pin", w.guard, [5, 5]))).toBe("MANIFOLD.woundtrack.Error.NotGrappling");
    w.guard.statuses.push("grappling");
    Object.assign(systemOf(w.guard).attributes, { str: 0, dex: 0 });
    // Str 2 + Athletics 2 + Size 0 - 2 = 2.
    const card = await checkOn(w, cardId(2), "pin", w.guard, [9, 1]);
    expect(card).toMatchObject({ made: { specialisation: "Power", bonus: 2 }, thrown: { kind: "wild" }, against: { kind: "powerOrAgility", value: Math.max(defences(w.guard).power, defences(w.guard).agility) }, result: { total: 10 } });
    expect(card.result.success).toBe(true);
    await w.t.press("gm", { messageId: cardId(2), action: "applyWound" });
    expect(w.guard.statuses).toContain("pinned");
    expect(await refusal(() => attack(w.t, cardId(3), w.guard, "club", w.fighter, checkFaces([5], [5])))).toBe("MANIFOLD.woundtrack.Error.Helpless");
  });

  it("woundtrack.action.47: a Drag is a Power check against the Power Defense, -2 for each other opponent grappling her", async () => {
    const w = world();
    expect(await refusal(() => checkOn(w, cardId(9), "drag", w.guard, [5, 5]))).toBe("MANIFOLD.woundtrack.Error.NotGrappling");
    expect(await refusal(() => checkOn(w, cardId(9), "interpose", w.guard, [5, 5]))).toBe("MANIFOLD.woundtrack.Error.NotGrappling");
    w.fighter.statuses.push("grappling");
    w.guard.statuses.push("grappling");
    const alone = await checkOn(w, cardId(1), "drag", w.guard, [5, 5]);
    const crowded = await checkOn(w, cardId(2), "drag", w.guard, [5, 5], { others: 2 });
    expect([alone.made.bonus, crowded.made.bonus, alone.against]).toEqual([4, 0, { kind: "power", value: defences(w.guard).power }]);
    expect(await refusal(() => checkOn(w, cardId(3), "drag", w.guard, [5, 5], { others: 11 }))).toBe("MANIFOLD.Query.Malformed");
  });

  it("woundtrack.action.54, woundtrack.action.55: Interpose, a Power or an Agility check against the higher of the two Defenses, -2 unless the creature picked is pinned", async () => {
    const w = world();
    w.fighter.statuses.push("grappling");
    w.guard.statuses.push("grappling");
    // Agility: Dex 3 + Reflex 1 + Agility 1 - Size 0 = 5, -2: 3.
    const free = await checkOn(w, cardId(1), "interpose", w.guard, [5, 5], { use: "agility" });
    expect(free.made).toMatchObject({ attribute: "dex", skill: "Reflex", specialisation: "Agility", bonus: 3 });
    w.guard.statuses.push("pinned");
    const pinned = await checkOn(w, cardId(2), "interpose", w.guard, [5, 5], { use: "agility" });
    expect(pinned.made.bonus).toBe(5);
  });
});

describe("woundtrack Enter Occupied Space", () => {
  it("woundtrack.action.35, woundtrack.action.36: into the space of a creature less than 5 sizes apart, with a Power or an Agility check against the higher of its Power and Agility Defenses", async () => {
    const w = world();
    const power = await checkOn(w, cardId(1), "enterSpace", w.guard, [5, 5]);
    expect(power).toMatchObject({ made: { specialisation: "Power", bonus: 4 }, against: { kind: "powerOrAgility" } });
    const agility = await checkOn(w, cardId(2), "enterSpace", w.guard, [5, 5], { use: "agility" });
    expect(agility.made.bonus).toBe(5);
    systemOf(w.fighter).size = -5;
    expect(await refusal(() => checkOn(w, cardId(3), "enterSpace", w.guard, [5, 5]))).toBe("MANIFOLD.woundtrack.Error.SizeGap");
  });
});

describe("woundtrack sharing a space", () => {
  it("woundtrack.action.38: a met Enter Occupied Space, applied, has both sharing the space: -2 on their attacks and on their melee and ranged Defenses, not on a skill Defense; Undo parts them", async () => {
    const w = world();
    const before = { blow: (await attack(w.t, cardId(1), w.guard, "club", w.fighter, checkFaces([5], [5]))).defence!.value, bonus: (await attack(w.t, cardId(2), w.fighter, "sword", w.guard, checkFaces([5], [5]))).attack.bonus };
    const card = await checkOn(w, cardId(3), "enterSpace", w.guard, [[10, 5], [1]]);
    expect(card.result.success).toBe(true);
    await w.t.press("gm", { messageId: cardId(3), action: "applyWound" });
    expect([w.fighter.statuses, w.guard.statuses]).toEqual([["sharing"], ["sharing"]]);
    const blow = await attack(w.t, cardId(4), w.guard, "club", w.fighter, checkFaces([5], [5]));
    const mine = await attack(w.t, cardId(5), w.fighter, "sword", w.guard, checkFaces([5], [5]));
    expect([blow.defence!.value, mine.attack.bonus]).toEqual([before.blow - 2, before.bonus - 2]);
    expect(mine.attack.parts.find((p) => p.label === "sharing")?.value).toBe(-2);
    // The guard's blow is -2 too; a spell on her Willpower meets it whole.
    expect(blow.attack.parts.find((p) => p.label === "sharing")?.value).toBe(-2);
    w.guard.items.push(item("hex", "woundtrackWeapon", { kind: "spell", defence: "willpower", damage: 1, reach: 10, equipped: true }) as never);
    expect((await attack(w.t, cardId(6), w.guard, "hex", w.fighter, checkFaces([5], [5]))).defence!.value).toBe(defences(w.fighter).willpower);
    await w.t.press("gm", { messageId: cardId(3), action: "undoWound" });
    expect([w.fighter.statuses, w.guard.statuses]).toEqual([[], []]);
  });

  it("woundtrack.action.38: sharing a space, her Grapple's melee attack takes the -2 too", async () => {
    const w = world();
    const free = await checkOn(w, cardId(1), "grapple", w.guard, [5, 5]);
    w.fighter.statuses.push("sharing");
    const shared = await checkOn(w, cardId(2), "grapple", w.guard, [5, 5]);
    expect(shared.made.bonus).toBe(free.made.bonus - 2);
  });

  it("woundtrack.action.38: a missed Enter Occupied Space has nothing to apply", async () => {
    const w = world();
    await checkOn(w, cardId(1), "enterSpace", w.guard, [[1], [9]]);
    expect(await refusal(() => w.t.press("gm", { messageId: cardId(1), action: "applyWound" }))).toBe("MANIFOLD.Query.NotYours");
  });
});
