/**
 * What provokes a possible opportunity attack from each enemy in the region (dierank.oppo.1-7,
 * unarmed.3, grapple.3): the table is told on the card or with the move; whether an enemy takes
 * it is the enemy's choice (an opportunity attack from its sheet, play/open.ts).
 */
import type { AttackSpec } from "../rules/attack";
import type { ActionSize } from "../rules/economy";
import { gearOf, type DierankSide } from "./side";

/** What opening this attack provokes, as lang key suffixes: aiming a shot; bare hands against a held melee weapon. */
export function attackProvokes(attack: Pick<AttackSpec, "kind" | "unarmed">, target: Pick<DierankSide, "items">, grab: boolean): string[] {
  const out: string[] = [];
  if (attack.kind === "ranged") out.push("Aim");
  if (attack.unarmed && gearOf(target.items).parryWith !== "unarmed") out.push(grab ? "GrabArmed" : "UnarmedArmed");
  return out;
}

/** An exclusive action always provokes (dierank.oppo.1). */
export const actionProvokes = (size: ActionSize): string[] => (size === "exclusive" ? ["Exclusive"] : []);

/**
 * Leaving a region with a minor action (a walk or a crawl) or running into one provokes
 * (dierank.oppo.3-4); a run that crosses a region on its way goes past whoever stands there
 * (dierank.oppo.5: the table says whether the path went directly past an enemy).
 */
export const moveProvokes = (regions: number): string[] => (regions === 0 ? [] : regions === 1 ? ["LeaveRegion"] : ["RunIn", "PassThrough"]);
