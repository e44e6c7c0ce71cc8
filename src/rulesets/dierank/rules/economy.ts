/**
 * Action points (RULINGS; dierank.attack.1, badly.3-4, mount.16, oppo.8, block.2, parry.1,
 * dodge.1): minor 1 AP, major 2, exclusive all that is left; an interrupt spends 1 AP of the
 * actor's next turn; badly wounded and unskilled riders halve their AP, rounding down.
 */
import { BASE_AP } from "./stats";

export const ACTION_SIZES = ["free", "minor", "major", "exclusive"] as const;
export type ActionSize = (typeof ACTION_SIZES)[number];

const COST: Readonly<Record<Exclude<ActionSize, "exclusive">, number>> = { free: 0, minor: 1, major: 2 };

/** AP a turn begins with: the base, halved (down) once for each of badly wounded and an unskilled rider, less what interrupts borrowed. */
export function turnAp(o: { base?: number; badlyWounded: boolean; unskilledRider: boolean; owed: number }): number {
  let ap = o.base ?? BASE_AP;
  if (o.badlyWounded) ap = Math.floor(ap / 2);
  if (o.unskilledRider) ap = Math.floor(ap / 2);
  return Math.max(0, ap - o.owed);
}

/** What an action of `size` costs with `left` AP this turn; null when it cannot be paid. An exclusive action needs at least 1 AP. */
export function actionCost(size: ActionSize, left: number): number | null {
  if (size === "exclusive") return left >= 1 ? left : null;
  return COST[size] <= left ? COST[size] : null;
}

/** An interrupt (block, parry, dodge, opportunity attack) borrows 1 AP from the next turn: the debt after it. */
export const INTERRUPT_COST = 1;
/** No more can be borrowed than a whole turn holds (RULINGS' 3 AP): the next turn would be gone already. */
export const BORROW_LIMIT = BASE_AP;
export const borrow = (owed: number): number => owed + INTERRUPT_COST;
