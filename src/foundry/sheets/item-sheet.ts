import { otherMode, SHEET_MODES, type SheetMode } from "./sheet-mode";
import { acceptForm, refused, specOf } from "./validation";
import { unchanged, type FormConversion } from "./submit";
import { proseContext } from "./prose";
import { useOwnedItem } from "../use-item";
import { parentActor } from "../docs";

import { ItemSheetBase, type SubmittedForm } from "./sheet-base";
import { stripLiveActions } from "./read-only";

/** The base item sheet: play/edit modes, the description as prose, converted and validated submits. */
export class ManifoldItemSheet extends ItemSheetBase {
  static override DEFAULT_OPTIONS: Record<string, unknown> = {
    classes: ["manifold", "sheet", "item"],
    position: { width: 520, height: 560 },
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: { toggleMode: ManifoldItemSheet.#toggleMode, use: ManifoldItemSheet.#use },
  };

  mode: SheetMode = SHEET_MODES.PLAY;

  /** Rulesets turn their helper inputs (typed lists, checkbox groups) into stored fields here. */
  protected readonly convertForm: FormConversion = unchanged;

  get isEditMode(): boolean {
    return this.isEditable && this.mode === SHEET_MODES.EDIT;
  }

  /** The item sits on an actor this user owns: its sheet then offers the roll the actor sheet has for it. */
  get isUsable(): boolean {
    return parentActor(this.item)?.isOwner ?? false;
  }

  override async _prepareContext(options: Record<string, unknown>) {
    const context = await super._prepareContext(options);
    return Object.assign(context, { prose: await proseContext(this.item, specOf("Item", this.item.type), this.item.system._source) });
  }

  override async _onRender(context: Record<string, unknown>, options: Record<string, unknown>) {
    await super._onRender(context, options);
    if (!this.isEditable) stripLiveActions(this.element);
  }

  /** Conversion and our localized validation run here, before v13 cleans the data against the schema. */
  override _processFormData(event: SubmitEvent | null, form: HTMLFormElement, formData: SubmittedForm) {
    return acceptForm("Item", this.item.type, super._processFormData(event, form, formData), this.convertForm);
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

  /** The same path as the hotbar macro: the actor sheet's useItem, with this click's modifier keys. */
  static async #use(this: ManifoldItemSheet, event: PointerEvent) {
    if (this.isUsable) await useOwnedItem(this.item, event);
  }

  static async #toggleMode(this: ManifoldItemSheet) {
    if (!this.isEditable) return;
    this.mode = otherMode(this.mode);
    await this.render();
  }
}
