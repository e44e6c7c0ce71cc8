/**
 * A small table of plain data for scenario tests: users, actors, tokens, targets and chat cards,
 * with one play port per client over that data (table-port.ts). It is not an imitation of Foundry,
 * and it re-implements nothing of the play flow: a click runs src/core/play's press on the
 * presser's port, a request to the GM runs the GM's own handlers on the GM's port, with the
 * presser as the server-named sender.
 */
import { RuleError } from "../../src/core/errors";
import type { LedgerEntry } from "../../src/core/ledger";
import { diceFor, type CardSnapshot } from "../../src/core/play/decide";
import { playHandlers, type Handler } from "../../src/core/play/handlers";
import type { OpenRequest } from "../../src/core/play/open";
import { requestOpen } from "../../src/core/play/open-flow";
import { pay as payFlow, payFor, type PayRules } from "../../src/core/play/pay";
import type { CardRules, OpenRules, Privacy } from "../../src/core/play/port";
import { cardSnapshot, openCard, pressCard } from "../../src/core/play/press";
import type { Faces } from "../../src/core/play/request";
import { followerOf, refuseTakeover, standing } from "../../src/core/play/standing";
import type { DocKind, Side, StatusChange, Write } from "../../src/core/play/types";
import type { DiceNeed } from "../../src/core/play/dice";
import type { SchemaSpec } from "../../src/core/schema";
import { tablePort, type TablePort } from "./table-port";
import { answersFor, type ConsequenceRules } from "../../src/core/play/consequence";
import { beforeMove, recordMove, type MoveFacts, type MoveKind, type MoveRules } from "../../src/core/play/movement";

export { get, set } from "./table-port";

export interface PlainItem { id: string; name: string; type: string; system: Record<string, unknown> }
export interface PlainActor {
  uuid: string;
  type: string;
  owners: string[];
  system: Record<string, unknown>;
  items: PlainItem[];
  statuses: string[];
  combatant: Record<string, unknown> | null;
}
export interface PlainCard { attacker: { uuid: string }; defender: { uuid: string }; openedBy?: string; follows?: string; ledger: { applied: boolean; entries: LedgerEntry[] } }
export interface PlainMessage { id: string; authorId: string; type?: string; card?: PlainCard; receipt?: unknown; whisper?: string[]; blind?: boolean }
export interface PlainToken { uuid: string; actor: string; scene: string; hidden: boolean }

/** A ruleset on the table: its cards' rules over plain actors, its stored card schema, and its attacks. */
export interface Ruleset<C extends PlainCard = PlainCard, S extends CardSnapshot<C> = CardSnapshot<C>> extends CardRules<PlainActor, C, S> {
  /** the card's stored schema: a write that does not fit it is one Foundry would refuse */
  spec: SchemaSpec;
  /** the schema of another kind of card, by message type */
  specs?: Readonly<Record<string, SchemaSpec>>;
  /** its attacks, over this table's plain actors and tokens */
  opens?(t: Table): OpenRules<PlainActor, PlainToken>;
  /** pays for actions out of the combat pools: the ruleset's payments over plain actors */
  pays?: PayRules<PlainActor, unknown, unknown>;
  /** what follows a change of a creature's pools: run after each actor write, as the actor's _onUpdate runs it */
  consequences?: ConsequenceRules<unknown>;
  /** what its consequences read of a creature's fight besides the creature, as the glue's consequenceAround reads it */
  around?(a: PlainActor): unknown;
  /** whether a creature's move is on its turn, as the movement glue's onTurn reads it (a turn shared); by default, it holds the turn */
  onTurn?(t: Table, a: PlainActor, moverIsGM: boolean): boolean;
  /** its side of the movement ledger: every token move in the combat goes through it */
  movement?: MoveRules<unknown>;
}

/** What the ports were asked to do since the last scenario call: each write, condition, effect, throw and question. */
export interface TableLog {
  writes: { uuid: string; doc: DocKind; changes: Record<string, unknown> }[];
  statuses: { uuid: string; change: StatusChange }[];
  effects: { by: string; kind: string; privacy: Privacy }[];
  thrown: { by: string; needs: DiceNeed[]; privacy: Privacy }[];
  asked: { by: string; op: string }[];
  notices: { uuid: string; key: string; data: Record<string, string> }[];
  /** what a mover's client warned of and let go (a GM's move past what was left) */
  warned: string[];
}

/** What a press changed, as the executor wrote it: each document's write and each condition it put on or took off. */
export interface Pressed {
  writes: Write[];
  statuses: StatusChange[];
}

const emptyLog = (): TableLog => ({ writes: [], statuses: [], effects: [], thrown: [], asked: [], notices: [], warned: [] });

/** The table each actor sits at, so a helper given an actor can play it there. */
const homes = new WeakMap<PlainActor, Table>();
export function tableOf(a: PlainActor): Table {
  const t = homes.get(a);
  if (!t) throw new Error(`${a.uuid} is not on a table`);
  return t;
}

