/**
 * The Roll-Under sheet's tooltips: what each number is, and its sum in this character's numbers.
 * Pure, so a test reads the very text a player hovers.
 */
import { tip, type Part, type Tip } from "../../../core/breakdown";
import { wornArmour } from "../rules/gear";
import { ARMOUR } from "../rules/tables";
import type { CharacterDerived } from "../play/prepare";
import type { CharacterSystem, RollunderItem } from "../rules/types";

/** Full keys, so the unused-key sweep finds each one. */
const ARMOUR_PART = { leather: "MANIFOLD.rollunder.Part.armour.leather", chain: "MANIFOLD.rollunder.Part.armour.chain", plate: "MANIFOLD.rollunder.Part.armour.plate" } as const;

/** The armour's share of a score, as a part of its sum; none when no armour is worn or it costs nothing. */
function armourPart(items: readonly RollunderItem[], key: "movement" | "stealth"): Part[] {
  const worn = wornArmour(items);
  return worn && ARMOUR[worn][key] !== 0 ? [{ label: ARMOUR_PART[worn], value: ARMOUR[worn][key] }] : [];
}

/** Defense with armour and shield: "Defense 10 + Chain armour 4 + Shield 1 = 15". */
export const defenseTip = (d: CharacterDerived): Tip => tip("MANIFOLD.rollunder.Tip.Defense", { parts: d.defense.parts, total: d.defense.total });

/** Movement after armour, and the feet a turn's move and a run then give. */
export function movementTip(system: CharacterSystem, items: readonly RollunderItem[], d: CharacterDerived): Tip {
  const parts: Part[] = [{ label: "MANIFOLD.rollunder.Field.movement", value: system.movement }, ...armourPart(items, "movement")];
  return tip("MANIFOLD.rollunder.Tip.Movement", { parts, total: d.movement });
}

export function stealthTip(items: readonly RollunderItem[], d: CharacterDerived): Tip {
  const parts = armourPart(items, "stealth");
  return parts.length ? tip("MANIFOLD.rollunder.Tip.Stealth", { parts, total: d.stealth }) : tip("MANIFOLD.rollunder.Tip.StealthNone");
}

/** A weapon's Attack against a target of Defense 10: its parts (the score, −4 when not proficient). */
export const weaponAttackTip = (parts: readonly Part[], total: number): Tip => tip("MANIFOLD.rollunder.Tip.WeaponAttack", { parts, total, roll: "1d20" });

/** The sheet's plain explanations, which need no numbers. */
export const rollunderTips = {
  attack: tip("MANIFOLD.rollunder.Tip.Attack", { roll: "1d20" }),
  level: tip("MANIFOLD.rollunder.Tip.Level"),
  hp: tip("MANIFOLD.rollunder.Tip.Hp"),
  slots: tip("MANIFOLD.rollunder.Tip.Slots"),
  quickdraw: tip("MANIFOLD.rollunder.Tip.Quickdraw"),
  rations: tip("MANIFOLD.rollunder.Tip.Rations"),
  arrows: tip("MANIFOLD.rollunder.Tip.Arrows"),
};
