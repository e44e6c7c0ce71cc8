import { describe, expect, it } from "vitest";
import { parseReceipt, parseScale, receiptView, trayView, type TrayReceipt } from "../../../src/core/play/tray";
import { RuleError } from "../../../src/core/errors";

const view = (adjust: boolean, applied: boolean) => trayView({ action: "apply", fullTip: "MANIFOLD.Card.Apply", applied, heal: 7, adjust });
const scales = (v: Awaited<ReturnType<typeof trayView>>) => v?.buttons.map((b) => b.scale) ?? null;

describe("the damage tray's buttons follow who may adjust the damage", () => {
  it("the target's side or a GM gets half, apply, double and heal, before and after Apply", () => {
    expect(scales(view(true, false))).toEqual(["half", "normal", "double", "heal"]);
    expect(scales(view(true, true))).toEqual(["half", "normal", "double", "heal"]);
    expect(view(true, true)?.buttons[1]?.label).toBe("MANIFOLD.Card.ApplyAgainButton");
  });

  it("the attacker's side gets only the rules' Apply, and nothing once it is applied", () => {
    expect(scales(view(false, false))).toEqual(["normal"]);
    expect(view(false, true)).toBeNull();
  });
});

describe("every tray button names what it does", () => {
  it("half, apply, double and heal carry their own label, tooltip and icon", () => {
    expect(trayView({ action: "apply", fullTip: "MANIFOLD.Card.ApplyTip", applied: false, heal: 7, adjust: true })).toEqual({
      action: "apply",
      heal: 7,
      more: "MANIFOLD.Card.Tray.More",
      buttons: [
        { scale: "half", label: "MANIFOLD.Card.Tray.Half", tip: "MANIFOLD.Card.Tray.HalfTip", icon: "fa-solid fa-circle-half-stroke" },
        { scale: "normal", label: "MANIFOLD.Card.Apply", tip: "MANIFOLD.Card.ApplyTip", icon: "fa-solid fa-heart-crack" },
        { scale: "double", label: "MANIFOLD.Card.Tray.Double", tip: "MANIFOLD.Card.Tray.DoubleTip", icon: "fa-solid fa-angles-up" },
        { scale: "heal", label: "MANIFOLD.Card.Tray.Heal", tip: "MANIFOLD.Card.Tray.HealTip", icon: "fa-solid fa-heart-circle-plus" },
      ],
    });
  });
  it("a tray choice is one word of the set; none named is the rules' amount", async () => {
    expect([parseScale(undefined), parseScale(""), parseScale("half"), parseScale("heal")]).toEqual(["normal", "normal", "half", "heal"]);
    expect(() => parseScale("triple")).toThrow(RuleError);
  });
});

const entry = (over: Record<string, unknown> = {}) => ({ side: "defender", doc: "actor", path: "system.health.value", before: 8, after: 3, ...over });
const application = (over: Record<string, unknown> = {}) => ({ uuid: "Actor.a", name: "Goblin", entries: [entry()], ...over });
const raw = (over: Record<string, unknown> = {}) => ({ type: "contestAttack", from: "Card", scale: "half", applications: [application()], undone: false, ...over });

describe("a receipt read back from a message is believed only in its shape", () => {
  it("a well-formed receipt reads back as written; a missing `from` is empty and `undone` is only true when it is true", () => {
    expect(parseReceipt(raw())).toEqual({ type: "contestAttack", from: "Card", scale: "half", applications: [{ uuid: "Actor.a", name: "Goblin", entries: [entry()] }], undone: false });
    expect(parseReceipt(raw({ from: 7, undone: "yes" }))).toMatchObject({ from: "", undone: false });
    expect(parseReceipt(raw({ undone: true }))!.undone).toBe(true);
  });
  it.each([
    ["not an object", "receipt"],
    ["an array", []],
    ["no type", raw({ type: 3 })],
    ["no list of applications", raw({ applications: "x" })],
    ["a scale off the set", raw({ scale: "triple" })],
    ["an application that is not an object", raw({ applications: [null] })],
    ["an application without a uuid", raw({ applications: [application({ uuid: 1 })] })],
    ["an application without a name", raw({ applications: [application({ name: null })] })],
    ["an application without entries", raw({ applications: [application({ entries: {} })] })],
    ["an entry on the attacker's side", raw({ applications: [application({ entries: [entry({ side: "attacker" })] })] })],
    ["an entry on a combatant", raw({ applications: [application({ entries: [entry({ doc: "combatant" })] })] })],
    ["an entry without a path", raw({ applications: [application({ entries: [entry({ path: 4 })] })] })],
    ["an entry that is not an object", raw({ applications: [application({ entries: ["x"] })] })],
  ])("%s reads as nothing", (_what, value) => {
    expect(parseReceipt(value)).toBeNull();
  });
  it("reads at most 50 applications of at most 20 entries each", () => {
    const many = raw({ applications: Array.from({ length: 60 }, () => application({ entries: Array.from({ length: 25 }, () => entry()) })) });
    const read = parseReceipt(many)!;
    expect([read.applications.length, read.applications[0]!.entries.length]).toEqual([50, 20]);
  });
});

describe("a receipt as its template draws it", () => {
  const receipt = (over: Partial<TrayReceipt> = {}): TrayReceipt => ({ type: "contestAttack", from: "Sword", scale: "half", applications: [{ uuid: "Actor.a", name: "Goblin", entries: [entry() as never] }, { uuid: "Actor.b", name: "Ann", entries: [] }], undone: false, ...over });
  it("pools only for whom may see them; an actor nothing changed says so; Undo while something changed and it is not undone", () => {
    const view = receiptView(receipt(), { sees: (uuid) => uuid === "Actor.a", canUndo: true });
    expect(view).toEqual({
      title: "MANIFOLD.Card.Tray.Receipt.half",
      from: "Sword",
      lines: [
        { name: "Goblin", pools: [{ pool: "MANIFOLD.Card.Pool.health", before: 8, after: 3 }], plain: "MANIFOLD.Card.Tray.Receipt.Hurt" },
        { name: "Ann", pools: [], plain: "MANIFOLD.Card.Tray.Receipt.Unchanged" },
      ],
      undone: false,
      canUndo: true,
    });
    expect(receiptView(receipt(), { sees: () => false, canUndo: true }).lines[0]!.pools).toEqual([]);
    expect(receiptView(receipt({ scale: "heal" }), { sees: () => true, canUndo: true }).lines[0]!.plain).toBe("MANIFOLD.Card.Tray.Receipt.Healed");
    expect(receiptView(receipt(), { sees: () => true, canUndo: false }).canUndo).toBe(false);
    expect(receiptView(receipt({ undone: true }), { sees: () => true, canUndo: true })).toMatchObject({ undone: true, canUndo: false });
    expect(receiptView(receipt({ applications: [{ uuid: "Actor.b", name: "Ann", entries: [] }] }), { sees: () => true, canUndo: true }).canUndo).toBe(false);
  });
  it("an entry on a path that is no pool still counts as changed", () => {
    const view = receiptView(receipt({ applications: [{ uuid: "Actor.a", name: "Goblin", entries: [entry({ path: "system.other" }) as never] }] }), { sees: () => true, canUndo: true });
    expect(view.lines[0]).toEqual({ name: "Goblin", pools: [], plain: "MANIFOLD.Card.Tray.Receipt.Hurt" });
  });
});
