/**
 * Every roll button of a sheet tells the one modifier-key convention in its tooltip (Shift: no
 * dialog; Alt: advantage or boon; Ctrl or Cmd: disadvantage or bane), after whatever the button
 * already says. Done once the sheet has rendered, so every roll button a template adds gets it.
 */
import { ROLL_KEYS_HINT, withKeysHint } from "../core/roll-options";

export function markRollKeys(root: HTMLElement, selector: string, localize: (key: string) => string): void {
  const hint = localize(ROLL_KEYS_HINT);
  for (const button of root.querySelectorAll<HTMLElement>(selector)) {
    if (button.dataset.rollKeys !== undefined) continue;
    const own = button.dataset.tooltip ? localize(button.dataset.tooltip) : "";
    button.dataset.tooltip = withKeysHint(own, hint);
    button.dataset.rollKeys = "";
  }
}
