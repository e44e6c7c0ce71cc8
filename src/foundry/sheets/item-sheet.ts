import { otherMode, SHEET_MODES, type SheetMode } from "./sheet-mode";
import { checkUpdate, specOf } from "./validation";

import { ItemSheetBase } from "./sheet-base";

/** The base item sheet: play/edit modes and validated submits. */
export class ManifoldItemSheet extends ItemSheetBase {
  static override DEFAULT_OPTIONS: Record<string, unknown> = {
    classes: ["manifold", "sheet", "item"],
    position: { width: 520, height: 560 },
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: { toggleMode: ManifoldItemSheet.#toggleMode },
  };

  mode: SheetMode = SHEET_MODES.PLAY;

  get isEditMode(): boolean {
    return this.isEditable && this.mode === SHEET_MODES.EDIT;
  }

  override async _processSubmitData(
    event: SubmitEvent,
    form: HTMLFormElement,
    submitData: Record<string, unknown>,
    options?: Record<string, unknown>,
  ): Promise<void> {
    // A refused value re-renders the sheet so the input shows what is stored.
    if (!checkUpdate(specOf("Item", this.item.type), submitData)) return void (await this.render());
    await super._processSubmitData(event, form, submitData, options);
  }

  static async #toggleMode(this: ManifoldItemSheet) {
    if (!this.isEditable) return;
    this.mode = otherMode(this.mode);
    await this.render();
  }
}
