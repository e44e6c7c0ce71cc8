import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeRenderer, missingKeys, word } from "./render";
import { pack, type SourceDoc } from "./samples";
import { close, drive, launch, open, page, withIds } from "./harness";
import { resourcesView } from "../../src/foundry/combat/resources-view";
import type { TrackerResource } from "../../src/core/tracker-resource";
import { contestTrackerResources } from "../../src/rulesets/contest/tracker-resources";
import { energyTrackerResources } from "../../src/rulesets/energy/tracker-resources";
import { prepareDerived } from "../../src/rulesets/energy/rules/derived";
import { ENERGY_STATUSES } from "../../src/rulesets/energy/rules/conditions";
import { inForce } from "../../src/core/status";
import type { CreatureSystem, EnergyActor, EnergyItem } from "../../src/rulesets/energy/rules/types";
import { groupHeaders } from "../../src/foundry/combat/groups-view";
import { rollunderRows } from "./rollunder-tracker-sample";
import { rulerLine } from "../../src/rulesets/rollunder/ruler-label";
import { combatant } from "../rulesets/rollunder/fixtures";

/**
 * The combat tracker as each ruleset fills it: core's combatant rows (a stand-in for v13's sidebar
 * markup) with our resources template under each name, from the same pure functions the tracker
 * calls. Also where the gallery proves Font Awesome's icons load, since every resource has one.
 */
const render = makeRenderer();

interface Row {
  name: string;
  initiative: number | null;
  active?: boolean;
  /** the CombatantGroup's name, for a ruleset whose tracker draws group headers */
  group?: string;
  resources: readonly TrackerResource[];
}

function trackerPage(name: string, round: number, rows: readonly Row[]): string {
  const headers = new Map(groupHeaders(rows.map((r) => r.group ?? null)).map((h) => [h.index, render("templates/shared/combat/group-header.hbs", { name: h.name })]));
  const items = rows
    .map((r, i) => {
      const resources = render("templates/shared/combat/tracker-resources.hbs", resourcesView(r.resources, (key) => word(key)));
      return `${headers.get(i) ?? ""}<li class="combatant${r.active ? " active" : ""}" data-combatant-id="${r.name}">
        <img class="token-image" src="icons/svg/mystery-man.svg" alt="">
        <div class="token-name"><strong class="name">${r.name}</strong>${resources}</div>
        <div class="token-initiative"><span class="initiative">${r.initiative ?? ""}</span></div></li>`;
    })
    .join("");
  const frame = `<style>
    .tracker { width: 300px; }
    .tracker h1 { margin: 0; padding: 6px 10px; font-size: 1rem; }
    .tracker h2 { margin: 0; padding: 4px 10px; font-size: 0.9rem; text-align: center; }
    .combat-tracker { list-style: none; margin: 0; padding: 0; }
    .combatant { display: flex; align-items: center; gap: 8px; padding: 6px 10px; border-top: 1px solid #b9ad9c; }
    .combatant.active { background: rgb(122 46 29 / 12%); }
    .token-image { width: 40px; height: 40px; border: 0; }
    .token-name { flex: 1; min-width: 0; }
    .manifold-group-header { list-style: none; padding: 0.3rem 0.5rem 0.1rem; border-bottom: 1px solid currentcolor; font-size: 0.8rem; font-weight: 600; letter-spacing: 0.04em; text-transform: uppercase; }
    .initiative { font-weight: 600; }
  </style>
  <section class="application tracker"><header class="window-header"><h1 class="window-title">Combat Tracker</h1></header>
  <div class="window-content"><h2 class="encounter-title">Round ${round}</h2><ol class="combat-tracker plain">${items}</ol></div></section>`;
  return page(name, frame, "gallery");
}

// ---- contest: AP and the free action left this round, attacks made ----
const [bandit, knight] = pack("contest-actors") as [SourceDoc, SourceDoc];
const contestRows: Row[] = [
  { name: knight.name, initiative: 14, resources: contestTrackerResources({ ap: 1, attacks: 2, freeUsed: true }) },
  { name: bandit.name, initiative: 9, active: true, resources: contestTrackerResources({ ap: 3, attacks: 0, freeUsed: false }) },
];

