/**
 * The attack card's buttons as play steps: each reads a snapshot of the card and its two sides
 * and returns an outcome for the shared executor. The glue calls these and nothing else decides.
 */
import { ownsSide, mayApplyBlow } from "../../../core/play/rights";
import type { CardBook, CardSnapshot } from "../../../core/play/decide";
import type { DiceNeed, TakenDie } from "../../../core/play/dice";
import { undoOutcome } from "../../../core/play/guard";
import { nothing, type Outcome, type Side } from "../../../core/play/types";
import { pressedEdge } from "../../../core/play/choices";
import { sourceCounts, type Edge } from "../../../core/dice/edge";
import { RuleError } from "../../../core/errors";
import { actionFor } from "../rules/economy";
import { actOrRefuse } from "./gate";
import { cardStage, chooseManeuver, declare, declineManeuver, recordAttack, recordDamage, recordDefence, recordManeuverRoll, rollTest, type AttackCard } from "../rules/card";
import { planAttack, planDefence } from "../rules/plan";
import { damageTotal, parseDice, reduceDamage } from "../rules/damage";
import { checkAdjust, parseScale } from "../../../core/play/tray";
import { trayOutcome } from "./tray";
import { bestSkill, braceUpdate, consumeBrace, feintUpdate, maneuverResistance, maneuversAvailable } from "../rules/maneuver";
import { skillLabel } from "../rules/labels";
import { DEFENCES, MANEUVERS, type Defence, type Maneuver } from "../rules/constants";
import type { PreparedTest } from "../rules/attack";
import type { ContestDerived } from "../rules/derived";
import type { CombatantSystem, ContestActor, ContestItem, SpellItem, WeaponItem } from "../rules/types";

export interface ContestSide {
  uuid: string;
  system: ContestActor["system"];
  derived: ContestDerived;
  items: ContestItem[];
  /** its combatant's economy in the active combat, or null out of combat */
  combatant: CombatantSystem | null;
  /** its conditions in force */
  statuses: readonly string[];
}

export interface ContestCardSnapshot extends CardSnapshot<AttackCard> {
  attacker: ContestSide;
  defender: ContestSide;
}

type Snap = ContestCardSnapshot;

const d20 = (prepared: PreparedTest): DiceNeed[] => [{ kind: "die", faces: 20, edge: prepared.edge, better: "low" }];
const facesOf = (dice: readonly unknown[]) => (dice[0] as TakenDie).faces;
const other = (side: Side): Side => (side === "attacker" ? "defender" : "attacker");

function combatant(snap: Snap, side: Side, changes: Record<string, unknown>): Outcome<AttackCard>["writes"] {
  return snap[side].combatant && Object.keys(changes).length ? [{ side, doc: "combatant", changes }] : [];
}

export function weaponOf(snap: Snap): WeaponItem | SpellItem {
  const item = snap.attacker.items.find((i) => i.id && snap.card.item.uuid.endsWith(i.id));
  if (!item || (item.type !== "contestWeapon" && item.type !== "contestSpell")) throw new RuleError("MANIFOLD.contest.Card.Missing", {});
  return item as WeaponItem | SpellItem;
}

function heavyInHand(side: ContestSide): boolean {
  return side.items.some((i) => i.type === "contestWeapon" && (i.system as { equipped?: boolean; heavy?: boolean }).equipped === true && (i.system as { heavy?: boolean }).heavy === true);
}

/** What a side holds that a Disarm can knock away: equipped weapons and shields. */
export function heldItems(side: ContestSide): { id: string; name: string; twoHandedOrShield: boolean }[] {
  return side.items
    .filter((i) => (i.type === "contestWeapon" || i.type === "contestShield") && (i.system as { equipped?: boolean }).equipped === true && !!i.id)
    .map((i) => ({ id: i.id!, name: i.name, twoHandedOrShield: i.type === "contestShield" || (i.system as { twoHanded?: boolean }).twoHanded === true }));
}

/** The maneuvers the Step III winner may choose, from its own gear. */
export function availableManeuvers(snap: Snap): Maneuver[] {
  const { card } = snap;
  if (card.maneuverBy === "" || card.maneuver !== "") return [];
  const winner = snap[card.maneuverBy];
  return maneuversAvailable({
    winner: card.maneuverBy,
    wieldsShield: !!winner.derived.shield,
    wieldsHeavyWeapon: heavyInHand(winner),
    strike: card.item.kind === "melee" || card.item.kind === "ranged" || card.item.kind === "thrown",
  });
}

