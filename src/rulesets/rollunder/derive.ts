import type { ManifoldModel } from "../../foundry/data/model";
import { parentActor } from "../../foundry/docs";
import { prepareStep } from "./play/prepare";
import { modelSystem, plainItems, setDerived } from "./adapter";
import type { CharacterSystem } from "./rules/types";

/**
 * A character's derived values after ActiveEffects (Defense with armour and shield, Movement and
 * Stealth, slots used, lethal damage): the same pure step the scenario tests call. The
 * RulesetDefinition names it as `derive.rollunderCharacter`; an NPC derives nothing, its listed
 * Attack and Defense being what the rules read.
 */
export function deriveCharacter(model: ManifoldModel): void {
  const actor = parentActor(model);
  if (!actor) return;
  setDerived(model, prepareStep(modelSystem(model) as CharacterSystem, plainItems(actor)));
}
