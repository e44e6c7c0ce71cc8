import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { build } from "vite";
import type { Page } from "playwright-core";
import { close, dialogPage, drive, launch, open, OUT, page, withIds } from "./harness";
import { makeRenderer, missingKeys, word } from "./render";
import { pack, type SourceDoc } from "./samples";
import { oddsView, type OddsLine } from "../../src/core/play/odds";
import { rollDialogContext, summaryView, type DialogSummary } from "../../src/core/roll-dialog";
import { CARD_KEYS_HINT, CARD_ROLL_BUTTONS, ROLL_KEYS_HINT } from "../../src/core/roll-options";
import { grappleCardContext } from "../../src/rulesets/contest/sheets/grapple-context";
import { chooseResist, newGrappleCard } from "../../src/rulesets/contest/rules/grapple";
import { castSummary, searchSummary, skillSummary, strikeSummary } from "../../src/rulesets/contest/play/dialog";
import { STRIKE_ODDS_NOTE, strikeOddsLines, type StrikeOddsSnapshot } from "../../src/rulesets/contest/play/odds";
import { prepareDerived as contestDerived } from "../../src/rulesets/contest/rules/derived";
import type { CombatantSystem as ContestCombatant, ContestActor, ContestItem, SpellItem, WeaponItem } from "../../src/rulesets/contest/rules/types";
import { attackSummary, defenseSummary, moveSummary } from "../../src/rulesets/energy/play/dialog";
import { attackOddsLines } from "../../src/rulesets/energy/play/odds";
import { planAttackCards, type AttackDialogResult, type OpenCreature, type OpenItem, type OpenSnapshot } from "../../src/rulesets/energy/play/open";
import { prepareDerived as energyDerived } from "../../src/rulesets/energy/rules/derived";
import type { CombatantSystem as EnergyCombatant, CreatureSystem, EnergyActor, EnergyItem } from "../../src/rulesets/energy/rules/types";
import { attackDialogContext, moveDialogContext } from "../../src/rulesets/energy/sheets/dialog-context";
import { actorSheetContext } from "../../src/rulesets/energy/sheets/context";
import { staminaToggleContext } from "../../src/rulesets/energy/sheets/stamina-toggle";

/**
 * Every roll dialog of both rulesets, rendered with its real template from its pure context
 * function, against a real target from the compendium samples: the dialog must name the target
 * (or the roll) with the number that matters and the total cost, with no console error and no
 * serious axe finding. Two dialogs are then driven to show the summary follows the choices.
 */
const render = makeRenderer();
const ROLL_MODES = { publicroll: "Public Roll", gmroll: "Private GM Roll", blindroll: "Blind GM Roll", selfroll: "Self Roll" };
const BOON = { legend: "MANIFOLD.Roll.Edge", up: "MANIFOLD.contest.Edge.boon", down: "MANIFOLD.contest.Edge.bane" };
const ADVANTAGE = { legend: "MANIFOLD.energy.Dialog.Edge", up: "MANIFOLD.energy.Card.Advantage", down: "MANIFOLD.energy.Card.Disadvantage" };
const plain = { modifier: 0, edge: 0 as const };

// ---- contest: Sir Aldric and the Forest Bandit ----
const knight = pack("contest-actors").find((a) => a.type === "contestCharacter")!;
const bandit = pack("contest-actors").find((a) => a.type === "contestNpc")!;
const contestSide = (doc: SourceDoc) => ({ system: doc.system as never, derived: contestDerived({ type: doc.type, system: doc.system } as unknown as ContestActor, withIds(doc) as unknown as ContestItem[]) });
const inCombat = (over: Partial<ContestCombatant> = {}): ContestCombatant => ({ ap: 3, attacks: 0, freeUsed: false, surprised: false, actedThisRound: false, delayAfter: "", delayRound: 0, disengaged: false, braced: false, feintTarget: "", moved: 0, dashes: 0, ...over });
const weaponOf = (doc: SourceDoc, pick: (system: Record<string, unknown>) => boolean) => withIds(doc).find((i) => i.type === "contestWeapon" && pick(i.system))! as unknown as WeaponItem;
const spellNamed = (file: string) => {
  const doc = pack("contest-spells").find((s) => s.name === file)!;
  return { id: doc._id, name: doc.name, img: doc.img, type: doc.type, system: doc.system } as unknown as SpellItem;
};
const knightSide = contestSide(knight);

