/**
 * Flanking from where the creatures stand (woundtrack.flank.1-3, ignore.3-4): a target is flanked
 * when two hostile creatures that can attack it stand at least 120 degrees apart as seen from the
 * centre of its space. Whether each can attack it (its equipped weapon's reach, a ranged weapon's
 * first range increment) is the glue's or the table's answer (flank.2), given here as a flag.
 */

export interface Point {
  x: number;
  y: number;
}

export interface Flanker {
  id: string;
  /** the centre of its space */
  at: Point;
  /** it can attack the target with what it holds now (woundtrack.flank.2) */
  canAttack: boolean;
  /** the target ignores it (woundtrack.ignore.3) */
  ignoredByTarget: boolean;
  /** it ignores the target, so it cannot help flank it (woundtrack.ignore.4) */
  ignoresTarget: boolean;
}

export const FLANK_DEGREES = 120;
// Grid positions give exact angles such as 120 only up to rounding.
const EPSILON = 1e-9;

/** The angle at `centre` between the two creatures, in degrees (0-180); null when either stands on the centre. */
export function separation(centre: Point, a: Point, b: Point): number | null {
  const ax = a.x - centre.x;
  const ay = a.y - centre.y;
  const bx = b.x - centre.x;
  const by = b.y - centre.y;
  const la = Math.hypot(ax, ay);
  const lb = Math.hypot(bx, by);
  if (la === 0 || lb === 0) return null;
  const cos = Math.max(-1, Math.min(1, (ax * bx + ay * by) / (la * lb)));
  return (Math.acos(cos) * 180) / Math.PI;
}

/** The creatures that count for the flank: able to attack, neither ignoring nor ignored. */
export const flankers = (around: readonly Flanker[]): Flanker[] => around.filter((f) => f.canAttack && !f.ignoredByTarget && !f.ignoresTarget);

/** The target at `centre` is flanked: some two of the creatures that count stand 120 degrees apart or more. */
export function isFlanked(centre: Point, around: readonly Flanker[]): boolean {
  const counted = flankers(around);
  for (let i = 0; i < counted.length; i++) {
    for (let j = i + 1; j < counted.length; j++) {
      const angle = separation(centre, counted[i]!.at, counted[j]!.at);
      if (angle !== null && angle >= FLANK_DEGREES - EPSILON) return true;
    }
  }
  return false;
}
