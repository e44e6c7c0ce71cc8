import { ENERGY_STATUSES } from "./conditions";

/** What decides whether a reminder applies to the creature whose sheet is open. */
export interface ReminderFacts {
  /** conditions in force, implied ones included */
  conditions: ReadonlySet<string>;
  mplLevel: number;
}

export interface Reminder {
  id: string;
  key: string;
  /** shown only while this holds; always shown without it */
  when?: (facts: ReminderFacts) => boolean;
}

/** Conditions that end on their own or belong to dying: no place keeps applying them. */
const NOT_PLACED = new Set(["unconscious", "bleeding", "stabilized", "dead", "unaware", ...ENERGY_STATUSES.filter((s) => s.rounds).map((s) => s.id)]);

/** The MPL at which the first Combat Style is learnt (energy.mpl.5). */
const FIRST_STYLE_MPL = 3;

/**
 * Rules the table decides, shown on the sheet's Actions tab as short reminders next to the tools
 * that help (inventory kind "assist"). Each names its inventory id and a lang key.
 */
export const REMINDERS: readonly Reminder[] = [
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
  { id: "energy.mpl.5", key: "MANIFOLD.energy.Reminder.styles", when: (f) => f.mplLevel >= FIRST_STYLE_MPL },
  { id: "energy.rest.1", key: "MANIFOLD.energy.Reminder.shortRest" },
  { id: "energy.rest.7", key: "MANIFOLD.energy.Reminder.longRest" },
  { id: "energy.rest.12", key: "MANIFOLD.energy.Reminder.longRest" },
  { id: "energy.cond.9", key: "MANIFOLD.energy.Reminder.blindSkills", when: (f) => f.conditions.has("blinded") },
  // A bog that keeps Slowing (energy.cond.17): only a condition with no end of its own can be kept on by a place.
  { id: "energy.cond.17", key: "MANIFOLD.energy.Reminder.ignoreCondition", when: (f) => [...f.conditions].some((c) => !NOT_PLACED.has(c)) },
];

/** The lang key of the reminder an inventory id names, for the moment the rule comes up in play. */
export function reminderKey(id: string): string {
  const found = REMINDERS.find((r) => r.id === id);
  if (!found) throw new RangeError(`no reminder for ${id}`);
  return found.key;
}

/** The distinct reminder texts, in order, that apply to a creature as it stands. */
export function remindersInForce(facts: ReminderFacts): string[] {
  return [...new Set(REMINDERS.filter((r) => !r.when || r.when(facts)).map((r) => r.key))];
}
