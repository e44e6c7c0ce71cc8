/**
 * What opening an energy attack posts and writes, over what the port read of the documents: one
 * card per target, each paid for on its own before it is posted, then the weapon unloaded or let
 * go. The shared open flow pays, posts and writes, on Foundry and over the scenario table alike.
 */
import type { OpenRequest } from "../../../core/play/open";
import type { OpenPlan } from "../../../core/play/port";
import { ENERGY_OPEN_ALLOW } from "./allow";
import { openAttackStep, parseAttackChoices, type OpenSnapshot } from "./open";

export function planEnergyOpen(snap: OpenSnapshot, request: OpenRequest): OpenPlan {
  const choices = parseAttackChoices(request.choices, snap);
  const { attacks, items } = openAttackStep(snap, choices, request.faces);
  return { type: "energyAttack", cards: attacks.map(({ card, pay }) => ({ card, pay })), writes: items, allow: ENERGY_OPEN_ALLOW, rollMode: choices.rollMode };
}
