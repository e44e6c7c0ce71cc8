/**
 * Actions taken from the sheet with what they ask besides AP, through the pay flow to the active GM
 * as the sheet sends them: a stamina cost paid into fatigue, mana invested, an action's own check
 * against the TN the GM set (combat checks wild, with Size, never a weapon's damage), a hurry the
 * GM called for, and a jump's reach.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseActOrder } from "../../../src/rulesets/woundtrack/play/act";
import type { TakeOptions } from "../../../src/rulesets/woundtrack/play/actions";
import { takeForm, takeOptionsFrom } from "../../../src/rulesets/woundtrack/play/take-form";
import { takeLines } from "../../../src/rulesets/woundtrack/play/take-text";
import type { Action } from "../../../src/rulesets/woundtrack/play/side";
import { refusal, type PlainActor } from "../table";
import { item } from "../../rulesets/woundtrack/data";
import { startTurn } from "./rounds";
import { act, checkFaces, inCombat, poolsOf, systemOf, woundtrackWorld } from "./world";

type World = ReturnType<typeof woundtrackWorld>;

/** The swordswoman (Str 2, Dex 3, Vit 2, Prs 1; Athletics 2, Reflex 1 with Agility 1, Resistance 1; Size 1) on her turn with 8 AP. */
function world(...actions: [string, Record<string, unknown>][]): World {
  const w = woundtrackWorld();
  systemOf(w.fighter).size = 1;
  for (const [id, over] of actions) w.fighter.items.push(item(id, "woundtrackAction", { ap: 2, ...over }) as never);
  inCombat(w.fighter, { ap: 8 }, 12);
  startTurn(w.t, w.fighter);
  return w;
}

const take = (w: World, a: PlainActor, id: string, faces: number[][] = [], options?: TakeOptions) => act(w.t, a, { kind: "take", item: id, faces, ...(options ? { options } : {}) });

const pools = (a: PlainActor) => ({ stamina: systemOf(a).stamina.value, fatigue: systemOf(a).stamina.fatigue, mana: systemOf(a).mana.value, invested: systemOf(a).mana.invested });

describe("woundtrack stamina and mana an action costs", () => {
  it("woundtrack.action.3, woundtrack.stamina.2: the stamina cost is spent as the action takes effect", async () => {
    const w = world(["sprint", { category: "movement", staminaCost: 3 }]);
    const report = await take(w, w.fighter, "sprint");
    expect([pools(w.fighter).stamina, pools(w.fighter).fatigue, poolsOf(w.fighter).ap, report?.stamina]).toEqual([7, 0, 6, 3]);
  });

  it("woundtrack.stamina.3, woundtrack.stamina.4: at 1 stamina a cost of 3 still pays: stamina 0, and the 2 it lacked become fatigue", async () => {
    const w = world(["sprint", { category: "movement", staminaCost: 3 }]);
    systemOf(w.fighter).stamina.value = 1;
    await take(w, w.fighter, "sprint");
    expect(pools(w.fighter)).toMatchObject({ stamina: 0, fatigue: 2 });
    // At 0 it is still usable: the whole cost is fatigue.
    await take(w, w.fighter, "sprint");
    expect(pools(w.fighter)).toMatchObject({ stamina: 0, fatigue: 5 });
  });

  it("woundtrack.action.4, woundtrack.mana.2, woundtrack.mana.4: mana an action needs is invested, off current and maximum alike; too little is refused and nothing changes", async () => {
    const w = world(["ward", { category: "misc", manaCost: 3 }]);
    Object.assign(systemOf(w.fighter).mana, { value: 5, max: 5 });
    const report = await take(w, w.fighter, "ward");
    expect([pools(w.fighter), report?.mana]).toEqual([{ stamina: 10, fatigue: 0, mana: 2, invested: 3 }, 3]);
    expect(await refusal(() => take(w, w.fighter, "ward"))).toBe("MANIFOLD.woundtrack.Error.NotEnoughMana");
    expect([pools(w.fighter).mana, poolsOf(w.fighter).ap]).toEqual([2, 6]);
  });
});

