import { RuleError } from "../../core/errors";
import { systemSocket, userById } from "../lookup";

/**
 * Requests to the active GM go over the system socket, because the server attaches the sender's
 * user id to every socket message (v13's `User#query` does not tell its handler who asked,
 * foundryvtt#13418). The GM believes that id and nothing the payload says about who asked.
 */
export const CHANNEL = "system.manifold";
const TIMEOUT_MS = 30_000;

/** The operations the GM runs for others ("card", "open", a ruleset's "pay" ...). */
export type { Handler } from "../../core/play/handlers";
import type { Handler } from "../../core/play/handlers";

interface Ask { kind: "ask"; id: string; to: string; op: string; payload: unknown }
interface Answer { kind: "answer"; id: string; to: string; error: { key: string; data: Record<string, string | number> } | null; value?: unknown }

const handlers = new Map<string, Handler>();
const waiting = new Map<string, { gm: string; resolve(value: unknown): void; reject(err: Error): void; timer: ReturnType<typeof setTimeout> }>();

const socket = systemSocket;

export function registerHandler(op: string, handler: Handler): void {
  handlers.set(op, handler);
}

/** A refusal as data for the wire: a rule's own lang key, or a generic one. */
export function errorData(err: unknown): { key: string; data: Record<string, string | number> } {
  if (err instanceof RuleError) return { key: err.key, data: { ...err.data } };
  console.error("Manifold |", err);
  return { key: "MANIFOLD.Query.Failed", data: {} };
}

/** Runs `op` on the active GM's client and resolves with its answer, or rejects with its refusal. */
export function askGM(op: string, payload: unknown): Promise<unknown> {
  const gm = game.users?.activeGM;
  if (!gm) return Promise.reject(new RuleError("MANIFOLD.Query.NoGM", {}));
  const id = foundry.utils.randomID();
  return new Promise<unknown>((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new RuleError("MANIFOLD.Query.NoAnswer", {}));
    }, TIMEOUT_MS);
    waiting.set(id, { gm: gm.id ?? "", resolve, reject, timer });
    const ask: Ask = { kind: "ask", id, to: gm.id ?? "", op, payload };
    socket().emit(CHANNEL, ask);
  });
}

async function onAsk(ask: Ask, senderId: string): Promise<void> {
  const me = game.user;
  if (!me || ask.to !== me.id) return;
  let error: Answer["error"] = null;
  let value: unknown;
  // A GM that is no longer the active one says so, so the asker is not left waiting in silence.
  if (!me.isActiveGM) error = { key: "MANIFOLD.Query.Declined", data: {} };
  else if (!userById(senderId)) error = { key: "MANIFOLD.Query.Unknown", data: {} };
  else {
    const handler = handlers.get(ask.op);
    if (!handler) error = { key: "MANIFOLD.Query.UnknownAction", data: { action: String(ask.op) } };
    else {
      try {
        value = await handler(ask.payload, senderId);
      } catch (err) {
        error = errorData(err);
      }
    }
  }
  const answer: Answer = { kind: "answer", id: ask.id, to: senderId, error, value };
  socket().emit(CHANNEL, answer);
}

function onAnswer(answer: Answer, senderId: string): void {
  if (answer.to !== game.user?.id) return;
  const pending = waiting.get(answer.id);
  // Only the GM that was asked can answer; another client's "done" is ignored.
  if (!pending || pending.gm !== senderId) return;
  waiting.delete(answer.id);
  clearTimeout(pending.timer);
  const e = answer.error;
  if (!e) return pending.resolve(answer.value);
  const data = typeof e.data === "object" && e.data !== null ? e.data : {};
  pending.reject(new RuleError(typeof e.key === "string" && e.key.startsWith("MANIFOLD.") ? e.key : "MANIFOLD.Query.Failed", data));
}

/** Listens on the system socket; `senderId` is the server's word for who sent each message. */
export function registerSocket(): void {
  socket().on(CHANNEL, (data, senderId) => {
    if (typeof data !== "object" || data === null || typeof senderId !== "string") return;
    const wire = data as { kind?: unknown; id?: unknown; to?: unknown; op?: unknown };
    if (typeof wire.id !== "string" || typeof wire.to !== "string") return;
    if (wire.kind === "ask" && typeof wire.op === "string") void onAsk(wire as Ask, senderId);
    else if (wire.kind === "answer") onAnswer(wire as Answer, senderId);
  });
}

export { serialize } from "../../core/play/queue";
