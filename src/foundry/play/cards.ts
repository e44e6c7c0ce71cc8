import { RuleError } from "../../core/errors";
import { record, type Ledger, type LedgerEntry } from "../../core/ledger";
import { decideCard, diceFor, type CardBook, type CardSnapshot } from "../../core/play/decide";
import type { AllowList } from "../../core/play/guard";
import { parseCardRequest, type CardRequest } from "../../core/play/request";
import { STATUS_PATH, type Outcome, type StatusChange } from "../../core/play/types";
import type { Scale } from "../../core/play/tray";
import { cardFacts, type UserFacts } from "../../core/play/facts";
import { mergeWrites } from "../../core/play/merge";
import { messageById, userById } from "../lookup";
import { actorAt, docOf, sideDocs, type Sides } from "./sides";
import { serialize } from "./transport";

/** What every stored card has: its two sides, who opened it, and its ledger. */
export interface StoredCard {
  attacker: { uuid: string; name?: string };
  defender: { uuid: string };
  openedBy?: string;
  follows?: string;
  ledger: Ledger;
}

/** A ruleset's cards, as the shared glue needs them. */
export interface CardGlue<C extends StoredCard = StoredCard, S extends CardSnapshot<C> = CardSnapshot<C>> {
  book: CardBook<C, S>;
  allow: AllowList;
  /** the ruleset's snapshot: the shared facts plus its own view of the two sides */
  snapshot(base: CardSnapshot<C>, sides: Sides): S;
  /** puts a condition on or takes it off, the ruleset's way (durations, parents) */
  setStatus(actor: Actor.Implementation, change: StatusChange): Promise<void>;
  /** the buttons that apply and undo the card, which ask before applying twice or undoing over a later change */
  applyAction: string;
  undoAction: string;
  /**
   * The lock of the combat pools a button spends from, or null. Such a press is decided on the
   * active GM's client under that lock, the one payments and the round's reset take, so it never
   * reads last round's pools or writes over a fresh round's.
   */
  poolsLock?(action: string, sides: Sides): string | null;
  /**
   * The damage tray on an actor that is not one of the card's sides (a selected token's): the
   * ruleset's step, with that actor written as the "defender" of its own application.
   */
  tray?(card: C, scale: Scale, target: Actor.Implementation): Outcome<C>;
}

// The registry holds every ruleset's glue; each is only ever called with its own cards.
export type AnyGlue = CardGlue<StoredCard, CardSnapshot<StoredCard>>;

export function cardIn(message: ChatMessage.Implementation): StoredCard {
  const card = (message.system as unknown as { card?: StoredCard } | undefined)?.card;
  if (!card || typeof card !== "object" || !card.ledger || !Array.isArray(card.ledger.entries)) throw new RuleError("MANIFOLD.Query.NoCard", {});
  return card;
}

function owns(user: User.Implementation, actor: Actor.Implementation): boolean {
  return user.isGM || actor.testUserPermission(user, "OWNER");
}

/** The card's sides, which must both be actors: a uuid naming anything else is refused. */
export function sidesOf(card: StoredCard): Sides {
  const attacker = actorAt(card.attacker?.uuid);
  const defender = actorAt(card.defender?.uuid);
  if (!attacker || !defender) throw new RuleError("MANIFOLD.Query.NotAnActor", {});
  return { attacker, defender };
}

function factsOf(user: User.Implementation, sides: Sides): UserFacts {
  return { id: user.id ?? "", isGM: user.isGM, owns: { attacker: owns(user, sides.attacker), defender: owns(user, sides.defender) } };
}

export function snapshotFor<C extends StoredCard, S extends CardSnapshot<C>>(glue: CardGlue<C, S>, message: ChatMessage.Implementation, sender: User.Implementation): S {
  const card = cardIn(message) as C;
  const sides = sidesOf(card);
  const author = message.author as User.Implementation | null;
  const facts = cardFacts(factsOf(sender, sides), author ? factsOf(author, sides) : null, card);
  return glue.snapshot({ card, ...facts, docs: sideDocs(sides) }, sides);
}

