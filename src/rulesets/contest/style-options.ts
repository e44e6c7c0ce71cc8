import { attackKindOf } from "./rules/attack";
import { styleOffers } from "./rules/strike-style";
import type { WeaponItem } from "./rules/types";
import { derivedOf, plainActor, plainItem } from "./adapter";

/**
 * The Fighting Styles a Strike's dialog offers (contest.style.6): first the best, which the blank
 * value stands for, then each style with the target it would give. Nothing to pick with one style.
 */
export function strikeStyleOptions(actor: Actor.Implementation, item: Item.Implementation, how: { throwIt?: boolean } = {}): { id: string; label: string }[] {
  const derived = derivedOf(actor);
  if (!derived || (item.type as string) !== "contestWeapon") return [];
  // A thrown weapon is judged as the thrown attack it makes, by Agility.
  const kind = attackKindOf(plainItem(item) as WeaponItem, how);
  const { offers, best } = styleOffers(derived, plainActor(actor).system.attributes, kind);
  if (offers.length < 2) return [];
  const i18n = game.i18n!;
  const bestName = offers.find((o) => o.id === best)?.name ?? "";
  return [
    { id: "", label: i18n.format("MANIFOLD.contest.StylePick.Best", { name: bestName }) },
    ...offers.map((o) => ({ id: o.id, label: i18n.format(o.bane ? "MANIFOLD.contest.StylePick.WithBane" : "MANIFOLD.contest.StylePick.Style", { name: o.name, target: String(o.target) }) })),
  ];
}
