/**
 * Rules the table decides, shown on the sheet's Actions tab as short reminders next to the tools
 * that help (inventory kind "assist"). Each names its inventory id and a lang key.
 */
export const REMINDERS: readonly { id: string; key: string }[] = [
  { id: "energy.move.4", key: "MANIFOLD.energy.Reminder.sprint" },
  { id: "energy.move.5", key: "MANIFOLD.energy.Reminder.turning" },
  { id: "energy.move.10", key: "MANIFOLD.energy.Reminder.longJump" },
  { id: "energy.move.11", key: "MANIFOLD.energy.Reminder.legJump" },
  { id: "energy.size.11", key: "MANIFOLD.energy.Reminder.legJump" },
  { id: "energy.stamina.2", key: "MANIFOLD.energy.Reminder.moreStamina" },
  { id: "energy.round.2", key: "MANIFOLD.energy.Reminder.oneRound" },
  { id: "energy.init.7", key: "MANIFOLD.energy.Reminder.race" },
  { id: "energy.interrupt.1", key: "MANIFOLD.energy.Reminder.interrupt" },
  { id: "energy.incomplete.1", key: "MANIFOLD.energy.Reminder.incomplete" },
  { id: "energy.incomplete.4", key: "MANIFOLD.energy.Reminder.endAttack" },
  { id: "energy.incomplete.5", key: "MANIFOLD.energy.Reminder.resultCounts" },
  { id: "energy.wait.1", key: "MANIFOLD.energy.Reminder.wait" },
  { id: "energy.melee.1", key: "MANIFOLD.energy.Reminder.singleStrike" },
  { id: "energy.facing.5", key: "MANIFOLD.energy.Reminder.facing" },
  { id: "energy.swift.2", key: "MANIFOLD.energy.Reminder.swiftTargets" },
  { id: "energy.swift.3", key: "MANIFOLD.energy.Reminder.swiftReach" },
  { id: "energy.surprise.2", key: "MANIFOLD.energy.Reminder.surpriseParty" },
  { id: "energy.mpl.5", key: "MANIFOLD.energy.Reminder.styles" },
  { id: "energy.rest.1", key: "MANIFOLD.energy.Reminder.shortRest" },
  { id: "energy.rest.7", key: "MANIFOLD.energy.Reminder.longRest" },
  { id: "energy.rest.12", key: "MANIFOLD.energy.Reminder.longRest" },
  { id: "energy.cond.9", key: "MANIFOLD.energy.Reminder.blindSkills" },
  { id: "energy.cond.17", key: "MANIFOLD.energy.Reminder.ignoreCondition" },
];

/** The lang key of the reminder an inventory id names, for the moment the rule comes up in play. */
export function reminderKey(id: string): string {
  const found = REMINDERS.find((r) => r.id === id);
  if (!found) throw new RangeError(`no reminder for ${id}`);
  return found.key;
}

/** The distinct reminder texts, in order, for the sheet. */
export function reminderKeys(): string[] {
  return [...new Set(REMINDERS.map((r) => r.key))];
}
