/**
 * The target's Defense on an opened card: which Evasion it rolls (melee, ranged, or unarmed from
 * behind), what goes into it, how the exploding die is thrown, and facing read from the tokens.
 */
import { describe, expect, it } from "vitest";
import { item } from "../../rulesets/energy/fixtures";
import { refusal } from "../table";
import { placeOf, type Placed } from "../../../src/rulesets/energy/play/open";
import { energyCard, energyWorld, inCombat } from "./world";
import { openAttack, plan } from "./open-world";

const CARD = "cardEvasion00001";

/**
 * Kestra (AV 15 with her Blade, a sling at hand) against a Gnoll of level 6 and Dex 14 with a
 * Buckler (+1 Evasion, +2 Ranged), an Axe (+1 Evasion) and Hide armour (-1 Evasion).
 */
function table(size = "medium") {
  const w = energyWorld();
  Object.assign(w.gnoll.system, { level: 6, size });
  Object.assign(w.gnoll.system.abilities as object, { dex: 14 });
  Object.assign(w.gnoll.items[0]!.system, { evasion: 1 });
  w.gnoll.items.push(item("energyShield", "Buckler", { equipped: true, evasion: 1, ranged: 2 }) as never);
  w.gnoll.items.push(item("energyArmor", "Hide", { equipped: true, ar: 1, evasionPenalty: 1 }) as never);
  const sling = item("energyRanged", "Sling", { equipped: true, kind: "sling", drawWeight: 0, damage: "1d4", mpr: 0 });
  w.kestra.items.push(sling as never);
  inCombat(w.kestra, { energy: 5 });
  return { ...w, sling };
}

const melee = async (w: Awaited<ReturnType<typeof table>>, o: Parameters<typeof openAttack>[5] = {}) => (await openAttack(w.t, "ann", w.kestra, [w.gnoll], [[10]], { item: w.blade.id, ...o }, [CARD]))[0]!;
const shot = async (w: Awaited<ReturnType<typeof table>>, o: Parameters<typeof openAttack>[5] = {}) =>
  (await openAttack(w.t, "ann", w.kestra, [w.gnoll], [[10]], { item: w.sling.id!, how: { mode: "shoot" }, places: [{ distance: 10 }], ...o }, [CARD]))[0]!;
const labels = (parts: readonly { label: string; value: number }[]) => parts.filter((p) => p.value !== 0).map((p) => [p.label, p.value]);

describe("energy: the Evasion the target rolls", () => {
  it("energy.evasion.2: Evasion = Inherent + 1/3 Level + halved Dex + shield and weapon bonuses - armour penalty", async () => {
    const card = await melee(table());
    expect(card.defense.kind).toBe("evasion");
    expect(labels(card.defense.parts)).toEqual([
      ["MANIFOLD.energy.Choice.size.medium", 8],
      ["MANIFOLD.energy.Part.ThirdLevel", 2],
      ["MANIFOLD.energy.Part.HalfDex", 1],
      ["Buckler", 1],
      ["Axe", 1],
      ["MANIFOLD.energy.Part.ArmorPenalty", -1],
    ]);
    expect(card.defense.bonus).toBe(12);
  });

  it("energy.evasion.3: Inherent Evasion comes from Size: 8 for Medium, 9 for Small", async () => {
    expect((await melee(table("medium"))).defense.parts[0]).toEqual({ label: "MANIFOLD.energy.Choice.size.medium", value: 8 });
    expect((await melee(table("small"))).defense.parts[0]).toEqual({ label: "MANIFOLD.energy.Choice.size.small", value: 9 });
  });

  it("energy.evasion.1 energy.defense.3: the Evasion roll is 1d10* + Evasion: a 10 is rolled again and added", async () => {
    const tie = table();
    await melee(tie);
    expect(tie.t.dice(CARD, "gm", "rollDefense")).toEqual([{ kind: "chain", faces: 10, edge: 0 }]);
    // 12 + 3 = 15 ties the AV of 15: the attack hits.
    await tie.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[3]] });
    expect(energyCard(tie.t, CARD).result?.hit).toBe(true);
    const exploded = table();
    await melee(exploded);
    // A chain that stops on its highest face is not a finished roll.
    expect(await refusal(() => exploded.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[10]] }))).toBe("MANIFOLD.Query.BadDice");
    await exploded.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[10], [10], [2]] });
    expect(energyCard(exploded.t, CARD).defenseRoll?.total).toBe(22);
    expect(energyCard(exploded.t, CARD).result?.hit).toBe(false);
  });

  it("energy.evasion.4 energy.evasion.5: against a shot it is 1d4* + Ranged Evasion: halved Dex + shield - armour penalty, no weapon bonus", async () => {
    const w = table();
    const card = await shot(w);
    expect(card.defense.kind).toBe("rangedEvasion");
    expect(labels(card.defense.parts)).toEqual([["MANIFOLD.energy.Part.HalfDex", 1], ["Buckler", 2], ["MANIFOLD.energy.Part.ArmorPenalty", -1]]);
    expect(w.t.dice(CARD, "gm", "rollDefense")).toEqual([{ kind: "chain", faces: 4, edge: 0 }]);
    await w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[4], [1]] });
    // The Hit roll must reach the Miss Chance plus the whole Ranged Evasion roll: 2 + 4 + 1.
    expect(energyCard(w.t, CARD).result?.against).toBe(card.attack.value + 2 + 5);
  });

  it("energy.evasion.6 energy.evasion.7 energy.facing.3: from behind neither weapon nor shield helps: Unarmed Evasion, 1d10*, with disadvantage", async () => {
    const w = table();
    const card = await melee(w, { places: [{ side: "behind" }] });
    expect(card.defense.kind).toBe("unarmedEvasion");
    expect(labels(card.defense.parts)).toEqual([
      ["MANIFOLD.energy.Choice.size.medium", 8],
      ["MANIFOLD.energy.Part.ThirdLevel", 2],
      ["MANIFOLD.energy.Part.HalfDex", 1],
      ["MANIFOLD.energy.Part.ArmorPenalty", -1],
    ]);
    expect(w.t.dice(CARD, "gm", "rollDefense")).toEqual([{ kind: "chain", faces: 10, edge: -1 }]);
  });

  it("energy.defense.4: disadvantage on the Defense roll applies to every die of the chain: each is thrown twice, the worse kept", async () => {
    const w = table();
    await melee(w, { places: [{ side: "behind" }] });
    // 10 and 10 explode; then 9 and 4 keep the 4: 14, + Unarmed Evasion 10.
    await w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[10, 10], [9, 4]] });
    expect(energyCard(w.t, CARD).defenseRoll?.total).toBe(14);
    const once = table();
    await melee(once, { places: [{ side: "behind" }] });
    // 10 and 6: the worse is 6, so the chain stops there; a third throw is refused.
    expect(await refusal(() => once.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[10, 6], [5, 5]] }))).toBe("MANIFOLD.Query.BadDice");
    await once.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[10, 6]] });
    expect(energyCard(once.t, CARD).defenseRoll?.total).toBe(6);
  });
});

