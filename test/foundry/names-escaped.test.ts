import { describe, expect, it } from "vitest";
import { decode } from "./form-html";
import { sheetCases, type Doc } from "./sheets";
import { opportunityNames, saveTurnButtons } from "../../src/rulesets/contest/prompts";
import { abilityUseContent } from "../../src/rulesets/energy/ability-use";
import { escapeHtml } from "../../src/core/html";

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
