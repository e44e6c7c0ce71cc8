import type { CombatScheme } from "../../foundry/ruleset";
import { turnOrder } from "./rules/initiative";
import { GROUPS, type Group } from "./rules/types";
import { turnStartStep } from "./play/turn";
import { ROUND_GM_PATHS } from "./play/round";
import { beforeRound, GROUP_NAMES } from "./combat-round";
import { rollunderTrackerResources } from "./tracker-resources";
import { combatantSystem, plainActor } from "./adapter";
import { kindOf, turnSnapshot } from "./snapshot";
import { addTime, timeTurn } from "./time";
import { ACTION_LABELS, chooseAction } from "./moves";
import { offerArrows } from "./combat-end";
import { reloadWeapon, unloadedCrossbow } from "./reload";
import { notify } from "../../foundry/notify";

// The tracker also names the charge's attack, still owed after the charge's move.
const ACTION_NAMES: Readonly<Record<string, string>> = { ...ACTION_LABELS, charged: "MANIFOLD.rollunder.Action.charged" };

const groupOf = (c: Combatant.Implementation): Group | null => {
  const group = combatantSystem(c).group;
  return (GROUPS as readonly string[]).includes(group) ? (group as Group) : null;
};

/**
 * Side initiative, rolled every round (rollunder.init.*): before core moves to a round's turn 0,
 * the GM's client rolls each PC's d20 under Wisdom and writes every combatant's group and fresh
 * turn in one batch (combat-round.ts); the turns run PCs who passed, the enemies (Time among them,
 * an enemy that acts twice again at the group's end), then PCs who failed. Each turn starts with
 * its action unspent and its feet to move; Time's turn posts the GM's reminder.
 */
export const rollunderCombat: CombatScheme = {
  // The d20s are thrown for the whole side each round, never by core's per-combatant roll.
  initiativeFormula: () => null,
  // Core's dice buttons would roll a formula and reorder the groups: the round's start rolls instead.
  rollInitiative: async () => notify("info", "MANIFOLD.rollunder.Round.RolledEachRound"),
  gmOnly: ROUND_GM_PATHS,

  turnsEach: 2,

  arrange(combat, order) {
    const placed = order.flatMap((id) => {
      const c = combat.combatants.get(id);
      const group = c ? groupOf(c) : null;
      const actor = c?.actor ? plainActor(c.actor) : null;
      return c && group ? [{ id, group, actsTwice: actor?.type === "rollunderNpc" && actor.system.actsTwice }] : [];
    });
    return turnOrder(placed).map((t) => t.id);
  },

  beforeRound,

  // Everything a round resets is in beforeRound's one write, made before the round moved.
  roundStart: () => [],

  turnStart(_combat, combatant) {
    return [turnStartStep(turnSnapshot(combatant)).update];
  },

  async afterTurnStart(_combat, combatant) {
    if (kindOf(combatant) === "time") await timeTurn(combatant);
  },

  combatEnd: offerArrows,

  contextOptions() {
    return [
      {
        name: "MANIFOLD.rollunder.Tracker.TakeAction",
        icon: "fa-solid fa-hand-fist",
        condition: (c) => kindOf(c) !== "time" && !!c.combat?.started && c.combat.combatant?.id === c.id && !combatantSystem(c).action,
        callback: chooseAction,
      },
      {
        name: "MANIFOLD.rollunder.Tracker.Reload",
        icon: "fa-solid fa-arrows-rotate",
        condition: (c) => !!c.combat?.started && c.combat.combatant?.id === c.id && !combatantSystem(c).action && unloadedCrossbow(c) !== null,
        callback: async (c) => {
          const bow = unloadedCrossbow(c);
          if (c.actor && bow) await reloadWeapon(c.actor, bow);
        },
      },
      {
        name: "MANIFOLD.rollunder.Time.Add",
        icon: "fa-solid fa-hourglass-half",
        condition: (c) => !!game.user?.isGM && !!c.combat,
        callback: async (c) => {
          if (c.combat) await addTime(c.combat);
        },
      },
    ];
  },

  trackerResources(combatant) {
    const system = combatantSystem(combatant);
    const group = groupOf(combatant);
    return rollunderTrackerResources({
      kind: kindOf(combatant),
      system,
      group: group ? game.i18n!.localize(GROUP_NAMES[group]) : "",
      action: system.action ? game.i18n!.localize(ACTION_NAMES[system.action] ?? system.action) : "",
    });
  },

  trackerGroup(combatant) {
    // Named in the reader's language: the stored name is the GM's, written once.
    const group = groupOf(combatant);
    return group ? game.i18n!.localize(GROUP_NAMES[group]) : null;
  },
};
