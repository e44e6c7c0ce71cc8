import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { liveBundle } from "./live-bundle";
import { close, dialogPage, drive, launch, withIds } from "./harness";
import { makeRenderer, missingKeys, word } from "./render";
import { pack, type SourceDoc } from "./samples";
import { oddsView, type OddsLine } from "../../src/core/play/odds";
import { strikeOddsLines, STRIKE_ODDS_NOTE, type StrikeOddsChoices, type StrikeOddsSnapshot } from "../../src/rulesets/contest/play/odds";
import { prepareDerived as contestDerived } from "../../src/rulesets/contest/rules/derived";
import type { ContestActor, ContestItem, WeaponItem } from "../../src/rulesets/contest/rules/types";
import { attackOddsLines } from "../../src/rulesets/energy/play/odds";
import { planAttack, type AttackChoices, type TargetSituation, type Weapon } from "../../src/rulesets/energy/rules/plan";
import { prepareDerived as energyDerived } from "../../src/rulesets/energy/rules/derived";
import { rollDialogContext, summaryView } from "../../src/core/roll-dialog";
import { strikeSummary } from "../../src/rulesets/contest/play/dialog";
import { attackDialogContext } from "../../src/rulesets/energy/sheets/dialog-context";
import type { EnergyActor, EnergyItem } from "../../src/rulesets/energy/rules/types";

/**
 * The odds follow the dialog live: the real wiring (src/foundry/dialog-odds.ts), the roll forms'
 * own readers (rollFormOdds, readAttack) and the pure odds lines are bundled for Chromium, which
 * changes the fields of the real templates while the test watches the odds block. Foundry's
 * renderTemplate and i18n are stood in for by the gallery's renderer and the English lang file.
 */
const render = makeRenderer();
const lang = JSON.parse(readFileSync("lang/en.json", "utf8")) as unknown;
const ROLL_MODES = { publicroll: "Public Roll", gmroll: "Private GM Roll", blindroll: "Blind GM Roll", selfroll: "Self Roll" };

let bundle = "";

/** Puts the bundle and the Foundry stand-ins in the page; `wire` then starts watching the form. */
async function prepare(tab: Page): Promise<void> {
  await tab.addScriptTag({ content: bundle, type: "module" });
  await tab.waitForFunction(() => "manifoldLive" in globalThis);
  await tab.evaluate((en) => {
    const format = (key: string, data: Record<string, unknown> = {}) => {
      const text = key.split(".").reduce<unknown>((n, p) => (typeof n === "object" && n !== null ? (n as Record<string, unknown>)[p] : undefined), en);
      return typeof text === "string" ? text.replace(/\{(\w+)\}/g, (whole, k: string) => (k in data ? String(data[k]) : whole)) : key;
    };
    const g = globalThis as unknown as Record<string, unknown>;
    g.game = { i18n: { lang: "en", format } };
    g.foundry = { applications: { handlebars: { renderTemplate: (path: string, context: unknown) => (g.renderOdds as (p: string, c: unknown) => Promise<string>)(path, context) } } };
  }, lang);
}
const renderOdds = (path: string, context: unknown) => render(path.replace("systems/manifold/", ""), context);

/** The rows' text as the block prints them, for the lines node computes for the same choices. */
const cells = (lines: OddsLine[]) => oddsView(lines, "en", word).rows.flatMap((r) => (r.refusal ? [r.refusal] : r.values));
async function expectOdds(tab: Page, lines: OddsLine[]): Promise<void> {
  const want = cells(lines);
  await expect.poll(async () => (await tab.locator("[data-odds] tbody td").allInnerTexts()).map((t) => t.trim()), { timeout: 5000 }).toEqual(want);
}

// ---- contest: Sir Aldric strikes the Forest Bandit; the bandit shoots back at him ----
const knight = pack("contest-actors").find((a) => a.type === "contestCharacter")!;
const bandit = pack("contest-actors").find((a) => a.type === "contestNpc")!;
const contestSide = (doc: SourceDoc) => ({ system: doc.system as never, derived: contestDerived({ type: doc.type, system: doc.system } as unknown as ContestActor, withIds(doc) as unknown as ContestItem[]) });
const weaponOf = (doc: SourceDoc, pick: (system: Record<string, unknown>) => boolean) => withIds(doc).find((i) => i.type === "contestWeapon" && pick(i.system))! as unknown as WeaponItem;
const strikeSnapshot = (from: SourceDoc, item: WeaponItem, at: SourceDoc): StrikeOddsSnapshot => {
  const target = contestSide(at);
  return { attacker: contestSide(from), attackerCombatant: null, attackerStatuses: [], item, targets: [{ name: at.name, uuid: "Actor.t", defender: target, hasShield: target.derived.shield !== null, combatant: null, statuses: [], flanked: false }] };
};
const plainStrike: StrikeOddsChoices = { modifier: 0, edge: 0, cover: "none" };

