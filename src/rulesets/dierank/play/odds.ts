/**
 * The exact odds an attack dialog shows before the roll (the "exact odds in every attack
 * dialog"): the attack planned as it will be opened, against each defence the target may answer
 * it with, each with the die and edge it would roll. The table's calls the dialog cannot know
 * (room to dodge, a giant attacker) are taken as the card's defaults: room, no giant.
 */
import { DEFENCES, defenceOptions, defenceRoll, type DefenceKind } from "../rules/defence";
import { attackOdds, type AttackOdds } from "../rules/odds";
import { defenderFacts } from "./card";
import { awareOf, planAttack, type AttackChoices, type OpenSnapshot } from "./open";

export interface DefenceOdds extends AttackOdds {
  defence: DefenceKind;
  /** the die and edge the defence would roll */
  die: number;
  edge: number;
}

/** The odds against every defence the target may choose, passive first; refusals are the open step's own. */
export function dialogOdds(snap: OpenSnapshot, choices: AttackChoices): { attack: { die: number; edge: number }; defences: DefenceOdds[] } {
  const plan = planAttack(snap, choices);
  const facts = defenderFacts(snap.attacker.uuid, awareOf(plan.target.side), plan.target.side);
  const spec = plan.spec;
  const open = defenceOptions(spec, facts);
  const defences = DEFENCES.filter((kind) => open[kind] === null).map((defence) => {
    const roll = defenceRoll(spec, facts, defence, { roomToDodge: true, giantAttacker: false });
    return { defence, die: roll.die, edge: roll.edge, ...attackOdds(plan.die, plan.edge.edge, roll.die, roll.edge) };
  });
  return { attack: { die: plan.die, edge: plan.edge.edge }, defences };
}

