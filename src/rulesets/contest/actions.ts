/**
 * The sheet's combat actions besides Strike and Grapple: Dash, Disengage, Search, Manipulate, the
 * free action (play/action.ts), and Use Magic for a spell without the Attack trait (play/cast.ts,
 * contest.action.8, reaction.4). Each is paid on the active GM's client, one payment at a time per
 * combat and never beside the round's reset (the combat takes the same key), so a payment made as
 * a round begins never writes over the fresh round's AP. Then the actor's own client rolls.
 */
import type { RollRequest } from "../../core/roll-options";
import { RuleError } from "../../core/errors";
import type { AllowList } from "../../core/play/guard";
import { pay as payFlow, payFor, type PayRules } from "../../core/play/pay";
import type { Outcome } from "../../core/play/types";
import { escapeHtml } from "../../core/html";
import { askRoll } from "../../foundry/roll-dialog";
import { RollUnderRoll } from "../../foundry/dice/roll-under-roll";
import { combatantOf } from "../../foundry/lookup";
import { foundryPort } from "../../foundry/play/port";
import { poolsLockOf } from "../../foundry/play/pools";
import { notifyError } from "../../foundry/play/press";
import { registerHandler } from "../../foundry/play/transport";
import { combatantSystem, derivedOf, plainActor, plainItem } from "./adapter";
import { castStep } from "./play/cast";
import { ACTION_ALLOW, parseSheetAction, sheetActionStep, type ActionResult, type SheetAction } from "./play/action";
import { CONTEST_ALLOW } from "./play/allow";
import { promptCasting } from "./canvas";
import { skillTestEdge } from "./rules/skill-test";
import type { SpellItem } from "./rules/types";
import { post, rollToChat } from "../../foundry/docs";
import { castSummary, searchSummary } from "./play/dialog";

/** What is paid for: a sheet action, or casting the actor's spell item `item`. */
type PayOrder = { kind: "action"; action: SheetAction } | { kind: "cast"; item: string };

interface Paid {
  chat: ActionResult["chat"];
  test: ActionResult["test"];
  /** a cast off the caster's turn, as a reaction */
  reaction: boolean;
  /** the cast provokes the foes whose reach the caster is in (contest.oppo.4) */
  provokes: boolean;
}

function parseOrder(raw: unknown): PayOrder {
  const o = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  if (o.kind === "action") return { kind: "action", action: parseSheetAction(o.action) };
  if (o.kind === "cast" && typeof o.item === "string") return { kind: "cast", item: o.item };
  throw new RuleError("MANIFOLD.Query.Malformed", { what: "order" });
}

/** The actor as a sheet action's step reads it; null without derived data. */
function actionSnapshot(actor: Actor.Implementation) {
  const combatant = combatantOf(actor);
  const derived = derivedOf(actor);
  if (!derived) return null;
  return {
    name: actor.name,
    speed: plainActor(actor).system.speed,
    derived,
    statuses: [...actor.statuses],
    combatant: combatant ? combatantSystem(combatant) : null,
    onOwnTurn: !!combatant && combatant.combat?.combatant?.id === combatant.id,
  };
}

/** The step for one order, over the actor and its combatant as they stand now. */
function decide(actor: Actor.Implementation, order: PayOrder): { outcome: Outcome<null>; allow: AllowList; result: Paid } {
  const combatant = combatantOf(actor);
  const system = combatant ? combatantSystem(combatant) : null;
  const onOwnTurn = !!combatant && combatant.combat?.combatant?.id === combatant.id;
  const statuses = [...actor.statuses];
  if (order.kind === "action") {
    const derived = derivedOf(actor);
    if (!derived) throw new RuleError("MANIFOLD.Query.NotAnActor", {});
    const result = sheetActionStep({ name: actor.name, speed: plainActor(actor).system.speed, derived, statuses, combatant: system, onOwnTurn }, order.action);
    return { outcome: result.outcome, allow: ACTION_ALLOW, result: { chat: result.chat, test: result.test, reaction: false, provokes: false } };
  }
  const item = actor.items.get(order.item);
  if (!item || (item.type as string) !== "contestSpell") throw new RuleError("MANIFOLD.Query.NoItem", {});
  const result = castStep({ spell: (plainItem(item) as SpellItem).system, combatant: system, onOwnTurn, statuses });
  return { outcome: result.outcome, allow: CONTEST_ALLOW, result: { chat: null, test: null, reaction: result.reaction, provokes: result.provokes } };
}

