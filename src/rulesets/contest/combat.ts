import type { CombatScheme } from "../../foundry/ruleset";
import { compareInitiative } from "./rules/initiative";
import { initiativeDie } from "./settings";
import { RuleError } from "./rules/errors";
import { initiativeEntry, initiativeStep, roundStartStep, saveTurnStep, skipTurnStep, turnEndStep, turnOrderStep, type Rolled, type TurnCombatant } from "./play/turns";
import { contestTrackerResources } from "./tracker-resources";
import { combatantSystem, plainActor } from "./adapter";
import { saveTurnButtons } from "./prompts";
import { surpriseContest, toggleSurprise } from "./surprise";
import { notify } from "../../foundry/notify";
import { write } from "../../foundry/docs";
import { dialogWait } from "../../foundry/lookup";

/** 1d6 + Initiative (NPC 1d6 + PER), descending; 3 AP reset each round in one write. */
export const contestCombat: CombatScheme = {
  initiativeFormula(combatant) {
    return combatant.actor ? initiativeStep(plainActor(combatant.actor), initiativeDie()) : null;
  },

  compare(a, b) {
    return compareInitiative(initiativeEntry(rolled(a)), initiativeEntry(rolled(b)));
  },

  arrange(combat, order) {
    const combatants = order.map((id) => combat.combatants.get(id)!);
    const saved = combatants.map((c) => {
      const system = combatantSystem(c);
      return { id: c.id ?? "", after: system.delayAfter, round: system.delayRound };
    });
    // Every entry carries its stored tie-break, so no draw is made here.
    return turnOrderStep(combatants.map(rolled), saved, combat.round, { next: Math.random });
  },

  contextOptions() {
    return [
      {
        name: "MANIFOLD.contest.Tracker.ToggleSurprised",
        icon: "fa-solid fa-eye-slash",
        // Surprise is the GM's call, as the surprise contest is: a player must not clear their own mark.
        condition: (c) => !!game.user?.isGM && !!c.combat && c.combat.round <= 1,
        callback: toggleSurprise,
      },
      {
        name: "MANIFOLD.contest.Tracker.SurpriseContest",
        icon: "fa-solid fa-user-ninja",
        condition: (c) => !!game.user?.isGM && !!c.combat && c.combat.round <= 1,
        callback: surpriseContest,
      },
      {
        name: "MANIFOLD.contest.Tracker.SaveTurn",
        icon: "fa-solid fa-hourglass-half",
        condition: (c) => c.combat?.combatant?.id === c.id,
        callback: saveTurn,
      },
    ];
  },

  roundStart(combat) {
    return roundStartStep(combat.combatants.contents.map(turnCombatant), combat.round);
  },

  skipTurn(combat, combatant) {
    return skipTurnStep(turnCombatant(combatant), combat.round);
  },

  turnEnd(combat, combatant, endingRound) {
    return turnEndStep(turnCombatant(combatant), endingRound, combat.round);
  },

  trackerResources(combatant) {
    return contestTrackerResources(combatantSystem(combatant));
  },
};

const turnCombatant = (c: Combatant.Implementation): TurnCombatant => ({ id: c.id ?? "", system: combatantSystem(c), statuses: [...(c.actor?.statuses ?? [])] });

const rolled = (c: Combatant.Implementation): Rolled => ({
  id: c.id ?? "",
  actor: c.actor ? plainActor(c.actor) : null,
  initiative: c.initiative,
  tieBreak: stableFraction(c.id ?? ""),
});

/** An arbitrary but stable draw in [0, 1) per combatant, so re-sorting never reshuffles ties. */
function stableFraction(id: string): number {
  let h = 2166136261;
  for (const ch of id) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return (h >>> 0) / 4294967296;
}

/** Saving a turn (contest.delay.1): the combatant names who it will act after, at once. */
async function saveTurn(combatant: Combatant.Implementation): Promise<void> {
  const combat = combatant.combat;
  if (!combat) return;
  const order = combat.turns.map((c) => c.id ?? "");
  const later = combat.turns.slice(order.indexOf(combatant.id ?? "") + 1);
  if (later.length === 0) return void ui.notifications?.warn(game.i18n!.localize("MANIFOLD.contest.Tracker.NoOneLater"));
  const after = await dialogWait({
    window: { title: "MANIFOLD.contest.Tracker.SaveTurn" },
    content: `<p>${game.i18n!.localize("MANIFOLD.contest.Tracker.SaveTurnAfter")}</p>`,
    buttons: saveTurnButtons(later),
    rejectClose: false,
  });
  if (typeof after !== "string") return;
  let update;
  try {
    update = saveTurnStep(order, combat.combatant?.id ?? null, combatant.id ?? "", after, combat.round);
  } catch (err) {
    if (err instanceof RuleError) return void notify("error", err.key, err.data);
    throw err;
  }
  // The one write: v13 re-deals the turns on every client when a combatant changes, and the turn
  // index stays, so it now names whoever came next; the GM's client ends this turn and starts that one.
  const { _id: _, ...changes } = update;
  await write(combatant, changes);
}
