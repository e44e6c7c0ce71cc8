/**
 * The Wound Track exchange the self-test plays: Kestrel Vane strikes the Bandit Cutthroat with her
 * longsword; every die shows 9, so the wild check rolls 9 - 9 = 0 and her bonus alone lands the
 * blow, then Apply.
 */
import type { SelfTestScript } from "../../core/selftest/script";

export const WOUNDTRACK_SELF_TEST: SelfTestScript = {
  attacker: { pack: "woundtrack-actors", name: "Kestrel Vane" },
  defender: { pack: "woundtrack-actors", name: "Bandit Cutthroat" },
  itemType: "woundtrackWeapon",
  // Dex 3 + Melee 3 + Swords 2 + accuracy 1 = 9 against the Cutthroat's melee Defense 9 (10 + Speed
  // 0 + Reason -1): a hit. Damage value 9 + Str 2 + 4 = 15, less Defense 9 and Toughness 1 (Vit 0,
  // padded armour 1): 5, a severe wound.
  open: { how: {}, choices: { action: "standard", cover: "none", situational: 0, rollMode: "publicroll" }, dice: { face: 9, of: 10 }, throws: 2 },
  steps: [],
  apply: "applyWound",
  undo: "undoWound",
  // Wounds are counted up; the tray's half puts the severe wound a level lower, a moderate one.
  pool: { path: "system.wounds.severe", label: "MANIFOLD.woundtrack.Level.severe", rises: true, tray: "system.wounds.moderate" },
  // An ordinary NPC dies at its first fatal wound, however it came (woundtrack.npc.3).
  tokenBar: { path: "system.wounds.fatal", value: 1, then: { status: "dead" } },
  combat: {
    dice: { face: 5, of: 10 },
    // A round's start gives every combatant its round-start AP in one write.
    reset: { path: "system.ap", spent: 0 },
    turns: { attacker: 1, defender: 1 },
    // One square walked: 1 AP buys the yards (Str 2 + Athletics 2: rate 9, 2 yards an AP).
    move: { spaces: 1, path: "system.move.bought", ready: { "system.ap": 6 } },
  },
  condition: { id: "pinned", daughters: ["helpless", "immobile", "grappling"] },
};
