import type { RulesetRules } from "../../../core/ruleset";
import { migrateCardLedger } from "../../../core/ledger";
import * as schema from "./schema";
import { migrateContestCreature } from "./migrate";
import { ROUND_SECONDS } from "./constants";

/** Combat Contest as data: its types, grid (1 m squares) and conditions. */
export const contestRules: RulesetRules = {
  id: "contest",
  label: "MANIFOLD.contest.Name",
  grid: { type: "square", distance: 1, units: "m", diagonals: "EQUIDISTANT" },
  actorTypes: { contestCharacter: schema.contestCharacter, contestNpc: schema.contestNpc },
  itemTypes: {
    contestWeapon: schema.contestWeapon,
    contestArmor: schema.contestArmor,
    contestShield: schema.contestShield,
    contestStyle: schema.contestStyle,
    contestSpell: schema.contestSpell,
  },
  combatTypes: { contestCombat: schema.contestCombat },
  combatantTypes: { contestCombatant: schema.contestCombatant },
  chatTypes: { contestAttack: schema.contestAttack, contestGrapple: schema.contestGrapple },
  migrations: { contestCharacter: migrateContestCreature, contestNpc: migrateContestCreature, contestAttack: migrateCardLedger },
  // Unconscious creatures are knocked down too; the seed names no other links.
  statuses: [
    { id: "dazed", name: "MANIFOLD.contest.Condition.dazed", img: "systems/manifold/assets/status/face-dizzy.svg", implies: [] },
    { id: "prone", name: "MANIFOLD.contest.Condition.prone", img: "systems/manifold/assets/status/person-falling.svg", implies: [] },
    { id: "unconscious", name: "MANIFOLD.contest.Condition.unconscious", img: "systems/manifold/assets/status/bed.svg", implies: ["prone"] },
    { id: "grappled", name: "MANIFOLD.contest.Condition.grappled", img: "systems/manifold/assets/status/hands-bound.svg", implies: [] },
    { id: "surprised", name: "MANIFOLD.contest.Condition.surprised", img: "systems/manifold/assets/status/triangle-exclamation.svg", implies: [], rounds: 1 },
    { id: "braced", name: "MANIFOLD.contest.Condition.braced", img: "systems/manifold/assets/status/shield-halved.svg", implies: [] },
  ],
  primaryTokenAttribute: "health",
  roundSeconds: ROUND_SECONDS,
};
