import type { RollRequest } from "../../../core/roll-options";
import type { CreatureSystem } from "../rules/types";
import { ManifoldActorSheet } from "../../../foundry/sheets/actor-sheet";
import { actorSheetContext } from "./context";
import { initiativeDie } from "../settings";
import { actorForm } from "./form";
import { rollSkill, startStrike } from "../strike";
import { combatantSystem } from "../adapter";
import { startGrapple } from "../grapple";
import { castSpell, takeAction } from "../actions";
import { combatantOf } from "../../../foundry/lookup";
import { itemRows, systemOf } from "../../../foundry/docs";
import { markRollKeys } from "../../../foundry/roll-keys";

const T = "systems/manifold/templates";

/** The sheet's buttons that open a roll dialog (Search is a test); their tooltips tell the modifier keys. */
const ROLL_BUTTONS = [...["skill", "strike", "throw", "spell", "cast"].map((k) => `[data-action="roll"][data-roll="${k}"]`), '[data-action="roll"][data-combat-action="search"]'].join(", ");

/** Character and NPC sheet for Combat Contest. */
export class ContestActorSheet extends ManifoldActorSheet {
  static override DEFAULT_OPTIONS: Record<string, unknown> = { classes: ["contest"] };

  static override PARTS = {
    header: { template: `${T}/contest/actor/header.hbs` },
    tabs: { template: `${T}/shared/sheet/tabs.hbs` },
    main: { template: `${T}/contest/actor/main.hbs`, scrollable: [""] },
    gear: { template: `${T}/contest/actor/gear.hbs`, scrollable: [""] },
    styles: { template: `${T}/contest/actor/styles.hbs`, scrollable: [""] },
    effects: { template: `${T}/shared/sheet/effects.hbs`, scrollable: [""] },
    biography: { template: `${T}/contest/actor/biography.hbs`, scrollable: [""] },
  };

  /** Resistances and vulnerabilities are typed as one line each. */
  protected override readonly convertForm = actorForm;

  static override TABS = {
    primary: {
      tabs: [{ id: "main" }, { id: "gear" }, { id: "styles" }, { id: "effects" }, { id: "biography" }],
      initial: "main",
      labelPrefix: "MANIFOLD.Sheet.Tab",
    },
  };

  override async _prepareContext(options: Record<string, unknown>) {
    const context = await super._prepareContext(options);
    const actor = this.actor;
    const combatant = combatantOf(actor);
    const view = actorSheetContext({
      actor: { name: actor.name, img: actor.img ?? "", type: actor.type as "contestCharacter", system: systemOf<CreatureSystem>(actor) },
      items: itemRows(actor),
      effects: actor.effects.contents.map((e) => ({ id: e.id ?? "", name: e.name, img: e.img ?? "", disabled: e.disabled })),
      source: systemOf<{ _source: CreatureSystem }>(actor)._source,
      editMode: this.isEditMode,
      editable: this.isEditable,
      combat: combatant ? combatantSystem(combatant) : null,
      initiativeDie: initiativeDie(),
    });
    return Object.assign(context, view);
  }

  override async _onRender(context: Record<string, unknown>, options: Record<string, unknown>) {
    await super._onRender(context, options);
    markRollKeys(this.element, ROLL_BUTTONS, (key) => game.i18n!.localize(key));
  }

  /** What a hotbar macro calls for one of this actor's items. */
  async useItem(item: Item.Implementation, request: RollRequest): Promise<void> {
    const type = item.type as string;
    // A spell without the Attack trait is cast, not aimed at a target (contest.action.8).
    if (type === "contestSpell" && !systemOf<{ attack: boolean }>(item).attack) await castSpell(this.actor, item, request);
    else if (type === "contestWeapon" || type === "contestSpell") await startStrike(this.actor, item, request);
    else await item.sheet?.render(true);
  }

  protected override async rollFromSheet(kind: string, target: HTMLElement, event: PointerEvent): Promise<void> {
    const request = this.clickRequest(event);
    if (kind === "skill" && target.dataset.skill) await rollSkill(this.actor, target.dataset.skill, request);
    // Grapple opens a card against one target (contest.action.3); the other actions only pay.
    if (kind === "action" && target.dataset.combatAction === "grapple") await startGrapple(this.actor);
    else if (kind === "action" && target.dataset.combatAction) await takeAction(this.actor, target.dataset.combatAction, request);
    const item = this.itemFrom(target);
    if ((kind === "strike" || kind === "spell" || kind === "throw") && item) await startStrike(this.actor, item, request, { throwIt: kind === "throw" });
    if (kind === "cast" && item) await castSpell(this.actor, item, request);
  }
}
