import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { liveBundle } from "./live-bundle";
import { close, dialogPage, drive, launch } from "./harness";
import { makeRenderer, missingKeys, word } from "./render";
import { oddsView, type OddsLine } from "../../src/core/play/odds";
import { summaryView } from "../../src/core/roll-dialog";
import { attackFacts, attackSummary, type DialogChoices } from "../../src/rulesets/rollunder/play/dialog";
import { attackOddsLines } from "../../src/rulesets/rollunder/play/odds";
import type { OpenSnapshot } from "../../src/rulesets/rollunder/play/open";
import { attackDialogContext } from "../../src/rulesets/rollunder/sheets/dialog-context";
import { ada, goblin, snapOf } from "./rollunder-card-samples";

/**
 * The Roll-Under attack dialog follows its choices live: the real wiring (src/foundry/dialog-odds.ts),
 * the dialog's own form reader (readAttackForm) and the pure odds and summary are bundled for
 * Chromium, which ticks the two-light-weapons box and types a modifier while the test watches the
 * number to roll under and the odds. Foundry's renderTemplate and i18n are stood in for by the
 * gallery's renderer and the English lang file.
 */
const render = makeRenderer();
const lang = JSON.parse(readFileSync("lang/en.json", "utf8")) as unknown;
const ROLL_MODES = { publicroll: "Public Roll", gmroll: "Private GM Roll", blindroll: "Blind GM Roll", selfroll: "Self Roll" };

let bundle = "";

const renderOdds = (path: string, context: unknown) => render(path.replace("systems/manifold/", ""), context);

/** The bundle, the Foundry stand-ins, and the dialog's live parts watching the form. */
async function watch(tab: Page, snap: OpenSnapshot): Promise<void> {
  await tab.addScriptTag({ content: bundle, type: "module" });
  await tab.waitForFunction(() => "rollunderLive" in globalThis);
  await tab.evaluate(({ en, snap: s }) => {
    const format = (key: string, data: Record<string, unknown> = {}) => {
      const text = key.split(".").reduce<unknown>((n, p) => (typeof n === "object" && n !== null ? (n as Record<string, unknown>)[p] : undefined), en);
      return typeof text === "string" ? text.replace(/\{(\w+)\}/g, (whole, k: string) => (k in data ? String(data[k]) : whole)) : key;
    };
    const g = globalThis as unknown as Record<string, unknown>;
    g.game = { i18n: { lang: "en", format } };
    g.foundry = { applications: { handlebars: { renderTemplate: (path: string, context: unknown) => (g.renderOdds as (p: string, c: unknown) => Promise<string>)(path, context) } } };
    const L = g.rollunderLive as Record<string, (...args: never[]) => unknown>;
    const live = {
      lines: (form: unknown) => L.attackOddsLines!(s as never, L.readAttackForm!(form as never) as never),
      summary: (form: unknown) => L.attackSummary!(s as never, L.readAttackForm!(form as never) as never),
    };
    L.watchOdds!(document.querySelector(".application") as never, live as never);
  }, { en: lang, snap });
}

const cells = (lines: OddsLine[]) => oddsView(lines, "en", word).rows.flatMap((r) => (r.refusal ? [r.refusal] : r.values));
async function expectOdds(tab: Page, lines: OddsLine[]): Promise<void> {
  const want = cells(lines);
  await expect.poll(async () => (await tab.locator("[data-odds] tbody td").allInnerTexts()).map((t) => t.trim()), { timeout: 5000 }).toEqual(want);
}
const expectNumber = (tab: Page, text: string) => expect.poll(() => tab.locator("[data-fact=target-0]").innerText(), { timeout: 5000 }).toBe(text);

const plain: DialogChoices = { modifier: 0, dualLight: false };
function dialog(name: string, snap: OpenSnapshot): string {
  const context = attackDialogContext({
    facts: attackFacts(snap),
    rollModes: ROLL_MODES,
    rollMode: "publicroll",
    summary: summaryView(attackSummary(snap, plain), word),
    odds: { ...oddsView(attackOddsLines(snap, plain), "en", word), note: "" },
  });
  return dialogPage(name, "Dagger", render("templates/rollunder/dialog/attack.hbs", context));
}

beforeAll(async () => {
  bundle = await liveBundle("rollunderLive", {
    "src/foundry/dialog-odds": ["watchOdds"],
    "src/rulesets/rollunder/dialog": ["readAttackForm"],
    "src/rulesets/rollunder/play/odds": ["attackOddsLines"],
    "src/rulesets/rollunder/play/dialog": ["attackSummary"],
  });
  await launch();
});
afterAll(close);

describe("the Roll-Under attack dialog follows its choices (headless Chromium)", () => {
  it("rollunder.melee.2 / rollunder.attack.3: a second light weapon adds 2, a penalty takes off, and a half-typed modifier says why there are no odds", async () => {
    const snap = snapOf(ada(), "dagger0000000000", goblin());
    const r = await drive("rollunder-dialog-odds-live", dialog("rollunder-dialog-odds-live", snap), { renderOdds }, async (tab) => {
      await watch(tab, snap);
      await expectOdds(tab, attackOddsLines(snap, plain));
      await tab.check("input[name=dualLight]");
      await expectOdds(tab, attackOddsLines(snap, { modifier: 0, dualLight: true }));
      await expectNumber(tab, "Roll d20 ≤ 13");
      await tab.fill("input[name=modifier]", "-");
      await expect.poll(() => tab.locator("[data-odds]").innerText()).toContain("The situational modifier must be a whole number");
      await tab.fill("input[name=modifier]", "-4");
      await expectOdds(tab, attackOddsLines(snap, { modifier: -4, dualLight: true }));
      await expectNumber(tab, "Roll d20 ≤ 9");
    });
    expect(r.errors).toEqual([]);
    expect(r.a11y).toEqual([]);
    const hit = (c: DialogChoices) => attackOddsLines(snap, c)[0]!.values[0]!.p;
    expect(hit({ modifier: 0, dualLight: true })).toBeGreaterThan(hit(plain));
    expect(hit({ modifier: -4, dualLight: true })).toBeLessThan(hit(plain));
  });

  it("every lang key the live dialog used exists", () => {
    expect([...missingKeys]).toEqual([]);
  });
});
