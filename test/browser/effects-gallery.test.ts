import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { makeRenderer, missingKeys, word } from "./render";
import { pack, type SourceDoc } from "./samples";
import { close, drive, launch, page, withIds } from "./harness";
import { contestRules } from "../../src/rulesets/contest/rules/definition";
import { energyRules } from "../../src/rulesets/energy/rules/definition";
import { actorSheetContext as contestContext } from "../../src/rulesets/contest/sheets/context";
import { actorSheetContext as energyContext } from "../../src/rulesets/energy/sheets/context";
import type { CreatureSystem } from "../../src/rulesets/energy/rules/types";
import { effectsTab, type EffectSource } from "../../src/foundry/sheets/effects-tab";
import { stripLiveActions } from "../../src/foundry/sheets/read-only";
import { markDraggable } from "../../src/foundry/sheets/drag-drop";
import type { EffectClock } from "../../src/foundry/sheets/effect-duration";

/**
 * The shared effects tab and the sheet's drag and portrait wiring, for both rulesets: conditions
 * as badges that explain themselves, effects with the time they have left, a switched-off effect,
 * and the same tab for a viewer who may not edit.
 */
const render = makeRenderer();
const knight = pack("contest-actors").find((a) => a.type === "contestCharacter")!;
const kestra = pack("energy-actors").find((a) => a.type === "energyCharacter")!;

// Round 2 of a combat of four, on its first turn.
const clock: EffectClock = { worldTime: 5000, combat: { round: 2, turn: 0, turns: 4 } };
const effect = (id: string, name: string, img: string, over: Partial<EffectSource> = {}): EffectSource => ({
  id,
  name,
  img,
  disabled: false,
  statuses: [],
  duration: {},
  implied: false,
  ...over,
});

const contestEffects = [
  effect("e1", "Surprised", "systems/manifold/assets/status/triangle-exclamation.svg", { statuses: ["surprised"], duration: { rounds: 1, startRound: 2, startTurn: 0 } }),
  effect("e2", "Knocked flat", "systems/manifold/assets/status/person-falling.svg", { statuses: ["prone"] }),
  effect("e3", "Blessing of the Oak", "systems/manifold/assets/status/wand-magic-sparkles.svg", { duration: { rounds: 3, startRound: 1, startTurn: 0 } }),
  effect("e4", "Old Wound", "systems/manifold/assets/status/droplet.svg", { disabled: true }),
];
const energyEffects = [
  effect("e1", "Dazed", "systems/manifold/assets/status/face-dizzy.svg", { statuses: ["dazed"] }),
  effect("e2", "Exposed", "systems/manifold/assets/status/crosshairs.svg", { statuses: ["exposed"], implied: true }),
  effect("e3", "Haste Draught", "systems/manifold/assets/status/feather.svg", { duration: { seconds: 600, startTime: 4700 } }),
  effect("e4", "Warding Charm", "systems/manifold/assets/status/shield-halved.svg", { disabled: true }),
];

function contestPage(doc: SourceDoc, editable: boolean): string {
  const context = contestContext({
    actor: { name: doc.name, img: doc.img, type: doc.type as "contestCharacter", system: doc.system as never },
    items: withIds(doc),
    effects: [],
    source: doc.system as never,
    editMode: false,
    editable,
    combat: null,
  });
  const tab = effectsTab({ ruleset: "contest", conditions: contestRules.statuses, effects: contestEffects, clock }, word);
  return sheetPage(doc.name, "contest", { ...context, effectsTab: tab });
}

function energyPage(doc: SourceDoc, editable: boolean): string {
  const system = doc.system as unknown as CreatureSystem;
  const context = energyContext({
    actor: { name: doc.name, img: doc.img, type: doc.type as "energyCharacter", system },
    items: withIds(doc),
    source: system,
    statuses: new Set(["dazed", "exposed"]),
    editMode: false,
    editable,
    combat: null,
  });
  const tab = effectsTab({ ruleset: "energy", conditions: energyRules.statuses, effects: energyEffects, clock }, word);
  return sheetPage(doc.name, "energy", { ...context, effectsTab: tab });
}

/** The header, the gear tab (for its draggable rows) and the effects tab, as the sheet stacks them. */
function sheetPage(name: string, ruleset: string, context: Record<string, unknown>): string {
  const tab = (id: string) => ({ id, group: "primary", active: true, cssClass: "active" });
  const body = [
    render(`templates/${ruleset}/actor/header.hbs`, context),
    render(`templates/${ruleset}/actor/gear.hbs`, { ...context, tab: tab("gear") }),
    render("templates/shared/sheet/effects.hbs", { ...context, tab: tab("effects") }),
  ].join("\n");
  return page(name, `<section class="window-content">${body}</section>`, `application sheet manifold actor ${ruleset}`);
}

