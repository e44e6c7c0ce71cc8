/**
 * The die ladder every Die Rank stat climbs (RULINGS): d2, d4, d6, d8, d10, d12, d20. A stat is
 * a die, never a free number; "reduced by two die ranks" moves two steps down, never below d2.
 */
export const DIE_LADDER = [2, 4, 6, 8, 10, 12, 20] as const;
export type Die = (typeof DIE_LADDER)[number];

export const isDie = (n: unknown): n is Die => DIE_LADDER.includes(n as Die);

/** The die `ranks` steps up the ladder (down when negative), held at d2 and d20. */
export function shiftDie(die: Die, ranks: number): Die {
  if (!Number.isInteger(ranks)) throw new RangeError(`die ranks must be whole, got ${ranks}`);
  const at = DIE_LADDER.indexOf(die);
  return DIE_LADDER[Math.max(0, Math.min(DIE_LADDER.length - 1, at + ranks))]!;
}

/** "d8" for 8: the way the seed and the sheet write a die. */
export const dieLabel = (die: Die): string => `d${die}`;

/** A die as a person types it ("d8", "D8", "8"), or null when it is not on the ladder. */
export function parseDie(text: string): Die | null {
  const n = Number(/^\s*[dD]?(\d+)\s*$/.exec(text)?.[1] ?? NaN);
  return isDie(n) ? n : null;
}
