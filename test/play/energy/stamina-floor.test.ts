/**
 * Stamina lost rather than spent, played through the card's Apply: a non-lethal blow to an NPC at
 * 0 Aura takes 5 Stamina, and what it has not got is not taken.
 */
import { describe, expect, it } from "vitest";
import { item } from "../../rulesets/energy/fixtures";
import { energyCard, energyWorld, postCard } from "./world";

const CARD = "cardStaminaFlr01";

/** Kestra clubs the gnoll (0 Aura, `stamina` left) non-lethally, the Chance roll made; then Apply. */
async function clubbed(stamina: number) {
  const w = energyWorld();
  (w.gnoll.system.aura as { value: number }).value = 0;
  (w.gnoll.system.stamina as { value: number }).value = stamina;
  const club = item("energyWeapon", "Club", { equipped: true, damage: "1d6", blunt: true, mpr: 0 });
  w.kestra.items.push(club as never);
  postCard(w.t, CARD, "gm", w.kestra, w.gnoll, 19, { weapon: club.id!, choices: { nonlethal: true }, openedBy: "ann" });
  await w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[1]] });
  await w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[3], [20]] });
  expect(energyCard(w.t, CARD).chance?.nonlethal).toBe(true);
  const out = await w.t.press("ann", { messageId: CARD, action: "apply" });
  return { ...w, out, stamina: () => (w.gnoll.system.stamina as { value: number }).value };
}

describe("energy: Stamina never goes below 0", () => {
  it.each([
    [3, 0],
    [5, 0],
    [1, 0],
  ])("energy.stamina.18: an NPC with %i Stamina loses the 5 a non-lethal blow takes and is left at %i, knocked out", async (had, left) => {
    const s = await clubbed(had);
    expect(s.stamina()).toBe(left);
    expect(s.gnoll.statuses).toEqual(["shaken", "unconscious"]);
    expect((s.gnoll.system.death as { unconscious: string }).unconscious).toBe("nonlethal");
  });

  it("energy.stamina.18: one already at 0 stays at 0 and is not knocked out a second time", async () => {
    const s = await clubbed(0);
    expect(s.stamina()).toBe(0);
    expect(s.out.writes).toEqual([{ side: "defender", doc: "actor", changes: { "system.stamina.value": 0 } }]);
    expect(s.gnoll.statuses).toEqual(["shaken"]);
  });

  it("energy.stamina.18: with more than 5 it loses exactly 5 and stays awake", async () => {
    const s = await clubbed(8);
    expect(s.stamina()).toBe(3);
    expect(s.gnoll.statuses).toEqual(["shaken"]);
  });
});
