/**
 * What conditions and proficiency do to an attack opened from the sheet through openAttackStep and
 * played on through the card: the edges on the Combat and Defense rolls, the maneuver's price
 * against an Exposed target, targets that cannot defend, and weapons used without proficiency.
 */
import { describe, expect, it } from "vitest";
import { item } from "../../rulesets/energy/fixtures";
import { surprisedStep } from "../../../src/rulesets/energy/play/surprise";
import { energyCard, energyWorld, inCombat, poolsOf } from "./world";
import { openAttack, plan } from "./open-world";
import { Conditions } from "./condition-world";

const CARD = "cardCondOpen0001";

/** Kestra in combat with her Blade; the gnoll under `statuses`, put on through the condition step. */
function table(statuses: string[] = []) {
  const w = energyWorld();
  const conds = new Conditions();
  conds.round = 1;
  for (const s of statuses) conds.add(w.gnoll, s);
  inCombat(w.kestra, { energy: 5 });
  return { ...w, conds };
}

type World = Awaited<ReturnType<typeof table>>;
const blow = async (w: World, faces: number[] = [12], o: Parameters<typeof openAttack>[5] = {}) => (await openAttack(w.t, "ann", w.kestra, [w.gnoll], [faces], { item: w.blade.id, ...o }, [CARD]))[0]!;
const trip = (w: World, faces: number[] = [12]) => blow(w, faces, { how: { mode: "maneuver", maneuver: "trip" } });
const swiftReminders = (w: World) => plan(w.kestra, [w.gnoll], { item: w.blade.id, how: { mode: "swift" }, choices: { swift: true } }).warnings.map((x) => x.key);

/** The defender's roll, thrown once or twice as the card's edge asks, with faces that do not explode. */
async function defend(w: World, action: "rollDefense" | "rollSave", face: number) {
  const [need] = w.t.dice(CARD, "gm", action);
  await w.t.press("gm", { messageId: CARD, action, faces: [need!.edge === 0 ? [face] : [face, face]] });
}

describe("energy: a maneuver against an Exposed target", () => {
  it("energy.cond.1 energy.exposed.1: a Trip at an Exposed target costs no guard and gives it no advantage; at one not Exposed it does both", async () => {
    const exposed = table(["exposed"]);
    const card = await trip(exposed);
    expect(card.defense.maneuverAdvantage).toBe(false);
    expect(exposed.t.dice(CARD, "gm", "rollDefense")).toEqual([{ kind: "chain", faces: 10, edge: 0 }]);
    await defend(exposed, "rollDefense", 1);
    await defend(exposed, "rollSave", 9);
    await exposed.t.press("ann", { messageId: CARD, action: "apply" });
    expect(exposed.kestra.statuses).not.toContain("unguarded");

    const alert = table();
    expect((await trip(alert)).defense.maneuverAdvantage).toBe(true);
    expect(alert.t.dice(CARD, "gm", "rollDefense")).toEqual([{ kind: "chain", faces: 10, edge: 1 }]);
    await defend(alert, "rollDefense", 1);
    await defend(alert, "rollSave", 9);
    await alert.t.press("ann", { messageId: CARD, action: "apply" });
    expect(alert.kestra.statuses).toContain("unguarded");
  });

  it("energy.cond.1: a Combat roll of 1-3 leaves the attacker Exposed once the card is applied", async () => {
    const w = table();
    expect((await blow(w, [2])).d20.kept).toBe(2);
    await defend(w, "rollDefense", 9);
    expect(energyCard(w.t, CARD).result?.attackerExposed).toBe(true);
    await w.t.press("ann", { messageId: CARD, action: "apply" });
    expect(w.kestra.statuses).toContain("exposed");
  });
});

