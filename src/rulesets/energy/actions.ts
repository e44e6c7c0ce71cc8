import { combatantOf } from "../../foundry/lookup";
import { conditionsOf, plainActor } from "./adapter";
import { pay, payCost } from "./pay";
import { ACTIONS, shakenFumbles, stowAction, type ActionCost, type ActionId } from "./rules/economy";
import { abilityOrder, actionOrder } from "./play/pay";
import { defendRemoves } from "./rules/conditions";
import type { AbilitySystem, RangedSystem, WeaponSystem } from "./rules/types";
import { removeCondition } from "./conditions";
import { rollInitiativeFromSheet } from "./rolls";
import { abilityUseContent } from "./ability-use";
import { escapeHtml } from "../../core/html";
import { notify } from "../../foundry/notify";

/**
 * A sheet action in combat: pays its cost and does what it does. Outside combat an action costs
 * nothing and only its effect on conditions applies.
 */
export async function takeAction(actor: Actor.Implementation, id: string, item?: Item.Implementation, staminaForEnergy = false): Promise<void> {
  if (id === "initiative") return rollInitiativeFromSheet(actor);
  if (id === "catchBreath") {
    await pay(actor, { kind: "catchBreath" });
    return;
  }
  if (id === "agileMove") {
    await pay(actor, { kind: "agileMove" });
    return;
  }
  if (id === "load" && item) {
    const s = item.system as unknown as RangedSystem;
    if ((await payCost(actor, { energy: s.loadCost })) === false) return;
    if (!(await shakenHolds(actor, item))) return;
    await item.update({ "system.loaded": true } as never);
    return;
  }
  if (id === "stow" && item) {
    if ((await payCost(actor, stowAction((item.system as unknown as WeaponSystem).sidearm))) === false) return;
    if (await shakenHolds(actor, item)) await item.update({ "system.equipped": !(item.system as unknown as WeaponSystem).equipped } as never);
    return;
  }
  if (id === "ability" && item) return useAbility(actor, item);
  if (!Object.hasOwn(ACTIONS, id)) return;
  const cost: ActionCost = ACTIONS[id as ActionId];
  // The pay step decides Defend: taking it, and ending it once the metres moved pass Speed (energy.action.9).
  const { order, extra } = actionOrder(cost, staminaForEnergy, id === "defend");
  const paid = await pay(actor, order, extra);
  if (paid === false) return;
  if (id === "defend") for (const condition of defendRemoves(conditionsOf(actor))) await removeCondition(actor, condition);
  for (const condition of cost.ends ?? []) await removeCondition(actor, condition);
  if (!combatantOf(actor)) ui.notifications?.info(game.i18n!.localize("MANIFOLD.energy.Sheet.OutsideCombat"));
}

/** Shaken hands fumble: a Chance roll of 5 or more keeps hold of the item (energy.cond.3). */
async function shakenHolds(actor: Actor.Implementation, item: Item.Implementation): Promise<boolean> {
  if (!actor.statuses.has("shaken")) return true;
  const roll = await new foundry.dice.Roll("1d20").evaluate();
  const fumbled = shakenFumbles(roll.total ?? 1);
  await roll.toMessage({ speaker: ChatMessage.getSpeaker({ actor }), flavor: game.i18n!.format(fumbled ? "MANIFOLD.energy.Sheet.Fumbled" : "MANIFOLD.energy.Sheet.Held", { name: escapeHtml(item.name) }) });
  if (fumbled) await item.update({ "system.equipped": false } as never);
  return !fumbled;
}

/** An ability: its Energy (and Stamina) cost and one use, refused when none is left. */
async function useAbility(actor: Actor.Implementation, item: Item.Implementation): Promise<void> {
  const s = item.system as unknown as AbilitySystem;
  if (s.uses.max > 0 && s.uses.value < 1) return void notify("warn", "MANIFOLD.energy.Error.NoUses", { name: item.name });
  const { order, extra } = abilityOrder(s);
  const paid = await pay(actor, order, extra);
  if (paid === false) return;
  if (paid === null && s.staminaCost > 0) {
    const stamina = plainActor(actor).system.stamina.value;
    if (stamina < s.staminaCost) return void notify("error", "MANIFOLD.energy.Error.NotEnoughStamina", { need: s.staminaCost, have: stamina });
    await actor.update({ "system.stamina.value": stamina - s.staminaCost } as never);
  }
  if (s.uses.max > 0) await item.update({ "system.uses.value": s.uses.value - 1 } as never);
  await ChatMessage.create({ speaker: ChatMessage.getSpeaker({ actor }), content: abilityUseContent(item.name, (item.system as unknown as { description?: string }).description ?? "") } as never);
}