/**
 * The test a chosen maneuver calls for: who rolls it, with which skill, and what it does; with
 * the boon or bane its roller asked for with a key on the card.
 */
export function maneuverPlan(snap: Snap, pressed: Edge = 0) {
  const { card } = snap;
  if (!card.maneuver || card.maneuverBy === "") return null;
  const winner: Side = card.maneuverBy;
  const loser = other(winner);
  const disarmed = heldItems(snap[loser]).find((i) => i.id === card.disarmItem);
  const test = maneuverResistance({ maneuver: card.maneuver, actorSize: snap[winner].system.size, targetSize: snap[loser].system.size, disarmTwoHandedOrShield: !!disarmed?.twoHandedOrShield, pressed });
  const roller: Side | null = test.roller === "target" ? loser : test.roller === "actor" ? winner : null;
  if (!roller) return null;
  const skill = bestSkill(test.skills, snap[roller].derived.skills);
  if (!skill) return null;
  const prepared: PreparedTest = { attribute: null, target: snap[roller].derived.skills[skill], edge: test.edge, autoFail: test.autoFail, autoPass: test.autoPass };
  return { test, winner, loser, roller, prepared, skillLabel: skillLabel(skill) };
}

export const mayApply = mayApplyBlow;
const owns = ownsSide;

/** The attack test, with the boon or bane the attacker asked for with a key: one more source beside the dialog's. */
function attackerTest(snap: Snap, pressed: Edge): PreparedTest {
  const s = snap.card.situation;
  const counts = sourceCounts(pressed);
  const situation = { ...s, boons: s.boons + counts.boons, banes: s.banes + counts.banes };
  return planAttack({ system: snap.attacker.system, derived: snap.attacker.derived }, weaponOf(snap), situation, { throwIt: snap.card.item.kind === "thrown" }).test;
}

function defenceTest(snap: Snap, pressed: Edge): { prepared: PreparedTest; brace: ReturnType<typeof consumeBrace> } {
  const brace = snap.defender.combatant ? consumeBrace(snap.defender.combatant) : { boons: 0, update: {} };
  const defence = snap.card.defence as Defence;
  const prepared = planDefence({ system: snap.defender.system, derived: snap.defender.derived }, defence, snap.card.item.kind, snap.card.situation, brace.boons > 0, pressed);
  return { prepared, brace };
}

