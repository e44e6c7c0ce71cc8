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
    if (path.endsWith(".hbs")) {
      const cache = (Handlebars as unknown as { partials: Record<string, unknown> }).partials;
      delete cache[`systems/manifold/${path}`];
      void foundry.applications.handlebars.loadTemplates([`systems/manifold/${path}`]);
    }
  });
}
