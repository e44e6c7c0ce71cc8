/**
 * The attack card's buttons as play steps (dierank.defense.*, block.*, parry.*, dodge.*,
 * damage.*): the target's one defence (its passive roll, or a block, parry or dodge as an
 * interrupt that borrows 1 AP of its next turn), then Apply and Undo.
 */
import { ownsSide, mayApplyBlow } from "../../../core/play/rights";
import type { CardBook, CardSnapshot } from "../../../core/play/decide";
import type { TakenDie } from "../../../core/play/dice";
import { undoOutcome } from "../../../core/play/guard";
import { checkAdjust, parseScale } from "../../../core/play/tray";
import { oneOfChoice } from "../../../core/play/choices";
import type { Outcome } from "../../../core/play/types";
import { RuleError } from "../../../core/errors";
import type { AttackSpec } from "../rules/attack";
import { cardStage, recordDefence, successesOf, whichDie, type DierankCard } from "../rules/card";
import { DEFENCES, defenceOptions, defenceRoll, type DefenceKind, type DefenderFacts } from "../rules/defence";
import { canAct, payWrites } from "./gate";
import { gearOf, statsOf, type DierankSide } from "./side";
import { parseDie } from "../rules/ladder";
import { trayOutcome } from "./tray";
import { GRAPPLE_STEPS, HOLD_STEPS } from "./grapple";

export interface DierankCardSnapshot extends CardSnapshot<DierankCard> {
  attacker: DierankSide;
  defender: DierankSide;
}

type Snap = DierankCardSnapshot;

const owns = ownsSide;
const mayApply = mayApplyBlow;

/** The attack as the defence rules read it, from the card. */
export const specOf = (card: DierankCard): AttackSpec => ({ ...card.attack, roll: "att", defence: whichDie(card.attack.defence), band: card.attack.band || null });

/** The target as the defence rules read it, at the moment it answers: who attacks it, and whether it saw it coming. */
export function defenderFacts(attacker: string, aware: boolean, d: DierankSide): DefenderFacts {
  const { holding } = d.system.grapple;
  return {
    stats: statsOf(d.system), statuses: d.statuses, ...gearOf(d.items), aware: aware && !d.statuses.includes("knockedOut"), rider: d.system.mount.rides !== "",
    mountRef: d.mountRef ? parseDie(d.mountRef) : null,
    holding: holding ? { attackerIsHeld: attacker === holding } : null,
  };
}

/** The defence the press names, and what the table said of the room to dodge and a giant attacker. */
function defenceArgs(args: Record<string, string>): { kind: DefenceKind; situation: { roomToDodge: boolean; giantAttacker: boolean } } {
  return {
    kind: oneOfChoice(args.defence, DEFENCES, "defence"),
    situation: { roomToDodge: args.room !== "no", giantAttacker: args.giant === "yes" },
  };
}

/** The chosen defence's die and edge, or the refusal the target sees (a defence this attack does not allow). */
function rollFor(snap: Snap, args: Record<string, string>) {
  const { kind, situation } = defenceArgs(args);
  const attack = specOf(snap.card);
  const facts = defenderFacts(snap.card.attacker.uuid, snap.card.aware, snap.defender);
  const why = defenceOptions(attack, facts)[kind];
  if (why) throw new RuleError(`MANIFOLD.dierank.Defence.${why}`, {});
  return { kind, roll: defenceRoll(attack, facts, kind, situation) };
}

/** The buttons that apply and undo a Die Rank card. */
export const DIERANK_APPLY = { applyAction: "applyDamage", undoAction: "undoDamage" } as const;

export const DIERANK_CARD: CardBook<DierankCard, Snap> = {
  defend: {
    may: (snap) => owns(snap, "defender") && cardStage(snap.card) === "defence",
    needs(snap, args) {
      const { roll } = rollFor(snap, args);
      return [{ kind: "die", faces: roll.die, edge: roll.edge }];
    },
    run(snap, args, dice) {
      const { kind, roll } = rollFor(snap, args);
      const taken = dice[0] as TakenDie;
      const card = recordDefence(snap.card, { kind, die: roll.die, edge: roll.edge, faces: taken.faces, kept: taken.kept, advantages: roll.advantages, disadvantages: roll.disadvantages, minimum: roll.minimum });
      const out: Outcome<DierankCard> = { card, writes: [], statuses: [], ledger: "none" };
      if (kind === "passive") return out;
      // An active defence is a minor interrupt: 1 AP of the defender's next turn (dierank.block.2, parry.1, dodge.1).
      const d = snap.defender;
      const paid = canAct({ combatant: d.combatant, onTurn: false, statuses: d.statuses }, "interrupt", { physical: true });
      out.writes.push(...payWrites("defender", paid));
      return out;
    },
  },
  applyDamage: {
    may: (snap) => mayApply(snap) && cardStage(snap.card) === "resolved" && successesOf(snap.card) > 0 && !snap.card.attack.grab,
    run(snap, args) {
      const { card } = snap;
      if (card.ledger.applied && args.again !== "yes") throw new RuleError("MANIFOLD.Card.AlreadyApplied", {});
      const scale = parseScale(args.scale);
      checkAdjust(snap.sender, scale, args.again === "yes");
      return trayOutcome(card, scale, snap.defender);
    },
  },
  ...GRAPPLE_STEPS,
  ...HOLD_STEPS,
  undoDamage: {
    may: (snap) => mayApply(snap) && snap.card.ledger.entries.length > 0,
    run: (snap) => undoOutcome(snap.card, snap.card.ledger.entries),
  },
};
