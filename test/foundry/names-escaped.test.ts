import { describe, expect, it } from "vitest";
import { decode } from "./form-html";
import { sheetCases, type Doc } from "./sheets";
import { opportunityNames, saveTurnButtons } from "../../src/rulesets/contest/prompts";
import { abilityUseContent } from "../../src/rulesets/energy/ability-use";
import { escapeHtml } from "../../src/core/html";
import { makeRenderer } from "../browser/render";
import { attackCardContext } from "../../src/rulesets/contest/sheets/context";
import { energyCardContext } from "../../src/rulesets/energy/sheets/card-context";
import { contestCard, contestWorld, strikeCard } from "../play/contest/world";
import { energyWorld, meleeCard } from "../play/energy/world";
import type { Table } from "../play/table";

const render = makeRenderer();

/**
 * Names are typed by users and seen by everyone at the table: wherever one lands in HTML it must
 * stay text. A name that is an image tag with an event handler would otherwise run script in
 * every viewer's browser (stored cross-user XSS).
 */
const EVIL = `<img src=x onerror=alert(1)>`;
const PLAIN = "Plain Name";

const TAG = /<([a-z][\w-]*)((?:\s+[^\s"'=<>`/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/gi;
const ATTRIBUTE = /([^\s"'=<>`/]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;

/** Event-handler attributes of the HTML's tags, as a browser would parse them: the mark of markup a name injected. */
function handlers(html: string): string[] {
  return [...html.matchAll(TAG)].flatMap((tag) => [...(tag[2] ?? "").matchAll(ATTRIBUTE)].map((a) => a[1]!.toLowerCase()).filter((name) => name.startsWith("on")).map((name) => `${tag[1]} ${name}`));
}
const imgTags = (html: string) => (html.match(/<img\b/gi) ?? []).length;

function named(doc: Doc, name: string): Doc {
  return { ...doc, name, items: (doc.items ?? []).map((i) => ({ ...i, name })) };
}

describe("names on sheets stay text", () => {
  for (const c of sheetCases()) {
    for (const edit of [false, true]) {
      it(`${c.title} (${edit ? "edit" : "play"}): the document's, its items' and effects' names`, () => {
        const evil = c.render(named(c.doc, EVIL), edit);
        const plain = c.render(named(c.doc, PLAIN), edit);
        expect(handlers(evil)).toEqual([]);
        // The name added no element: the page has as many images as with a harmless name.
        expect(imgTags(evil)).toBe(imgTags(plain));
        // ...and it is still shown, as text.
        expect(decode(evil)).toContain(EVIL);
      });
    }
  }
});

describe("names in dialogs and chat lines stay text", () => {
  it("Save Turn buttons: DialogV2 prints each label as HTML, so labels are escaped", () => {
    const [button] = saveTurnButtons([{ id: "c1", name: EVIL }]);
    expect(button!.action).toBe("c1");
    expect(handlers(`<button><span>${button!.label}</span></button>`)).toEqual([]);
    expect(decode(button!.label)).toBe(EVIL);
  });

  it("the opportunity prompt names the mover and each foe as text", () => {
    const names = opportunityNames(EVIL, [EVIL, "Bandit", null]);
    const line = `<p>${names.mover} moves past ${names.foes}</p>`;
    expect(handlers(line)).toEqual([]);
    expect(decode(names.foes)).toBe(`${EVIL}, Bandit, `);
  });

  it("an ability's chat line shows its name as text and keeps its description's markup", () => {
    const html = abilityUseContent(EVIL, "<p>Spend <strong>2</strong> Stamina.</p>");
    expect(handlers(html)).toEqual([]);
    expect(imgTags(html)).toBe(0);
    expect(html).toContain("<strong>2</strong>");
  });

  it("escaping covers quotes, so a name is safe inside an attribute as well", () => {
    const attr = `<span title="${escapeHtml(`" onmouseover="alert(1)`)}"></span>`;
    expect(handlers(attr)).toEqual([]);
  });
});

describe("names on chat cards stay text", () => {
  const all = { canDeclare: true, canRollAttack: true, canRollDefence: true, canApply: true, maneuvers: [], maneuverSkill: null };
  const both = (w: { t: Table }, evilName: boolean) => {
    const card = structuredClone(contestCard(w.t, "cardNames0000001"));
    const name = evilName ? EVIL : PLAIN;
    return { ...card, attacker: { ...card.attacker, name }, defender: { ...card.defender, name }, item: { ...card.item, name } };
  };

  it("the contest attack card: attacker, defender and weapon names", async () => {
    const w = contestWorld();
    await strikeCard(w.t, "cardNames0000001", "gm", w.hero, w.goblin, "ann");
    const page = (evil: boolean) => render("templates/contest/chat/attack-card.hbs", attackCardContext(both(w, evil), all));
    expect(handlers(page(true))).toEqual([]);
    expect(imgTags(page(true))).toBe(imgTags(page(false)));
    expect(decode(page(true))).toContain(EVIL);
  });

  it("the energy attack card: attacker, defender and weapon names", () => {
    const w = energyWorld();
    const card = meleeCard(w.t, "cardNames0000002", "gm", w.kestra, w.gnoll, 12, "ann");
    const named = (name: string) => ({ ...card, attacker: { ...card.attacker, name }, defender: { ...card.defender, name }, attack: { ...card.attack, itemName: name } });
    const can = { canRollDefense: true, canRollSave: true, canRollDamage: true, canApply: true, canRollDeath: true };
    const page = (name: string) => render("templates/energy/chat/attack-card.hbs", energyCardContext(named(name), can));
    expect(handlers(page(EVIL))).toEqual([]);
    expect(imgTags(page(EVIL))).toBe(imgTags(page(PLAIN)));
    expect(decode(page(EVIL))).toContain(EVIL);
  });
});
