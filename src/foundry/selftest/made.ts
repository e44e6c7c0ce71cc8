/**
 * Everything a self-test run makes or changes in the world, undone by one call from a `finally`:
 * the documents it created (deleted), the dice it scripted, the scene the GM was viewing and the
 * tokens they had targeted and selected (put back). It records as it goes, so a run that breaks
 * half-way still cleans up what it made.
 */
type Deletable = { delete(): Promise<unknown> };

export class Made {
  private readonly docs: Deletable[] = [];
  private readonly messages = new Set<string>();
  private readonly undo: (() => Promise<unknown> | unknown)[] = [];
  private readonly hook: number;

  /** the check's own creatures: a message that names one of them is the check's */
  private readonly actors = new Set<string>();

  constructor() {
    // A chat message posted while the checks run is theirs when it names one of their creatures
    // (cards, receipts, rolls spoken by them); anyone else's chat is left alone.
    this.hook = Hooks.on("createChatMessage", (message: ChatMessage.Implementation) => {
      const text = JSON.stringify({ speaker: message.speaker, system: message.system });
      if ([...this.actors].some((id) => text.includes(id))) this.messages.add(message.id ?? "");
    });
  }

  /** a creature of the check's own: the messages that name it are deleted with it */
  actor<T extends Deletable & { id: string | null }>(actor: T): T {
    if (actor.id) this.actors.add(actor.id);
    return this.doc(actor);
  }

  /** a document to delete at the end (deleting a folder's or scene's contents with it is not assumed) */
  doc<T extends Deletable>(doc: T): T {
    this.docs.push(doc);
    return doc;
  }

  /** something to put back at the end, undone last-first */
  restore(fn: () => Promise<unknown> | unknown): void {
    this.undo.push(fn);
  }

  /** the ids of the check's chat messages posted since the run began, oldest first */
  posted(): string[] {
    return [...this.messages];
  }

  async dispose(): Promise<void> {
    Hooks.off("createChatMessage", this.hook);
    const faults: unknown[] = [];
    const attempt = async (fn: () => Promise<unknown> | unknown) => {
      try {
        await fn();
      } catch (err) {
        faults.push(err);
      }
    };
    for (const fn of this.undo.reverse()) await attempt(fn);
    const ids = [...this.messages].filter((id) => game.messages?.has(id));
    if (ids.length) await attempt(() => ChatMessage.deleteDocuments(ids));
    for (const doc of this.docs.reverse()) await attempt(() => doc.delete());
    if (faults.length) console.error("Manifold | the self-test could not clean up everything", faults);
  }
}
