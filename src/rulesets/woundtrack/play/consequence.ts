/**
 * What follows a change of the wound track or of fatigue, on every path (the card's Apply, the tray
 * on selected tokens, a sheet field, the token bar): the wounded condition of the highest wound
 * (woundtrack.slots.14), death for an ordinary NPC's first fatal wound and the fatal wound's notice
 * for anyone else (npc.3, wound.3), exhausted and staggered from fatigue (fatigue.5-6, npc.2), the
 * riding check an untrained mount asks when it or its rider takes a wound (mount.7), the hold check
 * a climbing or swimming creature makes for each wound (climb.3-4), and the maximum stamina and
 * mana kept at the race's values plus Vitality and Lore (stamina.1, mana.1).
 * Run by src/core/play/consequence.ts once the change is written.
 */
import type { ConsequenceRules, Consequences, Notice } from "../../../core/play/consequence";
import { nothing, type StatusChange } from "../../../core/play/types";
import { WOUNDED_CONDITIONS } from "../rules/conditions";
import { currentStaminaMax, fatigueConditions, manaMax, staminaMax } from "../rules/recovery";
import { upTo } from "../../../core/play/guard";
import { NO_WOUNDS, WOUND_LEVELS, woundCount, woundedRank, type WoundCounts } from "../rules/wounds";
import { ridingCheckOwed, type Mounted } from "./mounted";
import { HOLD_CHECKS, holdingOf, woundHoldPenalty, woundTaken, type Holding } from "./hold";

export interface TrackState {
  /** an NPC the GM has not made a special case (woundtrack.npc.1-3) */
  ordinaryNpc: boolean;
  wounds: WoundCounts;
  fatigue: number;
  normalMax: number;
  /** current stamina: fatigue gained lowers it to the new maximum (woundtrack.fatigue.3) */
  stamina: number;
  statuses: readonly string[];
  /** it rides an untrained mount, or is one carrying a rider (woundtrack.mount.7) */
  untrainedMount: boolean;
  /** climbing or swimming: a wound asks a hold check (woundtrack.climb.3-4) */
  holding?: Holding | null;
  /** what the maxima follow: the race's values, Vitality and Lore, and mana as stored (woundtrack.stamina.1, mana.1) */
  maxima?: { staminaRace: number; vit: number; manaRace: number; lor: number; mana: number; manaMax: number; invested: number };
}

/** A pool's maximum within what the sheet stores: 0 to 999. */
const clampPool = (n: number) => Math.min(POOL_MAX, Math.max(0, n));
const POOL_MAX = 999;

function toggle(statuses: readonly string[], id: string, on: boolean): StatusChange[] {
  return statuses.includes(id) === on ? [] : [{ side: "attacker", id, active: on }];
}

