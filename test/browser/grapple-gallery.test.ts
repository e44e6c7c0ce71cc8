import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeRenderer, missingKeys } from "./render";
import { close, launch, open, page } from "./harness";
import { grappleCardContext } from "../../src/rulesets/contest/sheets/grapple-context";
import { attackCardContext } from "../../src/rulesets/contest/sheets/context";
import { chooseResist, newGrappleCard, recordGrappleRoll, releaseGrapple, type GrappleCard } from "../../src/rulesets/contest/rules/grapple";
import { rollTest } from "../../src/rulesets/contest/rules/card";
import { newCard } from "../../src/rulesets/contest/rules/plan";
import { NO_SITUATION } from "../rulesets/contest/fixtures";
import { weapon } from "../rulesets/contest/fixtures";

/**
 * The grapple card at each stage, and an attack card at an unaware target with the GM's switch,
 * rendered with the real templates and CSS in headless Chromium with no console error.
 */
const render = makeRenderer();
const test = (target: number, face: number, skill = "athletics") => rollTest({ attribute: null, target: { total: target, parts: [{ label: `MANIFOLD.contest.Skill.${skill}`, value: target }] }, edge: 0, autoFail: false, autoPass: false }, [face]);
const fresh = newGrappleCard({ uuid: "Actor.k", name: "Knight", img: "icons/svg/mystery-man.svg" }, { uuid: "Actor.b", name: "Bandit", img: "icons/svg/mystery-man.svg" });
const chosen = chooseResist(fresh, "acrobatics");
const held = recordGrappleRoll(recordGrappleRoll(chosen, "attacker", test(14, 3)), "defender", test(11, 12, "acrobatics"));
const grapples: Record<string, { card: GrappleCard; text: string }> = {
  "grapple-choose": { card: fresh, text: "Acrobatics" },
  "grapple-roll": { card: chosen, text: "Roll Athletics" },
  "grapple-holds": { card: held, text: "Grappled" },
  "grapple-released": { card: releaseGrapple(held), text: "Released" },
};

beforeAll(launch);
afterAll(close);

describe("contest grapple and awareness cards (headless Chromium)", () => {
  for (const [name, { card, text }] of Object.entries(grapples)) {
    it(`chat card: ${name}`, async () => {
      const html = page(name, `<div class="chat-frame">${render("templates/contest/chat/grapple-card.hbs", grappleCardContext(card, { attacker: true, defender: true }))}</div>`, "gallery");
      const r = await open(name, html, ".grapple-card");
      expect(r.errors).toEqual([]);
      expect(r.a11y).toEqual([]);
      expect(r.text).toContain("Knight");
      expect(r.text).toContain(text);
    });
  }

  it("chat card: an unaware target, with the GM's switch", async () => {
    const sword = weapon("Sword", { equipped: true }, "sword0000000000a");
    const card = newCard({ uuid: "a", name: "Knight", img: "" }, { uuid: "b", name: "Bandit", img: "", hasShield: false, aware: false }, sword, "i", NO_SITUATION);
    const context = attackCardContext(card, { canDeclare: true, canRollAttack: true, canRollDefence: true, canApply: true, maneuvers: [], canSetAware: true });
    const r = await open("card-unaware", page("card-unaware", `<div class="chat-frame">${render("templates/contest/chat/attack-card.hbs", context)}</div>`, "gallery"), ".attack-card");
    expect(r.errors).toEqual([]);
    expect(r.a11y).toEqual([]);
    expect(r.text).toContain("Mark the target aware");
  });

  it("every lang key the rendered pages used exists", () => {
    expect([...missingKeys]).toEqual([]);
  });
});
