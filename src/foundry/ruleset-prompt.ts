import { allRulesets } from "./registry-access";
import { activeRuleset, RULESET_SETTING, SYSTEM_ID } from "./settings";
import { dialogWait } from "./lookup";

/** The first time a GM opens a world with no ruleset chosen, ask once. */
export async function promptForRuleset(): Promise<void> {
  if (!game.user?.isActiveGM || activeRuleset()) return;
  const buttons = allRulesets().map((def, index) => ({
    action: def.rules.id,
    label: game.i18n!.localize(def.rules.label),
    default: index === 0,
  }));
  const choice = await dialogWait({
    window: { title: "MANIFOLD.Settings.Ruleset.PromptTitle" },
    content: `<p>${game.i18n!.localize("MANIFOLD.Settings.Ruleset.Prompt")}</p>`,
    buttons,
    rejectClose: false,
  });
  if (typeof choice === "string" && choice) {
    await game.settings!.set(SYSTEM_ID, RULESET_SETTING, choice);
    foundry.utils.debouncedReload();
  }
}
