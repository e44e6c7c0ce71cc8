/**
 * Die Rank's gallery pages: the compendium's characters and NPCs through the context builders the
 * Foundry sheets call and the real templates, part by part in the sheets' PARTS order; the attack
 * dialog with its odds; and the card as the scenario table leaves it after each step.
 */
import { makeRenderer, proseStandIn, word } from "./render";
import { pack, type SourceDoc } from "./samples";
import { dialogPage, page, withIds } from "./harness";
import { itemFrame } from "./item-page";
import { effectsTab } from "../../src/foundry/sheets/effects-tab";
import { oddsView } from "../../src/core/play/odds";
import { summaryView } from "../../src/core/roll-dialog";
import { dierankRules } from "../../src/rulesets/dierank/rules/definition";
import { actorSheetContext } from "../../src/rulesets/dierank/sheets/context";
import { itemSheetContext } from "../../src/rulesets/dierank/sheets/item-context";
import { attackDialogContext } from "../../src/rulesets/dierank/sheets/dialog-context";
import { attackOddsLines, attackSummary, dialogOffers } from "../../src/rulesets/dierank/play/dialog";
import type { AttackChoices, OpenSnapshot } from "../../src/rulesets/dierank/play/open";
import { cardPermissions, dierankCardContext } from "../../src/rulesets/dierank/card-context";
import type { CombatantSystem, CreatureSystem } from "../../src/rulesets/dierank/rules/types";
import type { Table } from "../play/table";

export const render = makeRenderer();
const TABS = ["main", "effects", "biography"];
const tabs = Object.fromEntries(TABS.map((id, i) => [id, { id, group: "primary", active: i === 0, cssClass: "active", label: `MANIFOLD.Sheet.Tab.${id}` }]));

export const ACTORS = pack("dierank-actors");
export const ITEMS = [...pack("dierank-weapons"), ...pack("dierank-shields"), ...pack("dierank-spells")];
export const actorNamed = (name: string) => ACTORS.find((a) => a.name === name)!;

const effects = () => effectsTab({ ruleset: "dierank", conditions: dierankRules.statuses, effects: [], clock: { worldTime: 0, combat: null } }, word);
const frame = (doc: SourceDoc, body: string, npc = false) => page(doc.name, `<section class="window-content">${body}</section>`, `application sheet manifold actor dierank${npc ? " npc" : ""}`);

export function sheetContext(doc: SourceDoc, editMode: boolean, combat: CombatantSystem | null, statuses: string[] = []) {
  const view = actorSheetContext({ actor: { name: doc.name, img: doc.img, type: doc.type, system: doc.system as unknown as CreatureSystem }, items: withIds(doc), statuses, editMode, editable: true, combat, pair: { rides: "", carries: "" } });
  return { ...view, effects: [], conditions: [], effectsTab: effects(), prose: proseStandIn(dierankRules.actorTypes[doc.type]!, doc.system) };
}

function tabbed(context: Record<string, unknown>): string[] {
  const file = (id: string) => (id === "effects" ? "templates/shared/sheet/effects.hbs" : `templates/dierank/actor/${id}.hbs`);
  return [render("templates/shared/sheet/tabs.hbs", { tabs }), ...TABS.map((id) => render(file(id), { ...context, tabs, tab: tabs[id] }))];
}

export function characterPage(doc: SourceDoc, editMode: boolean, combat: CombatantSystem | null = null, statuses: string[] = []): string {
  const context = sheetContext(doc, editMode, combat, statuses);
  return frame(doc, [render("templates/dierank/actor/header.hbs", context), ...tabbed(context)].join("\n"));
}

export const npcPlayPage = (doc: SourceDoc, combat: CombatantSystem | null = null) => frame(doc, render("templates/dierank/npc/statblock.hbs", sheetContext(doc, false, combat)), true);

export function itemPage(doc: SourceDoc, editMode: boolean): string {
  const context = { ...itemSheetContext({ item: { id: doc._id, name: doc.name, img: doc.img, type: doc.type, system: doc.system }, editMode, editable: true, usable: true }), prose: proseStandIn(dierankRules.itemTypes[doc.type]!, doc.system, "Item.sample") };
  return itemFrame(doc.name, render("templates/dierank/item/header.hbs", context) + render("templates/dierank/item/details.hbs", context), "dierank");
}

const ROLL_MODES = { publicroll: "Public Roll", gmroll: "Private GM Roll", blindroll: "Blind GM Roll", selfroll: "Self Roll" };

export function dialogHtml(name: string, title: string, snap: OpenSnapshot, choices: AttackChoices): string {
  const context = attackDialogContext({
    offers: dialogOffers(snap),
    rollModes: ROLL_MODES,
    rollMode: "publicroll",
    summary: summaryView(attackSummary(snap, choices), word),
    odds: { ...oddsView(attackOddsLines(snap, choices), "en", word), note: "" },
  });
  return dialogPage(name, title, render("templates/dierank/dialog/attack.hbs", context));
}

/** The card as `userId` sees it on the scenario table, drawn with its real template. */
export function cardHtml(name: string, t: Table, messageId: string, userId: string): string {
  const snap = t.snapshot(messageId, userId) as never as Parameters<typeof cardPermissions>[0];
  const user = t.users.get(userId)!;
  const context = dierankCardContext(snap.card, cardPermissions(snap, user.isGM || snap.sender.owns.defender));
  // The scenario table's creatures have no portraits: core's stand-in, as Foundry shows one.
  const card = render("templates/dierank/chat/attack-card.hbs", context).replaceAll('src=""', 'src="icons/svg/mystery-man.svg"');
  return page(name, `<div class="chat-frame">${card}</div>`, "gallery");
}
