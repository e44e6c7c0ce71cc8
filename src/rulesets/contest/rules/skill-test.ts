/**
 * A skill test rolled from the sheet or for a spell: untrained armour gives a bane on Dodge and
 * Sorcery tests (contest.style.8), which cancels one for one with the boon or bane of the dialog.
 */
import { netEdge, type Edge } from "../../../core/dice/edge";
import type { Skill } from "./constants";
import type { ContestDerived } from "./derived";

export function skillTestEdge(skill: Skill, edge: Edge, derived: Pick<ContestDerived, "armorBane">): Edge {
  const armorBane = (skill === "dodge" || skill === "sorcery") && derived.armorBane;
  return netEdge(edge === 1 ? 1 : 0, (edge === -1 ? 1 : 0) + (armorBane ? 1 : 0));
}
