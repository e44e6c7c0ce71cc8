import type { CreatureSystem } from "../rules/types";
import { ContestActorSheet } from "./actor-sheet";
import { npcStatBlock } from "./npc-context";
import { dropOtherParts, partsForMode } from "../../../foundry/sheets/npc-parts";
import { itemRows, systemOf } from "../../../foundry/docs";

const T = "systems/manifold/templates";
/** The parts play mode draws; edit mode draws the character sheet's header and tabs instead. */
const STAT_BLOCK = ["statblock"];

/**
 * The contest NPC sheet: in play mode one compact stat block (defences, attacks with the same
 * roll buttons as the character sheet, Health, skills, effects); in edit mode the character
 * sheet's tabs, so every stored field stays in reach. Rolls go through ContestActorSheet.
 */
export class ContestNpcSheet extends ContestActorSheet {
  static override DEFAULT_OPTIONS: Record<string, unknown> = { classes: ["npc"], position: { width: 760, height: 880 } };

  static override PARTS = {
    statblock: { template: `${T}/contest/npc/statblock.hbs`, templates: [`${T}/shared/npc/effects.hbs`], scrollable: [""] },
    ...ContestActorSheet.PARTS,
  };

  override _configureRenderParts(options: Record<string, unknown>) {
    return partsForMode(super._configureRenderParts(options), this.isEditMode, STAT_BLOCK);
  }

  override async _prepareContext(options: Record<string, unknown>) {
    const context = await super._prepareContext(options);
    const actor = this.actor;
    const block = npcStatBlock({
      actor: { name: actor.name, img: actor.img ?? "", type: "contestNpc", system: systemOf<CreatureSystem>(actor) },
      items: itemRows(actor),
      effects: [],
      source: systemOf<{ _source: CreatureSystem }>(actor)._source,
      editMode: this.isEditMode,
      editable: this.isEditable,
    });
    return Object.assign(context, block);
  }

  override async _onRender(context: Record<string, unknown>, options: Record<string, unknown>) {
    await super._onRender(context, options);
    dropOtherParts(this.element, Object.keys(this._configureRenderParts(options)));
  }
}
