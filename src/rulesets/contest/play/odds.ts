/**
 * The odds the Strike dialog shows before the roll: for each target, the exact chance of damage,
 * of a critical win and of both failing (rules/odds.ts), from the same plans the cards use
 * (planAttack, planDefence, newCard's allowed defences) and the dialog's current choices.
 *
 * The defender declares its defence only after the card is posted (contest.defend.7), so no
 * single number is "the" chance. What a player weighing a Strike needs is what to expect from a
 * defender who answers well, so each target's first line is the defence it may choose (and pay
 * for) that leaves the least chance of damage: the worst case, which is also the likeliest
 * choice. With one target the dialog has room for the rest, so the other defences it may choose
 * follow, "No defence" among them (the best case, e.g. a target about to run out of AP). With
 * several targets each gets its worst-case line only, so the dialog stays one line per target.
 */
import type { Edge } from "../../../core/dice/edge";
import type { OddsLine } from "../../../core/play/odds";
import { refusalLine } from "../../../core/play/odds";
import { actionFor } from "../rules/economy";
import { canAct } from "./gate";
import { consumeBrace } from "../rules/maneuver";
import { newCard, planAttack, planDefence, type AttackHow, type Combatant, type StrikeSituation } from "../rules/plan";
import { feintFor, strikeSituation } from "./open";
import { refuseOutOfReach, type Board } from "./reach";
import { strikeDamageChance, strikeHitChance, type StrikeOdds } from "../rules/odds";
import type { Cover, Defence } from "../rules/constants";
import type { Cell } from "../rules/grid";
import type { CombatantSystem, SpellItem, WeaponItem } from "../rules/types";

export interface StrikeOddsTarget {
  /** the name its token shows */
  name: string;
  /** its actor's uuid: a standing Feint names the actor it was made against */
  uuid: string;
  defender: Combatant;
  hasShield: boolean;
  /** its combatant in the active combat, or null out of combat (a defence then costs nothing) */
  combatant: CombatantSystem | null;
  /** its conditions in force */
  statuses: readonly string[];
  /** the attacker flanks it on the canvas */
  flanked: boolean;
  /** its square on the attacker's scene, when the board is known */
  cell?: Cell;
}

/** The plain data of a Strike about to be made, taken when its dialog opens. */
export interface StrikeOddsSnapshot {
  attacker: Combatant;
  /** the attacker's combatant, or null: a standing Feint adds a boon against its target */
  attackerCombatant: CombatantSystem | null;
  /** the attacker's conditions in force: the action gate reads them */
  attackerStatuses: readonly string[];
  item: WeaponItem | SpellItem;
  /** how the attack is made (a thrown weapon thrown) */
  how?: AttackHow;
  targets: readonly StrikeOddsTarget[];
  /** the tokens' places: a target out of reach or range shows the refusal the Strike would meet */
  board?: Board | null;
  /** off the attacker's turn in combat: an opportunity attack, which is not measured */
  opportunity?: boolean;
}

/** What the dialog lets the player change. */
export interface StrikeOddsChoices {
  modifier: number;
  edge: Edge;
  cover: Cover;
}

interface DefenceOdds {
  defence: Defence;
  odds: StrikeOdds;
  /** strikeDamageChance: damage at all (a hit, a critical, or a blocked hit) */
  damage: number;
}

export const STRIKE_ODDS_LABELS = {
  damage: "MANIFOLD.contest.Odds.Damage",
  critical: "MANIFOLD.contest.Odds.Critical",
  bothFail: "MANIFOLD.contest.Odds.BothFail",
} as const;

/** The note under the lines: why the first line of a target is its best defence. */
export const STRIKE_ODDS_NOTE = "MANIFOLD.contest.Odds.Note";

/**
 * The defences the target may declare on the card (newCard's allowed list) and can pay for now:
 * in combat a defence is a reaction costing 1 AP (contest.reaction.1), so a combatant who cannot
 * pay (or is surprised) can only not defend.
 */
