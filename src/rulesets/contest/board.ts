/**
 * Where the creatures of a Strike stand, read from the token documents (not the canvas, which the
 * client that opens the cards may not be viewing): the plain board openStrikeStep measures reach
 * and flanking on. Each creature stands on the square under its token's centre.
 */
import type { Cell } from "./rules/grid";
import type { Board } from "./play/reach";
import type { WeaponSystem } from "./rules/types";
import { systemOf } from "../../foundry/docs";

/** The square under a token's centre, on its own scene's grid; null when the scene has none. */
export function cellOf(token: TokenDocument.Implementation): Cell | null {
  const size = token.parent?.grid?.size;
  if (!size) return null;
  const half = (span: number | undefined) => ((span ?? 1) * size) / 2;
  return { x: Math.floor((token.x + half(token.width)) / size), y: Math.floor((token.y + half(token.height)) / size) };
}

function weaponsOf(actor: Actor.Implementation | null): WeaponSystem[] {
  return (actor?.items.contents ?? []).filter((i) => (i.type as string) === "contestWeapon").map((i) => systemOf<WeaponSystem>(i));
}

/**
 * The board around the attacker's token: its square, its side's creatures (same disposition), and
 * each target's square when it is on the same scene.
 */
export function boardOf(attacker: TokenDocument.Implementation | null, targets: readonly TokenDocument.Implementation[]): { board: Board | null; cells: (Cell | undefined)[] } {
  const scene = attacker?.parent;
  const at = attacker ? cellOf(attacker) : null;
  if (!attacker || !scene || !at) return { board: null, cells: targets.map(() => undefined) };
  const allies = scene.tokens.contents
    .filter((t) => t.disposition === attacker.disposition && !!t.actor)
    .flatMap((t) => {
      const cell = cellOf(t);
      return cell ? [{ id: t.id ?? "", cell, weapons: weaponsOf(t.actor), statuses: [...(t.actor?.statuses ?? [])] }] : [];
    });
  const cells = targets.map((t) => (t.parent?.id === scene.id ? (cellOf(t) ?? undefined) : undefined));
  return { board: { attacker: at, allies }, cells };
}
