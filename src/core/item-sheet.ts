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
