import { strikeStyleOffers } from "./play/open";
import type { SpellItem, WeaponItem } from "./rules/types";
import { derivedOf, plainActor, plainItem } from "./adapter";

/**
 * The Fighting Styles a Strike's dialog offers (contest.style.6), as its step lists them: first
 * the best, which the blank value stands for, then each style with the target it would give.
 */
export function strikeStyleOptions(actor: Actor.Implementation, item: Item.Implementation, how: { throwIt?: boolean } = {}): { id: string; label: string }[] {
  const derived = derivedOf(actor);
  const type = item.type as string;
  if (!derived || (type !== "contestWeapon" && type !== "contestSpell")) return [];
  const attacker = { uuid: actor.uuid, name: actor.name, img: actor.img ?? "", system: plainActor(actor).system, derived };
  const { offers, best } = strikeStyleOffers(attacker, plainItem(item) as WeaponItem | SpellItem, how);
  if (offers.length === 0) return [];
  const i18n = game.i18n!;
  const bestName = offers.find((o) => o.id === best)?.name ?? "";
  return [
    { id: "", label: i18n.format("MANIFOLD.contest.StylePick.Best", { name: bestName }) },
    ...offers.map((o) => ({ id: o.id, label: i18n.format(o.bane ? "MANIFOLD.contest.StylePick.WithBane" : "MANIFOLD.contest.StylePick.Style", { name: o.name, target: String(o.target) }) })),
  ];
}
