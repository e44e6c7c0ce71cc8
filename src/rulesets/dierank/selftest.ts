/**
 * The Die Rank exchange the self-test plays: Sir Roderick strikes the Bandit with his longsword;
 * the attack die at its highest against the Bandit's passive DEF at its lowest, then Apply.
 */
import type { SelfTestScript } from "../../core/selftest/script";

export const DIERANK_SELF_TEST: SelfTestScript = {
  attacker: { pack: "dierank-actors", name: "Sir Roderick" },
  defender: { pack: "dierank-actors", name: "Bandit" },
  itemType: "dierankWeapon",
  // His longsword rolls his ATT, a d10: at 10 against the Bandit's DEF d6 at 1, ten successes.
  open: { how: {}, choices: { band: "", movingMount: false, opportunity: false, hold: "", hardGround: false, rollMode: "publicroll" }, dice: { face: 10, of: 10 } },
  steps: [{ action: "defend", args: { defence: "passive" }, by: "defender", dice: "min" }],
  apply: "applyDamage",
  undo: "undoDamage",
  pool: { path: "system.hp.value", label: "MANIFOLD.dierank.Field.hp.value" },
  tokenBar: { path: "system.hp.value", value: 0, then: { status: "knockedOut" } },
  // Each creature's own turn gives its AP back (less what interrupts borrowed), one write each.
  combat: {
    dice: "max",
    reset: { path: "system.ap", spent: 0, batched: false },
    turns: { attacker: 1, defender: 1 },
    // A grid space is no move in Die Rank: entering a Scene Region is (the scenario tests play regions).
    move: null,
  },
  condition: { id: "mortallyWounded", daughters: ["knockedOut", "prone"] },
};
