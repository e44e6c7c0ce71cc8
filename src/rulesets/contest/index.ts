import { startStrike } from "./strike";
import type { RulesetDefinition } from "../../foundry/ruleset";
import type { ManifoldModel } from "../../foundry/data/model";
import { RollUnderRoll } from "../../foundry/dice/roll-under-roll";
import { contestRules } from "./rules/definition";
import { prepareStep } from "./play/prepare";
import { ContestActorSheet } from "./sheets/actor-sheet";
import { ContestNpcSheet } from "./sheets/npc-sheet";
import { ContestItemSheet } from "./sheets/item-sheet";
import { contestCombat } from "./combat";
import { CONTEST_CARDS, renderAttackCard } from "./chat";
import { contestOpenWorld } from "./strike";
import { planContestOpen } from "./play/open-plan";
import { CONTEST_MOVEMENT, registerOpportunityPrompts } from "./canvas";
import { registerPayHandler } from "./actions";
import { registerGrappleHold } from "./grapple";
import { registerContestSettings } from "./settings";
import { parentActor } from "../../foundry/docs";
import { modelSystem, plainItems, setDerived } from "./adapter";
import { CONTEST_CONSEQUENCES } from "./play/consequence";
import type { ConsequenceRules } from "../../core/play/consequence";

const T = "systems/manifold/templates";

/** Derived values after ActiveEffects: the same pure function the tests call. */
function deriveCreature(model: ManifoldModel): void {
  const actor = parentActor(model);
  if (!actor) return;
  setDerived(model, prepareStep({ type: actor.type, system: modelSystem(model), items: plainItems(actor) }));
}

export const contest: RulesetDefinition = {
  rules: contestRules,
  derive: { contestCharacter: deriveCreature, contestNpc: deriveCreature },
  actorSheets: { contestCharacter: ContestActorSheet, contestNpc: ContestNpcSheet },
  itemSheets: {
    contestWeapon: ContestItemSheet,
    contestArmor: ContestItemSheet,
    contestShield: ContestItemSheet,
    contestStyle: ContestItemSheet,
    contestSpell: ContestItemSheet,
  },
  combat: contestCombat,
  rolls: [RollUnderRoll],
  templates: [
    `${T}/contest/chat/attack-card.hbs`,
    `${T}/contest/chat/grapple-card.hbs`,
    `${T}/contest/chat/test-result.hbs`,
    `${T}/contest/actor/item-controls.hbs`,
    `${T}/shared/npc/effects.hbs`,
    `${T}/shared/dice/roll-under.hbs`,
    `${T}/shared/dialog/roll-dialog.hbs`,
    `${T}/shared/dialog/odds.hbs`,
    `${T}/shared/dialog/summary.hbs`,
    `${T}/shared/combat/tracker-resources.hbs`,
  ],
  selfTest: { script: async () => (await import("./selftest")).CONTEST_SELF_TEST, attack: (actor, item) => startStrike(actor, item, { fastForward: true, edge: 0 }) },
  renderCard: renderAttackCard,
  cards: CONTEST_CARDS,
  opens: { plan: (opening) => planContestOpen(contestOpenWorld(opening), opening.request) },
  consequences: CONTEST_CONSEQUENCES as ConsequenceRules<unknown>,
  movement: CONTEST_MOVEMENT,
  registerSettings: registerContestSettings,
  init() {
    registerOpportunityPrompts();
    registerGrappleHold();
    registerPayHandler();
  },
};
