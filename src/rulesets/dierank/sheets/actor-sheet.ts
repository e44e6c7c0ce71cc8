import type { RollRequest } from "../../../core/roll-options";
import { ManifoldActorSheet } from "../../../foundry/sheets/actor-sheet";
import { itemRows } from "../../../foundry/docs";
import { markRollKeys } from "../../../foundry/roll-keys";
import { actorAt, combatantSystem, creatureOf, fightingCombatant, statusesOf } from "../adapter";
import { startAttack } from "../attack";
import { actorSheetContext } from "./context";
import { firstAid, magicHeal, rest, standUp, survivalRoll } from "./actions";

const T = "systems/manifold/templates";

/** The sheet's buttons that open the attack dialog; their tooltips tell the modifier keys. */
const ROLL_BUTTONS = ["attack", "unarmed", "grab"].map((k) => `[data-action="roll"][data-roll="${k}"]`).join(", ");

/** The Die Rank character sheet; the NPC stat block (npc-sheet.ts) builds on it. */
export class DierankActorSheet extends ManifoldActorSheet {
  static override DEFAULT_OPTIONS: Record<string, unknown> = { classes: ["dierank"] };

  static override PARTS = {
    header: { template: `${T}/dierank/actor/header.hbs`, templates: [`${T}/dierank/actor/actions.hbs`] },
    tabs: { template: `${T}/shared/sheet/tabs.hbs` },
    main: { template: `${T}/dierank/actor/main.hbs`, templates: [`${T}/dierank/actor/stats.hbs`, `${T}/dierank/actor/attacks.hbs`], scrollable: [""] },
    effects: { template: `${T}/shared/sheet/effects.hbs`, scrollable: [""] },
    biography: { template: `${T}/dierank/actor/biography.hbs`, scrollable: [""] },
  };

  static override TABS = {
    primary: {
      tabs: [{ id: "main" }, { id: "effects" }, { id: "biography" }],
      initial: "main",
      labelPrefix: "MANIFOLD.Sheet.Tab",
    },
  };

  override async _prepareContext(options: Record<string, unknown>) {
    const context = await super._prepareContext(options);
    const actor = this.actor;
    const system = creatureOf(actor);
    const combatant = fightingCombatant(actor);
    const view = actorSheetContext({
      actor: { name: actor.name, img: actor.img ?? "", type: actor.type, system },
      items: itemRows(actor),
      statuses: statusesOf(actor),
      editMode: this.isEditMode,
      editable: this.isEditable,
      combat: combatant ? combatantSystem(combatant) : null,
      pair: { rides: actorAt(system.mount.rides)?.name ?? "", carries: actorAt(system.mount.carries)?.name ?? "" },
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
    if (type === "dierankWeapon" || type === "dierankSpell") await startAttack(this.actor, item, request);
    else await item.sheet?.render(true);
  }

  protected override async rollFromSheet(kind: string, target: HTMLElement, event: PointerEvent): Promise<void> {
    // An observer's click would throw dice the GM side then refuses: only the actor's owners act.
    if (!this.actor.isOwner) return;
    const item = this.itemFrom(target);
    if (kind === "attack" && item) return this.useItem(item, this.clickRequest(event));
    if (kind === "unarmed" || kind === "grab") return startAttack(this.actor, kind, this.clickRequest(event));
    if (!this.isEditable) return;
    if (kind === "standUp") await standUp(this.actor);
    else if (kind === "rest") await rest(this.actor);
    else if (kind === "survival") await survivalRoll(this.actor);
    else if (kind === "magic") await magicHeal(this.actor);
    else if (kind === "firstAid") await firstAid(this.actor);
  }
}