describe("woundtrack an action's own check against the GM's TN", () => {
  const checks: [string, string, number][] = [
    // id, check, bonus: the seed's list with Size where it names it
    ["woundtrack.check.6", "Str [Athletics/Power]", 2 + 2 + 0 + 1],
    ["woundtrack.check.7", "Dex [Reflex/Agility]", 3 + 1 + 1 - 1],
    ["woundtrack.check.8", "Vit [Resistance/Fortitude]", 2 + 1],
    ["woundtrack.check.9", "Prs [Resistance/Willpower]", 1 + 1],
  ];
  for (const [id, check, bonus] of checks) {
    it(`${id}, woundtrack.check.1: ${check} is a combat check: wild, bonus ${bonus}, met when the result reaches the TN`, async () => {
      const w = world(["heave", { category: "misc", check }]);
      const met = await take(w, w.fighter, "heave", checkFaces([7], [3]), { tn: 4 + bonus });
      expect(met?.check).toMatchObject({ kind: "wild", bonus, result: 4 + bonus, tn: 4 + bonus, success: true, margin: 0 });
      const missed = await take(w, w.fighter, "heave", checkFaces([6], [3]), { tn: 4 + bonus });
      expect(missed?.check).toMatchObject({ result: 3 + bonus, success: false, margin: -1 });
    });
  }

  it("woundtrack.check.1, woundtrack.check.2: a combat check explodes like an attack roll, wounds nobody and adds no weapon damage", async () => {
    const w = world(["heave", { category: "misc", check: "Str [Athletics/Power]" }]);
    const wounds = structuredClone(systemOf(w.guard).wounds);
    const report = await take(w, w.fighter, "heave", checkFaces([10, 10, 2], [4]), { tn: 20 });
    // 10 + 10 + 2 - 4 = 18, + 5: the sword's damage 3 is nowhere in it.
    expect(report?.check).toMatchObject({ result: 23, critSuccess: true, success: true, margin: 3 });
    expect(systemOf(w.guard).wounds).toEqual(wounds);
    expect(systemOf(w.fighter).wounds).toEqual(wounds);
  });

  it("woundtrack.check.1: any other check is a standard one: two plain dice; without a TN nothing is rolled and the table rolls it", async () => {
    const w = world(["surface", { category: "movement", check: "Str [Athletics/Swimming]", ap: 4 }]);
    const report = await take(w, w.fighter, "surface", checkFaces([10], [1]), { tn: 10 });
    expect(report?.check).toMatchObject({ kind: "standard", bonus: 4, result: 9 + 4, critSuccess: false, success: true });
    expect((await take(w, w.fighter, "surface"))?.check).toBeNull();
  });

  it("a weapon check is the attack's: the form asks no TN, and an order asking one is refused", async () => {
    const w = world(["opening", { category: "grappling", check: "Dex [Melee]" }]);
    expect(takeForm(w.fighter.items.find((i) => i.id === "opening") as unknown as Action).check).toBeNull();
    expect((await take(w, w.fighter, "opening", [], { tn: 5 }))?.check).toBeNull();
  });
});

