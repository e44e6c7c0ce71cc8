/**
 * Wound Track's gallery pages: the compendium's characters and NPCs through the context builders the
 * Foundry sheets call and the real templates, part by part in the sheets' PARTS order; the item
 * sheets; the attack dialog with its exact odds; the card as the scenario table leaves it after
 * each step; and the tracker's rows.
 */
import { makeRenderer, proseStandIn, word } from "./render";
import { pack, type SourceDoc } from "./samples";
import { dialogPage, page, withIds } from "./harness";
import { itemFrame } from "./item-page";
import { effectsTab } from "../../src/foundry/sheets/effects-tab";
import { resourcesView } from "../../src/foundry/combat/resources-view";
import { oddsView } from "../../src/core/play/odds";
import { summaryView } from "../../src/core/roll-dialog";
import { woundtrackRules } from "../../src/rulesets/woundtrack/rules/definition";
import { WOUNDTRACK_STATUSES } from "../../src/rulesets/woundtrack/rules/conditions";
import { actorSheetContext } from "../../src/rulesets/woundtrack/sheets/context";
import { itemSheetContext } from "../../src/rulesets/woundtrack/sheets/item-context";
import { attackDialogContext } from "../../src/rulesets/woundtrack/dialog-context";
import { attackOddsLines, attackSummary, holdAsked } from "../../src/rulesets/woundtrack/play/dialog";
import { checkText } from "../../src/rulesets/woundtrack/play/check-text";
import type { AttackChoices, OpenCreature, OpenSnapshot } from "../../src/rulesets/woundtrack/play/open";
import type { Fighting, WoundtrackItem } from "../../src/rulesets/woundtrack/play/side";
import { cardPermissions, woundtrackCardContext } from "../../src/rulesets/woundtrack/card-context";
import { checkCardContext, checkCardPermissions } from "../../src/rulesets/woundtrack/check-context";
import type { CheckCardSnapshot } from "../../src/rulesets/woundtrack/play/check-card";
import type { WoundtrackCardSnapshot } from "../../src/rulesets/woundtrack/play/card";
import { woundtrackTrackerResources } from "../../src/rulesets/woundtrack/tracker-resources";
import type { CombatantSystem, CreatureSystem } from "../../src/rulesets/woundtrack/rules/types";
import type { Table } from "../play/table";

export const render = makeRenderer();
const TABS = ["main", "health", "combat", "effects", "biography"];
const tabs = Object.fromEntries(TABS.map((id, i) => [id, { id, group: "primary", active: i === 0, cssClass: "active", label: `MANIFOLD.woundtrack.Sheet.Tab.${id}` }]));

export const ACTORS = pack("woundtrack-actors");
/** One item of each type from the packs, and the actions that draw what the others do not (a reaction's trigger, a check, an attack action). */
const named = (list: SourceDoc[], ...names: string[]) => names.map((n) => list.find((d) => d.name === n)!);
export const ITEMS = [
  ...named(pack("woundtrack-weapons"), "Longsword", "Light Crossbow"),
  ...named(pack("woundtrack-armor"), "Chain Mail"),
  ...named(pack("woundtrack-actions"), "Defend", "Interpose", "Treat Wound", "Nonlethal Attack"),
];
export const actorNamed = (name: string) => ACTORS.find((a) => a.name === name)!;

/** The effects tab with these conditions standing on the actor, one effect each. */
function effects(statuses: readonly string[]) {
  const img = (id: string) => WOUNDTRACK_STATUSES.find((s) => s.id === id)?.img ?? "";
  const list = statuses.map((s, i) => ({ id: `e${i}`, name: word(`MANIFOLD.woundtrack.Condition.${s}`), img: img(s), disabled: false, statuses: [s], duration: {}, implied: false }));
  return { list, tab: effectsTab({ ruleset: "woundtrack", conditions: woundtrackRules.statuses, effects: list, clock: { worldTime: 0, combat: null } }, word) };
}
const frame = (doc: SourceDoc, body: string, npc = false) => page(doc.name, `<section class="window-content">${body}</section>`, `application sheet manifold actor woundtrack${npc ? " npc" : ""}`);

export interface SheetState {
  combat?: Fighting | null;
  statuses?: readonly string[];
  ignoring?: readonly { uuid: string; name: string }[];
  /** the mount its combatant rides, by name */
  riding?: string;
  /** changes to the stored system (wounds taken, fatigue) */
  system?: (s: CreatureSystem) => CreatureSystem;
}

export function sheetContext(doc: SourceDoc, editMode: boolean, state: SheetState = {}) {
  const statuses = state.statuses ?? [];
  const system = (state.system ?? ((s) => s))(structuredClone(doc.system) as unknown as CreatureSystem);
  const view = actorSheetContext({
    actor: { name: doc.name, img: doc.img, type: doc.type, system },
    items: withIds(doc),
    statuses,
    editMode,
    editable: true,
    combat: state.combat ?? null,
    ignoring: state.ignoring ?? [],
    ...(state.riding ? { riding: state.riding } : {}),
    locale: "en",
    localize: (key) => word(key),
    checkDie: 10,
  });
  const fx = effects(statuses);
  return { ...view, effects: fx.list.map(({ id, name, img, disabled }) => ({ id, name, img, disabled })), conditions: [], effectsTab: fx.tab, prose: proseStandIn(woundtrackRules.actorTypes[doc.type]!, system as unknown as Record<string, unknown>) };
}

function tabbed(context: Record<string, unknown>): string[] {
  const file = (id: string) => (id === "effects" ? "templates/shared/sheet/effects.hbs" : `templates/woundtrack/actor/${id}.hbs`);
  return [render("templates/shared/sheet/tabs.hbs", { tabs }), ...TABS.map((id) => render(file(id), { ...context, tabs, tab: tabs[id] }))];
}

