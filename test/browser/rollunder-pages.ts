/**
 * The Roll-Under sheets as the gallery renders them: the samples through the context builders the
 * Foundry sheets call, and the real templates, part by part in the sheets' PARTS order.
 */
import { makeRenderer, proseStandIn, word } from "./render";
import type { SourceDoc } from "./samples";
import { page, withIds } from "./harness";
import { itemFrame } from "./item-page";
import { effectsTab } from "../../src/foundry/sheets/effects-tab";
import { rollunderRules } from "../../src/rulesets/rollunder/rules/definition";
import { actorSheetContext } from "../../src/rulesets/rollunder/sheets/context";
import { npcStatBlock } from "../../src/rulesets/rollunder/sheets/npc-context";
import { itemSheetContext } from "../../src/rulesets/rollunder/sheets/item-context";
import type { CharacterSystem, CombatantSystem, EnemySystem } from "../../src/rulesets/rollunder/rules/types";

const render = makeRenderer();
const TABS = ["main", "gear", "effects", "biography"];
const tabs = Object.fromEntries(TABS.map((id, i) => [id, { id, group: "primary", active: i === 0, cssClass: "active", label: `MANIFOLD.Sheet.Tab.${id}` }]));

/** A turn under way: attacked, 10 ft moved of the 30 the move allows. */
export const IN_COMBAT: CombatantSystem = { group: "first", roll: 7, action: "attack", moved: 10, allowance: 30, arrowsSpent: 0, reminder: "", macro: "" };

/** The effects tab with one condition standing on the actor (Dying for a character below 0 HP). */
function effects(statuses: string[]) {
  const list = statuses.map((s, i) => ({ id: `e${i}`, name: word(`MANIFOLD.rollunder.Condition.${s}`), img: "systems/manifold/assets/status/droplet.svg", disabled: false, statuses: [s], duration: {}, implied: false }));
  return effectsTab({ ruleset: "rollunder", conditions: rollunderRules.statuses, effects: list, clock: { worldTime: 0, combat: null } }, word);
}

const frame = (doc: SourceDoc, body: string, npc = false) => page(doc.name, `<section class="window-content">${body}</section>`, `application sheet manifold actor rollunder${npc ? " npc" : ""}`);

/** The tabbed parts after the header: the tab strip and each tab, `main` from the given template. */
function tabbed(context: Record<string, unknown>, main: string): string[] {
  const file = (id: string) => (id === "effects" ? "templates/shared/sheet/effects.hbs" : id === "main" ? main : `templates/rollunder/actor/${id}.hbs`);
  return [render("templates/shared/sheet/tabs.hbs", { tabs }), ...TABS.map((id) => render(file(id), { ...context, tabs, tab: tabs[id] }))];
}

export function characterContext(doc: SourceDoc, editMode: boolean, combat: CombatantSystem | null, effect = true, editable = true) {
  const system = doc.system as unknown as CharacterSystem;
  // An Active Effect worth +1 Strength, so play mode shows the share it adds.
  const source = effect ? { ...system, abilities: { ...system.abilities, str: system.abilities.str - 1 } } : system;
  const view = actorSheetContext({ actor: { name: doc.name, img: doc.img, system }, items: withIds(doc), source, editMode, editable, combat });
  const statuses = system.hp.value < 0 ? ["dying"] : [];
  return { ...view, effectsTab: effects(statuses), prose: proseStandIn(rollunderRules.actorTypes[doc.type]!, doc.system) };
}

/** The sheet's parts as Foundry renders them inside its window; `characterPage` frames them for the gallery. */
export function characterBody(doc: SourceDoc, editMode: boolean, combat: CombatantSystem | null = null, effect = true, editable = true): string {
  const context = characterContext(doc, editMode, combat, effect, editable);
  return [render("templates/rollunder/actor/header.hbs", context), ...tabbed(context, "templates/rollunder/actor/main.hbs")].join("\n");
}

export const characterPage = (doc: SourceDoc, editMode: boolean, combat: CombatantSystem | null = null) => frame(doc, characterBody(doc, editMode, combat));

export function npcContext(doc: SourceDoc, editMode: boolean, combat: CombatantSystem | null, isGM = true) {
  const view = npcStatBlock({ actor: { name: doc.name, img: doc.img, system: doc.system as unknown as EnemySystem }, items: withIds(doc), editMode, editable: true, combat, isGM });
  return { ...view, effects: [], conditions: [], effectsTab: effects([]), prose: proseStandIn(rollunderRules.actorTypes[doc.type]!, doc.system) };
}

/** Play mode: the stat block alone. */
export const npcPlayBody = (doc: SourceDoc, combat: CombatantSystem | null = null, isGM = true) => render("templates/rollunder/npc/statblock.hbs", npcContext(doc, false, combat, isGM));
export const npcPlayPage = (doc: SourceDoc, combat: CombatantSystem | null = null, isGM = true) => frame(doc, npcPlayBody(doc, combat, isGM), true);

/** Edit mode: the header, the tab strip, the NPC's fields as its first tab, then gear, effects, biography. */
export function npcEditBody(doc: SourceDoc): string {
  const context = npcContext(doc, true, null);
  return [render("templates/rollunder/actor/header.hbs", context), ...tabbed(context, "templates/rollunder/npc/main.hbs")].join("\n");
}
export const npcEditPage = (doc: SourceDoc) => frame(doc, npcEditBody(doc), true);

/** An item's sheet; in play mode as it shows on an actor the user owns, with a weapon's Attack button. */
export function itemBody(doc: SourceDoc, editMode: boolean): string {
  const context = { ...itemSheetContext({ item: { id: doc._id, name: doc.name, img: doc.img, type: doc.type, system: doc.system }, editMode, editable: true, usable: true }), prose: proseStandIn(rollunderRules.itemTypes[doc.type]!, doc.system, "Item.sample") };
  return render("templates/rollunder/item/header.hbs", context) + render("templates/rollunder/item/details.hbs", context);
}
export const itemPage = (doc: SourceDoc, editMode: boolean) => itemFrame(doc.name, itemBody(doc, editMode), "rollunder");
