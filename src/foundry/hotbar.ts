import { onHook } from "./hooks";
import { assignHotbar, createMacro, itemByUuid } from "./docs";
import { worldMacros } from "./lookup";

/** Dragging an owned item to the hotbar makes a macro that uses it (as dnd5e players expect). */
export function registerHotbarDrop(): void {
  onHook("hotbarDrop", (...args: unknown[]) => {
    const [, data, slot] = args as [unknown, { type?: string; uuid?: string }, number];
    if (data.type !== "Item" || !data.uuid) return undefined;
    void createItemMacro(data.uuid, slot);
    return false;
  });
}

async function createItemMacro(uuid: string, slot: number): Promise<void> {
  const item = await itemByUuid(uuid);
  if (!item?.parent) {
    ui.notifications?.warn(game.i18n!.localize("MANIFOLD.Macro.OwnedOnly"));
    return;
  }
  const command = `game.system.api.useItem(${JSON.stringify(uuid)}, event);`;
  const macros = worldMacros();
  const existing = macros.find((m) => m.name === item.name && m.command === command);
  const macro = existing ?? (await createMacro({ name: item.name, type: "script", img: item.img, command }));
  if (macro) await assignHotbar(macro, slot);
}
