/**
 * The port the play flow runs against. Foundry implements it over its documents
 * (src/foundry/play/port.ts); the scenario table implements it over plain data (test/play/table.ts).
 * Everything that decides lives in src/core/play; a port only reads, writes and carries.
 */
import type { CardBook, CardSnapshot } from "./decide";
import type { DiceNeed } from "./dice";
import type { AllowList } from "./guard";
import type { Faces } from "./request";
import type { OpenRequest } from "./open";
import type { DocKind, Effect, Ledger, Outcome, Side, StatusChange, Write } from "./types";
import type { Scale, TrayReceipt } from "./tray";
import type { PayRules } from "./pay";

/** A user as the server knows them. */
export interface PortUser {
  id: string;
  isGM: boolean;
}

/** Who sees a message and its dice: its whisper list (empty: everyone) and whether it is blind. */
export interface Privacy {
  whisper: string[];
  blind: boolean;
}

export const PUBLIC: Privacy = { whisper: [], blind: false };

/** What every stored card has: its two sides, who opened it, what it continues, and its ledger. */
export interface StoredCard {
  attacker: { uuid: string; name?: string };
  defender: { uuid: string; name?: string };
  openedBy?: string;
  follows?: string;
  ledger: Ledger;
}

/** A chat message as the flow reads it: `author` is the server's word for who posted it. */
export interface PortMessage {
  id: string;
  type: string;
  authorId: string | null;
  /** the stored card, unchecked: whoever posted it may have written anything there */
  card: unknown;
  privacy: Privacy;
}

/** A ruleset's cards as the flow runs them, with its snapshot over the port's own actors. */
export interface CardRules<A, C extends StoredCard = StoredCard, S extends CardSnapshot<C> = CardSnapshot<C>> {
  book: CardBook<C, S>;
  allow: AllowList;
  /** the buttons that apply and undo the card: asked before applying twice or undoing over a later change */
  applyAction: string;
  undoAction: string;
  snapshot(base: CardSnapshot<C>, sides: Record<Side, A>): S;
  /**
   * The lock of the combat pools a button spends from, or null. Such a press is decided on the
   * active GM's client under that lock, the one payments and the round's reset take.
   */
  poolsLock?(action: string, sides: Record<Side, A>): string | null;
  /** the damage tray on an actor that is not one of the card's sides, written as the "defender" of its own application */
  tray?(card: C, scale: Scale, target: A): Outcome<C>;
}

export interface PlayPort<A> {
  /** the user of this client */
  readonly me: string;
  user(id: string): PortUser | null;
  /** the active GM's user id; null when no GM is connected */
  activeGM(): string | null;

  /** an actor by uuid; null for a uuid that names anything else (a User, a Setting ...) */
  actor(uuid: unknown): A | null;
  uuid(actor: A): string;
  name(actor: A): string;
  /** the server's word: a GM owns every actor */
  owns(userId: string, actor: A): boolean;
  /** whether the actor has that document: itself, its combatant in a combat in play, one of its items */
  has(actor: A, doc: DocKind): boolean;
  /** a value as the rules see it (after Active Effects), for the guard's value checks */
  read(actor: A, doc: DocKind, path: string): unknown;
  /** a stored value (the document's source), for the ledger and drift */
  stored(actor: A, doc: DocKind, path: string): unknown;
  hasStatus(actor: A, id: string): boolean;
  /** one update of one document, with dotted paths */
  write(actor: A, doc: DocKind, changes: Record<string, unknown>): Promise<void>;
  /** a condition on or off, the actor's ruleset's own way (durations, parents) */
  setStatus(actor: A, change: StatusChange): Promise<void>;

  cards(type: string): CardRules<A> | undefined;
  message(id: string): PortMessage | null;
  /** every message of `type` whose card names `id` as the card it follows, oldest first */
  following(id: string, type: string): PortMessage[];
  updateCard(id: string, card: StoredCard): Promise<void>;
  /** posts `card` as the card that follows message `from`: its type, speaker and privacy */
  postFollower(from: PortMessage, card: StoredCard): Promise<void>;
  deleteMessage(id: string): Promise<void>;
  /** does what a card step of `type` asked besides writing, once its writes are made, with the card's privacy */
  effect(type: string, effect: Effect, privacy: Privacy): Promise<void>;

  /** runs `op` on the active GM's client for this user; rejects with the GM's refusal */
  askGM(op: string, payload: unknown): Promise<unknown>;
  /** throws the dice with the table's dice, shown only to whom the privacy names */
  throwDice(needs: readonly DiceNeed[], privacy: Privacy): Promise<Faces>;
  /** asks this user a yes/no question; both are lang keys */
  confirm(title: string, text: string): Promise<boolean>;
  /** tells the GMs and the creature's owners a line about it (a roll it owes): a lang key and its values */
  notice(actor: A, key: string, data: Record<string, string>): Promise<void>;
}

/** An attack the deciding client has checked: every document in it is what the sender may use. */
export interface Opening<A, T> {
  sender: PortUser;
  attacker: A;
  /** the attacker's token on the targets' scene (or any of its tokens), for distances and the speaker */
  attackerToken: T | null;
  /** the id of the attacker's own item the attack uses; null for none */
  item: string | null;
  targets: T[];
  request: OpenRequest;
}

/**
 * What a ruleset's open step plans: the cards to post in order, each with the payment it needs
 * first (if any), and the attacker's own writes, made once at least one card is posted.
 */
export interface OpenPlan {
  type: string;
  cards: { card: object; pay?: unknown }[];
  writes: Write[];
  /** what the attacker's writes may touch */
  allow: AllowList;
  rollMode: string;
}

/** A ruleset's attacks as the flow opens them: the port's view of the attack, then the ruleset's pure step. */
export interface OpenRules<A, T> {
  plan(opening: Opening<A, T>): OpenPlan;
  /** how a card that costs is paid for, out of the attacker's combat pools */
  pays?: PayRules<A, unknown, unknown>;
  /** its openings write paths of the attacker's combatant that only a GM writes (an initiative, what was readied): in a combat, the active GM opens them */
  writesGuarded?: boolean;
}

/** What opening an attack needs of the port besides cards: tokens, targets, and posting a new card. */
export interface OpenPort<A, T> extends PlayPort<A> {
  /** the attacker's ruleset's attacks, by the actor's type */
  opens(actor: A): OpenRules<A, T> | undefined;
  hasItem(actor: A, id: string): boolean;
  token(uuid: string): T | null;
  tokenActor(token: T): A | null;
  tokenHidden(token: T): boolean;
  tokenScene(token: T): string;
  /** whether the actor has a token on that scene */
  onScene(actor: A, scene: string): boolean;
  /** the actor's token on `scene`, or any of its tokens when it has none there */
  tokenOf(actor: A, scene: string | null): T | null;
  /** whether `userId` targets the token; null when this client cannot tell (it does not view that scene) */
  targets(userId: string, token: T): boolean | null;
  /** posts a new card for the opening, with the roll mode's privacy (the sender always sees it) */
  postCard(type: string, card: object, rollMode: string, opening: Opening<A, T>): Promise<void>;
}

/** A damage tray's receipt as posted: `author` is the server's word for who wrote it. */
export interface PortReceipt {
  id: string;
  authorId: string | null;
  /** the receipt, unchecked: its author may have written anything there */
  receipt: unknown;
}

/** What the damage tray needs of the port besides cards: its receipts. */
export interface TrayPort<A> extends PlayPort<A> {
  receipt(id: string): PortReceipt | null;
  postReceipt(receipt: TrayReceipt): Promise<void>;
  markUndone(id: string): Promise<void>;
}
