/**
 * What opening a Die Rank attack posts and writes, over what the port read of the documents: the
 * card with the die its attacker threw, and the attacker's own writes (the action's AP, a spell's
 * MP). The shared open flow checks, posts and writes, on Foundry and over the scenario table alike.
 */
import type { OpenRequest } from "../../../core/play/open";
import type { OpenPlan } from "../../../core/play/port";
import { DIERANK_OPEN_ALLOW } from "./allow";
import { openAttackStep, parseAttackChoices, type OpenSnapshot } from "./open";

export function planDierankOpen(snap: OpenSnapshot, request: OpenRequest): OpenPlan {
  const choices = parseAttackChoices(request.choices);
  const { card, writes } = openAttackStep(snap, choices, request.faces);
  return { type: "dierankAttack", cards: [{ card }], writes, allow: DIERANK_OPEN_ALLOW, rollMode: choices.rollMode };
}
