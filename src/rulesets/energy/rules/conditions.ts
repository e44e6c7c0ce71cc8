import type { StatusSpec } from "../../../core/ruleset";
import { netEdge, type Edge } from "../../../core/dice/edge";
import { parentsHolding } from "../../../core/status";
import type { Condition } from "./constants";

const s = (id: Condition, img: string, implies: Condition[] = [], rounds?: number): StatusSpec => ({
  id,
  name: `MANIFOLD.energy.Condition.${id}`,
  img,
  implies,
  ...(rounds ? { rounds } : {}),
});

/**
 * The conditions with their parents as the seed lists them (RULINGS): Dazed, Prone, Unguarded and
 * Restrained imply Exposed; Surprised, Unconscious and Blinded imply Unguarded. Unaware (the GM's
 * mark for a creature that does not know the attack is coming) is "considered Surprised"
 * (energy.surprise.4), so it implies Surprised. Exposed and
 * Unguarded last until the end of the round unless their cause says otherwise; Surprised until the
 * end of the first round (energy.exposed.2, energy.unguarded.3, energy.surprise.1).
 */
export const ENERGY_STATUSES: readonly StatusSpec[] = [
  s("exposed", "systems/manifold/assets/status/crosshairs.svg", [], 1),
  s("unguarded", "systems/manifold/assets/status/door-open.svg", ["exposed"], 1),
  s("dazed", "systems/manifold/assets/status/face-dizzy.svg", ["exposed"]),
  s("prone", "systems/manifold/assets/status/person-falling.svg", ["exposed"]),
  s("surprised", "systems/manifold/assets/status/triangle-exclamation.svg", ["unguarded"], 1),
  s("unconscious", "systems/manifold/assets/status/bed.svg", ["unguarded"]),
  s("blinded", "systems/manifold/assets/status/eye-slash.svg", ["unguarded"]),
  s("restrained", "systems/manifold/assets/status/hands-bound.svg", ["exposed"]),
  s("restraining", "systems/manifold/assets/status/hand-fist.svg", ["slowed"]),
  s("slowed", "systems/manifold/assets/status/hourglass-half.svg"),
  s("shaken", "systems/manifold/assets/status/ghost.svg"),
  s("exhausted", "systems/manifold/assets/status/battery-empty.svg"),
  s("bleeding", "systems/manifold/assets/status/droplet.svg"),
  s("stabilized", "systems/manifold/assets/status/heart-pulse.svg"),
  s("dead", "systems/manifold/assets/status/skull.svg"),
  s("unaware", "systems/manifold/assets/status/question.svg", ["surprised"]),
  s("kneeling", "systems/manifold/assets/status/person-praying.svg"),
];

export interface ConditionEffects {
  /** net edge on Evasion rolls (and on other Defense rolls when `defenseOnly` differs) */
  evasionEdge: Edge;
  /** net edge on Fortitude and Will rolls */
  defenseEdge: Edge;
  /**
   * How many conditions give disadvantage on Evasion, and on Fortitude and Will: a roll with a
   * source of advantage too cancels them one for one (RULINGS), so two stay one disadvantage.
   */
  disadvantages: { evasion: number; defense: number };
  attackEdge: Edge;
  noStamina: boolean;
  noAgility: boolean;
  energyPenalty: number;
  noAttack: boolean;
  noMove: boolean;
  swiftTarget: boolean;
}

/**
 * What the conditions in force do to rolls and resources (energy.cond.*): disadvantages from
 * several conditions never stack (RULINGS).
 */
export function conditionEffects(inForce: ReadonlySet<string>): ConditionEffects {
  const has = (id: Condition) => inForce.has(id);
  const allDefense = (has("dazed") ? 1 : 0) + (has("surprised") ? 1 : 0);
  const evasionOnly = (has("prone") ? 1 : 0) + (has("blinded") ? 1 : 0);
  return {
    evasionEdge: netEdge(0, allDefense + evasionOnly),
    defenseEdge: netEdge(0, allDefense),
    disadvantages: { evasion: allDefense + evasionOnly, defense: allDefense },
    attackEdge: netEdge(0, (has("dazed") ? 1 : 0) + (has("blinded") ? 1 : 0)),
    noStamina: has("shaken") || has("exhausted"),
    noAgility: has("slowed") || has("restraining"),
    energyPenalty: has("exhausted") ? 2 : 0,
    noAttack: has("restrained") || has("restraining"),
    noMove: has("restrained"),
    swiftTarget: has("unguarded") || has("surprised") || has("unconscious") || has("blinded") || has("unaware"),
  };
}

/**
 * Whether a target can roll its defence at all. An asleep or knocked-out creature cannot
 * (energy.evasion.9, energy.unconscious.1); neither can a dead one; and a creature the GM marks
 * Unaware cannot: a ranged attack needs the target "aware of the incoming attack" for its Ranged
 * Evasion roll (energy.ranged.4), and a completely unaware target of a point-blank attack is hit
 * because it is "unable to roll Evasion" (energy.surprise.4). Restrained alone still defends
 * (energy.maneuver.15). A target that cannot defend is hit by a melee attack and adds no Ranged
 * Evasion roll to the Miss Chance.
 */
export function canDefend(inForce: ReadonlySet<string>): boolean {
  return !inForce.has("unconscious") && !inForce.has("dead") && !inForce.has("unaware");
}

/**
 * Defend ends Exposed and Unguarded (energy.action.7) but not while a parent holds them
 * (energy.cond.16, energy.surprise.5). Returns the applied conditions Defend removes.
 */
export function defendRemoves(applied: Iterable<string>): string[] {
  let rest = [...applied];
  const removed: string[] = [];
  for (const id of ["unguarded", "exposed"]) {
    if (!rest.includes(id) || parentsHolding(ENERGY_STATUSES, rest, id).length > 0) continue;
    removed.push(id);
    rest = rest.filter((x) => x !== id);
  }
  return removed;
}
