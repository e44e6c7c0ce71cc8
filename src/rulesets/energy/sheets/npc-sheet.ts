import type { CreatureSystem } from "../rules/types";
import { EnergyActorSheet } from "./actor-sheet";
import { npcStatBlock } from "./npc-context";
import { conditionsOf } from "../adapter";
import { dropOtherParts, partsForMode } from "../../../foundry/sheets/npc-parts";
import { itemRows, systemOf } from "../../../foundry/docs";

const T = "systems/manifold/templates";
const { header, tabs, main, ...otherTabs } = EnergyActorSheet.PARTS;
/** The parts play mode draws; edit mode draws the character sheet's header and tabs instead. */
const STAT_BLOCK = ["statblock"];

/**
 * The Energy & Aura NPC sheet: in play mode one compact stat block (pools, defences, weapons and
 * abilities with the character sheet's roll buttons, conditions); in edit mode the character
 * sheet's tabs, so every stored field stays in reach. Rolls go through EnergyActorSheet.
 */
export class EnergyNpcSheet extends EnergyActorSheet {
  static override DEFAULT_OPTIONS: Record<string, unknown> = { classes: ["npc"], position: { width: 760, height: 880 } };

  // The Death rules' state joins the Character tab in edit mode, right after its own part.
  static override PARTS = {
    statblock: { template: `${T}/energy/npc/statblock.hbs`, templates: [`${T}/shared/npc/effects.hbs`], scrollable: [""] },
    header,
    tabs,
    main,
    death: { template: `${T}/energy/npc/death.hbs` },
    ...otherTabs,
  };

  override _configureRenderParts(options: Record<string, unknown>) {
    return partsForMode(super._configureRenderParts(options), this.isEditMode, STAT_BLOCK);
  }

  override async _prepareContext(options: Record<string, unknown>) {
    const context = await super._prepareContext(options);
    const actor = this.actor;
    const block = npcStatBlock({
      actor: { name: actor.name, img: actor.img ?? "", type: "energyNpc", system: systemOf<CreatureSystem>(actor) },
      items: itemRows(actor),
      source: systemOf<{ _source: CreatureSystem }>(actor)._source,
      statuses: conditionsOf(actor),
      editMode: this.isEditMode,
      editable: this.isEditable,
      combat: null,
    });
    return Object.assign(context, block);
  }

  override async _onRender(context: Record<string, unknown>, options: Record<string, unknown>) {
    await super._onRender(context, options);
    dropOtherParts(this.element, Object.keys(this._configureRenderParts(options)));
  }
}
