/**
 * What a card's damage does to its target, and the Death roll table: pure, so Apply, Undo and
 * the tests agree. Updates are dotted document paths.
 */
import type { CardCondition } from "./card";
import { loseStamina } from "./economy";

/** The Stamina an NPC loses to a non-lethal blow at 0 Aura (energy.nonlethal.3). */
const NONLETHAL_STAMINA = 5;

export interface DamageTarget {
  npc: boolean;
  aura: number;
  stamina: number;
  damage: number;
  nonlethal: boolean;
}

export interface DamageEffect {
  update: Record<string, number | string>;
  conditions: CardCondition[];
}

/**
 * Damage lowers Aura, never below 0 (energy.aura.2). Non-lethal damage at 0 Aura never kills
 * (energy.nonlethal.1): a character becomes Exhausted until the end of the next round, an NPC is
 * Shaken until its next Short Rest and loses 5 Stamina (RULINGS reading of energy.nonlethal.2-3).
 */
export function applyCardDamage(t: DamageTarget): DamageEffect {
  const update: Record<string, number | string> = {};
  const conditions: CardCondition[] = [];
  if (t.damage <= 0) return { update, conditions };
  if (t.aura > 0) update["system.aura.value"] = Math.max(0, t.aura - t.damage);
  else if (t.nonlethal) {
    if (t.npc) {
      conditions.push({ id: "shaken" });
      // Stamina never drops below 0 (energy.stamina.18); dropping to 0 knocks it out at once
      // (energy.stamina.16). The blow was non-lethal damage, so it wakes on the non-lethal wake
      // roll (energy.unconscious.3); one already at 0 was knocked out before.
      const lost = loseStamina(t.stamina, NONLETHAL_STAMINA);
      update["system.stamina.value"] = lost.stamina;
      if (lost.unconscious && t.stamina > 0) {
        conditions.push({ id: "unconscious" });
        update["system.death.unconscious"] = "nonlethal";
      }
    } else conditions.push({ id: "exhausted", rounds: 2 });
  }
  return { update, conditions };
}

export interface DeathBand {
  /** lowest d20 face of the band */
  min: number;
  label: string;
  conditions: CardCondition[];
  update: Record<string, unknown>;
}

/**
 * The Death roll table (energy.death.4-9), highest band first. "Exhausted until your next Short
 * Rest" has no round limit; the Short Rest button clears it.
 */
export const DEATH_ROLL: readonly DeathBand[] = [
  { min: 20, label: "MANIFOLD.energy.Death.Scratch", conditions: [], update: {} },
  { min: 15, label: "MANIFOLD.energy.Death.Winded", conditions: [{ id: "exhausted", rounds: 2 }], update: {} },
  { min: 10, label: "MANIFOLD.energy.Death.MajorInjury", conditions: [{ id: "exhausted" }], update: {} },
  { min: 5, label: "MANIFOLD.energy.Death.BleedingOut", conditions: [{ id: "exhausted" }, { id: "bleeding" }], update: { "system.death.bleeding": true } },
  {
    min: 2,
    label: "MANIFOLD.energy.Death.Unconscious",
    conditions: [{ id: "exhausted" }, { id: "bleeding" }, { id: "unconscious" }],
    update: { "system.death.bleeding": true, "system.death.unconscious": "death" },
  },
  { min: -Infinity, label: "MANIFOLD.energy.Death.Dead", conditions: [{ id: "dead" }], update: { "system.death.dead": true } },
];

export function deathBand(roll: number): DeathBand {
  return DEATH_ROLL.find((b) => roll >= b.min)!;
}

/** The Death Save table (energy.save.1-4), highest band first. */
export const DEATH_SAVE: readonly DeathBand[] = [
  { min: 20, label: "MANIFOLD.energy.Death.Stabilized", conditions: [], update: { "system.death.bleeding": false } },
  { min: 5, label: "MANIFOLD.energy.Death.StillBleeding", conditions: [], update: {} },
  { min: 2, label: "MANIFOLD.energy.Death.Unconscious", conditions: [{ id: "unconscious" }], update: { "system.death.unconscious": "death" } },
  { min: -Infinity, label: "MANIFOLD.energy.Death.Dead", conditions: [{ id: "dead" }], update: { "system.death.dead": true } },
];

export function deathSaveBand(roll: number): DeathBand {
  return DEATH_SAVE.find((b) => roll >= b.min)!;
}

/** Gaining Aura stabilises a bleeding creature (energy.save.6). */
export function healUpdate(aura: { value: number; max: number }, gain: number, bleeding: boolean): Record<string, unknown> {
  const value = Math.min(aura.max, aura.value + Math.max(0, gain));
  const update: Record<string, unknown> = { "system.aura.value": value };
  if (bleeding && value > aura.value) update["system.death.bleeding"] = false;
  return update;
}

/** True when a new Aura value is a gain for a creature bleeding out: it is Stabilized (energy.save.6). */
export function stabilises(system: { aura: { value: number }; death: { bleeding: boolean } }, newAura: number): boolean {
  return system.death.bleeding && newAura > system.aura.value;
}
