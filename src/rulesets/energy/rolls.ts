import type { RollRequest } from "../../core/roll-options";
import { inForce } from "../../core/status";
import { askRoll } from "../../foundry/roll-dialog";
import { ExplodingRoll } from "../../foundry/dice/exploding-roll";
import { combatantOf } from "../../foundry/lookup";
import { combatantSystem, conditionsOf, derivedOf, plainActor } from "./adapter";
import { ENERGY_STATUSES } from "./rules/conditions";
import type { EnergyDerived } from "./rules/derived";
import { initiativeUpdate } from "./rules/initiative";
import { longRest, shortRest } from "./rules/rest";
import { initiativeFormula } from "./settings";
import { RuleError } from "./rules/errors";
import type { AbilitySystem } from "./rules/types";
import { removeCondition } from "./conditions";
import { defenseRollStep } from "./play/defense";
import { notify } from "../../foundry/notify";

const EDGE_LABELS = { up: "MANIFOLD.energy.Card.Advantage", down: "MANIFOLD.energy.Card.Disadvantage" };

/** A Defense roll from the sheet: the step says which exploding die, bonus and edge; Foundry throws it. */
export async function rollDefense(actor: Actor.Implementation, key: string, request: RollRequest): Promise<void> {
  const derived = derivedOf<EnergyDerived>(actor);
  if (!derived) return;
  const label = `MANIFOLD.energy.Defense.${key}`;
  const choices = await askRoll(game.i18n!.localize(label), request, { edgeLabels: EDGE_LABELS });
  if (!choices) return;
  let throwing;
  try {
    throwing = defenseRollStep({ derived, conditions: inForce(ENERGY_STATUSES, conditionsOf(actor)) }, { key, edge: choices.edge, modifier: choices.modifier });
  } catch (err) {
    if (err instanceof RuleError) return void notify("error", err.key, err.data);
    throw err;
  }
  const roll = await ExplodingRoll.throwChain({ faces: throwing.faces, edge: throwing.edge, bonus: throwing.bonus, label: throwing.label });
  await roll.toMessage({ speaker: ChatMessage.getSpeaker({ actor }), flavor: game.i18n!.localize(throwing.label) }, { rollMode: choices.rollMode as never });
}

/** The Initiative roll of the round from the sheet: once per round (energy.round.5). */
export async function rollInitiativeFromSheet(actor: Actor.Implementation): Promise<void> {
  const combatant = combatantOf(actor);
  if (!combatant) return void ui.notifications?.warn(game.i18n!.localize("MANIFOLD.energy.Sheet.NotInCombat"));
  if (combatantSystem(combatant).initiativeUsed) return void ui.notifications?.warn(game.i18n!.localize("MANIFOLD.energy.Error.InitiativeUsed"));
  const total = await throwInitiative(actor);
  await combatant.update(initiativeUpdate(total) as never);
}

/** Throws `1d20 + Initiative` (the world setting) with Foundry and posts it. */
export async function throwInitiative(actor: Actor.Implementation): Promise<number> {
  const bonus = derivedOf<EnergyDerived>(actor)?.initiative.total ?? 0;
  const roll = new foundry.dice.Roll(initiativeFormula().replace(/@initiative/g, String(bonus)));
  await roll.evaluate();
  await roll.toMessage({ speaker: ChatMessage.getSpeaker({ actor }), flavor: game.i18n!.localize("MANIFOLD.energy.Initiative.Roll") });
  return roll.total ?? 0;
}

/** Short or Long Rest from the sheet; a Short Rest asks how many Recovery Surges to spend. */
export async function takeRest(actor: Actor.Implementation, kind: string): Promise<void> {
  const derived = derivedOf<EnergyDerived>(actor);
  if (!derived) return;
  const system = plainActor(actor).system;
  const input = {
    system,
    maxAura: derived.auraStrength,
    maxStamina: derived.maxStamina,
    maxSurges: derived.recoverySurges,
    recoveryValue: derived.recoveryValue,
    abilities: actor.items.contents.filter((i) => (i.type as string) === "energyAbility").map((i) => ({ id: i.id ?? "", system: i.system as unknown as AbilitySystem })),
  };
  let result;
  try {
    if (kind === "long") result = longRest(input);
    else {
      const answer = await foundry.applications.api.DialogV2.input({
        window: { title: "MANIFOLD.energy.Rest.Short" },
        content: `<div class="form-group"><label>${game.i18n!.format("MANIFOLD.energy.Rest.Surges", { have: String(system.surges.value), value: String(derived.recoveryValue) })}</label><input type="number" name="surges" value="0" min="0" max="${system.surges.value}" step="1"></div>`,
      } as never);
      if (!answer) return;
      result = shortRest(input, Number((answer as Record<string, unknown>).surges ?? 0));
    }
  } catch (err) {
    if (err instanceof RuleError) return void notify("error", err.key, err.data);
    throw err;
  }
  await actor.update(result.actor as never);
  if (result.items.length) await actor.updateEmbeddedDocuments("Item", result.items as never);
  for (const id of result.ends) await removeCondition(actor, id);
  notify("info", kind === "long" ? "MANIFOLD.energy.Rest.LongDone" : "MANIFOLD.energy.Rest.ShortDone", { name: actor.name });
}