function strikeSnapshot(from: SourceDoc, item: WeaponItem | SpellItem, at: SourceDoc, combatant: ContestCombatant | null): StrikeOddsSnapshot {
  const target = contestSide(at);
  return {
    attacker: contestSide(from),
    attackerCombatant: combatant,
    attackerStatuses: [],
    item,
    targets: [{ name: at.name, uuid: "Actor.t", defender: target, hasShield: target.derived.shield !== null, combatant: inCombat(), statuses: [], flanked: false }],
  };
}

function contestPage(name: string, title: string, summary: DialogSummary, opts: { showCover?: boolean; odds?: OddsLine[]; styles?: { id: string; label: string }[] } = {}): string {
  const context = rollDialogContext({
    edge: 0,
    edgeLabels: BOON,
    showCover: opts.showCover ?? false,
    styles: opts.styles ?? [],
    rollModes: ROLL_MODES,
    rollMode: "publicroll",
    summary: summaryView(summary, word),
    ...(opts.odds ? { odds: { ...oddsView(opts.odds, "en", word), note: STRIKE_ODDS_NOTE } } : {}),
  });
  return dialogPage(name, title, render("templates/shared/dialog/roll-dialog.hbs", context));
}

const longsword = weaponOf(knight, (s) => s.gear === "longsword");
const bow = weaponOf(bandit, (s) => s.ranged === true);
const swordStrike = strikeSnapshot(knight, longsword, bandit, inCombat());
const bowStrike = strikeSnapshot(bandit, bow, knight, null);
const firebolt = strikeSnapshot(knight, spellNamed("Firebolt"), bandit, inCombat({ ap: 2 }));
const ward = spellNamed("Ward");
const actionSnap = { name: knight.name, speed: 6, derived: knightSide.derived, statuses: [], combatant: inCombat(), onOwnTurn: true };

// ---- energy: Kestra Vale and the Gnoll Raider ----
const kestra = pack("energy-actors").find((a) => a.type === "energyCharacter")!;
const gnoll = pack("energy-actors").find((a) => a.type === "energyNpc")!;
const itemsOf = (doc: SourceDoc): OpenItem[] => withIds(doc).map((i) => ({ ...i, uuid: `Item.${i.id}` }) as unknown as OpenItem);
const creature = (doc: SourceDoc): OpenCreature => ({
  uuid: `Actor.${doc._id}`,
  name: doc.name,
  img: "",
  system: doc.system as unknown as CreatureSystem,
  derived: energyDerived({ type: doc.type, system: doc.system } as unknown as EnergyActor, withIds(doc) as unknown as EnergyItem[]),
  conditions: new Set<string>(),
  items: itemsOf(doc),
});
const kestraSide = creature(kestra);
const at = (distance: number, name = gnoll.name) => ({ ...creature(gnoll), name, side: "front" as const, distance, attackerFaces: true, defending: false });
const itemId = (doc: SourceDoc, type: string) => withIds(doc).find((i) => i.type === type)!.id;
const attackChoices = (over: Partial<AttackDialogResult> = {}): AttackDialogResult => ({
  mode: "melee", maneuver: "", modifier: 0, edge: 0, nonlethal: false, steps: 0, movement: "normal", swift: false, targetMoving: false, enhancements: [], rollMode: "publicroll", staminaForEnergy: false, ...over,
});
const snapOf = (item: string, how: { mode: string; maneuver?: string }, targets = [at(1)]): OpenSnapshot => ({ attacker: kestraSide, item, how, targets, round: 1 });
const ENHANCE = [{ id: "e1", name: "Crushing Blow", stamina: 2, damage: "1d6" }];