function strikePage(name: string, snapshot: StrikeOddsSnapshot): string {
  const odds = { ...oddsView(strikeOddsLines(snapshot, plainStrike), "en", word), note: STRIKE_ODDS_NOTE };
  const edgeLabels = { legend: "MANIFOLD.Roll.Edge", up: "MANIFOLD.contest.Edge.boon", down: "MANIFOLD.contest.Edge.bane" };
  const context = rollDialogContext({ edge: 0, edgeLabels, showCover: true, styles: [], rollModes: ROLL_MODES, rollMode: "publicroll", summary: summaryView(strikeSummary(snapshot, plainStrike), word), odds });
  return dialogPage(name, snapshot.item.name, render("templates/shared/dialog/roll-dialog.hbs", context));
}

async function watchStrike(tab: Page, snapshot: StrikeOddsSnapshot): Promise<void> {
  await prepare(tab);
  await tab.evaluate(({ snapshot: snap, note }) => {
    const L = (globalThis as unknown as { manifoldLive: Record<string, (...args: never[]) => unknown> }).manifoldLive;
    const odds = L.rollFormOdds!({ lines: (c: unknown) => L.strikeOddsLines!(snap as never, c as never), note } as never);
    L.watchOdds!(document.querySelector(".application") as never, odds as never);
  }, { snapshot, note: STRIKE_ODDS_NOTE });
}

// ---- energy: Kestra attacks the Gnoll Raider ----
const kestra = pack("energy-actors").find((a) => a.type === "energyCharacter")!;
const gnoll = pack("energy-actors").find((a) => a.type === "energyNpc")!;
const energySide = (doc: SourceDoc) => ({ uuid: `Actor.${doc._id}`, name: doc.name, img: "", system: doc.system as never, derived: energyDerived({ type: doc.type, system: doc.system } as unknown as EnergyActor, withIds(doc) as unknown as EnergyItem[]), conditions: [] as string[] });
const blade = withIds(kestra).find((i) => i.type === "energyWeapon")!;
const bladeWeapon: Weapon = { kind: "melee", name: blade.name, uuid: `Item.${blade.id}`, system: blade.system as never };
const where: TargetSituation = { side: "front", distance: 1, defending: false };
const attackChoices = (over: Partial<AttackChoices> = {}): AttackChoices => ({ mode: "melee", maneuver: "", modifier: 0, edge: 0, nonlethal: false, steps: 0, movement: "normal", swift: false, targetMoving: false, enhancements: [], ...over });
const energyLines = (c: AttackChoices) =>
  attackOddsLines((choices) => [planAttack({ ...energySide(kestra), conditions: new Set() }, { ...energySide(gnoll), conditions: new Set() }, bladeWeapon, choices, where, { faces: [10], kept: 10 })], c);
const defaults = { ...attackChoices(), rollMode: "publicroll", staminaForEnergy: false };

function attackPage(name: string): string {
  const odds = { ...oddsView(energyLines(attackChoices()), "en", word), note: "" };
  const summary = { targets: [{ name: gnoll.name, text: "", fact: "target-0" }], roll: "", cost: "" };
  const context = attackDialogContext({ edge: 0, mode: "melee", maneuver: "", swift: false, staminaForEnergy: false, enhancements: [], rollModes: ROLL_MODES, rollMode: "publicroll", summary, odds });
  return dialogPage(name, blade.name, render("templates/energy/dialog/attack.hbs", context));
}

async function watchAttack(tab: Page): Promise<void> {
  await prepare(tab);
  await tab.evaluate(({ attacker, target, weapon, at, base }) => {
    const L = (globalThis as unknown as { manifoldLive: Record<string, (...args: never[]) => unknown> }).manifoldLive;
    const creature = (c: typeof attacker) => ({ ...c, conditions: new Set(c.conditions) });
    const plan = (choices: unknown) => [L.planAttack!(creature(attacker) as never, creature(target) as never, weapon as never, choices as never, at as never, { faces: [10], kept: 10 } as never)];
    const odds = { lines: (form: unknown) => L.attackOddsLines!(plan as never, L.readAttack!(form as never, base as never, [] as never) as never) };
    L.watchOdds!(document.querySelector(".application") as never, odds as never);
  }, { attacker: energySide(kestra), target: energySide(gnoll), weapon: bladeWeapon, at: where, base: defaults });
}

