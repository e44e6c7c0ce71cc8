/**
 * What opening a Wound Track attack posts and writes, over what the port read of the documents: the
 * card with the check its attacker threw, and the attacker's own writes (the action's AP, a
 * critical's initiative). A hindrance or a tending opens a check card instead. The shared open flow checks, posts and writes, on Foundry and over the
 * scenario table alike.
 */
import type { OpenRequest } from "../../../core/play/open";
import type { OpenPlan } from "../../../core/play/port";
import { WOUNDTRACK_OPEN_ALLOW } from "./allow";
import { openAttackStep, parseAttackChoices, type OpenSnapshot } from "./open";
import { CARD_AUTOMATIONS, openCheckStep } from "./check-open";

export function planWoundtrackOpen(snap: OpenSnapshot, request: OpenRequest): OpenPlan {
  const item = snap.attacker.side.items.find((i) => i.id === snap.item);
  if (item?.type === "woundtrackAction" && CARD_AUTOMATIONS.includes(item.system.automation)) {
    const { card, writes, rollMode } = openCheckStep(snap, request.choices, request.faces);
    return { type: "woundtrackCheck", cards: [{ card }], writes, allow: WOUNDTRACK_OPEN_ALLOW, rollMode };
  }
  const choices = parseAttackChoices(request.choices);
  const { card, writes } = openAttackStep(snap, choices, request.faces);
  return { type: "woundtrackAttack", cards: [{ card }], writes, allow: WOUNDTRACK_OPEN_ALLOW, rollMode: choices.rollMode };
}
