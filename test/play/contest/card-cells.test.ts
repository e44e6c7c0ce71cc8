/**
 * The contest card's guards as cells: each button's `may`, called as the deciding client calls it,
 * is false whenever one of its conditions fails (a redundant-looking guard still stands on its own,
 * whatever the flow around it refuses first), and the arguments a step refuses say why.
 */
import { describe, expect, it } from "vitest";
import type { Table } from "../table";
import { CONTEST_CARD } from "../../../src/rulesets/contest/play/card";
import type { ContestCardSnapshot } from "../../../src/rulesets/contest/play/card";
import { stepRefusal } from "../step-refusal";
import { contestCard, contestWorld, strikeCard } from "./world";

const CARD = "cardCells0000001";
type Snap = ContestCardSnapshot;
const may = (action: string, snap: Snap) => CONTEST_CARD[action]!.may(snap, {});
/** The card as `user` sees it, as the deciding client snapshots it. */
const snap = (t: Table, user: string) => t.snapshot(CARD, user) as unknown as Snap;
const withCard = (snap: Snap, over: Partial<Snap["card"]>): Snap => ({ ...snap, card: { ...snap.card, ...over } });

/** Hero strikes the Goblin (the GM's), opened for ann. */
async function opened() {
  const w = contestWorld();
  await strikeCard(w.t, CARD, "gm", w.hero, w.goblin, "ann");
  return w;
}

describe("contest card guards, cell by cell", () => {
  it("a defence is rolled by the defender's side, only once one is declared and it is not None", async () => {
    const w = await opened();
    await w.t.press("gm", { messageId: CARD, action: "declareDefence", args: { defence: "dodge" } });
    const gm = snap(w.t, "gm");
    expect(may("rollDefence", gm)).toBe(true);
    expect(may("rollDefence", withCard(gm, { defence: "" }))).toBe(false);
    expect(may("rollDefence", withCard(gm, { defence: "none" }))).toBe(false);
    expect(may("rollDefence", snap(w.t, "bob"))).toBe(false);
  });

  it("a declared defence is one the rules name; a maneuver too", async () => {
    const w = await opened();
    const gm = snap(w.t, "gm");
    expect(stepRefusal(() => CONTEST_CARD.declareDefence!.run(gm, { defence: "pray" }, []))).toBe("MANIFOLD.contest.Card.DefenceNotAllowed");
    expect(stepRefusal(() => CONTEST_CARD.chooseManeuver!.run(withCard(gm, { maneuverBy: "attacker" }), { maneuver: "juggle" }, []))).toBe("MANIFOLD.contest.Card.ManeuverNotAllowed");
  });

  it("a maneuver is chosen or declined only by the winner's side, only once someone has won one", async () => {
    const w = await opened();
    await w.t.press("gm", { messageId: CARD, action: "declareDefence", args: { defence: "none" } });
    await w.t.press("ann", { messageId: CARD, action: "rollAttack", faces: [[2]] });
    const ann = snap(w.t, "ann");
    expect(contestCard(w.t, CARD).maneuverBy).toBe("attacker");
    for (const action of ["chooseManeuver", "declineManeuver"]) {
      expect(may(action, ann), action).toBe(true);
      expect(may(action, withCard(ann, { maneuverBy: "" })), action).toBe(false);
      expect(may(action, snap(w.t, "bob")), action).toBe(false);
    }
  });

  it("a maneuver's test is rolled once, by the side that rolls it", async () => {
    const w = await opened();
    await w.t.press("gm", { messageId: CARD, action: "declareDefence", args: { defence: "none" } });
    await w.t.press("ann", { messageId: CARD, action: "rollAttack", faces: [[2]] });
    await w.t.press("ann", { messageId: CARD, action: "chooseManeuver", args: { maneuver: "trip" } });
    const gm = snap(w.t, "gm");
    expect(may("rollManeuver", gm)).toBe(true);
    expect(may("rollManeuver", withCard(gm, { maneuverRoll: { ...(gm.card.attack ?? {}) } as never }))).toBe(false);
    expect(may("rollManeuver", withCard(gm, { maneuver: "" }))).toBe(false);
  });

  it("Apply needs the card resolved with its damage; Undo needs something applied", async () => {
    const w = await opened();
    await w.t.press("gm", { messageId: CARD, action: "declareDefence", args: { defence: "none" } });
    await w.t.press("ann", { messageId: CARD, action: "rollAttack", faces: [[2]] });
    await w.t.press("ann", { messageId: CARD, action: "declineManeuver" });
    await w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[5]] });
    const ann = snap(w.t, "ann");
    expect(may("applyDamage", ann)).toBe(true);
    expect(may("applyDamage", withCard(ann, { damage: null }))).toBe(false);
    expect(may("undoDamage", ann)).toBe(false);
    await w.t.press("ann", { messageId: CARD, action: "applyDamage" });
    const applied = snap(w.t, "ann");
    expect(may("undoDamage", applied)).toBe(true);
    expect(may("undoDamage", withCard(applied, { ledger: { applied: true, entries: [] } }))).toBe(false);
    expect(may("undoDamage", snap(w.t, "bob"))).toBe(false);
  });

  it("Apply is refused on a miss, which has no damage to land", async () => {
    const w = await opened();
    await w.t.press("gm", { messageId: CARD, action: "declareDefence", args: { defence: "none" } });
    await w.t.press("ann", { messageId: CARD, action: "rollAttack", faces: [[20]] });
    const ann = snap(w.t, "ann");
    expect(ann.card.damage).toBeNull();
    expect(may("applyDamage", ann)).toBe(false);
  });

  it("Apply lands the card's own reckoning on its target, a Block's share included", async () => {
    const w = await opened();
    await w.t.press("gm", { messageId: CARD, action: "declareDefence", args: { defence: "none" } });
    await w.t.press("ann", { messageId: CARD, action: "rollAttack", faces: [[2]] });
    await w.t.press("ann", { messageId: CARD, action: "declineManeuver" });
    await w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[6]] });
    const gm = snap(w.t, "gm");
    const health = (gm.defender.system as unknown as { health: { value: number } }).health.value;
    const blocked = withCard(gm, { damage: { ...gm.card.damage!, reduced: { ...gm.card.damage!.reduced, total: 1 } } });
    expect(CONTEST_CARD.applyDamage!.run(blocked, {}, []).writes[0]!.changes["system.health.value"]).toBe(health - 1);
  });
});