function attackPage(name: string, title: string, snap: OpenSnapshot, choices: AttackDialogResult, enhancements = ENHANCE): string {
  const plan = (c: AttackDialogResult) => planAttackCards(snap, c).cards;
  const context = attackDialogContext({
    edge: choices.edge,
    mode: choices.mode,
    maneuver: choices.maneuver,
    swift: choices.swift,
    staminaForEnergy: choices.staminaForEnergy,
    enhancements,
    rollModes: ROLL_MODES,
    rollMode: "publicroll",
    summary: summaryView(attackSummary(snap, choices), word),
    odds: { ...oddsView(attackOddsLines((c) => plan({ ...choices, ...c }), choices), "en", word), note: "" },
  });
  return dialogPage(name, title, render("templates/energy/dialog/attack.hbs", context));
}

const moveSnap = { speed: kestraSide.derived.speed, jump: 2, leg: 0, statuses: [] };
function movePage(name: string, id: "run" | "jump", choice: { staminaForEnergy: boolean; metres?: number; movedFirst?: number }): string {
  const context = moveDialogContext({ id, speed: moveSnap.speed, staminaForEnergy: choice.staminaForEnergy, summary: summaryView(moveSummary(moveSnap, id, choice, true), word) });
  return dialogPage(name, word(`MANIFOLD.energy.Action.${id}`), render("templates/energy/dialog/move.hbs", context));
}

function defensePage(name: string, key: string): string {
  const context = rollDialogContext({ edge: 0, edgeLabels: ADVANTAGE, showCover: false, styles: [], rollModes: ROLL_MODES, rollMode: "publicroll", summary: summaryView(defenseSummary({ derived: kestraSide.derived, conditions: new Set() }, key, plain), word) });
  return dialogPage(name, word(`MANIFOLD.energy.Defense.${key}`), render("templates/shared/dialog/roll-dialog.hbs", context));
}

const blade = itemId(kestra, "energyWeapon");
const shot = itemId(kestra, "energyRanged");
const skillTarget = knightSide.derived.skills.athletics.total;
const observation = knightSide.derived.skills.observation.total;
const sorcery = knightSide.derived.skills.sorcery.total;
const evasion = kestraSide.derived.evasion.total;
const sign = (n: number) => (n >= 0 ? `+ ${n}` : `- ${-n}`);

