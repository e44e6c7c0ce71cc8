/**
 * The energy card's Defense and Fortitude buttons read the modifier keys as the sheets' roll
 * buttons do: Alt asks for advantage, Ctrl (or Cmd) for disadvantage. The click becomes the
 * press's arguments (pressArgs, as the chat glue builds them), the chain is thrown as the step
 * asks, and the deciding side reads the word again, refusing any word outside its fixed set.
 */
import { describe, expect, it } from "vitest";
import { pressArgs, type ClickModifiers } from "../../../src/core/roll-options";
import { refusal } from "../table";
import { energyCard, energyWorld, inCombat } from "./world";
import { openAttack } from "./open-world";
import { Conditions } from "./condition-world";
import { energyCardContext } from "../../../src/rulesets/energy/sheets/card-context";
import { makeRenderer } from "../../browser/render";

const CARD = "cardKeysEnergy01";

/** A roll button of the card, as the template draws it (`data-edge-keys`), clicked with `keys`. */
const click = (action: string, keys: ClickModifiers) => pressArgs({ action, edgeKeys: "", rollKeys: "", tooltip: "x" }, keys);

/** Kestra in combat strikes the gnoll, under `statuses`, with her Blade; a Trip when asked. */
async function struck(statuses: string[] = [], maneuver?: string, choices: Record<string, unknown> = {}) {
  const w = energyWorld();
  const conds = new Conditions();
  conds.round = 1;
  for (const s of statuses) conds.add(w.gnoll, s);
  inCombat(w.kestra, { energy: 5 });
  const how = maneuver ? { how: { mode: "maneuver", maneuver } } : {};
  await openAttack(w.t, "ann", w.kestra, [w.gnoll], [[12]], { item: w.blade.id, ...how, choices }, [CARD]);
  return w;
}

/** The gnoll's Defense roll, thrown once or twice as the card asks, low enough to fail. */
async function defend(w: Awaited<ReturnType<typeof struck>>) {
  const [need] = w.t.dice(CARD, "gm", "rollDefense");
  await w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [need!.edge === 0 ? [1] : [1, 1]] });
}

