/**
 * A blow that takes HP below 0 owes a Death & Dismemberment roll (rollunder.hp.3, one per blow),
 * on every path that lands it: the card's Apply, the tray on selected tokens, a sheet field, the
 * token bar. Each counts it once on the creature and tells the GMs and owners; the card's button
 * and the sheet's take one off and draw the table (play/consequence.ts, play/death.ts).
 */
import { describe, expect, it } from "vitest";
import { PUBLIC } from "../../../src/core/play/port";
import { sheetDeathDraw } from "../../../src/rulesets/rollunder/play/death";
import { DEATH_DRAW } from "../../../src/rulesets/rollunder/play/card";
import { refusal, type PlainActor } from "../table";
import { applySelected } from "../tray-kit";
import { attack, cardOf, pcOf, rollunderWorld } from "./world";
import { hpConsequences } from "../../../src/rulesets/rollunder/play/consequence";

const CARD = "cardConsequence1";
const owed = (a: PlainActor) => pcOf(a).deathOwed;
const edit = (w: ReturnType<typeof rollunderWorld>, userId: string, a: PlainActor, hp: number) => w.t.run(userId, (port) => port.write(a, "actor", { "system.hp.value": hp }));

/** The footsoldier's spear card at Ada (3 HP), 8 damage rolled. */
async function rolled() {
  const w = rollunderWorld();
  pcOf(w.ada).hp.value = 3;
  pcOf(w.bram).hp.value = 3;
  await attack(w.t, CARD, w.footsoldier, "spear00000000000", w.ada, [[2]]);
  await w.t.press("gm", { messageId: CARD, action: "rollDamage", faces: [[7]] });
  return w;
}

describe("rollunder.hp.3: a Death & Dismemberment roll owed on every path below 0 HP", () => {
  it("the card's Apply: owed once and told once; the card's button draws it and takes it off", async () => {
    const w = await rolled();
    await w.t.press("ann", { messageId: CARD, action: "applyDamage" });
    expect([pcOf(w.ada).hp.value, owed(w.ada)]).toEqual([-5, 1]);
    expect(w.t.log.notices.map((n) => [n.uuid, n.key, n.data.count])).toEqual([[w.ada.uuid, "MANIFOLD.rollunder.Death.OwedNotice", "1"]]);
    await w.t.press("ann", { messageId: CARD, action: "deathRoll" });
    expect([owed(w.ada), cardOf(w.t, CARD).deathRolled]).toEqual([0, true]);
  });

  it("the tray on a selected token: owed on that creature, told", async () => {
    const w = await rolled();
    await applySelected(w.t, "bob", CARD, "normal", [w.bram]);
    expect(owed(w.bram)).toBe(1);
    expect(w.t.log.notices.map((n) => n.uuid)).toEqual([w.bram.uuid]);
  });

  it("a sheet field or the token bar: owed and told as any blow; a second blow owes a second roll; healing owes nothing", async () => {
    const w = rollunderWorld();
    const told = () => w.t.log.notices.map((n) => n.data.count);
    await edit(w, "ann", w.ada, -2);
    expect([owed(w.ada), told()]).toEqual([1, ["1"]]);
    await edit(w, "gm", w.ada, -6);
    expect([owed(w.ada), told()]).toEqual([2, ["2"]]);
    await edit(w, "ann", w.ada, -1);
    expect([owed(w.ada), told()]).toEqual([2, []]);
  });

  it("the sheet's button: its owner takes one off and the table is drawn; none owed, nothing is drawn", async () => {
    const w = rollunderWorld();
    await edit(w, "ann", w.ada, -2);
    await w.t.run("ann", (port) => sheetDeathDraw(port, w.ada, owed(w.ada), "rollunderCharacter", PUBLIC));
    expect(owed(w.ada)).toBe(0);
    expect(w.t.log.effects.map((e) => [e.by, e.kind])).toEqual([["ann", DEATH_DRAW]]);
    expect(await refusal(() => w.t.run("ann", (port) => sheetDeathDraw(port, w.ada, owed(w.ada), "rollunderCharacter", PUBLIC)))).toBe("MANIFOLD.rollunder.Error.NoDeathOwed");
    await edit(w, "ann", w.ada, -4);
    expect(await refusal(() => w.t.run("bob", (port) => sheetDeathDraw(port, w.ada, owed(w.ada), "rollunderCharacter", PUBLIC)))).toBe("MANIFOLD.Query.NeedsAttackerOwner");
    expect(owed(w.ada)).toBe(1);
  });
});

describe("rollunder.hp.3: the step, cell by cell", () => {
  const st = (hp: number, owed = 0) => ({ hp, owed });
  it("a blow below 0 counts a roll unless its path did; told with the blow; healing and the count alone say nothing", () => {
    expect(hpConsequences(st(3), st(-2)).outcome.writes).toEqual([{ side: "attacker", doc: "actor", changes: { "system.deathOwed": 1 } }]);
    expect(hpConsequences(st(3), st(-2)).notices).toEqual([{ key: "MANIFOLD.rollunder.Death.OwedNotice", data: { count: "1" } }]);
    expect(hpConsequences(st(3), st(-2, 1)).outcome.writes).toEqual([]);
    expect(hpConsequences(st(3), st(-2, 1)).notices).toHaveLength(1);
    expect(hpConsequences(st(-2, 1), st(-1, 1))).toMatchObject({ outcome: { writes: [] }, notices: [] });
    expect(hpConsequences(st(-2, 0), st(-2, 1))).toMatchObject({ outcome: { writes: [] }, notices: [] });
    expect(hpConsequences(st(3), st(0)).outcome.writes).toEqual([]);
  });
});
