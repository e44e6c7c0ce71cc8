/**
 * Ready an Action through the sheet's order to the active GM: the action or weapon named is readied;
 * later, off her turn and whatever the initiatives, it is taken as a reaction (no initiative spent);
 * any action or reaction she takes ends the readiness (woundtrack.action.25-26).
 */
import { describe, expect, it } from "vitest";
import { readyChoices, takeForm, takeOptionsFrom } from "../../../src/rulesets/woundtrack/play/take-form";
import type { Action } from "../../../src/rulesets/woundtrack/play/side";
import { refusal } from "../table";
import { item } from "../../rulesets/woundtrack/data";
import { cardId, startTurn } from "./rounds";
import { act, attack, checkFaces, inCombat, initiativeOf, poolsOf, setInitiative, systemOf, woundtrackWorld } from "./world";

type World = ReturnType<typeof woundtrackWorld>;

const READY = { ...item("ready", "woundtrackAction", { category: "common", automation: "ready", ap: 2 }), name: "Ready an Action" } as Action;

/** The swordswoman (initiative 6, 20 AP) in the guard's turn (initiative 9); she readies on her own turn first. */
function world(): World {
  const w = woundtrackWorld();
  w.fighter.items.push(structuredClone(READY) as never, { ...item("strike", "woundtrackAction", { attack: "standard", ap: 4 }), name: "Standard Attack" } as never);
  inCombat(w.fighter, { ap: 20 }, 6);
  inCombat(w.guard, { ap: 20 }, 9);
  return w;
}
const ready = (w: World, id: string) => act(w.t, w.fighter, { kind: "take", item: "ready", faces: [], options: { ready: id } });
const swing = (w: World, n: number) => attack(w.t, cardId(n), w.fighter, "sword", w.guard, checkFaces([5], [5]));

describe("woundtrack Ready an Action", () => {
  it("woundtrack.action.25: readied on her turn, her sword is swung off it as a reaction, below the guard's initiative and at no initiative; woundtrack.action.26: that ends the readiness", async () => {
    const w = world();
    startTurn(w.t, w.fighter);
    await ready(w, "sword");
    expect([poolsOf(w.fighter).readied, poolsOf(w.fighter).ap]).toEqual(["sword", 18]);
    startTurn(w.t, w.guard);
    // Not readied, the Defend action off her turn at 6 below his 9 is refused.
    expect(await refusal(() => act(w.t, w.fighter, { kind: "take", item: "defend", faces: [] }))).toBe("MANIFOLD.woundtrack.Error.NotYourTurn");
    await swing(w, 1);
    expect([poolsOf(w.fighter).ap, initiativeOf(w.fighter), poolsOf(w.fighter).readied]).toEqual([14, 6, ""]);
    expect(await refusal(() => swing(w, 2))).toBe("MANIFOLD.woundtrack.Error.NotYourTurn");
  });

  it("woundtrack.action.25: on her own turn the readied sword is swung as any action, even at initiative 0 (no reaction there)", async () => {
    const w = world();
    startTurn(w.t, w.fighter);
    await ready(w, "sword");
    setInitiative(w.fighter, 0);
    expect(await refusal(() => swing(w, 1))).toBeNull();
    expect(poolsOf(w.fighter).readied).toBe("");
  });

  it("woundtrack.action.26: any other action or reaction she takes ends what she readied", async () => {
    const w = world();
    startTurn(w.t, w.fighter);
    await ready(w, "sword");
    await act(w.t, w.fighter, { kind: "take", item: "defend", faces: [] });
    expect(poolsOf(w.fighter).readied).toBe("");
    startTurn(w.t, w.guard);
    expect(await refusal(() => swing(w, 1))).toBe("MANIFOLD.woundtrack.Error.NotYourTurn");
  });

  it("woundtrack.action.25: the form lists her actions and weapons, not Ready itself nor an attack's item (an attack is readied with its weapon); anything else is refused", async () => {
    const w = world();
    startTurn(w.t, w.fighter);
    const choices = readyChoices(w.fighter.items as never, READY).map((c) => c.id);
    expect(choices).toContain("sword");
    expect(choices).toContain("defend");
    expect(choices).not.toContain("ready");
    expect(choices).not.toContain("strike");
    const form = takeForm(READY, false, w.fighter.items as never);
    expect(takeOptionsFrom(form, { ready: "defend" }).ready).toBe("defend");
    for (const id of ["ready", "strike", "nothing"]) expect(await refusal(() => ready(w, id))).not.toBeNull();
    expect(poolsOf(w.fighter).readied).toBe("");
    // Out of combat there is nothing to ready against.
    const out = woundtrackWorld();
    out.fighter.items.push(structuredClone(READY) as never);
    expect(await refusal(() => act(out.t, out.fighter, { kind: "take", item: "ready", faces: [], options: { ready: "sword" } }))).toBe("MANIFOLD.woundtrack.Error.InCombatOnly");
  });

  it("woundtrack.action.26: a card she opens on herself in the fight (a Treat Wound) is the GM's to open, so what she readied is spent on the GM's word", async () => {
    const w = world();
    w.fighter.items.push({ ...item("treatWound", "woundtrackAction", { category: "misc", automation: "treatWound", ap: 4, check: "Lor [Healing/Wounds]" }), name: "Treat Wound" } as never);
    systemOf(w.fighter).wounds.light = 1;
    startTurn(w.t, w.fighter);
    await ready(w, "sword");
    const sender = "ann";
    const token = w.t.place(w.fighter);
    w.t.target(sender, token);
    w.t.ids = [cardId(1)];
    await w.t.open(sender, { attacker: w.fighter.uuid, item: "treatWound", targets: [token], choices: { level: "light" }, faces: checkFaces([5], [5]) });
    expect(w.t.messages.get(cardId(1))!.authorId).toBe("gm");
    expect(poolsOf(w.fighter).readied).toBe("");
  });
});

