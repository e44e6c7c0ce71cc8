/**
 * The energy tray step's own cells: what it refuses and leaves out before the shared tray flow
 * gets a say, called as the card's Apply and the glue's apply-to-selected call it.
 */
import { describe, expect, it } from "vitest";
import { conditionChanges, damageFor, landOn, trayOutcome, type TrayTarget } from "../../../src/rulesets/energy/play/tray";
import type { CardCondition, EnergyCard } from "../../../src/rulesets/energy/rules/card";
import { creature } from "../../rulesets/energy/fixtures";
import { stepRefusal } from "../step-refusal";
import { energyCard, energySide, energyWorld, meleeCard, plain } from "./world";

const CARD = "cardStepGnoll001";

/** Kestra hits the Gnoll and rolls 6 on her d8: a real card with its damage. */
async function hitCard(): Promise<EnergyCard> {
  const w = energyWorld();
  meleeCard(w.t, CARD, "gm", w.kestra, w.gnoll, 15, "ann");
  await w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[2]] });
  await w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[6]] });
  return energyCard(w.t, CARD);
}

/** A character (not an NPC) with these pools, as the snapshot sees it. */
function target(aura: number, over: Parameters<typeof creature>[0] = {}): TrayTarget {
  return energySide(plain("Actor.step", "energyCharacter", [], creature({ aura: { value: aura, max: 20 }, ...over }), []));
}

const refused = stepRefusal;

describe("energy tray step: what reaches a target", () => {
  it("a card with no damage, or a miss with damage left on it, deals nothing and says why", async () => {
    const card = await hitCard();
    expect(refused(() => damageFor({ ...card, damage: null }, target(10), true))).toBe("MANIFOLD.Card.Tray.NoDamage");
    expect(refused(() => damageFor({ ...card, result: { ...card.result!, hit: false } }, target(10), true))).toBe("MANIFOLD.Card.Tray.NoDamage");
    expect(refused(() => landOn({ ...card, damage: null }, "heal", target(10), true))).toBe("MANIFOLD.Card.Tray.NoDamage");
  });

  it("the card's target takes the card's own total; another creature the roll without the armour", async () => {
    const card = await hitCard();
    expect(damageFor({ ...card, damage: { ...card.damage!, total: 99 } }, target(10), true)).toBe(99);
    const armoured: EnergyCard = { ...card, result: { ...card.result!, armorHit: true }, defense: { ...card.defense, armor: { ...card.defense.armor, ar: 5 } } };
    expect(damageFor(armoured, target(10), false)).toBe(damageFor({ ...armoured, result: { ...armoured.result!, armorHit: false } }, target(10), false));
    expect(damageFor(armoured, target(10), false)).toBe(card.damage!.rolled + card.attack.flatDamage);
  });

  it("a miss lands no damage and owes no Death roll, even at 0 Aura", async () => {
    const card = await hitCard();
    const missed: EnergyCard = { ...card, result: { ...card.result!, hit: false } };
    const landed = landOn(missed, "normal", target(0), true);
    expect(landed.deathNeeded).toBe(false);
    expect(landed.writes.flatMap((w) => Object.keys(w.changes))).not.toContain("system.death.owed");
    expect(landOn({ ...card, result: undefined } as unknown as EnergyCard, "normal", target(5), true).deathNeeded).toBe(false);
  });

  it("healing at full Aura writes nothing and gives no condition", async () => {
    const card = await hitCard();
    const landed = landOn(card, "heal", target(20), true);
    expect(landed).toEqual({ writes: [], conditions: [], deathNeeded: false });
  });

  it("a blow at 0 Aura on a creature that owes no roll yet owes exactly one", async () => {
    const card = await hitCard();
    const landed = landOn(card, "normal", target(0), true);
    expect(landed.deathNeeded).toBe(true);
    expect(landed.writes[0]!.changes["system.death.owed"]).toBe(1);
  });

  it("the conditions a blow at 0 Aura gives land on the selected creature, written as the defender", async () => {
    const card = await hitCard();
    const out = trayOutcome({ ...card, attack: { ...card.attack, nonlethal: 0 } }, "normal", target(0));
    expect(out.statuses.length).toBeGreaterThan(0);
    expect(out.statuses.every((s) => s.side === "defender")).toBe(true);
  });
});

describe("energy tray step: conditions on one side", () => {
  const prone = [{ id: "prone" }] as const;
  it("a condition not standing is given; one standing in its own right with no round limit is left alone", () => {
    expect(conditionChanges("defender", prone, { statuses: [] })).toEqual([{ side: "defender", id: "prone", active: true }]);
    expect(conditionChanges("defender", prone, { statuses: ["prone"] })).toEqual([]);
  });

  it("one standing only as a parent's daughter is given in its own right", () => {
    expect(conditionChanges("defender", prone, { statuses: ["prone"], implied: ["prone"] })).toEqual([{ side: "defender", id: "prone", active: true }]);
  });

  it("one ending sooner than the new limit is lengthened; one lasting longer is left", () => {
    const exposed: CardCondition[] = [{ id: "exposed", rounds: 2 }];
    expect(conditionChanges("attacker", exposed, { statuses: ["exposed"], roundsLeft: { exposed: 1 } })).toEqual([{ side: "attacker", id: "exposed", active: true, rounds: 2, lengthen: true }]);
    expect(conditionChanges("attacker", exposed, { statuses: ["exposed"], roundsLeft: { exposed: 3 } })).toEqual([]);
    expect(conditionChanges("attacker", [{ id: "exposed" }], { statuses: ["exposed"], roundsLeft: { exposed: 1 } })).toEqual([{ side: "attacker", id: "exposed", active: true, lengthen: true }]);
  });
});
