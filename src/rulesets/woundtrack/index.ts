import type { RulesetDefinition } from "../../foundry/ruleset";
import type { ConsequenceRules } from "../../core/play/consequence";
import { woundtrackRules } from "./rules/definition";
import { WoundtrackActorSheet } from "./sheets/actor-sheet";
import { WoundtrackNpcSheet } from "./sheets/npc-sheet";
import { WoundtrackItemSheet } from "./sheets/item-sheet";
import { woundtrackCombat } from "./combat";
import { WOUNDTRACK_CARDS, renderWoundtrackCard } from "./chat";
import { startAttack, woundtrackOpenSnapshot } from "./attack";
import { planWoundtrackOpen } from "./play/open-plan";
import { WOUNDTRACK_CONSEQUENCES } from "./play/consequence";
import { WOUNDTRACK_MOVEMENT } from "./grid";
import { WoundCheckRoll } from "./check-roll";
import { registerWoundtrackSettings } from "./settings";
import { registerActHandler } from "./act";
import { useWoundtrackRuler } from "./ruler";
import { registerTerrainBehavior } from "./terrain";
import { sideOf } from "./adapter";

const T = "systems/manifold/templates";

export const woundtrack: RulesetDefinition = {
  rules: woundtrackRules,
  // Nothing is derived: the sheet and the steps compute Defenses and Toughness from the stored scores the same way.
  derive: {},
  actorSheets: { woundtrackCharacter: WoundtrackActorSheet, woundtrackNpc: WoundtrackNpcSheet },
  itemSheets: { woundtrackWeapon: WoundtrackItemSheet, woundtrackArmor: WoundtrackItemSheet, woundtrackAction: WoundtrackItemSheet },
  combat: woundtrackCombat,
  rolls: [WoundCheckRoll],
  templates: [
    `${T}/woundtrack/actor/rest.hbs`,
    `${T}/woundtrack/actor/combatant.hbs`,
    `${T}/woundtrack/actor/attributes.hbs`,
    `${T}/woundtrack/actor/defences.hbs`,
    `${T}/woundtrack/actor/skills.hbs`,
    `${T}/woundtrack/actor/track.hbs`,
    `${T}/woundtrack/actor/pools.hbs`,
    `${T}/woundtrack/actor/gear.hbs`,
    `${T}/woundtrack/actor/actions.hbs`,
    `${T}/woundtrack/chat/attack-card.hbs`,
    `${T}/woundtrack/chat/check-card.hbs`,
    `${T}/woundtrack/dialog/attack.hbs`,
    `${T}/shared/npc/effects.hbs`,
    `${T}/shared/chat/tray.hbs`,
    `${T}/shared/dialog/roll-dialog.hbs`,
    `${T}/shared/dialog/odds.hbs`,
    `${T}/shared/dialog/summary.hbs`,
    `${T}/shared/combat/tracker-resources.hbs`,
  ],
  selfTest: { script: async () => (await import("./selftest")).WOUNDTRACK_SELF_TEST, attack: (actor, item) => startAttack(actor, item, { fastForward: true, edge: 0 }) },
  renderCard: renderWoundtrackCard,
  cards: WOUNDTRACK_CARDS,
  // An attack or check card writes the attacker's initiative and what it readied: GM-only paths.
  opens: { plan: (opening) => planWoundtrackOpen(woundtrackOpenSnapshot(opening), opening.request), writesGuarded: true },
  consequences: WOUNDTRACK_CONSEQUENCES as ConsequenceRules<unknown>,
  consequenceAround: (actor) => sideOf(actor).mounted ?? null,
  movement: WOUNDTRACK_MOVEMENT,
  registerSettings: registerWoundtrackSettings,
  registerModels: registerTerrainBehavior,
  init() {
    registerActHandler();
    useWoundtrackRuler();
  },
};
