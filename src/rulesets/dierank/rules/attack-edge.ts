/**
 * The edge of an attack roll (dierank.badly.2, heal.5, prone.2, grapple.7, 10, 18, mount.13-15):
 * each advantage and disadvantage counted once, then netted (RULINGS: they never stack).
 */
import { netEdge, type Edge } from "../../../core/dice/edge";
import type { AttackSpec } from "./attack";
import { everyRollWorse } from "./conditions";

export interface AttackerFacts {
  statuses: readonly string[];
  /** in a grab (grabbing or grabbed), and whether this attack's target is the other one in it */
  grab: { partnerIsTarget: boolean } | null;
  /** on a mount: whether the rider is skilled */
  rider: { skilled: boolean } | null;
}

export interface AttackSituation {
  /** a firearm or crossbow: lying prone costs it nothing (dierank.prone.2) */
  firearm: boolean;
  /** a mounted one-handed melee attack on an unmounted target with no long weapon (dierank.mount.13) */
  mountedAdvantage: boolean;
  /** a ranged attack from a moving mount (dierank.mount.14, the table's call) */
  movingMount: boolean;
  /** a throw to the ground, made with advantage (dierank.grapple.18) */
  throwDown: boolean;
}

export const NO_SITUATION: AttackSituation = { firearm: false, mountedAdvantage: false, movingMount: false, throwDown: false };

export function attackEdge(attack: AttackSpec, a: AttackerFacts, s: AttackSituation = NO_SITUATION): { edge: Edge; advantages: string[]; disadvantages: string[] } {
  const adv: string[] = [];
  const dis: string[] = [];
  const has = (id: string) => a.statuses.includes(id);
  const physical = attack.kind !== "spell" || attack.physical;
  dis.push(...everyRollWorse(a.statuses));
  if (physical && has("prone") && !s.firearm) dis.push("Prone");
  if (physical && has("held")) dis.push("Held");
  if (a.grab && !a.grab.partnerIsTarget) dis.push("Grappling");
  if (physical && a.rider && !a.rider.skilled) dis.push("UnskilledRider");
  if (s.movingMount && attack.kind === "ranged") dis.push("MovingMount");
  if (s.mountedAdvantage && attack.kind === "melee") adv.push("Mounted");
  if (s.throwDown) adv.push("ThrowDown");
  return { edge: netEdge(adv.length, dis.length), advantages: adv, disadvantages: dis };
}
