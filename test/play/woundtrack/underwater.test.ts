/**
 * Fighting underwater, as the GM marks a creature Underwater: the immobile Defence, no ranged
 * weapon attack, a melee attack 2 AP dearer at -5 with its weapon damage halved (not an aquatic
 * weapon's, and never Strength), through the attack's own open step and card.
 */
import { describe, expect, it } from "vitest";
import { refusal } from "../table";
import { cardId, startTurn } from "./rounds";
import { attack, checkFaces, checkOn, inCombat, poolsOf, tendingWorld, woundtrackWorld } from "./world";
import { item } from "../../rulesets/woundtrack/data";

describe("woundtrack underwater", () => {
  it("woundtrack.underwater.1: an underwater creature meets attacks with its immobile Defence", async () => {
    const w = woundtrackWorld();
    const dry = await attack(w.t, cardId(1), w.fighter, "sword", w.guard, checkFaces([5], [5]));
    w.guard.statuses.push("underwater");
    const wet = await attack(w.t, cardId(2), w.fighter, "sword", w.guard, checkFaces([5], [5]));
    expect([dry.defence?.used, wet.defence?.used]).toEqual(["melee", "immobile"]);
  });

  it("woundtrack.underwater.2: underwater, no ranged weapon attack: refused, and nothing is paid", async () => {
    const w = woundtrackWorld();
    inCombat(w.archer, { ap: 8 }, 12);
    startTurn(w.t, w.archer);
    w.archer.statuses.push("underwater");
    expect(await refusal(() => attack(w.t, cardId(1), w.archer, "bow", w.guard, checkFaces([5], [5])))).toBe("MANIFOLD.woundtrack.Error.NoRangedUnderwater");
    expect(poolsOf(w.archer).ap).toBe(8);
  });

  it("woundtrack.underwater.3, woundtrack.underwater.4, woundtrack.underwater.5, woundtrack.underwater.6: her sword costs 4 + 2 AP at -5; its damage 3 halves to 1, her Str 2 counts in full; an aquatic weapon's does not halve", async () => {
    const w = woundtrackWorld();
    inCombat(w.fighter, { ap: 10 }, 12);
    startTurn(w.t, w.fighter);
    const dry = await attack(w.t, cardId(1), w.fighter, "sword", w.guard, checkFaces([5], [5]));
    w.fighter.statuses.push("underwater");
    const wet = await attack(w.t, cardId(2), w.fighter, "sword", w.guard, checkFaces([5], [5]));
    expect(poolsOf(w.fighter).ap).toBe(10 - 4 - 6);
    expect([wet.attack.bonus, wet.attack.parts]).toEqual([dry.attack.bonus - 5, expect.arrayContaining([{ label: "underwater", value: -5 }])]);
    expect([wet.attack.weaponDamage, wet.attack.strength]).toEqual([1, 2]);
    (w.fighter.items.find((i) => i.id === "sword")!.system as { aquatic: boolean }).aquatic = true;
    inCombat(w.fighter, { ap: 8 }, 12);
    startTurn(w.t, w.fighter);
    expect((await attack(w.t, cardId(3), w.fighter, "sword", w.guard, checkFaces([5], [5]))).attack.weaponDamage).toBe(3);
  });

  it("woundtrack.underwater.3, woundtrack.underwater.4: a Grapple is a melee attack too: 2 AP more and -5 underwater", async () => {
    const w = tendingWorld();
    w.fighter.items.push({ ...item("grab", "woundtrackAction", { category: "grappling", automation: "grapple", ap: 4 }), name: "Grapple" } as never);
    inCombat(w.fighter, { ap: 10 }, 12);
    startTurn(w.t, w.fighter);
    const dry = await checkOn(w, cardId(1), "grab", w.guard, [5, 5]);
    w.fighter.statuses.push("underwater");
    const wet = await checkOn(w, cardId(2), "grab", w.guard, [5, 5]);
    expect([wet.made.bonus, poolsOf(w.fighter).ap]).toEqual([dry.made.bonus - 5, 10 - 4 - 6]);
  });
});
