import { describeCoverage, idsFromRuns } from "../coverage";

/** The inventory's sections in order, with their row counts (shared/rules/rollunder.md: 79 rows). */
const INVENTORY: [string, number][] = [
  ["intro", 1], ["init", 7], ["turn", 11], ["attack", 6], ["crit", 4], ["armor", 6], ["melee", 6], ["ranged", 7],
  ["hp", 6], ["heal", 8], ["prof", 4], ["reaction", 5], ["morale", 8],
];

describeCoverage("rollunder", idsFromRuns("rollunder", INVENTORY.map(([group, n]) => [group, 1, n] as const)));
