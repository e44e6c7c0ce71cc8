/**
 * A change to a combatant's Initiative from anywhere (the tracker's dice button, the sheet, the
 * contest tool) is this round's one roll: it is recorded as used, and a second is refused
 * (energy.round.5, energy.init.9). Clearing it (the round reset writes null) is always allowed.
 */
export function guardInitiative(current: { initiativeUsed: boolean }, change: { initiative?: unknown; system?: { initiativeUsed?: unknown } }): "allow" | "record" | "refuse" {
  if (!("initiative" in change) || change.initiative === null || change.initiative === undefined) return "allow";
  if (change.system?.initiativeUsed === true) return "allow";
  return current.initiativeUsed ? "refuse" : "record";
}
