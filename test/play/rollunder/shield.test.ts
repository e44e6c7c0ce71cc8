/**
 * Armour and the shield at the table: Defense with leather, chain and plate, the penalties to
 * Movement and Stealth, and a shield sundered against a blow, which breaks.
 */
import { describe, expect, it } from "vitest";
import { prepareStep } from "../../../src/rulesets/rollunder/play/prepare";
import { refusal } from "../table";
import { armour } from "../../rulesets/rollunder/fixtures";
import { attack, cardOf, itemsOf, pcOf, rollunderWorld } from "./world";

const CARD = "cardShield000001";

function wearing(kind: "leather" | "chain" | "plate") {
  const w = rollunderWorld();
  w.ada.items = w.ada.items.filter((i) => i.type !== "rollunderArmor");
  itemsOf(w.ada).push(armour("armour0000000000", kind));
  return { w, derived: prepareStep(pcOf(w.ada), itemsOf(w.ada)) };
}

describe("rollunder armour and shield", () => {
  it("rollunder.armor.1: leather gives +2 Defense, takes no slot and costs no Movement", () => {
    const { derived } = wearing("leather");
    expect([derived.defense.total, derived.movement, derived.stealth]).toEqual([13, 10, 0]);
    // Sword 1, leather 0, shield 1, her quiver of 20 arrows 1.
    expect(derived.slots).toBe(3);
  });

  it("rollunder.armor.2: chain gives +4, takes 2 slots, −2 Movement and Stealth; the footsoldier's Attack roll feels it", async () => {
    const { w, derived } = wearing("chain");
    expect([derived.defense.total, derived.movement, derived.stealth, derived.slots]).toEqual([15, 8, -2, 5]);
    expect((await attack(w.t, CARD, w.footsoldier, "spear00000000000", w.ada, [[6]])).attack.target).toBe(11 + 10 - 15);
  });

  it("rollunder.armor.3: plate gives +6, takes 4 slots, −4 Movement and Stealth", () => {
    const { derived } = wearing("plate");
    expect([derived.defense.total, derived.movement, derived.stealth, derived.slots]).toEqual([17, 6, -4, 7]);
  });

  it("rollunder.armor.4 / rollunder.armor.5 / rollunder.armor.6: Ada sunders her shield: 1d12 off the blow, the shield breaks, and her Defense drops by 1", async () => {
    const w = rollunderWorld();
    expect(prepareStep(pcOf(w.ada), itemsOf(w.ada)).defense.total).toBe(13);
    await attack(w.t, CARD, w.footsoldier, "spear00000000000", w.ada, [[1]]);
    await w.t.press("gm", { messageId: CARD, action: "rollDamage", faces: [[8], [6]] });
    expect(cardOf(w.t, CARD).damage?.total).toBe(16);
    // Only the target's owner (or the GM) may sunder, with the d12 it asks for.
    expect(await refusal(() => w.t.press("bob", { messageId: CARD, action: "sunderShield", faces: [[9]] }))).toBe("MANIFOLD.Query.NotYours");
    expect(w.t.dice(CARD, "ann", "sunderShield")).toEqual([{ kind: "die", faces: 12, edge: 0 }]);
    await w.t.press("ann", { messageId: CARD, action: "sunderShield", faces: [[9]] });
    expect(await refusal(() => w.t.press("ann", { messageId: CARD, action: "sunderShield", faces: [[9]] }))).toBe("MANIFOLD.Query.NotYours");
    await w.t.press("gm", { messageId: CARD, action: "applyDamage" });
    expect(pcOf(w.ada).hp.value).toBe(20 - 7);
    expect(itemsOf(w.ada).find((i) => i.type === "rollunderShield")?.system).toMatchObject({ broken: true });
    expect(prepareStep(pcOf(w.ada), itemsOf(w.ada)).defense.total).toBe(12);
    // Undo mends the shield along with the HP: it restores what Apply changed.
    await w.t.press("gm", { messageId: CARD, action: "undoDamage" });
    expect(itemsOf(w.ada).find((i) => i.type === "rollunderShield")?.system).toMatchObject({ broken: false });
    expect(pcOf(w.ada).hp.value).toBe(20);
  });

  it("rollunder.armor.5: an enemy has no shield to sunder, and a sundered 1d12 never heals", async () => {
    const w = rollunderWorld();
    await attack(w.t, CARD, w.ada, "sword00000000000", w.footsoldier, [[3]]);
    await w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[2]] });
    expect(await refusal(() => w.t.press("gm", { messageId: CARD, action: "sunderShield", faces: [[12]] }))).toBe("MANIFOLD.Query.NotYours");
    const v = rollunderWorld();
    await attack(v.t, CARD, v.footsoldier, "spear00000000000", v.ada, [[3]]);
    await v.t.press("gm", { messageId: CARD, action: "rollDamage", faces: [[2]] });
    await v.t.press("ann", { messageId: CARD, action: "sunderShield", faces: [[12]] });
    await v.t.press("gm", { messageId: CARD, action: "applyDamage" });
    expect(pcOf(v.ada).hp.value).toBe(20);
  });
});
