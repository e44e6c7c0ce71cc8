import type { RulesetDefinition } from "../../foundry/ruleset";
import type { ConsequenceRules } from "../../core/play/consequence";
import { OpposedDieRoll } from "../../foundry/dice/opposed-roll";
import { dierankRules } from "./rules/definition";
import { DierankActorSheet } from "./sheets/actor-sheet";
import { DierankNpcSheet } from "./sheets/npc-sheet";
import { DierankItemSheet } from "./sheets/item-sheet";
import { dierankCombat } from "./combat";
import { DIERANK_CARDS, renderDierankCard } from "./chat";
import { dierankOpenSnapshot, startAttack } from "./attack";
import { planDierankOpen } from "./play/open-plan";
import { DIERANK_CONSEQUENCES } from "./play/consequence";
import { DIERANK_MOVEMENT } from "./regions";

const T = "systems/manifold/templates";

export const dierank: RulesetDefinition = {
  rules: dierankRules,
  // Nothing is derived: the sheet reads the stored dice, and the steps read them the same way.
  derive: {},
  actorSheets: { dierankCharacter: DierankActorSheet, dierankNpc: DierankNpcSheet },
  itemSheets: { dierankWeapon: DierankItemSheet, dierankShield: DierankItemSheet, dierankSpell: DierankItemSheet },
  combat: dierankCombat,
  rolls: [OpposedDieRoll],
  templates: [
    `${T}/dierank/actor/actions.hbs`,
    `${T}/dierank/actor/stats.hbs`,
    `${T}/dierank/actor/attacks.hbs`,
    `${T}/dierank/chat/attack-card.hbs`,
    `${T}/dierank/dialog/attack.hbs`,
    `${T}/shared/npc/effects.hbs`,
    `${T}/shared/chat/tray.hbs`,
    `${T}/shared/dialog/roll-dialog.hbs`,
    `${T}/shared/dialog/odds.hbs`,
    `${T}/shared/dialog/summary.hbs`,
    `${T}/shared/combat/tracker-resources.hbs`,
  ],
  selfTest: { script: async () => (await import("./selftest")).DIERANK_SELF_TEST, attack: (actor, item) => startAttack(actor, item, { fastForward: true, edge: 0 }) },
  renderCard: renderDierankCard,
  cards: DIERANK_CARDS,
  opens: { plan: (opening) => planDierankOpen(dierankOpenSnapshot(opening), opening.request) },
  consequences: DIERANK_CONSEQUENCES as ConsequenceRules<unknown>,
  movement: DIERANK_MOVEMENT,
};
