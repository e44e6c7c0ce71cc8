import { ManifoldItemSheet } from "../../../foundry/sheets/item-sheet";
import { itemSheetContext } from "./item-context";
import { systemOf } from "../../../foundry/docs";

const T = "systems/manifold/templates";

/** Melee and ranged weapon, armour, shield and ability sheet for Energy & Aura. */
export class EnergyItemSheet extends ManifoldItemSheet {
  static override DEFAULT_OPTIONS: Record<string, unknown> = { classes: ["energy"] };

  static override PARTS = {
    header: { template: `${T}/energy/item/header.hbs` },
    details: { template: `${T}/energy/item/details.hbs`, scrollable: [""], templates: [`${T}/shared/item/facts.hbs`] },
  };

  override async _prepareContext(options: Record<string, unknown>) {
    const context = await super._prepareContext(options);
    const item = this.item;
    const view = itemSheetContext({
      item: { name: item.name, img: item.img ?? "", type: item.type, system: systemOf<Record<string, unknown>>(item) },
      editMode: this.isEditMode,
      editable: this.isEditable,
      usable: this.isUsable,
    });
    return Object.assign(context, view);
  }
}
