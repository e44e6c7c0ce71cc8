import type { RollRequest } from "../../../core/roll-options";
import type { CreatureSystem } from "../rules/types";
import { ManifoldActorSheet } from "../../../foundry/sheets/actor-sheet";
import { combatantOf } from "../../../foundry/lookup";
import { actorSheetContext } from "./context";
import { initiativeFormula } from "../settings";
import { actorForm } from "./form";
import { combatantSystem, conditionsOf } from "../adapter";
import { rollDefense, takeRest } from "../rolls";
import { rollInitiativeFromSheet } from "../initiative";
import { startAttack } from "../attack";
import { takeAction } from "../actions";
import { itemRows, systemOf } from "../../../foundry/docs";
import { markRollKeys } from "../../../foundry/roll-keys";
import { staminaBoxAfter, staminaToggleContext, type ActionEnd } from "./stamina-toggle";
import { rollDeathFromSheet } from "../death";

const T = "systems/manifold/templates";

/** The sheet's buttons that open a roll dialog; their tooltips tell the modifier keys. */
const ROLL_BUTTONS = ["defense", "maneuver", "unarmed", "attack", "swift", "throw", "shoot"].map((k) => `[data-action="roll"][data-roll="${k}"]`).join(", ");

/** Character and NPC sheet for Energy & Aura. */
export class EnergyActorSheet extends ManifoldActorSheet {
  static override DEFAULT_OPTIONS: Record<string, unknown> = { classes: ["energy"] };

  static override PARTS = {
    header: { template: `${T}/energy/actor/header.hbs` },
    tabs: { template: `${T}/shared/sheet/tabs.hbs` },
    main: { template: `${T}/energy/actor/main.hbs`, scrollable: [""] },
    actions: { template: `${T}/energy/actor/actions.hbs`, scrollable: [""] },
    gear: { template: `${T}/energy/actor/gear.hbs`, scrollable: [""] },
    effects: { template: `${T}/shared/sheet/effects.hbs`, scrollable: [""] },
    biography: { template: `${T}/energy/actor/biography.hbs`, scrollable: [""] },
  };

  /** Weakness, resistance and melee-ability checkboxes are stored as lists. */
  protected override readonly convertForm = actorForm;

  static override TABS = {
    primary: {
      tabs: [{ id: "main" }, { id: "actions" }, { id: "gear" }, { id: "effects" }, { id: "biography" }],
      initial: "main",
      labelPrefix: "MANIFOLD.energy.Sheet.Tab",
    },
  };

  override async _prepareContext(options: Record<string, unknown>) {
    const context = await super._prepareContext(options);
    const actor = this.actor;
    const combatant = combatantOf(actor);
    const view = actorSheetContext({
      actor: { name: actor.name, img: actor.img ?? "", type: actor.type as "energyCharacter", system: systemOf<CreatureSystem>(actor) },
      items: itemRows(actor),
      source: systemOf<{ _source: CreatureSystem }>(actor)._source,
      statuses: conditionsOf(actor),
      editMode: this.isEditMode,
      editable: this.isEditable,
      combat: combatant ? combatantSystem(combatant) : null,
      initiativeFormula: initiativeFormula(),
    });
    const system = systemOf<CreatureSystem>(actor);
    const staminaForEnergy = staminaToggleContext(combatant ? combatantSystem(combatant) : null, system.bonus?.staminaForEnergy ?? 0, this.staminaNext);
    return Object.assign(context, view, { staminaForEnergy });
  }

  /** The header's "pay 1 Energy with Stamina" box, for the next action or attack; kept across renders. */
  private staminaNext = false;

  override async _onRender(context: Record<string, unknown>, options: Record<string, unknown>) {
    await super._onRender(context, options);
    markRollKeys(this.element, ROLL_BUTTONS, (key) => game.i18n!.localize(key));
    const box = this.element.querySelector<HTMLInputElement>("input[data-stamina-for-energy]");
    box?.addEventListener("change", (event) => {
      // The box is not a field of the actor: it must not submit the sheet.
      event.stopPropagation();
      this.staminaNext = box.checked;
    });
  }

  /**
   * Runs one action or attack with the box as it stands, then spends the box only if that went
   * ahead: Stamina stands in for Energy once, not for every click after, and not for a cancelled one.
   */
  private async withStamina(run: (staminaForEnergy: boolean) => Promise<ActionEnd>): Promise<void> {
    const end = await run(this.staminaNext);
    this.staminaNext = staminaBoxAfter(this.staminaNext, end);
    const box = this.element.querySelector<HTMLInputElement>("input[data-stamina-for-energy]");
    if (box) box.checked = this.staminaNext;
  }

  protected override async rollFromSheet(kind: string, target: HTMLElement, event: PointerEvent): Promise<void> {
    const request = this.clickRequest(event);
    const item = this.itemFrom(target);
    const data = target.dataset;
    const attack = (how: { mode: string; maneuver?: string }, used: Item.Implementation | null) => this.withStamina((stamina) => startAttack(this.actor, used, how, request, stamina));
    const act = (id: string, used?: Item.Implementation) => this.withStamina((stamina) => takeAction(this.actor, id, used, stamina, request));
    if (kind === "defense" && data.defense) await rollDefense(this.actor, data.defense, request);
    else if (kind === "initiative") await rollInitiativeFromSheet(this.actor);
    else if (kind === "death") await rollDeathFromSheet(this.actor);
    else if (kind === "rest" && data.rest) await takeRest(this.actor, data.rest);
    else if (kind === "action" && data.energyAction) await act(data.energyAction);
    else if (kind === "maneuver" && data.maneuver) await attack({ mode: "maneuver", maneuver: data.maneuver }, null);
    else if (kind === "unarmed") await attack({ mode: "unarmed" }, null);
    else if (item && ["attack", "swift", "throw", "shoot"].includes(kind)) await attack({ mode: kind }, item);
    else if (item && (kind === "load" || kind === "stow")) await act(kind, item);
    else if (item && kind === "use") await takeAction(this.actor, "ability", item);
  }

  /** What a hotbar macro calls for one of this actor's items. */
  async useItem(item: Item.Implementation, request: RollRequest): Promise<void> {
    const type = item.type as string;
    if (type === "energyWeapon") await startAttack(this.actor, item, { mode: "attack" }, request);
    else if (type === "energyRanged") await startAttack(this.actor, item, { mode: "shoot" }, request);
    else if (type === "energyAbility") await takeAction(this.actor, "ability", item);
    else await item.sheet?.render(true);
  }
}
