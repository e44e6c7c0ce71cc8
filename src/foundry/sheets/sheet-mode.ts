/** Play mode shows the character at the table; edit mode shows every input. */
export const SHEET_MODES = { PLAY: 1, EDIT: 2 } as const;
export type SheetMode = (typeof SHEET_MODES)[keyof typeof SHEET_MODES];

export function otherMode(mode: SheetMode): SheetMode {
  return mode === SHEET_MODES.PLAY ? SHEET_MODES.EDIT : SHEET_MODES.PLAY;
}
