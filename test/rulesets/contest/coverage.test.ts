import { describeCoverage, idsFromRuns } from "../coverage";

/** The inventory's sections in order, with their row counts (shared/rules/contest.md). */
const INVENTORY: [string, number][] = [
  ["init", 6], ["round", 6], ["delay", 1], ["ap", 3], ["action", 8], ["reaction", 4], ["free", 2],
  ["attack", 7], ["defend", 9], ["outcome", 8], ["maneuver", 9], ["size", 5], ["oppo", 5], ["cover", 6],
  ["flank", 2], ["style", 9], ["damage", 5], ["resist", 4], ["armor", 5], ["shield", 2],
];

describeCoverage("contest", idsFromRuns("contest", INVENTORY.map(([group, n]) => [group, 1, n] as const)));
