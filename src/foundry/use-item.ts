import { requestFromClick } from "../core/roll-options";

/** What a hotbar macro calls: the item's sheet roll, as if its roll button was clicked. */
export async function useItem(uuid: string, event?: Event): Promise<void> {
  const item = (await foundry.utils.fromUuid(uuid as never)) as Item.Implementation | null;
  const actor = item?.parent as Actor.Implementation | null | undefined;
  if (!item || !actor) {
    ui.notifications?.warn(game.i18n!.localize("MANIFOLD.Macro.Missing"));
    return;
  }
  const sheet = actor.sheet as unknown as { useItem?(item: Item.Implementation, request: ReturnType<typeof requestFromClick>): Promise<void> } | null;
  await sheet?.useItem?.(item, requestFromClick(event as MouseEvent | undefined));
}
