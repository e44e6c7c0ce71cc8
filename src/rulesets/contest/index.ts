import type { RulesetDefinition } from "../../foundry/ruleset";
import type { ManifoldModel } from "../../foundry/data/model";
import { RollUnderRoll } from "../../foundry/dice/roll-under-roll";
import { contestRules } from "./rules/definition";
import { prepareStep } from "./play/prepare";
import type { ContestActor, ContestItem } from "./rules/types";
import { ContestActorSheet } from "./sheets/actor-sheet";
import { ContestItemSheet } from "./sheets/item-sheet";
import { contestCombat } from "./combat";
import { CONTEST_CARDS, renderAttackCard } from "./chat";
import { openStrike } from "./strike";
import { registerOpportunityPrompts } from "./canvas";
import { registerPayHandler } from "./actions";
import { openGrapple, registerGrappleHold } from "./grapple";
import { registerContestSettings } from "./settings";

const T = "systems/manifold/templates";

/** Derived values after ActiveEffects: the same pure function the tests call. */
function deriveCreature(model: ManifoldModel): void {
  const actor = model.parent as unknown as Actor.Implementation | null;
  if (!actor) return;
  const items = actor.items.contents.map((i) => ({ id: i.id ?? undefined, name: i.name, type: i.type, system: i.system }) as unknown as ContestItem);
  model.derived = prepareStep({ type: actor.type, system: model as unknown as ContestActor["system"], items }) as unknown as Record<string, unknown>;
}

export const contest: RulesetDefinition = {
  rules: contestRules,
  derive: { contestCharacter: deriveCreature, contestNpc: deriveCreature },
  actorSheets: { contestCharacter: ContestActorSheet as never, contestNpc: ContestActorSheet as never },
  itemSheets: {
    contestWeapon: ContestItemSheet as never,
    contestArmor: ContestItemSheet as never,
    contestShield: ContestItemSheet as never,
    contestStyle: ContestItemSheet as never,
    contestSpell: ContestItemSheet as never,
  },
  combat: contestCombat,
  rolls: [RollUnderRoll],
  templates: [
    `${T}/contest/chat/attack-card.hbs`,
    `${T}/contest/chat/grapple-card.hbs`,
    `${T}/contest/chat/test-result.hbs`,
    `${T}/shared/dice/roll-under.hbs`,
    `${T}/shared/dialog/roll-dialog.hbs`,
    `${T}/shared/dialog/odds.hbs`,
    `${T}/shared/combat/tracker-resources.hbs`,
  ],
  renderCard: renderAttackCard,
  cards: CONTEST_CARDS,
  // A grapple opens its own card; everything else the sheet opens is a Strike.
  openAttack: (opening) => (opening.request.how.action === "grapple" ? openGrapple(opening) : openStrike(opening)),
  registerSettings: registerContestSettings,
  init() {
    registerOpportunityPrompts();
    registerGrappleHold();
    registerPayHandler();
  },
};
