/**
 * Roll-Under has no advantage or disadvantage: its card's buttons take no modifier keys. The card
 * marks none of them as a roll that reads the keys, an Alt or Ctrl click sends what a plain click
 * sends (pressArgs, as the chat glue builds the press), and a forged edge word changes no die.
 */
import { describe, expect, it } from "vitest";
import { pressArgs, type ClickModifiers } from "../../../src/core/roll-options";
import { rollunderCardContext, type CardPermissions } from "../../../src/rulesets/rollunder/card-context";
import { makeRenderer } from "../../browser/render";
import { attack, cardOf, pcOf, rollunderWorld } from "./world";

const CARD = "cardKeysRollund1";
const render = makeRenderer();
const ALL: CardPermissions = { rollDamage: true, sunderShield: true, applyDamage: true, deathRoll: true, undoDamage: true, adjust: true, seesTarget: true, targetHp: { value: 20, max: 20 } };

/** Every button the card draws for a user who may press everything: its data attributes. */
function buttons(w: Awaited<ReturnType<typeof rollunderWorld>>): Record<string, string>[] {
  const html = render("templates/rollunder/chat/attack-card.hbs", rollunderCardContext(cardOf(w.t, CARD), ALL));
  // A bare attribute (data-edge-keys, as the other rulesets write it) counts as present with "".
  return [...html.matchAll(/<button([^>]*)>/g)].map(([, attrs]) => Object.fromEntries([...attrs!.matchAll(/data-([\w-]+)(?:="([^"]*)")?/g)].map(([, k, v]) => [k!.replace(/-(\w)/g, (_a, c: string) => c.toUpperCase()), v ?? ""])));
}

/** A button clicked with keys, as the chat glue reads the click. */
const click = (dataset: Record<string, string>, keys: ClickModifiers) => pressArgs(dataset, keys);

describe("rollunder card buttons take no modifier keys", () => {
  it("no button is marked as a roll that reads the keys, at any stage", async () => {
    const w = rollunderWorld();
    pcOf(w.ada).hp.value = 2;
    await attack(w.t, CARD, w.footsoldier, "spear00000000000", w.ada, [[2]]);
    const seen = new Set<string>();
    const check = () => {
      for (const b of buttons(w)) {
        expect(b.edgeKeys).toBeUndefined();
        seen.add(b.action!);
      }
    };
    check();
    await w.t.press("gm", { messageId: CARD, action: "rollDamage", faces: [[7]] });
    check();
    await w.t.press("gm", { messageId: CARD, action: "applyDamage" });
    check();
    expect([...seen].sort()).toEqual(["applyDamage", "deathRoll", "rollDamage", "sunderShield", "undoDamage"]);
  });

  it("Alt or Ctrl on Roll damage and on the tray sends what a plain click sends", () => {
    expect(click({ action: "rollDamage" }, { altKey: true })).toEqual({});
    expect(click({ action: "rollDamage" }, { ctrlKey: true, shiftKey: true })).toEqual({});
    expect(click({ action: "applyDamage", scale: "half" }, { altKey: true })).toEqual({ scale: "half" });
  });

  it("a forged edge word changes no die: Roll damage and Sunder throw the plain dice the rules name", async () => {
    const w = rollunderWorld();
    await attack(w.t, CARD, w.footsoldier, "spear00000000000", w.ada, [[2]]);
    expect(w.t.dice(CARD, "gm", "rollDamage", { edge: "advantage" })).toEqual([{ kind: "die", faces: 8, edge: 0 }]);
    await w.t.press("gm", { messageId: CARD, action: "rollDamage", args: { edge: "advantage" }, faces: [[5]] });
    expect(cardOf(w.t, CARD).damage).toEqual({ formula: "1d8+1", faces: [5], total: 6 });
    expect(w.t.dice(CARD, "ann", "sunderShield", { edge: "disadvantage" })).toEqual([{ kind: "die", faces: 12, edge: 0 }]);
  });
});
