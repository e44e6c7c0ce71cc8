/**
 * The Roll-Under exchange the self-test plays: the Knife-Dancer attacks the Footsoldier with its
 * first weapon; the d20 at 2 is under any Attack score, a hit, and the damage dice at their highest.
 */
import type { SelfTestScript } from "../../core/selftest/script";

export const ROLLUNDER_SELF_TEST: SelfTestScript = {
  attacker: { pack: "rollunder-actors", name: "Knife-Dancer" },
  defender: { pack: "rollunder-actors", name: "Footsoldier" },
  itemType: "rollunderWeapon",
  open: { how: { way: "melee" }, choices: { modifier: 0, dualLight: false, rollMode: "publicroll" }, dice: { face: 2, of: 20 } },
  steps: [{ action: "rollDamage", by: "attacker", dice: "max" }],
  apply: "applyDamage",
  undo: "undoDamage",
  pool: { path: "system.hp.value", label: "MANIFOLD.rollunder.Field.hp.value" },
  tokenBar: { path: "system.hp.value", value: -3, then: { path: "system.deathOwed", value: 1 } },
  // Both are enemies, and the Knife-Dancer acts twice: its second turn ends each round.
  combat: {
    dice: "max",
    reset: { path: "system.moved", spent: 5 },
    turns: { attacker: 2, defender: 1 },
    move: { spaces: 1, path: "system.moved", ruler: true },
  },
  condition: null,
};
