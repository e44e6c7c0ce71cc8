/**
 * The Roll-Under tray step's own cells: what it refuses and leaves out before the shared tray flow
 * gets a say, called as the card's Apply and the glue's apply-to-selected call it.
 */
import { describe, expect, it } from "vitest";
import { damageFor, selectedTray, trayOutcome, type TrayTarget } from "../../../src/rulesets/rollunder/play/tray";
import type { RollunderCard } from "../../../src/rulesets/rollunder/rules/card";
import { stepRefusal } from "../step-refusal";
import { attack, cardOf, rollunderWorld } from "./world";

const CARD = "cardStepRollund1";

/** The footsoldier's spear hits Ada, 7 rolled on the d8: 8 damage on the card. */
async function hitCard(): Promise<RollunderCard> {
  const w = rollunderWorld();
  await attack(w.t, CARD, w.footsoldier, "spear00000000000", w.ada, [[2]]);
  await w.t.press("gm", { messageId: CARD, action: "rollDamage", faces: [[7]] });
  return cardOf(w.t, CARD);
}

const target = (value: number, max: number, pc = true): TrayTarget => ({ pc, hp: { value, max }, deathOwed: 0 });

describe("rollunder tray step", () => {
  it("a card with no damage deals nothing and says why", async () => {
    const card = await hitCard();
    expect(stepRefusal(() => damageFor({ ...card, damage: null }, true))).toBe("MANIFOLD.Card.Tray.NoDamage");
  });

  it("a sundered shield spares the card's target alone: a selected token takes the whole roll", async () => {
    const card: RollunderCard = { ...(await hitCard()), sunder: { face: 5, shield: "s" } };
    expect(damageFor(card, true)).toBe(3);
    expect(selectedTray(card, "normal", target(20, 20)).writes[0]!.changes["system.hp.value"]).toBe(12);
  });

  it("a blow below 0 on a selected token owes its Death roll but adds nothing to the card's lethal count", async () => {
    const card = await hitCard();
    const out = selectedTray(card, "normal", target(2, 20));
    expect(out.writes[0]!.changes).toEqual({ "system.hp.value": -6, "system.deathOwed": 1 });
    expect(out.card!.lethal).toBe(card.lethal);
    expect(trayOutcome(card, "normal", target(2, 20), true).card!.lethal).toBe(card.lethal + 6);
  });

  it("healing stops at a PC's 20 and at an enemy's own maximum; at the maximum it writes nothing", async () => {
    const card = await hitCard();
    expect(trayOutcome(card, "heal", target(15, 30, true), true).writes[0]!.changes["system.hp.value"]).toBe(20);
    expect(trayOutcome(card, "heal", target(15, 18, true), true).writes[0]!.changes["system.hp.value"]).toBe(18);
    expect(trayOutcome(card, "heal", target(15, 30, false), true).writes[0]!.changes["system.hp.value"]).toBe(23);
    expect(trayOutcome(card, "heal", target(20, 20, true), true).writes).toEqual([]);
  });
});
