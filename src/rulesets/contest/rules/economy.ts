/**
 * The combat economy on the Combatant (contest.init.4, round.*, ap.*, free.*): 3 AP a round
 * shared by actions and reactions, two attacks a round, one free action a round, actions only
 * on one's own turn, and surprised combatants doing nothing in the first round.
 */
import { AP_PER_ROUND, ATTACKS_PER_ROUND, COMBAT_ACTIONS, DEFAULT_AP_COST, type CombatActionId } from "./constants";
import { isAttackAction } from "./attack";
import type { CombatantSystem, SpellSystem, UpdateDiff } from "./types";

export interface CombatAction {
  kind: "action" | "reaction" | "free";
  /** ignored for free actions, which cost no AP (contest.free.1) */
  apCost: number;
  /** has the Attack trait */
  attack: boolean;
  /** it is this combatant's turn */
  onOwnTurn: boolean;
  /** it is (or is only for) moving: Dash, Disengage */
  moves?: boolean;
}

/** The actions that are about moving, which a creature that cannot move cannot take (contest.action.4). */
const MOVING: readonly CombatActionId[] = ["dash", "disengage"];

export type SpendResult = { ok: true; update: UpdateDiff } | { ok: false; reason: string };

/** Builds the CombatAction of a standard action; an item's own AP cost overrides 1 (RULINGS). */
export function actionFor(
  id: CombatActionId,
  opts: { onOwnTurn: boolean; apCost?: number; spell?: Pick<SpellSystem, "attack"> },
): CombatAction {
  return {
    kind: COMBAT_ACTIONS[id].timing,
    apCost: opts.apCost ?? DEFAULT_AP_COST,
    attack: isAttackAction(id, opts.spell),
    onOwnTurn: opts.onOwnTurn,
    moves: MOVING.includes(id),
  };
}

/**
 * What the creature's conditions forbid, as a lang key (ruling): an Unconscious creature takes no
 * action or reaction; a Surprised one none this round (contest.round.3, the condition as the
 * tracker's mark); a Grappled one cannot move (contest.action.4), so cannot Dash or Disengage.
 */
export function conditionBar(statuses: readonly string[], action: Pick<CombatAction, "moves">): string | null {
  if (statuses.includes("unconscious")) return "MANIFOLD.contest.Economy.Unconscious";
  if (statuses.includes("surprised")) return "MANIFOLD.contest.Economy.Surprised";
  if (action.moves && statuses.includes("grappled")) return "MANIFOLD.contest.Economy.Grappled";
  return null;
}

/**
 * Pays for an action, or says why it cannot be taken. The checks run from the most basic up,
 * so the reason shown is the one the player can least work around.
 */
export function spend(c: CombatantSystem, action: CombatAction, statuses: readonly string[] = []): SpendResult {
  const barred = conditionBar(statuses, action);
  if (barred) return { ok: false, reason: barred };
  if (c.surprised) return { ok: false, reason: "MANIFOLD.contest.Economy.Surprised" };
  if (action.kind === "action" && !action.onOwnTurn) return { ok: false, reason: "MANIFOLD.contest.Economy.NotYourTurn" };
  const cost = action.kind === "free" ? 0 : action.apCost;
  if (action.kind === "free" && c.freeUsed) return { ok: false, reason: "MANIFOLD.contest.Economy.FreeUsed" };
  if (cost > c.ap) return { ok: false, reason: "MANIFOLD.contest.Economy.NotEnoughAP" };
  if (action.attack && c.attacks >= ATTACKS_PER_ROUND) return { ok: false, reason: "MANIFOLD.contest.Economy.TooManyAttacks" };
  const update: UpdateDiff = {};
  if (cost > 0) update["system.ap"] = c.ap - cost;
  if (action.attack) update["system.attacks"] = c.attacks + 1;
  // One free action a round (contest.free.1), so a flag is enough to count it.
  if (action.kind === "free") update["system.freeUsed"] = true;
  return { ok: true, update };
}

export type CombatantUpdate = UpdateDiff & { _id: string };

/**
 * The start of round `round` (1 = the first): one update per combatant, for ONE batched
 * updateEmbeddedDocuments. AP are set to 3, not added: unspent AP are lost (contest.round.5).
 * Surprise lasts the first round only, so it clears from round 2 on. The Surprised condition put on
 * before the combat starts becomes the tracker's mark as round 1 begins (the condition itself runs
 * out then), so the two say the same. Delays end with the round, and so does a Feint's mark: it
 * helps only a Strike that is its maker's next action (contest.maneuver.5).
 */
export function roundReset(combatants: readonly { id: string; system: CombatantSystem; statuses?: readonly string[] }[], round: number): CombatantUpdate[] {
  return combatants.map(({ id, system, statuses = [] }) => {
    const update: CombatantUpdate = {
      _id: id,
      "system.ap": AP_PER_ROUND,
      "system.attacks": 0,
      "system.freeUsed": false,
      "system.actedThisRound": false,
      "system.delayAfter": "",
      "system.disengaged": false,
      "system.feintTarget": "",
      "system.moved": 0,
      "system.dashes": 0,
    };
    const surprised = round <= 1 && (system.surprised || statuses.includes("surprised"));
    if (surprised !== system.surprised) update["system.surprised"] = surprised;
    return update;
  });
}

/** Disengage: no opportunity attacks for the rest of the turn (contest.action.2). */
export function disengageUpdate(): UpdateDiff {
  return { "system.disengaged": true };
}

/**
 * A surprised combatant loses its turn (contest.round.3): marked on the tracker, in the first round;
 * or with the Surprised condition, which ends by itself after a round. (Core's turn order does the
 * skipping; this decides whom.)
 */
export function losesTurn(c: Pick<CombatantSystem, "surprised">, round: number, statuses: readonly string[] = []): boolean {
  return (round <= 1 && c.surprised) || statuses.includes("surprised");
}

/** The end of a combatant's turn: Disengage runs out, the turn is marked as taken (the combat scheme's turnEnd). */
export function turnEndUpdate(): UpdateDiff {
  return { "system.disengaged": false, "system.actedThisRound": true };
}

/**
 * Saving a turn in round `round`: record after whom the combatant acts (contest.delay.1;
 * initiative.applyDelays orders it). The round goes with it, so the order of the next round never
 * waits for the round-start write that clears it.
 */
export function delayUpdate(afterId: string, round: number): UpdateDiff {
  return { "system.delayAfter": afterId, "system.delayRound": round };
}
