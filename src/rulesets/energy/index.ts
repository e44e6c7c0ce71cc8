import { startAttack } from "./attack";
import { ENERGY_MOVEMENT } from "./canvas";
import type { RulesetDefinition } from "../../foundry/ruleset";
import type { ManifoldModel } from "../../foundry/data/model";
import { ExplodingRoll } from "../../foundry/dice/exploding-roll";
import { energyRules } from "./rules/definition";
import { prepareStep } from "./play/prepare";
import { EnergyActorSheet } from "./sheets/actor-sheet";
import { EnergyNpcSheet } from "./sheets/npc-sheet";
import { EnergyItemSheet } from "./sheets/item-sheet";
import { energyCombat } from "./combat";
import { ENERGY_CARDS, renderEnergyCard } from "./chat";
import { energyOpenSnapshot } from "./attack";
import { planEnergyOpen } from "./play/open-plan";
import { ENERGY_PAY, registerPayHandler } from "./pay";
import { registerInitiativeHandler } from "./initiative";
import { registerEnergySettings } from "./settings";
import { registerEnergyHooks } from "./hooks";
import { registerRotationHook } from "./rotation";
import { parentActor } from "../../foundry/docs";
import { modelSystem, plainItem, setDerived } from "./adapter";
import { ENERGY_CONSEQUENCES } from "./play/consequence";
import type { ConsequenceRules } from "../../core/play/consequence";

const T = "systems/manifold/templates";

/**
 * Derived values after ActiveEffects: the same pure function the tests call. The pool maxima are
 * derived too (Aura Strength, Constitution, Recovery Surges), so token bars show them.
 */
function deriveCreature(model: ManifoldModel): void {
  const actor = parentActor(model);
  if (!actor) return;
  const pools = modelSystem(model);
  const { derived, maxima } = prepareStep({ type: actor.type, system: pools, items: actor.items.contents.map(plainItem), statuses: actor.statuses });
  pools.aura.max = maxima.aura;
  pools.stamina.max = maxima.stamina;
  pools.surges.max = maxima.surges;
  setDerived(model, derived);
}

export const energy: RulesetDefinition = {
  rules: energyRules,
  derive: { energyCharacter: deriveCreature, energyNpc: deriveCreature },
  actorSheets: { energyCharacter: EnergyActorSheet, energyNpc: EnergyNpcSheet },
  itemSheets: {
    energyWeapon: EnergyItemSheet,
    energyRanged: EnergyItemSheet,
    energyArmor: EnergyItemSheet,
    energyShield: EnergyItemSheet,
    energyAbility: EnergyItemSheet,
  },
  combat: energyCombat,
  rolls: [ExplodingRoll],
  templates: [
    `${T}/energy/chat/attack-card.hbs`,
    `${T}/energy/actor/item-controls.hbs`,
    `${T}/shared/npc/effects.hbs`,
    `${T}/energy/dialog/attack.hbs`,
    `${T}/energy/dialog/check.hbs`,
    `${T}/energy/dialog/move.hbs`,
    `${T}/energy/actor/stamina-toggle.hbs`,
    `${T}/shared/dice/exploding.hbs`,
    `${T}/shared/dialog/roll-dialog.hbs`,
    `${T}/shared/dialog/odds.hbs`,
    `${T}/shared/dialog/summary.hbs`,
    `${T}/shared/combat/tracker-resources.hbs`,
  ],
  selfTest: { script: async () => (await import("./selftest")).ENERGY_SELF_TEST, attack: (actor, item) => startAttack(actor, item, { mode: "attack" }, { fastForward: true, edge: 0 }) },
  renderCard: renderEnergyCard,
  cards: ENERGY_CARDS,
  opens: { plan: (opening) => planEnergyOpen(energyOpenSnapshot(opening), opening.request), pays: ENERGY_PAY },
  consequences: ENERGY_CONSEQUENCES as ConsequenceRules<unknown>,
  movement: ENERGY_MOVEMENT,
  registerSettings: registerEnergySettings,
  init() {
    registerEnergyHooks();
    registerRotationHook();
    registerPayHandler();
    registerInitiativeHandler();
  },
};
