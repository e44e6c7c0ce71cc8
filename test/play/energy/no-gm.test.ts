/**
 * Kestra (ann) attacks Brannoc (bob) with no GM online. ann writes the card; each press on a card
 * its presser did not write is relayed: the presser writes only their own documents and posts the
 * card's next state as a card that follows. The attack finishes with nobody's help.
 */
import { describe, expect, it } from "vitest";
import { routeOpen } from "../../../src/core/play/relay";
import { creature, item } from "../../rulesets/energy/fixtures";
import { refusal } from "../table";
import { energyCard, energyWorld, meleeCard, plain } from "./world";

const C1 = "cardNoGmEnergy01";

function noGM() {
  const w = energyWorld();
  w.t.gmOnline = false;
  const brannoc = w.t.actor(plain("Actor.brannoc", "energyCharacter", ["bob"], creature({ aura: { value: 9, max: 10 } }), [item("energyWeapon", "Club", { equipped: true, damage: "1d6" })]));
  expect(routeOpen({ isGM: false, ownsAllTargets: false, gmOnline: false })).toBe("relay");
  // cardMessage records who opened the attack on every card it posts.
  meleeCard(w.t, C1, "ann", w.kestra, brannoc, 15, "ann");
  return { ...w, brannoc };
}

const aura = (a: { system: Record<string, unknown> }) => (a.system.aura as { value: number }).value;

describe("a PC against a PC with no GM online", () => {
  it("plays the Evasion roll, damage, Apply and Undo through relayed cards, one write per document per click", async () => {
    const w = noGM();
    await w.t.press("bob", { messageId: C1, action: "rollDefense", faces: [[2]] });
    expect(w.t.messages.get(w.t.newest(C1))).toMatchObject({ authorId: "bob", card: { follows: C1 } });
    expect(energyCard(w.t, w.t.newest(C1)).result?.hit).toBe(true);
    await w.t.press("ann", { messageId: w.t.newest(C1), action: "rollDamage", faces: [[5]] });
    const damage = energyCard(w.t, w.t.newest(C1)).damage!.total;
    expect(damage).toBeGreaterThan(0);

    const before = w.t.state();
    expect(await refusal(() => w.t.press("ann", { messageId: w.t.newest(C1), action: "apply" }))).toBe("MANIFOLD.Query.NeedsTargetOwner");
    expect(w.t.state()).toBe(before);

    await w.t.press("bob", { messageId: w.t.newest(C1), action: "apply" });
    expect(aura(w.brannoc)).toBe(9 - damage);
    expect([...w.t.pressWrites.values()].every((n) => n === 1)).toBe(true);
    const applied = w.t.messages.get(w.t.newest(C1))!;
    expect(applied).toMatchObject({ authorId: "bob", card: { ledger: { applied: true } } });
    await w.t.press("bob", { messageId: applied.id, action: "undo" });
    expect(aura(w.brannoc)).toBe(9);
  });

  it("a natural 1 Exposes the attacker: only the attacker's owner can apply that", async () => {
    const w = noGM();
    meleeCard(w.t, "cardNoGmFumble01", "ann", w.kestra, w.brannoc, 1, "ann");
    await w.t.press("bob", { messageId: "cardNoGmFumble01", action: "rollDefense", faces: [[4]] });
    const card = w.t.newest("cardNoGmFumble01");
    expect(await refusal(() => w.t.press("bob", { messageId: card, action: "apply" }))).toBe("MANIFOLD.Query.NeedsAttackerOwner");
    await w.t.press("ann", { messageId: card, action: "apply" });
    expect(w.kestra.statuses).toContain("exposed");
  });

  it("a card that was continued takes no more presses", async () => {
    const w = noGM();
    await w.t.press("bob", { messageId: C1, action: "rollDefense", faces: [[2]] });
    expect(await refusal(() => w.t.press("ann", { messageId: C1, action: "rollDamage", faces: [[5]] }))).toBe("MANIFOLD.Query.Superseded");
  });
});
