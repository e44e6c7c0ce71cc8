/**
 * Hindrances and tending as the sheet opens them: the check card, through the shared open flow,
 * then Apply and Undo through the shared press. The reach or adjacency read from the tokens, the
 * action's AP paid as the card opens, the check against the target's Agility Defense, its wounds,
 * the wound level's TN or the GM's; what Apply writes, and what the card only tells.
 */
import { describe, expect, it } from "vitest";
import { defenceValues } from "../../../src/rulesets/woundtrack/rules/defences";
import { TREAT_WOUND_TN } from "../../../src/rulesets/woundtrack/rules/recovery";
import { defenceFacts } from "../../../src/rulesets/woundtrack/play/side";
import { applySelected } from "../tray-kit";
import { checkCardContext } from "../../../src/rulesets/woundtrack/check-context";
import { shoveYards } from "../../../src/rulesets/woundtrack/play/check-card";
import { playerOf, refusal, type PlainActor } from "../table";
import { cardId, startTurn } from "./rounds";
import { attack, checkFaces, checkOn as check, inCombat, poolsOf, sideOf, systemOf, tendingWorld as world } from "./world";

const agility = (a: PlainActor) => defenceValues(defenceFacts(sideOf(a))).agility;

describe("woundtrack hindrances", () => {
  it("woundtrack.hinder.1, woundtrack.hinder.2, woundtrack.hinder.6: within reach, a Trip's Power check (a standard check) meets the Agility Defense; Apply knocks the guard prone, Undo stands him up", async () => {
    const w = world();
    inCombat(w.fighter, { ap: 8 }, 12);
    startTurn(w.t, w.fighter);
    systemOf(w.guard).attributes.dex = 0;
    // Str 2 + Athletics 2 + Size 0 = 4; 8 - 2 = 6: 10.
    const card = await check(w, cardId(1), "hinder", w.guard, [8, 2], { hindrance: "trip" });
    expect(card).toMatchObject({ effect: "trip", made: { bonus: 4 }, thrown: { kind: "standard" }, against: { kind: "agility", value: agility(w.guard) }, result: { total: 10 } });
    expect(card.result.success).toBe(10 >= agility(w.guard));
    expect(poolsOf(w.fighter).ap).toBe(4);
    await w.t.press("gm", { messageId: cardId(1), action: "applyWound" });
    expect(w.guard.statuses).toContain("prone");
    await w.t.press("gm", { messageId: cardId(1), action: "undoWound" });
    expect(w.guard.statuses).not.toContain("prone");
  });

  it("woundtrack.hinder.1: beyond her sword's reach the Hinder is refused, and nothing is paid", async () => {
    const w = world();
    inCombat(w.fighter, { ap: 8 }, 12);
    startTurn(w.t, w.fighter);
    w.t.canvas.set(w.guard.uuid, { x: 3, y: 0 });
    expect(await refusal(() => check(w, cardId(1), "hinder", w.guard, [8, 2], { hindrance: "trip" }))).toBe("MANIFOLD.woundtrack.Error.OutOfReach");
    expect(poolsOf(w.fighter).ap).toBe(8);
  });

  it("woundtrack.hinder.6: a missed Trip leaves nothing to apply", async () => {
    const w = world();
    const card = await check(w, cardId(1), "hinder", w.guard, [1, 10], { hindrance: "trip" });
    expect(card.result.success).toBe(false);
    expect(await refusal(() => w.t.press("gm", { messageId: cardId(1), action: "applyWound" }))).not.toBeNull();
    expect(w.guard.statuses).not.toContain("prone");
  });

  it("woundtrack.hinder.5: a Shove met by 7 moves the guard 1 + 2 yards, the direction hers: the card tells it, and Apply has nothing to write", async () => {
    const w = world();
    systemOf(w.guard).attributes.dex = 0;
    const card = await check(w, cardId(1), "hinder", w.guard, [10, 1], { hindrance: "shove" });
    const margin = 13 - agility(w.guard);
    expect(card.result).toMatchObject({ total: 13, success: true, margin });
    // 1 yard, plus a third of the margin rounded down, told on the card; a bare success moves 1.
    expect(checkCardContext(card, { apply: false, undo: false }, (k) => k).says?.data.yards).toBe(1 + Math.floor(margin / 3));
    expect([shoveYards(7), shoveYards(2), shoveYards(0)]).toEqual([3, 1, 1]);
    expect(await refusal(() => w.t.press("gm", { messageId: cardId(1), action: "applyWound" }))).not.toBeNull();
  });

  it("woundtrack.hinder.3: a Disarm is a melee weapon check (Dex 3 + Melee 2 + Swords 1 + accuracy 1) against the Agility Defense; without a melee weapon it is refused", async () => {
    const w = world();
    const card = await check(w, cardId(1), "hinder", w.guard, [5, 5], { hindrance: "disarm" });
    expect(card).toMatchObject({ effect: "disarm", made: { skill: "Melee", specialisation: "Swords", bonus: 7 }, result: { total: 7 } });
    (w.fighter.items.find((i) => i.id === "sword")!.system as { equipped: boolean }).equipped = false;
    expect(await refusal(() => check(w, cardId(2), "hinder", w.guard, [5, 5], { hindrance: "disarm" }))).toBe("MANIFOLD.woundtrack.Error.NoMeleeWeapon");
  });

  it("woundtrack.hinder.4: a Distract is Prs [Deception] against the guard's own Deception roll, which the GM gives as the TN; applied, -2 to his attacks and Defences until the round ends", async () => {
    const w = world();
    // Prs 1 + Deception 2 = 3; 6 - 4 = 2: 5 against his 5.
    const met = await check(w, cardId(1), "hinder", w.guard, [6, 4], { hindrance: "distract", tn: 5 });
    expect(met).toMatchObject({ made: { attribute: "prs", skill: "Deception", bonus: 3 }, against: { kind: "tn", value: 5 }, result: { total: 5, success: true } });
    const missed = await check(w, cardId(2), "hinder", w.guard, [6, 4], { hindrance: "distract", tn: 6 });
    expect(missed.result.success).toBe(false);
    // Applied, he is distracted to the end of the round: -2 on his blow, -2 on his Defence against hers.
    const before = (await attack(w.t, cardId(3), w.guard, "club", w.fighter, checkFaces([5], [5]))).attack.bonus;
    const defence = (await attack(w.t, cardId(4), w.fighter, "sword", w.guard, checkFaces([5], [5]))).defence!.value;
    await w.t.press("gm", { messageId: cardId(1), action: "applyWound" });
    expect(w.t.log.statuses).toContainEqual({ uuid: w.guard.uuid, change: { side: "defender", id: "distracted", active: true, rounds: 1 } });
    const blow = await attack(w.t, cardId(5), w.guard, "club", w.fighter, checkFaces([5], [5]));
    expect([blow.attack.bonus, blow.attack.parts]).toEqual([before - 2, expect.arrayContaining([{ label: "distracted", value: -2 }])]);
    expect((await attack(w.t, cardId(6), w.fighter, "sword", w.guard, checkFaces([5], [5]))).defence!.value).toBe(defence - 2);
    await w.t.press("gm", { messageId: cardId(1), action: "undoWound" });
    expect(w.guard.statuses).not.toContain("distracted");
  });
});

