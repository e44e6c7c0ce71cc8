/**
 * The Defense an attack meets (woundtrack.defense.1-10, action.19-21): the defender's values from
 * its scores and gear, immobile while immobilised, and, while its Defend is in force against a melee
 * or ranged attack, its choice of +2 or a skill defence in place of the one targeted.
 */
import { RuleError } from "../../../core/errors";
import { toughness } from "../rules/damage";
import { defenceValues, SKILL_DEFENCES, targetedDefence, type DefenceTarget, type DefendChoice } from "../rules/defences";
import type { MetDefence, WoundtrackCard } from "../rules/card";
import { defenceFacts, toughnessParts, type WoundtrackSide } from "./side";
import { DISTRACTED, SHARING } from "./attack";

export const DEFEND_ANSWERS = ["none", "bonus", ...SKILL_DEFENCES] as const;
export type DefendAnswer = (typeof DEFEND_ANSWERS)[number];

/** Immobilised, or underwater: either way the immobile Defence (woundtrack.defense.10, underwater.1). */
const immobilised = (d: Pick<WoundtrackSide, "statuses">) => d.statuses.includes("immobile") || d.statuses.includes("underwater");

/** The card waits for the defender's answer: its Defend is in force and the attack targets melee or ranged. */
export const mustChoose = (card: WoundtrackCard, d: Pick<WoundtrackSide, "combatant">): boolean =>
  !!d.combatant?.defending && (card.attack.target === "melee" || card.attack.target === "ranged");

const choiceOf = (answer: DefendAnswer | null): DefendChoice | null =>
  answer === null || answer === "none" ? null : answer === "bonus" ? { kind: "bonus" } : { kind: "swap", with: answer };

/** The Defense and Toughness the attack meets with the defender's answer (null: no Defend to choose). */
export function metDefence(card: WoundtrackCard, d: WoundtrackSide, answer: DefendAnswer | null): MetDefence {
  if (answer !== null && answer !== "none" && !mustChoose(card, d)) throw new RuleError("MANIFOLD.woundtrack.Error.NotDefending", {});
  return metAgainst(card.attack.target, card.attack.bypassArmor, d, answer, card.attack.defenceEdge);
}

/** The Defense and Toughness an attack of this target would meet (the dialog's odds ask before any card exists); `edge` is a mounted defender's +1 to its melee Defense. */
export function metAgainst(target: DefenceTarget, bypassArmor: boolean, d: WoundtrackSide, answer: DefendAnswer | null, edge = 0): MetDefence {
  const values = defenceValues(defenceFacts(d));
  const met = targetedDefence(values, target, { immobilised: immobilised(d), defending: !!d.combatant?.defending, seesAttack: true }, choiceOf(answer));
  const defend = met.defend === null ? "" : met.defend.kind === "bonus" ? "bonus" : met.defend.with;
  const sharing = d.statuses.includes("sharing") && (met.used === "melee" || met.used === "ranged") ? SHARING : 0;
  const value = met.value + (d.statuses.includes("distracted") ? DISTRACTED : 0) + sharing + (target === "melee" ? edge : 0);
  return { value, used: met.used, defend, toughness: toughness(toughnessParts(d), bypassArmor) };
}

/** The answers the defender may give this attack: none without Defend in force against melee or ranged. */
export const answersFor = (target: DefenceTarget, d: Pick<WoundtrackSide, "combatant">): DefendAnswer[] =>
  d.combatant?.defending && (target === "melee" || target === "ranged") ? [...DEFEND_ANSWERS] : ["none"];
