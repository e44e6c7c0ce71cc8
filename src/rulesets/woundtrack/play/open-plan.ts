/**
 * What opening a Wound Track attack posts and writes, over what the port read of the documents: the
 * card with the check its attacker threw, and the attacker's own writes (the action's AP, a
 * critical's initiative). The shared open flow checks, posts and writes, on Foundry and over the
 * scenario table alike.
 */
import type { OpenRequest } from "../../../core/play/open";
import type { OpenPlan } from "../../../core/play/port";
import { WOUNDTRACK_OPEN_ALLOW } from "./allow";
import { openAttackStep, parseAttackChoices, type OpenSnapshot } from "./open";

export function planWoundtrackOpen(snap: OpenSnapshot, request: OpenRequest): OpenPlan {
  const choices = parseAttackChoices(request.choices);
  const { card, writes } = openAttackStep(snap, choices, request.faces);
  return { type: "woundtrackAttack", cards: [{ card }], writes, allow: WOUNDTRACK_OPEN_ALLOW, rollMode: choices.rollMode };
}
