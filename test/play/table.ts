/**
 * A small table of plain data for scenario tests: users, actors, tokens, targets and chat cards.
 * It is not an imitation of Foundry. It holds the snapshot and outcome contract of src/core/play:
 * a press goes through the same parse, facts, step, guard and ledger as the glue does, and its
 * outcome is written to these plain documents the way the shared executor writes them.
 */
import { RuleError } from "../../src/core/errors";
import { record, type LedgerEntry } from "../../src/core/ledger";
import { decideCard, diceFor, type CardBook, type CardSnapshot } from "../../src/core/play/decide";
import { cardFacts, type UserFacts } from "../../src/core/play/facts";
import type { AllowList, SideDocs } from "../../src/core/play/guard";
import { checkOpen, parseOpenRequest, type OpenRequest } from "../../src/core/play/open";
import { parseCardRequest } from "../../src/core/play/request";
import { mergeWrites } from "../../src/core/play/merge";
import { followerOf, relayAuthority, routePress } from "../../src/core/play/relay";
import { STATUS_PATH, type DocKind, type Outcome, type Side } from "../../src/core/play/types";
import { validate, type SchemaSpec } from "../../src/core/schema";

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
export interface PlainMessage { id: string; authorId: string; card: PlainCard }
export interface PlainToken { uuid: string; actor: string; scene: string; hidden: boolean }

export interface Ruleset<C extends PlainCard, S extends CardSnapshot<C>> {
  book: CardBook<C, S>;
  /** the card's stored schema: a write that does not fit it is one Foundry would refuse */
  spec: SchemaSpec;
  allow: AllowList;
  /** the ruleset's snapshot: the shared facts plus its view of the two sides, as its glue builds it */
  snapshot(base: CardSnapshot<C>, sides: Record<Side, PlainActor>): S;
}

/** A dotted path read and written on plain data, as Foundry's getProperty/setProperty do. */
export const get = (obj: unknown, path: string): unknown => path.split(".").reduce<unknown>((o, k) => (o && typeof o === "object" ? (o as Record<string, unknown>)[k] : undefined), obj);
export const set = (obj: Record<string, unknown>, path: string, value: unknown) => {
  const keys = path.split(".");
  let o = obj;
  for (const k of keys.slice(0, -1)) o = (o[k] ??= {}) as Record<string, unknown>;
  o[keys.at(-1)!] = value;
};

export class Table {
  users = new Map<string, { isGM: boolean }>();
  actors = new Map<string, PlainActor>();
  messages = new Map<string, PlainMessage>();
  tokens = new Map<string, PlainToken>();
  targets = new Map<string, Set<string>>();
  /** writes per document ("uuid|kind"), as the executor would count them, over the whole table */
  writes = new Map<string, number>();
  /** the same, for the last press only */
  pressWrites = new Map<string, number>();
  /** whether a GM is connected: with none, a press on a card the player did not write is relayed */
  gmOnline = true;

  user(id: string, isGM = false): this {
    this.users.set(id, { isGM });
    return this;
  }
  actor(a: PlainActor): PlainActor {
    this.actors.set(a.uuid, a);
    return a;
  }
  token(t: PlainToken): this {
    this.tokens.set(t.uuid, t);
    return this;
  }
  target(userId: string, ...tokens: string[]): this {
    this.targets.set(userId, new Set(tokens));
    return this;
  }
  post(m: PlainMessage): PlainMessage {
    this.messages.set(m.id, m);
    return m;
  }

  /** A deep copy of every document, to show that a refused press changed nothing. */
  state(): string {
    return JSON.stringify({ actors: [...this.actors.values()], messages: [...this.messages.values()] });
  }

  private facts(userId: string, sides: Record<Side, PlainActor>): UserFacts {
    const isGM = this.users.get(userId)?.isGM ?? false;
    const owns = (a: PlainActor) => isGM || a.owners.includes(userId);
    return { id: userId, isGM, owns: { attacker: owns(sides.attacker), defender: owns(sides.defender) } };
  }

  private sides(card: PlainCard): Record<Side, PlainActor> {
    const attacker = this.actors.get(card.attacker?.uuid);
    const defender = this.actors.get(card.defender?.uuid);
    if (!attacker || !defender) throw new RuleError("MANIFOLD.Query.NotAnActor", {});
    return { attacker, defender };
  }

