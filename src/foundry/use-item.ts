import { requestFromClick } from "../core/roll-options";
import { itemByUuid, sheetOf } from "./docs";

/** What a hotbar macro calls: the item's sheet roll, as if its roll button was clicked. */
export async function useItem(uuid: string, event?: Event): Promise<void> {
  const item = await itemByUuid(uuid);
  const actor = item?.parent as Actor.Implementation | null | undefined;
  if (!item || !actor) {
    ui.notifications?.warn(game.i18n!.localize("MANIFOLD.Macro.Missing"));
    return;
  }
  const sheet = sheetOf<{ useItem?(item: Item.Implementation, request: ReturnType<typeof requestFromClick>): Promise<void> }>(actor);
  await sheet?.useItem?.(item, requestFromClick(event as MouseEvent | undefined));
}
