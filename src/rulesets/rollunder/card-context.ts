/**
 * What the Roll-Under attack card shows, built from the card's plain data and what this user may
 * press; the chat hook and the browser gallery call the same builder.
 */
import { trayView } from "../../core/play/tray";
import { formulaTip, keptTip } from "../../core/dice-tip";
import { cardDamageFormula } from "./play/card";
import { cardStage, damageToApply, type AttackWay, type RollunderCard } from "./rules/card";
import { attackHeadline, CARD_LABELS } from "./rules/labels";
import { signed } from "../../core/roll-dialog";

/** The card's buttons this user may press (each step's own `may`), and what it may see. */
export interface CardPermissions {
  rollDamage: boolean;
  sunderShield: boolean;
  applyDamage: boolean;
  deathRoll: boolean;
  undoDamage: boolean;
  /** half, double, heal and a second Apply: the target's side or a GM (checkAdjust) */
  adjust: boolean;
  /** this user may see the target's HP: it owns the target, or is a GM */
  seesTarget: boolean;
  /** the target's HP as the card's snapshot has it */
  targetHp: { value: number; max: number } | null;
}

/** How the attack was made, in words; the keys are written out so the lang-key checks see them. */
const WAY: Readonly<Record<AttackWay, string>> = {
  melee: "MANIFOLD.rollunder.Card.Way.melee",
  thrown: "MANIFOLD.rollunder.Card.Way.thrown",
  shot: "MANIFOLD.rollunder.Card.Way.shot",
  touch: "MANIFOLD.rollunder.Card.Way.touch",
};

const LETHAL_ROLLED = "MANIFOLD.rollunder.Card.LethalRolled";

function outcomeClass(a: RollunderCard["attack"]): string {
  if (a.double) return "crit";
  if (a.fumble) return "critFail";
  return a.hit ? "hit" : "miss";
}

/** The target's HP before and after Apply, read from the ledger Apply wrote (what Undo puts back). */
function hpChange(card: RollunderCard): { before: number; after: number } | null {
  if (!card.ledger.applied) return null;
  const entry = card.ledger.entries.find((e) => e.side === "defender" && e.doc === "actor" && e.path === "system.hp.value");
  return entry && typeof entry.before === "number" && typeof entry.after === "number" ? { before: entry.before, after: entry.after } : null;
}

/**
 * A part of the number to roll under as the card prints it: the attacker's Attack score plain
 * ("Attack 11"), every term added to it signed with a true minus ("Target's Defense −3").
 */
function partText(p: { label: string; value: number }): { label: string; value: string } {
  if (p.label === "MANIFOLD.rollunder.Part.attack") return { label: p.label, value: String(p.value) };
  return { label: p.label, value: signed(p.value) };
}

export function rollunderCardContext(card: RollunderCard, can: CardPermissions) {
  const stage = cardStage(card);
  const damage = card.damage;
  const change = can.seesTarget ? hpChange(card) : null;
  return {
    stage,
    attacker: card.attacker,
    defender: card.defender,
    item: { name: card.item.name, way: WAY[card.item.way] },
    attack: {
      face: card.attack.face,
      tip: keptTip(20, [card.attack.face], card.attack.face, 0, "low"),
      target: card.attack.target,
      parts: card.attack.parts.map(partText),
      headline: attackHeadline(card.attack),
      cssClass: outcomeClass(card.attack),
    },
    rollDamage: stage === "damage" && can.rollDamage ? { formula: cardDamageFormula(card) } : null,
    damage: damage
      ? {
          formula: damage.formula,
          tip: formulaTip(damage.formula, damage.faces, damage.total),
          total: damage.total,
          double: card.attack.double,
          sunder: card.sunder ? { face: card.sunder.face, after: damageToApply(card) } : null,
        }
      : null,
    canSunder: can.sunderShield,
    // The damage tray when there is damage to land: half, full, double or heal, on the target and/or the selected tokens.
    tray: damage && can.applyDamage ? trayView({ action: "applyDamage", fullTip: CARD_LABELS.apply, applied: card.ledger.applied, heal: damage.total, adjust: can.adjust }) : null,
    applied: card.ledger.applied,
    canUndo: can.undoDamage,
    hp: change ? { before: change.before, after: change.after } : null,
    hpNow: !change && can.seesTarget && damage && can.targetHp ? can.targetHp : null,
    // Once the Death roll is made, the line no longer asks for it.
    lethal: card.lethal > 0 ? { key: card.deathRolled ? LETHAL_ROLLED : CARD_LABELS.lethal, name: card.defender.name, lethal: card.lethal } : null,
    canDeathRoll: can.deathRoll,
    deathRolled: card.deathRolled,
  };
}
