/**
 * NPC sheets draw a compact stat block in play mode and the full sheet's tabs in edit mode, so
 * a GM can still reach every stored field. The two modes render different parts of one PARTS.
 */
/** The parts of `all` that the mode draws: the stat block's in play mode, every other in edit mode. */
export function partsForMode<Part>(all: Record<string, Part>, editMode: boolean, statBlock: readonly string[]): Record<string, Part> {
  return Object.fromEntries(Object.entries(all).filter(([id]) => statBlock.includes(id) !== editMode));
}

/**
 * Core replaces the parts it renders and leaves any other part where it was; after a switch of
 * mode, the parts of the other mode would stay on the sheet, so they go here.
 */
export function dropOtherParts(root: HTMLElement, drawn: readonly string[]): void {
  for (const part of root.querySelectorAll<HTMLElement>("[data-application-part]")) {
    if (!drawn.includes(part.dataset.applicationPart ?? "")) part.remove();
  }
}
