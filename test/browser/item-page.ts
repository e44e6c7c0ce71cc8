/**
 * An item sheet page in the gallery, measured in Chromium the way a player meets it: which form
 * controls it holds, and how far each value sits from its label.
 */
import { drive, page } from "./harness";

/** Item sheets open 520 px wide in Foundry (ManifoldItemSheet); the gallery shows them so. */
export const itemFrame = (title: string, body: string, ruleset: string) =>
  page(title, `<style>.application.item { width: 520px; }</style><section class="window-content">${body}</section>`, `application sheet manifold item ${ruleset}`);

export interface ItemPageReport {
  errors: string[];
  a11y: string[];
  text: string;
  /** every input, select, textarea, editor or disabled control on the page, by tag and name */
  controls: string[];
  /** label/value pairs shown, with the gap in px from the label's right edge to the value's left edge */
  pairs: { label: string; value: string; gap: number; sameLine: boolean; inside: boolean }[];
  /** the use button's text, or null when the page has none */
  use: string | null;
}

export async function openItem(name: string, html: string): Promise<ItemPageReport> {
  const seen: Omit<ItemPageReport, "errors" | "a11y"> = { text: "", controls: [], pairs: [], use: null };
  const r = await drive(name, html, {}, async (tab) => {
    seen.text = await tab.locator(".window-content").innerText();
    seen.controls = await tab
      .locator("input, select, textarea, prose-mirror, [disabled]")
      .evaluateAll((els) => els.map((el) => `${el.tagName.toLowerCase()}[${el.getAttribute("name") ?? ""}]${el.hasAttribute("disabled") ? " disabled" : ""}`));
    seen.pairs = await tab.locator(".item-facts .fact").evaluateAll((els) =>
      els.map((el) => {
        const dt = el.querySelector("dt")!.getBoundingClientRect();
        const dd = el.querySelector("dd")!.getBoundingClientRect();
        const card = el.closest("dl")!.getBoundingClientRect();
        return {
          label: el.querySelector("dt")!.textContent ?? "",
          value: el.querySelector("dd")!.textContent ?? "",
          gap: Math.round(dd.left - dt.right),
          sameLine: Math.abs(dd.top - dt.top) < dt.height,
          inside: dd.right <= card.right + 0.5 && dt.left >= card.left - 0.5,
        };
      }),
    );
    const use = tab.locator("button.item-use");
    seen.use = (await use.count()) ? await use.innerText() : null;
  });
  return { ...r, ...seen };
}
