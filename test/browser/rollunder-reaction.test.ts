import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { close, dialogPage, launch, open, page } from "./harness";
import { makeRenderer, missingKeys, word } from "./render";
import { pack } from "./samples";
import { escapeHtml } from "../../src/core/html";
import { reactionDialogContext, reactionFormula, reactionPcs } from "../../src/rulesets/rollunder/reaction-form";
import { reactionStep } from "../../src/rulesets/rollunder/play/morale";
import { moraleDialogContext } from "../../src/rulesets/rollunder/morale-form";

/**
 * The GM's reaction roll on meeting an enemy from the bestiary: the dialog naming the most visible
 * party member (names users typed show as text), and the chat line the roll posts, worded by the
 * same step and lang keys the glue uses.
 */
const render = makeRenderer();
const ROLL_MODES = { publicroll: "Public Roll", gmroll: "Private GM Roll", blindroll: "Blind GM Roll", selfroll: "Self Roll" };
const dancer = pack("rollunder-actors").find((a) => a.name === "Knife-Dancer")!;
const pcs = reactionPcs(
  [{ uuid: "Actor.aria", name: "Aria Fenwick" }, { uuid: "Actor.brom", name: "Brom <the Tall>" }],
  [{ uuid: "Actor.aria", name: "Aria Fenwick" }, { uuid: "Actor.cael", name: "Cael" }],
);

function dialog(): string {
  const content = render("templates/rollunder/reaction/dialog.hbs", reactionDialogContext({ pcs, rollModes: ROLL_MODES, rollMode: "gmroll" }));
  return dialogPage("rollunder-reaction-dialog", word("MANIFOLD.rollunder.Reaction.Title", { name: dancer.name }), content);
}

/** The Morale check's dialog, for one creature (Morale 12 never moves) and for a side's prompt. */
function moraleDialog(name: string, names: string[], morale: number | null): string {
  const content = render("templates/rollunder/morale/dialog.hbs", moraleDialogContext({ names: names.map(escapeHtml), morale }));
  return dialogPage(name, word("MANIFOLD.rollunder.Morale.DialogTitle", { names: names.join(", ") }), content);
}

/** The chat message as core draws a roll with flavor: speaker, flavor line, formula and total. */
function chat(): string {
  const { total, key } = reactionStep(1, [[4], [3]]);
  const flavor = word("MANIFOLD.rollunder.Reaction.Flavor", { pc: escapeHtml("Brom <the Tall>"), total, band: word(key) });
  const body = `<div class="chat-frame"><header><h2 style="font-size:1rem;margin:0">${dancer.name}</h2></header><span class="flavor-text">${flavor}</span>
  <div class="dice-roll"><div class="dice-formula">${reactionFormula(1)}</div><h3 class="dice-total">${total}</h3></div></div>`;
  return page("rollunder-reaction-chat", body, "gallery");
}

beforeAll(launch);
afterAll(close);

describe("Roll-Under reaction roll gallery (headless Chromium)", () => {
  it("the dialog offers each party member once, scene first, and the modifier and roll mode", async () => {
    const r = await open("rollunder-reaction-dialog", dialog(), ".dialog");
    expect(r.errors).toEqual([]);
    expect(r.a11y).toEqual([]);
    expect(r.text).toContain("Reaction: Knife-Dancer");
    expect(r.text).toContain("roll 2d6 plus any appropriate modifiers of the most visible party member");
    expect(r.text).toMatch(/Most visible party member\s+Aria Fenwick\s+Brom <the Tall>\s+Cael/);
    expect(r.text).toMatch(/Modifiers\s*$|Modifiers\s+Roll mode/);
  });

  it("the chat line names the party member, the total and the band in the table's words", async () => {
    const r = await open("rollunder-reaction-chat", chat(), ".chat-frame");
    expect(r.errors).toEqual([]);
    expect(r.a11y).toEqual([]);
    expect(r.text).toContain("Reaction to Brom <the Tall>: 8, Favorable (parley or bargaining)");
    expect(r.text).toContain("2d6 + 1");
  });

  it("rollunder.morale.8: the Morale dialog asks for the situational bonus, and says when Morale never moves", async () => {
    const one = await open("rollunder-morale-dialog", moraleDialog("rollunder-morale-dialog", ["Ogre"], 12), ".dialog");
    expect(one.errors).toEqual([]);
    expect(one.a11y).toEqual([]);
    expect(one.text).toContain("Morale: Ogre");
    expect(one.text).toContain("over Morale 12");
    expect(one.text).toContain("A Morale of 2 or 12 never changes.");
    expect(one.text).toContain("Situational bonus (−10 to +10)");
    const side = await open("rollunder-morale-side-dialog", moraleDialog("rollunder-morale-side-dialog", ["Footsoldier", "Knife-Dancer <1>"], null), ".dialog");
    expect(side.errors).toEqual([]);
    expect(side.a11y).toEqual([]);
    expect(side.text).toContain("Morale: Footsoldier, Knife-Dancer <1>");
    expect(side.text).toContain("Each creature rolls 2d6 against its own Morale");
  });

  it("every lang key the rendered pages used exists", () => {
    expect([...missingKeys]).toEqual([]);
  });
});
