import { registerSelfTest } from "./selftest/app";
import { registerMovementLedger } from "./movement";
import { makeModel } from "./data/model";
import { ManifoldActor, activeTypes } from "./documents/actor";
import { ManifoldItem } from "./documents/item";
import { ManifoldCombat } from "./documents/combat";
import { ManifoldCombatant } from "./documents/combatant";
import { ManifoldCombatTracker } from "./combat/tracker";
import { registerChatHooks } from "./chat/card-hook";
import { registerCardSocket } from "./play/socket";
import { registerGuardedCombatants } from "./combat/guarded";
import { registerStatusLinks } from "./statuses";
import { statusConfig } from "../core/status-config";
import { registerSceneDefaults } from "./scene";
import { registerHotbarDrop } from "./hotbar";
import { allRulesets, registerRulesets } from "./registry-access";
import { activeRuleset, registerCoreSettings, SYSTEM_ID } from "./settings";
import { useItem } from "./use-item";
import { registerCombatTyping } from "./documents/typing";
import type { RulesetDefinition } from "./ruleset";

type ModelMap = Record<string, unknown>;

/** Everything Foundry needs at init, for every ruleset in the registry. */
export function initManifold(rulesets: readonly RulesetDefinition[]): void {
  registerRulesets(rulesets);
  registerCoreSettings();

  CONFIG.Actor.documentClass = ManifoldActor as never;
  CONFIG.Item.documentClass = ManifoldItem as never;
  CONFIG.Combat.documentClass = ManifoldCombat as never;
  CONFIG.Combatant.documentClass = ManifoldCombatant as never;
  CONFIG.ui.combat = ManifoldCombatTracker as never;
  CONFIG.ActiveEffect.legacyTransferral = false;

  const models = {
    Actor: CONFIG.Actor.dataModels as ModelMap,
    Item: CONFIG.Item.dataModels as ModelMap,
    Combat: CONFIG.Combat.dataModels as ModelMap,
    Combatant: CONFIG.Combatant.dataModels as ModelMap,
    ChatMessage: CONFIG.ChatMessage.dataModels as ModelMap,
  };
  const sheets = foundry.applications.apps.DocumentSheetConfig;
  for (const def of allRulesets()) {
    const { rules } = def;
    def.registerSettings?.();
    def.registerModels?.();
    const groups = [
      [models.Actor, rules.actorTypes],
      [models.Item, rules.itemTypes],
      [models.Combat, rules.combatTypes],
      [models.Combatant, rules.combatantTypes],
      [models.ChatMessage, rules.chatTypes],
    ] as const;
    for (const [target, types] of groups) {
      for (const [type, spec] of Object.entries(types)) target[type] = makeModel(spec, def.derive[type], rules.migrations?.[type]);
    }
    for (const [type, sheet] of Object.entries(def.actorSheets)) {
      sheets.registerSheet(Actor as never, SYSTEM_ID, sheet as never, { types: [type], makeDefault: true, label: "MANIFOLD.Sheet.Label" } as never);
    }
    for (const [type, sheet] of Object.entries(def.itemSheets)) {
      sheets.registerSheet(Item as never, SYSTEM_ID, sheet as never, { types: [type], makeDefault: true, label: "MANIFOLD.Sheet.Label" } as never);
    }
    const rolls = CONFIG.Dice.rolls as unknown as unknown[];
    for (const roll of def.rolls) if (!rolls.includes(roll)) rolls.push(roll);
    void foundry.applications.handlebars.loadTemplates([...def.templates]);
  }

  const active = activeRuleset();
  if (active) {
    // Core's special statuses stay toggleable (Mark Defeated sets DEFEATED) whatever the ruleset names.
    const statuses = statusConfig(active.rules, CONFIG.specialStatusEffects as unknown as Record<string, string>);
    CONFIG.statusEffects = statuses.statusEffects as never;
    CONFIG.specialStatusEffects = statuses.specialStatusEffects as never;
    CONFIG.time.roundTime = active.rules.roundSeconds;
    // Token bars default to the active ruleset's pool (contest Health, energy Aura); system.json names contest's.
    const bars = game.system as unknown as { primaryTokenAttribute: string; secondaryTokenAttribute: string | null };
    bars.primaryTokenAttribute = active.rules.primaryTokenAttribute;
    bars.secondaryTokenAttribute = active.rules.secondaryTokenAttribute ?? null;
    active.init?.();
  }
  (game.system as unknown as { api: unknown }).api = { useItem, activeTypes };

  registerCardSocket();
  registerMovementLedger();
  Hooks.once("ready", registerGuardedCombatants);
  registerChatHooks();
  registerSelfTest();
  registerStatusLinks();
  registerSceneDefaults();
  registerHotbarDrop();
  registerCombatTyping();
}
