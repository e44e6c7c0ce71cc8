/**
 * The attack from the sheet to the track, row by row of the inventory: the wild check and what it
 * adds, the cover the dialog asks, the seven Defences the card meets (the immobile one, and each
 * skill Defence swapped in by Defend), damage value, Toughness and final damage, each threshold at
 * its edge, the attack actions' changes, and the wound a card lands on the track's light and fatal
 * slots. Played through the open step, the card's buttons and the wound step they call.
 */
import { describe, expect, it } from "vitest";
import { woundOutcome } from "../../../src/rulesets/woundtrack/play/wound";
import type { WoundLevel } from "../../../src/rulesets/woundtrack/rules/wounds";
import type { WoundtrackCard } from "../../../src/rulesets/woundtrack/rules/card";
import { item } from "../../rulesets/woundtrack/data";
import { cardId, startTurn } from "./rounds";
import { attack, cardOf, checkFaces, inCombat, poolsOf, sideOf, systemOf, woundtrackWorld } from "./world";

type World = ReturnType<typeof woundtrackWorld>;
const NONE = { light: 0, moderate: 0, severe: 0, critical: 0, fatal: 0 };

/** The swordswoman's blow on the guard: Dex 3 + Melee 2 + Swords 1 + accuracy 1 = +7; Str 2 + sword 3 to damage; his melee Defense 10, Toughness Vit 1 + `other`. */
async function onGuard(w: World, n: number, plus: number, minus: number, other = 0) {
  systemOf(w.guard).toughness.other = other;
  return attack(w.t, cardId(n), w.fighter, "sword", w.guard, checkFaces([plus], [minus]));
}

describe("woundtrack from final damage to the wound level", () => {
  it("woundtrack.threshold.1, woundtrack.threshold.2, woundtrack.threshold.3, woundtrack.threshold.4, woundtrack.threshold.5, woundtrack.threshold.7, woundtrack.wound.1, woundtrack.wound.2: each threshold at its edge, one below it the level beneath, a negative final damage no wound; Apply fills the guard's five levels", async () => {
    const w = woundtrackWorld();
    const stamina = { ...systemOf(w.guard).stamina };
    // [Toughness other, the dice, final damage, level]: final = roll + 7 + 5 - Defense 10 - (1 + other).
    const cases: [number, number, number, number, WoundLevel | ""][] = [
      [5, 5, 2, -1, ""],
      [4, 5, 2, 0, "light"],
      [4, 6, 2, 1, "light"],
      [4, 7, 2, 2, "moderate"],
      [4, 8, 2, 3, "moderate"],
      [0, 5, 2, 4, "severe"],
      [0, 6, 2, 5, "severe"],
      [0, 7, 2, 6, "critical"],
      [0, 8, 2, 7, "critical"],
      [0, 9, 2, 8, "fatal"],
    ];
    for (const [i, [other, plus, minus, final, level]] of cases.entries()) {
      const card = await onGuard(w, i + 1, plus, minus, other);
      expect([final, card.result]).toMatchObject([final, { hit: true, finalDamage: final, level }]);
      if (level) await w.t.press("gm", { messageId: cardId(i + 1), action: "applyWound" });
    }
    // One wound per blow, each on its own level's row; the stamina beside the track untouched.
    expect(systemOf(w.guard).wounds).toEqual({ light: 2, moderate: 2, severe: 2, critical: 2, fatal: 1 });
    expect(systemOf(w.guard).stamina).toEqual(stamina);
  });

  it("woundtrack.threshold.6, woundtrack.threshold.8, woundtrack.attack.3, woundtrack.tough.1, woundtrack.tough.2: damage value = total + Str + weapon damage; the Defense the attack targeted and Toughness (Vit + Size + armour + other) come off", async () => {
    const w = woundtrackWorld();
    // The archer's arrow: Dex 4 + Aim 2 + Bows 2 = 8, 6 - 1 = 5: 13, + Str 1 + bow 2 = 16; her ranged Defense 10 (the sword's block is not defensive), Toughness Vit 2 + leather 2 = 4.
    const arrow = await attack(w.t, cardId(1), w.archer, "bow", w.fighter, checkFaces([6], [1]));
    expect(arrow.defence).toMatchObject({ value: 10, used: "ranged", toughness: 4 });
    expect(arrow.result).toMatchObject({ attackTotal: 13, damageValue: 16, finalDamage: 2, level: "moderate" });
    // The guard's club meets her melee Defense 11 (10 + the sword's block 1): 10 + 5 - 1 = 14, + 2 = 16; 16 + Str 1 + club 2 = 19; 19 - 11 - 4 = 4.
    const club = await attack(w.t, cardId(2), w.guard, "club", w.fighter, checkFaces([10, 5], [1]));
    expect(club.defence).toMatchObject({ value: 11, used: "melee", toughness: 4 });
    expect(club.result).toMatchObject({ attackTotal: 16, damageValue: 19, finalDamage: 4, level: "severe" });
    // Toughness from other things (+2): 6, and the same arrow leaves 16 - 10 - 6 = 0.
    systemOf(w.fighter).toughness.other = 2;
    const tougher = await attack(w.t, cardId(3), w.archer, "bow", w.fighter, checkFaces([6], [1]));
    expect(tougher.defence!.toughness).toBe(6);
    expect(tougher.result).toMatchObject({ finalDamage: 0, level: "light" });
    // Size 1 adds 1 to Toughness (7) and takes 1 off her ranged Defense (9): 16 - 9 - 7 = 0.
    systemOf(w.fighter).size = 1;
    const bigger = await attack(w.t, cardId(4), w.archer, "bow", w.fighter, checkFaces([6], [1]));
    expect(bigger.defence).toMatchObject({ value: 9, toughness: 7 });
    expect(bigger.result!.finalDamage).toBe(0);
  });

  it("woundtrack.pen.1: a penetrating sword adds its damage (Str 2 + 3) to the total the hit is judged on, not to the damage value", async () => {
    const w = woundtrackWorld();
    // 3 - 2 = 1, + 7 = 8: under the guard's Defense 10.
    expect((await onGuard(w, 1, 3, 2)).result).toMatchObject({ hit: false });
    (w.fighter.items[0]!.system as { penetrating: boolean }).penetrating = true;
    const card = await onGuard(w, 2, 3, 2);
    // Judged on 8 + 5 = 13: a hit; the damage value stays 8 + 5 = 13, final 13 - 10 - 1 = 2.
    expect(card.result).toMatchObject({ attackTotal: 8, hitTotal: 13, hit: true, damageValue: 13, finalDamage: 2, level: "moderate" });
  });
});

