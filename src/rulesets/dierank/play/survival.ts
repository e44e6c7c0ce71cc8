/**
 * The survival roll a lethal knock-out owes (dierank.ko.5-11), pressed from the sheet when the
 * encounter ends: the FOR die, then the band's outcome on the creature in one write, its
 * conditions with it. The roll is made once: it clears the debt it pays.
 */
import { RuleError } from "../../../core/errors";
import type { DiceNeed, TakenDie } from "../../../core/play/dice";
import type { Outcome } from "../../../core/play/types";
import { survivalAfterEncounter, type SurvivalBand } from "../rules/survival";
import { statsOf, statusChanges, type DierankSide } from "./side";

export const survivalNeed = (s: Pick<DierankSide, "system">): DiceNeed => ({ kind: "die", faces: statsOf(s.system).for, edge: 0 });

export function survivalStep(s: Pick<DierankSide, "system" | "statuses">, taken: TakenDie): { outcome: Outcome<null>; band: SurvivalBand } {
  if (!s.system.survivalOwed) throw new RuleError("MANIFOLD.dierank.Error.NoSurvivalOwed", {});
  const r = survivalAfterEncounter(taken.kept);
  // Waking, it is stunned for its first turn (dierank.ko.11).
  const statuses = statusChanges(s, r.add, r.remove, { stunned: 1 });
  const hp = r.band === "awake" ? { "system.hp.value": r.hp } : {};
  // A new mortal wound gets its own try at first aid.
  const changes = { "system.survivalOwed": false, "system.firstAidTried": false, ...hp };
  return { outcome: { card: null, writes: [{ side: "attacker", doc: "actor", changes }], statuses, ledger: "none" }, band: r.band };
}
