/**
 * The attack dialog as pure steps: its choices read from the form, the summary at its top and the
 * exact odds against each Defense the target may meet the attack with. The glue renders these; the
 * gallery renders the same.
 */
import { RuleError } from "../../../core/errors";
import { refusalLine, type OddsLine } from "../../../core/play/odds";
import { line, type DialogSummary } from "../../../core/roll-dialog";
import { ATTACK_ACTIONS, type AttackAction } from "../rules/damage";
import { COVERS, type Cover } from "../rules/modifiers";
import { attackOdds, atLeast } from "../rules/odds";
import { answersFor, metAgainst } from "./defend";
import { holdTn, planAttack, type AttackChoices, type OpenSnapshot } from "./open";
import { checkOdds } from "../rules/checks";
import { HOLD_CHECKS, holdingOf } from "./hold";
import { attackAp } from "./attack";

export const ODDS_LABELS = { hit: "MANIFOLD.woundtrack.Odds.Hit", severe: "MANIFOLD.woundtrack.Odds.Severe", fatal: "MANIFOLD.woundtrack.Odds.Fatal" } as const;

const whole = (v: unknown) => {
  const n = Number(v ?? 0);
  return Number.isInteger(n) ? n : 0;
};

/** The dialog's fields as the open step's choices. */
export function readDialog(data: Record<string, unknown>, rollMode: AttackChoices["rollMode"]): AttackChoices {
  const action = String(data.action ?? "standard");
  const cover = String(data.cover ?? "none");
  return {
    action: Object.hasOwn(ATTACK_ACTIONS, action) ? (action as AttackAction) : "standard",
    cover: (COVERS as readonly string[]).includes(cover) ? (cover as Cover) : "none",
    situational: whole(data.situational),
    hold: holdTn(data.hold),
    rollMode,
  };
}

/** The choices a Shift-click takes: a Standard Attack, no cover, nothing added. */
export const fastChoices = (rollMode: AttackChoices["rollMode"]): AttackChoices => ({ action: "standard", cover: "none", situational: 0, hold: null, rollMode });

/** One line per Defense the target may meet it with (each Defend answer when its Defend is in force): hit, severe or worse, fatal. */
export function attackOddsLines(snap: OpenSnapshot, choices: AttackChoices): OddsLine[] {
  try {
    const { plan, kind, target, weapon, defenceEdge, weaponDamage, strength, hold } = planAttack(snap, choices);
    const seen = new Set<number>();
    // The hold check's dice are apart from the attack's: a blow lands only when the hold is kept too (woundtrack.climb.2).
    const kept = hold ? checkOdds(hold.kind, hold.bonus, choices.hold!, hold.kind === "wild" ? snap.checkDie : snap.standardDie).success : 1;
    return answersFor(plan.target, target.side).flatMap((answer) => {
      const met = metAgainst(plan.target, weapon.system.bypassArmor, target.side, answer, defenceEdge);
      if (seen.has(met.value)) return [];
      seen.add(met.value);
      const odds = attackOdds({ kind, faces: snap.checkDie, action: plan.action, bonus: plan.bonus, strength, weaponDamage, penetrating: weapon.system.penetrating, defence: met.value, toughness: met.toughness });
      return [{
        target: target.name,
        against: [`MANIFOLD.woundtrack.Defence.${met.used}`, ...(met.defend ? [`MANIFOLD.woundtrack.Defend.${met.defend}`] : [])],
        values: [{ label: ODDS_LABELS.hit, p: odds.hit * kept }, { label: ODDS_LABELS.severe, p: atLeast(odds.levels, "severe") * kept }, { label: ODDS_LABELS.fatal, p: odds.levels.fatal * kept }],
        refusal: null,
      }];
    });
  } catch (err) {
    return [refusalLine(snap.targets.length === 1 ? snap.targets[0]!.name : "", err)];
  }
}

/** The target named with the Defense it meets, the check as the sheet writes it with its bonus, and the AP it costs. */
export function attackSummary(snap: OpenSnapshot, choices: AttackChoices, checkText: (spec: ReturnType<typeof planAttack>["plan"]["spec"]) => string): DialogSummary {
  const names = snap.targets.map((t) => t.name);
  try {
    const { plan, kind, target, weapon, defenceEdge } = planAttack(snap, choices);
    const met = metAgainst(plan.target, weapon.system.bypassArmor, target.side, null, defenceEdge);
    return {
      targets: [{ name: names[0]!, line: line("MANIFOLD.woundtrack.Dialog.Defence", { value: met.value, toughness: met.toughness }, { defence: `MANIFOLD.woundtrack.Defence.${met.used}` }) }],
      roll: line("MANIFOLD.woundtrack.Dialog.Roll", { check: checkText(plan.spec), bonus: plan.bonus + ATTACK_ACTIONS[plan.action].toHit }, { kind: `MANIFOLD.woundtrack.Check.${kind}` }),
      cost: line("MANIFOLD.woundtrack.Dialog.Cost", { ap: attackAp(snap.attacker.side, plan.action) }),
    };
  } catch (err) {
    if (!(err instanceof RuleError)) throw err;
    return { targets: names.map((name) => ({ name, line: null })), roll: null, cost: line(err.key, err.data) };
  }
}

/** The odds lines from the form as it stands: a TN typed wrong is said on the line, not thrown. */
export function dialogLines(snap: OpenSnapshot, data: Record<string, unknown>, rollMode: AttackChoices["rollMode"]): OddsLine[] {
  try {
    return attackOddsLines(snap, readDialog(data, rollMode));
  } catch (err) {
    return [refusalLine(snap.targets.length === 1 ? snap.targets[0]!.name : "", err)];
  }
}

/** The summary from the form as it stands: a TN typed wrong is said in the cost's place. */
export function dialogSummary(snap: OpenSnapshot, data: Record<string, unknown>, rollMode: AttackChoices["rollMode"], checkText: Parameters<typeof attackSummary>[2]): DialogSummary {
  try {
    return attackSummary(snap, readDialog(data, rollMode), checkText);
  } catch (err) {
    if (!(err instanceof RuleError)) throw err;
    return { targets: snap.targets.map((t) => ({ name: t.name, line: null })), roll: null, cost: line(err.key, err.data) };
  }
}

/** The hold check the dialog asks a TN for: a climbing or swimming attacker's (woundtrack.climb.1); null otherwise. */
export const holdAsked = (snap: OpenSnapshot): string | null => {
  const h = holdingOf(snap.attacker.side.statuses);
  return h ? HOLD_CHECKS[h] : null;
};
