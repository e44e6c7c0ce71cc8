/**
 * A sheet its reader may not change (an Observer's, a locked compendium's) keeps only the buttons
 * that look: tabs, the portrait, an item or effect opened to read. Every button that rolls, spends,
 * equips, creates, deletes or switches to edit mode is taken out, in one place for every sheet.
 * Self-contained, so the gallery runs this very function in the page.
 */
export function stripLiveActions(root: ParentNode): void {
  const looking = new Set(["tab", "showPortraitArtwork", "itemEdit", "effectEdit"]);
  for (const el of root.querySelectorAll<HTMLElement>("[data-action]")) {
    if (!looking.has(el.dataset.action ?? "")) el.remove();
  }
}
