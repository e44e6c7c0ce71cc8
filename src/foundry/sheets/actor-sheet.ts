import { requestFromClick } from "../../core/roll-options";
import { rulesetForType } from "../registry-access";
import { otherMode, SHEET_MODES, type SheetMode } from "./sheet-mode";
import { acceptForm, refused, specOf } from "./validation";
import { unchanged, type FormConversion } from "./submit";
import { proseContext } from "./prose";
import { bindTabKeys } from "./tab-keys";
import { itemDrop, markDraggable } from "./drag-drop";
import { effectsTab } from "./effects-tab";
import { effectsOf, sheetClock } from "./effects-data";
import { notify } from "../notify";

import { ActorSheetBase, type SubmittedForm } from "./sheet-base";
import { createEmbedded, systemOf, write } from "../docs";
import { stripLiveActions } from "./read-only";

/**
 * The base actor sheet every ruleset extends: play/edit modes, item and effect controls,
 * validated submits and item drags and drops. Rulesets add PARTS, TABS, context and roll actions.
 */
export class ManifoldActorSheet extends ActorSheetBase {
  static override DEFAULT_OPTIONS: Record<string, unknown> = {
    classes: ["manifold", "sheet", "actor"],
    position: { width: 760, height: 780 },
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: {
      toggleMode: ManifoldActorSheet.#toggleMode,
      itemEdit: ManifoldActorSheet.#itemEdit,
      itemDelete: ManifoldActorSheet.#itemDelete,
      itemCreate: ManifoldActorSheet.#itemCreate,
      itemEquip: ManifoldActorSheet.#itemEquip,
      effectToggle: ManifoldActorSheet.#effectToggle,
      effectCreate: ManifoldActorSheet.#effectCreate,
      effectEdit: ManifoldActorSheet.#effectEdit,
      effectDelete: ManifoldActorSheet.#effectDelete,
      conditionToggle: ManifoldActorSheet.#conditionToggle,
      roll: ManifoldActorSheet.#roll,
    },
  };

  mode: SheetMode = SHEET_MODES.PLAY;

  /** Rulesets turn their helper inputs (typed lists, checkbox groups) into stored fields here. */
  protected readonly convertForm: FormConversion = unchanged;

  get isEditMode(): boolean {
    return this.isEditable && this.mode === SHEET_MODES.EDIT;
  }

  /** Rulesets answer roll buttons: `data-roll` names what to roll. */
  protected async rollFromSheet(_kind: string, _target: HTMLElement, _event: PointerEvent): Promise<void> {}

  override async _prepareContext(options: Record<string, unknown>) {
    const context = await super._prepareContext(options);
    const def = rulesetForType(this.actor.type);
    return Object.assign(context, {
      actor: this.actor,
      system: this.actor.system,
      source: this.actor.system._source,
      editMode: this.isEditMode,
      editable: this.isEditable,
      ruleset: def?.rules.id,
      effects: this.actor.effects.contents.map((e) => ({ id: e.id, name: e.name, img: e.img, disabled: e.disabled })),
      effectsTab: effectsTab(
        { ruleset: def?.rules.id, conditions: def?.rules.statuses ?? [], effects: effectsOf(this.actor), clock: sheetClock() },
        (key, data) => game.i18n!.format(key, Object.fromEntries(Object.entries(data ?? {}).map(([k, v]) => [k, String(v)]))),
      ),
      prose: await proseContext(this.actor, specOf("Actor", this.actor.type), this.actor.system._source),
    });
  }

  /** Each tab part gets its own `tab` (id, active class), as core's tab parts expect. */
  override async _preparePartContext(partId: string, context: Record<string, unknown>, options: Record<string, unknown>) {
    const partContext = await super._preparePartContext(partId, context, options);
    const tabs = (partContext.tabs as Record<string, unknown> | undefined) ?? this._prepareTabs("primary");
    partContext.tabs = tabs;
    if (partId in tabs) partContext.tab = tabs[partId];
    return partContext;
  }

  override async _onRender(context: Record<string, unknown>, options: Record<string, unknown>) {
    // Before core's render binds its DragDrop to `.draggable`: rows then drag to the hotbar and other sheets.
    markDraggable(this.element);
    await super._onRender(context, options);
    if (!this.isEditable) stripLiveActions(this.element);
    bindTabKeys(this.element);
  }

  /**
   * v13 sorts an item dropped back on its own actor and copies one from elsewhere; an item of
   * another ruleset would be a document this actor's rules cannot read, so it is refused first.
   */
  override async _onDropItem(event: DragEvent, item: Item.Implementation) {
    const drop = itemDrop({ type: this.actor.type, uuid: this.actor.uuid }, { type: item.type, parentUuid: item.parent?.uuid ?? null });
    if (drop.kind === "refuse") {
      const theirs = rulesetForType(item.type)?.rules.label;
      notify("warn", drop.reason, { item: item.name, ruleset: theirs ? game.i18n!.localize(theirs) : item.type });
      return null;
    }
    return super._onDropItem(event, item);
  }

