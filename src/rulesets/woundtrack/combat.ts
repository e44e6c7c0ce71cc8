import type { CombatScheme } from "../../foundry/ruleset";
import type { Notice } from "../../core/play/consequence";
import { escapeHtml } from "../../core/html";
import { notify } from "../../foundry/notify";
import { post, rollToChat, speaker, updateEmbedded, write } from "../../foundry/docs";
import { WoundCheckRoll } from "./check-roll";
import { combatantSystem, creatureOf, foundryRandom, statusesOf } from "./adapter";
import { arrangeTurns, endingEffects, initiativeStep, roundStartStep, sharedTurnEnd, sharedTurnStart, skipsTurn, type TurnCombatant } from "./play/turns";
import { woundtrackTrackerResources } from "./tracker-resources";
import { checkDie } from "./settings";

function turnCombatant(c: Combatant.Implementation): TurnCombatant | null {
  const actor = c.actor;
  if (!actor) return null;
  return { id: c.id ?? "", initiative: c.initiative ?? null, system: combatantSystem(c), creature: creatureOf(actor), statuses: statusesOf(actor) };
}

const allOf = (combat: Combat.Implementation): TurnCombatant[] => combat.combatants.contents.flatMap((c) => turnCombatant(c) ?? []);


/** What a turn's start tells the table (a long action paid, or done), kept until the turn's writes are made. */
const told = new Map<string, { of: string; notice: Notice }[]>();

/**
 * The starting initiatives (woundtrack.init.1, surprise.4-5): a standard check each, read by the
 * initiative step, shown in chat, and written in one batch by a GM (initiative is the GM's to write).
 */
async function rollInitiatives(combat: Combat.Implementation, ids: readonly string[]): Promise<void> {
  if (!game.user?.isGM) return notify("info", "MANIFOLD.woundtrack.Tracker.GmRolls");
  const die = checkDie("standard");
  const updates: Record<string, unknown>[] = [];
  for (const id of ids) {
    const combatant = combat.combatants.get(id);
    const c = combatant ? turnCombatant(combatant) : null;
    if (!combatant || !c) continue;
    const roll = await WoundCheckRoll.throwCheck("standard", die, "MANIFOLD.woundtrack.Tracker.InitiativeRoll");
    const initiative = initiativeStep(c, roll.total ?? 0);
    const flavor = game.i18n!.format("MANIFOLD.woundtrack.Tracker.InitiativeFlavor", { name: combatant.name ?? "", initiative: String(initiative) });
    await rollToChat(roll, { speaker: speaker(combatant.actor), flavor }, combatant.hidden ? "gmroll" : undefined);
    updates.push({ _id: id, initiative });
  }
  await updateEmbedded(combat, "Combatant", updates);
}

/** A combatant whose initiative is above the one holding the turn may act now, for 2 initiative (woundtrack.act.2-3). */
function mayActNow(c: Combatant.Implementation): boolean {
  const holder = c.combat?.combatant;
  return !!c.combat?.started && !!holder && holder.id !== c.id && (c.initiative ?? 0) > (holder.initiative ?? 0) && !!c.actor?.isOwner;
}

/** A GM's mark on a mount's combatant, turned on or off from the tracker, and said: its menu entry, then what on and off mean. */
function mountMark(mark: "mountTurn" | "mountTrained", icon: string, [name, on, off]: readonly [string, string, string]) {
  return {
    name,
    icon,
    condition: () => !!game.user?.isGM,
    callback: async (c: Combatant.Implementation) => {
      await write(c, { [`system.${mark}`]: !combatantSystem(c)[mark] });
      notify("info", combatantSystem(c)[mark] ? on : off, { name: c.name ?? "" });
    },
  };
}

/**
 * Wound Track's combat (woundtrack.init.*, ap.1-7, surprise.3-5, move.7): initiative from a
 * standard check on Prc [Reflex/Initiative] + 5; the order read afresh after every change of
 * initiative (those who acted, the holder, then the rest by initiative, ties by the round's draw);
 * each round's start gives every combatant its round-start AP in one write, each turn's end its
 * turn-end AP.
 */
