/**
 * Lang keys for the words Roll-Under's cards, tracker and sheet show; the texts are in
 * lang/en.json. Keys the rules build from an id (a breakdown part, a condition, an action, a
 * group, a side) are built where the id is; these are the fixed ones the glue names.
 */
import type { AttackResult } from "./attack";

/** The attack card's headline: a natural 1 or 20 says so, otherwise hit or miss (rollunder.crit.*). */
export function attackHeadline(a: Pick<AttackResult, "hit" | "double" | "fumble">): string {
  if (a.double) return "MANIFOLD.rollunder.Card.Natural1";
  if (a.fumble) return "MANIFOLD.rollunder.Card.Natural20";
  return a.hit ? "MANIFOLD.rollunder.Card.Hit" : "MANIFOLD.rollunder.Card.Miss";
}

/** The attack card's buttons, and the line a blow below 0 HP adds ({name}, {lethal}). */
export const CARD_LABELS = {
  rollDamage: "MANIFOLD.rollunder.Card.RollDamage",
  sunder: "MANIFOLD.rollunder.Card.Sunder",
  apply: "MANIFOLD.rollunder.Card.Apply",
  undo: "MANIFOLD.rollunder.Card.Undo",
  deathRoll: "MANIFOLD.rollunder.Card.DeathRoll",
  lethal: "MANIFOLD.rollunder.Card.Lethal",
} as const;

/** A Morale check's result line (rollunder.morale.*). */
export const moraleLabel = (fails: boolean): string => (fails ? "MANIFOLD.rollunder.Morale.Fails" : "MANIFOLD.rollunder.Morale.Holds");

/** The sheet's healing buttons and the lines they post ({amount}; {name}, {recovered}). */
export const HEAL_LABELS = {
  lunch: "MANIFOLD.rollunder.Heal.Lunch",
  rest: "MANIFOLD.rollunder.Heal.Rest",
  magic: "MANIFOLD.rollunder.Heal.Magic",
  arrows: "MANIFOLD.rollunder.Heal.Arrows",
} as const;

/** The name Time takes when the GM adds it to a combat (rollunder.init.4). */
export const TIME_NAME = "MANIFOLD.rollunder.Time.Name";
