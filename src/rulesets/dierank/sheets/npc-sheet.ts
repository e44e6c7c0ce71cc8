import { dropOtherParts, partsForMode } from "../../../foundry/sheets/npc-parts";
import { DierankActorSheet } from "./actor-sheet";

const T = "systems/manifold/templates";
const { header, tabs, main, effects, biography } = DierankActorSheet.PARTS;
/** The parts play mode draws; edit mode draws the header, the tabs and the NPC's own fields. */
const STAT_BLOCK = ["statblock"];

/**
 * The Die Rank NPC sheet: in play mode one stat block (dice, HP and MP, AP, its attacks with the
 * character sheet's buttons, its conditions); in edit mode the character's full form.
 */
export class DierankNpcSheet extends DierankActorSheet {
  static override DEFAULT_OPTIONS: Record<string, unknown> = { classes: ["npc"], position: { width: 640, height: 720 } };

  static override PARTS = {
    statblock: { template: `${T}/dierank/npc/statblock.hbs`, templates: [`${T}/shared/npc/effects.hbs`, `${T}/dierank/actor/actions.hbs`, `${T}/dierank/actor/stats.hbs`, `${T}/dierank/actor/attacks.hbs`], scrollable: [""] },
    header,
    tabs,
    main,
    effects,
    biography,
  };

  override _configureRenderParts(options: Record<string, unknown>) {
    return partsForMode(super._configureRenderParts(options), this.isEditMode, STAT_BLOCK);
  }

  override async _onRender(context: Record<string, unknown>, options: Record<string, unknown>) {
    await super._onRender(context, options);
    dropOtherParts(this.element, Object.keys(this._configureRenderParts(options)));
  }
}
