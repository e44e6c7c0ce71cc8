/**
 * The energy damage tray played through its steps: half, double and heal on the card's target
 * (its Aura, through the card's own Apply, ledger and Undo), and on the presser's selected tokens
 * (each with its own Weakness and Resistance, only those the presser owns, with a receipt whose
 * Undo puts each back).
 */
import { describe, expect, it } from "vitest";
import { refusal, type PlainActor } from "../table";
import { ENERGY, energyCard, energyWorld, meleeCard, plain } from "./world";
import { creature } from "../../rulesets/energy/fixtures";
import { applySelected, undoSelected } from "../tray-kit";
import { ENERGY_ALLOW } from "../../../src/rulesets/energy/play/allow";
import { healAmount, trayOutcome } from "../../../src/rulesets/energy/play/tray";
import type { Scale } from "../../../src/core/play/tray";
import type { CardSnapshot } from "../../../src/core/play/decide";
import type { EnergyCard } from "../../../src/rulesets/energy/rules/card";

const CARD = "cardGmGnoll00001";
const aura = (a: PlainActor) => (a.system.aura as { value: number }).value;

/** Kestra hits the Gnoll (Aura 12 of 12) and rolls 6 on her d8. */
function rolled(gnollAura = 12) {
  const w = energyWorld();
  w.gnoll.system.aura = { value: gnollAura, max: 12 };
  meleeCard(w.t, CARD, "gm", w.kestra, w.gnoll, 15, "ann");
  w.t.press(ENERGY, "gm", { messageId: CARD, action: "rollDefense", faces: [[2]] });
  w.t.press(ENERGY, "ann", { messageId: CARD, action: "rollDamage", faces: [[6]] });
  const card = energyCard(w.t, CARD);
  expect(card.damage!.total).toBeGreaterThan(1);
  const ally = w.t.actor(plain("Actor.ally", "energyCharacter", ["ann"], creature({ aura: { value: 30, max: 30 }, weaknesses: [card.attack.damageType] }), []));
  return { ...w, ally, total: card.damage!.total };
}

function onSelected(w: ReturnType<typeof rolled>, userId: string, scale: Scale, selected: PlainActor[]) {
  const card = energyCard(w.t, CARD);
  const sideOf = (a: PlainActor) => ENERGY.snapshot({} as CardSnapshot<EnergyCard & never>, { attacker: a, defender: a }).defender;
  return applySelected(w.t, userId, { type: "energyAttack", from: "Kestra", scale, selected, defender: null, step: (a) => trayOutcome(card, scale, sideOf(a)), allow: ENERGY_ALLOW });
}

