import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { missingKeys, word } from "./render";
import { close, launch, open, page } from "./harness";
import { rulesetPromptView } from "../../src/foundry/ruleset-prompt-view";
import { contestRules } from "../../src/rulesets/contest/rules/definition";
import { energyRules } from "../../src/rulesets/energy/rules/definition";
import { rollunderRules } from "../../src/rulesets/rollunder/rules/definition";
import { dierankRules } from "../../src/rulesets/dierank/rules/definition";
import { woundtrackRules } from "../../src/rulesets/woundtrack/rules/definition";
import { shippedRulesets } from "../shipped";

/**
 * The dialog a GM sees the first time a Manifold world opens: the same view the prompt hands to
 * DialogV2, framed as DialogV2 frames it (title, content, one button per ruleset).
 */
const view = rulesetPromptView(
  [contestRules, energyRules, rollunderRules, dierankRules, woundtrackRules].map((r) => ({ id: r.id, label: r.label })),
  (key) => word(key),
);

function promptPage(): string {
  const buttons = view.buttons.map((b) => `<button type="submit" data-action="${b.action}"${b.default ? ' class="default" autofocus' : ""}>${b.label}</button>`).join("");
  const frame = `<div class="application dialog ${view.classes.join(" ")}" style="width: 460px"><header class="window-header"><h1 class="window-title">${word(view.title)}</h1></header>
  <section class="window-content"><form class="dialog-form standard-form"><div class="dialog-content">${view.content}</div><footer class="form-footer">${buttons}</footer></form></section></div>`;
  return page("ruleset-prompt", frame, "gallery");
}

beforeAll(launch);
afterAll(close);

describe("ruleset prompt gallery (headless Chromium)", () => {
  it("names every ruleset with what it plays, and offers one button each", async () => {
    const r = await open("ruleset-prompt", promptPage(), ".dialog");
    expect(r.errors).toEqual([]);
    expect(r.a11y).toEqual([]);
    expect(r.text).toContain("Choose this world's ruleset");
    expect(r.text).toMatch(/Combat Contest\s+Every attack is a contest of two d20 roll-under tests/);
    expect(r.text).toMatch(/Energy & Aura\s+No turn order/);
    expect(r.text).toMatch(/Roll-Under\s+One d20 under your Attack/);
    expect(r.text).toMatch(/Die Rank\s+Every stat is a die from d2 to d20/);
    expect(r.text).toMatch(/Wound Track\s+Checks roll 1d10 - 1d10/);
    expect(view.buttons.map((b) => [b.action, b.label])).toEqual([
      ["contest", "Combat Contest"],
      ["energy", "Energy & Aura"],
      ["rollunder", "Roll-Under"],
      ["dierank", "Die Rank"],
      ["woundtrack", "Wound Track"],
    ]);
    // Every ruleset that ships is drawn here, so none reaches the GM without its summary.
    expect(view.buttons.map((b) => b.action).sort()).toEqual(shippedRulesets().sort());
  });

  it("every lang key the rendered page used exists", () => {
    expect([...missingKeys]).toEqual([]);
  });
});
