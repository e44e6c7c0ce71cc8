import type { RollRequest } from "../../core/roll-options";

/** A weapon's attack from the sheet, hotbar or item sheet: replaced by the card work on this branch. */
export async function startAttack(_actor: Actor.Implementation, _weapon: Item.Implementation, _request: RollRequest): Promise<void> {}
