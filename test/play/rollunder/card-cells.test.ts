/**
 * The Roll-Under card's guards as cells: each button's `may`, called as the deciding client calls
 * it, is false whenever one of its conditions fails, whatever the flow around it refuses first.
 */
import { describe, expect, it } from "vitest";
import type { Table } from "../table";
import { ROLLUNDER_CARD, type RollunderCardSnapshot } from "../../../src/rulesets/rollunder/play/card";
import { attack, rollunderWorld } from "./world";

const CARD = "cardCellsRollun1";
type Snap = RollunderCardSnapshot;
const may = (action: string, snap: Snap) => ROLLUNDER_CARD[action]!.may(snap, {});
/** The card as `user` sees it, as the deciding client snapshots it. */
const snap = (t: Table, user: string) => t.snapshot(CARD, user) as unknown as Snap;
const withCard = (snap: Snap, over: Partial<Snap["card"]>): Snap => ({ ...snap, card: { ...snap.card, ...over } });

/** The footsoldier's spear hits Ada (ann's, with her shield) and rolls 7. */
async function hit() {
  const w = rollunderWorld();
  await attack(w.t, CARD, w.footsoldier, "spear00000000000", w.ada, [[2]]);
  await w.t.press("gm", { messageId: CARD, action: "rollDamage", faces: [[7]] });
  return w;
}

describe("rollunder card guards, cell by cell", () => {
  it("a PC sunders its standing shield once, against damage not yet applied", async () => {
    const w = await hit();
    const ann = snap(w.t, "ann");
    expect(may("sunderShield", ann)).toBe(true);
    expect(may("sunderShield", { ...ann, defender: { ...ann.defender, pc: false } })).toBe(false);
    expect(may("sunderShield", { ...ann, defender: { ...ann.defender, shield: null } })).toBe(false);
    expect(may("sunderShield", withCard(ann, { damage: null }))).toBe(false);
    expect(may("sunderShield", withCard(ann, { sunder: { face: 3, shield: "s" } }))).toBe(false);
    expect(may("sunderShield", withCard(ann, { ledger: { applied: true, entries: [] } }))).toBe(false);
    expect(may("sunderShield", snap(w.t, "bob"))).toBe(false);
  });

  it("Apply needs the damage rolled; Undo needs something applied, and after the Death roll only a GM", async () => {
    const w = await hit();
    const ann = snap(w.t, "ann");
    expect(may("applyDamage", ann)).toBe(true);
    expect(may("applyDamage", withCard(ann, { damage: null }))).toBe(false);
    expect(may("applyDamage", withCard(ann, { attack: { ...ann.card.attack, hit: false }, damage: null }))).toBe(false);
    expect(may("undoDamage", ann)).toBe(false);
    await w.t.press("ann", { messageId: CARD, action: "applyDamage" });
    const applied = snap(w.t, "ann");
    expect(may("undoDamage", applied)).toBe(true);
    expect(may("undoDamage", withCard(applied, { ledger: { applied: true, entries: [] } }))).toBe(false);
    expect(may("undoDamage", withCard(applied, { deathRolled: true }))).toBe(false);
    expect(may("undoDamage", withCard(snap(w.t, "gm"), { deathRolled: true }))).toBe(true);
  });
});