export const woundtrackCombat: CombatScheme = {
  // The tracker's dice buttons throw the check through rollInitiative: no core formula.
  initiativeFormula: () => null,

  rollInitiative: rollInitiatives,

  compare(a, b) {
    const ia = a.initiative ?? -Infinity;
    const ib = b.initiative ?? -Infinity;
    return ib - ia || combatantSystem(b).tieBreak - combatantSystem(a).tieBreak;
  },

  arrange(combat) {
    return arrangeTurns(allOf(combat)).order;
  },

  // What decides the order and the turn is the GM's to write (ARCHITECTURE wall 5).
  gmOnly: ["initiative", "system.acted", "system.acting", "system.tieBreak", "system.surprised", "system.riding", "system.mountTurn", "system.mountTrained", "system.actingWith", "system.readied"],

  roundStart: (combat) => roundStartStep(allOf(combat), foundryRandom),
  expiring: endingEffects,

  // A rider's turn is its mount's too (woundtrack.mount.3): both start and end together.
  turnStart(combat, combatant) {
    const { updates, notices } = sharedTurnStart(allOf(combat), combatant.id ?? "");
    if (notices.length) told.set(combatant.id ?? "", notices);
    return updates;
  },

  async afterTurnStart(combat, combatant) {
    const notices = told.get(combatant.id ?? "") ?? [];
    told.delete(combatant.id ?? "");
    // A mount's long action, paid in its rider's turn, is told as the mount's.
    for (const { of, notice: n } of notices) {
      const who = combat.combatants.get(of) ?? combatant;
      await post({ speaker: speaker(who.actor), content: `<p>${escapeHtml(game.i18n!.format(n.key, { ...n.data, name: who.name ?? "" }))}</p>` });
    }
  },

  turnEnd: (combat, combatant) => sharedTurnEnd(allOf(combat), combatant.id ?? ""),

  // A mount whose turn was taken with its rider's passes on.
  skipTurn: (combat, combatant) => skipsTurn(allOf(combat), combatant.id ?? ""),

  contextOptions() {
    return [
      {
        name: "MANIFOLD.woundtrack.Tracker.ActNow",
        icon: "fa-solid fa-bolt-lightning",
        // Its sheet opens: the action it takes there is paid as one off its turn, 2 initiative (the gate).
        condition: mayActNow,
        callback: async (c) => {
          notify("info", "MANIFOLD.woundtrack.Tracker.ActNowHint", { name: c.name ?? "" });
          await c.actor?.sheet?.render(true);
        },
      },
      // A sentient mount may keep its own initiative and turn (woundtrack.mount.15): the GM's call, on the mount.
      mountMark("mountTurn", "fa-solid fa-horse-head", ["MANIFOLD.woundtrack.Tracker.MountTurn", "MANIFOLD.woundtrack.Tracker.MountTurnOn", "MANIFOLD.woundtrack.Tracker.MountTurnOff"]),
      // A mount trained for combat asks no riding check when it or its rider is wounded (woundtrack.mount.7).
      mountMark("mountTrained", "fa-solid fa-horse", ["MANIFOLD.woundtrack.Tracker.MountTrained", "MANIFOLD.woundtrack.Tracker.MountTrainedOn", "MANIFOLD.woundtrack.Tracker.MountTrainedOff"]),
      {
        name: "MANIFOLD.woundtrack.Tracker.Surprised",
        icon: "fa-solid fa-eye-slash",
        // Surprise counts for the initiative and the first AP: the GM marks it before the combat starts.
        condition: (c) => !!game.user?.isGM && !c.combat?.started,
        callback: async (c) => write(c, { "system.surprised": !combatantSystem(c).surprised }),
      },
    ];
  },

  trackerResources: (combatant) => woundtrackTrackerResources(combatantSystem(combatant)),
};
