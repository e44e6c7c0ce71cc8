/**
 * The contest sheet's tooltips: what each derived number and abbreviation is, and its formula in
 * this actor's numbers. Pure, so a test can read the very text a player hovers.
 */
import { tip, withBonus, type Part, type Tip } from "../../../core/breakdown";
import { INITIATIVE_DIE } from "../rules/constants";
import type { ArmorInUse, ContestDerived } from "../rules/derived";

const T = (key: string) => `MANIFOLD.contest.Tip.${key}`;

/** Initiative: the world's die (a GM setting) plus this actor's bonus, resolved: "1d6 + 2". */
export function initiativeTip(d: ContestDerived, isCharacter: boolean, die = INITIATIVE_DIE): Tip {
  return tip(T(isCharacter ? "Initiative" : "InitiativeNpc"), { roll: withBonus(die, d.initiative.bonus) });
}

/** A roll-under target: the d20 must show this or less; its parts add up to it. */
export const targetTip = (parts: readonly Part[], total: number): Tip => tip(T("Target"), { parts, total, roll: "1d20" });

/** Armour Rating: the worn armour's, taken off each hit's damage. */
export function armorTip(armor: ArmorInUse): Tip {
  return armor.worn ? tip(T("AR"), { parts: [{ label: armor.worn.name, value: armor.ar }], total: armor.ar }) : tip(T("ArNone"));
}

/** The header's and the gear list's abbreviations, each explained. */
export const contestTips = {
  health: tip(T("Health")),
  ap: tip(T("AP")),
  attacks: tip(T("Attacks")),
  br: tip(T("BR")),
  apCost: tip(T("APCost")),
};