describe("energy damage tray on the card's target", () => {
  it("half and double land on the final damage, after armour; Undo puts Aura back", () => {
    const w = rolled();
    w.t.press(ENERGY, "gm", { messageId: CARD, action: "apply", args: { scale: "half" } });
    expect(aura(w.gnoll)).toBe(12 - Math.floor(w.total / 2));
    w.t.press(ENERGY, "gm", { messageId: CARD, action: "undo" });
    expect(aura(w.gnoll)).toBe(12);
    w.t.press(ENERGY, "gm", { messageId: CARD, action: "apply", args: { scale: "double" } });
    expect(aura(w.gnoll)).toBe(Math.max(0, 12 - 2 * w.total));
    w.t.press(ENERGY, "gm", { messageId: CARD, action: "undo" });
    expect(aura(w.gnoll)).toBe(12);
  });

  it("heal raises Aura by the rolled amount up to its maximum and stabilises a bleeding creature; Undo reopens the wound", () => {
    const w = rolled(4);
    (w.gnoll.system.death as { bleeding: boolean }).bleeding = true;
    const amount = healAmount(energyCard(w.t, CARD));
    expect(amount).toBe(6 + energyCard(w.t, CARD).attack.flatDamage);
    w.t.press(ENERGY, "gm", { messageId: CARD, action: "apply", args: { scale: "heal" } });
    expect(aura(w.gnoll)).toBe(Math.min(12, 4 + amount));
    expect((w.gnoll.system.death as { bleeding: boolean }).bleeding).toBe(false);
    // Healing is not the attack landing: no Death roll is owed, no condition put on.
    expect(energyCard(w.t, CARD).deathNeeded).toBe(false);
    w.t.press(ENERGY, "gm", { messageId: CARD, action: "undo" });
    expect(aura(w.gnoll)).toBe(4);
    expect((w.gnoll.system.death as { bleeding: boolean }).bleeding).toBe(true);
  });

  it("the attacker's side applies the rules' amount once: half, double, heal and again are the target's side's, and refused with nothing changed", () => {
    const w = rolled();
    const before = w.t.state();
    for (const args of [{ scale: "half" }, { scale: "double" }, { scale: "heal" }]) {
      expect(refusal(() => w.t.press(ENERGY, "ann", { messageId: CARD, action: "apply", args }))).toBe("MANIFOLD.Card.Tray.TargetSide");
    }
    expect(w.t.state()).toBe(before);
    w.t.press(ENERGY, "ann", { messageId: CARD, action: "apply", args: { scale: "normal" } });
    const applied = w.t.state();
    expect(refusal(() => w.t.press(ENERGY, "ann", { messageId: CARD, action: "apply", args: { again: "yes" } }))).toBe("MANIFOLD.Card.Tray.TargetSide");
    expect(w.t.state()).toBe(applied);
  });

  it("a multiplier the tray does not offer is refused, and nothing changes", () => {
    const w = rolled();
    const before = w.t.state();
    for (const scale of ["triple", "2", "-1"]) {
      expect(refusal(() => w.t.press(ENERGY, "gm", { messageId: CARD, action: "apply", args: { scale } }))).toBe("MANIFOLD.Card.Tray.BadScale");
    }
    expect(w.t.state()).toBe(before);
  });
});

describe("energy damage tray on the selected tokens", () => {
  it("a selected creature takes the roll with its own Weakness and no armour, then the multiplier", () => {
    const w = rolled();
    const card = energyCard(w.t, CARD);
    const { receipt, refused } = onSelected(w, "ann", "half", [w.ally]);
    expect(refused).toEqual([]);
    // Dice and flat bonus, doubled by the ally's Weakness, then halved by the tray.
    const base = Math.max(0, 6 + card.attack.flatDamage);
    expect(aura(w.ally)).toBe(30 - Math.floor((base * 2) / 2));
    expect(receipt.applications[0]!.entries).toEqual([{ side: "defender", doc: "actor", path: "system.aura.value", before: 30, after: aura(w.ally) }]);
  });

  it("a player's selection writes only what that player owns: the GM's Gnoll is refused by name", () => {
    const w = rolled();
    const { refused } = onSelected(w, "ann", "normal", [w.gnoll, w.ally]);
    expect(refused).toEqual(["gnoll"]);
    expect(aura(w.gnoll)).toBe(12);
  });

  it("the GM's selection writes every selected creature, and the receipt's Undo puts each back", () => {
    const w = rolled();
    const { receipt } = onSelected(w, "gm", "double", [w.gnoll, w.ally]);
    expect(aura(w.gnoll)).toBeLessThan(12);
    expect(aura(w.ally)).toBeLessThan(30);
    undoSelected(w.t, "gm", "gm", receipt, ENERGY_ALLOW);
    expect([aura(w.gnoll), aura(w.ally)]).toEqual([12, 30]);
  });

  it("a player cannot undo a GM's receipt on the GM's creatures", () => {
    const w = rolled();
    const { receipt } = onSelected(w, "gm", "normal", [w.gnoll]);
    const after = w.t.state();
    expect(refusal(() => undoSelected(w.t, "ann", "gm", receipt, ENERGY_ALLOW))).toBe("MANIFOLD.Card.Tray.UndoOwner");
    expect(w.t.state()).toBe(after);
  });
});
