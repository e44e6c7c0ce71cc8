/**
 * Ending an action before it is done, as the table plays it: a melee attack whose target slips
 * out of reach ended from its card for 1 Energy (ENERGY_CARD endAttack), a Run cut short through
 * the move step, and a Kneel knocked back down that still cost its Energy.
 */
import { describe, expect, it } from "vitest";
import { refusal } from "../table";
import { item } from "../../rulesets/energy/fixtures";
import { energyCard, energyWorld, inCombat, payFor, poolsOf } from "./world";
import { openAttack } from "./open-world";
import { Conditions } from "./condition-world";
import { sheetAction } from "./sheet-action-world";

const CARD = "cardEndEarly0001";

/** Kestra (5 Energy, Speed 6) with her Blade and an enhancing ability; the gnoll in reach, one Agile Move in hand. */
function table() {
  const w = energyWorld();
  const surge = item("energyAbility", "Power Strike", { enhancesAttack: true, staminaCost: 3 });
  const sling = item("energyRanged", "Sling", { equipped: true, kind: "sling", drawWeight: 0, mpr: 0, loadCost: 0, loaded: true, range: { near: 10, far: 20, max: 30 } });
  w.kestra.items.push(surge as never, sling as never);
  inCombat(w.kestra, { energy: 5, agility: 3 });
  inCombat(w.gnoll, { energy: 5, agility: 3, agileMoves: 1 });
  return { ...w, surge, sling };
}

const stamina = (a: { system: Record<string, unknown> }) => (a.system as { stamina: { value: number } }).stamina.value;
const end = (w: Awaited<ReturnType<typeof table>>, who = "ann") => w.t.press(who, { messageId: CARD, action: "endAttack" });

describe("energy: a melee attack whose target moves out of reach may be ended for 1 Energy", () => {
  it("energy.incomplete.4: the gnoll's Agile Move takes it out of reach before its roll; Kestra ends her Melee Attack and it costs 1 Energy", async () => {
    const w = table();
    await openAttack(w.t, "ann", w.kestra, [w.gnoll], [[12]], { item: w.blade.id }, [CARD]);
    expect(poolsOf(w.kestra)).toMatchObject({ energy: 2, agileMoves: 3 });
    // The Immediate Interrupt: an Agile Move, paid from the gnoll's pools.
    await payFor(w.gnoll, { kind: "agileMove" });
    await end(w);
    expect(energyCard(w.t, CARD).ended).toBe(true);
    // Paid 3, ended for 1: 2 come back, and with them the Agile Moves they allowed.
    expect(poolsOf(w.kestra)).toMatchObject({ energy: 4, agileMoves: 1 });
    // Nothing more happens on that card: no Defense roll, no second ending.
    expect(await refusal(() => w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[3]] }))).toBe("MANIFOLD.Query.NotYours");
    expect(await refusal(() => end(w))).toBe("MANIFOLD.Query.NotYours");
    expect(poolsOf(w.kestra).energy).toBe(4);
  });

  it("energy.incomplete.4: an attack paid in an earlier round cannot be ended: its Energy went with that round's pool", async () => {
    const w = table();
    await openAttack(w.t, "ann", w.kestra, [w.gnoll], [[12]], { item: w.blade.id }, [CARD]);
    // The card was paid in round 3; the table's sides are in another round now (the world's own).
    (w.t.messages.get(CARD)!.card as { round?: number }).round = 3;
    const before = w.t.state();
    expect(await refusal(() => end(w))).toBe("MANIFOLD.Query.NotYours");
    expect(w.t.state()).toBe(before);
  });

  it("energy.incomplete.4 energy.incomplete.2: an unarmed attack (2 Energy) ended still costs 1", async () => {
    const w = table();
    await openAttack(w.t, "ann", w.kestra, [w.gnoll], [[12]], { item: "", how: { mode: "unarmed" } }, [CARD]);
    expect(poolsOf(w.kestra).energy).toBe(3);
    await end(w);
    expect(poolsOf(w.kestra).energy).toBe(4);
  });

  it("energy.incomplete.2: paid partly with Stamina in place of Energy, the ended attack's 1 is that Stamina", async () => {
    const w = table();
    await openAttack(w.t, "ann", w.kestra, [w.gnoll], [[12]], { item: w.blade.id, choices: { staminaForEnergy: true } }, [CARD]);
    expect(poolsOf(w.kestra).energy).toBe(3);
    expect(stamina(w.kestra)).toBe(9);
    await end(w);
    expect(poolsOf(w.kestra).energy).toBe(5);
    expect(stamina(w.kestra)).toBe(9);
  });

  it("energy.incomplete.1: resources are spent as results occur: the Stamina an enhancement spent comes back with the ended attack", async () => {
    const w = table();
    await openAttack(w.t, "ann", w.kestra, [w.gnoll], [[12]], { item: w.blade.id, choices: { enhancements: [w.surge.id] } }, [CARD]);
    expect(stamina(w.kestra)).toBe(7);
    await end(w);
    expect(stamina(w.kestra)).toBe(10);
    expect(poolsOf(w.kestra).energy).toBe(4);
  });

  it("energy.incomplete.4: once the target has rolled the attack has its result: it can no longer be ended", async () => {
    const w = table();
    await openAttack(w.t, "ann", w.kestra, [w.gnoll], [[12]], { item: w.blade.id }, [CARD]);
    await w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[3]] });
    expect(await refusal(() => end(w))).toBe("MANIFOLD.Query.NotYours");
    expect(poolsOf(w.kestra).energy).toBe(2);
  });

  it("energy.incomplete.4: only the attacker's side ends it; a Swift Attack (1 Energy) and a shot have nothing to end", async () => {
    const w = table();
    await openAttack(w.t, "ann", w.kestra, [w.gnoll], [[12]], { item: w.blade.id }, [CARD]);
    expect(await refusal(() => end(w, "bob"))).toBe("MANIFOLD.Query.NotYours");
    const swift = table();
    swift.gnoll.statuses = ["unguarded"];
    await openAttack(swift.t, "ann", swift.kestra, [swift.gnoll], [[12]], { item: swift.blade.id, how: { mode: "swift" }, choices: { swift: true } }, [CARD]);
    expect(poolsOf(swift.kestra).energy).toBe(4);
    expect(await refusal(() => end(swift))).toBe("MANIFOLD.Query.NotYours");
    const shot = table();
    await openAttack(shot.t, "ann", shot.kestra, [shot.gnoll], [[12, 12]], { item: shot.sling.id, how: { mode: "shoot" }, places: [{ distance: 8 }] }, [CARD]);
    expect(await refusal(() => end(shot))).toBe("MANIFOLD.Query.NotYours");
  });
});