describe("energy: conditions on the rolls of an opened attack", () => {
  it("energy.cond.8: a Blinded attacker throws its Combat roll with disadvantage, keeping the lower die", async () => {
    const w = table();
    w.kestra.statuses = ["blinded"];
    const card = await blow(w, [15, 4]);
    expect(card.attack.edge).toBe(-1);
    expect(card.d20.kept).toBe(4);
    const sighted = table();
    expect((await blow(sighted, [15])).attack.edge).toBe(0);
  });

  it.each([
    ["energy.cond.8", "blinded"],
    ["energy.cond.13", "prone"],
  ])("%s: a %s target rolls its Evasion with disadvantage", async (_id, condition) => {
    const w = table([condition]);
    expect((await blow(w)).defense.edge).toBe(-1);
    expect(w.t.dice(CARD, "gm", "rollDefense")).toEqual([{ kind: "chain", faces: 10, edge: -1 }]);
    // The lower of 9 and 2: 2 + Evasion 8 = 10 does not reach the AV of 15.
    await w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[9, 2]] });
    expect(energyCard(w.t, CARD).result?.hit).toBe(true);
    const standing = table();
    expect((await blow(standing)).defense.edge).toBe(0);
  });

  it("energy.surprise.3: a party Surprised from the tracker is Unguarded and rolls Evasion and Fortitude with disadvantage", async () => {
    const w = table();
    for (const { status } of surprisedStep({ clicked: w.gnoll.uuid, round: 0, party: [{ id: w.gnoll.uuid, applied: w.gnoll.statuses }] })) w.conds.add(w.gnoll, status.id, status.rounds);
    expect(swiftReminders(w)).toEqual([]);
    await trip(w);
    expect(w.t.dice(CARD, "gm", "rollDefense")).toEqual([{ kind: "chain", faces: 10, edge: -1 }]);
    await w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[1, 1]] });
    expect(w.t.dice(CARD, "gm", "rollSave")).toEqual([{ kind: "chain", faces: 10, edge: -1 }]);
    const alert = table();
    await trip(alert);
    await alert.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[1, 1]] });
    expect(alert.t.dice(CARD, "gm", "rollSave")).toEqual([{ kind: "chain", faces: 10, edge: 0 }]);
  });
});

describe("energy: targets that cannot defend, and Swift Attacks against them", () => {
  it("energy.unguarded.1: anyone may make a Swift Attack against an Unguarded creature: no reminder, 1 Energy", async () => {
    const w = table(["unguarded"]);
    expect(swiftReminders(w)).toEqual([]);
    expect(swiftReminders(table())).toEqual(["MANIFOLD.energy.Reminder.swiftTargets"]);
    await blow(w, [12], { how: { mode: "swift" }, choices: { swift: true } });
    expect(poolsOf(w.kestra)).toMatchObject({ energy: 4, swiftUsed: true });
  });

  it.each([
    ["energy.unconscious.1", "unconscious"],
    ["energy.surprise.4", "unaware"],
  ])("%s: a melee attack at an %s target is hit without a roll, and it is Surprised-open to a Swift Attack", async (_id, condition) => {
    const w = table([condition]);
    expect(swiftReminders(w)).toEqual([]);
    // Even a Combat roll that a standing target would surely beat.
    const card = await blow(w, [4]);
    expect(card.defense.noRoll).toBe(true);
    await w.t.press("gm", { messageId: CARD, action: "noDefense" });
    expect(energyCard(w.t, CARD).result?.hit).toBe(true);
    expect(w.gnoll.statuses).toContain("unguarded");
  });

  it("energy.unconscious.1: a melee attack also Surprises an Unconscious target: a Trip's Fortitude save is at disadvantage", async () => {
    const w = table(["unconscious"]);
    await trip(w);
    await w.t.press("gm", { messageId: CARD, action: "noDefense" });
    expect(w.t.dice(CARD, "gm", "rollSave")).toEqual([{ kind: "chain", faces: 10, edge: -1 }]);
    await w.t.press("gm", { messageId: CARD, action: "rollSave", faces: [[9, 1]] });
    expect(energyCard(w.t, CARD).save).toMatchObject({ pass: false });
    await w.t.press("ann", { messageId: CARD, action: "apply" });
    expect(w.gnoll.statuses).toContain("prone");
  });

  it("energy.surprise.4: the Unaware target counts as Surprised: the tracker's toggle cannot take its Surprise off", () => {
    const w = table(["unaware"]);
    expect(w.gnoll.statuses).toContain("surprised");
    expect(surprisedStep({ clicked: w.gnoll.uuid, round: 1, party: [{ id: w.gnoll.uuid, applied: w.gnoll.statuses }] })).toEqual([]);
  });
});

