/**
 * What an attack's item adds to its damage (woundtrack.attack.3, underwater.5, 8-11): a weapon's
 * damage, halved underwater unless the weapon is aquatic; fire's halved underwater; a spell's whole
 * and no weapon's. Lightning underwater spills over onto creatures near, told on the card.
 */
import { underwaterFireDamage, underwaterWeaponDamage } from "../rules/damage";
import type { Weapon, WoundtrackSide } from "./side";

const underwater = (s: Pick<WoundtrackSide, "statuses">) => s.statuses.includes("underwater");

/** The item's damage for an attack of `a` on `d`: halved once when water halves it (fire where either is underwater, a weapon where its wielder is). */
export function itemDamage(a: Pick<WoundtrackSide, "statuses">, d: Pick<WoundtrackSide, "statuses">, weapon: Weapon): number {
  const w = weapon.system;
  if (w.element === "fire" && (underwater(a) || underwater(d))) return underwaterFireDamage(w.damage);
  return w.kind !== "spell" && underwater(a) ? underwaterWeaponDamage(w.damage, w.aquatic) : w.damage;
}

/** Lightning with its maker or its target underwater harms creatures near too (woundtrack.underwater.9-11): the card tells the table. */
export const lightningSpills = (a: Pick<WoundtrackSide, "statuses">, d: Pick<WoundtrackSide, "statuses">, weapon: Weapon): boolean =>
  weapon.system.element === "lightning" && (underwater(a) || underwater(d));