  /** Conversion and our localized validation run here, before v13 cleans the data against the schema. */
  override _processFormData(event: SubmitEvent | null, form: HTMLFormElement, formData: SubmittedForm) {
    return acceptForm("Actor", this.actor.type, super._processFormData(event, form, formData), this.convertForm);
  }

  override async _processSubmitData(
    event: SubmitEvent,
    form: HTMLFormElement,
    submitData: Record<string, unknown>,
    options?: Record<string, unknown>,
  ): Promise<void> {
    // A refused value re-renders the sheet so the input shows what is stored.
    if (refused(submitData)) return void (await this.render());
    await super._processSubmitData(event, form, submitData, options);
  }

  protected itemFrom(target: HTMLElement) {
    const id = target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId;
    return id ? this.actor.items.get(id) : undefined;
  }

  static async #toggleMode(this: ManifoldActorSheet) {
    if (!this.isEditable) return;
    this.mode = otherMode(this.mode);
    await this.render();
  }

  static async #itemEdit(this: ManifoldActorSheet, _event: PointerEvent, target: HTMLElement) {
    await this.itemFrom(target)?.sheet?.render(true);
  }

  static async #itemDelete(this: ManifoldActorSheet, _event: PointerEvent, target: HTMLElement) {
    await this.itemFrom(target)?.deleteDialog();
  }

  static async #itemCreate(this: ManifoldActorSheet, _event: PointerEvent, target: HTMLElement) {
    const type = target.dataset.type;
    if (!type) return;
    const name = game.i18n!.format("MANIFOLD.Sheet.NewItem", { type: game.i18n!.localize(`TYPES.Item.${type}`) });
    await createEmbedded(this.actor, "Item", [{ name, type }]);
  }

  static async #itemEquip(this: ManifoldActorSheet, _event: PointerEvent, target: HTMLElement) {
    const item = this.itemFrom(target);
    if (!item) return;
    const equipped = systemOf<{ equipped?: boolean }>(item).equipped;
    await write(item, { "system.equipped": !equipped });
  }

  static async #effectToggle(this: ManifoldActorSheet, _event: PointerEvent, target: HTMLElement) {
    const effect = this.effectFrom(target);
    await effect?.update({ disabled: !effect.disabled });
  }

  protected effectFrom(target: HTMLElement) {
    const id = target.closest<HTMLElement>("[data-effect-id]")?.dataset.effectId;
    return id ? this.actor.effects.get(id) : undefined;
  }

  /** A new effect opens in core's ActiveEffect config, where its changes and duration are set. */
  static async #effectCreate(this: ManifoldActorSheet) {
    if (!this.isEditable) return;
    const name = game.i18n!.localize("MANIFOLD.Sheet.NewEffect");
    await ActiveEffect.implementation.create({ name, img: "systems/manifold/assets/status/wand-magic-sparkles.svg", origin: this.actor.uuid }, { parent: this.actor, renderSheet: true });
  }

  static async #effectEdit(this: ManifoldActorSheet, _event: PointerEvent, target: HTMLElement) {
    await this.effectFrom(target)?.sheet?.render(true);
  }

  /** Asks first, as core does; a condition another one imposes is kept back by src/foundry/statuses.ts. */
  static async #effectDelete(this: ManifoldActorSheet, _event: PointerEvent, target: HTMLElement) {
    await this.effectFrom(target)?.deleteDialog();
  }

  /**
   * Core's own toggle (the token HUD's): the condition's status effect, with the duration the
   * ruleset gives it. A badge that is off while a switched-off effect holds its condition switches
   * that effect back on, where core's toggle would delete it.
   */
  static async #conditionToggle(this: ManifoldActorSheet, _event: PointerEvent, target: HTMLElement) {
    const id = target.dataset.statusId;
    if (!id || !this.isEditable) return;
    const on = target.getAttribute("aria-pressed") !== "true";
    const dormant = on ? this.actor.effects.contents.find((e) => e.disabled && e.statuses.has(id)) : undefined;
    if (dormant) await dormant.update({ disabled: false });
    else await this.actor.toggleStatusEffect(id, { active: on });
  }

  static async #roll(this: ManifoldActorSheet, event: PointerEvent, target: HTMLElement) {
    const kind = target.dataset.roll;
    if (kind) await this.rollFromSheet(kind, target, event);
  }

  /** Exposed for rulesets: what the click's modifier keys ask for. */
  protected clickRequest(event: PointerEvent) {
    return requestFromClick(event);
  }
}
