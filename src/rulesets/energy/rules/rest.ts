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
  if (s.death.unconscious === "stamina" && input.maxStamina > 0) actor["system.death.unconscious"] = "none";
  return { actor, items: refill(input.abilities, ["short"]), ends: ["exhausted", "shaken"] };
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
  if (s.death.unconscious === "stamina") actor["system.death.unconscious"] = "none";
  return { actor, items: refill(input.abilities, ["short", "long"]), ends: ["exhausted", "shaken"] };
}

/** The wake roll each round (energy.stamina.17, energy.unconscious.2-3): a 20 wakes; Stamina loss wakes with 1 Stamina. */
export function wakeRoll(d20: number, cause: CreatureSystem["death"]["unconscious"], stamina: number): { wakes: boolean; update: Record<string, unknown> } {
  if (d20 !== 20 || (cause !== "stamina" && cause !== "nonlethal")) return { wakes: false, update: {} };
  const update: Record<string, unknown> = { "system.death.unconscious": "none" };
  if (cause === "stamina" && stamina === 0) update["system.stamina.value"] = 1;
  return { wakes: true, update };
}
