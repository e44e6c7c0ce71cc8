import { ManifoldItemSheet } from "../../../foundry/sheets/item-sheet";
import { defenceList, gearList, itemSheetContext } from "./context";

const T = "systems/manifold/templates";

/** Weapon, armour, shield, fighting style and spell sheet for Combat Contest. */
export class ContestItemSheet extends ManifoldItemSheet {
  static override DEFAULT_OPTIONS: Record<string, unknown> = { classes: ["contest"] };

  static override PARTS = {
    header: { template: `${T}/contest/item/header.hbs` },
    details: { template: `${T}/contest/item/details.hbs`, scrollable: [""] },
  };

  /** The gear list is typed as one comma-separated line; it is stored as a list. */
  override async _processSubmitData(event: SubmitEvent, form: HTMLFormElement, submitData: Record<string, unknown>, options?: Record<string, unknown>) {
    const data = { ...submitData };
    if (typeof data.gearText === "string") {
      data["system.gear"] = gearList(data.gearText);
      delete data.gearText;
    }
    const ticked = Object.keys(data).filter((key) => key.startsWith("defence."));
    if (ticked.length) data["system.defences"] = defenceList(data);
    for (const key of ticked) delete data[key];
    return super._processSubmitData(event, form, data, options);
  }

  override async _prepareContext(options: Record<string, unknown>) {
    const context = await super._prepareContext(options);
    const item = this.item;
    const view = itemSheetContext({
      item: { name: item.name, img: item.img ?? "", type: item.type, system: item.system as never },
      editMode: this.isEditMode,
      editable: this.isEditable,
    });
    return Object.assign(context, view);
  }
}
