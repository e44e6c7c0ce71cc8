/** One resource the combat tracker shows under a combatant's name (src/foundry/combat/tracker.ts). */
export interface TrackerResource {
  /** lang key */
  label: string;
  value: number | string;
  max?: number;
  icon?: string;
}