describe("woundtrack Harry", () => {
  it("woundtrack.action.23, woundtrack.action.24: no roll; applied, the archer's ranged attacks this round are at -2 (its blows are not); a second Harry this round is refused", async () => {
    const w = world();
    w.fighter.items.push({ ...(w.fighter.items.find((i) => i.id === "hinder") as object), id: "harry", name: "Harry", system: { category: "offensive", automation: "harry", ap: 2, attack: "", reaction: true, trigger: "", check: "", staminaCost: 0, manaCost: 0 } } as never);
    w.t.canvas.set(w.archer.uuid, { x: 1, y: 0 });
    const before = (await attack(w.t, cardId(1), w.archer, "bow", w.fighter, checkFaces([5], [5]))).attack.bonus;
    const card = await check(w, cardId(2), "harry", w.archer, []);
    expect(card).toMatchObject({ effect: "harry", thrown: { positive: [], negative: [] }, result: { success: true } });
    await w.t.press("gm", { messageId: cardId(2), action: "applyWound" });
    expect(w.t.log.statuses).toContainEqual({ uuid: w.archer.uuid, change: { side: "defender", id: "harried", active: true, rounds: 1 } });
    const shot = await attack(w.t, cardId(3), w.archer, "bow", w.fighter, checkFaces([5], [5]));
    expect([shot.attack.bonus, shot.attack.parts]).toEqual([before - 2, expect.arrayContaining([{ label: "harried", value: -2 }])]);
    expect(await refusal(() => check(w, cardId(4), "harry", w.archer, []))).toBe("MANIFOLD.woundtrack.Error.HarriedAlready");
  });
});

