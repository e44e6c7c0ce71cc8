import { rulesetOfType } from "../../core/ruleset";

/**
 * What a sheet does with an item dropped on its actor. Pure: the actor's and item's types and
 * where the item lives decide it, so a unit test proves that nothing of another ruleset lands.
 */
export type ItemDrop =
  /** the item already belongs to this actor: v13 sorts it among its siblings */
  | { kind: "sort" }
  /** an item of the actor's own ruleset from elsewhere (sidebar, compendium, another actor): copy it */
  | { kind: "copy" }
  /** refused: its type belongs to another ruleset (or to none), so nothing is created */
  | { kind: "refuse"; reason: "MANIFOLD.Sheet.Drop.OtherRuleset" | "MANIFOLD.Sheet.Drop.Unknown" };

export interface DroppedItem {
  type: string;
  /** the uuid of the actor holding it; null for a world or compendium item */
  parentUuid: string | null;
}

export function itemDrop(actor: { type: string; uuid: string }, item: DroppedItem): ItemDrop {
  const own = rulesetOfType(actor.type);
  const theirs = rulesetOfType(item.type);
  if (!theirs) return { kind: "refuse", reason: "MANIFOLD.Sheet.Drop.Unknown" };
  if (theirs !== own) return { kind: "refuse", reason: "MANIFOLD.Sheet.Drop.OtherRuleset" };
  return item.parentUuid === actor.uuid ? { kind: "sort" } : { kind: "copy" };
}

/**
 * v13's actor sheet drags what carries `.draggable` (and reads the row's `data-item-id` or
 * `data-effect-id`). Every item and effect row of every Manifold actor sheet, the rulesets' and
 * the NPC stat blocks alike, gets the class here, so no template can forget it.
 */
export function markDraggable(root: ParentNode): void {
  for (const row of root.querySelectorAll<HTMLElement>("[data-item-id], [data-effect-id]")) row.classList.add("draggable");
}