/** Who plays an actor from its sheet: its first owner, or the GM for a GM's creature. */
export const playerOf = (t: Table, a: PlainActor): string => a.owners[0] ?? [...t.users.entries()].find(([, u]) => u.isGM)![0];

export class Table {
  users = new Map<string, { isGM: boolean; online: boolean }>();
  actors = new Map<string, PlainActor>();
  messages = new Map<string, PlainMessage>();
  tokens = new Map<string, PlainToken>();
  targets = new Map<string, Set<string>>();
  /** writes per document ("uuid|kind"), as the executor made them, over the whole table */
  writes = new Map<string, number>();
  /** the same, for the last scenario call only */
  pressWrites = new Map<string, number>();
  log: TableLog = emptyLog();
  /** what the canvas shows of each token (its place, distances), by token uuid, as a ruleset's snapshot reads it */
  canvas = new Map<string, unknown>();
  /** the ids the next posted messages take, in order; then made up */
  ids: string[] = [];
  /** the actor whose turn it is in the combat, if any */
  turn: string | null = null;
  /** a condition put on or taken off the ruleset's own way (durations, parents); plain on and off without it */
  onStatus?: (actor: PlainActor, change: StatusChange) => void;
  /** what every user answers to a yes/no question */
  answer = true;
  /** the faces each client's dice land on next, by user */
  private faces = new Map<string, Faces>();
  private counter = 0;

  /** the world's ruleset; a scenario may swap in one whose snapshot says more (rounds left ...) */
  constructor(public rules: Ruleset) {}

  user(id: string, isGM = false): this {
    this.users.set(id, { isGM, online: true });
    return this;
  }
  actor(a: PlainActor): PlainActor {
    this.actors.set(a.uuid, a);
    homes.set(a, this);
    return a;
  }
  token(t: PlainToken): this {
    this.tokens.set(t.uuid, t);
    return this;
  }
  /** The actor's visible token on `scene`, placed there first if it has none. */
  place(a: PlainActor, scene = "s"): string {
    const found = [...this.tokens.values()].find((tk) => tk.actor === a.uuid && tk.scene === scene && !tk.hidden);
    if (found) return found.uuid;
    const uuid = `Scene.${scene}.Token.${a.uuid.replace(/^Actor\./, "")}${this.tokens.size}`;
    this.token({ uuid, actor: a.uuid, scene, hidden: false });
    return uuid;
  }
  target(userId: string, ...tokens: string[]): this {
    this.targets.set(userId, new Set(tokens));
    return this;
  }

  /** Whether any GM is connected: with none, a press on a card the player did not write is relayed. */
  get gmOnline(): boolean {
    return this.activeGM() !== null;
  }
  set gmOnline(on: boolean) {
    for (const u of this.users.values()) if (u.isGM) u.online = on;
  }
  activeGM(): string | null {
    return [...this.users.entries()].find(([, u]) => u.isGM && u.online)?.[0] ?? null;
  }

  /** A message posted; the active GM's client sees it arrive, as every client does. */
  post(m: PlainMessage): PlainMessage {
    this.messages.set(m.id, m);
    const gm = this.activeGM();
    if (gm) void refuseTakeover(this.client(gm), m.id);
    return m;
  }
  nextId(kind: string): string {
    const given = this.ids.shift();
    if (given) return given;
    return `${kind}${String(++this.counter).padStart(16 - kind.length, "0")}`;
  }
  /** The ids of the messages posted since `before` (a count of messages), oldest first. */
  postedSince(before: number): string[] {
    return [...this.messages.keys()].slice(before);
  }

  client(userId: string): TablePort {
    return tablePort(this, userId);
  }
  /** What the active GM's client runs for players, over the GM's own port. */
  handlers(gm: string): Record<string, Handler> {
    const port = this.client(gm);
    const pays = this.rules.pays;
    return { ...playHandlers(port), ...(pays ? { [pays.op]: (payload, senderId) => payFor(port, pays, payload, senderId) } : {}) };
  }

  wrote(uuid: string, kind: DocKind, changes: Record<string, unknown>): void {
    const key = `${uuid}|${kind}`;
    this.writes.set(key, (this.writes.get(key) ?? 0) + 1);
    this.pressWrites.set(key, (this.pressWrites.get(key) ?? 0) + 1);
    this.log.writes.push({ uuid, doc: kind, changes: { ...changes } });
  }
  takeFaces(userId: string): Faces {
    const faces = this.faces.get(userId) ?? [];
    this.faces.delete(userId);
    return faces;
  }

  /** A deep copy of every document, to show that a refused press changed nothing. */
  state(): string {
    return JSON.stringify({ actors: [...this.actors.values()], messages: [...this.messages.values()] });
  }

  private fresh(): void {
    this.pressWrites = new Map();
    this.log = emptyLog();
  }

