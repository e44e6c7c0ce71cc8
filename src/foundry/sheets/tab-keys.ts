/**
 * Keyboard use of a sheet's tablist (templates/shared/sheet/tabs.hbs), after the WAI-ARIA tabs
 * pattern: Enter or Space opens the focused tab, the arrow keys and Home/End move between tabs.
 * The tabs are core's `data-action="tab"` links with no href, which a browser never clicks from the
 * keyboard; opening one is therefore a click, and core does the switching.
 */
export function bindTabKeys(root: HTMLElement): void {
  // Self-contained (no module-level names), so the gallery can run its source in the page.
  const moves: Record<string, (index: number, count: number) => number> = {
    ArrowRight: (i, n) => (i + 1) % n,
    ArrowLeft: (i, n) => (i - 1 + n) % n,
    Home: () => 0,
    End: (_i, n) => n - 1,
  };
  for (const list of root.querySelectorAll<HTMLElement>('[role="tablist"]')) {
    // A render that keeps the nav (another part re-rendered) must not bind it twice.
    if (list.dataset.tabKeys) continue;
    list.dataset.tabKeys = "bound";
    const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
    // Core moves the `active` class without re-rendering the nav; aria-selected follows it.
    const sync = () => tabs.forEach((t) => t.setAttribute("aria-selected", String(t.classList.contains("active"))));
    list.addEventListener("click", () => setTimeout(sync));
    list.addEventListener("keydown", (event) => {
      const tab = (event.target as HTMLElement).closest<HTMLElement>('[role="tab"]');
      if (!tab) return;
      if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        tab.click();
        return;
      }
      const move = moves[event.key];
      if (!move) return;
      event.preventDefault();
      tabs[move(tabs.indexOf(tab), tabs.length)]!.focus();
    });
  }
}