describe("energy: weapons used without proficiency", () => {
  it("energy.mpl.2: a melee weapon above your MPL: -1 AV and half damage, rounded down", async () => {
    const w = table();
    w.kestra.items[0]!.system.mpr = 3;
    const card = await blow(w, [12]);
    expect(card.attack.parts).toContainEqual({ label: "MANIFOLD.energy.Part.NotProficient", value: -1 });
    expect(card.attack.value).toBe(14);
    await defend(w, "rollDefense", 1);
    await w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[7]] });
    expect(energyCard(w.t, CARD).damage?.total).toBe(3);
    const trained = table();
    await blow(trained, [12]);
    await defend(trained, "rollDefense", 1);
    await trained.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[7]] });
    expect(energyCard(trained.t, CARD).damage?.total).toBe(7);
  });

  it("energy.mpl.2: a target holding a melee weapon above its MPL defends with -1 Evasion", async () => {
    const w = table();
    w.gnoll.items[0]!.system.mpr = 3;
    expect((await blow(w)).defense.parts).toContainEqual({ label: "MANIFOLD.energy.Part.NotProficient", value: -1 });
    expect((await blow(table())).defense.parts.some((p) => p.label === "MANIFOLD.energy.Part.NotProficient")).toBe(false);
  });

  it("energy.mpl.3: a ranged weapon above your MPL costs 1 more Energy per shot and deals half damage", async () => {
    const shoot = async (mpr: number) => {
      const w = table();
      const sling = item("energyRanged", "Sling", { equipped: true, kind: "sling", drawWeight: 0, damage: "1d4", mpr });
      w.kestra.items.push(sling as never);
      const shot = { item: sling.id!, how: { mode: "shoot" }, places: [{ distance: 5 }] };
      const edge = plan(w.kestra, [w.gnoll], shot).cards[0]!.attack.edge;
      const card = (await openAttack(w.t, "ann", w.kestra, [w.gnoll], [edge === 0 ? [15] : [15, 15]], shot, [CARD]))[0]!;
      return { card, energy: poolsOf(w.kestra).energy };
    };
    expect(await shoot(3)).toMatchObject({ card: { attack: { halfDamage: true } }, energy: 3 });
    expect(await shoot(0)).toMatchObject({ card: { attack: { halfDamage: false } }, energy: 4 });
  });
});

describe("energy: armour against the Evasion an attack is rolled against", () => {
  it("energy.evasion.8: a weapon attack goes against Evasion, so a Combat roll below Coverage has its damage cut by AR", async () => {
    const hit = async (mail: boolean) => {
      const w = table();
      if (mail) w.gnoll.items.push(item("energyArmor", "Mail", { equipped: true, ar: 3, coverage: { melee: 12, ranged: 12 } }) as never);
      const card = await blow(w, [7]);
      await defend(w, "rollDefense", 1);
      await w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[6]] });
      return { kind: card.defense.kind, armorHit: energyCard(w.t, CARD).result?.armorHit, total: energyCard(w.t, CARD).damage?.total };
    };
    expect(await hit(true)).toEqual({ kind: "evasion", armorHit: true, total: 3 });
    expect(await hit(false)).toEqual({ kind: "evasion", armorHit: false, total: 6 });
  });
});
