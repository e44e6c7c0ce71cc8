import { ManifoldItemSheet } from "../../../foundry/sheets/item-sheet";
import { itemSheetContext } from "./item-context";
import { itemForm } from "./form";
import { systemOf } from "../../../foundry/docs";

const T = "systems/manifold/templates";

/** Weapon, armour, shield, fighting style and spell sheet for Combat Contest. */
export class ContestItemSheet extends ManifoldItemSheet {
  static override DEFAULT_OPTIONS: Record<string, unknown> = { classes: ["contest"] };

  static override PARTS = {
    header: { template: `${T}/contest/item/header.hbs` },
    details: { template: `${T}/contest/item/details.hbs`, scrollable: [""], templates: [`${T}/shared/item/facts.hbs`] },
  };

  /** A style's gear list is typed as one line; a spell's defences are ticked. */
  protected override readonly convertForm = itemForm;

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
