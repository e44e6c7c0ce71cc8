/**
 * Every roll button of a sheet or chat card tells the one modifier-key convention in its tooltip
 * (Shift: no dialog; Alt: advantage or boon; Ctrl or Cmd: disadvantage or bane), after whatever
 * the button already says. Done once the sheet or card has rendered, so every roll button a
 * template adds gets it. A card's roll buttons have no dialog, so their hint leaves Shift out.
 */
import { ROLL_KEYS_HINT, withKeysHint } from "../core/roll-options";

export function markRollKeys(root: Element, selector: string, localize: (key: string) => string, hintKey = ROLL_KEYS_HINT): void {
  const hint = localize(hintKey);
  for (const button of root.querySelectorAll<HTMLElement>(selector)) {
    if (button.dataset.rollKeys !== undefined) continue;
    const own = button.dataset.tooltip ? localize(button.dataset.tooltip) : "";
    button.dataset.tooltip = withKeysHint(own, hint);
    button.dataset.rollKeys = "";
  }
}
