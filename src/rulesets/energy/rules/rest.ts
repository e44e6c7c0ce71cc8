/**
 * Short and Long Rests (energy.rest.*) as update diffs. Ability uses come back by their recovery
 * kind; a Short Rest may spend Recovery Surges, each restoring the Recovery Value of Aura.
 */
import type { AbilitySystem, CreatureSystem } from "./types";
import { RuleError } from "./errors";
import { healUpdate } from "./apply";

/**
 * A Short Rest takes 5-30 minutes (energy.rest.1); each 5 minutes allows one Recovery Surge
 * (energy.rest.4), and each Broken armour or shield takes 15 of them to repair (energy.rest.5).
 */
export const SHORT_REST = { minMinutes: 5, maxMinutes: 30, minutesPerSurge: 5, minutesPerRepair: 15 } as const;

/**
 * A Long Rest is about 8 hours; its full benefits need at least 6 of them asleep (energy.rest.7).
 * Less is an interrupted rest, which the GM applies by hand (energy.rest.13).
 */
export const LONG_REST = { minSleep: 6, hours: 8 } as const;

export function checkLongRest(sleep: number): void {
  if (!Number.isInteger(sleep) || sleep < LONG_REST.minSleep) throw new RuleError("MANIFOLD.energy.Error.LongRestSleep", { min: LONG_REST.minSleep });
}

/** Refuses a Short Rest too short or too long for what is done in it. */
export function checkShortRest(minutes: number, surges: number, repairs: number): void {
  if (!Number.isInteger(minutes) || minutes < SHORT_REST.minMinutes || minutes > SHORT_REST.maxMinutes) {
    throw new RuleError("MANIFOLD.energy.Error.RestMinutes", { min: SHORT_REST.minMinutes, max: SHORT_REST.maxMinutes });
  }
  const allowed = Math.floor(minutes / SHORT_REST.minutesPerSurge);
  if (surges > allowed) throw new RuleError("MANIFOLD.energy.Error.SurgesPerRest", { minutes, allowed });
  if (repairs * SHORT_REST.minutesPerRepair > minutes) throw new RuleError("MANIFOLD.energy.Error.RepairTime", { minutes, need: repairs * SHORT_REST.minutesPerRepair });
}

export interface RestInput {
  system: CreatureSystem;
  maxAura: number;
  maxStamina: number;
  maxSurges: number;
  recoveryValue: number;
  abilities: { id: string; system: AbilitySystem }[];
}

export interface RestResult {
  actor: Record<string, unknown>;
  items: { _id: string; "system.uses.value": number }[];
  /** conditions a rest ends: Exhausted and Shaken "until the next Short Rest" */
  ends: string[];
}

function refill(abilities: RestInput["abilities"], kinds: readonly string[]) {
  return abilities
    .filter((a) => kinds.includes(a.system.recovery) && a.system.uses.value < a.system.uses.max)
    .map((a) => ({ _id: a.id, "system.uses.value": a.system.uses.max }));
}

/** Short Rest: all Stamina, Short Rest uses, and `surges` Recovery Surges spent on Aura (energy.rest.2-4). */
export function shortRest(input: RestInput, surges: number): RestResult {
  const s = input.system;
  if (!Number.isInteger(surges) || surges < 0) throw new RuleError("MANIFOLD.energy.Error.SurgeCount", {});
  if (surges > s.surges.value) throw new RuleError("MANIFOLD.energy.Error.NotEnoughSurges", { have: s.surges.value });
  // Gaining Aura stabilises a bleeding creature (energy.save.6).
  const actor: Record<string, unknown> = {
    "system.stamina.value": input.maxStamina,
    "system.surges.value": s.surges.value - surges,
    ...healUpdate({ value: s.aura.value, max: input.maxAura }, surges * input.recoveryValue, s.death.bleeding),
  };
  return { actor: { ...actor, ...wakesFromRest(s, input.maxStamina) }, items: refill(input.abilities, ["short"]), ends: restEnds(s, input.maxStamina) };
}

/** Long Rest: full Aura, all Recovery Surges and Stamina, Short and Long Rest uses (energy.rest.8-11). */
export function longRest(input: RestInput): RestResult {
  const s = input.system;
  const actor: Record<string, unknown> = {
    ...healUpdate({ value: s.aura.value, max: input.maxAura }, input.maxAura, s.death.bleeding),
    "system.surges.value": input.maxSurges,
    "system.stamina.value": input.maxStamina,
  };
  return { actor: { ...actor, ...wakesFromRest(s, input.maxStamina) }, items: refill(input.abilities, ["short", "long"]), ends: restEnds(s, input.maxStamina) };
}

/**
 * A rest gives back all Stamina, so a creature knocked out by losing it (or by the non-lethal blow
 * that took it) wakes: the cause is cleared and the Unconscious condition goes with it, or the
 * creature would stay Unconscious with no wake roll owed.
 */
function wakes(s: CreatureSystem, maxStamina: number): boolean {
  return (s.death.unconscious === "stamina" || s.death.unconscious === "nonlethal") && maxStamina > 0;
}
const wakesFromRest = (s: CreatureSystem, maxStamina: number) => (wakes(s, maxStamina) ? { "system.death.unconscious": "none" } : {});
const restEnds = (s: CreatureSystem, maxStamina: number) => ["exhausted", "shaken", ...(wakes(s, maxStamina) ? ["unconscious"] : [])];

/**
 * The wake roll each round (energy.stamina.17, energy.unconscious.2-3): a 20 wakes. A creature at
 * 0 Stamina wakes with 1, whichever the cause: 0 Stamina is itself unconsciousness (energy.stamina.5),
 * and non-lethal damage that knocks an NPC out does it by taking its last Stamina.
 */
export function wakeRoll(d20: number, cause: CreatureSystem["death"]["unconscious"], stamina: number): { wakes: boolean; update: Record<string, unknown> } {
  if (d20 !== 20 || (cause !== "stamina" && cause !== "nonlethal")) return { wakes: false, update: {} };
  const update: Record<string, unknown> = { "system.death.unconscious": "none" };
  if (stamina === 0) update["system.stamina.value"] = 1;
  return { wakes: true, update };
}
