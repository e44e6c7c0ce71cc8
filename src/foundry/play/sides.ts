import type { DocKind, Side } from "../../core/play/types";
import { combatantOf } from "../lookup";
import { fromUuidLoose } from "../docs";

export type Sides = Record<Side, Actor.Implementation>;
type Doc = Actor.Implementation | Item.Implementation | Combatant.Implementation;

/** A side's document of one kind: the actor, its combatant, or one item it holds. */
export function docOf(sides: Sides, side: Side, kind: DocKind): Doc | undefined {
  const actor = sides[side];
  if (kind === "actor") return actor;
  if (kind === "combatant") return combatantOf(actor);
  if (kind.startsWith("item.")) return actor.items.get(kind.slice("item.".length)) ?? undefined;
  return undefined;
}

/** A uuid as an actor, or null when it names anything else (a User, a Setting, a Folder ...). */
export function actorAt(uuid: unknown): Actor.Implementation | null {
  if (typeof uuid !== "string" || !uuid) return null;
  let doc: unknown = null;
  try {
    doc = fromUuidLoose(uuid);
  } catch {
    return null;
  }
  const named = doc as { documentName?: string } | null;
  return named?.documentName === "Actor" ? (doc as Actor.Implementation) : null;
}