// ---- energy: the round's Energy and Agility, Stamina, and the once-a-round uses ----
function energyRow(doc: SourceDoc, system: Parameters<typeof energyTrackerResources>[0]["system"], initiative: number | null, statuses: string[]): Row {
  const creature = doc.system as unknown as CreatureSystem;
  const derived = prepareDerived({ type: doc.type, system: creature } as EnergyActor, withIds(doc) as unknown as EnergyItem[], new Set(statuses));
  const conditions = [...inForce(ENERGY_STATUSES, statuses)].map((id) => word(`MANIFOLD.energy.Condition.${id}`));
  return { name: doc.name, initiative, resources: energyTrackerResources({ system, initiative, maxAgility: derived.maxAgility, stamina: { value: creature.stamina.value, max: derived.maxStamina }, conditions, sees: true }) };
}
const [gnoll, kestra] = pack("energy-actors") as [SourceDoc, SourceDoc];
const energyRows: Row[] = [
  energyRow(kestra, { energy: 5, agility: 3, swiftUsed: false, initiativeUsed: false }, null, []),
  energyRow(gnoll, { energy: 1, agility: 0, swiftUsed: true, initiativeUsed: true }, 12, ["prone"]),
];

beforeAll(launch);
afterAll(close);

describe("combat tracker gallery (headless Chromium)", () => {
  it("contest: each combatant's AP, attacks and free action left", async () => {
    const r = await open("tracker-contest", trackerPage("tracker-contest", 2, contestRows), ".tracker");
    expect(r.errors).toEqual([]);
    expect(r.a11y).toEqual([]);
    // Sir Aldric has spent 2 AP, both attacks and the free action; the bandit has spent nothing.
    expect(r.text).toMatch(/Sir\s+Aldric\s+of\s+Vey\s*AP\s+left\s+1\/3\s*Attacks\s+left\s+0\/2\s*Free\s+action\s+left\s+0\/1/);
    expect(r.text).toMatch(/Forest\s+Bandit\s*AP\s+left\s+3\/3\s*Attacks\s+left\s+2\/2\s*Free\s+action\s+left\s+1\/1/);
  });

  it("energy: each combatant's Energy, Agility, Stamina, Swift Attack, initiative roll and conditions", async () => {
    const r = await open("tracker-energy", trackerPage("tracker-energy", 3, energyRows), ".tracker");
    expect(r.errors).toEqual([]);
    expect(r.a11y).toEqual([]);
    expect(r.text).toMatch(/Kestra\s+Vale\s*Energy\s+5\/5\s*Agility\s+3\/\d+\s*Stamina\s+\d+\/\d+\s*Swift\s+Attack\s+available\s+✓\s*Initiative\s+roll\s+available\s+✓/);
    expect(r.text).toMatch(/Gnoll\s+Raider\s*Energy\s+1\/5\s*Agility\s+0\/\d+\s*Stamina\s+\d+\/\d+\s*Swift\s+Attack\s+used\s+✗\s*Initiative\s+rolled\s+12\s*Conditions\s+Prone, Exposed/);
  });

  it("rollunder: the three groups in order with headers, the ogre's second turn at the end of the enemies, Time with its reminder", async () => {
    const rows = rollunderRows(word);
    const r = await open("tracker-rollunder", trackerPage("tracker-rollunder", 2, rows), ".tracker");
    expect(r.errors).toEqual([]);
    expect(r.a11y).toEqual([]);
    expect(r.text).toMatch(/QUICK PCS\s*Ada[\s\S]*ENEMIES\s*Footsoldier[\s\S]*Ogre[\s\S]*Time[\s\S]*Ogre[\s\S]*SLOW PCS\s*Bram/);
    expect(r.text).toMatch(/Time\s*Time's reminder\s+The water rises 6 inches\./);
    expect(r.text).toMatch(/Ada\s*Acts with\s+Quick PCs\s*Action taken\s+Attack\s*Feet left this turn\s+10/);
    expect(r.text).toMatch(/Bram\s*Acts with\s+Slow PCs\s*Action ready\s+✓\s*Feet left this turn\s+30/);
  });

  it("rollunder: the token ruler's labels tell the feet a move leaves this turn, and how far past it a longer one goes", async () => {
    const label = (distance: number, line: Awaited<ReturnType<typeof rulerLine>>, last: boolean) =>
      render("templates/shared/combat/waypoint-label.hbs", {
        action: { icon: "fa-solid fa-person-walking", label: "TOKEN.MOVEMENT.ACTIONS.walk.label" },
        cssClass: last ? "last" : "",
        distance: { total: String(distance) },
        units: "ft",
        elevation: { total: 0, icon: "fa-solid fa-arrows-up-down", hidden: true },
        manifoldFeet: { text: word(line.key, { feet: line.feet }), over: line.key === "MANIFOLD.rollunder.Ruler.TooFar" },
      });
    // Ada has moved 10 of her 30 feet: a waypoint 15 ft on leaves 5; the next, 30 ft on, is 10 ft too far.
    const ada = combatant({ moved: 10, allowance: 30 });
    const frame = `<style>
      .ruler { background: #1b1b1b; padding: 12px; width: 220px; display: grid; gap: 10px; font-family: sans-serif; }
      .waypoint-label { color: #f0f0e0; background: rgb(0 0 0 / 60%); border-radius: 6px; padding: 4px 8px; display: flex; flex-wrap: wrap; gap: 4px; align-items: center; }
      .waypoint-label .manifold-feet-left { flex-basis: 100%; font-size: 0.85em; }
      .waypoint-label .manifold-feet-left.over { color: #ff9c8a; }
    </style><main class="ruler">${label(15, rulerLine(ada, 15), false)}${label(30, rulerLine(ada, 30), true)}</main>`;
    const r = await open("tracker-rollunder-ruler", page("tracker-rollunder-ruler", frame, "gallery"), ".ruler");
    expect(r.errors).toEqual([]);
    expect(r.a11y).toEqual([]);
    expect(r.text).toMatch(/15 ft\s*5 ft left this turn[\s\S]*30 ft\s*10 ft too far this turn/);
  });

  it("rollunder: the round's rolls in chat, the GM's Morale prompt, and the Add Time dialog", async () => {
    const lines = [
      word("MANIFOLD.rollunder.Round.Penalty", { penalty: 2 }),
      word("MANIFOLD.rollunder.Round.first", { name: "Ada", roll: 6, target: 12 }),
      word("MANIFOLD.rollunder.Round.last", { name: "Bram", roll: 11, target: 6 }),
    ];
    const round = render("templates/rollunder/combat/round-rolls.hbs", { title: word("MANIFOLD.rollunder.Round.Title", { round: 2 }), lines });
    const prompt = render("templates/rollunder/combat/morale-prompt.hbs", { text: word("MANIFOLD.rollunder.Morale.FirstDeath", { side: word("MANIFOLD.rollunder.Morale.enemies") }), side: "enemies", button: "MANIFOLD.rollunder.Morale.Roll" });
    const dialog = render("templates/rollunder/combat/add-time.hbs", {});
    const frame = `<style>
      .combat-chat { width: 300px; display: grid; gap: 10px; font-family: sans-serif; }
      .message { border: 1px solid #b9ad9c; border-radius: 4px; padding: 6px 8px; background: #f4efe6; }
      .message h3 { margin: 0 0 4px; font-size: 0.95rem; }
      .message ul { margin: 0; padding-left: 1.1rem; }
      .form-group { display: grid; gap: 2px; margin-bottom: 6px; }
      .hint { font-size: 0.8rem; color: #4b4a44; margin: 0; }
      .theme-dark .message { border-color: #4a4843; background: #22242b; } .theme-dark .hint { color: #b9b2a6; }
    </style><main class="combat-chat">
      <section class="message" aria-label="Round">${round}</section>
      <section class="message" aria-label="Morale">${prompt}</section>
      <form class="message" aria-label="${word("MANIFOLD.rollunder.Time.Add")}">${dialog}</form></main>`;
    const r = await open("tracker-rollunder-chat", page("tracker-rollunder-chat", frame, "gallery"), ".combat-chat");
    expect(r.errors).toEqual([]);
    expect(r.a11y).toEqual([]);
    expect(r.text).toMatch(/Round 2: side initiative\s*The quickest enemy lowers every PC's Wisdom by 2 this round\.\s*Ada rolled 6 against Wisdom 12: acts before the enemies\.\s*Bram rolled 11 against Wisdom 6: acts after the enemies\./);
    expect(r.text).toMatch(/Morale check: the enemies took their first death\.\s*Roll Morale for the enemies/);
    expect(r.text).toMatch(/Reminder read on Time's turn[\s\S]*Macro to run on Time's turn \(optional\)/);
  });

  it("Font Awesome icons render: the solid face loads and every resource icon takes room", async () => {
    let facts = { loaded: false, check: false, widths: [] as number[] };
    const r = await drive("tracker-icons", trackerPage("tracker-icons", 2, contestRows), {}, async (tab) => {
      facts = await tab.evaluate(() => ({
        loaded: [...document.fonts].some((f) => f.family.replaceAll('"', "") === "Font Awesome 6 Free" && f.weight === "900" && f.status === "loaded"),
        check: document.fonts.check('900 16px "Font Awesome 6 Free"'),
        widths: [...document.querySelectorAll(".manifold-resources i")].map((i) => i.getBoundingClientRect().width),
      }));
    });
    expect(r.errors).toEqual([]);
    expect(facts.loaded).toBe(true);
    expect(facts.check).toBe(true);
    expect(facts.widths).toHaveLength(6);
    for (const width of facts.widths) expect(width).toBeGreaterThan(4);
  });

  it("every lang key the rendered pages used exists", () => {
    expect([...missingKeys]).toEqual([]);
  });
});
