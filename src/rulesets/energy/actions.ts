import { post, systemOf } from "../../foundry/docs";
import { combatantOf } from "../../foundry/lookup";
import { foundryPort } from "../../foundry/play/port";
import { notifyError } from "../../foundry/play/press";
import { conditionsOf, derivedOf, plainActor, plainItem } from "./adapter";
import { ENERGY_PAY } from "./pay";
import { actFlow } from "./play/act";
import type { ActionSnapshot } from "./play/action";
import type { EnergyDerived } from "./rules/derived";
import { SIZE_CHART } from "./rules/size";
import { rollInitiativeFromSheet } from "./initiative";
import { abilityUseContent } from "./ability-use";
import { askMove } from "./move-dialog";
import { escapeHtml } from "../../core/html";
import { requestFromClick, type RollRequest } from "../../core/roll-options";
import type { ActionEnd } from "./sheets/stamina-toggle";

function snapshot(actor: Actor.Implementation, item: Item.Implementation | undefined): ActionSnapshot {
  const { system } = plainActor(actor);
  return {
    statuses: [...conditionsOf(actor)],
    inCombat: !!combatantOf(actor),
    speed: derivedOf<EnergyDerived>(actor)?.speed ?? system.speed,
    jump: SIZE_CHART[system.size]?.jump ?? 0,
    leg: derivedOf<EnergyDerived>(actor)?.leg.total ?? 0,
    stamina: system.stamina.value,
    item: item ? plainItem(item) : null,
  };
}

/**
 * A sheet action: the action step says what it costs, the pay step pays it (in combat only, 1 of
 * its Energy with Stamina when the sheet's box says so), a
 * Shaken hand throws its Chance roll, and the step's outcome is written: the item, the
 * conditions the action ends, the chat lines. Says whether it went ahead, for the sheet's box.
 */
export async function takeAction(actor: Actor.Implementation, id: string, item?: Item.Implementation, staminaForEnergy = false, request: RollRequest = requestFromClick(undefined)): Promise<ActionEnd> {
  if (id === "initiative") {
    // Initiative is paid with nothing: the box waits for an action that costs Energy.
    await rollInitiativeFromSheet(actor);
    return "cancelled";
  }
  try {
    const snap = snapshot(actor, item);
    const choice = await askMove(id, snap, snap.inCombat, staminaForEnergy, request);
    if (!choice) return "cancelled";
    let roll: foundry.dice.Roll | null = null;
    const chance = async () => {
      roll = await new foundry.dice.Roll("1d20").evaluate();
      return roll.total ?? 1;
    };
    const { plan, done } = await actFlow(foundryPort, ENERGY_PAY, actor, snap, id, choice, chance);
    for (const note of plan.notes) ui.notifications?.info(game.i18n!.localize(note));
    const speaker = ChatMessage.getSpeaker({ actor });
    if (roll && done.chance) await (roll as foundry.dice.Roll).toMessage({ speaker, flavor: game.i18n!.format(done.chance.key, { name: escapeHtml(done.chance.data.name ?? "") }) });
    if (done.used && item) await post({ speaker, content: abilityUseContent(item.name, systemOf<{ description?: string }>(item).description ?? "") });
    if (done.outside) ui.notifications?.info(game.i18n!.localize("MANIFOLD.energy.Sheet.OutsideCombat"));
    return "done";
  } catch (err) {
    notifyError(err);
    return "refused";
  }
}