/** Contest payments as the shared pay flow runs them: on the active GM's client, under the combat's pools lock. */
const CONTEST_PAY: PayRules<Actor.Implementation, PayOrder, Paid> = {
  op: "contestPay",
  fits: (actor) => (actor.type as string).startsWith("contest"),
  parse: parseOrder,
  lock: poolsLockOf,
  decide,
};

const pay = (actor: Actor.Implementation, order: PayOrder) => payFlow(foundryPort, CONTEST_PAY, actor, order);

/** The active GM pays for a player who owns the actor; the payload is read again, nothing believed. */
export function registerPayHandler(): void {
  registerHandler(CONTEST_PAY.op, (payload, senderId) => payFor(foundryPort, CONTEST_PAY, payload, senderId));
}

/** A test of `skill` at `target`, rolled on this client with the dialog's choices. */
async function rollTest(actor: Actor.Implementation, skill: "observation" | SpellItem["system"]["skill"], target: number, label: string, choices: NonNullable<Awaited<ReturnType<typeof askRoll>>>): Promise<void> {
  const derived = derivedOf(actor);
  if (!derived) return;
  const roll = RollUnderRoll.forTest({ target: target + choices.modifier, edge: skillTestEdge(skill, choices.edge, derived), label });
  await roll.evaluate();
  await rollToChat(roll, { speaker: ChatMessage.getSpeaker({ actor }), flavor: label }, choices.rollMode);
}

/** A sheet action: Search asks its dialog first, then every action is paid, then told or rolled. */
export async function takeAction(actor: Actor.Implementation, id: string, request: RollRequest): Promise<void> {
  const i18n = game.i18n!;
  try {
    const action = parseSheetAction(id);
    const label = i18n.localize(`MANIFOLD.contest.Action.${action}`);
    const snap = actionSnapshot(actor);
    // Search is an Observation test: its dialog names the target number and the AP it costs.
    const choices = action === "search" && snap ? await askRoll(label, request, { summary: (c) => searchSummary(snap, c) }) : null;
    if (action === "search" && !choices) return;
    const paid = await pay(actor, { kind: "action", action });
    if (paid.chat) {
      const data = Object.fromEntries(Object.entries(paid.chat.data).map(([k, v]) => [k, typeof v === "string" ? escapeHtml(v) : String(v)]));
      await post({ speaker: ChatMessage.getSpeaker({ actor }), content: `<p>${i18n.format(paid.chat.key, data)}</p>` });
    }
    if (paid.test && choices) await rollTest(actor, paid.test.skill, paid.test.target, label, choices);
  } catch (err) {
    notifyError(err);
  }
}

/** Use Magic from the sheet for a spell without the Attack trait: the dialog, the payment, the test, the prompt. */
export async function castSpell(actor: Actor.Implementation, item: Item.Implementation, request: RollRequest): Promise<void> {
  const derived = derivedOf(actor);
  if (!derived || (item.type as string) !== "contestSpell") return;
  const spell = plainItem(item) as SpellItem;
  const snap = actionSnapshot(actor);
  const choices = await askRoll(item.name, request, { summary: (c) => castSummary({ ...snap!, spell: spell.system }, c) });
  if (!choices) return;
  let paid: Paid;
  try {
    paid = await pay(actor, { kind: "cast", item: item.id ?? "" });
  } catch (err) {
    return notifyError(err);
  }
  const skill = spell.system.skill;
  const label = game.i18n!.format(paid.reaction ? "MANIFOLD.contest.Casting.FlavorReaction" : "MANIFOLD.contest.Casting.Flavor", { caster: escapeHtml(actor.name), spell: escapeHtml(item.name) });
  await rollTest(actor, skill, derived.skills[skill].total, label, choices);
  if (paid.provokes) await promptCasting(actor, spell);
}
