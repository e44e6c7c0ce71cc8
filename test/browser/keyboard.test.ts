import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeRenderer } from "./render";
import { close, drive, launch, page } from "./harness";
import { bindTabKeys } from "../../src/foundry/sheets/tab-keys";

/**
 * A sheet's tabs from the keyboard alone: Tab reaches them, the arrows move between them, Enter opens
 * one. The page runs the sheet's own key binding; a stand-in for core's tab action moves `active`.
 */
const render = makeRenderer();
const ids = ["main", "gear", "effects"];
const tabs = Object.fromEntries(ids.map((id, i) => [id, { id, group: "primary", active: i === 0, cssClass: i === 0 ? "active" : "", label: `MANIFOLD.Sheet.Tab.${id}` }]));
const coreTabAction = `document.addEventListener("click", (e) => { const a = e.target.closest('[data-action="tab"]'); if (!a) return;
  document.querySelectorAll('[data-action="tab"]').forEach((t) => t.classList.toggle("active", t === a)); });`;
const html = page("tabs", `<section class="window-content">${render("templates/shared/sheet/tabs.hbs", { tabs })}</section>`, "application sheet manifold actor contest")
  .replace("</body>", `<script>${coreTabAction}(${bindTabKeys.toString()})(document.body);</script></body>`);

beforeAll(launch);
afterAll(close);

describe("sheet tabs by keyboard (headless Chromium)", () => {
  it("Tab reaches the tabs, ArrowRight moves, Enter opens, and aria-selected follows", async () => {
    const seen: Record<string, string | null> = {};
    const r = await drive("keyboard-tabs", html, {}, async (tab) => {
      await tab.keyboard.press("Tab");
      seen.first = await tab.evaluate(() => document.activeElement?.getAttribute("data-tab") ?? null);
      await tab.keyboard.press("ArrowRight");
      seen.moved = await tab.evaluate(() => document.activeElement?.getAttribute("data-tab") ?? null);
      await tab.keyboard.press("Enter");
      await tab.waitForTimeout(20);
      seen.selected = await tab.evaluate(() => document.querySelector('[aria-selected="true"]')?.getAttribute("data-tab") ?? null);
      seen.active = await tab.evaluate(() => document.querySelector('[role="tab"].active')?.getAttribute("data-tab") ?? null);
    });
    expect(r.errors).toEqual([]);
    expect(r.a11y).toEqual([]);
    expect(seen).toEqual({ first: "main", moved: "gear", selected: "gear", active: "gear" });
  });
});
