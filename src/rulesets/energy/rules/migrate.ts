import { isRecord, type SystemMigration } from "../../../core/migrate";

/**
 * The first Energy schema said "not unconscious" with a blank cause; the cause is "none" now, and
 * Foundry would refuse the blank (the field may not be blank). Same meaning, new spelling: nothing
 * is displaced, so nothing is kept aside.
 */
export const migrateEnergyCreature: SystemMigration = (system) => {
  const death = system.death;
  if (!isRecord(death) || death.unconscious !== "") return false;
  death.unconscious = "none";
  return true;
};
