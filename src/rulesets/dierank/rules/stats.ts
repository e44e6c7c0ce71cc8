/** A Die Rank creature's stats (RULINGS): seven dice, HP and MP, AP per turn. */
import type { Die } from "./ladder";

export const STAT_IDS = ["att", "def", "pre", "for", "ref", "str", "int"] as const;
export type StatId = (typeof STAT_IDS)[number];
export type Stats = Readonly<Record<StatId, Die>>;

export interface Pool {
  value: number;
  max: number;
}

/** AP a creature has each turn when nothing halves it (RULINGS: default 3). */
export const BASE_AP = 3;
