/** An enemy's morale check (2d6 against Morale): replaced by the combat work on this branch. */
export async function rollMorale(_actor: Actor.Implementation): Promise<void> {}