describe("woundtrack the attack check", () => {
  it("woundtrack.roll.1, woundtrack.attack.1, woundtrack.check.3, woundtrack.check.4: a wild check, each 10 exploding, with Dex and the weapon's combat skill, its group and its accuracy", async () => {
    const w = woundtrackWorld();
    const blow = await attack(w.t, cardId(1), w.fighter, "sword", w.guard, checkFaces([10, 4], [3]));
    expect(blow.check).toMatchObject({ kind: "wild", positive: [10, 4], negative: [3], roll: 11 });
    expect(blow.attack.check).toEqual({ attribute: "dex", skill: "Melee", specialisation: "Swords" });
    // Dex 3 + Melee 2 + Swords 1 + accuracy 1.
    expect(blow.attack.parts).toEqual([{ label: "attribute", value: 3 }, { label: "skill", value: 2 }, { label: "specialisation", value: 1 }, { label: "accuracy", value: 1 }]);
    expect(blow.attack.bonus).toBe(7);
    // The bow: Dex 4 + Aim 2 + Bows 2, and an accuracy of 1: +9; the negative die explodes too.
    (w.archer.items[0]!.system as { accuracy: number }).accuracy = 1;
    const arrow = await attack(w.t, cardId(2), w.archer, "bow", w.guard, checkFaces([5], [10, 2]));
    expect(arrow.check).toMatchObject({ kind: "wild", positive: [5], negative: [10, 2], roll: -7 });
    expect(arrow.attack.check).toEqual({ attribute: "dex", skill: "Aim", specialisation: "Bows" });
    expect(arrow.attack.bonus).toBe(9);
  });

  it("woundtrack.mod.4, woundtrack.mod.5, woundtrack.mod.6, woundtrack.mod.7: the dialog's cover: 1/4 nothing on a blow and -1 on an arrow, 1/2 -2, 3/4 -3, 9/10 -5", async () => {
    const w = woundtrackWorld();
    const cover = (card: WoundtrackCard) => card.attack.parts.find((p) => p.label === "cover")?.value ?? 0;
    const seed: [string, number, number][] = [["quarter", 0, -1], ["half", -2, -2], ["threeQuarters", -3, -3], ["nineTenths", -5, -5]];
    for (const [i, [level, melee, ranged]] of seed.entries()) {
      const blow = await attack(w.t, cardId(2 * i + 1), w.fighter, "sword", w.guard, checkFaces([5], [5]), { cover: level });
      const arrow = await attack(w.t, cardId(2 * i + 2), w.archer, "bow", w.guard, checkFaces([5], [5]), { cover: level });
      expect([level, cover(blow), blow.attack.bonus, cover(arrow), arrow.attack.bonus]).toEqual([level, melee, 7 + melee, ranged, 8 + ranged]);
    }
  });
});

