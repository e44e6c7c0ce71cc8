/**
 * The energy exchange the self-test plays: Kestra Vale attacks the Gnoll Raider with her first
 * melee weapon; the Combat roll at 15 meets an Evasion roll of 1, a hit, and the damage dice at
 * their highest get through its armour.
 */
import type { SelfTestScript } from "../../core/selftest/script";

export const ENERGY_SELF_TEST: SelfTestScript = {
  attacker: { pack: "energy-actors", name: "Kestra Vale" },
  defender: { pack: "energy-actors", name: "Gnoll Raider" },
  itemType: "energyWeapon",
  open: {
    how: { mode: "attack", maneuver: "" },
    choices: { modifier: 0, edge: 0, nonlethal: false, steps: 0, movement: "normal", swift: false, targetMoving: false, sprintPush: false, enhancements: [], staminaForEnergy: false, rollMode: "publicroll" },
    dice: { face: 15, of: 20 },
  },
  steps: [
    // The Evasion die explodes on its highest: it is scripted to its lowest.
    { action: "rollDefense", by: "defender", dice: "min" },
    { action: "rollDamage", by: "attacker", dice: "max" },
  ],
  apply: "apply",
  undo: "undo",
  pool: { path: "system.aura.value", label: "MANIFOLD.Card.Pool.aura" },
  tokenBar: { path: "system.stamina.value", value: 0, then: { status: "unconscious" } },
  // Nobody holds the turn: the Gnoll, a monster no player owns, walks what its movement action paid for.
  combat: {
    dice: "max",
    reset: { path: "system.energy", spent: 0 },
    move: { spaces: 1, path: "system.moveLeft", ready: { "system.moveLeft": 5 }, side: "defender" },
  },
  condition: { id: "unaware", daughters: ["surprised", "unguarded", "exposed"] },
};
