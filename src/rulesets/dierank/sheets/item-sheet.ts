import { ManifoldItemSheet } from "../../../foundry/sheets/item-sheet";
import { systemOf } from "../../../foundry/docs";
import { itemSheetContext } from "./item-context";

const T = "systems/manifold/templates";

/** Weapon, shield and spell sheet for Die Rank. */
export class DierankItemSheet extends ManifoldItemSheet {
  static override DEFAULT_OPTIONS: Record<string, unknown> = { classes: ["dierank"] };

  static override PARTS = {
    header: { template: `${T}/dierank/item/header.hbs` },
    details: { template: `${T}/dierank/item/details.hbs`, scrollable: [""], templates: [`${T}/shared/item/facts.hbs`] },
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
