import type { RollRequest } from "../../../core/roll-options";
import { checkDie } from "../settings";
import { ManifoldActorSheet } from "../../../foundry/sheets/actor-sheet";
import { fromUuidLoose, itemRows, systemOf, write } from "../../../foundry/docs";
import { markRollKeys } from "../../../foundry/roll-keys";
import { creatureOf, fightingCombatant, fightingOf, statusesOf } from "../adapter";
import { startAttack } from "../attack";
import { SKILLS, type SkillId } from "../rules/skills";
import type { CreatureSystem } from "../rules/types";
import { actorForm, actorSheetContext } from "./context";
import { cancelLong, ignoreTargets, longRest, recoveryCheck, retrieveMana, shortRest, stopIgnoring } from "./actions";
import { takeAction } from "./take";

const T = "systems/manifold/templates";

/** The sheet's buttons that open the attack dialog; their tooltips tell the modifier keys. */
const ROLL_BUTTONS = '[data-action="roll"][data-roll="attack"]';

/** A skill's specialisation list holds at most this many (rules/schema.ts). */
const MAX_SPECIALISATIONS = 24;

/** The Wound Track character sheet; the NPC stat block (npc-sheet.ts) builds on it. */
export class WoundtrackActorSheet extends ManifoldActorSheet {
  static override DEFAULT_OPTIONS: Record<string, unknown> = { classes: ["woundtrack"] };

  static override PARTS = {
    header: { template: `${T}/woundtrack/actor/header.hbs`, templates: [`${T}/woundtrack/actor/rest.hbs`, `${T}/woundtrack/actor/combatant.hbs`] },
    tabs: { template: `${T}/shared/sheet/tabs.hbs` },
    main: { template: `${T}/woundtrack/actor/main.hbs`, templates: [`${T}/woundtrack/actor/attributes.hbs`, `${T}/woundtrack/actor/defences.hbs`, `${T}/woundtrack/actor/skills.hbs`], scrollable: [""] },
    health: { template: `${T}/woundtrack/actor/health.hbs`, templates: [`${T}/woundtrack/actor/track.hbs`, `${T}/woundtrack/actor/pools.hbs`], scrollable: [""] },
    combat: { template: `${T}/woundtrack/actor/combat.hbs`, templates: [`${T}/woundtrack/actor/gear.hbs`, `${T}/woundtrack/actor/actions.hbs`], scrollable: [""] },
    effects: { template: `${T}/shared/sheet/effects.hbs`, scrollable: [""] },
    biography: { template: `${T}/woundtrack/actor/biography.hbs`, scrollable: [""] },
  };

  static override TABS = {
    primary: {
      tabs: [{ id: "main" }, { id: "health" }, { id: "combat" }, { id: "effects" }, { id: "biography" }],
      initial: "main",
      labelPrefix: "MANIFOLD.woundtrack.Sheet.Tab",
    },
  };

  /** The specialisation rows are helper inputs, turned into the stored lists. */
  protected override readonly convertForm = actorForm;

  override async _prepareContext(options: Record<string, unknown>) {
    const context = await super._prepareContext(options);
    const actor = this.actor;
    const combatant = fightingCombatant(actor);
    const combat = combatant ? fightingOf(combatant) : null;
    const named = (uuid: string) => (fromUuidLoose(uuid) as { name?: string } | null)?.name ?? game.i18n!.localize("MANIFOLD.woundtrack.Sheet.Unknown");
    const view = actorSheetContext({
      actor: { name: actor.name, img: actor.img ?? "", type: actor.type, system: creatureOf(actor) },
      items: itemRows(actor),
      statuses: statusesOf(actor),
      editMode: this.isEditMode,
      editable: this.isEditable,
      combat,
      ignoring: (combat?.ignoring ?? []).map((uuid) => ({ uuid, name: named(uuid) })),
      riding: combat?.riding ? (combatant?.combat?.combatants.get(combat.riding)?.name ?? game.i18n!.localize("MANIFOLD.woundtrack.Sheet.Unknown")) : "",
      locale: game.i18n!.lang,
      localize: (key) => game.i18n!.localize(key),
      checkDie: checkDie("standard"),
    });
    return Object.assign(context, view);
  }

  override async _onRender(context: Record<string, unknown>, options: Record<string, unknown>) {
    await super._onRender(context, options);
    markRollKeys(this.element, ROLL_BUTTONS, (key) => game.i18n!.localize(key));
  }

  /** What a hotbar macro and the item sheet's button call for one of this actor's items. */
  async useItem(item: Item.Implementation, request: RollRequest): Promise<void> {
    const type = item.type as string;
    if (type === "woundtrackWeapon") await startAttack(this.actor, item, request);
    else if (type === "woundtrackAction" && !systemOf<{ attack: string }>(item).attack) await takeAction(this.actor, item.id ?? "");
    else await item.sheet?.render(true);
  }

  protected override async rollFromSheet(kind: string, target: HTMLElement, event: PointerEvent): Promise<void> {
    // An observer's click would throw dice the GM side then refuses: only the actor's owners act.
    if (!this.actor.isOwner) return;
    const item = this.itemFrom(target);
    if (kind === "attack" && item) return this.useItem(item, this.clickRequest(event));
    if (!this.isEditable) return;
    if (kind === "action" && item) await takeAction(this.actor, item.id ?? "");
    else if (kind === "cancelLong") await cancelLong(this.actor);
    else if (kind === "ignore") await ignoreTargets(this.actor);
    else if (kind === "unignore" && target.dataset.uuid) await stopIgnoring(this.actor, target.dataset.uuid, target.dataset.name ?? "");
    else if (kind === "recovery") await recoveryCheck(this.actor);
    else if (kind === "shortRest") await shortRest(this.actor);
    else if (kind === "longRest") await longRest(this.actor);
    else if (kind === "retrieveMana") await retrieveMana(this.actor);
    else if (kind === "specAdd" || kind === "specRemove") await this.editSpecialisations(kind, target);
  }

  /** Edit mode's add and remove buttons of a weapon group or school: the stored list, one row more or less. */
  private async editSpecialisations(kind: "specAdd" | "specRemove", target: HTMLElement): Promise<void> {
    const skill = target.dataset.skill ?? "";
    if (!Object.hasOwn(SKILLS, skill) || !SKILLS[skill as SkillId].open) return;
    const list = systemOf<{ _source: CreatureSystem }>(this.actor)._source.skills[skill as SkillId].specialisations;
    const index = Number(target.dataset.index);
    const next = kind === "specAdd" ? (list.length < MAX_SPECIALISATIONS ? [...list, { name: "", rank: 0 }] : null) : Number.isInteger(index) ? list.filter((_, i) => i !== index) : null;
    if (next) await write(this.actor, { [`system.skills.${skill}.specialisations`]: next });
  }
}
