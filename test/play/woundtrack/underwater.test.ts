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
import { woundtrackCardContext } from "../../../src/rulesets/woundtrack/card-context";

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

describe("woundtrack fire and lightning underwater", () => {
  /** Her spells: a firebolt and a lightning bolt of damage 5, and a flaming sword of damage 5 (not aquatic). */
  function caster() {
    const w = woundtrackWorld();
    w.fighter.items.push(
      item("firebolt", "woundtrackWeapon", { kind: "spell", damage: 5, reach: 10, element: "fire", equipped: true }) as never,
      item("bolt", "woundtrackWeapon", { kind: "spell", damage: 5, reach: 10, element: "lightning", equipped: true }) as never,
      item("flame", "woundtrackWeapon", { kind: "melee", damage: 5, reach: 1, element: "fire", equipped: true }) as never,
    );
    return w;
  }
  const cast = async (w: ReturnType<typeof caster>, n: number, id: string) => attack(w.t, cardId(n), w.fighter, id, w.guard, checkFaces([5], [5]));

  it("woundtrack.underwater.8: fire is halved underwater (rounded down): the firebolt's 5 is 2 on an underwater target or from an underwater caster, 5 on dry land; the flaming sword halves once, not twice", async () => {
    const w = caster();
    expect((await cast(w, 1, "firebolt")).attack.weaponDamage).toBe(5);
    w.guard.statuses.push("underwater");
    expect((await cast(w, 2, "firebolt")).attack.weaponDamage).toBe(2);
    w.guard.statuses.length = 0;
    w.fighter.statuses.push("underwater");
    expect((await cast(w, 3, "firebolt")).attack.weaponDamage).toBe(2);
    expect((await cast(w, 4, "flame")).attack.weaponDamage).toBe(2);
  });

  it("woundtrack.underwater.9, woundtrack.underwater.10, woundtrack.underwater.11: lightning with its caster or target underwater keeps its damage and the card tells the spill onto creatures near, its maker too; on dry land it does not", async () => {
    const w = caster();
    const dry = await cast(w, 1, "bolt");
    w.guard.statuses.push("underwater");
    const wet = await cast(w, 2, "bolt");
    expect([dry.attack.spill, wet.attack.spill, wet.attack.weaponDamage]).toEqual([false, true, 5]);
    const view = woundtrackCardContext(wet, { defend: [], applyWound: false, undoWound: false, adjust: false, chooses: false, seesTarget: true });
    expect([view.spill, woundtrackCardContext(dry, { defend: [], applyWound: false, undoWound: false, adjust: false, chooses: false, seesTarget: true }).spill]).toEqual([true, false]);
  });
});

