/**
 * The attack card under the shared trust model: who may press which button, a forged request,
 * and a player alone at the table (no GM online) who can change only what they own.
 */
import { describe, expect, it } from "vitest";
import { refusal } from "../table";
import { attack, cardOf, enemyOf, pcOf, rollunderWorld } from "./world";

const CARD = "cardTrust0000001";

describe("rollunder card trust", () => {
  it("rollunder.hp.1: only the GM, the attack's opener or the target's owner may apply; a forged field is refused", async () => {
    const w = rollunderWorld();
    await attack(w.t, CARD, w.ada, "sword00000000000", w.ogre, [[3]], { by: "ann" });
    expect(await refusal(() => w.t.press("bob", { messageId: CARD, action: "rollDamage", faces: [[5]] }))).toBe("MANIFOLD.Query.NotYours");
    await w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[5]] });
    const before = w.t.state();
    expect(await refusal(() => w.t.press("bob", { messageId: CARD, action: "applyDamage" }))).toBe("MANIFOLD.Query.NotYours");
    expect(await refusal(() => w.t.send("ann", "card", { messageId: CARD, action: "applyDamage", userId: "gm" }))).toBe("MANIFOLD.Query.Malformed");
    expect(await refusal(() => w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[5]] }))).toBe("MANIFOLD.Query.NotYours");
    expect(w.t.state()).toBe(before);
    await w.t.press("ann", { messageId: CARD, action: "applyDamage" });
    expect(enemyOf(w.ogre).hp.value).toBe(13);
    // A second Apply decided after the first, that did not say "again", is refused; one that did is the target's side's.
    expect(await refusal(() => w.t.send("ann", "card", { messageId: CARD, action: "applyDamage" }))).toBe("MANIFOLD.Card.AlreadyApplied");
    expect(await refusal(() => w.t.press("ann", { messageId: CARD, action: "applyDamage" }))).toBe("MANIFOLD.Card.Tray.TargetSide");
  });

  it("rollunder.hp.1: with no GM online a player's own card cannot touch the GM's monster, but the monster's blow on a PC's card can be applied by that PC's owner", async () => {
    const w = rollunderWorld();
    w.t.gmOnline = false;
    await attack(w.t, CARD, w.ada, "sword00000000000", w.ogre, [[3]], { by: "ann" });
    await w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[5]] });
    expect(await refusal(() => w.t.press("ann", { messageId: CARD, action: "applyDamage" }))).toBe("MANIFOLD.Query.NeedsTargetOwner");
    expect(enemyOf(w.ogre).hp.value).toBe(18);
    await attack(w.t, "cardTrust0000002", w.ogre, "club000000000000", w.ada, [[3]]);
    await w.t.press("gm", { messageId: "cardTrust0000002", action: "rollDamage", faces: [[4]] });
    await w.t.press("ann", { messageId: "cardTrust0000002", action: "applyDamage" });
    expect(pcOf(w.ada).hp.value).toBe(16);
    // The press was relayed: the old card shows no more buttons; the newest card carries the ledger.
    const newest = w.t.newest("cardTrust0000002");
    expect(newest).not.toBe("cardTrust0000002");
    expect(cardOf(w.t, newest).ledger.applied).toBe(true);
  });
});