beforeAll(async () => {
  bundle = await liveBundle("manifoldLive", {
    "src/foundry/dialog-odds": ["watchOdds"],
    "src/foundry/roll-dialog": ["rollFormOdds"],
    "src/rulesets/energy/dialog": ["readAttack"],
    "src/rulesets/contest/play/odds": ["strikeOddsLines"],
    "src/rulesets/energy/play/odds": ["attackOddsLines"],
    "src/rulesets/energy/rules/plan": ["planAttack"],
  });
  await launch();
});
afterAll(close);

describe("the odds follow the dialog's choices (headless Chromium)", () => {
  it("Strike: a boon raises them, a half-typed modifier says why there are none, a whole one counts", async () => {
    const snapshot = strikeSnapshot(knight, weaponOf(knight, (s) => s.gear === "longsword"), bandit);
    const r = await drive("dialog-strike-odds-live", strikePage("dialog-strike-odds-live", snapshot), { renderOdds }, async (tab) => {
      await watchStrike(tab, snapshot);
      await expectOdds(tab, strikeOddsLines(snapshot, plainStrike));
      await tab.check("input[name=edge][value='1']");
      await expectOdds(tab, strikeOddsLines(snapshot, { ...plainStrike, edge: 1 }));
      await tab.fill("input[name=modifier]", "+");
      await expect.poll(() => tab.locator("[data-odds]").innerText()).toContain("The situational modifier must be a whole number");
      await tab.fill("input[name=modifier]", "+3");
      await expectOdds(tab, strikeOddsLines(snapshot, { ...plainStrike, edge: 1, modifier: 3 }));
    });
    expect(r.errors).toEqual([]);
    expect(r.a11y).toEqual([]);
    const damage = (c: StrikeOddsChoices) => strikeOddsLines(snapshot, c)[0]!.values[0]!.p;
    expect(damage({ ...plainStrike, edge: 1, modifier: 3 })).toBeGreaterThan(damage(plainStrike));
  });

  it("Strike with a bow: cover lowers the odds; full cover leaves none, says so, and takes the Roll button away", async () => {
    const snapshot = strikeSnapshot(bandit, weaponOf(bandit, (s) => s.ranged === true), knight);
    const r = await drive("dialog-strike-odds-cover-live", strikePage("dialog-strike-odds-cover-live", snapshot), { renderOdds }, async (tab) => {
      await watchStrike(tab, snapshot);
      const roll = tab.locator('button[data-action="ok"]');
      await tab.selectOption("select[name=cover]", "high");
      await expectOdds(tab, strikeOddsLines(snapshot, { ...plainStrike, cover: "high" }));
      await expect.poll(() => roll.isDisabled()).toBe(false);
      await tab.selectOption("select[name=cover]", "full");
      await expectOdds(tab, strikeOddsLines(snapshot, { ...plainStrike, cover: "full" }));
      await expect.poll(() => roll.isDisabled()).toBe(true);
      expect(await tab.locator("[data-odds]").innerText()).toContain(word("MANIFOLD.Odds.NoChance"));
      await tab.selectOption("select[name=cover]", "none");
      await expect.poll(() => roll.isDisabled()).toBe(false);
    });
    expect(r.errors).toEqual([]);
    expect(r.a11y).toEqual([]);
    expect(strikeOddsLines(snapshot, { ...plainStrike, cover: "full" }).every((l) => l.values[0]!.p === 0)).toBe(true);
  });

  it("energy attack: non-lethal trade steps lower the chance to hit, advantage raises it", async () => {
    const r = await drive("energy-dialog-attack-odds-live", attackPage("energy-dialog-attack-odds-live"), { renderOdds }, async (tab) => {
      await watchAttack(tab);
      await expectOdds(tab, energyLines(attackChoices()));
      await tab.check("input[name=nonlethal]");
      await tab.fill("input[name=steps]", "2");
      await expectOdds(tab, energyLines(attackChoices({ nonlethal: true, steps: 2 })));
      await tab.check("input[name=edge][value='1']");
      await expectOdds(tab, energyLines(attackChoices({ nonlethal: true, steps: 2, edge: 1 })));
    });
    expect(r.errors).toEqual([]);
    expect(r.a11y).toEqual([]);
    const hit = (c: AttackChoices) => energyLines(c)[0]!.values[0]!.p;
    expect(hit(attackChoices({ nonlethal: true, steps: 2 }))).toBeLessThan(hit(attackChoices()));
    expect(hit(attackChoices({ nonlethal: true, steps: 2, edge: 1 }))).toBeGreaterThan(hit(attackChoices({ nonlethal: true, steps: 2 })));
  });

  it("every lang key the live dialogs used exists", () => {
    expect([...missingKeys]).toEqual([]);
  });
});
