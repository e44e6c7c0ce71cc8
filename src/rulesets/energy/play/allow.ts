import { anyBoolean, oneOf, poolValue, upTo, type AllowList } from "../../../core/play/guard";
import { ENERGY_STATUSES } from "../rules/conditions";
import { UNCONSCIOUS_CAUSES } from "../rules/constants";


/**
 * Everything an energy card may write: Aura, Stamina and the Death state, a dropped weapon, the
 * attacker's Agility when it flings a disarmed weapon, and the Energy and Agile Moves an attack it
 * ends early gives back.
 */
export const ENERGY_ALLOW: AllowList = {
  actor: {
    "system.aura.value": poolValue("system.aura.max"),
    "system.stamina.value": poolValue("system.derived.maxStamina"),
    "system.death.unconscious": oneOf(UNCONSCIOUS_CAUSES),
    "system.death.bleeding": anyBoolean,
    "system.death.dead": anyBoolean,
    "system.death.owed": upTo(99),
  },
  combatant: { "system.agility": upTo(40), "system.energy": upTo(20), "system.agileMoves": upTo(20) },
  item: { "system.equipped": anyBoolean },
  statuses: new Set(ENERGY_STATUSES.map((s) => s.id)),
};

/** What paying for an action may write: the payer's combat pools, its Stamina, and the conditions it gives. */
export const ENERGY_PAY_ALLOW: AllowList = {
  actor: {
    "system.stamina.value": poolValue("system.derived.maxStamina"),
    "system.death.unconscious": oneOf(UNCONSCIOUS_CAUSES),
  },
  combatant: {
    "system.energy": upTo(20),
    "system.agility": upTo(40),
    "system.swiftUsed": anyBoolean,
    "system.staminaAsEnergy": upTo(20),
    "system.agileMoves": upTo(20),
    "system.defending": anyBoolean,
    "system.defendMoved": upTo(999),
    "system.moveLeft": upTo(999),
  },
  item: {},
  statuses: new Set(ENERGY_STATUSES.map((s) => s.id)),
};

/** Opening an attack: a ranged weapon's load spent, a thrown weapon let go. */
export const ENERGY_OPEN_ALLOW: AllowList = {
  actor: {},
  combatant: {},
  item: { "system.loaded": anyBoolean, "system.equipped": anyBoolean },
  statuses: new Set(),
};