describe("energy card rolls honour the modifier keys", () => {
  it("energy.defense.4: Alt on Roll Defense throws every die of the chain twice and keeps the higher", async () => {
    const w = await struck();
    const args = click("rollDefense", { altKey: true });
    expect(w.t.dice(CARD, "gm", "rollDefense")).toEqual([{ kind: "chain", faces: 10, edge: 0 }]);
    expect(w.t.dice(CARD, "gm", "rollDefense", args)).toEqual([{ kind: "chain", faces: 10, edge: 1 }]);
    await w.t.press("gm", { messageId: CARD, action: "rollDefense", args, faces: [[3, 7]] });
    const card = energyCard(w.t, CARD);
    expect(card.defenseRoll).toMatchObject({ thrown: [[3, 7]], total: 7 });
    // The card shows the edge the roll was made with.
    expect(card.defense.edge).toBe(1);
  });

  it("energy.resist.5 energy.cond.13: Alt cancels a Prone target's disadvantage on Evasion; Ctrl on an alert target cancels the maneuver's advantage", async () => {
    const prone = await struck(["prone"]);
    expect(prone.t.dice(CARD, "gm", "rollDefense", click("rollDefense", { altKey: true }))).toEqual([{ kind: "chain", faces: 10, edge: 0 }]);
    const alert = await struck([], "trip");
    expect(alert.t.dice(CARD, "gm", "rollDefense")).toEqual([{ kind: "chain", faces: 10, edge: 1 }]);
    expect(alert.t.dice(CARD, "gm", "rollDefense", click("rollDefense", { ctrlKey: true }))).toEqual([{ kind: "chain", faces: 10, edge: 0 }]);
  });

  it("energy.resist.5 (RULINGS): Prone and Dazed are two sources of disadvantage on Evasion; Alt cancels one and one remains", async () => {
    const w = await struck(["prone", "dazed"]);
    expect(energyCard(w.t, CARD).defense).toMatchObject({ edge: -1, sources: { boons: 0, banes: 2 } });
    const args = click("rollDefense", { altKey: true });
    expect(w.t.dice(CARD, "gm", "rollDefense", args)).toEqual([{ kind: "chain", faces: 10, edge: -1 }]);
    await w.t.press("gm", { messageId: CARD, action: "rollDefense", args, faces: [[3, 7]] });
    expect(energyCard(w.t, CARD).defenseRoll).toMatchObject({ total: 3 });
  });

  it("energy.maneuver.5 energy.resist.5: on the Fortitude save, Alt cancels one disadvantage, and of two one remains", async () => {
    const moving = await struck([], "trip", { targetMoving: true });
    await defend(moving);
    expect(moving.t.dice(CARD, "gm", "rollSave")).toEqual([{ kind: "chain", faces: 10, edge: -1 }]);
    const args = click("rollSave", { altKey: true });
    expect(moving.t.dice(CARD, "gm", "rollSave", args)).toEqual([{ kind: "chain", faces: 10, edge: 0 }]);
    await moving.t.press("gm", { messageId: CARD, action: "rollSave", args, faces: [[9]] });
    expect(energyCard(moving.t, CARD).save).toMatchObject({ edge: 0, total: expect.any(Number) });

    // Dazed and Tripped while moving: two disadvantages; one advantage leaves one (RULINGS).
    const dazed = await struck(["dazed"], "trip", { targetMoving: true });
    await defend(dazed);
    expect(dazed.t.dice(CARD, "gm", "rollSave", args)).toEqual([{ kind: "chain", faces: 10, edge: -1 }]);
  });

  it("energy.cond.6 energy.surprise.3 (RULINGS): Dazed and Surprised are two sources on the Fortitude save; Alt cancels one and one remains", async () => {
    const w = await struck(["dazed", "surprised"], "trip");
    expect(energyCard(w.t, CARD).defense.saveBanes).toBe(2);
    await defend(w);
    expect(w.t.dice(CARD, "gm", "rollSave", click("rollSave", { altKey: true }))).toEqual([{ kind: "chain", faces: 10, edge: -1 }]);
    const dazed = await struck(["dazed"], "trip");
    await defend(dazed);
    expect(dazed.t.dice(CARD, "gm", "rollSave", click("rollSave", { altKey: true }))).toEqual([{ kind: "chain", faces: 10, edge: 0 }]);
  });

  it("the deciding side reads the word again: a word outside the set, or one die for advantage, is refused and changes nothing", async () => {
    const w = await struck();
    const before = w.t.state();
    expect(await refusal(() => w.t.press("gm", { messageId: CARD, action: "rollDefense", args: { edge: "toString" }, faces: [[5]] }))).toBe("MANIFOLD.Query.Malformed");
    expect(await refusal(() => w.t.press("gm", { messageId: CARD, action: "rollDefense", args: { edge: "advantage" }, faces: [[5]] }))).toBe("MANIFOLD.Query.BadDice");
    expect(w.t.state()).toBe(before);
  });
});

/** The card's buttons as drawn for a user who may press everything: each action, and whether it reads the keys. */
function buttons(w: Awaited<ReturnType<typeof struck>>): Record<string, boolean> {
  const all = { canRollDefense: true, canRollSave: true, canRollDamage: true, canApply: true, canRollDeath: true, canFling: true, canEnd: true };
  const html = makeRenderer()("templates/energy/chat/attack-card.hbs", energyCardContext(energyCard(w.t, CARD), all));
  return Object.fromEntries([...html.matchAll(/<button[^>]*>/g)].map(([tag]) => [/data-action="(\w+)"/.exec(tag)![1]!, tag.includes("data-edge-keys")]));
}

describe("the energy card marks the roll buttons that read the keys", () => {
  it("Roll Defense and the Fortitude save read them; Damage, End attack and Apply, which have no edge, do not", async () => {
    const w = await struck([], "trip");
    expect(buttons(w)).toMatchObject({ rollDefense: true, endAttack: false });
    await defend(w);
    expect(buttons(w)).toMatchObject({ rollSave: true });
    const plain = await struck();
    await defend(plain);
    expect(buttons(plain)).toMatchObject({ rollDamage: false });
    await plain.t.press("ann", { messageId: CARD, action: "rollDamage", faces: plain.t.dice(CARD, "ann", "rollDamage").map(() => [1]) });
    expect(buttons(plain).apply).toBe(false);
  });
});