/** The character sheet (and an NPC's in edit mode, the character's full form): the header, then every tab. */
export function characterPage(doc: SourceDoc, editMode: boolean, state: SheetState = {}): string {
  const context = sheetContext(doc, editMode, state);
  return frame(doc, [render("templates/woundtrack/actor/header.hbs", context), ...tabbed(context)].join("\n"), doc.type === "woundtrackNpc");
}

export const npcPlayPage = (doc: SourceDoc, state: SheetState = {}) => frame(doc, render("templates/woundtrack/npc/statblock.hbs", sheetContext(doc, false, state)), true);

export function itemPage(doc: SourceDoc, editMode: boolean): string {
  const context = {
    ...itemSheetContext({ item: { id: doc._id, name: doc.name, img: doc.img, type: doc.type, system: doc.system }, editMode, editable: true, usable: true }, (key) => word(key)),
    prose: proseStandIn(woundtrackRules.itemTypes[doc.type]!, doc.system, "Item.sample"),
  };
  return itemFrame(doc.name, render("templates/woundtrack/item/header.hbs", context) + render("templates/woundtrack/item/details.hbs", context), "woundtrack");
}

// ---- the attack dialog ----

/** A compendium actor as the open step reads it, out of combat unless given its combatant. */
export const creature = (doc: SourceDoc, combatant: Fighting | null = null): OpenCreature => ({
  uuid: `Actor.${doc._id}`,
  name: doc.name,
  img: doc.img,
  side: { uuid: `Actor.${doc._id}`, npc: doc.type === "woundtrackNpc", system: doc.system as unknown as CreatureSystem, items: withIds(doc) as unknown as WoundtrackItem[], statuses: [], combatant, onTurn: true, activeInitiative: null },
});

export const snapOf = (attacker: SourceDoc, itemName: string, target: OpenCreature): OpenSnapshot => ({
  attacker: creature(attacker),
  item: withIds(attacker).find((i) => i.name === itemName)!.id,
  targets: [target],
  positions: null,
  checkDie: 10,
  standardDie: 10,
});

export const CHOICES: AttackChoices = { action: "standard", cover: "none", situational: 0, hold: null, rollMode: "publicroll" };
const ROLL_MODES = { publicroll: "Public Roll", gmroll: "Private GM Roll", blindroll: "Blind GM Roll", selfroll: "Self Roll" };

export function dialogHtml(name: string, title: string, snap: OpenSnapshot, choices: AttackChoices = CHOICES): string {
  const context = attackDialogContext({
    rollModes: ROLL_MODES,
    rollMode: "publicroll",
    summary: summaryView(attackSummary(snap, choices, (spec) => checkText(spec, (key) => word(key))), word),
    odds: { ...oddsView(attackOddsLines(snap, choices), "en", word), note: "" },
    ...(holdAsked(snap) ? { hold: holdAsked(snap)! } : {}),
  });
  return dialogPage(name, title, render("templates/woundtrack/dialog/attack.hbs", context));
}

// ---- the card ----

/** The card as `userId` sees it on the scenario table, drawn with its real template. */
export function cardHtml(name: string, t: Table, messageId: string, userId: string): string {
  const snap = t.snapshot(messageId, userId) as never as WoundtrackCardSnapshot;
  const user = t.users.get(userId)!;
  const context = woundtrackCardContext(snap.card, cardPermissions(snap, user.isGM || snap.sender.owns.defender));
  // The scenario table's creatures have no portraits: core's stand-in, as Foundry shows one.
  const card = render("templates/woundtrack/chat/attack-card.hbs", context).replaceAll('src=""', 'src="icons/svg/mystery-man.svg"');
  return page(name, `<div class="chat-frame">${card}</div>`, "gallery");
}

/** A check card as `userId` sees it on the scenario table, drawn with its real template. */
export function checkCardHtml(name: string, t: Table, messageId: string, userId: string): string {
  const snap = t.snapshot(messageId, userId) as never as CheckCardSnapshot;
  const context = checkCardContext(snap.card, checkCardPermissions(snap), word);
  const card = render("templates/woundtrack/chat/check-card.hbs", context).replaceAll('src=""', 'src="icons/svg/mystery-man.svg"');
  return page(name, `<div class="chat-frame">${card}</div>`, "gallery");
}

// ---- the tracker ----

export interface TrackerRow {
  name: string;
  initiative: number;
  active?: boolean;
  system: Pick<CombatantSystem, "ap" | "long" | "defending" | "move">;
}

/** Core's combatant rows (a stand-in for v13's sidebar markup, framed as tracker-gallery frames it) with our resources under each name. */
export function trackerHtml(name: string, round: number, rows: readonly TrackerRow[]): string {
  const items = rows
    .map((row) => {
      const resources = render("templates/shared/combat/tracker-resources.hbs", resourcesView(woundtrackTrackerResources(row.system), (key) => word(key)));
      return `<li class="combatant${row.active ? " active" : ""}" data-combatant-id="${row.name}">
        <img class="token-image" src="icons/svg/mystery-man.svg" alt="">
        <div class="token-name"><strong class="name">${row.name}</strong>${resources}</div>
        <div class="token-initiative"><span class="initiative">${row.initiative}</span></div></li>`;
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
    .initiative { font-weight: 600; }
  </style>
  <section class="application tracker"><header class="window-header"><h1 class="window-title">Combat Tracker</h1></header>
  <div class="window-content"><h2 class="encounter-title">Round ${round}</h2><ol class="combat-tracker plain">${items}</ol></div></section>`;
  return page(name, frame, "gallery");
}
