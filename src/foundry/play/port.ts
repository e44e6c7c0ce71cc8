/**
 * The play port over Foundry's documents: reads, writes and carries for the flow in
 * src/core/play, and decides nothing. The scenario table implements the same port over plain data.
 */
import { RuleError } from "../../core/errors";
import { escapeHtml } from "../../core/html";
import type { OpenPort, Opening, PortMessage, PortUser, Privacy, TrayPort } from "../../core/play/port";
import type { TrayReceipt } from "../../core/play/tray";
import type { DocKind } from "../../core/play/types";
import { allMessages, messageById, userById } from "../lookup";
import { rulesetForType } from "../registry-access";
import { applyRollMode, post, sceneTokensOf, speaker, targetsOf, tokenByUuid, tokenDocsOf, write } from "../docs";
import { actorAt, docOf } from "./sides";
import { throwNeeds } from "./throw";
import { askGM } from "./transport";

type A = Actor.Implementation;
type T = TokenDocument.Implementation;

/** Where a receipt keeps its ledger: the system's flags on the presser's own message. */
const SCOPE = "manifold";
const KEY = "tray";

function portUser(user: User.Implementation | undefined | null): PortUser | null {
  return user?.id ? { id: user.id, isGM: user.isGM } : null;
}

function privacyOf(message: ChatMessage.Implementation): Privacy {
  return { whisper: [...(message.whisper ?? [])].map(String), blind: !!message.blind };
}

function cardData(message: ChatMessage.Implementation): unknown {
  const card = (message.system as { card?: unknown } | undefined)?.card;
  // A copy: the flow's steps read it, and nothing they do may touch the stored message.
  return card === undefined ? undefined : foundry.utils.deepClone(card);
}

function portMessage(message: ChatMessage.Implementation): PortMessage {
  return { id: message.id ?? "", type: message.type as string, authorId: message.author?.id ?? null, card: cardData(message), privacy: privacyOf(message) };
}

function sceneById(id: string | null): Scene.Implementation | null {
  return id ? ((game.scenes?.get(id) ?? null) as Scene.Implementation | null) : null;
}

function docFor(actor: A, kind: DocKind) {
  return docOf({ attacker: actor, defender: actor }, "attacker", kind);
}

export const foundryPort: OpenPort<A, T> & TrayPort<A> = {
  get me() {
    return game.user?.id ?? "";
  },
  user: (id) => portUser(userById(id)),
  activeGM: () => game.users?.activeGM?.id ?? null,

  actor: (uuid) => actorAt(uuid),
  uuid: (actor) => actor.uuid,
  name: (actor) => actor.name ?? "",
  owns(userId, actor) {
    const user = userById(userId);
    return !!user && (user.isGM || actor.testUserPermission(user, "OWNER"));
  },
  has: (actor, kind) => !!docFor(actor, kind),
  read: (actor, kind, path) => foundry.utils.getProperty(docFor(actor, kind) ?? {}, path),
  stored: (actor, kind, path) => foundry.utils.getProperty(docFor(actor, kind)?._source ?? {}, path),
  hasStatus: (actor, id) => actor.statuses.has(id),
  async write(actor, kind, changes) {
    const doc = docFor(actor, kind);
    if (!doc) throw new RuleError("MANIFOLD.Query.UnknownDocument", { doc: kind });
    await write(doc, changes);
  },
  async setStatus(actor, change) {
    const glue = rulesetForType(actor.type as string)?.cards;
    if (glue) await glue.setStatus(actor, change);
  },

  cards: (type) => rulesetForType(type)?.cards,
  message(id) {
    const message = messageById(id);
    return message ? portMessage(message) : null;
  },
  following: (id, type) => allMessages().filter((m) => m.type === type && (m.system as { card?: { follows?: unknown } } | undefined)?.card?.follows === id).map(portMessage),
  async updateCard(id, card) {
    const message = messageById(id);
    if (message) await write(message, { "system.card": card });
  },
  async postFollower(from, card) {
    const before = messageById(from.id);
    await post({ type: from.type, speaker: before?.speaker, whisper: from.privacy.whisper, blind: from.privacy.blind, system: { card } });
  },
  async deleteMessage(id) {
    await messageById(id)?.delete();
  },
  async effect(type, effect, privacy) {
    const run = rulesetForType(type)?.effects?.[effect.kind];
    if (!run) throw new RuleError("MANIFOLD.Query.UnknownAction", { action: effect.kind });
    await run(privacy);
  },

  askGM,
  throwDice: (needs, privacy) => throwNeeds(needs, privacy),
  async confirm(title, text) {
    const content = `<p>${game.i18n!.localize(text)}</p>`;
    return !!(await foundry.applications.api.DialogV2.confirm({ window: { title }, content }));
  },
  async notice(actor, key, data) {
    // Names are what users typed: escaped into the line, which is whispered to the GMs and owners.
    const safe = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, escapeHtml(v)]));
    const whisper = (game.users?.contents ?? []).filter((u) => u.isGM || actor.testUserPermission(u, "OWNER")).map((u) => u.id!);
    await post({ speaker: speaker(actor), whisper, content: `<p class="manifold notice">${game.i18n!.format(key, safe)}</p>` });
  },

  opens: (actor) => rulesetForType(actor.type as string)?.opens,
  hasItem: (actor, id) => !!actor.items.get(id),
  token(uuid) {
    try {
      return tokenByUuid(uuid);
    } catch {
      return null;
    }
  },
  tokenActor: (token) => (token.actor as A | null) ?? null,
  tokenHidden: (token) => !!token.hidden,
  tokenScene: (token) => token.parent?.id ?? "",
  onScene: (actor, scene) => sceneTokensOf(actor, sceneById(scene)).length > 0,
  tokenOf: (actor, scene) => sceneTokensOf(actor, sceneById(scene))[0] ?? tokenDocsOf(actor)[0] ?? null,
  targets(userId, token) {
    if (canvas?.scene?.id !== token.parent?.id) return null;
    return targetsOf(userById(userId)).some((t) => t.uuid === token.uuid);
  },
  async postCard(type, card, rollMode, opening: Opening<A, T>) {
    const data: Record<string, unknown> = { type, speaker: speaker(opening.attacker, opening.attackerToken), system: { card } };
    applyRollMode(data, rollMode);
    // Private roll modes still show the card to its sender, who would otherwise not see the card a GM wrote for them.
    const whisper = (data.whisper as string[] | undefined) ?? [];
    if (whisper.length && rollMode !== "blindroll" && !whisper.includes(opening.sender.id)) data.whisper = [...whisper, opening.sender.id];
    await post(data);
  },

  receipt(id) {
    const message = messageById(id);
    const flags: unknown = message?.flags;
    const scoped = typeof flags === "object" && flags !== null ? (flags as Record<string, unknown>)[SCOPE] : undefined;
    const receipt = typeof scoped === "object" && scoped !== null ? (scoped as Record<string, unknown>)[KEY] : undefined;
    return message && receipt !== undefined ? { id, authorId: message.author?.id ?? null, receipt } : null;
  },
  async postReceipt(receipt: TrayReceipt) {
    await post({ speaker: { alias: game.user?.name ?? "" }, content: "", flags: { [SCOPE]: { [KEY]: receipt } } });
  },
  async markUndone(id) {
    const message = messageById(id);
    if (message) await write(message, { [`flags.${SCOPE}.${KEY}.undone`]: true });
  },
};
