/**
 * Short and Long Rests from the sheet as one play step (energy.rest.*): what the rest gives back,
 * the Recovery Surges spent on Aura (which Stabilizes a creature bleeding out, energy.save.6), the
 * armour and shields repaired, and the conditions a rest ends. The outcome writes the resting
 * creature ("attacker") and its own items only.
 */
import { RuleError } from "../../../core/errors";
import { oneOfChoice, whole } from "../../../core/play/choices";
import { anyBoolean, oneOf, poolValue, type AllowList } from "../../../core/play/guard";
import { nothing, type Outcome } from "../../../core/play/types";
import { inForce } from "../../../core/status";
import { ENERGY_STATUSES } from "../rules/conditions";
import { UNCONSCIOUS_CAUSES } from "../rules/constants";
import type { EnergyDerived } from "../rules/derived";
import { checkLongRest, checkShortRest, longRest, shortRest, type RestInput } from "../rules/rest";
import type { CreatureSystem, EnergyItem } from "../rules/types";

/** `repair`: the Broken armour and shields mended during the rest; a Long Rest allows all a Short one does (energy.rest.12). */
export type RestChoice = { kind: "long"; sleep: number; repair: string[] } | { kind: "short"; minutes: number; surges: number; repair: string[] };

export interface RestSnapshot {
  system: CreatureSystem;
  derived: EnergyDerived;
  items: readonly EnergyItem[];
  /** conditions applied in their own right */
  statuses: Iterable<string>;
}

export const ENERGY_REST_ALLOW: AllowList = {
  actor: {
    "system.aura.value": poolValue("system.aura.max"),
    "system.stamina.value": poolValue("system.derived.maxStamina"),
    "system.surges.value": poolValue("system.surges.max"),
    "system.death.unconscious": oneOf(UNCONSCIOUS_CAUSES),
    "system.death.bleeding": anyBoolean,
  },
  combatant: {},
  item: { "system.uses.value": poolValue("system.uses.max"), "system.broken": (v) => v === false },
  statuses: new Set(ENERGY_STATUSES.map((s) => s.id)),
};

/** The rest the dialog sent, read again: a kind, whole minutes and surges, item ids. */
export function parseRestChoice(raw: unknown): RestChoice {
  const o = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  const kind = oneOfChoice(o.kind, ["short", "long"] as const, "kind");
  const ids = o.repair ?? [];
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === "string")) throw new RuleError("MANIFOLD.Query.Malformed", { what: "repair" });
  const repair = [...new Set(ids as string[])];
  if (kind === "long") return { kind, sleep: whole(o.sleep, 0, 24, "sleep"), repair };
  return { kind, minutes: whole(o.minutes, 0, 999, "minutes"), surges: whole(o.surges ?? 0, 0, 99, "surges"), repair };
}

/** The Broken armour and shields a Short Rest can mend. */
export function brokenGear(items: readonly EnergyItem[]): EnergyItem[] {
  return items.filter((i) => (i.type === "energyArmor" || i.type === "energyShield") && i.system.broken);
}

function inputOf(snap: RestSnapshot): RestInput {
  return {
    system: snap.system,
    maxAura: snap.derived.auraStrength,
    maxStamina: snap.derived.maxStamina,
    maxSurges: snap.derived.recoverySurges,
    recoveryValue: snap.derived.recoveryValue,
    abilities: snap.items.flatMap((i) => (i.type === "energyAbility" && i.id ? [{ id: i.id, system: i.system }] : [])),
  };
}

/** The rest: refused as a whole (a RuleError, nothing written) when the minutes do not cover what it asks. */
export function restStep(snap: RestSnapshot, choice: RestChoice): Outcome<null> {
  const broken = new Set(brokenGear(snap.items).map((i) => i.id));
  if (!choice.repair.every((id) => broken.has(id))) throw new RuleError("MANIFOLD.energy.Error.NotBroken", {});
  // Eight hours leave time to mend everything; a Short Rest only what its minutes cover.
  if (choice.kind === "short") checkShortRest(choice.minutes, choice.surges, choice.repair.length);
  else checkLongRest(choice.sleep);
  const result = choice.kind === "long" ? longRest(inputOf(snap)) : shortRest(inputOf(snap), choice.surges);
  const outcome = nothing<null>();
  outcome.writes.push({ side: "attacker", doc: "actor", changes: result.actor });
  for (const { _id, ...changes } of result.items) outcome.writes.push({ side: "attacker", doc: `item.${_id}`, changes });
  for (const id of choice.repair) outcome.writes.push({ side: "attacker", doc: `item.${id}`, changes: { "system.broken": false } });
  const applied = new Set(snap.statuses);
  const held = inForce(ENERGY_STATUSES, applied);
  for (const id of result.ends) if (held.has(id)) outcome.statuses.push({ side: "attacker", id, active: false });
  return outcome;
}

