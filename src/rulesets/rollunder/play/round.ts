/**
 * The start of a round as one play step (rollunder.init.1-7): every PC's Wisdom roll, the three
 * groups (PCs who passed, the enemies with Time among them, PCs who failed), the turn order with
 * the second turns of enemies that act twice, and every combatant's new state in ONE batch.
 */
import { RuleError } from "../../../core/errors";
import { GROUP_INITIATIVE, initiativeTarget, pcGroup, turnOrder, wisdomPenalty, type SideCombatant, type Turn } from "../rules/initiative";
import { turnStart } from "../rules/economy";
import type { Group } from "../rules/types";

/** The combatant paths of side initiative: the group each acts in and its place, the active GM's to write at the round's start. */
export const ROUND_GM_PATHS = ["group", "system.group", "initiative"] as const;

export interface RoundCombatant extends SideCombatant {
  name: string;
  /** Movement after armour, for the first turn's feet */
  movement: number;
}

export interface RoundSnapshot {
  round: number;
  combatants: readonly RoundCombatant[];
}

/** A line of the round's chat message: a PC's roll against its Wisdom, and where it acts. */
export interface RoundLine {
  key: string;
  name: string;
  roll: number;
  target: number;
}

export interface RoundStart {
  /** every combatant's update: the round's one batched write */
  combatants: { _id: string; initiative: number; system: { group: Group; roll: number; action: string; moved: number; allowance: number } }[];
  turns: Turn[];
  lines: RoundLine[];
  penalty: number;
}

/** The d20s the GM's client throws before the step: one per PC (rollunder.init.1). */
export const initiativeRolls = (snap: RoundSnapshot): string[] => snap.combatants.filter((c) => c.kind === "pc").map((c) => c.id);

function checkFaces(snap: RoundSnapshot, faces: Readonly<Record<string, number>>): void {
  const owed = new Set(initiativeRolls(snap));
  const sent = Object.keys(faces);
  const fits = (f: unknown) => Number.isInteger(f) && (f as number) >= 1 && (f as number) <= 20;
  if (sent.length !== owed.size || sent.some((id) => !owed.has(id) || !fits(faces[id]))) throw new RuleError("MANIFOLD.Query.BadDice", {});
}

/** The new round: each PC's group from its d20, enemies and Time together, the order, one write. */
export function roundStartStep(snap: RoundSnapshot, faces: Readonly<Record<string, number>>): RoundStart {
  if (!Number.isInteger(snap.round) || snap.round < 1) throw new RuleError("MANIFOLD.Query.Malformed", { what: "round" });
  checkFaces(snap, faces);
  const penalty = wisdomPenalty(snap.combatants);
  const lines: RoundLine[] = [];
  const placed = snap.combatants.map((c) => {
    // A hireling rolls no Wisdom, so it does not get ahead of the enemies: it acts after them.
    if (c.kind === "ally") return { c, group: "last" as Group, roll: 0 };
    if (c.kind !== "pc") return { c, group: "enemies" as Group, roll: 0 };
    const roll = faces[c.id]!;
    const group = pcGroup(roll, c.wisdom, penalty);
    lines.push({ key: `MANIFOLD.rollunder.Round.${group}`, name: c.name, roll, target: initiativeTarget(c.wisdom, penalty) });
    return { c, group, roll };
  });
  return {
    combatants: placed.map(({ c, group, roll }) => ({ _id: c.id, initiative: GROUP_INITIATIVE[group], system: { group, roll, ...turnStart(c.movement) } })),
    turns: turnOrder(placed.map(({ c, group }) => ({ id: c.id, group, actsTwice: c.kind === "enemy" && c.actsTwice }))),
    lines,
    penalty,
  };
}
