/**
 * What each energy roll dialog says above its options, for the dialog's current choices: each
 * target with the attack's AV (or Miss Chance) against the defence it rolls, a Defense roll's
 * die and bonus, and the total Energy and Stamina the choices spend. Every number comes from the
 * step the roll or the payment will take, so the dialog and the table agree.
 */
import type { Edge } from "../../../core/dice/edge";
import { RuleError } from "../../../core/errors";
import { line, signed, type DialogSummary, type LangLine, type SummaryTarget } from "../../../core/roll-dialog";
import type { EnergyCard } from "../rules/card";
import type { EnergyDerived } from "../rules/derived";
import { defenseRollStep } from "./defense";
import { moveStep, type MoveChoice, type MoveId, type MoveSnapshot } from "./move";
import { attackPayments, planAttackCards, type AttackDialogResult, type OpenSnapshot } from "./open";
import type { PayOrder } from "./pay";

export const FREE = line("MANIFOLD.Roll.CostNone");
export const OUTSIDE = line("MANIFOLD.Roll.CostOutside");

/** Energy, Stamina and Agility an order spends, Stamina standing in for 1 Energy when asked (energy.stamina.1). */
function spent(order: PayOrder): { energy: number; stamina: number; agility: number } {
  switch (order.kind) {
    case "cost": {
      const swap = order.staminaForEnergy && order.cost.energy > 0 ? 1 : 0;
      return { energy: order.cost.energy - swap, stamina: (order.cost.stamina ?? 0) + swap, agility: order.cost.agility ?? 0 };
    }
    case "swift":
      return { energy: order.energy, stamina: order.enhance, agility: 0 };
    case "agileMove":
      return { energy: 0, stamina: 0, agility: 1 };
    case "catchBreath":
      return { energy: 3, stamina: 0, agility: 0 };
  }
}

/** The total cost of the orders as one line; out of combat nothing is paid from the pools. */
export function costLine(orders: readonly PayOrder[], inCombat: boolean): LangLine {
  if (!inCombat) return OUTSIDE;
  const total = orders.map(spent).reduce((t, s) => ({ energy: t.energy + s.energy, stamina: t.stamina + s.stamina, agility: t.agility + s.agility }), { energy: 0, stamina: 0, agility: 0 });
  const parts = [total.energy ? "E" : "", total.stamina ? "S" : "", total.agility ? "A" : ""].join("");
  return parts ? line(`MANIFOLD.energy.Dialog.Cost.${parts}`, total) : FREE;
}

const DEFENSE_ROLL = { [1]: "MANIFOLD.energy.Dialog.DefenseRollAdvantage", [0]: "MANIFOLD.energy.Dialog.DefenseRoll", [-1]: "MANIFOLD.energy.Dialog.DefenseRollDisadvantage" } as const;

/** A Defense roll from the sheet: its exploding die and bonus, with the edge conditions leave it. */
export function defenseSummary(snap: { derived: EnergyDerived; conditions: ReadonlySet<string> }, key: string, choices: { modifier: number; edge: Edge }): DialogSummary {
  const roll = defenseRollStep(snap, { key, edge: choices.edge, modifier: choices.modifier });
  // Written as a formula reads: "1d10 + 12", "1d4 - 1".
  const bonus = roll.bonus >= 0 ? `+ ${roll.bonus}` : `- ${-roll.bonus}`;
  return { targets: [], roll: line(DEFENSE_ROLL[roll.edge], { faces: roll.faces, bonus }), cost: FREE };
}

/** One target's line: the AV (melee) or Miss Chance (ranged) against the defence it rolls, and its Armour. */
function againstLine(card: EnergyCard): LangLine {
  const { attack, defense } = card;
  const ranged = attack.mode === "ranged" || attack.mode === "thrown";
  const data = { value: attack.value, bonus: signed(defense.bonus), ar: defense.armor.ar };
  // The card's own word for Armour Rating, so the dialog and the card spell it alike.
  const armour = "MANIFOLD.energy.Card.ArmorRating";
  if (defense.noRoll) return line(ranged ? "MANIFOLD.energy.Dialog.MissChanceUndefended" : "MANIFOLD.energy.Dialog.AvUndefended", data, { armour });
  return line(ranged ? "MANIFOLD.energy.Dialog.MissChanceAgainst" : "MANIFOLD.energy.Dialog.AvAgainst", data, { defense: `MANIFOLD.energy.Defense.${defense.kind}`, armour });
}

/** An attack: each target with the number that matters against it, and what all the attacks cost together. */
export function attackSummary(snap: OpenSnapshot, choices: AttackDialogResult): DialogSummary {
  let targets: SummaryTarget[];
  try {
    targets = planAttackCards(snap, choices).cards.map((card) => ({ name: card.defender.name, line: againstLine(card) }));
  } catch (err) {
    // The rules refuse the attack as chosen: the odds say why; the targets are still named.
    if (!(err instanceof RuleError)) throw err;
    targets = snap.targets.map((t) => ({ name: t.name, line: null }));
  }
  return { targets, roll: null, cost: costLine(attackPayments(snap, choices).map((p) => p.order), snap.round !== undefined) };
}

/** A Run or a Jump: how far it carries its taker and what it costs, for the metres the player gives. */
export function moveSummary(snap: MoveSnapshot, id: MoveId, choice: MoveChoice, inCombat: boolean): DialogSummary {
  try {
    const plan = moveStep(snap, id, choice);
    return { targets: [], roll: line("MANIFOLD.energy.Dialog.Metres", { metres: plan.metres }), cost: costLine([plan.order], inCombat) };
  } catch (err) {
    if (!(err instanceof RuleError)) throw err;
    return { targets: [], roll: line(err.key, err.data), cost: costLine([], inCombat) };
  }
}
