/**
 * Recovery from the sheet as play steps (woundtrack.recovery.*, short.1-3, long.1-8): a recovery
 * check (a Vit check less fatigue, plus the cumulative bonus), healing the wound the player names,
 * or else the highest it can; a short rest; a long rest with its check, in the seed's order.
 */
import { RuleError } from "../../../core/errors";
import { oneOfChoice } from "../../../core/play/choices";
import type { DiceNeed, Taken, TakenDie } from "../../../core/play/dice";
import type { Outcome } from "../../../core/play/types";
import { CHECK_DIE } from "../rules/checks";
import { completeLongRest, planLongRest, recover, recoverableLevels, recoveryCheckBonus, longRestRecoveryBonus, shortRest, type LongRestState, type RestState } from "../rules/recovery";
import { WOUND_LEVELS, type WoundLevel, type WoundTrack } from "../rules/wounds";
import { trackOf, type WoundtrackSide } from "./side";

/** A recovery check is a standard check (RULINGS): two plain dice. */
export const recoveryNeeds = (die = CHECK_DIE): DiceNeed[] => [{ kind: "die", faces: die, edge: 0 }, { kind: "die", faces: die, edge: 0 }];

const rollOf = (dice: readonly Taken[]) => (dice[0] as TakenDie).kept - (dice[1] as TakenDie).kept;

/** The wound the player names, or the highest the result can heal (woundtrack.recovery.8: the player's choice; the sheet offers the best). */
function chosen(track: WoundTrack, result: number, named: string | undefined): WoundLevel | null {
  if (named) return oneOfChoice(named, WOUND_LEVELS, "heal");
  return recoverableLevels(track, result).at(-1) ?? null;
}

const woundWrites = (before: WoundTrack, after: WoundTrack) => Object.fromEntries(WOUND_LEVELS.filter((l) => before.wounds[l] !== after.wounds[l]).map((l) => [`system.wounds.${l}`, after.wounds[l]]));

export interface RecoveryReport {
  result: number;
  healed: WoundLevel | null;
}

/** A recovery check granted by an ability or the GM (woundtrack.recovery.6-10). */
export function recoveryStep(s: WoundtrackSide, dice: readonly Taken[], named?: string): { outcome: Outcome<null>; report: RecoveryReport } {
  const track = trackOf(s);
  const { attributes, stamina, recoveryBonus } = s.system;
  const result = rollOf(dice) + recoveryCheckBonus({ vit: attributes.vit, fatigue: stamina.fatigue, bonus: recoveryBonus });
  const heal = chosen(track, result, named);
  const r = recover(track, result, heal, recoveryBonus);
  const changes = { ...woundWrites(track, r.wounds), ...(r.bonus !== recoveryBonus ? { "system.recoveryBonus": r.bonus } : {}) };
  return { outcome: { card: null, writes: Object.keys(changes).length ? [{ side: "attacker", doc: "actor", changes }] : [], statuses: [], ledger: "none" }, report: { result, healed: r.healed ? heal : null } };
}

function restState(s: WoundtrackSide): RestState {
  const { stamina, mana } = s.system;
  return { stamina: { value: stamina.value, fatigue: stamina.fatigue, normalMax: stamina.max }, mana: { value: mana.value, invested: mana.invested, normalMax: mana.max }, wounds: trackOf(s) };
}

function restWrites(s: WoundtrackSide, after: RestState & { recoveryBonus?: number }): Outcome<null> {
  const before = restState(s);
  const changes: Record<string, unknown> = { ...woundWrites(before.wounds, after.wounds) };
  if (after.stamina.value !== before.stamina.value) changes["system.stamina.value"] = after.stamina.value;
  if (after.stamina.fatigue !== before.stamina.fatigue) changes["system.stamina.fatigue"] = after.stamina.fatigue;
  if (after.mana.value !== before.mana.value) changes["system.mana.value"] = after.mana.value;
  if (after.mana.invested !== before.mana.invested) changes["system.mana.invested"] = after.mana.invested;
  if (after.recoveryBonus !== undefined && after.recoveryBonus !== s.system.recoveryBonus) changes["system.recoveryBonus"] = after.recoveryBonus;
  return { card: null, writes: Object.keys(changes).length ? [{ side: "attacker", doc: "actor", changes }] : [], statuses: [], ledger: "none" };
}

const outOfCombat = (s: WoundtrackSide) => {
  if (s.combatant) throw new RuleError("MANIFOLD.woundtrack.Error.RestInCombat", {});
};

export function shortRestStep(s: WoundtrackSide): Outcome<null> {
  outOfCombat(s);
  return restWrites(s, shortRest(restState(s)));
}

/** A long rest's state: the day's count and the night's sleep are the table's word (woundtrack.rest.5, rest.8). */
const longState = (s: WoundtrackSide, slept: boolean): LongRestState => ({ ...restState(s), vit: s.system.attributes.vit, recoveryBonus: s.system.recoveryBonus, longRestsToday: 0, slept });

/** Whether the long rest makes a recovery check, and its bonus (for the dice and the sheet's odds). */
export function longRestCheck(s: WoundtrackSide, slept: boolean): { check: boolean; bonus: number } {
  const state = longState(s, slept);
  const plan = planLongRest(state);
  return { check: plan.recoveryCheck && !plan.exhausted, bonus: longRestRecoveryBonus(state) };
}

export function longRestStep(s: WoundtrackSide, slept: boolean, dice: readonly Taken[], named?: string): Outcome<null> {
  outOfCombat(s);
  const state = longState(s, slept);
  const { check, bonus } = longRestCheck(s, slept);
  const result = check && dice.length ? rollOf(dice) + bonus : null;
  const mid = result === null ? null : recoverableLevels({ ...state.wounds, wounds: { ...state.wounds.wounds, ...(planLongRest(state).healLightWounds ? { light: 0 } : {}) } }, result);
  const heal = named ? oneOfChoice(named, WOUND_LEVELS, "heal") : (mid?.at(-1) ?? null);
  const done = completeLongRest(state, result === null ? null : { result, heal });
  return restWrites(s, done.state);
}
