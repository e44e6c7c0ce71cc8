import type { RollRequest } from "../../core/roll-options";
import type { ActionEnd } from "./sheets/stamina-toggle";
import { inForce } from "../../core/status";
import { conditionsOf, derivedOf, plainActor, plainItem, combatantSystem } from "./adapter";
import { askAttack } from "./dialog";
import { requestOpen, type Opening } from "../../foundry/play/open";
import { privacyFor } from "../../foundry/chat/card-buttons";
import { notifyError } from "../../foundry/play/press";
import { notify } from "../../foundry/notify";
import { throwNeeds } from "../../foundry/play/throw";
import { combatantOf } from "../../foundry/lookup";
import { positions } from "./canvas";
import { ENERGY_STATUSES } from "./rules/conditions";
import type { EnergyDerived } from "./rules/derived";
import { attackDice, attackOf, enhancersOf, planAttackCards, type AttackDialogResult, type OpenCreature, type OpenItem, type OpenSnapshot } from "./play/open";
import { attackSummary } from "./play/dialog";
import type { AttackChoices } from "./rules/plan";
import { targetsOf, tokenDocsOf } from "../../foundry/docs";

function itemsOf(actor: Actor.Implementation): OpenItem[] {
  return actor.items.contents.map((i) => ({ ...plainItem(i), id: i.id ?? "", uuid: i.uuid }) as OpenItem);
}

function creature(actor: Actor.Implementation, name = actor.name): OpenCreature {
  return {
    uuid: actor.uuid,
    name,
    img: actor.img ?? "",
    system: plainActor(actor).system,
    derived: derivedOf<EnergyDerived>(actor)!,
    conditions: inForce(ENERGY_STATUSES, conditionsOf(actor)),
    items: itemsOf(actor),
  };
}

function defending(actor: Actor.Implementation): boolean {
  const combatant = combatantOf(actor);
  return combatant ? combatantSystem(combatant).defending : false;
}

/** The step's snapshot: the attacker, its items, and each target with its place on the canvas. */
function snapshotOf(attacker: Actor.Implementation, attackerToken: TokenDocument.Implementation | null, item: string, how: { mode: string; maneuver?: string }, targets: readonly TokenDocument.Implementation[]): OpenSnapshot {
  const from = attackerToken?.object as Token.Implementation | undefined;
  return {
    attacker: creature(attacker),
    item,
    how,
    targets: targets.map((token) => ({
      ...creature(token.actor!, token.name ?? token.actor!.name),
      ...positions(from, (token.object ?? undefined) as Token.Implementation | undefined),
      defending: defending(token.actor!),
    })),
    round: combatantOf(attacker)?.combat?.round ?? undefined,
  };
}

/**
 * An attack from the sheet: the dialog (naming each target with the AV against its defence and the
 * total cost), then one attack per targeted token. The Combat or Hit roll
 * of each is thrown here; whoever opens the cards checks the dice, pays each attack and posts it.
 * Says whether it went ahead, for the sheet's "pay 1 Energy with Stamina" box.
 */
export async function startAttack(actor: Actor.Implementation, item: Item.Implementation | null, how: { mode: string; maneuver?: string }, request: RollRequest, staminaForEnergy = false): Promise<ActionEnd> {
  const targets = targetsOf();
  if (targets.length === 0) {
    ui.notifications?.warn(game.i18n!.localize("MANIFOLD.energy.Card.NoTarget"));
    return "cancelled";
  }
  try {
    const attackerToken = tokenDocsOf(actor)[0] ?? null;
    const snap = snapshotOf(actor, attackerToken, item?.id ?? "", how, targets);
    const { mode, maneuver, item: used } = attackOf(snap);
    const title = used?.name ?? game.i18n!.localize(mode === "maneuver" ? `MANIFOLD.energy.Maneuver.${maneuver}` : "MANIFOLD.energy.Card.Mode.unarmed");
    const enhancers = enhancersOf(snap.attacker.items);
    // The dialog's odds come from the same planning the attack makes below, for its current choices.
    const live = { plan: (c: AttackChoices) => planAttackCards(snap, c).cards, targets: snap.targets.map((t) => t.name), summary: (c: AttackDialogResult) => attackSummary(snap, c) };
    const choices = await askAttack(title, request, { mode, maneuver, swift: how.mode === "swift" }, enhancers, live, staminaForEnergy);
    if (!choices) return "cancelled";
    const planned = planAttackCards(snap, choices);
    for (const w of planned.warnings) notify("warn", w.key, w.data);
    const faces = await throwNeeds(attackDice(planned.cards), privacyFor(choices.rollMode));
    const picked = enhancers.filter((e) => (choices.enhancements ?? []).some((c) => c.name === e.name)).map((e) => e.id);
    const opened = await requestOpen({
      attacker: actor.uuid,
      item: item?.id ?? "",
      targets: targets.map((t) => t.uuid),
      how: { mode: how.mode, maneuver: how.maneuver ?? "" },
      choices: { ...choices, enhancements: picked },
      faces,
    });
    return opened ? "done" : "refused";
  } catch (err) {
    notifyError(err);
    return "refused";
  }
}

/** The attack as this client reads it, for the shared open flow: the attacker, its items, and each target with its place. */
export function energyOpenSnapshot(opening: Opening): OpenSnapshot {
  const how = { mode: opening.request.how.mode ?? "", maneuver: opening.request.how.maneuver ?? "" };
  return snapshotOf(opening.attacker, opening.attackerToken, opening.item ?? "", how, opening.targets);
}
