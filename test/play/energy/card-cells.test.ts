/**
 * The energy card's guards as cells: each button's `may`, called as the deciding client calls it,
 * is false whenever one of its conditions fails, and true for the player who owns that side (not
 * only for a GM), whatever the flow around it refuses first.
 */
import { describe, expect, it } from "vitest";
import type { Table } from "../table";
import { ENERGY_CARD, type EnergyCardSnapshot } from "../../../src/rulesets/energy/play/card";
import { energyCard, energyWorld, meleeCard } from "./world";

const CARD = "cardCellsEnergy1";
type Snap = EnergyCardSnapshot;
const may = (action: string, snap: Snap) => ENERGY_CARD[action]!.may(snap, {});
/** The card as `user` sees it, as the deciding client snapshots it. */
const snap = (t: Table, user: string) => t.snapshot(CARD, user) as unknown as Snap;
const withCard = (snap: Snap, over: Partial<Snap["card"]>): Snap => ({ ...snap, card: { ...snap.card, ...over } });

/** The Gnoll (the GM's) attacks Kestra (ann's) with a 15 on its d20. */
function gnollAtKestra() {
  const w = energyWorld();
  meleeCard(w.t, CARD, "gm", w.gnoll, w.kestra, 15);
  return w;
}

describe("energy card guards, cell by cell", () => {
  it("the defence is the defender's player's to roll or decline, only while the card waits for it", async () => {
    const w = gnollAtKestra();
    const ann = snap(w.t, "ann");
    expect(may("rollDefense", ann)).toBe(true);
    expect(may("noDefense", ann)).toBe(true);
    expect(may("noDefense", snap(w.t, "bob"))).toBe(false);
    await w.t.press("ann", { messageId: CARD, action: "rollDefense", faces: [[2]] });
    const after = snap(w.t, "ann");
    expect(may("noDefense", after)).toBe(false);
    expect(may("rollDefense", after)).toBe(false);
  });

  it("Apply waits for the card to resolve; Undo needs something applied, and after a Death roll only a GM", async () => {
    const w = gnollAtKestra();
    const waiting = snap(w.t, "ann");
    expect(may("apply", waiting)).toBe(false);
    await w.t.press("ann", { messageId: CARD, action: "rollDefense", faces: [[2]] });
    await w.t.press("gm", { messageId: CARD, action: "rollDamage", faces: [[6]] });
    const resolved = snap(w.t, "ann");
    expect(may("apply", resolved)).toBe(true);
    expect(may("undo", resolved)).toBe(false);
    await w.t.press("ann", { messageId: CARD, action: "apply" });
    const applied = snap(w.t, "ann");
    expect(may("undo", applied)).toBe(true);
    expect(may("undo", withCard(applied, { ledger: { applied: true, entries: [] } }))).toBe(false);
    const rolled = withCard(applied, { death: { roll: 10, band: "x" } as never });
    expect(may("undo", rolled)).toBe(false);
    expect(may("undo", withCard(snap(w.t, "gm"), { death: { roll: 10, band: "x" } as never }))).toBe(true);
  });

  it("the Death roll is the defender's player's, once, when the card owes one", () => {
    const w = gnollAtKestra();
    const ann = snap(w.t, "ann");
    expect(may("rollDeath", withCard(ann, { deathNeeded: true, death: null }))).toBe(true);
    expect(may("rollDeath", withCard(ann, { deathNeeded: false, death: null }))).toBe(false);
    expect(may("rollDeath", withCard(ann, { deathNeeded: true, death: { roll: 3, band: "x" } as never }))).toBe(false);
    expect(may("rollDeath", withCard(snap(w.t, "bob"), { deathNeeded: true, death: null }))).toBe(false);
  });

  it("ending an attack early is the attacker's, before the defence, while it would give something back", () => {
    const w = energyWorld();
    meleeCard(w.t, CARD, "gm", w.kestra, w.gnoll, 15, "ann");
    const ann = snap(w.t, "ann");
    expect(may("endAttack", ann)).toBe(true);
    expect(may("endAttack", withCard(ann, { ended: true }))).toBe(false);
    expect(may("endAttack", withCard(ann, { attack: { ...ann.card.attack, swift: true } }))).toBe(false);
    expect(may("endAttack", { ...ann, attacker: { ...ann.attacker, round: (ann.card.round ?? 0) + 1 } })).toBe(false);
    expect(energyCard(w.t, CARD).ended).toBeFalsy();
  });

  it("Apply lands the card's own total on its target (its armour roll counted); Heal brings none of the attack's conditions", async () => {
    const w = gnollAtKestra();
    await w.t.press("ann", { messageId: CARD, action: "rollDefense", faces: [[2]] });
    await w.t.press("gm", { messageId: CARD, action: "rollDamage", faces: [[6]] });
    const gm = snap(w.t, "gm");
    const aura = gm.defender.system.aura.value;
    const taken = ENERGY_CARD.apply!.run(withCard(gm, { damage: { ...gm.card.damage!, total: 3 } }), {}, []);
    expect(taken.writes[0]!.changes["system.aura.value"]).toBe(aura - 3);
    const critical = withCard(gm, { result: { ...gm.card.result!, crit: true } });
    expect(ENERGY_CARD.apply!.run(critical, {}, []).statuses).toContainEqual(expect.objectContaining({ side: "defender", id: "exposed" }));
    expect(ENERGY_CARD.apply!.run(critical, { scale: "heal" }, []).statuses).toEqual([]);
  });

  it("Undo clears the Death roll the blow owed, so none is left to make", async () => {
    const w = gnollAtKestra();
    await w.t.press("ann", { messageId: CARD, action: "rollDefense", faces: [[2]] });
    await w.t.press("gm", { messageId: CARD, action: "rollDamage", faces: [[6]] });
    await w.t.press("ann", { messageId: CARD, action: "apply" });
    const applied = withCard(snap(w.t, "gm"), { deathNeeded: true });
    expect(ENERGY_CARD.undo!.run(applied, {}, []).card).toMatchObject({ deathNeeded: false, death: null });
  });
});
