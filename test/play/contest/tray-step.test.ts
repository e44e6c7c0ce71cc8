/**
 * The contest tray step's own cells: what it refuses and leaves out before the shared tray flow
 * gets a say, called as the card's Apply and the glue's apply-to-selected call it.
 */
import { describe, expect, it } from "vitest";
import { damageFor, selectedTray, trayOutcome, type TrayTarget } from "../../../src/rulesets/contest/play/tray";
import type { AttackCard } from "../../../src/rulesets/contest/rules/card";
import { prepareStep } from "../../../src/rulesets/contest/play/prepare";
import type { ContestActor, ContestItem } from "../../../src/rulesets/contest/rules/types";
import type { GrappleCard } from "../../../src/rulesets/contest/rules/grapple";
import { stepRefusal } from "../step-refusal";
import type { PlainActor } from "../table";
import { contestCard, contestWorld, strikeCard } from "./world";

const CARD = "cardStepGoblin01";

/** Hero's critical Strike at the Goblin with 6 rolled on the d8: a real card with its damage. */
async function hitCard() {
  const w = contestWorld();
  await strikeCard(w.t, CARD, "gm", w.hero, w.goblin, "ann");
  await w.t.press("gm", { messageId: CARD, action: "declareDefence", args: { defence: "none" } });
  await w.t.press("ann", { messageId: CARD, action: "rollAttack", faces: [[2]] });
  await w.t.press("ann", { messageId: CARD, action: "declineManeuver" });
  await w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[6]] });
  return { ...w, card: contestCard(w.t, CARD) };
}

function trayTarget(a: PlainActor, health?: { value: number; max: number }): TrayTarget {
  const system = structuredClone(a.system) as unknown as ContestActor["system"];
  if (health) (system as unknown as { health: typeof health }).health = health;
  return { system, derived: prepareStep({ type: a.type, system, items: a.items as unknown as ContestItem[] } as never) };
}

describe("contest tray step", () => {
  it("a card with no damage deals nothing and says why, healing too; a grapple card deals none to a selected token", async () => {
    const w = await hitCard();
    const goblin = trayTarget(w.goblin);
    expect(stepRefusal(() => damageFor({ ...w.card, damage: null }, goblin, true))).toBe("MANIFOLD.Card.Tray.NoDamage");
    expect(stepRefusal(() => trayOutcome({ ...w.card, damage: null }, "heal", goblin, true))).toBe("MANIFOLD.Card.Tray.NoDamage");
    expect(stepRefusal(() => selectedTray({ kind: "grapple" } as unknown as GrappleCard, "normal", goblin))).toBe("MANIFOLD.Card.Tray.NoDamage");
  });

  it("the card's target takes the card's own reckoning (its Block included); another the roll through its own armour", async () => {
    const w = await hitCard();
    const blocked: AttackCard = { ...w.card, damage: { ...w.card.damage!, reduced: { ...w.card.damage!.reduced, total: 1 } } };
    expect(damageFor(blocked, trayTarget(w.goblin), true)).toBe(1);
    expect(damageFor(blocked, trayTarget(w.goblin), false)).toBe(6);
  });

  it("healing at full Health writes nothing; below it, heals up to the maximum", async () => {
    const w = await hitCard();
    expect(trayOutcome(w.card, "heal", trayTarget(w.goblin, { value: 8, max: 8 }), false).writes).toEqual([]);
    expect(trayOutcome(w.card, "heal", trayTarget(w.goblin, { value: 4, max: 8 }), false).writes).toEqual([{ side: "defender", doc: "actor", changes: { "system.health.value": 8 } }]);
  });
});