describe("woundtrack hurrying an action", () => {
  const climb = ["climb", { category: "movement", ap: 6 }] as [string, Record<string, unknown>];
  const hurry = (tn: number) => ({ hurry: { check: "Dex [Acrobatics]", tn } });

  it("woundtrack.quick.3, woundtrack.quick.4, woundtrack.quick.5: the GM's check met costs 1 AP less and 1 stamina; each 3 points over, 1 AP less again", async () => {
    // Dex 3 + Acrobatics 0: 5 - 2 + 3 = 6.
    const w = world(climb);
    const met = await take(w, w.fighter, "climb", checkFaces([5], [2]), hurry(6));
    expect([met?.ap, poolsOf(w.fighter).ap, pools(w.fighter).stamina]).toEqual([5, 3, 9]);
    const w2 = world(climb);
    // 9 - 1 + 3 = 11 against 5: 6 over, 3 AP less.
    const well = await take(w2, w2.fighter, "climb", checkFaces([9], [1]), hurry(5));
    expect([well?.ap, poolsOf(w2.fighter).ap, pools(w2.fighter).stamina]).toEqual([3, 5, 9]);
  });

  it("woundtrack.ap.8: hurrying never brings a cost below 1", async () => {
    const w = world(["door", { category: "misc", ap: 2 }]);
    const report = await take(w, w.fighter, "door", checkFaces([10], [1]), hurry(-20));
    expect([report?.ap, poolsOf(w.fighter).ap]).toEqual([1, 7]);
  });

  it("woundtrack.quick.6: a failed hurry pays the full cost, no stamina, and tells the AP the GM may take: 1 plus 1 per 3 missed", async () => {
    const w = world(climb);
    // 1 - 5 + 3 = -1 against 6: missed by 7.
    const report = await take(w, w.fighter, "climb", checkFaces([1], [5]), hurry(6));
    expect([report?.ap, report?.hurry?.apLost, poolsOf(w.fighter).ap, pools(w.fighter).stamina]).toEqual([6, 3, 2, 10]);
  });

  it("woundtrack.quick.1, woundtrack.quick.3: an order that hurries a Defend (common) or a 1-AP action is refused on the GM's side as the form never offers it", async () => {
    const w = world(["guard", { category: "common", automation: "defend", ap: 2 }], ["step", { category: "movement", ap: 1 }]);
    inCombat(w.fighter, { ap: 8 }, 12);
    expect(await refusal(() => take(w, w.fighter, "guard", checkFaces([5], [2]), hurry(0)))).toBe("MANIFOLD.woundtrack.Error.CannotHurry");
    expect(await refusal(() => take(w, w.fighter, "step", checkFaces([5], [2]), hurry(0)))).toBe("MANIFOLD.woundtrack.Error.CannotHurry");
    expect(pools(w.fighter).stamina).toBe(10);
  });

  it("woundtrack.quick.1: no attack action and no spellcasting is hurried; nothing is paid", async () => {
    const w = world(["harry", { category: "offensive", ap: 4 }], ["spell", { category: "misc", automation: "spell", ap: 4 }]);
    expect(await refusal(() => take(w, w.fighter, "harry", checkFaces([5], [2]), hurry(0)))).toBe("MANIFOLD.woundtrack.Error.CannotHurry");
    expect(await refusal(() => take(w, w.fighter, "spell", checkFaces([5], [2]), hurry(0)))).toBe("MANIFOLD.woundtrack.Error.CannotHurry");
    expect([poolsOf(w.fighter).ap, takeForm(w.fighter.items.find((i) => i.id === "spell") as unknown as Action).hurry]).toEqual([8, false]);
  });
});

describe("woundtrack a jump's reach", () => {
  const jump = ["jump", { category: "movement", automation: "jump", ap: 0, check: "Str [Athletics/Jumping]" }] as [string, Record<string, unknown>];

  it("woundtrack.jump.1, woundtrack.jump.2, woundtrack.jump.4, woundtrack.jump.5: after a run-up the result adds Speed: feet for a long jump, twice in inches for a high one", async () => {
    const w = world(jump);
    systemOf(w.fighter).speed = 2;
    // 8 - 3 + Str 2 + Athletics 2 = 9, + Speed 2.
    const report = await take(w, w.fighter, "jump", checkFaces([8], [3]), { runUp: true });
    expect(report?.jump).toEqual({ result: 11, longFeet: 11, longYards: 3, highInches: 22 });
  });

  it("woundtrack.jump.3: without the run-up the result is halved, rounded down; below 0 it reaches nowhere", async () => {
    const w = world(jump);
    expect((await take(w, w.fighter, "jump", checkFaces([8], [3]), { runUp: false }))?.jump).toEqual({ result: 4, longFeet: 4, longYards: 1, highInches: 8 });
    expect((await take(w, w.fighter, "jump", checkFaces([1], [10])))?.jump).toMatchObject({ result: -3, longFeet: 0, highInches: 0 });
  });
});

