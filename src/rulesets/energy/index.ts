import type { RulesetDefinition } from "../../foundry/ruleset";
import type { ManifoldModel } from "../../foundry/data/model";
import { ExplodingRoll } from "../../foundry/dice/exploding-roll";
import { energyRules } from "./rules/definition";
import { prepareStep } from "./play/prepare";
import type { EnergyActor, EnergyItem } from "./rules/types";
import { EnergyActorSheet } from "./sheets/actor-sheet";
import { EnergyItemSheet } from "./sheets/item-sheet";
import { energyCombat } from "./combat";
import { ENERGY_CARDS, renderEnergyCard } from "./chat";
import { openEnergyAttack } from "./attack";
import { registerPayHandler } from "./pay";
import { registerInitiativeHandler } from "./initiative";
import { registerEnergySettings } from "./settings";
import { registerEnergyHooks } from "./hooks";

const T = "systems/manifold/templates";

/**
 * Derived values after ActiveEffects: the same pure function the tests call. The pool maxima are
 * derived too (Aura Strength, Constitution, Recovery Surges), so token bars show them.
 */
function deriveCreature(model: ManifoldModel): void {
  const actor = model.parent as unknown as Actor.Implementation | null;
  if (!actor) return;
  const items = actor.items.contents.map((i) => ({ id: i.id ?? undefined, name: i.name, type: i.type, system: i.system }) as unknown as EnergyItem);
  const { derived, maxima } = prepareStep({ type: actor.type, system: model as unknown as EnergyActor["system"], items, statuses: actor.statuses });
  const pools = model as unknown as { aura: { max: number }; stamina: { max: number }; surges: { max: number } };
  pools.aura.max = maxima.aura;
  pools.stamina.max = maxima.stamina;
  pools.surges.max = maxima.surges;
  model.derived = derived as unknown as Record<string, unknown>;
}

export const energy: RulesetDefinition = {
  rules: energyRules,
  derive: { energyCharacter: deriveCreature, energyNpc: deriveCreature },
  actorSheets: { energyCharacter: EnergyActorSheet as never, energyNpc: EnergyActorSheet as never },
  itemSheets: {
    energyWeapon: EnergyItemSheet as never,
    energyRanged: EnergyItemSheet as never,
    energyArmor: EnergyItemSheet as never,
    energyShield: EnergyItemSheet as never,
    energyAbility: EnergyItemSheet as never,
  },
  combat: energyCombat,
  rolls: [ExplodingRoll],
  templates: [
    `${T}/energy/chat/attack-card.hbs`,
    `${T}/energy/actor/item-controls.hbs`,
    `${T}/energy/dialog/attack.hbs`,
    `${T}/shared/dice/exploding.hbs`,
    `${T}/shared/dialog/roll-dialog.hbs`,
    `${T}/shared/dialog/odds.hbs`,
    `${T}/shared/combat/tracker-resources.hbs`,
  ],
  renderCard: renderEnergyCard,
  cards: ENERGY_CARDS,
  openAttack: openEnergyAttack,
  registerSettings: registerEnergySettings,
  init() {
    registerEnergyHooks();
    registerPayHandler();
    registerInitiativeHandler();
  },
};