/** Decides and writes one card request for `senderId`, the server's word for who asked. */
export async function runCard(glueFor: (type: string) => AnyGlue | undefined, raw: unknown, senderId: string): Promise<void> {
  const request: CardRequest = parseCardRequest(raw);
  await serialize(`card.${request.messageId}`, async () => {
    const message = messageById(request.messageId);
    const sender = userById(senderId);
    const glue = message ? glueFor(message.type as string) : undefined;
    if (!message || !sender || !glue) throw new RuleError("MANIFOLD.Query.NoCard", {});
    const decide = async () => {
      const snap = snapshotFor(glue, message, sender);
      let outcome: Outcome<StoredCard>;
      try {
        outcome = decideCard(glue.book, glue.allow, snap, request);
      } catch (err) {
        // A card whose stored shape is broken fails inside the rules: refuse it, do not crash.
        if (err instanceof RuleError) throw err;
        throw new RuleError("MANIFOLD.Query.NoCard", {});
      }
      await execute(glue, message, snap.card, sidesOf(snap.card), outcome);
    };
    const pools = glue.poolsLock?.(request.action, sidesOf(cardIn(message))) ?? null;
    await (pools ? serialize(pools, decide) : decide());
  });
}

/** The dice a button needs, as this client sees the card. */
export function diceForPress(glue: AnyGlue, message: ChatMessage.Implementation, action: string, args: Record<string, string>) {
  return diceFor(glue.book, snapshotFor(glue, message, game.user as User.Implementation), action, args);
}

/**
 * Writes an outcome to its sides: each document once, only the paths the step changed. Returns
 * what an Apply changed, read from the stored source (not data after Active Effects), so Undo
 * restores it exactly.
 */
export async function writeOutcome(setStatus: CardGlue["setStatus"], sides: Sides, outcome: Outcome<unknown>): Promise<LedgerEntry[]> {
  const recording = outcome.ledger === "apply";
  const entries: LedgerEntry[] = [];
  for (const write of mergeWrites(outcome.writes)) {
    const doc = docOf(sides, write.side, write.doc);
    if (!doc) throw new RuleError("MANIFOLD.Query.UnknownDocument", { doc: write.doc });
    if (recording) entries.push(...record(write.side, write.doc, write.changes, (path) => foundry.utils.getProperty(doc._source, path)));
    await doc.update(write.changes as never);
  }
  for (const change of outcome.statuses) {
    const actor = sides[change.side];
    const before = actor.statuses.has(change.id);
    if (change.lengthen && before) {
      await setStatus(actor, change);
      continue;
    }
    if (before === change.active) continue;
    await setStatus(actor, change);
    if (recording) entries.push({ side: change.side, doc: "actor", path: `${STATUS_PATH}${change.id}`, before, after: change.active });
  }
  return entries;
}

/** Writes a card's outcome, then the card itself with its ledger, in one message update. */
export async function execute(glue: AnyGlue, message: ChatMessage.Implementation, card: StoredCard, sides: Sides, outcome: Outcome<StoredCard>): Promise<void> {
  const entries = await writeOutcome(glue.setStatus, sides, outcome);
  if (outcome.card || outcome.ledger !== "none") await message.update({ "system.card": nextCard(card, outcome, entries) } as never);
}

/** The card after an outcome: its next state, with what an Apply changed recorded and an Undo clearing it. */
export function nextCard(card: StoredCard, outcome: Outcome<StoredCard>, entries: LedgerEntry[]): StoredCard {
  const next = outcome.card ?? card;
  const ledger: Ledger = outcome.ledger === "apply"
    ? { applied: true, entries: [...next.ledger.entries, ...entries] }
    : outcome.ledger === "undo" ? { applied: false, entries: [] } : next.ledger;
  return { ...next, ledger };
}
