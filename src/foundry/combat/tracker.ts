import { rulesetForType } from "../registry-access";
import { activeRuleset } from "../settings";
import { addMenuEntry, viewedCombat } from "../docs";
import { resourcesView } from "./resources-view";
import { groupHeaders } from "./groups-view";

const RESOURCES = "systems/manifold/templates/shared/combat/tracker-resources.hbs";
const GROUP_HEADER = "systems/manifold/templates/shared/combat/group-header.hbs";

/**
 * The core v13 tracker, plus each combatant's per-round resources under its name, rendered
 * from the ruleset's scheme so the tracker and the sheet read the same combatant data.
 */
export class ManifoldCombatTracker extends foundry.applications.sidebar.tabs.CombatTracker {
  /**
   * Core builds the entries once, when the tracker first renders (often at load, before any
   * combat has a combatant), so they come from the world's ruleset, and each looks up the combat
   * viewed when it is opened.
   */
  protected override _getEntryContextOptions() {
    const options = super._getEntryContextOptions();
    const scheme = activeRuleset()?.combat;
    const find = (li: HTMLElement) => viewedCombat(this)?.combatants.get(li.dataset.combatantId ?? "");
    for (const option of scheme?.contextOptions?.() ?? []) {
      addMenuEntry(options, {
        name: option.name,
        icon: `<i class="${option.icon}"></i>`,
        condition: (li: HTMLElement) => {
          const c = find(li);
          return !!c && c.isOwner && option.condition(c);
        },
        callback: (li: HTMLElement) => {
          const c = find(li);
          if (c) void option.callback(c);
        },
      });
    }
    return options;
  }

  /** The names of the entries a combatant's row offers (the self-test looks for the ruleset's among them). */
  entryNames(): string[] {
    return this._getEntryContextOptions().map((o) => String((o as { name?: unknown }).name ?? ""));
  }

  protected override async _onRender(...args: Parameters<foundry.applications.sidebar.tabs.CombatTracker["_onRender"]>): Promise<void> {
    await super._onRender(...args);
    const combat = viewedCombat(this);
    if (!combat) return;
    for (const row of this.element.querySelectorAll<HTMLElement>("[data-combatant-id]")) {
      const combatant = combat.combatants.get(row.dataset.combatantId ?? "");
      const scheme = combatant ? rulesetForType(combatant.type)?.combat : undefined;
      if (!combatant || !scheme) continue;
      const view = resourcesView(scheme.trackerResources(combatant), (key) => game.i18n!.localize(key));
      const html = await foundry.applications.handlebars.renderTemplate(RESOURCES, view);
      row.querySelector(".manifold-resources")?.remove();
      const holder = row.querySelector(".token-name") ?? row;
      holder.insertAdjacentHTML("beforeend", html);
    }
    await this.#drawGroups(combat);
  }

  /** Headers where the turns pass from one CombatantGroup to the next, for a scheme that names them. */
  async #drawGroups(combat: Combat.Implementation): Promise<void> {
    for (const old of this.element.querySelectorAll(".manifold-group-header")) old.remove();
    const rows = [...this.element.querySelectorAll<HTMLElement>("[data-combatant-id]")];
    const groups = rows.map((row) => {
      const combatant = combat.combatants.get(row.dataset.combatantId ?? "");
      return (combatant && rulesetForType(combatant.type)?.combat.trackerGroup?.(combatant)) ?? null;
    });
    for (const header of groupHeaders(groups)) {
      const html = await foundry.applications.handlebars.renderTemplate(GROUP_HEADER, { name: header.name });
      rows[header.index]?.insertAdjacentHTML("beforebegin", html);
    }
  }
}