describe("woundtrack Stabilize", () => {
  it("woundtrack.action.63, woundtrack.action.64: Lor [Healing/Wounds] against the dying guard's wounds; Apply ends Dying, Undo brings it back", async () => {
    const w = world();
    Object.assign(systemOf(w.guard).wounds, { light: 1, moderate: 1, severe: 1 });
    w.guard.statuses.push("dying");
    // Lor 2 + Healing 1 + Wounds 1 = 4; 4 - 5 = -1: 3, against TN 3.
    const card = await check(w, cardId(1), "stabilize", w.guard, [4, 5]);
    expect(card).toMatchObject({ against: { kind: "wounds", value: 3 }, result: { total: 3, success: true } });
    await w.t.press("gm", { messageId: cardId(1), action: "applyWound" });
    expect(w.guard.statuses).not.toContain("dying");
    await w.t.press("gm", { messageId: cardId(1), action: "undoWound" });
    expect(w.guard.statuses).toContain("dying");
  });

  it("woundtrack.action.66: without a healing kit in hand the check is at -5", async () => {
    const w = world();
    Object.assign(systemOf(w.guard).wounds, { light: 1, moderate: 1, severe: 1 });
    w.guard.statuses.push("dying");
    const card = await check(w, cardId(1), "stabilize", w.guard, [4, 5], { kit: false });
    // Not dying, there is nothing to stabilize.
    w.guard.statuses.splice(w.guard.statuses.indexOf("dying"), 1);
    expect(await refusal(() => check(w, cardId(2), "stabilize", w.guard, [4, 5]))).toBe("MANIFOLD.woundtrack.Error.NotDying");
    expect(card).toMatchObject({ made: { bonus: -1, noKit: true }, result: { total: -2, success: false } });
  });

  it("a patient not beside her is refused: tending is adjacent, or on herself", async () => {
    const w = world();
    w.t.canvas.set(w.guard.uuid, { x: 2, y: 0 });
    expect(await refusal(() => check(w, cardId(1), "stabilize", w.guard, [4, 5]))).toBe("MANIFOLD.woundtrack.Error.NotAdjacent");
  });
});

