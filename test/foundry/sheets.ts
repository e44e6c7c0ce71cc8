/**
 * Every actor and item sheet of both rulesets, rendered the way the gallery renders them: the
 * real templates, the pure context builders the Foundry sheets call, and the form conversion
 * the sheet runs in `_processFormData`.
 */
import { makeRenderer, proseStandIn, word } from "../browser/render";
import { effectsTab } from "../../src/foundry/sheets/effects-tab";
import { pack, type SourceDoc } from "../browser/samples";
import type { SchemaSpec } from "../../src/core/schema";
import { unchanged, type FormConversion } from "../../src/foundry/sheets/submit";
import { contestRules } from "../../src/rulesets/contest/rules/definition";
import { energyRules } from "../../src/rulesets/energy/rules/definition";
import { actorSheetContext as contestActorContext } from "../../src/rulesets/contest/sheets/context";
import { itemSheetContext as contestItemContext } from "../../src/rulesets/contest/sheets/item-context";
import { actorSheetContext as energyActorContext } from "../../src/rulesets/energy/sheets/context";
import { itemSheetContext as energyItemContext } from "../../src/rulesets/energy/sheets/item-context";
import * as contestForm from "../../src/rulesets/contest/sheets/form";
import * as energyForm from "../../src/rulesets/energy/sheets/form";

export type Doc = Pick<SourceDoc, "name" | "img" | "type" | "system" | "items">;

export interface SheetCase {
  /** the sample's name and type, for test titles */
  title: string;
  doc: Doc;
  spec: SchemaSpec;
  convert: FormConversion;
  render(doc: Doc, editMode: boolean): string;
}

const render = makeRenderer();
const T = "templates";
const rows = (doc: Doc) => (doc.items ?? []).map((i) => ({ id: i._id, name: i.name, img: i.img, type: i.type, system: i.system }));

function tabs(ids: string[], prefix: string) {
  return Object.fromEntries(ids.map((id, i) => [id, { id, group: "primary", active: i === 0, cssClass: i === 0 ? "active" : "", label: `${prefix}.${id}` }]));
}

/** The header, the tab strip and every tab part of an actor sheet, as HandlebarsApplicationMixin renders them. */
function page(parts: string[], ruleset: string, context: Record<string, unknown>, prefix: string): string {
  const t = tabs(parts, prefix);
  const file = (p: string) => (p === "effects" ? `${T}/shared/sheet/effects.hbs` : `${T}/${ruleset}/actor/${p}.hbs`);
  return [render(`${T}/${ruleset}/actor/header.hbs`, context), render(`${T}/shared/sheet/tabs.hbs`, { tabs: t }), ...parts.map((p) => render(file(p), { ...context, tab: t[p] }))].join("\n");
}

const effects = (doc: Doc) => [{ id: "e1", name: `${doc.name} effect`, img: "icons/svg/daze.svg", disabled: false }];
/** The effects tab as the sheet builds it, the same effect in it (src/foundry/sheets/effects-tab.ts). */
const effectsPart = (doc: Doc, ruleset: "contest" | "energy") =>
  effectsTab(
    {
      ruleset,
      conditions: (ruleset === "contest" ? contestRules : energyRules).statuses,
      effects: effects(doc).map((e) => ({ ...e, statuses: ["dazed"], duration: { rounds: 2 }, implied: false })),
      clock: { worldTime: 0, combat: null },
    },
    word,
  );

function contestActor(doc: Doc, editMode: boolean): string {
  const spec = contestRules.actorTypes[doc.type]!;
  const context = contestActorContext({ actor: { name: doc.name, img: doc.img, type: doc.type as "contestCharacter", system: doc.system as never }, items: rows(doc), effects: effects(doc), editMode, editable: true, combat: null });
  const ids = ["main", "gear", "styles", "effects", "biography"];
  return page(ids, "contest", { ...context, effectsTab: effectsPart(doc, "contest"), prose: proseStandIn(spec, doc.system) }, "MANIFOLD.Sheet.Tab");
}

function energyActor(doc: Doc, editMode: boolean): string {
  const spec = energyRules.actorTypes[doc.type]!;
  const context = energyActorContext({ actor: { name: doc.name, img: doc.img, type: doc.type as "energyCharacter", system: doc.system as never }, items: rows(doc), statuses: new Set(), editMode, editable: true, combat: null });
  const ids = ["main", "actions", "gear", "effects", "biography"];
  return page(ids, "energy", { ...context, effects: effects(doc), effectsTab: effectsPart(doc, "energy"), prose: proseStandIn(spec, doc.system) }, "MANIFOLD.energy.Sheet.Tab");
}

function item(ruleset: "contest" | "energy", spec: SchemaSpec) {
  const build = ruleset === "contest" ? contestItemContext : energyItemContext;
  return (doc: Doc, editMode: boolean) => {
    const context = { ...build({ item: { name: doc.name, img: doc.img, type: doc.type, system: doc.system }, editMode, editable: true }), prose: proseStandIn(spec, doc.system) };
    return render(`${T}/${ruleset}/item/header.hbs`, context) + render(`${T}/${ruleset}/item/details.hbs`, context);
  };
}

const first = (packName: string, type: string) => pack(packName).find((d) => d.type === type)!;
const ITEM_PACKS: Record<string, string> = {
  contestWeapon: "contest-weapons",
  contestArmor: "contest-armor",
  contestShield: "contest-shields",
  contestStyle: "contest-styles",
  contestSpell: "contest-spells",
  energyWeapon: "energy-weapons",
  energyRanged: "energy-weapons",
  energyArmor: "energy-armor",
  energyShield: "energy-shields",
  energyAbility: "energy-abilities",
};

/** One case per sample actor and one per item type, for both rulesets. */
export function sheetCases(): SheetCase[] {
  const cases: SheetCase[] = [];
  for (const doc of pack("contest-actors")) cases.push({ title: `${doc.type} ${doc.name}`, doc, spec: contestRules.actorTypes[doc.type]!, convert: contestForm.actorForm, render: contestActor });
  for (const doc of pack("energy-actors")) cases.push({ title: `${doc.type} ${doc.name}`, doc, spec: energyRules.actorTypes[doc.type]!, convert: energyForm.actorForm, render: energyActor });
  for (const [type, spec] of Object.entries(contestRules.itemTypes)) cases.push({ title: type, doc: first(ITEM_PACKS[type]!, type), spec, convert: contestForm.itemForm, render: item("contest", spec) });
  for (const [type, spec] of Object.entries(energyRules.itemTypes)) cases.push({ title: type, doc: first(ITEM_PACKS[type]!, type), spec, convert: unchanged, render: item("energy", spec) });
  return cases;
}