describe("woundtrack the Defences an attack meets", () => {
  it("woundtrack.defense.4, woundtrack.defense.5: melee and ranged 10 - Size + Speed + Reason, Speed + Reason no lower than -5; every block on melee, only defensive ones on ranged", async () => {
    const w = woundtrackWorld();
    const met = async (n: number) => [(await attack(w.t, cardId(n), w.guard, "club", w.fighter, checkFaces([5], [5]))).defence!.value, (await attack(w.t, cardId(n + 1), w.archer, "bow", w.fighter, checkFaces([5], [5]))).defence!.value];
    // The sword's block 1 (not defensive): melee 11, ranged 10.
    expect(await met(1)).toEqual([11, 10]);
    // A round shield's defensive block 2 counts on both: 13 and 12.
    w.fighter.items.push(item("shield", "woundtrackWeapon", { kind: "melee", block: { bonus: 2, defensive: true }, equipped: true }) as never);
    expect(await met(3)).toEqual([13, 12]);
    // Speed -4 + Reason -3 = -7 counts as -5: 8 and 7.
    Object.assign(systemOf(w.fighter), { speed: -4 });
    systemOf(w.fighter).attributes.rsn = -3;
    expect(await met(5)).toEqual([8, 7]);
    // Speed -4 alone counts whole: 9 and 8; Size 1 takes 1 more off: 8 and 7.
    systemOf(w.fighter).attributes.rsn = 0;
    expect(await met(7)).toEqual([9, 8]);
    systemOf(w.fighter).size = 1;
    expect(await met(9)).toEqual([8, 7]);
  });

  it("woundtrack.defense.3, woundtrack.defense.6: immobile, she meets attacks with her immobile Defense (5 - Size) in place of melee, ranged and Agility, not of Power", async () => {
    const w = woundtrackWorld();
    w.fighter.statuses.push("immobile");
    expect((await attack(w.t, cardId(1), w.guard, "club", w.fighter, checkFaces([5], [5]))).defence).toMatchObject({ value: 5, used: "immobile" });
    expect((await attack(w.t, cardId(2), w.archer, "bow", w.fighter, checkFaces([5], [5]))).defence).toMatchObject({ value: 5, used: "immobile" });
    systemOf(w.fighter).size = 2;
    expect((await attack(w.t, cardId(3), w.guard, "club", w.fighter, checkFaces([5], [5]))).defence!.value).toBe(3);
    // Defending: Agility swapped in is immobile too; Power (10 + Str 2 + Size 2 + Athletics 2) is not.
    systemOf(w.fighter).size = 0;
    inCombat(w.fighter, { defending: true });
    for (const [n, answer, value, used] of [[4, "agility", 5, "immobile"], [5, "power", 14, "power"]] as const) {
      await attack(w.t, cardId(n), w.guard, "club", w.fighter, checkFaces([5], [5]));
      await w.t.press("ann", { messageId: cardId(n), action: "defend", args: { answer } });
      expect(cardOf(w.t, cardId(n)).defence).toMatchObject({ value, used });
    }
  });

  it("woundtrack.defense.7, woundtrack.defense.8, woundtrack.defense.9, woundtrack.defense.10: Defend swaps in Power, Agility, Fortitude or Willpower, each from its formula", async () => {
    const w = woundtrackWorld();
    const s = systemOf(w.fighter);
    s.size = 1;
    s.skills.athletics.specialisations = [{ name: "Power", rank: 1 }];
    s.skills.resistance.specialisations = [{ name: "Fortitude", rank: 1 }, { name: "Willpower", rank: 2 }];
    inCombat(w.fighter, { defending: true });
    const seed: [string, number][] = [
      // 10 + Str 2 + Size 1 + Athletics 2 + Power 1
      ["power", 16],
      // 10 + Dex 3 - Size 1 + Reflex 1 + Agility 1
      ["agility", 14],
      // 10 + Vit 2 + Resistance 1 + Fortitude 1
      ["fortitude", 14],
      // 10 + Prs 1 + Resistance 1 + Willpower 2
      ["willpower", 14],
    ];
    for (const [i, [answer, value]] of seed.entries()) {
      await attack(w.t, cardId(i + 1), w.guard, "club", w.fighter, checkFaces([5], [5]));
      await w.t.press("ann", { messageId: cardId(i + 1), action: "defend", args: { answer } });
      expect(cardOf(w.t, cardId(i + 1)).defence).toMatchObject({ value, used: answer, defend: answer });
    }
  });
});