describe("woundtrack Cling and Escape", () => {
  it("woundtrack.action.45, woundtrack.action.46: a Cling's Power check, no TN: each 5 points a yard along with the target, or each 10 a yard off its movement", async () => {
    const w = world(["cling", { category: "grappling", automation: "cling", reaction: true, check: "Str [Athletics/Power]" }]);
    // 10 + 7 - 1 + Str 2 + Athletics 2 + Size 1 = 21.
    const report = await take(w, w.fighter, "cling", checkFaces([10, 7], [1]));
    expect([report?.cling, report?.check]).toEqual([{ result: 21, along: 4, reduce: 2 }, null]);
    expect(takeForm(w.fighter.items.find((i) => i.id === "cling") as unknown as Action)).toEqual({ check: null, jump: false, hurry: false, mount: false, ride: false, ready: null });
  });

  it("woundtrack.action.39: an Escape's Power check against the TN the GM gives: made, the pin ends and the grapple stays; made again, the grapple ends; missed, nothing", async () => {
    const w = world(["escape", { category: "grappling", automation: "escape", check: "Str [Athletics/Power]", ap: 2 }]);
    w.fighter.statuses.push("grappling", "pinned");
    // Pinned, she may take only Escape: 5 - 5 + 5 = 5 against 6 misses.
    const missed = await take(w, w.fighter, "escape", checkFaces([5], [5]), { tn: 6 });
    expect([missed?.check?.success, w.fighter.statuses]).toEqual([false, ["grappling", "pinned"]]);
    await take(w, w.fighter, "escape", checkFaces([6], [5]), { tn: 6 });
    expect(w.fighter.statuses).toEqual(["grappling"]);
    await take(w, w.fighter, "escape", checkFaces([6], [5]), { tn: 6 });
    expect(w.fighter.statuses).toEqual([]);
  });
});

describe("woundtrack mounts, water and landings", () => {
  it("woundtrack.mount.9, woundtrack.mount.10, woundtrack.mount.11, woundtrack.mount.12: regaining control is the riding check as an 8-AP action, -1 per enemy within 30 feet, +1 per calming action up to +5, against TN 5 the form offers", async () => {
    const w = world(["regain", { category: "misc", automation: "regainMount", ap: 8, check: "Prs [Nature/Riding]" }]);
    const form = takeForm(w.fighter.items.find((i) => i.id === "regain") as unknown as Action);
    expect(form).toMatchObject({ check: "Prs [Nature/Riding]", mount: true });
    expect(takeOptionsFrom(form, { tn: "5", enemies: "2", calming: "7" })).toEqual({ tn: 5, mount: { enemies: 2, calming: 7 } });
    expect(() => takeOptionsFrom(form, { tn: "5", enemies: "-1" })).toThrow(expect.objectContaining({ key: "MANIFOLD.woundtrack.Error.BadCount" }));
    // Prs 1, no Nature: 1 - 2 + 5 = 4; 6 - 5 = 1: 5 against 5.
    const report = await take(w, w.fighter, "regain", checkFaces([6], [5]), { tn: 5, mount: { enemies: 2, calming: 7 } });
    expect([report?.check?.bonus, report?.check?.success, poolsOf(w.fighter).ap]).toEqual([4, true, 0]);
    expect(await refusal(() => Promise.resolve(parseActOrder({ kind: "take", item: "regain", faces: [], options: { mount: { enemies: 1.5, calming: 0 } } })))).toBe("MANIFOLD.Query.Malformed");
  });

  it("woundtrack.climb.5: having sunk, Return to the Surface is a Str [Athletics/Swimming] check on her turn, 4 AP, against the GM's TN", async () => {
    const w = world(["surface", { category: "movement", ap: 4, check: "Str [Athletics/Swimming]" }]);
    const report = await take(w, w.fighter, "surface", checkFaces([7], [2]), { tn: 8 });
    expect([report?.check?.result, report?.check?.success, poolsOf(w.fighter).ap]).toEqual([9, true, 4]);
  });

  it("woundtrack.jump.6, woundtrack.jump.10, woundtrack.jump.11: the Jump's line offers the tuck's half height and the two landing checks", async () => {
    const w = world(["jump", { category: "movement", automation: "jump", ap: 0, check: "Str [Athletics/Jumping]" }]);
    const report = await take(w, w.fighter, "jump", checkFaces([8], [3]), { runUp: false });
    const log = JSON.parse(readFileSync("lang/en.json", "utf8")).MANIFOLD.woundtrack.Log as Record<string, string>;
    const say = (key: string, data: Record<string, string | number> = {}) => Object.entries(data).reduce((t, [k, v]) => t.replace(`{${k}}`, String(v)), log[key.split(".").at(-1)!]!);
    const [, jump] = takeLines("Ana", "Jump", report!, say, (k) => k);
    expect(jump).toMatch(/^Jump result 4: a long jump of up to 4 feet \(1 yards\).*tucking your legs clears half your height more/);
    expect(jump).toMatch(/Dex \[Acrobatics\/Balance\].*Dex \[Acrobatics\/Gymnastics\]/);
  });
});

