/** Roll-Under's world settings: replaced by the card work on this branch. */
export function registerRollunderSettings(): void {}
