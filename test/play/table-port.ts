/**
 * The play port over the table's plain data, one per client. It reads, writes and carries, as
 * src/foundry/play/port.ts does over Foundry's documents, and decides nothing: every decision is
 * the shared flow's in src/core/play, so a scenario runs the code the GM's client runs.
 */
import { RuleError } from "../../src/core/errors";
import type { OpenPort, Opening, PortMessage, TrayPort } from "../../src/core/play/port";
import { rollPrivacy } from "../../src/core/play/privacy";
import { afterChange, answersFor, touches } from "../../src/core/play/consequence";
import type { DocKind } from "../../src/core/play/types";
import { validate } from "../../src/core/schema";
import type { PlainActor, PlainMessage, PlainToken, Table } from "./table";

/** A dotted path read and written on plain data, as Foundry's getProperty/setProperty do. */
export const get = (obj: unknown, path: string): unknown => path.split(".").reduce<unknown>((o, k) => (o && typeof o === "object" ? (o as Record<string, unknown>)[k] : undefined), obj);
export const set = (obj: Record<string, unknown>, path: string, value: unknown) => {
  const keys = path.split(".");
  let o = obj;
  for (const k of keys.slice(0, -1)) o = (o[k] ??= {}) as Record<string, unknown>;
  o[keys.at(-1)!] = value;
};

/** One document of an actor as the table holds it: the actor, its combatant's `system`, or an item. */
/** Each combatant's document around its system, kept so what lives beside the system (its initiative) stays. */
const combatants = new WeakMap<object, Record<string, unknown>>();

export function docOf(a: PlainActor, kind: DocKind): Record<string, unknown> | undefined {
  if (kind === "actor") return a as unknown as Record<string, unknown>;
  if (kind === "combatant") {
    if (!a.combatant) return undefined;
    if (!combatants.has(a.combatant)) combatants.set(a.combatant, { system: a.combatant, initiative: null });
    return combatants.get(a.combatant);
  }
  return a.items.find((i) => `item.${i.id}` === kind) as unknown as Record<string, unknown> | undefined;
}

function portMessage(m: PlainMessage): PortMessage {
  return { id: m.id, type: m.type ?? "card", authorId: m.authorId, card: structuredClone(m.card), privacy: { whisper: [...(m.whisper ?? [])], blind: !!m.blind } };
}

export type TablePort = OpenPort<PlainActor, PlainToken> & TrayPort<PlainActor>;

