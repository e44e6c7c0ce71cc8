import type { RollRequest } from "../../../core/roll-options";
import { ManifoldActorSheet } from "../../../foundry/sheets/actor-sheet";
import { combatantOf } from "../../../foundry/lookup";
import { itemRows, systemOf } from "../../../foundry/docs";
import { markRollKeys } from "../../../foundry/roll-keys";
import { combatantSystem } from "../adapter";
import { startAttack } from "../attack";
import { reloadWeapon } from "../reload";
import type { CharacterSystem, CombatantSystem } from "../rules/types";
import { actorSheetContext } from "./context";
import { magicHeal, takeLunch, takeRest } from "./heal";
import { rollDeathFromSheet } from "../death";

const T = "systems/manifold/templates";

/** The sheet's buttons that open the attack dialog; their tooltips tell the modifier keys. */
const ROLL_BUTTONS = ["attack", "throw", "touch"].map((k) => `[data-action="roll"][data-roll="${k}"]`).join(", ");

/** The Roll-Under character sheet; the NPC stat block (npc-sheet.ts) builds on it. */
export class RollunderActorSheet extends ManifoldActorSheet {
  static override DEFAULT_OPTIONS: Record<string, unknown> = { classes: ["rollunder"] };

  static override PARTS = {
    header: { template: `${T}/rollunder/actor/header.hbs` },
    tabs: { template: `${T}/shared/sheet/tabs.hbs` },
    main: { template: `${T}/rollunder/actor/main.hbs`, scrollable: [""] },
    gear: { template: `${T}/rollunder/actor/gear.hbs`, scrollable: [""] },
    effects: { template: `${T}/shared/sheet/effects.hbs`, scrollable: [""] },
    biography: { template: `${T}/rollunder/actor/biography.hbs`, scrollable: [""] },
  };

  static override TABS = {
    primary: {
      tabs: [{ id: "main" }, { id: "gear" }, { id: "effects" }, { id: "biography" }],
      initial: "main",
      labelPrefix: "MANIFOLD.Sheet.Tab",
    },
  };

  override async _prepareContext(options: Record<string, unknown>) {
    const context = await super._prepareContext(options);
    const combatant = combatantOf(this.actor);
    return Object.assign(context, this.view(combatant ? combatantSystem(combatant) : null));
  }

  /** The sheet's own view of its actor; the NPC sheet shows its stat block's instead. */
  protected view(combat: CombatantSystem | null): Record<string, unknown> {
    const actor = this.actor;
    return actorSheetContext({
      actor: { name: actor.name, img: actor.img ?? "", system: systemOf<CharacterSystem>(actor) },
      items: itemRows(actor),
      source: systemOf<{ _source: CharacterSystem }>(actor)._source,
      editMode: this.isEditMode,
      editable: this.isEditable,
      combat,
    });
  }

  override async _onRender(context: Record<string, unknown>, options: Record<string, unknown>) {
    await super._onRender(context, options);
    markRollKeys(this.element, ROLL_BUTTONS, (key) => game.i18n!.localize(key));
  }

  /** What a hotbar macro and the item sheet's button call for one of this actor's items. */
  async useItem(item: Item.Implementation, request: RollRequest): Promise<void> {
    if ((item.type as string) === "rollunderWeapon") await startAttack(this.actor, item, request);
    else await item.sheet?.render(true);
  }

  protected override async rollFromSheet(kind: string, target: HTMLElement, event: PointerEvent): Promise<void> {
    // An observer's click would throw dice the GM side then refuses: only the actor's owners act.
    if (!this.actor.isOwner) return;
    const item = this.itemFrom(target);
    if (kind === "attack" && item) return this.useItem(item, this.clickRequest(event));
    if (kind === "reload" && item) return void (await reloadWeapon(this.actor, item.id ?? ""));
    if (kind === "throw" && item) return startAttack(this.actor, item, this.clickRequest(event), "thrown");
    // A touch is an Attack roll with an empty hand: a touch spell or effect, no weapon damage.
    if (kind === "touch") return startAttack(this.actor, null, this.clickRequest(event), "touch");
    // Healing writes the character: only its owners have the buttons, and only they are heard.
    if (!this.isEditable) return;
    if (kind === "death") await rollDeathFromSheet(this.actor);
    else if (kind === "lunch") await takeLunch(this.actor);
    else if (kind === "rest") await takeRest(this.actor);
    else if (kind === "magic") await magicHeal(this.actor);
  }
}
