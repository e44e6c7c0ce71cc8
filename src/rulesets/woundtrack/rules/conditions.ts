/**
 * Wound Track's conditions (the list): the wounded levels, dying, unconscious, helpless,
 * immobile, prone, crouching, grappling, pinned, bleeding, burning, hobbled, poisoned, exhausted,
 * staggered, surprised. The rule text defines few of them; the one implication it states is the
 * pin's: a pinned creature is helpless and immobile, and still in the grapple (woundtrack.action.58).
 */
import type { StatusSpec } from "../../../core/ruleset";

const IMG = "systems/manifold/assets/status";
const s = (id: string, img: string, implies: string[] = []): StatusSpec => ({ id, name: `MANIFOLD.woundtrack.Condition.${id}`, img: `${IMG}/${img}`, implies });

/** The wounded conditions, one per level of the highest wound (woundtrack.slots.14). */
export const WOUNDED_CONDITIONS = ["lightlyWounded", "moderatelyWounded", "severelyWounded", "criticallyWounded", "fatallyWounded"] as const;

export const WOUNDTRACK_STATUSES: readonly StatusSpec[] = [
  s("lightlyWounded", "droplet.svg"),
  s("moderatelyWounded", "droplet.svg"),
  s("severelyWounded", "heart-crack.svg"),
  s("criticallyWounded", "heart-crack.svg"),
  s("fatallyWounded", "heart-pulse.svg"),
  s("dying", "heart-pulse.svg"),
  s("unconscious", "bed.svg"),
  s("helpless", "hands-bound.svg"),
  s("immobile", "hands-bound.svg"),
  s("prone", "person-falling.svg"),
  s("crouching", "person-digging.svg"),
  s("grappling", "hand-fist.svg"),
  s("pinned", "hands-bound.svg", ["helpless", "immobile", "grappling"]),
  s("bleeding", "droplet.svg"),
  s("burning", "triangle-exclamation.svg"),
  s("hobbled", "person-running.svg"),
  s("poisoned", "face-dizzy.svg"),
  s("exhausted", "battery-empty.svg"),
  s("staggered", "face-dizzy.svg"),
  s("surprised", "eye-slash.svg"),
  // A Distract's -2 to attack and Defence until the end of the round (woundtrack.hinder.4).
  s("distracted", "question.svg"),
  // Harried: -2 on ranged weapon attacks and checks this round (woundtrack.action.23).
  s("harried", "crosshairs.svg"),
  // Underwater, for a creature not made for it: the immobile Defence, no ranged attacks, slower and weaker blows (woundtrack.underwater.1-6).
  s("underwater", "droplet.svg"),
  // Holding on to a wall, or to the surface: each attack and each wound asks a hold check (woundtrack.climb.1-4).
  s("climbing", "mountain.svg"),
  s("swimming", "person-swimming.svg"),
  // In one space after Enter Occupied Space: -2 to attacks and to the melee and ranged Defenses (woundtrack.action.38).
  s("sharing", "people-arrows.svg"),
  s("dead", "skull.svg"),
];