describe("woundtrack Treat Wound", () => {
  const levels: [string, "light" | "moderate" | "severe" | "critical" | "fatal", number][] = [
    ["woundtrack.treat.7", "light", -3],
    ["woundtrack.treat.8", "moderate", 0],
    ["woundtrack.treat.9", "severe", 3],
    ["woundtrack.treat.10", "critical", 6],
    ["woundtrack.treat.11", "fatal", 9],
  ];
  for (const [id, level, tn] of levels) {
    it(`${id}, woundtrack.treat.14: a ${level} wound is treated against TN ${tn}`, async () => {
      expect(TREAT_WOUND_TN[level]).toBe(tn);
      const w = world();
      systemOf(w.guard).wounds[level] = 1;
      const card = await check(w, cardId(1), "treatWound", w.guard, [5, 5], { level });
      expect(card).toMatchObject({ detail: level, against: { kind: "level", value: tn }, result: { total: 4, success: 4 >= tn } });
    });
  }

  it("woundtrack.treat.12, woundtrack.treat.15, woundtrack.treat.17: met by 8, a severe wound drops 1 + 4 steps and heals; met by 2, 1 + 1 steps to light, then fatigue equal to the highest wound left (light, 1). Undo puts both back", async () => {
    const w = world();
    Object.assign(systemOf(w.guard).wounds, { severe: 1 });
    const card = await check(w, cardId(1), "treatWound", w.guard, [8, 1], { level: "severe" });
    // 7 + 4 = 11 against 3: met by 8, 1 + 4 steps: below light, the wound heals.
    expect(card.result).toMatchObject({ total: 11, margin: 8, success: true });
    await w.t.press("gm", { messageId: cardId(1), action: "applyWound" });
    expect(systemOf(w.guard).wounds).toMatchObject({ light: 0, moderate: 0, severe: 0 });
    expect(systemOf(w.guard).stamina.fatigue).toBe(0);
    await w.t.press("gm", { messageId: cardId(1), action: "undoWound" });
    expect(systemOf(w.guard).wounds.severe).toBe(1);

    const w2 = world();
    Object.assign(systemOf(w2.guard).wounds, { severe: 1 });
    // 2 - 1 + 4 = 5 against 3: met by 2, 1 + 1 steps: severe to light; fatigue 1 (light).
    await check(w2, cardId(1), "treatWound", w2.guard, [2, 1], { level: "severe" });
    await w2.t.press("gm", { messageId: cardId(1), action: "applyWound" });
    expect([systemOf(w2.guard).wounds, systemOf(w2.guard).stamina.fatigue]).toEqual([{ light: 1, moderate: 0, severe: 0, critical: 0, fatal: 0 }, 1]);
    await w2.t.press("gm", { messageId: cardId(1), action: "undoWound" });
    expect([systemOf(w2.guard).wounds.severe, systemOf(w2.guard).wounds.light, systemOf(w2.guard).stamina.fatigue]).toEqual([1, 0, 0]);
  });

  it("woundtrack.treat.17, woundtrack.treat.16: missed (without a kit, -5), the wound stays and the fatigue comes all the same", async () => {
    const w = world();
    Object.assign(systemOf(w.guard).wounds, { moderate: 1 });
    const card = await check(w, cardId(1), "treatWound", w.guard, [5, 4], { level: "moderate", kit: false });
    expect(card).toMatchObject({ made: { bonus: -1, noKit: true }, result: { total: 0, success: true } });
    const missed = await check(w, cardId(2), "treatWound", w.guard, [4, 4], { level: "moderate", kit: false });
    expect(missed.result.success).toBe(false);
    await w.t.press("gm", { messageId: cardId(2), action: "applyWound" });
    expect([systemOf(w.guard).wounds.moderate, systemOf(w.guard).stamina.fatigue]).toEqual([1, 2]);
  });

  it("woundtrack.treat.13: a patient whose fatigue reached its normal maximum stamina is not helped, whatever the roll", async () => {
    const w = world();
    Object.assign(systemOf(w.guard).wounds, { light: 1 });
    Object.assign(systemOf(w.guard).stamina, { fatigue: 10, max: 10 });
    const card = await check(w, cardId(1), "treatWound", w.guard, [10, 1], { level: "light" });
    expect(card.result).toMatchObject({ success: false, fatigued: true });
  });

  it("woundtrack.treat.12, woundtrack.treat.14: she may treat her own wound; a wound the patient does not carry is refused before any roll, and nothing is paid", async () => {
    const w = world();
    Object.assign(systemOf(w.fighter).wounds, { light: 1 });
    const card = await check(w, cardId(1), "treatWound", w.fighter, [5, 1], { level: "light" });
    expect(card.result.success).toBe(true);
    await w.t.press("gm", { messageId: cardId(1), action: "applyWound" });
    expect(systemOf(w.fighter).wounds.light).toBe(0);
    expect(await refusal(() => check(w, cardId(2), "treatWound", w.guard, [5, 1], { level: "critical" }))).toBe("MANIFOLD.woundtrack.Error.NoSuchWound");
  });
});