describe("woundtrack the take form and its order, read again", () => {
  const climb = item("climb", "woundtrackAction", { category: "movement", ap: 6, check: "Str [Athletics/Climbing]" }) as unknown as Action;

  it("the form's TN and hurry come back as the order's options; a blank TN rolls nothing; typed nonsense is refused in words", () => {
    const form = takeForm(climb);
    expect(form).toEqual({ check: "Str [Athletics/Climbing]", jump: false, hurry: true, mount: false, ride: false, ready: null });
    expect(takeOptionsFrom(form, { tn: " 5 ", hurryCheck: "", hurryTn: "3" })).toEqual({ tn: 5, hurry: { check: "Dex [Acrobatics]", tn: 3 } });
    expect(takeOptionsFrom(form, { tn: "", hurryTn: "" })).toEqual({});
    expect(() => takeOptionsFrom(form, { tn: "five" })).toThrow(expect.objectContaining({ key: "MANIFOLD.woundtrack.Error.BadTn" }));
    expect(() => takeOptionsFrom(form, { hurryCheck: "Acrobatics", hurryTn: "3" })).toThrow(expect.objectContaining({ key: "MANIFOLD.woundtrack.Error.BadCheck" }));
  });

  it("the GM reads a player's options again: a TN that is not a whole number, a hurry without a check, a run-up that is not a flag", () => {
    const order = (options: unknown) => () => parseActOrder({ kind: "take", item: "climb", faces: [], options });
    expect(order({ tn: "5" })).toThrow(expect.objectContaining({ key: "MANIFOLD.Query.Malformed" }));
    expect(order({ tn: 500 })).toThrow(expect.objectContaining({ key: "MANIFOLD.Query.Malformed" }));
    expect(order({ hurry: { tn: 3 } })).toThrow(expect.objectContaining({ key: "MANIFOLD.Query.Malformed" }));
    expect(order({ runUp: "yes" })).toThrow(expect.objectContaining({ key: "MANIFOLD.Query.Malformed" }));
    expect(order(7)).toThrow(expect.objectContaining({ key: "MANIFOLD.Query.Malformed" }));
    expect(parseActOrder({ kind: "take", item: "climb", faces: [], options: { tn: -3, runUp: true } })).toMatchObject({ options: { tn: -3, runUp: true } });
  });

  it("the chat lines tell the check, the hurry, the jump and the pools, each from lang", async () => {
    const w = world(["heave", { category: "movement", ap: 6, check: "Str [Athletics/Power]", staminaCost: 1, manaCost: 0 }]);
    const report = await take(w, w.fighter, "heave", checkFaces([7], [3], 5, 2), { tn: 9, hurry: { check: "Dex [Acrobatics]", tn: 6 } });
    const say = (key: string, data: Record<string, string | number> = {}) => `${key.split(".").at(-1)}${JSON.stringify(data)}`;
    expect(takeLines("Ana", "Heave", report!, say, (k) => k.split(".").at(-1)!)).toEqual([
      'TakeAction{"name":"Ana","action":"Heave","ap":5}',
      'CheckMet{"check":"dex [acrobatics]","result":6,"tn":6,"margin":0}',
      'Hurried{"ap":5}',
      'CheckMet{"check":"str [athletics/Power]","result":9,"tn":9,"margin":0}',
      'Stamina{"stamina":2}',
    ]);
  });
});
