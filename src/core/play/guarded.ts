/**
 * State on a combatant that decides turn order or a once-a-round limit (side initiative's group,
 * Energy's one Initiative roll a round). v13 lets an owner write its own combatant, so the active
 * GM puts such a path back when a player changes it: honest clients leave those paths to the GM.
 */

/** The guarded paths' values, as a flattened read of the combatant. */
export function guardedValues(read: (path: string) => unknown, guarded: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(guarded.map((path) => [path, read(path)]));
}

/**
 * What to write back after a change (flattened paths) made by `writer`: the guarded paths a
 * non-GM changed, to their values before. Null when nothing is to be put back, or when the values
 * before are unknown (the GM's client has not seen this combatant yet).
 */
export function revertGuarded(changed: Readonly<Record<string, unknown>>, writerIsGM: boolean, guarded: readonly string[], before: Readonly<Record<string, unknown>> | undefined): Record<string, unknown> | null {
  if (writerIsGM || !before) return null;
  const revert: Record<string, unknown> = {};
  for (const path of guarded) if (Object.hasOwn(changed, path) && changed[path] !== before[path]) revert[path] = before[path];
  return Object.keys(revert).length ? revert : null;
}

/**
 * What to write back on a combatant a non-GM created: each guarded path it set away from the value a
 * new combatant starts with (an initiative already rolled, a link to a mount), put back to that
 * value. Null when the creator is a GM or set none. `initial` holds the start value of every path.
 */
export function revertCreated(created: Readonly<Record<string, unknown>>, writerIsGM: boolean, guarded: readonly string[], initial: Readonly<Record<string, unknown>>): Record<string, unknown> | null {
  if (writerIsGM) return null;
  const revert: Record<string, unknown> = {};
  for (const path of guarded) if (Object.hasOwn(created, path) && created[path] !== initial[path]) revert[path] = initial[path] ?? null;
  return Object.keys(revert).length ? revert : null;
}
