import { requestFromClick } from "../core/roll-options";
import { itemByUuid, parentActor, sheetOf } from "./docs";

/** What a hotbar macro calls: the item's sheet roll, as if its roll button was clicked. */
export async function useItem(uuid: string, event?: Event): Promise<void> {
  await useOwnedItem(await itemByUuid(uuid), event);
}

/** An owned item's roll through its actor sheet's useItem: the hotbar macro and the item sheet's button alike. */
export async function useOwnedItem(item: Item.Implementation | null | undefined, event?: Event): Promise<void> {
  const actor = item ? parentActor(item) : null;
  if (!item || !actor) {
    ui.notifications?.warn(game.i18n!.localize("MANIFOLD.Macro.Missing"));
    return;
  }
  const sheet = sheetOf<{ useItem?(item: Item.Implementation, request: ReturnType<typeof requestFromClick>): Promise<void> }>(actor);
  await sheet?.useItem?.(item, requestFromClick(event as MouseEvent | undefined));
}
