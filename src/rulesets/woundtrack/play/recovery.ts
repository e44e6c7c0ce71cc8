/**
 * Recovery from the sheet as play steps (woundtrack.recovery.*, short.1-3, long.1-8): a recovery
 * check (a Vit check less fatigue, plus the cumulative bonus), healing the wound the player names,
 * or else the highest it can; a short rest; a long rest with its check, in the seed's order, and
 * the check of whoever tended it, when higher.
 */
import { RuleError } from "../../../core/errors";
import { oneOfChoice } from "../../../core/play/choices";
import type { DiceNeed, Taken, TakenDie } from "../../../core/play/dice";
import type { Outcome } from "../../../core/play/types";
import { CHECK_DIE } from "../rules/checks";
import { completeLongRest, planLongRest, retrieveMana, recover, recoverableLevels, recoveryCheckBonus, longRestRecoveryBonus, shortRest, sleepMinutes, tendedResult, tendingPenalty, type LongRestState, type RestState } from "../rules/recovery";
import type { CreatureSystem } from "../rules/types";
import { WOUND_LEVELS, type WoundLevel, type WoundTrack } from "../rules/wounds";
import { rankOf, trackOf, type WoundtrackSide } from "./side";

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

/** Who tended the rester for two hours of its rest (woundtrack.long.9-10): the tender, its Lor [Healing/Wounds] bonus, and a healing kit at hand. */
export interface Tending {
  uuid: string;
  bonus: number;
  kit: boolean;
}

/** The day on the world's clock, mana to take back from an effect at the rest's end, and who tended it (woundtrack.rest.5, mana.6, long.9). */
export interface LongRestDay {
  today: number;
  retrieve?: number;
  tended?: Tending;
}

/** The tender's Lor [Healing/Wounds] bonus (woundtrack.long.9). */
export function tendingBonus(c: Pick<CreatureSystem, "attributes" | "skills">): number {
  const r = rankOf(c, "healing", "Wounds");
  return c.attributes.lor + r.skill + r.specialisation;
}

/** The long rest's dice: its recovery check's, and the tender's check after them when one tended it and a check is made. */
export function longRestNeeds(s: WoundtrackSide, slept: boolean, day: LongRestDay, die = CHECK_DIE): DiceNeed[] {
  if (!longRestCheck(s, slept, day.today).check) return [];
  return day.tended ? [...recoveryNeeds(die), ...recoveryNeeds(die)] : recoveryNeeds(die);
}

/** The long rests already made today: the stored day's count, none on another day. */
const restsToday = (s: WoundtrackSide, today: number) => (s.system.rests.day === today ? s.system.rests.long : 0);

/** A long rest's state: the night's sleep is the table's word (woundtrack.rest.8); the day's count is stored (rest.5). */
const longState = (s: WoundtrackSide, slept: boolean, today: number): LongRestState => ({ ...restState(s), vit: s.system.attributes.vit, recoveryBonus: s.system.recoveryBonus, longRestsToday: restsToday(s, today), slept });

/** The night's sleep the long rest's form asks about, in hours: 8 less half an hour per point of Vitality (woundtrack.rest.9). */
export const sleepHours = (s: Pick<WoundtrackSide, "system">): number => sleepMinutes(s.system.attributes.vit) / 60;

/** Whether the long rest makes a recovery check, and its bonus (for the dice and the sheet's odds). */
export function longRestCheck(s: WoundtrackSide, slept: boolean, today: number): { check: boolean; bonus: number } {
  const state = longState(s, slept, today);
  const plan = planLongRest(state);
  return { check: plan.recoveryCheck && !plan.exhausted, bonus: longRestRecoveryBonus(state) };
}

export function longRestStep(s: WoundtrackSide, slept: boolean, dice: readonly Taken[], day: LongRestDay, named?: string): Outcome<null> {
  outOfCombat(s);
  const retrieve = day.retrieve ?? 0;
  // Mana from an effect that stays invested past it comes back at the rest's end, if the player says so (woundtrack.mana.6).
  if (!Number.isInteger(retrieve) || retrieve < 0 || retrieve > s.system.mana.invested) throw new RuleError("MANIFOLD.woundtrack.Error.RetrieveTooMuch", { invested: s.system.mana.invested });
  if (day.tended && day.tended.uuid === s.uuid) throw new RuleError("MANIFOLD.woundtrack.Error.TendSelf", {});
  if (day.tended && !Number.isInteger(day.tended.bonus)) throw new RuleError("MANIFOLD.Query.Malformed", { what: "tended" });
  const state = longState(s, slept, day.today);
  const { check, bonus } = longRestCheck(s, slept, day.today);
  const own = check && dice.length ? rollOf(dice) + bonus : null;
  // The tender's check replaces the rester's when higher (woundtrack.long.9), at -5 without a healing kit (long.10).
  // The tender's two dice come after the rester's: without them the tending check is not made up.
  if (own !== null && day.tended && dice.length < 4) throw new RuleError("MANIFOLD.Query.Malformed", { what: "faces" });
  const tender = own !== null && day.tended ? rollOf(dice.slice(2)) + day.tended.bonus + tendingPenalty(day.tended.kit) : null;
  const result = own === null ? null : tendedResult(own, tender);
  const mid = result === null ? null : recoverableLevels({ ...state.wounds, wounds: { ...state.wounds.wounds, ...(planLongRest(state).healLightWounds ? { light: 0 } : {}) } }, result);
  const heal = named ? oneOfChoice(named, WOUND_LEVELS, "heal") : (mid?.at(-1) ?? null);
  const done = completeLongRest(state, result === null ? null : { result, heal }, retrieve);
  const out = restWrites(s, done.state);
  const rests = { day: day.today, long: done.state.longRestsToday };
  if (out.writes[0]) out.writes[0].changes["system.rests"] = rests;
  else out.writes.push({ side: "attacker", doc: "actor", changes: { "system.rests": rests } });
  return out;
}

/** Mana an effect invested, taken back as the effect ends (woundtrack.mana.5): current and maximum alike. */
export function retrieveStep(s: WoundtrackSide, amount: number): Outcome<null> {
  const { mana } = s.system;
  if (!Number.isInteger(amount) || amount < 1 || amount > mana.invested) throw new RuleError("MANIFOLD.woundtrack.Error.RetrieveTooMuch", { invested: mana.invested });
  const after = retrieveMana({ value: mana.value, invested: mana.invested, normalMax: mana.max }, amount);
  return { card: null, writes: [{ side: "attacker", doc: "actor", changes: { "system.mana.value": after.value, "system.mana.invested": after.invested } }], statuses: [], ledger: "none" };
}
