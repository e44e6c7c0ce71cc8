import type { Size } from "./constants";
import { SIZES } from "./constants";

export interface SizeRow {
  /** typical height or length in cm, as the chart prints it */
  height: string;
  inherentEvasion: number;
  /** the Size Chart's own Miss Chance column (the Miss Chance table wins, see ranged.ts) */
  chartMissChance: number;
  /** approximate Jump Reach and Jump Distance in metres */
  jump: number;
  /** approximate Speed in metres */
  speed: number;
}

/** The Size Chart (energy.size.3-9). Miniscule is not on it and uses Fine's row. */
export const SIZE_CHART: Readonly<Record<Size, SizeRow>> = {
  huge: { height: "360-480", inherentEvasion: 6, chartMissChance: -4, jump: 5, speed: 10 },
  large: { height: "240-360", inherentEvasion: 7, chartMissChance: -2, jump: 4, speed: 8 },
  medium: { height: "140-240", inherentEvasion: 8, chartMissChance: 0, jump: 3, speed: 6 },
  small: { height: "60-140", inherentEvasion: 9, chartMissChance: 2, jump: 2, speed: 5 },
  tiny: { height: "30-60", inherentEvasion: 10, chartMissChance: 4, jump: 1, speed: 3 },
  diminutive: { height: "15-30", inherentEvasion: 11, chartMissChance: 6, jump: 0.5, speed: 2 },
  fine: { height: "<15", inherentEvasion: 12, chartMissChance: 8, jump: 0.3, speed: 1 },
  miniscule: { height: "<5", inherentEvasion: 12, chartMissChance: 8, jump: 0.3, speed: 1 },
};

/** Huge and larger +1 Reach, Tiny and smaller -1 (energy.size.12-13). */
export function sizeReach(size: Size): number {
  const i = SIZES.indexOf(size);
  if (i <= SIZES.indexOf("huge")) return 1;
  if (i >= SIZES.indexOf("tiny")) return -1;
  return 0;
}

/** How many categories `a` is larger than `b` (negative when smaller). */
export function sizeSteps(a: Size, b: Size): number {
  return SIZES.indexOf(b) - SIZES.indexOf(a);
}
