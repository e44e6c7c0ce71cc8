/**
 * What the Wound Track check card shows, built from the card's plain data and what this user may
 * press; the chat hook and the browser gallery call the same builder.
 */
import { HINDRANCES, type CheckCard } from "./rules/check-card";
import type { Attribute } from "./rules/checks";
import { CHECK_CARD, shoveYards, treatSteps, type CheckCardSnapshot } from "./play/check-card";
import { checkText } from "./play/check-text";

const W = "MANIFOLD.woundtrack";

export interface CheckCardPermissions {
  apply: boolean;
  undo: boolean;
}

/** What this user may press on the card, each button by its step's own `may`. */
export const checkCardPermissions = (snap: CheckCardSnapshot): CheckCardPermissions => ({ apply: CHECK_CARD.applyCheck!.may(snap, {}), undo: CHECK_CARD.undoCheck!.may(snap, {}) });

/** What the check did, in words the table acts on: what Apply writes, or what the table plays. */
function says(card: CheckCard): { key: string; data: Record<string, string | number> } | null {
  const name = card.defender.name;
  const r = card.result;
  if (card.effect === "treatWound") return { key: r.success ? `${W}.CheckCard.Says.treatWound` : `${W}.CheckCard.Says.treatWoundFatigue`, data: { name, level: `${W}.Level.${card.detail}`, steps: treatSteps(r.margin) } };
  if (!r.success) return null;
  if (card.effect === "shove") return { key: `${W}.CheckCard.Says.shove`, data: { name, yards: shoveYards(r.margin) } };
  if (card.effect === "treatCondition") return { key: `${W}.CheckCard.Says.${card.detail}`, data: { name, steps: treatSteps(r.margin) } };
  return { key: `${W}.CheckCard.Says.${card.effect}`, data: { name } };
}

export function checkCardContext(card: CheckCard, can: CheckCardPermissions, localize: (key: string) => string) {
  const r = card.result;
  const said = says(card);
  return {
    attacker: card.attacker,
    defender: card.defender,
    item: card.item.name,
    // A hindrance names itself beside the Hinder item; a tending is its item's own name.
    effect: (HINDRANCES as readonly string[]).includes(card.effect) ? `${W}.CheckCard.Effect.${card.effect}` : "",
    // A Harry rolls nothing: no check line, no outcome, only what it does.
    check: !card.made.attribute ? null : {
      text: checkText({ attribute: card.made.attribute as Attribute, skill: card.made.skill || null, specialisation: card.made.specialisation || null }, localize),
      positive: card.thrown.positive.join(" + "),
      negative: card.thrown.negative.join(" + "),
      bonus: card.made.bonus >= 0 ? `+${card.made.bonus}` : String(card.made.bonus),
      total: r.total,
      noKit: card.made.noKit,
    },
    against: { label: `${W}.CheckCard.Against.${card.against.kind}`, value: card.against.value, level: card.effect === "treatWound" ? `${W}.Level.${card.detail}` : "" },
    outcome: !card.made.attribute ? "" : r.fatigued ? `${W}.CheckCard.Fatigued` : r.success ? `${W}.CheckCard.Met` : `${W}.CheckCard.Missed`,
    margin: Math.abs(r.margin),
    cssClass: r.success ? "hit" : "miss",
    says: said ? { key: said.key, data: Object.fromEntries(Object.entries(said.data).map(([k, v]) => [k, typeof v === "string" && v.startsWith(W) ? localize(v) : v])) } : null,
    apply: can.apply && !card.ledger.applied,
    applied: card.ledger.applied,
    undo: can.undo,
  };
}