/** The six hexes around a token at the origin on a pointy-top grid of 1 m hexes (100 px). */
const NEIGHBOURS = [0, 60, 120, 180, 240, 300].map((deg) => ({ x: Math.round(100 * Math.cos((deg * Math.PI) / 180)), y: Math.round(100 * Math.sin((deg * Math.PI) / 180)) }));
const at = (center: { x: number; y: number }, rotation = 0): Placed => ({ center, rotation });

describe("energy: facing read from the tokens", () => {
  it("energy.facing.1: a creature faces three of the six hexes around it, the three ahead", () => {
    // Rotation 0 faces down the screen (+y).
    const fronts = NEIGHBOURS.filter((n) => placeOf(at(n), at({ x: 0, y: 0 }), 1).side === "front");
    expect(fronts).toHaveLength(3);
    expect(fronts.every((n) => n.y >= 0)).toBe(true);
    // Turned around, it faces the other three.
    expect(NEIGHBOURS.filter((n) => placeOf(at(n), at({ x: 0, y: 0 }, 180), 1).side === "front").every((n) => n.y <= 0)).toBe(true);
  });

  it("energy.facing.1 energy.facing.3: attacked from a hex behind it, the Gnoll rolls Unarmed Evasion with disadvantage", async () => {
    const w = table();
    const behind = NEIGHBOURS.find((n) => n.y < 0)!;
    // Kestra stands behind the Gnoll, above it on the screen, and faces it (rotation 0 looks down).
    const place = placeOf(at(behind, 0), at({ x: 0, y: 0 }), 1);
    expect(place).toEqual({ side: "behind", distance: 1, attackerFaces: true });
    const card = await melee(w, { places: [place] });
    expect(card.defense).toMatchObject({ kind: "unarmedEvasion", edge: -1 });
  });

  it("energy.facing.5: attacking a creature you do not face warns before the roll; the GM may allow it", async () => {
    const w = table();
    const ahead = NEIGHBOURS.find((n) => n.y > 0)!;
    // Kestra stands in front of the Gnoll, below it on the screen, and looks further down, away from it.
    const place = placeOf(at(ahead, 0), at({ x: 0, y: 0 }), 1);
    expect(place.attackerFaces).toBe(false);
    expect(plan(w.kestra, [w.gnoll], { item: w.blade.id, places: [place] }).warnings).toEqual([{ key: "MANIFOLD.energy.Card.NotFacing", data: { name: "Actor.gnoll" } }]);
    expect((await melee(w, { places: [place] })).defense.kind).toBe("evasion");
  });
});
