/**
 * The contest exchange the self-test plays: Sir Aldric strikes the Forest Bandit, who does not
 * defend; the d20 at 2 passes, a critical win whose maneuver is skipped, and the damage dice at
 * their highest get through the Bandit's armour.
 */
import type { SelfTestScript } from "../../core/selftest/script";

export const CONTEST_SELF_TEST: SelfTestScript = {
  attacker: { pack: "contest-actors", name: "Sir Aldric of Vey" },
  defender: { pack: "contest-actors", name: "Forest Bandit" },
  itemType: "contestWeapon",
  open: { how: {}, choices: { modifier: 0, edge: 0, cover: "none", rollMode: "publicroll" } },
  steps: [
    { action: "declareDefence", args: { defence: "none" }, by: "defender" },
    { action: "rollAttack", by: "attacker", dice: { face: 2, of: 20 } },
    { action: "declineManeuver", by: "attacker" },
    { action: "rollDamage", by: "attacker", dice: "max" },
  ],
  apply: "applyDamage",
  undo: "undoDamage",
  pool: { path: "system.health.value", label: "MANIFOLD.Card.Pool.health" },
  tokenBar: { path: "system.health.value", value: 0, then: { status: "unconscious" } },
  combat: {
    dice: "max",
    reset: { path: "system.ap", spent: 0 },
    move: { spaces: 1, path: "system.moved" },
  },
  condition: { id: "unconscious", daughters: ["prone"] },
};
