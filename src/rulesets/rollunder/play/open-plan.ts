/**
 * What opening a Roll-Under attack posts and writes, over what the port read of the documents: the
 * card with the d20 its attacker threw, and the attacker's own writes (an arrow, an emptied
 * crossbow, a hit towards proficiency, the turn's action). The shared open flow checks, posts and
 * writes, on Foundry and over the scenario table alike.
 */
import type { OpenRequest } from "../../../core/play/open";
import type { OpenPlan } from "../../../core/play/port";
import { ROLLUNDER_OPEN_ALLOW } from "./allow";
import { openAttackStep, parseAttackChoices, type OpenSnapshot } from "./open";

export function planRollunderOpen(snap: OpenSnapshot, request: OpenRequest): OpenPlan {
  const choices = parseAttackChoices(request.choices);
  const { card, writes } = openAttackStep(snap, choices, request.faces);
  return { type: "rollunderAttack", cards: [{ card }], writes, allow: ROLLUNDER_OPEN_ALLOW, rollMode: choices.rollMode };
}
