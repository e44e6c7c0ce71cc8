import { startAttack } from "./attack";
import type { RulesetDefinition } from "../../foundry/ruleset";
import { RollUnderRoll } from "../../foundry/dice/roll-under-roll";
import { rollunderRules } from "./rules/definition";
import { deriveCharacter } from "./derive";
import { RollunderActorSheet } from "./sheets/actor-sheet";
import { RollunderNpcSheet } from "./sheets/npc-sheet";
import { RollunderItemSheet } from "./sheets/item-sheet";
import { rollunderCombat } from "./combat";
import { registerRollunderSettings } from "./settings";
import { registerEnemyHp } from "./place";
import { NaturalUnderRoll } from "../../foundry/dice/natural-roll";
import { deathDraw, ROLLUNDER_CARDS, renderRollunderCard } from "./chat";
import { DEATH_DRAW } from "./play/card";
import { rollunderOpenSnapshot } from "./attack";
import { planRollunderOpen } from "./play/open-plan";
import { registerRoundRelay } from "../../foundry/combat/round-relay";
import { ROLLUNDER_MOVEMENT } from "./moves";
import { registerMoraleHooks } from "./morale";
import { registerHealHooks } from "./sheets/heal";
import { useRollunderRuler } from "./ruler";
import { ROLLUNDER_CONSEQUENCES } from "./play/consequence";
import type { ConsequenceRules } from "../../core/play/consequence";

const T = "systems/manifold/templates";

export const rollunder: RulesetDefinition = {
  rules: rollunderRules,
  derive: { rollunderCharacter: deriveCharacter },
  actorSheets: { rollunderCharacter: RollunderActorSheet, rollunderNpc: RollunderNpcSheet },
  itemSheets: {
    rollunderWeapon: RollunderItemSheet,
    rollunderArmor: RollunderItemSheet,
    rollunderShield: RollunderItemSheet,
    rollunderGear: RollunderItemSheet,
  },
  combat: rollunderCombat,
  rolls: [RollUnderRoll, NaturalUnderRoll],
  registerSettings: registerRollunderSettings,
  init() {
    registerEnemyHp();
    registerRoundRelay();
    registerMoraleHooks();
    registerHealHooks();
    useRollunderRuler();
  },
  templates: [
    `${T}/rollunder/actor/item-controls.hbs`,
    `${T}/shared/npc/effects.hbs`,
    `${T}/rollunder/chat/attack-card.hbs`,
    `${T}/rollunder/dialog/attack.hbs`,
    `${T}/shared/dice/natural-under.hbs`,
    `${T}/shared/dialog/roll-dialog.hbs`,
    `${T}/shared/dialog/odds.hbs`,
    `${T}/shared/dialog/summary.hbs`,
    `${T}/shared/combat/tracker-resources.hbs`,
    `${T}/shared/combat/group-header.hbs`,
    `${T}/shared/combat/waypoint-label.hbs`,
    `${T}/rollunder/combat/round-rolls.hbs`,
    `${T}/rollunder/combat/morale-prompt.hbs`,
    `${T}/rollunder/combat/add-time.hbs`,
  ],
  selfTest: { script: async () => (await import("./selftest")).ROLLUNDER_SELF_TEST, attack: (actor, item) => startAttack(actor, item, { fastForward: true, edge: 0 }) },
  renderCard: renderRollunderCard,
  cards: ROLLUNDER_CARDS,
  effects: { [DEATH_DRAW]: deathDraw },
  opens: { plan: (opening) => planRollunderOpen(rollunderOpenSnapshot(opening), opening.request) },
  consequences: ROLLUNDER_CONSEQUENCES as ConsequenceRules<unknown>,
  movement: ROLLUNDER_MOVEMENT,
};
