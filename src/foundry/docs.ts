/**
 * Typed adapter over Foundry's documents. fvtt-types 13.345 types `system`, `update`, the
 * embedded-document calls and the chat-message data with generics our glue cannot satisfy
 * without casts, so the casts live here and glue code reads and writes documents through
 * these helpers. Each helper only forwards to the Foundry call it names.
 */

/** Changes in Foundry's update form: dotted paths or nested objects, as `doc.update` takes them. */
export type Changes = Record<string, unknown>;

/** Data for a new chat message, as `ChatMessage.create` takes it. */
export type MessageData = Record<string, unknown>;

/** Who a chat message speaks for, as `ChatMessage.getSpeaker` returns it. */
export type Speaker = ReturnType<typeof ChatMessage.getSpeaker>;

/** The embedded collections Manifold writes to. */
export type EmbeddedName = "Item" | "ActiveEffect" | "Combatant" | "CombatantGroup";

/** Any document Manifold writes: actors, items, combats, combatants, chat messages, effects. */
interface Writable {
  update(...args: never[]): Promise<unknown>;
}

interface EmbeddedParent {
  createEmbeddedDocuments(...args: never[]): Promise<unknown>;
  updateEmbeddedDocuments(...args: never[]): Promise<unknown>;
}

/** A document's `system` data as the ruleset's plain type (a data model exposes its fields as properties). */
export function systemOf<T>(doc: { readonly system: unknown }): T {
  return doc.system as T;
}

/** `doc.update(changes)`. */
export async function write(doc: Writable, changes: Changes): Promise<void> {
  await doc.update(changes as never);
}

/** `doc.updateSource(changes)`, for a document not yet stored (a status effect before it is created). */
export function writeSource(doc: { updateSource(...args: never[]): unknown }, changes: Changes): void {
  doc.updateSource(changes as never);
}

/** `parent.createEmbeddedDocuments(name, data)`. */
export async function createEmbedded(parent: EmbeddedParent, name: EmbeddedName, data: readonly unknown[]): Promise<void> {
  await parent.createEmbeddedDocuments(name as never, data as never);
}

type EmbeddedWatch = (name: EmbeddedName, ids: string[]) => void;
const watchers = new Set<EmbeddedWatch>();

/** Hears each batched embedded write made here (the self-test checks a round's reset is one); returns the unwatch. */
export function watchEmbedded(watch: EmbeddedWatch): () => void {
  watchers.add(watch);
  return () => void watchers.delete(watch);
}

/** `parent.updateEmbeddedDocuments(name, updates, options)`; each update carries its `_id`. */
export async function updateEmbedded(parent: EmbeddedParent, name: EmbeddedName, updates: readonly unknown[], options?: Record<string, unknown>): Promise<void> {
  for (const watch of watchers) watch(name, updates.map((u) => String((u as { _id?: unknown })._id ?? "")));
  await parent.updateEmbeddedDocuments(name as never, updates as never, options as never);
}

/** `ChatMessage.create(data)`. */
export async function post(data: MessageData): Promise<void> {
  await ChatMessage.create(data as never);
}

/** `ChatMessage.getSpeaker({ actor, token })`. */
export function speaker(actor?: Actor.Implementation | null, token?: TokenDocument.Implementation | null): Speaker {
  return ChatMessage.getSpeaker({ actor: actor ?? undefined, token: token ?? undefined } as never);
}

/** `ChatMessage.applyRollMode(data, rollMode)`: sets whisper and blind on the data in place. */
export function applyRollMode(data: MessageData, rollMode: string): void {
  ChatMessage.applyRollMode(data as never, rollMode as never);
}

/** `roll.toMessage(data, { rollMode })`. */
export async function rollToChat(roll: foundry.dice.Roll, data: MessageData, rollMode: string | undefined): Promise<void> {
  await roll.toMessage(data as never, { rollMode: rollMode as never });
}

/** The actor an embedded document (an effect, a data model) belongs to; null when it has none. */
export function parentActor(doc: { readonly parent: unknown }): Actor.Implementation | null {
  return (doc.parent ?? null) as Actor.Implementation | null;
}

/**
 * The actor's tokens on a scene, whether or not this client views it: an unlinked copy's own
 * token, or the tokens linked to a world actor. Read from the scene's documents, not the canvas.
 */
