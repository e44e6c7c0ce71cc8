import type { StatusSpec } from "../../../core/ruleset";

const s = (id: string, img: string): StatusSpec => ({ id, name: `MANIFOLD.rollunder.Condition.${id}`, img, implies: [] });

/**
 * The conditions the seed implies: knocked down (a fumble in a tight corridor, a trip), a monster
 * that flees or surrenders after a failed Morale check, a character dying of a Fatal Wound, and
 * the dead. None is put on by the rules: the GM and the Death & Dismemberment table decide them.
 */
export const ROLLUNDER_STATUSES: readonly StatusSpec[] = [
  s("prone", "systems/manifold/assets/status/person-falling.svg"),
  s("fleeing", "systems/manifold/assets/status/person-running.svg"),
  s("surrendered", "systems/manifold/assets/status/flag.svg"),
  s("dying", "systems/manifold/assets/status/heart-crack.svg"),
  s("dead", "systems/manifold/assets/status/skull.svg"),
];
