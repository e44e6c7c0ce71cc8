import type { CombatScheme } from "../../foundry/ruleset";
import { edgeFormula } from "../../core/dice";
import { writePair } from "../../core/play/execute";
import { escapeHtml } from "../../core/html";
import { foundryPort } from "../../foundry/play/port";
import { notifyError } from "../../foundry/play/press";
import { dialogWait } from "../../foundry/lookup";
import { post, write } from "../../foundry/docs";
import { actorAt, combatantSystem, creatureOf, statusesOf } from "./adapter";
import { initiativeNeed, pairOf, turnOrderStep, turnStartStep, type TurnCombatant } from "./play/turns";
import { mountStep } from "./play/mount";
import { DIERANK_MOUNT_ALLOW } from "./play/allow";
import { dierankTrackerResources } from "./tracker-resources";
import { holdsTurn, sideOf } from "./adapter";
import { noRegions, tellMove } from "./told-move";

function turnCombatant(c: Combatant.Implementation): TurnCombatant | null {
  const actor = c.actor;
  if (!actor) return null;
  const creature = creatureOf(actor);
  const mount = actorAt(creature.mount.rides);
  return {
    id: c.id ?? "",
    system: combatantSystem(c),
    creature,
    statuses: statusesOf(actor),
    mount: mount ? { creature: creatureOf(mount), statuses: statusesOf(mount) } : null,
  };
}

/** The combatant of the other creature of a mounted pair, in this combat. */
function pairedCombatant(combat: Combatant.Implementation["combat"], c: Combatant.Implementation): string | null {
  const other = c.actor ? pairOf(creatureOf(c.actor)) : null;
  if (!other || !combat) return null;
  return combat.combatants.contents.find((o) => o.actor?.uuid === other)?.id ?? null;
}

/** Gets the rider on a mount the GM picks among the combat's creatures, or off the one it rides. */
async function mountOrDismount(rider: Combatant.Implementation): Promise<void> {
  const actor = rider.actor;
  if (!actor) return;
  try {
    const rides = actorAt(creatureOf(actor).mount.rides);
    let mount = rides;
    if (!rides) {
      const others = (rider.combat?.combatants.contents ?? []).filter((c) => c.actor && c.id !== rider.id);
      const picked = await dialogWait({
        window: { title: "MANIFOLD.dierank.Tracker.Mount" },
        content: `<p>${game.i18n!.format("MANIFOLD.dierank.Tracker.MountWhich", { name: escapeHtml(actor.name) })}</p>`,
        buttons: others.map((c) => ({ action: c.id ?? "", label: c.name ?? c.actor!.name })),
        rejectClose: false,
      });
      mount = others.find((c) => c.id === picked)?.actor ?? null;
    }
    if (!mount) return;
    await writePair(foundryPort, { attacker: actor, defender: mount }, mountStep(sideOf(actor), sideOf(mount), !rides), DIERANK_MOUNT_ALLOW);
  } catch (err) {
    notifyError(err);
  }
}

/** When the fight ends, the table is told who owes the survival roll of a lethal knock-out (dierank.ko.5). */
async function survivalReminder(combat: Combat.Implementation): Promise<void> {
  const owing = combat.combatants.contents.filter((c) => c.actor && creatureOf(c.actor).survivalOwed).map((c) => escapeHtml(c.name ?? c.actor!.name));
  if (!owing.length) return;
  await post({ content: `<p>${game.i18n!.format("MANIFOLD.dierank.Survival.Owed", { names: owing.join(", ") })}</p>` });
}

/**
 * Die Rank's combat (dierank.surprise.*, mount.3-6, badly.3, oppo.8): each combatant rolls its REF
 * die (disadvantaged when surprised), highest first, ties in the tracker's order; a mounted pair
 * acts on the higher roll. A turn's start gives its AP less the debt in one combatant write.
 */
export const dierankCombat: CombatScheme = {
  initiativeFormula(combatant) {
    const c = turnCombatant(combatant);
    if (!c) return null;
    const need = initiativeNeed(c);
    return need.kind === "die" ? edgeFormula(need.faces, need.edge, "high") : null;
  },

  arrange(combat, order) {
    const rolled = order.map((id) => {
      const c = combat.combatants.get(id);
      return { id, initiative: c?.initiative ?? -1, pairedWith: c ? pairedCombatant(combat, c) : null };
    });
    return turnOrderStep(rolled);
  },

  // Surprise decides the initiative die: only a GM marks it.
  gmOnly: ["initiative", "system.surprised"],

  // Every turn gives its own AP at its start: a round resets nothing else.
  roundStart: () => [],

  turnStart(_combat, combatant) {
    const c = turnCombatant(combatant);
    return c ? [turnStartStep(c)] : [];
  },

  combatEnd: survivalReminder,

  contextOptions() {
    return [
      {
        name: "MANIFOLD.dierank.Tracker.Mount",
        icon: "fa-solid fa-horse",
        condition: (c) => !!game.user?.isGM && !!c.actor && creatureOf(c.actor).mount.carries === "",
        callback: mountOrDismount,
      },
      {
        name: "MANIFOLD.dierank.Tracker.TellMove",
        icon: "fa-solid fa-shoe-prints",
        // On a scene with no Scene Regions nothing measures a move: its owner tells it, on its turn.
        condition: (c) => !!c.actor?.isOwner && holdsTurn(c) && noRegions(c),
        callback: tellMove,
      },
      {
        name: "MANIFOLD.dierank.Tracker.Surprised",
        icon: "fa-solid fa-triangle-exclamation",
        // Surprise counts for the initiative roll: the GM marks it before the combat starts.
        condition: (c) => !!game.user?.isGM && !c.combat?.started,
        callback: async (c) => write(c, { "system.surprised": !combatantSystem(c).surprised }),
      },
    ];
  },

  trackerResources: (combatant) => dierankTrackerResources(combatantSystem(combatant)),
};
