/**
 * The NPC sheets as the gallery and the form tests render them: the compendium NPCs through the
 * context builders the Foundry sheets call (the character view, then the stat block's figures)
 * and the real templates. Play mode is the stat block part; edit mode the character sheet's parts.
 */
import { makeRenderer, proseStandIn } from "./render";
import { pack, type SourceDoc } from "./samples";
import { withIds } from "./harness";
import type { SchemaSpec } from "../../src/core/schema";
import type { FormConversion } from "../../src/foundry/sheets/submit";
import { contestRules } from "../../src/rulesets/contest/rules/definition";
import { actorSheetContext as contestContext } from "../../src/rulesets/contest/sheets/context";
import { npcStatBlock as contestStatBlock } from "../../src/rulesets/contest/sheets/npc-context";
import { actorForm as contestForm } from "../../src/rulesets/contest/sheets/form";
import { energyRules } from "../../src/rulesets/energy/rules/definition";
import { actorSheetContext as energyContext } from "../../src/rulesets/energy/sheets/context";
import { npcStatBlock as energyStatBlock } from "../../src/rulesets/energy/sheets/npc-context";
import { actorForm as energyForm } from "../../src/rulesets/energy/sheets/form";
import type { CreatureSystem as EnergySystem } from "../../src/rulesets/energy/rules/types";

const render = makeRenderer();
const CONTEST_TABS = ["main", "gear", "styles", "effects", "biography"];
const ENERGY_TABS = ["main", "actions", "gear", "effects", "biography"];
const effects = [{ id: "e1", name: "Dazed", img: "systems/manifold/assets/status/face-dizzy.svg", disabled: false }];

export interface NpcCase {
  ruleset: "contest" | "energy";
  doc: SourceDoc;
  spec: SchemaSpec;
  convert: FormConversion;
  /** the play-mode stat block part, for this document (the sample, or the sample after an update) */
  play(doc: SourceDoc): string;
  /** the edit-mode parts: the character sheet's header, tab strip and every tab */
  edit(doc: SourceDoc): string;
}

/** The edit-mode parts in the sheet's PARTS order: the tabs, and among them the NPC sheet's own parts (templates/<ruleset>/npc/). */
function editParts(ruleset: string, order: string[], tabIds: string[], prefix: string, context: Record<string, unknown>): string {
  const tabs = Object.fromEntries(tabIds.map((id, i) => [id, { id, group: "primary", active: i === 0, cssClass: "active", label: `${prefix}.${id}` }]));
  const file = (id: string) => (id === "effects" ? "templates/shared/sheet/effects.hbs" : tabIds.includes(id) ? `templates/${ruleset}/actor/${id}.hbs` : `templates/${ruleset}/npc/${id}.hbs`);
  const parts = order.map((id) => render(file(id), { ...context, tabs, tab: tabs[id] }));
  return [render(`templates/${ruleset}/actor/header.hbs`, context), render("templates/shared/sheet/tabs.hbs", { tabs }), ...parts].join("\n");
}

function contestCase(sample: SourceDoc): NpcCase {
  const spec = contestRules.actorTypes[sample.type]!;
  const context = (doc: SourceDoc, editMode: boolean) => {
    const input = {
      actor: { name: doc.name, img: doc.img, type: "contestNpc" as const, system: doc.system as never },
      items: withIds(doc),
      effects,
      editMode,
      editable: true,
      combat: { ap: 2, attacks: 1, freeUsed: false },
    };
    return { ...contestContext(input), ...contestStatBlock(input), prose: proseStandIn(spec, doc.system) };
  };
  return {
    ruleset: "contest",
    doc: sample,
    spec,
    convert: contestForm,
    play: (doc) => render("templates/contest/npc/statblock.hbs", context(doc, false)),
    edit: (doc) => editParts("contest", CONTEST_TABS, CONTEST_TABS, "MANIFOLD.Sheet.Tab", context(doc, true)),
  };
}

function energyCase(sample: SourceDoc): NpcCase {
  const spec = energyRules.actorTypes[sample.type]!;
  const context = (doc: SourceDoc, editMode: boolean) => {
    const input = {
      actor: { name: doc.name, img: doc.img, type: "energyNpc" as const, system: doc.system as unknown as EnergySystem },
      items: withIds(doc),
      statuses: new Set(["dazed"]),
      editMode,
      editable: true,
      combat: { energy: 2, agility: 3, swiftUsed: true, initiativeUsed: true, initiative: 14, staminaAsEnergy: 0, agileMoves: 3, defending: false, defendMoved: 0, moveLeft: 0, deathSaveMade: false },
    };
    return { ...energyContext(input), ...energyStatBlock(input), effects, prose: proseStandIn(spec, doc.system) };
  };
  return {
    ruleset: "energy",
    doc: sample,
    spec,
    convert: energyForm,
    play: (doc) => render("templates/energy/npc/statblock.hbs", context(doc, false)),
    edit: (doc) => editParts("energy", ["main", "death", ...ENERGY_TABS.slice(1)], ENERGY_TABS, "MANIFOLD.energy.Sheet.Tab", context(doc, true)),
  };
}

/** Every NPC of the compendia; the energy ones sit with the characters in energy-actors. */
export function npcCases(): NpcCase[] {
  return [
    ...pack("contest-actors").filter((d) => d.type === "contestNpc").map(contestCase),
    ...pack("energy-actors").filter((d) => d.type === "energyNpc").map(energyCase),
  ];
}