export function tablePort(t: Table, me: string): TablePort {
  const checkSchema = (type: string, card: unknown) => {
    const issues = validate(t.rules.specs?.[type] ?? t.rules.spec, card);
    if (issues.length) throw new Error(`the stored card breaks its schema: ${JSON.stringify(issues)}`);
  };
  const gms = () => [...t.users.entries()].filter(([, u]) => u.isGM).map(([id]) => id);
  return {
    me,
    user: (id) => (t.users.has(id) ? { id, isGM: t.users.get(id)!.isGM } : null),
    activeGM: () => t.activeGM(),

    actor: (uuid) => (typeof uuid === "string" ? (t.actors.get(uuid) ?? null) : null),
    uuid: (a) => a.uuid,
    name: (a) => a.uuid.replace(/^Actor\./, ""),
    owns: (userId, a) => !!t.users.get(userId)?.isGM || a.owners.includes(userId),
    has: (a, kind) => !!docOf(a, kind),
    read: (a, kind, path) => get(docOf(a, kind), path),
    stored: (a, kind, path) => get(docOf(a, kind), path),
    hasStatus: (a, id) => a.statuses.includes(id),
    async write(a, kind, changes) {
      const doc = docOf(a, kind);
      if (!doc) throw new RuleError("MANIFOLD.Query.UnknownDocument", { doc: kind });
      // As the actor's _preUpdate: what the ruleset compares, taken before a watched pool changes.
      const rules = kind === "actor" ? t.rules.consequences : undefined;
      const watched = rules && touches(rules, Object.keys(changes));
      const before = watched ? rules.read(a.system, a.statuses, a.type, t.rules.around?.(a)) : undefined;
      for (const [path, value] of Object.entries(changes)) set(doc, path, value);
      t.wrote(a.uuid, kind, changes);
      // As its _onUpdate: the client that answers for the change runs the consequences.
      if (rules && watched) await afterChange(t.client(answersFor(t.activeGM(), me)), a, rules, before, rules.read(a.system, a.statuses, a.type, t.rules.around?.(a)));
    },
    async notice(a, key, data) {
      t.log.notices.push({ uuid: a.uuid, key, data: { ...data } });
    },
    async setStatus(a, change) {
      t.log.statuses.push({ uuid: a.uuid, change: { ...change } });
      if (t.onStatus) return t.onStatus(a, change);
      a.statuses = change.active ? [...new Set([...a.statuses, change.id])] : a.statuses.filter((x) => x !== change.id);
    },

    cards: () => t.rules,
    message: (id) => {
      const m = t.messages.get(id);
      return m?.card ? portMessage(m) : null;
    },
    following: (id, type) => [...t.messages.values()].filter((m) => (m.type ?? "card") === type && (m.card as { follows?: unknown } | undefined)?.follows === id).map(portMessage),
    async updateCard(id, card) {
      checkSchema(t.messages.get(id)!.type ?? "card", card);
      t.messages.get(id)!.card = structuredClone(card) as PlainMessage["card"];
    },
    async postFollower(from, card) {
      checkSchema(from.type, card);
      t.post({ id: t.nextId("relayed"), authorId: me, type: from.type, card: structuredClone(card) as PlainMessage["card"], whisper: from.privacy.whisper, blind: from.privacy.blind });
    },
    async deleteMessage(id) {
      t.messages.delete(id);
    },
    async effect(_type, effect, privacy) {
      t.log.effects.push({ by: me, kind: effect.kind, privacy });
    },

    async askGM(op, payload) {
      const gm = t.activeGM();
      if (!gm) throw new RuleError("MANIFOLD.Query.NoGM", {});
      const handler = t.handlers(gm)[op];
      if (!handler) throw new RuleError("MANIFOLD.Query.UnknownAction", { action: op });
      t.log.asked.push({ by: me, op });
      // The server stamps the sender; the GM's client believes that, not the payload.
      return handler(structuredClone(payload), me);
    },
    async throwDice(needs, privacy) {
      t.log.thrown.push({ by: me, needs: [...needs], privacy });
      return t.takeFaces(me);
    },
    async confirm(title, text) {
      t.log.asked.push({ by: me, op: `confirm:${text}` });
      return t.answer;
    },

    opens: () => t.rules.opens?.(t),
    hasItem: (a, id) => a.items.some((i) => i.id === id),
    token: (uuid) => t.tokens.get(uuid) ?? null,
    tokenActor: (token) => t.actors.get(token.actor) ?? null,
    tokenHidden: (token) => token.hidden,
    tokenScene: (token) => token.scene,
    onScene: (a, scene) => [...t.tokens.values()].some((tk) => tk.actor === a.uuid && tk.scene === scene),
    tokenOf: (a, scene) => {
      const mine = [...t.tokens.values()].filter((tk) => tk.actor === a.uuid);
      return mine.find((tk) => tk.scene === scene) ?? mine[0] ?? null;
    },
    targets: (userId, token) => t.targets.get(userId)?.has(token.uuid) ?? false,
    async postCard(type, card, rollMode, opening: Opening<PlainActor, PlainToken>) {
      checkSchema(type, card);
      const privacy = rollPrivacy(rollMode, gms(), opening.sender.id);
      // Private roll modes still show the card to its sender, as the glue's card message does.
      const whisper = privacy.whisper.length && !privacy.blind && !privacy.whisper.includes(opening.sender.id) ? [...privacy.whisper, opening.sender.id] : privacy.whisper;
      t.post({ id: t.nextId("card"), authorId: me, type, card: structuredClone(card) as PlainMessage["card"], whisper, blind: privacy.blind });
    },

    receipt: (id) => {
      const m = t.messages.get(id);
      return m && m.receipt !== undefined ? { id, authorId: m.authorId, receipt: structuredClone(m.receipt) } : null;
    },
    async postReceipt(receipt) {
      t.post({ id: t.nextId("receipt"), authorId: me, receipt: structuredClone(receipt) });
    },
    async markUndone(id) {
      (t.messages.get(id)!.receipt as { undone: boolean }).undone = true;
    },
  };
}