export function trackConsequences(before: TrackState, after: TrackState): Consequences {
  const outcome = nothing<null>();
  const notices: Notice[] = [];
  const rank = woundedRank(after.wounds);
  const wanted = rank === 0 ? null : WOUNDED_CONDITIONS[rank - 1]!;
  for (const id of WOUNDED_CONDITIONS) outcome.statuses.push(...toggle(after.statuses, id, id === wanted));
  if (before.wounds.fatal === 0 && after.wounds.fatal > 0) {
    if (after.ordinaryNpc) outcome.statuses.push(...toggle(after.statuses, "dead", true));
    else notices.push({ key: "MANIFOLD.woundtrack.Notice.FatalWound", data: {} });
  }
  // A wound taken, not one lowered by healing: the count rises (woundtrack.climb.3).
  const taken = woundCount(after.wounds) > woundCount(before.wounds) ? woundTaken(before.wounds, after.wounds) : null;
  if (taken && after.holding) notices.push({ key: "MANIFOLD.woundtrack.Notice.HoldCheck", data: { check: HOLD_CHECKS[after.holding], penalty: String(woundHoldPenalty(taken)) } });
  if (ridingCheckOwed(woundCount(after.wounds) > woundCount(before.wounds), after.untrainedMount)) notices.push({ key: "MANIFOLD.woundtrack.Notice.RidingCheck", data: {} });
  // The fatal wound taken back (an Undo, the GM's correction): the death it brought goes with it.
  if (before.wounds.fatal > 0 && after.wounds.fatal === 0 && after.ordinaryNpc) outcome.statuses.push(...toggle(after.statuses, "dead", false));
  const changes: Record<string, number> = {};
  // A change of the race's value or of Vitality sets the maximum stamina to their sum, and of Lore the
  // maximum mana, whatever made it (woundtrack.stamina.1, mana.1); a maximum set by hand stays until then.
  const m = after.maxima;
  const b = before.maxima;
  const staminaMoved = !!m && !!b && (m.staminaRace !== b.staminaRace || m.vit !== b.vit);
  const manaMoved = !!m && !!b && (m.manaRace !== b.manaRace || m.lor !== b.lor);
  const normalMax = staminaMoved ? clampPool(staminaMax(m.staminaRace, m.vit)) : after.normalMax;
  if (normalMax !== after.normalMax) changes["system.stamina.max"] = normalMax;
  if (m && manaMoved) {
    const mana = clampPool(manaMax(m.manaRace, m.lor));
    if (mana !== m.manaMax) changes["system.mana.max"] = mana;
    // Mana above a lowered maximum, less what is invested, comes down to it (woundtrack.mana.4).
    if (mana < m.manaMax && m.mana > Math.max(0, mana - m.invested)) changes["system.mana.value"] = Math.max(0, mana - m.invested);
  }
  // Fatigue lowers the maximum, and so does a lower Vitality; stamina above it comes down to it (woundtrack.fatigue.2-3).
  const cap = currentStaminaMax({ value: after.stamina, fatigue: after.fatigue, normalMax });
  if ((after.fatigue > before.fatigue || normalMax < after.normalMax) && after.stamina > cap) changes["system.stamina.value"] = cap;
  if (Object.keys(changes).length) outcome.writes.push({ side: "attacker", doc: "actor", changes });
  // A creature with no stamina pool has no fatigue thresholds to cross.
  if (normalMax > 0) {
    const f = fatigueConditions(after.fatigue, normalMax);
    outcome.statuses.push(...toggle(after.statuses, "exhausted", f.exhausted));
    outcome.statuses.push(...toggle(after.statuses, "staggered", f.staggered && !after.ordinaryNpc));
  }
  return { outcome, notices };
}

const num = (v: unknown) => (Number.isInteger(v) && (v as number) >= 0 ? (v as number) : 0);

export const WOUNDTRACK_CONSEQUENCES: ConsequenceRules<TrackState> = {
  watched: ["system.wounds", "system.stamina.fatigue", "system.stamina.max", "system.stamina.race", "system.mana.max", "system.mana.race", "system.attributes.vit", "system.attributes.lor"],
  read(system, statuses, type, around) {
    const s = system as { wounds?: Partial<WoundCounts>; stamina?: { value?: unknown; fatigue?: unknown; max?: unknown; race?: unknown }; mana?: { value?: unknown; invested?: unknown; max?: unknown; race?: unknown }; attributes?: { vit?: unknown; lor?: unknown }; special?: unknown };
    const wounds = Object.fromEntries(WOUND_LEVELS.map((l) => [l, num(s.wounds?.[l] ?? NO_WOUNDS[l])])) as WoundCounts;
    const whole = [s.stamina?.race, s.attributes?.vit, s.mana?.race, s.attributes?.lor].every((v) => Number.isInteger(v));
    const maxima = whole ? { staminaRace: s.stamina!.race as number, vit: s.attributes!.vit as number, manaRace: s.mana!.race as number, lor: s.attributes!.lor as number, mana: num(s.mana?.value), manaMax: num(s.mana?.max), invested: num(s.mana?.invested) } : undefined;
    return { ordinaryNpc: type === "woundtrackNpc" && s.special !== true, wounds, fatigue: num(s.stamina?.fatigue), normalMax: num(s.stamina?.max), stamina: num(s.stamina?.value), statuses: [...statuses], untrainedMount: (around as Mounted | null | undefined)?.untrained === true, holding: holdingOf(statuses), ...(maxima ? { maxima } : {}) };
  },
  step: trackConsequences,
  allow: { actor: { "system.stamina.value": upTo(999), "system.stamina.max": upTo(999), "system.mana.max": upTo(999), "system.mana.value": upTo(999) }, combatant: {}, item: {}, statuses: new Set([...WOUNDED_CONDITIONS, "dead", "exhausted", "staggered"]) },
};
