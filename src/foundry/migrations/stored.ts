import type { DocumentSource, StoredDocumentName } from "../../core/migrate-document";
import type { StoredDocument } from "../../core/migrate-world";

/** The little of a Foundry document the runner touches. */
interface Doc {
  id: string | null;
  name?: string | null;
  toObject(): unknown;
  update(data: object, options: object): Promise<unknown>;
}
interface Token extends Doc {
  actorLink: boolean;
  delta: Doc | null;
  actor: { type: string } | null;
}
interface Collection {
  contents: readonly Doc[];
  invalidDocumentIds?: Set<string>;
  getInvalid?(id: string): Doc;
}
interface Pack {
  collection: string;
  documentName: string;
  locked: boolean;
  metadata: { packageType: string };
  configure(settings: { locked: boolean }): Promise<unknown>;
  getDocuments(): Promise<Doc[]>;
}

/** The kinds of compendium the runner opens: those that can hold Manifold data. */
const PACK_KINDS: readonly StoredDocumentName[] = ["Actor", "Item", "Scene"];

/**
 * Written whole and without a diff, as computed (core/migrate-document.ts), and without
 * re-rendering every open sheet on the way.
 */
const WRITE = { diff: false, recursive: false, render: false };

/**
 * Every stored document the runner checks, one at a time: world actors, items, combats, chat
 * messages and scenes (with their unlinked tokens' deltas), invalid ones included, then every
 * world compendium of actors, items or scenes. A locked pack is unlocked only while its own
 * documents are checked and locked again after, even when one of them fails.
 */
export async function* storedDocuments(): AsyncGenerator<StoredDocument> {
  const world: readonly [StoredDocumentName, unknown][] = [
    ["Actor", game.actors],
    ["Item", game.items],
    ["Combat", game.combats],
    ["ChatMessage", game.messages],
    ["Scene", game.scenes],
  ];
  for (const [name, collection] of world) {
    for (const doc of withInvalid(collection as Collection | undefined)) yield* withDeltas(name, doc, "");
  }
  const packs: unknown = game.packs ?? [];
  for (const pack of packs as Iterable<Pack>) {
    if (pack.metadata.packageType !== "world" || !PACK_KINDS.includes(pack.documentName as StoredDocumentName)) continue;
    const locked = pack.locked;
    if (locked) await pack.configure({ locked: false });
    try {
      for (const doc of await pack.getDocuments()) yield* withDeltas(pack.documentName as StoredDocumentName, doc, ` (${pack.collection})`);
    } finally {
      if (locked) await pack.configure({ locked: true });
    }
  }
}

/** A collection's documents, and those Foundry could not build (dnd5e migrates those too). */
function* withInvalid(collection: Collection | undefined): Generator<Doc> {
  if (!collection) return;
  yield* collection.contents;
  for (const id of collection.invalidDocumentIds ?? []) {
    const doc = collection.getInvalid?.(id);
    if (doc) yield doc;
  }
}

function* withDeltas(name: StoredDocumentName, doc: Doc, where: string): Generator<StoredDocument> {
  yield stored(name, doc, `${name} ${doc.name ?? ""} [${doc.id ?? ""}]${where}`);
  if (name !== "Scene") return;
  const tokens = (doc as Doc & { tokens: Iterable<Token> }).tokens;
  for (const token of tokens) {
    // A linked token shows its actor; an unlinked one without a base actor cannot be typed.
    if (token.actorLink || !token.delta || !token.actor) continue;
    yield { ...stored("ActorDelta", token.delta, `Token ${token.name ?? ""} [${token.id ?? ""}] in ${doc.name ?? ""}${where}`), actorType: token.actor.type };
  }
}

function stored(documentName: StoredDocumentName, doc: Doc, label: string): StoredDocument {
  return {
    documentName,
    label,
    source: () => doc.toObject() as DocumentSource,
    // One update per changed document: its system, flags and embedded documents go together.
    write: (update) => doc.update(update, WRITE),
  };
}
