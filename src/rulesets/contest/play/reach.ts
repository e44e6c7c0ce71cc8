/**
 * The board a Strike is measured on, from the tokens' squares: whether the foe is within the
 * weapon's reach or the spell's range (contest.attack.1, .4), and whether the attacker's side
 * flanks it (contest.flank.1).
 */
import { RuleError } from "../../../core/errors";
import { attackKindOf, attackReach } from "../rules/attack";
import { distance, isFlanked, meleeReach, threatens, type Cell } from "../rules/grid";
import type { AttackHow } from "../rules/plan";
import type { SpellItem, WeaponItem } from "../rules/types";

export interface BoardAlly {
  id: string;
  cell: Cell;
  weapons: readonly Pick<WeaponItem["system"], "equipped" | "ranged" | "reach">[];
  statuses: readonly string[];
}

/** Where the attacker and its side stand, read from the scene's tokens (1 m squares). */
export interface Board {
  attacker: Cell;
  /** the creatures of the attacker's side (itself included): their squares, weapons and conditions */
  allies: readonly BoardAlly[];
}

/**
 * The target is flanked (contest.flank.1) when two creatures of the attacker's side have it in
 * reach on one straight line through it; without a board, what the table says.
 */
export function flankedOnBoard(board: Board | null | undefined, target: { cell?: Cell; flanked?: boolean }): boolean {
  if (!board || !target.cell) return target.flanked ?? false;
  // An Unconscious ally threatens nobody, so it flanks nobody.
  const threatening = board.allies.filter((a) => threatens(a.statuses));
  // Each ally reaches as far as its longest equipped melee weapon, at least the adjacent squares.
  return isFlanked(target.cell, threatening.map((a) => ({ id: a.id, cell: a.cell, reach: meleeReach(a.weapons) })));
}

/** What a reach check needs: the attack, the board, and whether it is an opportunity attack. */
export interface ReachCheck {
  item: WeaponItem | SpellItem;
  how: AttackHow;
  board?: Board | null;
  opportunity: boolean;
}

/**
 * A foe beyond the weapon's reach or the spell's range is refused (contest.attack.1, .4). An
 * opportunity attack is not measured: it answers a move that may already have left the reach.
 */
export function refuseOutOfReach(check: ReachCheck, target: { name: string; cell?: Cell }): void {
  if (!check.board || !target.cell || check.opportunity) return;
  const kind = attackKindOf(check.item, check.how);
  const reach = attackReach(check.item, kind);
  const away = distance(check.board.attacker, target.cell);
  if (reach === null || away <= reach) return;
  const data = { target: target.name, item: check.item.name, distance: String(away), reach: String(reach) };
  throw new RuleError(kind === "melee" ? "MANIFOLD.contest.Card.OutOfReach" : "MANIFOLD.contest.Card.OutOfRange", data);
}