describe("woundtrack the attack actions on the card", () => {
  it("woundtrack.action.11: a Quick attack lowers the wound a level: a moderate one to light, a light one to none", async () => {
    const w = woundtrackWorld();
    systemOf(w.guard).toughness.other = 4;
    // 7 - 2 + 7 = 12, + 5 - 10 - 5 = 2: moderate, made light.
    const moderate = await attack(w.t, cardId(1), w.fighter, "sword", w.guard, checkFaces([7], [2]), { action: "quick" });
    expect(moderate.result).toMatchObject({ finalDamage: 2, indicated: "moderate", level: "light" });
    // 5 - 2 + 7 = 10: final 0, light, and a Quick attack leaves nothing to apply.
    const light = await attack(w.t, cardId(2), w.fighter, "sword", w.guard, checkFaces([5], [2]), { action: "quick" });
    expect(light.result).toMatchObject({ hit: true, finalDamage: 0, indicated: "light", level: "" });
  });

  it("woundtrack.action.15, woundtrack.action.17: a Standard Attack costs 4 AP; a Strong one's d6 adds to the damage of a hit only", async () => {
    const w = woundtrackWorld();
    inCombat(w.fighter, { ap: 6 }, 12);
    startTurn(w.t, w.fighter);
    await attack(w.t, cardId(1), w.fighter, "sword", w.guard, checkFaces([6], [2]));
    expect(poolsOf(w.fighter).ap).toBe(2);
    // Out of combat: 6 - 2 + 7 = 11, + 5 + the d6's 4 = 20.
    const out = woundtrackWorld();
    const hit = await attack(out.t, cardId(2), out.fighter, "sword", out.guard, checkFaces([6], [2], 4), { action: "strong" });
    expect(hit.result).toMatchObject({ hit: true, damageValue: 20, finalDamage: 9 });
    const miss = await attack(out.t, cardId(3), out.fighter, "sword", out.guard, checkFaces([1], [9], 6), { action: "strong" });
    expect(miss.result).toMatchObject({ hit: false, damageValue: 0, level: "" });
  });
});

/** The swordswoman's blow on the guard, as its card carries it, made to leave a wound of `level`. */
async function blowOf(): Promise<(level: WoundLevel) => WoundtrackCard> {
  const w = woundtrackWorld();
  const card = await attack(w.t, cardId(1), w.fighter, "sword", w.guard, checkFaces([6], [2]));
  return (level) => ({ ...card, result: { ...card.result!, level } });
}

describe("woundtrack the wound a card lands", () => {
  it("woundtrack.slots.12: each blow's wound fills one empty slot of its level: the captain's three severe slots one by one", async () => {
    const w = woundtrackWorld();
    for (let i = 1; i <= 3; i++) {
      const card = await attack(w.t, cardId(10 + i), w.fighter, "sword", w.captain, checkFaces([6], [2]));
      expect(card.result!.level).toBe("severe");
      await w.t.press("ann", { messageId: cardId(10 + i), action: "applyWound" });
      expect([i, systemOf(w.captain).wounds, cardOf(w.t, cardId(10 + i)).placed]).toEqual([i, { ...NONE, severe: i }, { level: "severe", escalated: 0, knockout: "" }]);
    }
  });

  it("woundtrack.slots.16, woundtrack.npc.7: 5 + Persona light slots, for a character (Prs 1: 6; Prs 3: 8) and for an NPC (the guard's Prs 0: 5)", async () => {
    const blow = await blowOf();
    const w = woundtrackWorld();
    const placed = (a: typeof w.fighter, light: number) => {
      systemOf(a).wounds = { ...NONE, light };
      return woundOutcome(blow("light"), "normal", sideOf(a)).card!.placed.level;
    };
    expect([placed(w.fighter, 5), placed(w.fighter, 6)]).toEqual(["light", "moderate"]);
    systemOf(w.fighter).attributes.prs = 3;
    expect([placed(w.fighter, 7), placed(w.fighter, 8)]).toEqual(["light", "moderate"]);
    expect([placed(w.guard, 4), placed(w.guard, 5)]).toEqual(["light", "moderate"]);
  });

  it("woundtrack.slots.17: one fatal slot: a critical wound past her two critical slots fills it; with it full, nothing more is placed (the GM decides)", async () => {
    const blow = await blowOf();
    const w = woundtrackWorld();
    systemOf(w.fighter).wounds = { ...NONE, critical: 2 };
    expect(woundOutcome(blow("critical"), "normal", sideOf(w.fighter)).card!.placed).toEqual({ level: "fatal", escalated: 1, knockout: "" });
    systemOf(w.fighter).wounds = { ...NONE, fatal: 1 };
    const full = woundOutcome(blow("fatal"), "normal", sideOf(w.fighter));
    expect(full.card!.placed.level).toBe("");
    expect(full.writes).toEqual([]);
  });
});
