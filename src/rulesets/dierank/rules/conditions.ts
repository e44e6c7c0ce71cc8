/**
 * Die Rank's conditions (the list; dierank.prone.*, helpless.*, surprise.*, heal.5,
 * ko.*, mortal.*, badly.*, grapple.*). A full hold keeps every effect of a partial grab
 * (RULINGS), and a knocked-out creature lies prone; a mortal wound keeps it knocked out.
 */
import type { StatusSpec } from "../../../core/ruleset";

const IMG = "systems/manifold/assets/status";
const s = (id: string, img: string, implies: string[] = []): StatusSpec => ({ id, name: `MANIFOLD.dierank.Condition.${id}`, img: `${IMG}/${img}`, implies });

export const DIERANK_STATUSES: readonly StatusSpec[] = [
  s("prone", "person-falling.svg"),
  s("helpless", "hands-bound.svg"),
  s("surprised", "triangle-exclamation.svg"),
  s("stunned", "face-dizzy.svg"),
  s("knockedOut", "bed.svg", ["prone"]),
  s("badlyWounded", "droplet.svg"),
  s("mortallyWounded", "heart-crack.svg", ["knockedOut"]),
  s("grabbed", "hand-fist.svg"),
  s("held", "hands-bound.svg", ["grabbed"]),
  // The grappler's side of a grab (dierank.grapple.7, 12-13): its own defences and attacks change.
  s("holding", "hand-fist.svg"),
  s("dead", "skull.svg"),
  // The GM's mark on a creature that does not see the attacks coming (dierank.unaware.1-2).
  s("unaware", "question.svg"),
];

/**
 * The conditions under which every roll a creature makes is disadvantaged (dierank.badly.2; a stun,
 * heal.5), by the reason the card names: the attack and defence edges, the initiative die, the
 * escape's two dice and first aid all read this one list.
 */
export const EVERY_ROLL_WORSE: Readonly<Record<string, string>> = { badlyWounded: "BadlyWounded", stunned: "Stunned" };

/** The reasons each roll of a creature with these conditions is disadvantaged. */
export const everyRollWorse = (statuses: readonly string[]): string[] => Object.entries(EVERY_ROLL_WORSE).filter(([id]) => statuses.includes(id)).map(([, why]) => why);