  private docOf(sides: Record<Side, PlainActor>, side: Side, kind: DocKind): Record<string, unknown> | undefined {
    const a = sides[side];
    if (kind === "actor") return a as unknown as Record<string, unknown>;
    if (kind === "combatant") return a.combatant ? { system: a.combatant } : undefined;
    return a.items.find((i) => `item.${i.id}` === kind) as unknown as Record<string, unknown> | undefined;
  }

  snapshot<C extends PlainCard, S extends CardSnapshot<C>>(rules: Ruleset<C, S>, messageId: string, senderId: string): S {
    const m = this.messages.get(messageId);
    const sender = this.users.get(senderId);
    if (!m || !sender) throw new RuleError("MANIFOLD.Query.NoCard", {});
    const sides = this.sides(m.card);
    const facts = cardFacts(this.facts(senderId, sides), this.users.has(m.authorId) ? this.facts(m.authorId, sides) : null, m.card);
    const docs: SideDocs = {
      has: (side, kind) => !!this.docOf(sides, side, kind),
      read: (side, kind, path) => get(this.docOf(sides, side, kind), path),
    };
    return rules.snapshot({ card: structuredClone(m.card) as unknown as C, ...facts, docs }, sides);
  }

  /** The dice a press needs, as the pressing client computes them. */
  dice<C extends PlainCard, S extends CardSnapshot<C>>(rules: Ruleset<C, S>, messageId: string, senderId: string, action: string, args: Record<string, string> = {}) {
    return diceFor(rules.book, this.snapshot(rules, messageId, senderId), action, args);
  }

  /** A card button pressed by `senderId` (the server's word), decided and written like the glue does. */
  press<C extends PlainCard, S extends CardSnapshot<C>>(rules: Ruleset<C, S>, senderId: string, raw: unknown): Outcome<C> {
    const request = parseCardRequest(raw);
    const m = this.messages.get(request.messageId);
    if (!m) throw new RuleError("MANIFOLD.Query.NoCard", {});
    if (this.follower(m)) throw new RuleError("MANIFOLD.Query.Superseded", {});
    const snap = this.snapshot(rules, request.messageId, senderId);
    const outcome = decideCard(rules.book, rules.allow, snap, request);
    m.card = this.execute(m, this.sides(m.card), outcome as unknown as Outcome<PlainCard>);
    this.checkSchema(rules, m.card);
    return outcome;
  }

  /** A click on a card button, routed the way src/foundry/play/press.ts routes it: here, to the GM, or relayed. */
  click<C extends PlainCard, S extends CardSnapshot<C>>(rules: Ruleset<C, S>, senderId: string, raw: unknown): Outcome<C> {
    const m = this.messages.get(parseCardRequest(raw).messageId);
    const route = routePress({ isGM: this.users.get(senderId)?.isGM ?? false, isAuthor: m?.authorId === senderId, authorIsGM: !!m && (this.users.get(m.authorId)?.isGM ?? false), gmOnline: this.gmOnline });
    return route === "relay" ? this.relay(rules, senderId, raw) : this.press(rules, senderId, raw);
  }

  /** The card that continues `m` after a relayed press, as src/foundry/play/relay.ts finds it. */
  follower(m: PlainMessage): PlainMessage | null {
    const mayPlay = (userId: string, card: PlainCard) => {
      const sides = this.sides(card);
      return !!this.users.get(userId)?.isGM || sides.attacker.owners.includes(userId) || sides.defender.owners.includes(userId);
    };
    const candidates = [...this.messages.values()].filter((x) => x.card.follows).map((x) => ({ message: x, follows: x.card.follows!, attacker: x.card.attacker.uuid, defender: x.card.defender.uuid, authorMayPlay: mayPlay(x.authorId, x.card) }));
    return followerOf({ id: m.id, attacker: m.card.attacker.uuid, defender: m.card.defender.uuid }, candidates)?.message ?? null;
  }

  /** The newest card of a chain of relayed cards that starts at `id`. */
  newest(id: string): string {
    let m = this.messages.get(id);
    for (let next = m && this.follower(m); next; next = this.follower(next)) m = next;
    return m?.id ?? id;
  }

