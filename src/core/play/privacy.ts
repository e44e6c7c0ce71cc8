import type { Privacy } from "./port";

/**
 * Who sees a roll made in a roll mode, as Foundry's chat applies it: a GM roll goes to the GMs and
 * the roller, a blind roll to the GMs only (blind to the roller), a self roll to the roller only.
 */
export function rollPrivacy(rollMode: string, gms: readonly string[], self: string): Privacy {
  if (rollMode === "gmroll") return { whisper: [...new Set([...gms, self])], blind: false };
  if (rollMode === "blindroll") return { whisper: [...gms], blind: true };
  if (rollMode === "selfroll") return { whisper: [self], blind: false };
  return { whisper: [], blind: false };
}

/**
 * Dice So Nice's `showForRoll(roll, user, synchronize, whisper, blind)` arguments for dice shown
 * with a privacy: a public roll to everyone, a private one only to the users it names.
 */
export function diceShow(privacy: Privacy): { synchronize: boolean; whisper: string[] | null; blind: boolean } {
  return { synchronize: true, whisper: privacy.whisper.length ? [...privacy.whisper] : null, blind: privacy.blind };
}

/** The roll mode that shows a roll to the same users as a message with `privacy` (a card's own draw). */
export function rollModeOf(privacy: Privacy): "publicroll" | "gmroll" | "blindroll" {
  if (privacy.whisper.length === 0) return "publicroll";
  return privacy.blind ? "blindroll" : "gmroll";
}
