/**
 * Who counts on which side for Morale (rollunder.morale.3, .4): the PCs, and the enemies; Time
 * is on neither. A creature is dead when it carries Dead (the tracker's Mark Defeated, or the
 * GM after the Death & Dismemberment roll), and down (incapacitated) when dead or dying. HP alone
 * puts no one down: 0 HP has no effect (rollunder.hp.1), and below 0 only owes the Death &
 * Dismemberment roll, whose result (Dying, Dead) decides.
 */
import type { MoraleMarks, SideMember } from "../rules/morale";
import type { CombatantKind } from "../rules/types";
import type { SideName } from "./morale";

export interface SideCreature {
  kind: CombatantKind;
  hp: number;
  statuses: readonly string[];
}

export function sideMember(c: SideCreature): SideMember {
  const dead = c.statuses.includes("dead");
  return { dead, down: dead || c.statuses.includes("dying") };
}

export function sidesOf(creatures: readonly SideCreature[]): Record<SideName, SideMember[]> {
  return {
    pcs: creatures.filter((c) => c.kind === "pc" || c.kind === "ally").map(sideMember),
    enemies: creatures.filter((c) => c.kind === "enemy").map(sideMember),
  };
}

const NONE: MoraleMarks = { firstDeath: false, half: false };

/** The marks a combat carries, read back from its flag; anything unreadable counts as no prompt made yet. */
export function marksFrom(raw: unknown): Record<SideName, MoraleMarks> {
  const side = (v: unknown): MoraleMarks => {
    if (typeof v !== "object" || v === null) return NONE;
    const m = v as Partial<MoraleMarks>;
    return { firstDeath: m.firstDeath === true, half: m.half === true };
  };
  const all = typeof raw === "object" && raw !== null ? (raw as Partial<Record<SideName, unknown>>) : {};
  return { pcs: side(all.pcs), enemies: side(all.enemies) };
}