  /** A press with no GM online, as src/foundry/play/relay.ts makes it: own documents only, then a following card. */
  relay<C extends PlainCard, S extends CardSnapshot<C>>(rules: Ruleset<C, S>, senderId: string, raw: unknown): Outcome<C> {
    const request = parseCardRequest(raw);
    const m = this.messages.get(request.messageId);
    if (!m) throw new RuleError("MANIFOLD.Query.NoCard", {});
    if (this.follower(m)) throw new RuleError("MANIFOLD.Query.Superseded", {});
    const base = this.snapshot(rules, request.messageId, senderId);
    const snap = { ...base, authority: relayAuthority(base.sender) };
    const outcome = decideCard(rules.book, rules.allow, snap, request);
    const card = { ...this.execute(m, this.sides(m.card), outcome as unknown as Outcome<PlainCard>), follows: m.id };
    this.checkSchema(rules, card);
    this.post({ id: `relayed${String(this.messages.size).padStart(9, "0")}`, authorId: senderId, card });
    return outcome;
  }

  private checkSchema<C extends PlainCard, S extends CardSnapshot<C>>(rules: Ruleset<C, S>, card: PlainCard): void {
    const issues = validate(rules.spec, card);
    if (issues.length) throw new Error(`the stored card breaks its schema: ${JSON.stringify(issues)}`);
  }

  /** Writes an outcome's documents and returns the card's next state, as the shared executor does. */
  private execute(m: PlainMessage, sides: Record<Side, PlainActor>, outcome: Outcome<PlainCard>): PlainCard {
    const recording = outcome.ledger === "apply";
    const entries: LedgerEntry[] = [];
    this.pressWrites = new Map();
    for (const w of mergeWrites(outcome.writes)) {
      const doc = this.docOf(sides, w.side, w.doc)!;
      if (recording) entries.push(...record(w.side, w.doc, w.changes, (p) => get(doc, p)));
      for (const [path, value] of Object.entries(w.changes)) set(doc, path, value);
      const uuid = `${sides[w.side].uuid}|${w.doc}`;
      this.writes.set(uuid, (this.writes.get(uuid) ?? 0) + 1);
      this.pressWrites.set(uuid, (this.pressWrites.get(uuid) ?? 0) + 1);
    }
    for (const s of outcome.statuses) {
      const actor = sides[s.side];
      const before = actor.statuses.includes(s.id);
      if (before === s.active) continue;
      actor.statuses = s.active ? [...actor.statuses, s.id] : actor.statuses.filter((x) => x !== s.id);
      if (recording) entries.push({ side: s.side, doc: "actor", path: `${STATUS_PATH}${s.id}`, before, after: s.active });
    }
    const next = structuredClone(outcome.card ?? m.card);
    if (outcome.ledger === "apply") next.ledger = { applied: true, entries: [...next.ledger.entries, ...entries] };
    if (outcome.ledger === "undo") next.ledger = { applied: false, entries: [] };
    return next;
  }

  /** An attack request checked the way the glue checks it before any card is opened. */
  open(senderId: string, raw: unknown): OpenRequest {
    const request = parseOpenRequest(raw);
    const sender = this.users.get(senderId);
    if (!sender) throw new RuleError("MANIFOLD.Query.Unknown", {});
    const attacker = this.actors.get(request.attacker);
    const attackerScenes = [...this.tokens.values()].filter((t) => t.actor === request.attacker).map((t) => t.scene);
    checkOpen({
      senderIsGM: sender.isGM,
      attackerIsActor: !!attacker,
      senderOwnsAttacker: !!attacker && attacker.owners.includes(senderId),
      itemMissing: !!request.item && !attacker?.items.some((i) => i.id === request.item),
      targets: request.targets.map((uuid) => {
        const t = this.tokens.get(uuid);
        return {
          isToken: !!t && this.actors.has(t.actor),
          hidden: !!t?.hidden,
          withAttacker: !!t && attackerScenes.includes(t.scene),
          targeted: this.targets.get(senderId)?.has(uuid) ?? false,
        };
      }),
    });
    return request;
  }
}

/** The lang key a refused call throws, or null when it went through. */
export function refusal(fn: () => unknown): string | null {
  try {
    fn();
  } catch (err) {
    return (err as RuleError).key;
  }
  return null;
}
