import type { Part } from "../../../core/breakdown";
import type { CardDamage, EnergyCard } from "./card";
import { applyDamageMultipliers } from "./resist";

/**
 * The damage a card deals from the faces Foundry threw: dice + flat bonus, minus AR when the armour
 * was hit; then the multipliers, which come after every additive modifier (energy.resist.7): half
 * for a non-proficient weapon or a non-thrown weapon thrown (once, even for both reasons; not on a
 * natural 20 throw), then the sources of double damage (Weakness and doubling abilities), then resistance.
 */
export function cardDamage(card: EnergyCard, formula: string, faces: readonly number[], rolled: number): CardDamage {
  const r = card.result;
  if (!r?.hit) throw new RangeError("damage needs a hit");
  const parts: Part[] = [{ label: "MANIFOLD.energy.Card.Rolled", value: rolled }, ...card.attack.flatParts];
  let total = Math.max(0, rolled + card.attack.flatDamage);
  if (r.armorHit && card.defense.armor.ar > 0) {
    const after = Math.max(0, total - card.defense.armor.ar);
    parts.push({ label: "MANIFOLD.energy.Card.ArmorRating", value: after - total });
    total = after;
  }
  const halve = card.attack.halfDamage || (card.attack.halfUnlessNat20 && card.d20.kept !== 20);
  if (halve) {
    const halved = Math.floor(total / 2);
    parts.push({ label: "MANIFOLD.energy.Card.Halved", value: halved - total });
    total = halved;
  }
  // Weakness is one source of double damage; abilities that double it are the others, so two make 3x (energy.resist.8).
  const doubles = card.attack.doubles ?? 0;
  const multiplied = applyDamageMultipliers(total, { weak: card.defense.weak, resist: card.defense.resist, doubles });
  const label = doubles > 0 ? "MANIFOLD.energy.Card.DoubleDamage" : card.defense.weak ? "MANIFOLD.energy.Card.Weakness" : "MANIFOLD.energy.Card.Resistance";
  if (multiplied !== total) parts.push({ label, value: multiplied - total });
  return { formula, faces: [...faces], rolled, parts, total: multiplied };
}