describe("energy: a Run cut short", () => {
  it.each([
    [0, 1],
    [1, 1],
    [2, 1],
    [3, 2],
    [4, 2],
    [5, 3],
    [6, 3],
  ])("energy.incomplete.3 energy.incomplete.2: at Speed 6 a Run stopped after %i m costs %i Energy", async (metres, energy) => {
    const w = table();
    const conds = new Conditions();
    await sheetAction(conds, w.kestra, "run", { metres });
    expect(poolsOf(w.kestra).energy).toBe(5 - energy);
  });
});

describe("energy: an action that had its result costs its Energy", () => {
  it("energy.incomplete.5: Kneel From Prone leaves Kestra Unguarded; the gnoll's Swift Trip puts her down again, and the Kneel's 1 Energy stays spent", async () => {
    const w = table();
    const conds = new Conditions();
    conds.round = 1;
    conds.add(w.kestra, "prone");
    await sheetAction(conds, w.kestra, "kneel");
    expect(poolsOf(w.kestra).energy).toBe(4);
    expect([...w.kestra.statuses].sort()).toEqual(["exposed", "kneeling", "unguarded"]);
    // Unguarded, she is open to a Swift Attack: the gnoll's Swift Trip.
    w.gnoll.items.push(item("energyWeapon", "Hook", { equipped: true, damage: "1d4" }) as never);
    await openAttack(w.t, "gm", w.gnoll, [w.kestra], [[20]], { how: { mode: "maneuver", maneuver: "trip" }, choices: { swift: true } }, [CARD]);
    const [need] = w.t.dice(CARD, "ann", "rollDefense");
    await w.t.press("ann", { messageId: CARD, action: "rollDefense", faces: [need!.edge === 0 ? [1] : [1, 1]] });
    const [save] = w.t.dice(CARD, "ann", "rollSave");
    await w.t.press("ann", { messageId: CARD, action: "rollSave", faces: [save!.edge === 0 ? [1] : [1, 1]] });
    await w.t.press("gm", { messageId: CARD, action: "apply" });
    expect(w.kestra.statuses).toContain("prone");
    expect(poolsOf(w.kestra).energy).toBe(4);
  });
});

describe("energy.move.14: kneeling is a state until the creature stands", () => {
  it("after Kneel From Prone, a Run is refused; Stand Up costs its 1 Energy and ends Kneeling; then she runs", async () => {
    const w = table();
    const conds = new Conditions();
    conds.round = 1;
    conds.add(w.kestra, "prone");
    await sheetAction(conds, w.kestra, "kneel");
    expect(w.kestra.statuses).toContain("kneeling");
    expect(await refusal(() => sheetAction(conds, w.kestra, "run"))).toBe("MANIFOLD.energy.Error.Kneeling");
    expect(await refusal(() => sheetAction(conds, w.kestra, "shift"))).toBe("MANIFOLD.energy.Error.Kneeling");
    expect(poolsOf(w.kestra).energy).toBe(4);
    await sheetAction(conds, w.kestra, "standUp");
    expect(poolsOf(w.kestra).energy).toBe(3);
    expect(w.kestra.statuses).not.toContain("kneeling");
    await sheetAction(conds, w.kestra, "shift");
    expect(poolsOf(w.kestra).energy).toBe(2);
  });
});
