import { ManifoldActorSheet } from "../../../foundry/sheets/actor-sheet";

/** Roll-Under character sheet: replaced by the sheets work on this branch. */
export class RollunderActorSheet extends ManifoldActorSheet {
  static override DEFAULT_OPTIONS: Record<string, unknown> = { classes: ["rollunder"] };
}
