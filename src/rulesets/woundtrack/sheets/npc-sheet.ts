import { dropOtherParts, partsForMode } from "../../../foundry/sheets/npc-parts";
import { WoundtrackActorSheet } from "./actor-sheet";

const T = "systems/manifold/templates";
const { header, tabs, main, health, combat, effects, biography } = WoundtrackActorSheet.PARTS;
/** The parts play mode draws; edit mode draws the header, the tabs and the character's full form. */
const STAT_BLOCK = ["statblock"];

/**
 * The Wound Track NPC sheet: in play mode one stat block (its tier and track, stamina and mana,
 * attributes, Defences and Toughness, its weapons and actions with the character sheet's buttons,
 * its conditions); in edit mode the character's full form.
 */
export class WoundtrackNpcSheet extends WoundtrackActorSheet {
  static override DEFAULT_OPTIONS: Record<string, unknown> = { classes: ["npc"], position: { width: 640, height: 760 } };

  static override PARTS = {
    statblock: {
      template: `${T}/woundtrack/npc/statblock.hbs`,
      templates: [
        `${T}/shared/npc/effects.hbs`,
        `${T}/woundtrack/actor/rest.hbs`,
        `${T}/woundtrack/actor/combatant.hbs`,
        `${T}/woundtrack/actor/attributes.hbs`,
        `${T}/woundtrack/actor/defences.hbs`,
        `${T}/woundtrack/actor/track.hbs`,
        `${T}/woundtrack/actor/gear.hbs`,
        `${T}/woundtrack/actor/actions.hbs`,
      ],
      scrollable: [""],
    },
    header,
    tabs,
    main,
    health,
    combat,
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
