/**
 * The Roll-Under card shows every roll it made with its formula and faces in core's dice tooltip:
 * the attack's d20 against the number to roll under, and the damage dice with their modifier.
 */
import { describe, expect, it } from "vitest";
import { rollunderCardContext, type CardPermissions } from "../../../src/rulesets/rollunder/card-context";
import { makeRenderer, missingKeys } from "../../browser/render";
import { attack, cardOf, rollunderWorld } from "./world";

const CARD = "cardDiceRollund1";
const render = makeRenderer();
const ALL: CardPermissions = { rollDamage: true, sunderShield: true, applyDamage: true, deathRoll: true, undoDamage: true, adjust: true, seesTarget: true, targetHp: { value: 20, max: 20 } };

describe("rollunder card dice", () => {
  it("the attack roll and the damage roll show their formulas and faces", async () => {
    const w = rollunderWorld();
    await attack(w.t, CARD, w.footsoldier, "spear00000000000", w.ada, [[2]]);
    await w.t.press("gm", { messageId: CARD, action: "rollDamage", faces: [[5]] });
    const ctx = rollunderCardContext(cardOf(w.t, CARD), ALL);
    expect(ctx.attack.tip).toEqual({ formula: "1d20", total: 2, parts: [{ formula: "1d20", total: 2, faces: [{ result: 2, classes: "roll die d20" }] }] });
    expect(ctx.damage?.tip).toEqual({ formula: "1d8+1", total: 6, parts: [{ formula: "1d8", total: 5, faces: [{ result: 5, classes: "roll die d8" }] }] });
    const html = render("templates/rollunder/chat/attack-card.hbs", ctx);
    expect(html.match(/data-action="expandRoll"/g)).toHaveLength(2);
    expect(html).toContain('<div class="dice-formula">1d8+1</div>');
    expect([...missingKeys]).toEqual([]);
  });
});