/** Each page, and what a player must read on it: the target (or the roll), its number, the cost. */
const PAGES: Record<string, { html: () => string; says: string[] }> = {
  "dialog-contest-skill": { html: () => contestPage("dialog-contest-skill", word("MANIFOLD.contest.Skill.athletics"), skillSummary(knightSide.derived, "athletics", plain)), says: [`Roll 1d20 ≤ ${skillTarget}`, "Costs nothing"] },
  "dialog-contest-search": { html: () => contestPage("dialog-contest-search", word("MANIFOLD.contest.Action.search"), searchSummary(actionSnap, plain)), says: [`Roll 1d20 ≤ ${observation}`, "Costs 1 AP (2 AP left this round)"] },
  "dialog-contest-cast": {
    html: () => contestPage("dialog-contest-cast", ward.name, castSummary({ ...actionSnap, spell: ward.system }, plain)),
    says: [`Roll 1d20 ≤ ${sorcery}`, `Costs ${ward.system.apCost} AP`],
  },
  "dialog-contest-strike": {
    html: () => contestPage("dialog-contest-strike", longsword.name, strikeSummary(swordStrike, plain), { showCover: true, odds: strikeOddsLines(swordStrike, { ...plain, cover: "none" }) }),
    says: [bandit.name, "Roll 1d20 ≤ ", "Costs 1 AP (2 AP left this round)", "Boon or bane", "Situation"],
  },
  "dialog-contest-bow": {
    html: () => contestPage("dialog-contest-bow", bow.name, strikeSummary(bowStrike, plain), { showCover: true, odds: strikeOddsLines(bowStrike, { ...plain, cover: "none" }) }),
    says: [knight.name, "Roll 1d20 ≤ ", "Out of combat: nothing to pay"],
  },
  "dialog-contest-spell-attack": {
    html: () => contestPage("dialog-contest-spell-attack", "Firebolt", strikeSummary(firebolt, plain), { showCover: true, odds: strikeOddsLines(firebolt, { ...plain, cover: "none" }) }),
    says: [bandit.name, "Roll 1d20 ≤ ", "Costs 1 AP (1 AP left this round)"],
  },
  "dialog-energy-defense": { html: () => defensePage("dialog-energy-defense", "evasion"), says: [`Roll 1d10 ${sign(evasion)}`, "Costs nothing", "Advantage or disadvantage"] },
  "dialog-energy-attack": {
    html: () => attackPage("dialog-energy-attack", "Blade", snapOf(blade, { mode: "attack" }), attackChoices()),
    says: [gnoll.name, "AV ", "against Evasion", "Costs 3 Energy", "Pay 1 Energy with Stamina", "Enhance with Crushing Blow"],
  },
  "dialog-energy-attack-stamina": {
    html: () => attackPage("dialog-energy-attack-stamina", "Blade", snapOf(blade, { mode: "attack" }), attackChoices({ staminaForEnergy: true, enhancements: [{ name: "Crushing Blow", stamina: 2, damage: "1d6" }] })),
    says: [gnoll.name, "Costs 2 Energy and 3 Stamina"],
  },
  "dialog-energy-shot": {
    html: () => attackPage("dialog-energy-shot", "Shot", snapOf(shot, { mode: "shoot" }, [at(6)]), attackChoices({ mode: "ranged" }), []),
    says: [gnoll.name, "Miss Chance", "Ranged", "Costs "],
  },
  "dialog-energy-trip": {
    html: () => attackPage("dialog-energy-trip", word("MANIFOLD.energy.Maneuver.trip"), snapOf("", { mode: "maneuver", maneuver: "trip" }), attackChoices({ mode: "maneuver", maneuver: "trip" }), []),
    says: [gnoll.name, "AV ", "Costs ", "Target is moving"],
  },
  "dialog-energy-unarmed": {
    html: () => attackPage("dialog-energy-unarmed", word("MANIFOLD.energy.Card.Mode.unarmed"), snapOf("", { mode: "unarmed" }), attackChoices({ mode: "unarmed", nonlethal: true }), []),
    says: [gnoll.name, "AV ", "Costs 2 Energy"],
  },
  "dialog-energy-run": { html: () => movePage("dialog-energy-run", "run", { staminaForEnergy: false }), says: [`Moves ${moveSnap.speed} m`, "Costs 3 Energy", "Metres run"] },
  "dialog-energy-jump": { html: () => movePage("dialog-energy-jump", "jump", { staminaForEnergy: true, movedFirst: 0 }), says: ["Moves ", "Costs 1 Energy and 2 Stamina"] },
};

// ---- the sheet: the Stamina box beside the combat pools, and the keys in the roll buttons' tooltips ----
const fighting: EnergyCombatant = { energy: 4, agility: 3, swiftUsed: false, initiativeUsed: true, initiative: 14, staminaAsEnergy: 0, agileMoves: 0, defending: false, defendMoved: 0, moveLeft: 0, deathSaveMade: false };
function sheetPage(): string {
  const system = kestra.system as unknown as CreatureSystem;
  const context = actorSheetContext({ actor: { name: kestra.name, img: kestra.img, type: "energyCharacter", system }, items: withIds(kestra), source: system, statuses: new Set(), editMode: false, editable: true, combat: fighting });
  const staminaForEnergy = staminaToggleContext(fighting, system.bonus.staminaForEnergy, false);
  const tab = { id: "main", group: "primary", active: true, cssClass: "active" };
  const body = render("templates/energy/actor/header.hbs", { ...context, staminaForEnergy }) + render("templates/energy/actor/main.hbs", { ...context, tab });
  return page(kestra.name, `<section class="window-content">${body}</section>`, "application sheet manifold actor energy");
}