export function sceneTokensOf(actor: Actor.Implementation, scene: Scene.Implementation | null | undefined): TokenDocument.Implementation[] {
  if (!scene) return [];
  const own = actor.isToken ? actor.token : null;
  return scene.tokens.contents.filter((t) => (own ? t.id === own.id : t.actorId === actor.id && t.actorLink)) as TokenDocument.Implementation[];
}

/** The token documents of an actor's active tokens (Foundry's `getActiveTokens(linked, true)`). */
export function tokenDocsOf(actor: Actor.Implementation, linked = false): TokenDocument.Implementation[] {
  return actor.getActiveTokens(linked, true) as unknown as TokenDocument.Implementation[];
}

/** A token placed on the canvas, as the members Manifold reads. */
export interface PlacedToken {
  id: string;
  document: TokenDocument.Implementation;
  center: { x: number; y: number };
  actor: Actor.Implementation | null;
}

/** A canvas token as the members Manifold reads. */
export function placed(token: Token.Implementation): PlacedToken {
  return token as unknown as PlacedToken;
}

/** The distance the scene grid measures between two points (`canvas.grid.measurePath`); the caller checks the grid. */
export function gridDistance(from: { x: number; y: number }, to: { x: number; y: number }): number {
  return (canvas!.grid!.measurePath([from, to] as never, {}) as unknown as { distance: number }).distance;
}

/** The token documents a user targets (the current user by default). */
export function targetsOf(user: User.Implementation | null | undefined = game.user): TokenDocument.Implementation[] {
  return [...(user?.targets ?? [])].map((t) => (t as unknown as { document: TokenDocument.Implementation }).document);
}

/** `fromUuidSync(uuid, { strict: false })`: the document, or null when the uuid names none here. */
export function fromUuidLoose(uuid: string): unknown {
  return foundry.utils.fromUuidSync(uuid as never, { strict: false } as never);
}

/** `fromUuid(uuid)`: an item by uuid, or null. */
export async function itemByUuid(uuid: string): Promise<Item.Implementation | null> {
  return (await foundry.utils.fromUuid(uuid as never)) as Item.Implementation | null;
}

/** The token document a uuid names; null when it names none or something else. */
export function tokenByUuid(uuid: string): TokenDocument.Implementation | null {
  const doc = fromUuidLoose(uuid) as { documentName?: string } | null;
  return doc?.documentName === "Token" ? (doc as unknown as TokenDocument.Implementation) : null;
}

/** A document's open sheet as the members the caller uses; null before it has one. */
export function sheetOf<T extends object>(doc: { readonly sheet: unknown }): T | null {
  return (doc.sheet ?? null) as T | null;
}

/** The combat a combat tracker shows; null when none. */
export function viewedCombat(tracker: { readonly viewed: unknown }): Combat.Implementation | null {
  return (tracker.viewed ?? null) as Combat.Implementation | null;
}

/** One entry of a context menu, as Manifold builds it. */
export interface MenuEntry {
  name: string;
  icon: string;
  condition: (li: HTMLElement) => boolean;
  callback: (li: HTMLElement) => void;
}

/** Appends an entry to a context menu's options (fvtt-types 13.345 types the target as a jQuery callback). */
export function addMenuEntry(options: unknown[], entry: MenuEntry): void {
  options.push(entry);
}

/** `Macro.create(data)`. */
export async function createMacro(data: Record<string, unknown>): Promise<unknown> {
  return Macro.create(data as never);
}

/** Puts a macro in the current user's hotbar slot. */
export async function assignHotbar(macro: unknown, slot: number): Promise<void> {
  await game.user?.assignHotbarMacro(macro as never, slot);
}

/** An actor's items as the sheets' pure context functions read them. */
export function itemRows(actor: Actor.Implementation): { id: string; name: string; img: string; type: string; system: unknown }[] {
  return actor.items.contents.map((i) => ({ id: i.id ?? "", name: i.name, img: i.img ?? "", type: i.type, system: i.system }));
}

/** `table.draw({ rollMode })`: fvtt-types 13.345 asks for every draw option, core fills in the rest. */
export async function drawTable(table: RollTable.Implementation, rollMode: string): Promise<void> {
  await table.draw({ rollMode } as never);
}
