/**
 * Short and Long Rests (energy.rest.*) as update diffs. Ability uses come back by their recovery
 * kind; a Short Rest may spend Recovery Surges, each restoring the Recovery Value of Aura.
 */
import type { AbilitySystem, CreatureSystem } from "./types";
import { RuleError } from "./errors";

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
  const aura = Math.min(input.maxAura, s.aura.value + surges * input.recoveryValue);
  const actor: Record<string, unknown> = {
    "system.stamina.value": input.maxStamina,
    "system.surges.value": s.surges.value - surges,
    "system.aura.value": aura,
  };
  // Gaining Aura stabilises a bleeding creature (energy.save.6).
  if (aura > s.aura.value && s.death.bleeding) actor["system.death.bleeding"] = false;
  return { actor: { ...actor, ...wakesFromRest(s, input.maxStamina) }, items: refill(input.abilities, ["short"]), ends: restEnds(s, input.maxStamina) };
}

/** Long Rest: full Aura, all Recovery Surges and Stamina, Short and Long Rest uses (energy.rest.8-11). */
export function longRest(input: RestInput): RestResult {
  const s = input.system;
  const actor: Record<string, unknown> = {
    "system.aura.value": input.maxAura,
    "system.surges.value": input.maxSurges,
    "system.stamina.value": input.maxStamina,
  };
  if (s.death.bleeding && input.maxAura > s.aura.value) actor["system.death.bleeding"] = false;
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
