/**
 * The grappling actions and Enter Occupied Space as check cards (woundtrack.action.35-36, 47, 49-50,
 * 52, 54-55, 57-58): who may make them (grappling already, sizes less than 5 apart), the check each
 * makes (a melee attack with a reach-0 weapon or bare hands, a Power or an Agility check, wild as
 * every combat check is) and what it meets; what a hit or a success does is Apply's (check-card.ts).
 */
import { RuleError } from "../../../core/errors";
import { combatCheckBonus, combatCheckSpec, type CheckSpec } from "../rules/checks";
import type { CheckCard, CheckEffect } from "../rules/check-card";
import { planActionCheck, type PlannedCheck } from "./action-check";
import { metAgainst } from "./defend";
import { DISTRACTED, SHARING, UNDERWATER_MELEE } from "./attack";
import { equippedWeapons, rankOf, type WoundtrackSide } from "./side";

export const GRAPPLE_EFFECTS: readonly CheckEffect[] = ["grapple", "pin", "drag", "interpose", "enterSpace"];

/** Grappling or entering a space needs sizes less than 5 apart (woundtrack.action.35, action.50). */
export const SIZE_GAP = 5;

/** A Pin's -2, and an Interpose's -2 when the creature picked is not pinned (woundtrack.action.55, action.57). */
export const GRAPPLE_PENALTY = -2;

/** What the maker must be doing, and how big the two are (woundtrack.action.35, 47, 50, 53, 57). */
export function assertGrapple(effect: CheckEffect, a: WoundtrackSide, d: WoundtrackSide): void {
  if ((effect === "grapple" || effect === "enterSpace") && Math.abs(a.system.size - d.system.size) >= SIZE_GAP) throw new RuleError("MANIFOLD.woundtrack.Error.SizeGap", {});
  // Both sides of a grapple are marked Grappling; who holds whom is the table's (no partner is stored).
  if ((effect === "pin" || effect === "drag" || effect === "interpose") && !(a.statuses.includes("grappling") && d.statuses.includes("grappling"))) throw new RuleError("MANIFOLD.woundtrack.Error.NotGrappling", {});
}

/** The Grapple's melee attack: a reach-0 weapon in hand, or bare hands (Dex [Melee], nothing added). */
function grappleAttack(a: WoundtrackSide): { plan: PlannedCheck; spec: CheckSpec } {
  const weapon = equippedWeapons(a.items).find((w) => w.system.kind === "melee" && w.system.reach === 0);
  const spec = combatCheckSpec("meleeWeapon", weapon?.system.group || null);
  const r = rankOf(a.system, "melee", spec.specialisation ?? null);
  // A melee attack like any other: a Distract's -2 counts, a shared space's -2, and underwater -5 (play/attack.ts).
  const modifiers = [...(a.statuses.includes("distracted") ? [DISTRACTED] : []), ...(a.statuses.includes("sharing") ? [SHARING] : []), ...(a.statuses.includes("underwater") ? [UNDERWATER_MELEE] : [])];
  const bonus = combatCheckBonus("meleeWeapon", { attribute: a.system.attributes.dex, skill: r.skill, specialisation: r.specialisation, size: a.system.size, weapon: weapon?.system ?? { accuracy: 0, damage: 0 }, modifiers });
  return { plan: { spec, kind: "wild", combat: "meleeWeapon", bonus }, spec };
}

/** The check: the Grapple's attack, or a Power (or, where the rules allow, an Agility) check with its penalty. */
export function grappleCheck(effect: CheckEffect, a: WoundtrackSide, d: WoundtrackSide, use: "power" | "agility", others: number): { plan: PlannedCheck; spec: CheckSpec } {
  if (effect === "grapple") return grappleAttack(a);
  const agility = use === "agility" && (effect === "interpose" || effect === "enterSpace");
  const penalty = effect === "pin" ? [GRAPPLE_PENALTY] : effect === "interpose" && !d.statuses.includes("pinned") ? [GRAPPLE_PENALTY] : effect === "drag" ? [GRAPPLE_PENALTY * others] : [];
  const plan = planActionCheck(a.system, agility ? "Dex [Reflex/Agility]" : "Str [Athletics/Power]", penalty);
  return { plan, spec: plan.spec };
}

/** What it meets: the melee Defense (Grapple), the Power Defense (Drag), else the higher of Power and Agility. */
export function grappleAgainst(effect: CheckEffect, d: WoundtrackSide): CheckCard["against"] {
  if (effect === "grapple") return { kind: "melee", value: metAgainst("melee", false, d, null).value };
  const power = metAgainst("power", false, d, null).value;
  if (effect === "drag") return { kind: "power", value: power };
  return { kind: "powerOrAgility", value: Math.max(power, metAgainst("agility", false, d, null).value) };
}
