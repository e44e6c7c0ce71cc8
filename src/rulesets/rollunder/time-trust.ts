/**
 * Time's macro runs on the GM's client, as the GM. A combatant's data is not proof that a GM wrote
 * it, so the macro runs only when it is one a GM chose through *Add Time* in this combat: those are
 * kept in the combat's flags, which only a GM may write.
 */
export function chosenTimeMacros(stored: unknown): string[] {
  return Array.isArray(stored) ? stored.filter((m): m is string => typeof m === "string") : [];
}

export const trustedTimeMacro = (stored: unknown, macro: string): boolean => macro !== "" && chosenTimeMacros(stored).includes(macro);
