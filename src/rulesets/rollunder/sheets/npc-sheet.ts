import { dropOtherParts, partsForMode } from "../../../foundry/sheets/npc-parts";
import { itemRows, systemOf } from "../../../foundry/docs";
import { checkMorale } from "../morale";
import { rollReaction } from "../reaction";
import type { CombatantSystem, EnemySystem } from "../rules/types";
import { RollunderActorSheet } from "./actor-sheet";
import { npcRoll, npcStatBlock } from "./npc-context";
import { rollDeathFromSheet } from "../death";

const T = "systems/manifold/templates";
const { header, tabs, gear, effects, biography } = RollunderActorSheet.PARTS;
/** The parts play mode draws; edit mode draws the header, the tabs and the NPC's own fields. */
const STAT_BLOCK = ["statblock"];

/**
 * The Roll-Under NPC sheet: in play mode one stat block (Hit Dice, HP, Attack and Defense as the
 * rulebook's modifiers, Morale, its attacks with the character sheet's Attack button, and the
 * GM's Morale and Reaction rolls); in edit mode the full form. Attacks go through the base sheet.
 */
export class RollunderNpcSheet extends RollunderActorSheet {
  static override DEFAULT_OPTIONS: Record<string, unknown> = { classes: ["npc"], position: { width: 720, height: 760 } };

  static override PARTS = {
    statblock: { template: `${T}/rollunder/npc/statblock.hbs`, templates: [`${T}/shared/npc/effects.hbs`], scrollable: [""] },
    header,
    tabs,
    main: { template: `${T}/rollunder/npc/main.hbs`, scrollable: [""] },
    gear,
    effects,
    biography,
  };

  override _configureRenderParts(options: Record<string, unknown>) {
    return partsForMode(super._configureRenderParts(options), this.isEditMode, STAT_BLOCK);
  }

  protected override view(combat: CombatantSystem | null): Record<string, unknown> {
    const actor = this.actor;
    return npcStatBlock({
      actor: { name: actor.name, img: actor.img ?? "", system: systemOf<EnemySystem>(actor) },
      items: itemRows(actor),
      source: systemOf<{ _source: EnemySystem }>(actor)._source,
      editMode: this.isEditMode,
      editable: this.isEditable,
      combat,
      isGM: game.user?.isGM ?? false,
    });
  }

  override async _onRender(context: Record<string, unknown>, options: Record<string, unknown>) {
    await super._onRender(context, options);
    dropOtherParts(this.element, Object.keys(this._configureRenderParts(options)));
  }

  protected override async rollFromSheet(kind: string, target: HTMLElement, event: PointerEvent): Promise<void> {
    const roll = npcRoll(kind, game.user?.isGM ?? false);
    if (roll === "morale") await checkMorale(this.actor);
    else if (roll === "reaction") await rollReaction(this.actor);
    else if (roll === "death") await rollDeathFromSheet(this.actor);
    else if (roll === "weapon") await super.rollFromSheet(kind, target, event);
  }
}
