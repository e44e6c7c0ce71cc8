import { describeCoverage, idsFromRuns } from "../coverage";

/** The inventory's ids in order, as runs of [section, first, last] (shared/rules/energy.md). */
const INVENTORY = [
  ["energy", 1, 2], ["action", 1, 6], ["move", 1, 14], ["action", 7, 15], ["stamina", 1, 22], ["agility", 1, 5],
  ["round", 1, 5], ["init", 1, 10], ["interrupt", 1, 4], ["incomplete", 1, 5], ["wait", 1, 1], ["melee", 1, 6],
  ["combat", 1, 5], ["melee", 7, 9], ["ranged", 1, 5], ["miss", 1, 11], ["hit", 1, 5], ["range", 1, 4], ["draw", 1, 14],
  ["throw", 1, 16], ["aura", 1, 9], ["defense", 1, 4], ["evasion", 1, 10], ["fort", 1, 4], ["will", 1, 4], ["chance", 1, 2],
  ["resist", 1, 8], ["crit", 1, 5], ["facing", 1, 6], ["grid", 1, 2], ["size", 1, 13], ["exposed", 1, 2], ["unguarded", 1, 4],
  ["swift", 1, 3], ["surprise", 1, 6], ["nonlethal", 1, 9], ["mpl", 1, 5], ["unarmed", 1, 5], ["maneuver", 1, 22],
  ["rest", 1, 13], ["death", 1, 9], ["save", 1, 6], ["death", 10, 11], ["unconscious", 1, 5], ["cond", 1, 18],
] as const;

describeCoverage("energy", idsFromRuns("energy", INVENTORY));
