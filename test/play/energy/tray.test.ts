/**
 * The energy damage tray played through its steps: half, double and heal on the card's target
 * (its Aura, through the card's own Apply, ledger and Undo), and on the presser's selected tokens
 * (each with its own Weakness and Resistance, only those the presser owns, with a receipt whose
 * Undo puts each back).
 */
import { describe, expect, it } from "vitest";
import { refusal, type PlainActor } from "../table";
import { energyCard, energyWorld, meleeCard, plain } from "./world";
import { creature } from "../../rulesets/energy/fixtures";
import { applySelected, undoSelected } from "../tray-kit";
import { healAmount } from "../../../src/rulesets/energy/play/tray";
import { sheetDeathRoll } from "../../../src/rulesets/energy/play/death";
import { energySide } from "./world";
import type { Scale } from "../../../src/core/play/tray";

const CARD = "cardGmGnoll00001";
const aura = (a: PlainActor) => (a.system.aura as { value: number }).value;

/** Kestra hits the Gnoll (Aura 12 of 12) and rolls 6 on her d8. */
async function rolled(gnollAura = 12) {
  const w = energyWorld();
  w.gnoll.system.aura = { value: gnollAura, max: 12 };
  meleeCard(w.t, CARD, "gm", w.kestra, w.gnoll, 15, "ann");
  await w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[2]] });
  await w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[6]] });
  const card = energyCard(w.t, CARD);
  expect(card.damage!.total).toBeGreaterThan(1);
  const ally = w.t.actor(plain("Actor.ally", "energyCharacter", ["ann"], creature({ aura: { value: 30, max: 30 }, weaknesses: [card.attack.damageType] }), []));
  return { ...w, ally, total: card.damage!.total };
}

/** The tray on the selected actors, pressed on the card through the shared tray flow. */
async function onSelected(w: Awaited<ReturnType<typeof rolled>>, userId: string, scale: Scale, selected: PlainActor[], targetToo = false) {
  const pressed = await applySelected(w.t, userId, CARD, scale, selected, targetToo);
  return { ...pressed, receipt: pressed.receipt! };
}

describe("energy damage tray on the card's target", () => {
  it("half and double land on the final damage, after armour; Undo puts Aura back", async () => {
    const w = await rolled();
    await w.t.press("gm", { messageId: CARD, action: "apply", args: { scale: "half" } });
    expect(aura(w.gnoll)).toBe(12 - Math.floor(w.total / 2));
    await w.t.press("gm", { messageId: CARD, action: "undo" });
    expect(aura(w.gnoll)).toBe(12);
    await w.t.press("gm", { messageId: CARD, action: "apply", args: { scale: "double" } });
    expect(aura(w.gnoll)).toBe(Math.max(0, 12 - 2 * w.total));
    await w.t.press("gm", { messageId: CARD, action: "undo" });
    expect(aura(w.gnoll)).toBe(12);
  });

  it("heal gives the dice and the flat bonus together: a +3 on the blow heals 3 more", async () => {
    const w = await rolled(2);
    // The blow as a weapon that adds 3 to its dice would have made it.
    (w.t.messages.get(CARD)!.card as unknown as { attack: { flatDamage: number } }).attack.flatDamage = 3;
    expect(healAmount(energyCard(w.t, CARD))).toBe(6 + 3);
    await w.t.press("gm", { messageId: CARD, action: "apply", args: { scale: "heal" } });
    expect(aura(w.gnoll)).toBe(2 + 9);
  });

  it("heal raises Aura by the rolled amount up to its maximum and stabilises a bleeding creature; Undo reopens the wound", async () => {
    const w = await rolled(4);
    (w.gnoll.system.death as { bleeding: boolean }).bleeding = true;
    const amount = healAmount(energyCard(w.t, CARD));
    expect(amount).toBe(6 + energyCard(w.t, CARD).attack.flatDamage);
    await w.t.press("gm", { messageId: CARD, action: "apply", args: { scale: "heal" } });
    expect(aura(w.gnoll)).toBe(Math.min(12, 4 + amount));
    expect((w.gnoll.system.death as { bleeding: boolean }).bleeding).toBe(false);
    // Healing is not the attack landing: no Death roll is owed, no condition put on.
    expect(energyCard(w.t, CARD).deathNeeded).toBe(false);
    await w.t.press("gm", { messageId: CARD, action: "undo" });
    expect(aura(w.gnoll)).toBe(4);
    expect((w.gnoll.system.death as { bleeding: boolean }).bleeding).toBe(true);
  });

  it("the attacker's side applies the rules' amount once: half, double, heal and again are the target's side's, and refused with nothing changed", async () => {
    const w = await rolled();
    const before = w.t.state();
    for (const args of [{ scale: "half" }, { scale: "double" }, { scale: "heal" }]) {
      expect(await refusal(() => w.t.press("ann", { messageId: CARD, action: "apply", args }))).toBe("MANIFOLD.Card.Tray.TargetSide");
    }
    expect(w.t.state()).toBe(before);
    await w.t.press("ann", { messageId: CARD, action: "apply", args: { scale: "normal" } });
    const applied = w.t.state();
    expect(await refusal(() => w.t.press("ann", { messageId: CARD, action: "apply", args: { again: "yes" } }))).toBe("MANIFOLD.Card.Tray.TargetSide");
    expect(w.t.state()).toBe(applied);
  });

  it("a multiplier the tray does not offer is refused, and nothing changes", async () => {
    const w = await rolled();
    const before = w.t.state();
    for (const scale of ["triple", "2", "-1"]) {
      expect(await refusal(() => w.t.press("gm", { messageId: CARD, action: "apply", args: { scale } }))).toBe("MANIFOLD.Card.Tray.BadScale");
    }
    expect(w.t.state()).toBe(before);
  });
});

