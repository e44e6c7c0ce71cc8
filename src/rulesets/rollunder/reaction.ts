/** The reaction roll on meeting an enemy (2d6 + a PC's modifier): replaced by the compendia work on this branch. */
export async function rollReaction(_actor: Actor.Implementation): Promise<void> {}
