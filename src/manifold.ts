// The typed settings Foundry reads: a declaration, so importing it brings in no code.
import type {} from "./foundry/config-types";
import { initManifold } from "./foundry/init";
import { migrateWorld } from "./foundry/migrations/run";
import { promptForRuleset } from "./foundry/ruleset-prompt";
import { RULESETS } from "./rulesets/registry";

Hooks.once("init", () => initManifold(RULESETS));

Hooks.once("ready", async () => {
  await migrateWorld();
  await promptForRuleset();
});

// Dev server only: re-read a changed template or lang file without reloading Foundry.
if (import.meta.hot) {
  import.meta.hot.on("manifold:hot", ({ path }: { path: string }) => {
    if (path.startsWith("lang/") && path.endsWith(".json")) void reloadLang(path);
    if (path.endsWith(".hbs")) {
      const cache = Handlebars.partials as Record<string, unknown>;
      delete cache[`systems/manifold/${path}`];
      void foundry.applications.handlebars.loadTemplates([`systems/manifold/${path}`]);
    }
  });
}

/** Dev only: merge a changed lang file into the loaded translations and redraw open windows. */
async function reloadLang(path: string): Promise<void> {
  const response = await fetch(`/systems/manifold/${path}`);
  foundry.utils.mergeObject(game.i18n!.translations as Record<string, unknown>, await response.json());
  for (const app of foundry.applications.instances.values()) void app.render();
}