// ---- live: the real wiring bundled for Chromium, as odds-live does ----
const lang = JSON.parse(readFileSync("lang/en.json", "utf8")) as unknown;
const ROOT = process.cwd().split("\\").join("/");
let bundle = "";
async function bundleWiring(): Promise<string> {
  const entry = [
    `import { watchOdds } from "${ROOT}/src/foundry/dialog-odds.ts";`,
    `import { markRollKeys } from "${ROOT}/src/foundry/roll-keys.ts";`,
    `import { readAttack } from "${ROOT}/src/rulesets/energy/dialog.ts";`,
    `import { attackSummary } from "${ROOT}/src/rulesets/energy/play/dialog.ts";`,
    `import { skillSummary } from "${ROOT}/src/rulesets/contest/play/dialog.ts";`,
    "globalThis.manifoldLive = { watchOdds, markRollKeys, readAttack, attackSummary, skillSummary };",
  ].join("\n");
  // Written out, not kept in test/: it imports Foundry glue, which only the src type check reads.
  const path = `${OUT}/dialog-live-entry.js`;
  mkdirSync(OUT, { recursive: true });
  writeFileSync(path, entry);
  const out = await build({ configFile: false, logLevel: "silent", build: { write: false, minify: false, lib: { entry: path, formats: ["es"], fileName: "dialog-live" } } });
  const result = (Array.isArray(out) ? out[0] : out) as { output: { code?: string }[] };
  return result.output[0]!.code!;
}

type Live = Record<string, (...args: never[]) => unknown>;
async function prepare(tab: Page): Promise<void> {
  await tab.addScriptTag({ content: bundle, type: "module" });
  await tab.waitForFunction(() => "manifoldLive" in globalThis);
  await tab.evaluate((en) => {
    const lookup = (key: string) => key.split(".").reduce<unknown>((n, p) => (typeof n === "object" && n !== null ? (n as Record<string, unknown>)[p] : undefined), en);
    const format = (key: string, data: Record<string, unknown> = {}) => {
      const text = lookup(key);
      return typeof text === "string" ? text.replace(/\{(\w+)\}/g, (whole, k: string) => (k in data ? String(data[k]) : whole)) : key;
    };
    (globalThis as unknown as Record<string, unknown>).game = { i18n: { lang: "en", format, localize: (key: string) => format(key) } };
  }, lang);
}
const fact = (tab: Page, name: string) => tab.locator(`[data-fact="${name}"]`).first().innerText();

beforeAll(async () => {
  bundle = await bundleWiring();
  await launch();
});
afterAll(close);

