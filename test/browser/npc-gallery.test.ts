import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { missingKeys } from "./render";
import type { SourceDoc } from "./samples";
import { close, drive, launch, open, page, withIds } from "./harness";
import { npcCases } from "./npc-samples";
import { dropOtherParts, partsForMode } from "../../src/foundry/sheets/npc-parts";

/**
 * NPC stat blocks: every NPC of the compendia, in play mode (the stat block, in combat, which is
 * its tallest) and in edit mode (the character sheet's tabs, so every stored field is in reach),
 * from the same context builders the Foundry sheets call.
 */
const frame = (doc: SourceDoc, ruleset: string, body: string) => page(doc.name, `<section class="window-content">${body}</section>`, `application sheet manifold actor ${ruleset} npc`);
const cases = npcCases();

/** What belongs to player characters only: resting, experience and its spending. */
const PC_ONLY_HTML = [/data-roll="rest"/, /data-rest=/];
const PC_ONLY_TEXT = [/\bRest\b/, /\bXP\b/, /MPL spent/, /Level up/i];

beforeAll(launch);
afterAll(close);

describe("NPC stat blocks (headless Chromium)", () => {
  it("every ruleset has an NPC in its compendium", () => {
    expect([...new Set(cases.map((c) => c.ruleset))].sort()).toEqual(["contest", "energy"]);
  });

  for (const c of cases) {
    const slug = `${c.doc.type}-statblock`;
    it(`${c.doc.name}: the play-mode stat block fits one screen, with its roll buttons and no PC controls`, async () => {
      const html = frame(c.doc, c.ruleset, c.play(c.doc));
      const r = await open(`${slug}-play`, html, ".npc-statblock");
      expect(r.errors).toEqual([]);
      expect(r.a11y).toEqual([]);
      expect(r.text).toContain(c.doc.name);
      expect(r.height).toBeGreaterThan(300);
      expect(r.height).toBeLessThanOrEqual(1000);
      for (const pattern of PC_ONLY_HTML) expect(html).not.toMatch(pattern);
      for (const pattern of PC_ONLY_TEXT) expect(r.text).not.toMatch(pattern);
      // Every weapon it carries has the character sheet's roll button, on the item's row.
      for (const weapon of withIds(c.doc).filter((i) => /Weapon|Ranged$/.test(i.type))) {
        expect(html).toMatch(new RegExp(`<li[^>]*data-item-id="${weapon.id}"[^>]*>(?:(?!</li>)[\\s\\S])*data-action="roll"`));
      }
    });

    it(`${c.doc.name}: edit mode reaches the stored fields`, async () => {
      const html = frame(c.doc, c.ruleset, c.edit(c.doc));
      const r = await open(`${slug}-edit`, html, ".window-content");
      expect(r.errors).toEqual([]);
      expect(r.a11y).toEqual([]);
      expect(html).toContain('name="name"');
      expect(html).toContain('name="system.biography"');
    });
  }

  it("a switch of mode leaves only that mode's parts, in PARTS order (core's part replacement stood in for)", async () => {
    const part = { template: "t.hbs" };
    const PARTS = { statblock: part, header: part, tabs: part, main: part, death: part, gear: part };
    const play = Object.keys(partsForMode(PARTS, false, ["statblock"]));
    const edit = Object.keys(partsForMode(PARTS, true, ["statblock"]));
    expect(play).toEqual(["statblock"]);
    expect(edit).toEqual(["header", "tabs", "main", "death", "gear"]);
    // As core's _replaceHTML: a part already on the sheet is replaced in place, a new one appended.
    const stage = `const drop = ${dropOtherParts.toString()};
      window.renderParts = (ids) => { const root = document.querySelector(".window-content");
        for (const id of ids) { const el = document.createElement("section"); el.dataset.applicationPart = id; el.textContent = id;
          const prior = root.querySelector('[data-application-part="' + id + '"]'); if (prior) prior.replaceWith(el); else root.append(el); }
        drop(root, ids); return [...root.children].map((c) => c.dataset.applicationPart); };`;
    const html = page("mode-switch", `<section class="window-content"></section>`, "application sheet manifold actor npc").replace("</body>", `<script>${stage}</script></body>`);
    const seen: string[][] = [];
    const r = await drive("npc-mode-switch", html, {}, async (tab) => {
      for (const ids of [play, edit, play]) seen.push(await tab.evaluate((list) => (window as unknown as { renderParts(l: string[]): string[] }).renderParts(list), ids));
    });
    expect(r.errors).toEqual([]);
    expect(seen).toEqual([play, edit, play]);
  });

  it("every lang key the NPC pages used exists", () => {
    expect([...missingKeys]).toEqual([]);
  });
});
