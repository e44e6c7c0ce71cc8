/**
 * What each contest roll dialog says above its options, for the dialog's current choices: the
 * number the d20 must roll under (for each target of a Strike), and the AP it costs. Every
 * number comes from the step the roll will take, so the dialog and the roll agree.
 */
import type { Edge } from "../../../core/dice/edge";
import { RuleError } from "../../../core/errors";
import { line, type DialogSummary, type LangLine } from "../../../core/roll-dialog";
import type { Outcome } from "../../../core/play/types";
import { skillTestEdge } from "../rules/skill-test";
import type { ContestDerived } from "../rules/derived";
import type { CombatantSystem, SpellSystem, UpdateDiff } from "../rules/types";
import { castStep } from "./cast";
import { sheetActionStep, type ActionSnapshot } from "./action";
import { strikeTargetNumbers, type StrikeOddsSnapshot } from "./odds";
import { strikePayment } from "./open";
import { skillTestStep } from "./skill";

/** What the player picks in the shared roll dialog. */
export interface DialogChoices {
  modifier: number;
  edge: Edge;
  cover?: "none" | "low" | "high" | "full";
  style?: string;
}

const UNDER = { [1]: "MANIFOLD.contest.Dialog.UnderBoon", [0]: "MANIFOLD.contest.Dialog.Under", [-1]: "MANIFOLD.contest.Dialog.UnderBane" } as const;

/** "Roll 1d20 ≤ 14", with the boon or bane the test ends up with. */
export const underLine = (target: number, edge: Edge): LangLine => line(UNDER[edge], { target });

export const FREE = line("MANIFOLD.Roll.CostNone");
export const OUTSIDE = line("MANIFOLD.Roll.CostOutside");

/** The AP a paid step takes from the combatant, and what is left: read off the write it makes. */
function apLine(combatant: CombatantSystem | null, pay: () => UpdateDiff): LangLine {
  if (!combatant) return OUTSIDE;
  try {
    const after = Number(pay()["system.ap"] ?? combatant.ap);
    const ap = combatant.ap - after;
    return ap > 0 ? line("MANIFOLD.contest.Dialog.CostAP", { ap, left: after }) : FREE;
  } catch (err) {
    // The step refuses to pay (not your turn, no AP left): the dialog says so before the roll.
    return err instanceof RuleError ? line(err.key, err.data) : FREE;
  }
}

const combatantWrite = (outcome: Outcome<null>): UpdateDiff => (outcome.writes.find((w) => w.doc === "combatant")?.changes ?? {}) as UpdateDiff;

/** A skill test from the sheet: free, at the skill's target plus the modifier. */
export function skillSummary(derived: Pick<ContestDerived, "skills" | "armorBane">, skill: string, choices: DialogChoices): DialogSummary {
  const test = skillTestStep({ skill, derived, choices });
  return { targets: [], roll: underLine(test.target, test.edge), cost: FREE };
}

/** Search: an Observation test, paid as an action in combat (contest.action.5). */
export function searchSummary(snap: ActionSnapshot & { derived: Pick<ContestDerived, "skills" | "armorBane"> }, choices: DialogChoices): DialogSummary {
  const target = snap.derived.skills.observation.total + choices.modifier;
  const cost = apLine(snap.combatant, () => combatantWrite(sheetActionStep(snap, "search").outcome));
  return { targets: [], roll: underLine(target, skillTestEdge("observation", choices.edge, snap.derived)), cost };
}

/** Use Magic without a target: the spell's skill test, paid as the cast step pays it. */
export function castSummary(
  snap: { spell: SpellSystem; derived: Pick<ContestDerived, "skills" | "armorBane">; combatant: CombatantSystem | null; onOwnTurn: boolean; statuses: readonly string[] },
  choices: DialogChoices,
): DialogSummary {
  const skill = snap.spell.skill;
  const target = snap.derived.skills[skill].total + choices.modifier;
  const cost = apLine(snap.combatant, () => combatantWrite(castStep(snap).outcome));
  return { targets: [], roll: underLine(target, skillTestEdge(skill, choices.edge, snap.derived)), cost };
}

/** A Strike or spell attack: each target with the number its attack rolls under, and the AP it costs. */
export function strikeSummary(snapshot: StrikeOddsSnapshot, choices: DialogChoices): DialogSummary {
  const full = { cover: "none" as const, ...choices };
  const targets = strikeTargetNumbers(snapshot, full).map((t) => ({ name: t.name, line: t.target === null ? null : underLine(t.target, t.edge) }));
  const combatant = snapshot.attackerCombatant ? { system: snapshot.attackerCombatant, onOwnTurn: !snapshot.opportunity, statuses: snapshot.attackerStatuses } : null;
  const cost = apLine(snapshot.attackerCombatant, () => strikePayment(snapshot.item, snapshot.how ?? {}, combatant));
  return { targets, roll: null, cost };
}
