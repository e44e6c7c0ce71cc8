/** What every ruleset's item sheet builder reads, and the inputs its edit mode draws. */
export interface ItemInput {
  item: { id?: string; name: string; img: string; type: string; system: Record<string, unknown> };
  editMode: boolean;
  editable: boolean;
  /** the item sits on an actor this user owns, so its sheet offers the actor sheet's roll */
  usable?: boolean;
}

/** One input of an item sheet's edit mode: a box, a number with its bounds, or a choice. */
export interface ItemField {
  label: string;
  name: string;
  value: unknown;
  check?: boolean;
  number?: boolean;
  min?: number;
  max?: number;
  choices?: Record<string, string>;
}

/** What an item sheet shows in play mode: its facts, tags and notes, each ruleset's own. */
export interface ItemPlay {
  facts: readonly unknown[];
  tags: readonly unknown[];
  notes?: readonly unknown[];
}

/**
 * The part of an item sheet's context every ruleset shares: the item, the mode, the play mode's
 * facts (edit mode shows none) and the edit mode's fields (play mode shows none), and the use
 * button when the item sits on an actor this user owns. The ruleset gives its own facts, fields and use.
 */
export function itemContext<P extends ItemPlay, U>(input: ItemInput, parts: { play: () => P; fields: () => ItemField[]; use: () => U | null }) {
  const { item } = input;
  return {
    name: item.name,
    img: item.img,
    type: item.type,
    typeLabel: `TYPES.Item.${item.type}`,
    system: item.system,
    editMode: input.editMode,
    editable: input.editable,
    ...(input.editMode ? { facts: [] as never[], tags: [] as never[], notes: [] as never[] } : parts.play()),
    fields: input.editMode ? parts.fields() : [],
    use: !input.editMode && input.usable ? parts.use() : null,
  };
}
