import { ManifoldItemSheet } from "../../../foundry/sheets/item-sheet";
import { systemOf } from "../../../foundry/docs";
import { itemSheetContext } from "./item-context";

const T = "systems/manifold/templates";

/** Weapon, armour, shield and gear sheet for Roll-Under. */
export class RollunderItemSheet extends ManifoldItemSheet {
  static override DEFAULT_OPTIONS: Record<string, unknown> = { classes: ["rollunder"] };

  static override PARTS = {
    header: { template: `${T}/rollunder/item/header.hbs` },
    details: { template: `${T}/rollunder/item/details.hbs`, scrollable: [""], templates: [`${T}/shared/item/facts.hbs`] },
  };

  override async _prepareContext(options: Record<string, unknown>) {
    const context = await super._prepareContext(options);
    const item = this.item;
    const view = itemSheetContext({
      item: { id: item.id ?? "", name: item.name, img: item.img ?? "", type: item.type, system: systemOf<Record<string, unknown>>(item) },
      editMode: this.isEditMode,
      editable: this.isEditable,
      usable: this.isUsable,
    });
    return Object.assign(context, view);
  }
}
