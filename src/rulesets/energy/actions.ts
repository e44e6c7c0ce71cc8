import { post, systemOf } from "../../foundry/docs";
import { combatantOf } from "../../foundry/lookup";
import { checkOutcome } from "../../core/play/guard";
import { writeOutcome } from "../../foundry/play/cards";
import { sideDocs, type Sides } from "../../foundry/play/sides";
import { notifyError } from "../../foundry/play/press";
import { conditionsOf, derivedOf, plainActor, plainItem } from "./adapter";
import { pay } from "./pay";
import { actionDone, actionStep, ENERGY_ACTION_ALLOW, type ActionId, type ActionSnapshot } from "./play/action";
import type { EnergyDerived } from "./rules/derived";
import { SIZE_CHART } from "./rules/size";
import { removeCondition } from "./conditions";
import { rollInitiativeFromSheet } from "./rolls";
import { abilityUseContent } from "./ability-use";
import { askMove } from "./move-dialog";
import { ENERGY_CARDS } from "./chat";
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
    const plan = actionStep(snap, id, choice);
    if (plan.pay && (await pay(actor, plan.pay.order, plan.pay.extra)) === false) return "refused";
    for (const note of plan.notes) ui.notifications?.info(game.i18n!.localize(note));
    const roll = plan.chance ? await new foundry.dice.Roll("1d20").evaluate() : null;
    const done = actionDone(snap, id as ActionId, roll ? (roll.total ?? 1) : null);
    const sides: Sides = { attacker: actor, defender: actor };
    checkOutcome(done.outcome, ENERGY_ACTION_ALLOW, sideDocs(sides), { kind: "gm" });
    // Only conditions applied in their own right are taken off; a daughter goes with its parent.
    await writeOutcome(ENERGY_CARDS.setStatus, sides, { ...done.outcome, statuses: [] });
    for (const change of done.outcome.statuses) await removeCondition(actor, change.id);
    const speaker = ChatMessage.getSpeaker({ actor });
    if (roll && done.chance) await roll.toMessage({ speaker, flavor: game.i18n!.format(done.chance.key, { name: escapeHtml(done.chance.data.name ?? "") }) });
    if (done.used && item) await post({ speaker, content: abilityUseContent(item.name, systemOf<{ description?: string }>(item).description ?? "") });
    if (done.outside) ui.notifications?.info(game.i18n!.localize("MANIFOLD.energy.Sheet.OutsideCombat"));
    return "done";
  } catch (err) {
    notifyError(err);
    return "refused";
  }
}