describe("energy damage tray on the selected tokens", () => {
  it("a selected creature takes the roll with its own Weakness and no armour, then the multiplier", async () => {
    const w = await rolled();
    const card = energyCard(w.t, CARD);
    const { receipt, refused } = await onSelected(w, "ann", "half", [w.ally]);
    expect(refused).toEqual([]);
    // Dice and flat bonus, doubled by the ally's Weakness, then halved by the tray.
    const base = Math.max(0, 6 + card.attack.flatDamage);
    expect(aura(w.ally)).toBe(30 - Math.floor((base * 2) / 2));
    expect(receipt.applications[0]!.entries).toEqual([{ side: "defender", doc: "actor", path: "system.aura.value", before: 30, after: aura(w.ally) }]);
  });

  it("a player's selection writes only what that player owns: the GM's Gnoll is refused by name", async () => {
    const w = await rolled();
    const { refused } = await onSelected(w, "ann", "normal", [w.gnoll, w.ally]);
    expect(refused).toEqual(["gnoll"]);
    expect(aura(w.gnoll)).toBe(12);
  });

  it("the GM's selection writes every selected creature, and the receipt's Undo puts each back", async () => {
    const w = await rolled();
    const { id } = await onSelected(w, "gm", "double", [w.gnoll, w.ally]);
    expect(aura(w.gnoll)).toBeLessThan(12);
    expect(aura(w.ally)).toBeLessThan(30);
    await undoSelected(w.t, "gm", id!);
    expect([aura(w.gnoll), aura(w.ally)]).toEqual([12, 30]);
  });

  it("a player cannot undo a GM's receipt on the GM's creatures", async () => {
    const w = await rolled();
    const { id } = await onSelected(w, "gm", "normal", [w.gnoll]);
    const after = w.t.state();
    expect(await refusal(() => undoSelected(w.t, "ann", id!))).toBe("MANIFOLD.Card.Tray.UndoNotYours");
    expect(w.t.state()).toBe(after);
  });
});

describe("energy.death.2: a Death roll owed on every path that lands lethal damage at 0 Aura", () => {
  const thrown: number[] = [];
  const d20 = (face: number) => async () => (thrown.push(face), face);
  const owed = (a: PlainActor) => (a.system.death as { owed: number }).owed;

  it("the tray on a selected token at 0 Aura owes the roll, which its owner makes from the sheet; a second is refused", async () => {
    const w = await rolled();
    w.ally.system.aura = { value: 0, max: 30 };
    await onSelected(w, "ann", "normal", [w.ally]);
    expect(owed(w.ally)).toBe(1);
    // Ann rolls it from the sheet: a 12, a major injury.
    const made = await w.t.run("ann", (port) => sheetDeathRoll(port, w.ally, energySide(w.ally), d20(12)));
    expect(made.band).toBe("MANIFOLD.energy.Death.MajorInjury");
    expect(owed(w.ally)).toBe(0);
    expect(w.ally.statuses).toContain("exhausted");
    thrown.length = 0;
    expect(await refusal(() => w.t.run("ann", (port) => sheetDeathRoll(port, w.ally, energySide(w.ally), d20(12))))).toBe("MANIFOLD.energy.Error.NoDeathOwed");
    expect(thrown).toEqual([]);
  });

  it("the card's Apply at 0 Aura owes it too, and the card's button makes the same roll and takes it off; Undo takes the owed roll back", async () => {
    const w = await rolled(0);
    await w.t.press("gm", { messageId: CARD, action: "apply" });
    expect([energyCard(w.t, CARD).deathNeeded, owed(w.gnoll)]).toEqual([true, 1]);
    await w.t.press("gm", { messageId: CARD, action: "undo" });
    expect(owed(w.gnoll)).toBe(0);
    await w.t.press("gm", { messageId: CARD, action: "apply" });
    await w.t.press("gm", { messageId: CARD, action: "rollDeath", faces: [[17]] });
    expect(owed(w.gnoll)).toBe(0);
  });

  it("a blow on a selected token with Aura left owes none; each blow at 0 Aura owes one more", async () => {
    const w = await rolled();
    await onSelected(w, "ann", "normal", [w.ally]);
    expect(owed(w.ally)).toBe(0);
    w.ally.system.aura = { value: 0, max: 30 };
    await onSelected(w, "ann", "normal", [w.ally]);
    await onSelected(w, "ann", "normal", [w.ally]);
    expect(owed(w.ally)).toBe(2);
  });

  it("Bob cannot make the Death roll of Ann's creature from a sheet", async () => {
    const w = await rolled();
    w.ally.system.aura = { value: 0, max: 30 };
    await onSelected(w, "ann", "normal", [w.ally]);
    thrown.length = 0;
    expect(await refusal(() => w.t.run("bob", (port) => sheetDeathRoll(port, w.ally, energySide(w.ally), d20(20))))).toBe("MANIFOLD.Query.NeedsAttackerOwner");
    expect(owed(w.ally)).toBe(1);
    // Refused before the d20 is thrown: Bob's client shows no roll for Ann's creature.
    expect(thrown).toEqual([]);
  });
});
