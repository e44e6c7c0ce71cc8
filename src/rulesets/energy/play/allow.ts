import { anyBoolean, oneOf, poolValue, type AllowList } from "../../../core/play/guard";
import { ENERGY_STATUSES } from "../rules/conditions";
import { UNCONSCIOUS_CAUSES } from "../rules/constants";

/** Everything an energy card may write: Aura, Stamina and the Death state, and a dropped weapon. */
export const ENERGY_ALLOW: AllowList = {
  actor: {
    "system.aura.value": poolValue("system.aura.max"),
    "system.stamina.value": poolValue("system.derived.maxStamina"),
    "system.death.unconscious": oneOf(UNCONSCIOUS_CAUSES),
    "system.death.bleeding": anyBoolean,
    "system.death.dead": anyBoolean,
  },
  combatant: {},
  item: { "system.equipped": anyBoolean },
  statuses: new Set(ENERGY_STATUSES.map((s) => s.id)),
};