describe("every roll dialog names its target, its number and its cost (headless Chromium)", () => {
  for (const [name, { html, says }] of Object.entries(PAGES)) {
    it(name, async () => {
      const r = await open(name, html(), ".roll-dialog");
      expect(r.errors).toEqual([]);
      expect(r.a11y).toEqual([]);
      for (const text of says) expect(r.text).toContain(text);
      // Options come in named groups, never as a bare list of sentences.
      expect(r.text).not.toContain("Spend 1 Stamina in place of 1 Energy (once a round)");
    });
  }

  it("a contest skill test's number follows the typed modifier; advantage shows in it", async () => {
    const r = await drive("dialog-contest-skill-live", PAGES["dialog-contest-skill"]!.html(), {}, async (tab) => {
      await prepare(tab);
      await tab.evaluate(({ derived }) => {
        const L = (globalThis as unknown as { manifoldLive: Live }).manifoldLive;
        L.watchOdds!(document.querySelector(".application") as never, { summary: (form: { modifier: number; edge: number }) => L.skillSummary!(derived as never, "athletics" as never, form as never) } as never);
      }, { derived: knightSide.derived });
      await tab.fill("input[name=modifier]", "+2");
      await expect.poll(() => fact(tab, "roll")).toBe(`Roll 1d20 ≤ ${skillTarget + 2}`);
      await tab.check("input[name=edge][value='1']");
      await expect.poll(() => fact(tab, "roll")).toBe(`Roll 1d20 ≤ ${skillTarget + 2}, with a boon`);
    });
    expect(r.errors).toEqual([]);
    expect(r.a11y).toEqual([]);
  });

  it("an energy attack's total cost follows the Stamina box and the enhancements", async () => {
    const snap = snapOf(blade, { mode: "attack" });
    const r = await drive("dialog-energy-attack-live", PAGES["dialog-energy-attack"]!.html(), {}, async (tab) => {
      await prepare(tab);
      await tab.evaluate(({ snap: s, base, options }) => {
        const L = (globalThis as unknown as { manifoldLive: Live }).manifoldLive;
        const live = { summary: (form: unknown) => L.attackSummary!({ ...s, attacker: { ...s.attacker, conditions: new Set() }, targets: s.targets.map((t) => ({ ...t, conditions: new Set() })) } as never, L.readAttack!(form as never, base as never, options as never) as never) };
        L.watchOdds!(document.querySelector(".application") as never, live as never);
      }, { snap: { ...snap, attacker: { ...snap.attacker, conditions: [] }, targets: snap.targets.map((t) => ({ ...t, conditions: [] })) }, base: attackChoices(), options: ENHANCE });
      expect(await fact(tab, "cost")).toBe("Costs 3 Energy");
      await tab.check("input[name=staminaForEnergy]");
      await expect.poll(() => fact(tab, "cost")).toBe("Costs 2 Energy and 1 Stamina");
      await tab.check("input[name='enhance.e1']");
      await expect.poll(() => fact(tab, "cost")).toBe("Costs 2 Energy and 3 Stamina");
    });
    expect(r.errors).toEqual([]);
    expect(r.a11y).toEqual([]);
  });

  it("the sheet: a Stamina box beside the pools; every roll button's tooltip tells the keys", async () => {
    let tooltips: string[] = [];
    const r = await drive("dialog-energy-sheet-keys", sheetPage(), {}, async (tab) => {
      await prepare(tab);
      await tab.evaluate(() => {
        const L = (globalThis as unknown as { manifoldLive: Live }).manifoldLive;
        const localize = (globalThis as unknown as { game: { i18n: { localize: (k: string) => string } } }).game.i18n.localize;
        L.markRollKeys!(document.body as never, '[data-action="roll"][data-roll="defense"]' as never, localize as never);
      });
      tooltips = await tab.locator('[data-roll="defense"]').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.tooltip ?? ""));
      expect(await tab.locator(".stamina-toggle").innerText()).toContain("Pay 1 Energy with Stamina");
    });
    expect(r.errors).toEqual([]);
    expect(r.a11y).toEqual([]);
    expect(tooltips.length).toBeGreaterThan(2);
    for (const t of tooltips) expect(t).toContain("Alt-click: at once with advantage");
    expect(word(ROLL_KEYS_HINT)).toContain("Shift-click");
  });

  it("a chat card's roll buttons tell Alt and Ctrl in their tooltips, and not Shift: a card has no dialog to skip", async () => {
    const card = chooseResist(newGrappleCard({ uuid: "Actor.k", name: knight.name, img: knight.img }, { uuid: "Actor.b", name: bandit.name, img: bandit.img }), "acrobatics");
    const html = page("card-keys", `<div class="chat-frame">${render("templates/contest/chat/grapple-card.hbs", grappleCardContext(card, { attacker: true, defender: true }))}</div>`, "gallery");
    let marked: string[] = [];
    const r = await drive("card-keys", html, {}, async (tab) => {
      await prepare(tab);
      await tab.evaluate(({ selector, hint }) => {
        const L = (globalThis as unknown as { manifoldLive: Live }).manifoldLive;
        const localize = (globalThis as unknown as { game: { i18n: { localize: (k: string) => string } } }).game.i18n.localize;
        L.markRollKeys!(document.body as never, selector as never, localize as never, hint as never);
      }, { selector: CARD_ROLL_BUTTONS, hint: CARD_KEYS_HINT });
      marked = await tab.locator(CARD_ROLL_BUTTONS).evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.tooltip ?? ""));
    });
    expect(r.errors).toEqual([]);
    expect(r.a11y).toEqual([]);
    // Both sides' rolls: the grappler's Athletics and the foe's Acrobatics.
    expect(marked).toHaveLength(2);
    for (const t of marked) {
      expect(t).toContain("Alt-click: roll with advantage (a boon)");
      expect(t).toContain("Ctrl-click");
      expect(t).not.toContain("Shift");
    }
  });

  it("every lang key the dialogs used exists", () => {
    expect([...missingKeys]).toEqual([]);
  });
});