export const CONTEST_CARD: CardBook<AttackCard, Snap> = {
  declareDefence: {
    may: (snap) => owns(snap, "defender"),
    run(snap, args) {
      const defence = args.defence as Defence;
      if (!DEFENCES.includes(defence)) throw new RuleError("MANIFOLD.contest.Card.DefenceNotAllowed", { defence: String(args.defence) });
      const card = declare(snap.card, defence);
      if (defence === "none" || !snap.defender.combatant) return nothing(card);
      // A defence is a reaction: it costs the defender 1 AP in combat (contest.reaction.1).
      const paid = actOrRefuse({ system: snap.defender.combatant, onOwnTurn: false, statuses: snap.defender.statuses }, actionFor("defend", { onOwnTurn: false }));
      return { ...nothing(card), writes: combatant(snap, "defender", paid) };
    },
  },
  rollAttack: {
    may: (snap) => owns(snap, "attacker"),
    needs: (snap, args) => d20(attackerTest(snap, pressedEdge(args))),
    run: (snap, args, dice) => nothing(recordAttack(snap.card, rollTest(attackerTest(snap, pressedEdge(args)), facesOf(dice)))),
  },
  rollDefence: {
    may: (snap) => owns(snap, "defender") && snap.card.defence !== "" && snap.card.defence !== "none",
    needs: (snap, args) => d20(defenceTest(snap, pressedEdge(args)).prepared),
    run(snap, args, dice) {
      const { prepared, brace } = defenceTest(snap, pressedEdge(args));
      // Brace: the defender's next Defense test gains a boon, and is spent by it (contest.maneuver.2).
      const card = recordDefence(snap.card, rollTest(prepared, facesOf(dice)));
      return { ...nothing(card), writes: combatant(snap, "defender", brace.update) };
    },
  },
  chooseManeuver: {
    may: (snap) => snap.card.maneuverBy !== "" && owns(snap, snap.card.maneuverBy),
    run(snap, args) {
      const maneuver = args.maneuver as Maneuver;
      if (!MANEUVERS.includes(maneuver)) throw new RuleError("MANIFOLD.contest.Card.ManeuverNotAllowed", { maneuver: String(args.maneuver) });
      const loser = other(snap.card.maneuverBy as Side);
      const held = heldItems(snap[loser]).map((i) => i.id);
      const card = chooseManeuver(snap.card, maneuver, availableManeuvers(snap), { item: args.item ?? "", held });
      const winner = snap.card.maneuverBy as Side;
      return { ...nothing(card), writes: maneuver === "brace" ? combatant(snap, winner, braceUpdate()) : [] };
    },
  },
  declineManeuver: {
    may: (snap) => snap.card.maneuverBy !== "" && owns(snap, snap.card.maneuverBy),
    run: (snap) => nothing(declineManeuver(snap.card)),
  },
  rollManeuver: {
    may(snap) {
      const plan = maneuverPlan(snap);
      return !!plan && !snap.card.maneuverRoll && owns(snap, plan.roller);
    },
    needs: (snap, args) => d20(maneuverPlan(snap, pressedEdge(args))!.prepared),
    run(snap, args, dice) {
      const plan = maneuverPlan(snap, pressedEdge(args))!;
      const rolled = rollTest(plan.prepared, facesOf(dice));
      const out = nothing(recordManeuverRoll(snap.card, rolled));
      // The loser who fails a Bash or Trip takes its condition (contest.maneuver.1, .9).
      if (plan.test.roller === "target" && !rolled.pass && plan.test.effect.kind === "status") {
        out.statuses.push({ side: plan.loser, id: plan.test.effect.status, active: true });
      }
      // Disarm: the loser who fails drops the chosen item; it lands on the floor (contest.maneuver.4).
      if (plan.test.effect.kind === "drop" && !rolled.pass && snap.card.disarmItem && heldItems(snap[plan.loser]).some((i) => i.id === snap.card.disarmItem)) {
        out.writes.push({ side: plan.loser, doc: `item.${snap.card.disarmItem}`, changes: { "system.equipped": false } });
      }
      // Feint: a passed Deception test marks the winner for a boon on its next Strike at the loser.
      if (plan.test.effect.kind === "feint") out.writes.push(...combatant(snap, plan.winner, feintUpdate(snap[plan.loser].uuid, rolled.pass)));
      return out;
    },
  },
  rollDamage: {
    may: (snap) => owns(snap, "attacker") && cardStage(snap.card) === "damage",
    needs(snap) {
      if (snap.card.maneuver === "precision") return [];
      const f = parseDice(snap.card.item.damage);
      return Array.from({ length: f.count }, () => ({ kind: "die" as const, faces: f.faces, edge: 0 as const }));
    },
    run(snap, _args, dice) {
      const { card } = snap;
      const precision = card.maneuver === "precision";
      const faces = dice.map((d) => (d as TakenDie).kept);
      const rolled = damageTotal(card.item.damage, faces, { precision });
      const defender = snap.defender;
      const reduced = reduceDamage({
        amount: rolled,
        type: card.item.damageType,
        armor: { ar: defender.derived.armor.ar, magical: defender.derived.armor.magical },
        block: card.outcome === "blocked" && defender.derived.shield ? { br: defender.derived.shield.br } : null,
        resistances: defender.system.resistances,
        vulnerabilities: defender.system.vulnerabilities,
      });
      return nothing(recordDamage(card, { formula: card.item.damage, type: card.item.damageType, faces, rolled, precision, reduced }));
    },
  },
  applyDamage: {
    may: (snap) => mayApply(snap) && cardStage(snap.card) === "resolved" && snap.card.damage !== null,
    run(snap, args) {
      // Two presses at once: the second finds the card applied and is refused unless it asked again.
      if (snap.card.ledger.applied && args.again !== "yes") throw new RuleError("MANIFOLD.Card.AlreadyApplied", {});
      // The tray's choice is one word of a fixed set; the amount comes from the card and the rules.
      const scale = parseScale(args.scale);
      checkAdjust(snap.sender, scale, args.again === "yes");
      return trayOutcome(snap.card, scale, snap.defender, true);
    },
  },
  undoDamage: {
    may: (snap) => mayApply(snap) && snap.card.ledger.entries.length > 0,
    run: (snap) => undoOutcome(snap.card, snap.card.ledger.entries),
  },
};
