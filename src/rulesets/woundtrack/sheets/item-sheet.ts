import { ManifoldItemSheet } from "../../../foundry/sheets/item-sheet";
import { systemOf } from "../../../foundry/docs";
import { itemForm, itemSheetContext } from "./item-context";

const T = "systems/manifold/templates";

/** Weapon, armour and action sheet for Wound Track. */
export class WoundtrackItemSheet extends ManifoldItemSheet {
  static override DEFAULT_OPTIONS: Record<string, unknown> = { classes: ["woundtrack"] };

  static override PARTS = {
    header: { template: `${T}/woundtrack/item/header.hbs` },
    details: { template: `${T}/woundtrack/item/details.hbs`, scrollable: [""], templates: [`${T}/shared/item/facts.hbs`] },
  };

  /** A weapon's property boxes are helper inputs, turned into its stored list. */
  protected override readonly convertForm = itemForm;

  override async _prepareContext(options: Record<string, unknown>) {
    const context = await super._prepareContext(options);
    const item = this.item;
    const view = itemSheetContext(
      {
        item: { id: item.id ?? "", name: item.name, img: item.img ?? "", type: item.type, system: systemOf<Record<string, unknown>>(item) },
        editMode: this.isEditMode,
        editable: this.isEditable,
        usable: this.isUsable,
      },
      (key) => game.i18n!.localize(key),
    );
    return Object.assign(context, view);
  }
}
