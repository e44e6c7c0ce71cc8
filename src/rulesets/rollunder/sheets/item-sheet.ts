import { ManifoldItemSheet } from "../../../foundry/sheets/item-sheet";

/** Roll-Under item sheet: replaced by the sheets work on this branch. */
export class RollunderItemSheet extends ManifoldItemSheet {
  static override DEFAULT_OPTIONS: Record<string, unknown> = { classes: ["rollunder"] };
}