/** What the page shows a player: tooltips, button names, draggable rows and the portrait's action. */
async function inspect(tab: Page) {
  // The sheet's own marking, run in the page as `_onRender` runs it before core binds DragDrop.
  await tab.evaluate((source) => (new Function(`return ${source}`)() as (root: ParentNode) => void)(document), markDraggable.toString());
  return tab.evaluate(() => {
    const effects = document.querySelector(".tab.effects")!;
    const name = (b: Element) => (b.getAttribute("aria-label") ?? (b as HTMLElement).innerText).trim();
    return {
      tooltips: [...effects.querySelectorAll(".condition, .condition-badge, .rules-hint")].map((b) => b.getAttribute("data-tooltip") ?? ""),
      badges: effects.querySelectorAll(".condition-badge").length,
      // The energy header's own condition badges explain themselves too.
      headerTips: [...document.querySelectorAll(".sheet-header .conditions .badge")].map((b) => b.getAttribute("data-tooltip") ?? ""),
      buttons: [...effects.querySelectorAll("button")].map(name),
      rows: document.querySelectorAll("[data-item-id]").length,
      draggable: document.querySelectorAll("[data-item-id].draggable, [data-effect-id].draggable").length,
      effectRows: document.querySelectorAll("[data-effect-id]").length,
      portrait: document.querySelector(".portrait")?.getAttribute("data-action"),
      pressed: [...effects.querySelectorAll(".condition[aria-pressed='true']")].map((b) => b.getAttribute("data-status-id")),
      durations: [...effects.querySelectorAll(".duration")].map((d) => (d as HTMLElement).innerText.trim()),
      text: (effects as HTMLElement).innerText,
    };
  });
}

describe("effects gallery (headless Chromium)", () => {
  const pages = {
    "effects-contest": {
      html: () => contestPage(knight, true),
      effects: contestEffects,
      conditions: contestRules.statuses.length,
      on: ["surprised", "prone"],
      // The Surprised effect is named as its condition; "Knocked flat" carries Prone under a badge.
      hints: 1,
      badges: 1,
      durations: ["1 round left", "Until removed", "2 rounds left", "Until removed"],
    },
    "effects-energy": {
      html: () => energyPage(kestra, true),
      effects: energyEffects,
      conditions: energyRules.statuses.length,
      on: ["exposed", "dazed"],
      hints: 2,
      badges: 0,
      durations: ["Until removed", "Ends with the condition that imposes it", "5 minutes left", "Until removed"],
    },
  };
  for (const [name, want] of Object.entries(pages)) {
    it(`${name}: every condition explains itself, every effect says its time, every button says what it acts on`, async () => {
      let seen: Awaited<ReturnType<typeof inspect>> | undefined;
      const r = await drive(name, want.html(), {}, async (tab) => {
        seen = await inspect(tab);
      });
      expect(r.errors).toEqual([]);
      expect(r.a11y).toEqual([]);
      const s = seen!;
      expect(s.tooltips.length).toBe(want.conditions + want.hints + want.badges);
      expect(s.badges).toBe(want.badges);
      for (const t of s.tooltips) expect(t.length).toBeGreaterThan(20);
      expect(s.pressed.sort()).toEqual([...want.on].sort());
      expect(s.durations).toEqual(want.durations);
      for (const b of s.buttons) expect(b).not.toBe("");
      // Each row's buttons name their effect: "Delete Old Wound", never a bare "Delete".
      for (const e of want.effects) {
        expect(s.buttons).toContain(`Delete ${e.name}`);
        expect(s.buttons).toContain(`Open ${e.name}`);
        expect(s.buttons).toContain(`Turn ${e.name} on or off`);
      }
      expect(s.buttons).toContain("Add an effect");
      expect(s.text).toMatch(new RegExp(`${want.effects[3]!.name}\\s+Off`));
      expect(s.rows).toBeGreaterThan(0);
      expect(s.draggable).toBe(s.rows + s.effectRows);
      expect(s.portrait).toBe("editImage");
      expect(s.headerTips.length).toBe(name === "effects-energy" ? 2 : 0);
      for (const t of s.headerTips) expect(t.length).toBeGreaterThan(20);
      expect(s.text).not.toMatch(/MANIFOLD\.|undefined/);
    });
  }

  it("effects-energy-readonly: a viewer who may not edit reads the same badges, with no buttons and the portrait to view", async () => {
    let seen: Awaited<ReturnType<typeof inspect>> | undefined;
    const r = await drive("effects-energy-readonly", energyPage(kestra, false), {}, async (tab) => {
      seen = await inspect(tab);
    });
    expect(r.errors).toEqual([]);
    expect(r.a11y).toEqual([]);
    expect(seen!.buttons).toEqual([]);
    expect(seen!.tooltips.length).toBe(energyRules.statuses.length + 2);
    for (const t of seen!.tooltips) expect(t.length).toBeGreaterThan(20);
    expect(seen!.portrait).toBe("showPortraitArtwork");
  });

  it("a viewer who may not edit gets no live action on any sheet: the sheet's one pass leaves only what looks", async () => {
    for (const [name, html] of [["observer-contest", contestPage(knight, false)], ["observer-energy", energyPage(kestra, false)]] as const) {
      let before: string[] = [];
      let after: string[] = [];
      const actions = (tab: Page) => tab.evaluate(() => [...document.querySelectorAll<HTMLElement>("[data-action]")].map((e) => e.dataset.action ?? ""));
      const r = await drive(name, html, {}, async (tab) => {
        before = await actions(tab);
        await tab.evaluate((source) => (new Function(`return ${source}`)() as (root: ParentNode) => void)(document), stripLiveActions.toString());
        after = await actions(tab);
      });
      expect(r.errors).toEqual([]);
      expect(before, name).toContain("roll");
      expect(after.filter((a) => !["tab", "showPortraitArtwork", "itemEdit", "effectEdit"].includes(a)), name).toEqual([]);
      expect(after, name).toContain("showPortraitArtwork");
    }
  });

  it("every lang key the rendered pages used exists", () => {
    expect([...missingKeys]).toEqual([]);
  });
});

beforeAll(launch);
afterAll(close);