  /**
   * `userId` clicks a card button; their dice land on `faces`. The click runs on their own port:
   * it asks, throws, routes, and the press is decided here, at the GM's, or relayed.
   */
  async press(userId: string, raw: { messageId: string; action: string; args?: Record<string, string>; faces?: Faces }): Promise<Pressed> {
    this.fresh();
    this.faces.set(userId, raw.faces ?? []);
    const card = this.messages.get(raw.messageId)?.card;
    await pressCard(this.client(userId), raw.messageId, raw.action, raw.args ?? {});
    // What the press changed, by the card's sides, as the executor wrote it.
    const sideOf = (uuid: string): Side => (card?.attacker.uuid === uuid ? "attacker" : "defender");
    return {
      writes: this.log.writes.map((w) => ({ side: sideOf(w.uuid), doc: w.doc, changes: w.changes })),
      statuses: this.log.statuses.map((s) => s.change),
    };
  }

  /** A request as the socket delivers it to the active GM, from `senderId`: whatever a player's client sent. */
  async send(senderId: string, op: string, payload: unknown): Promise<unknown> {
    this.fresh();
    const gm = this.activeGM();
    if (!gm) throw new RuleError("MANIFOLD.Query.NoGM", {});
    const handler = this.handlers(gm)[op];
    if (!handler) throw new RuleError("MANIFOLD.Query.UnknownAction", { action: op });
    return handler(payload, senderId);
  }

  /** `userId` opens an attack from their sheet, with the dice they threw; the ids of the cards it posted. */
  async open(userId: string, request: Partial<OpenRequest> & { attacker: string; targets: string[] }): Promise<string[]> {
    this.fresh();
    const before = this.messages.size;
    await requestOpen(this.client(userId), { item: "", how: {}, choices: {}, faces: [], ...request });
    return this.postedSince(before);
  }

  /** `userId` pays for an action of `actor` out of its combat pools, as the sheet pays. */
  async pay<R>(userId: string, actor: PlainActor, order: unknown): Promise<R> {
    this.fresh();
    if (!this.rules.pays) throw new Error("this table's ruleset has no payments");
    return (await payFlow(this.client(userId), this.rules.pays, actor, order as never)) as R;
  }

  /**
   * `userId` drags `actor`'s token `distance` (the ruleset's unit), as the movement hooks run it:
   * the mover's client asks before the move and stops a refused one (thrown); after it, the client
   * that answers for it (the active GM, or with none online the mover) records it. The move's kind.
   */
  async move(userId: string, actor: PlainActor, distance: number, how: { actions?: string[]; method?: string; steps?: MoveFacts["steps"] } = {}): Promise<MoveKind> {
    this.fresh();
    const rules = this.rules.movement;
    if (!rules) throw new Error("this table's ruleset has no movement ledger");
    const facts: MoveFacts = {
      distance,
      actions: how.actions ?? ["walk"],
      method: how.method ?? "dragging",
      moverIsGM: !!this.users.get(userId)?.isGM,
      onTurn: this.rules.onTurn ? this.rules.onTurn(this, actor, !!this.users.get(userId)?.isGM) : this.turn === actor.uuid,
      playerOwned: actor.owners.some((o) => this.users.get(o)?.isGM === false),
      ...(how.steps ? { steps: how.steps } : {}),
    };
    const { stop, verdict } = beforeMove(this.client(userId), actor, rules, facts);
    if (stop) throw verdict;
    if (verdict) this.log.warned.push(verdict.key);
    return recordMove(this.client(answersFor(this.activeGM(), userId)), actor, rules, facts);
  }

  /** Runs a flow on `userId`'s client, as a sheet button does. */
  async run<R>(userId: string, flow: (port: TablePort) => Promise<R>): Promise<R> {
    this.fresh();
    return flow(this.client(userId));
  }

  /** The card as `userId` sees it, with the buttons' rights the rules give them. */
  snapshot(messageId: string, userId: string) {
    const port = this.client(userId);
    const { m, rules, card, sides } = openCard(port, messageId);
    return cardSnapshot(port, rules, m, card, sides, port.user(userId)!);
  }

  /** The dice a press needs, as the pressing client computes them. */
  dice(messageId: string, userId: string, action: string, args: Record<string, string> = {}): DiceNeed[] {
    return diceFor(this.rules.book, this.snapshot(messageId, userId), action, args);
  }

  standing(id: string) {
    const port = this.client(this.activeGM() ?? [...this.users.keys()][0]!);
    return standing(port, port.message(id)!);
  }
  /** The card that continues `m` after a relayed press. */
  follower(m: PlainMessage): PlainMessage | null {
    const port = this.client([...this.users.keys()][0]!);
    const next = port.message(m.id) ? followerOf(port, port.message(m.id)!) : null;
    return next ? this.messages.get(next.id)! : null;
  }
  /** The newest card of a chain of relayed cards that starts at `id`. */
  newest(id: string): string {
    let m = this.messages.get(id);
    for (let next = m && this.follower(m); next; next = this.follower(next)) m = next;
    return m?.id ?? id;
  }
}

/** The lang key a refused call throws, or null when it went through. */
export async function refusal(fn: () => unknown): Promise<string | null> {
  try {
    await fn();
  } catch (err) {
    if (!(err instanceof RuleError)) throw err;
    return err.key;
  }
  return null;
}
