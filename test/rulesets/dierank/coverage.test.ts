import { describeCoverage, idsFromRuns } from "../coverage";

/** The inventory's sections in order, with their row counts (shared/rules/dierank.md: 145 rows). */
const INVENTORY: [string, number][] = [
  ["attack", 4], ["defense", 5], ["unaware", 5], ["block", 4], ["parry", 6], ["dodge", 4], ["oppo", 9], ["damage", 4], ["ko", 11], ["death", 4], ["mortal", 10],
  ["badly", 7], ["wounded", 3], ["heal", 12], ["unarmed", 3], ["grapple", 19], ["escape", 5], ["mount", 18], ["prone", 4], ["helpless", 4], ["surprise", 4],
];

describeCoverage("dierank", idsFromRuns("dierank", INVENTORY.map(([group, n]) => [group, 1, n] as const)));