describe("woundtrack Treat Condition", () => {
  it("woundtrack.treat.1, woundtrack.treat.2, woundtrack.treat.3: Lor [Healing] against the effect's TN the GM gives; met on Hobbled, Apply ends it", async () => {
    const w = world();
    w.guard.statuses.push("hobbled");
    // Lor 2 + Healing 1 = 3; 6 - 2 = 4: 7 against 6.
    const card = await check(w, cardId(1), "treatCondition", w.guard, [6, 2], { condition: "hobbled", tn: 6 });
    expect(card).toMatchObject({ detail: "hobbled", made: { skill: "Healing", bonus: 3 }, against: { kind: "tn", value: 6 }, result: { total: 7, success: true } });
    await w.t.press("gm", { messageId: cardId(1), action: "applyWound" });
    expect(w.guard.statuses).not.toContain("hobbled");
  });

  it("woundtrack.treat.4, woundtrack.treat.5, woundtrack.treat.6: poison and a bleeding's or burning's level are the table's: the card tells the steps, Apply writes nothing; without a kit -5", async () => {
    const w = world();
    w.guard.statuses.push("bleeding");
    const card = await check(w, cardId(1), "treatCondition", w.guard, [9, 1], { condition: "bleeding", tn: 0, kit: false });
    expect(card).toMatchObject({ made: { bonus: -2, noKit: true }, result: { total: 6, margin: 6, success: true } });
    expect(await refusal(() => w.t.press("gm", { messageId: cardId(1), action: "applyWound" }))).not.toBeNull();
    expect(w.guard.statuses).toContain("bleeding");
    const poison = await check(w, cardId(2), "treatCondition", w.guard, [9, 1], { condition: "poisoned", tn: 0 });
    expect(poison.result.success).toBe(true);
    expect(await refusal(() => w.t.press("gm", { messageId: cardId(2), action: "applyWound" }))).not.toBeNull();
  });

  it("the form's choices are read again: an unknown condition, a TN that is not whole, a kit that is not a flag", async () => {
    const w = world();
    expect(await refusal(() => check(w, cardId(1), "treatCondition", w.guard, [6, 2], { condition: "cursed" }))).toBe("MANIFOLD.Query.Malformed");
    expect(await refusal(() => check(w, cardId(1), "treatCondition", w.guard, [6, 2], { tn: "5.5" }))).toBe("MANIFOLD.woundtrack.Error.BadTn");
    expect(await refusal(() => check(w, cardId(1), "stabilize", w.guard, [6, 2], { kit: "maybe" }))).toBe("MANIFOLD.Query.Malformed");
  });
});

describe("woundtrack check cards and the rest of the house", () => {
  it("a TN the maker typed is the GM's to accept: her own Hobbled treated against her own TN waits for the GM's Apply; a second Apply is the GM's or the target side's", async () => {
    const w = world();
    w.fighter.statuses.push("hobbled");
    await check(w, cardId(1), "treatCondition", w.fighter, [6, 2], { condition: "hobbled", tn: -20 });
    expect(await refusal(() => w.t.press("ann", { messageId: cardId(1), action: "applyWound" }))).not.toBeNull();
    expect(w.fighter.statuses).toContain("hobbled");
    await w.t.press("gm", { messageId: cardId(1), action: "applyWound" });
    expect(w.fighter.statuses).not.toContain("hobbled");
    // Her Treat Wound on the guard: she applies it, but only his side or the GM applies it again.
    Object.assign(systemOf(w.guard).wounds, { critical: 2 });
    await check(w, cardId(2), "treatWound", w.guard, [9, 1], { level: "critical" });
    await w.t.press("gm", { messageId: cardId(2), action: "applyWound" });
    expect(await refusal(() => w.t.press("ann", { messageId: cardId(2), action: "applyWound", args: { again: "yes" } }))).toBe("MANIFOLD.Card.Tray.TargetSide");
  });

  it("the guard's player may not apply her Trip on someone else's creature; the tray has nothing to put on a token; Take refuses an action made on a target", async () => {
    const w = world();
    systemOf(w.guard).attributes.dex = 0;
    await check(w, cardId(1), "hinder", w.guard, [10, 1], { hindrance: "trip" });
    expect(await refusal(() => w.t.press("bob", { messageId: cardId(1), action: "applyWound" }))).not.toBeNull();
    expect(await refusal(() => applySelected(w.t, "gm", cardId(1), "normal", [w.guard]))).toBe("MANIFOLD.Card.Tray.NoDamage");
    expect(await refusal(() => w.t.pay(playerOf(w.t, w.fighter), w.fighter, { kind: "take", item: "hinder", faces: [] }))).toBe("MANIFOLD.woundtrack.Error.OnTarget");
    expect(w.guard.statuses).not.toContain("prone");
  });
});
