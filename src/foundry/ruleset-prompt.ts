import { allRulesets } from "./registry-access";
import { activeRuleset, RULESET_SETTING, SYSTEM_ID } from "./settings";
import { dialogWait } from "./lookup";
import { rulesetPromptView } from "./ruleset-prompt-view";

/** The first time a GM opens a world with no ruleset chosen, ask once. */
export async function promptForRuleset(): Promise<void> {
  if (!game.user?.isActiveGM || activeRuleset()) return;
  const view = rulesetPromptView(
    allRulesets().map((def) => ({ id: def.rules.id, label: def.rules.label })),
    (key) => game.i18n!.localize(key),
  );
  const choice = await dialogWait({
    window: { title: view.title },
    classes: view.classes,
    content: view.content,
    buttons: view.buttons,
    rejectClose: false,
  });
  if (typeof choice === "string" && choice) {
    await game.settings!.set(SYSTEM_ID, RULESET_SETTING, choice);
    foundry.utils.debouncedReload();
  }
}