function openDefences(snapshot: StrikeOddsSnapshot, target: StrikeOddsTarget, situation: StrikeSituation): Defence[] {
  const nobody = { uuid: "", name: "", img: "" };
  const allowed = newCard(nobody, { ...nobody, hasShield: target.hasShield }, snapshot.item, "", situation, snapshot.how ?? {}).allowed;
  if (target.combatant && !canAct({ system: target.combatant, onOwnTurn: false, statuses: target.statuses }, actionFor("defend", { onOwnTurn: false })).ok) return ["none"];
  return allowed;
}

/**
 * The exact odds against each open defence, the defender's best first (least chance of damage;
 * ties keep the order of DEFENCES). A RuleError from the plans is thrown on.
 */
function defenceOdds(snapshot: StrikeOddsSnapshot, target: StrikeOddsTarget, choices: StrikeOddsChoices): DefenceOdds[] {
  const situation = strikeSituation(target, choices, feintFor(snapshot.attackerCombatant, snapshot.item, snapshot.targets, !!snapshot.opportunity));
  const { kind, test: attack } = planAttack(snapshot.attacker, snapshot.item, situation, snapshot.how ?? {});
  // An attack that fails automatically (a ranged attack into full cover) never passes: a target of 0 says so to the odds.
  const attackTarget = attack.autoFail ? 0 : attack.target.total;
  // Brace: the defender's next Defense test gains a boon (contest.maneuver.2), as the card plans it.
  const braced = target.combatant ? consumeBrace(target.combatant).boons > 0 : false;
  const rows = openDefences(snapshot, target, situation).map((defence) => {
    const test = planDefence(target.defender, defence, kind, situation, braced);
    const odds = strikeHitChance(attackTarget, attack.edge, defence, test.target.total, test.edge);
    return { defence, odds, damage: strikeDamageChance(odds) };
  });
  return rows.map((row, i) => ({ row, i })).sort((a, b) => a.row.damage - b.row.damage || a.i - b.i).map(({ row }) => row);
}

/**
 * The number each target's Strike rolls under for these choices, as the card will plan it
 * (Fighting Style, flanking, cover, Feint); null where the rules refuse the Strike (the odds say why).
 */
export function strikeTargetNumbers(snapshot: StrikeOddsSnapshot, choices: StrikeOddsChoices & { style?: string }): { name: string; target: number | null; edge: Edge }[] {
  const feint = feintFor(snapshot.attackerCombatant, snapshot.item, snapshot.targets, !!snapshot.opportunity);
  return snapshot.targets.map((target) => {
    try {
      refuseOutOfReach({ item: snapshot.item, how: snapshot.how ?? {}, board: snapshot.board, opportunity: snapshot.opportunity ?? false }, target);
      const { test } = planAttack(snapshot.attacker, snapshot.item, strikeSituation(target, choices, feint), snapshot.how ?? {});
      return { name: target.name, target: test.autoFail ? null : test.target.total, edge: test.edge };
    } catch {
      return { name: target.name, target: null, edge: 0 };
    }
  });
}

function line(target: string, row: DefenceOdds): OddsLine {
  return {
    target,
    against: [`MANIFOLD.contest.Defence.${row.defence}`],
    values: [
      // The columns add up: a critical win is not counted again as a hit.
      { label: STRIKE_ODDS_LABELS.damage, p: Math.max(0, row.damage - row.odds.critical) },
      { label: STRIKE_ODDS_LABELS.critical, p: row.odds.critical },
      { label: STRIKE_ODDS_LABELS.bothFail, p: row.odds.bothFail, neutral: true },
    ],
    refusal: null,
  };
}

/** The dialog's odds lines: every open defence for one target, the worst case for each of several. */
export function strikeOddsLines(snapshot: StrikeOddsSnapshot, choices: StrikeOddsChoices): OddsLine[] {
  const detail = snapshot.targets.length === 1;
  return snapshot.targets.flatMap((target) => {
    try {
      refuseOutOfReach({ item: snapshot.item, how: snapshot.how ?? {}, board: snapshot.board, opportunity: snapshot.opportunity ?? false }, target);
      const rows = defenceOdds(snapshot, target, choices);
      return (detail ? rows : rows.slice(0, 1)).map((row) => line(target.name, row));
    } catch (err) {
      return [refusalLine(target.name, err)];
    }
  });
}
