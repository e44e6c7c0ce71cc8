/**
 * What the Roll-Under attack dialog says, for its current choices: the target with the number the
 * d20 must not exceed, what the attack spends, and the facts it shows beside its options (the
 * distance against the weapon's range, the proficiency penalty). Every number comes from the open
 * step the attack will take, so the dialog, its odds and the card agree.
 */
import { RuleError } from "../../../core/errors";
import { line, type DialogSummary, type LangLine } from "../../../core/roll-dialog";
import { weaponRange } from "../rules/gear";
import { RULES, SHOOTERS } from "../rules/tables";
import type { AttackWay } from "../rules/card";
import type { RollunderItem } from "../rules/types";
import { openAttackStep, planAttack, type AttackChoices, type OpenSnapshot } from "./open";

/** What the dialog's form gives the step: its modifier, the two-light-weapons box, the roll mode. */
export type DialogChoices = Pick<AttackChoices, "modifier" | "dualLight">;

export const OUTSIDE = line("MANIFOLD.Roll.CostOutside");

/** A face that changes no refusal: a miss counts no hit, so only the attack's own refusals remain. */
const TRIAL_FACES = [[20]];

/**
 * Why the attack as chosen would be refused (no target, an empty crossbow, no arrows, the turn's
 * action spent ...), or null: the open step itself is tried with a trial face and nothing written.
 */
export function attackRefusal(snap: OpenSnapshot, choices: DialogChoices): LangLine | null {
  try {
    openAttackStep(snap, { ...choices, rollMode: "publicroll" }, TRIAL_FACES);
    return null;
  } catch (err) {
    if (!(err instanceof RuleError)) throw err;
    return line(err.key, err.data);
  }
}

/** What the attack spends in combat, read off the combatant write the step makes. */
function costLine(snap: OpenSnapshot, choices: DialogChoices): LangLine {
  if (!snap.combatant) return OUTSIDE;
  const refused = attackRefusal(snap, choices);
  if (refused) return refused;
  const opened = openAttackStep(snap, { ...choices, rollMode: "publicroll" }, TRIAL_FACES);
  const action = opened.writes.find((w) => w.doc === "combatant")?.changes["system.action"];
  return line(action === "charged" ? "MANIFOLD.rollunder.Dialog.CostCharge" : "MANIFOLD.rollunder.Dialog.CostAction");
}

/** "Goblin: Roll d20 ≤ 9", and what the attack spends. */
export function attackSummary(snap: OpenSnapshot, choices: DialogChoices): DialogSummary {
  const names = snap.targets.map((t) => t.name);
  try {
    const plan = planAttack(snap, choices);
    return { targets: [{ name: names[0]!, line: line("MANIFOLD.rollunder.Dialog.Under", { target: plan.target.total }) }], roll: null, cost: costLine(snap, choices) };
  } catch (err) {
    // The rules refuse the attack as chosen: the odds say why; the targets are still named.
    if (!(err instanceof RuleError)) throw err;
    return { targets: names.map((name) => ({ name, line: null })), roll: null, cost: snap.combatant ? line(err.key, err.data) : OUTSIDE };
  }
}

/**
 * The way a sheet button attacks when it names none: a sling, bow or crossbow shoots (it only
 * shoots, rollunder.melee.3), any other weapon strikes, and an empty hand touches.
 */
export function defaultWay(item: RollunderItem | null): AttackWay {
  if (!item) return "touch";
  return item.type === "rollunderWeapon" && SHOOTERS.includes(item.system.kind) ? "shot" : "melee";
}

/** Two light weapons: offered for a light weapon's melee strike when another light weapon is equipped (rollunder.melee.2). */
export function dualLightOffered(snap: OpenSnapshot): boolean {
  if (snap.how !== "melee") return false;
  const light = snap.attacker.items.filter((i) => i.type === "rollunderWeapon" && i.system.kind === "light");
  const used = light.find((i) => i.id === snap.item);
  return !!used && light.some((i) => i.id !== snap.item && i.type === "rollunderWeapon" && i.system.equipped);
}

/** The facts the dialog shows beside its options, from the plan with no choices made. */
export interface AttackFacts {
  /** feet to the target, the weapon's range and the penalty; null in melee or when unmeasured */
  range: { distance: number; range: number; penalty: number } | null;
  /** the −4 of a weapon not yet proficient, with the hits landed towards the eighth; null when proficient */
  proficiency: { penalty: number; hits: number; needed: number } | null;
  dualLight: boolean;
}

const PART = "MANIFOLD.rollunder.Part";

export function attackFacts(snap: OpenSnapshot): AttackFacts {
  const facts: AttackFacts = { range: null, proficiency: null, dualLight: dualLightOffered(snap) };
  let plan;
  try {
    plan = planAttack(snap, { modifier: 0, dualLight: false });
  } catch (err) {
    if (!(err instanceof RuleError)) throw err;
    return facts;
  }
  const part = (label: string) => plan.target.parts.find((p) => p.label === `${PART}.${label}`)?.value ?? 0;
  const distance = snap.targets[0]?.distance ?? null;
  const range = plan.weapon && snap.how !== "melee" ? weaponRange(plan.weapon.system, snap.how === "thrown") : null;
  if (range !== null && distance !== null) facts.range = { distance: Math.round(distance), range, penalty: part("range") };
  const penalty = part("nonProficient");
  if (penalty !== 0 && plan.weapon) facts.proficiency = { penalty, hits: plan.weapon.system.hits, needed: RULES.hitsForProficiency };
  return facts;
}
