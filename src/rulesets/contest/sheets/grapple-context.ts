/** What the grapple card shows (contest.action.3-4), from plain data, for Foundry and the gallery alike. */
import { GRAPPLE_DEFENCE_SKILLS } from "../rules/constants";
import { grappleStage, type GrappleCard } from "../rules/grapple";
import { skillLabel } from "../rules/labels";
import { rolledTestView } from "./context";

export interface GrapplePermissions {
  /** this user plays the grappler (or is a GM) */
  attacker: boolean;
  /** this user plays the held foe (or is a GM) */
  defender: boolean;
}

export function grappleCardContext(card: GrappleCard, can: GrapplePermissions) {
  const stage = grappleStage(card);
  return {
    stage,
    attacker: card.attacker,
    defender: card.defender,
    chooseButtons: stage === "choose" && can.defender ? GRAPPLE_DEFENCE_SKILLS.map((skill) => ({ skill, label: skillLabel(skill) })) : [],
    waitingForChoice: stage === "choose" && !can.defender,
    resist: card.resist ? skillLabel(card.resist) : null,
    grapple: rolledTestView(card.grapple),
    resistRoll: rolledTestView(card.resistRoll),
    showRollGrapple: stage === "roll" && card.grapple === null && can.attacker,
    showRollResist: stage === "roll" && card.resistRoll === null && can.defender,
    result: card.result ? `MANIFOLD.contest.Grapple.Result.${card.result}` : null,
    outcomeClass: card.result,
    released: card.released,
    showRelease: card.result === "holds" && !card.released && can.attacker,
  };
}
