/**
 * What the Wound Track attack card shows, built from the card's plain data and what this user may
 * press; the chat hook and the browser gallery call the same builder.
 */
import { trayView } from "../../core/play/tray";
import { cardStage, checkTotal, type WoundtrackCard } from "./rules/card";
import { ATTACK_ACTIONS } from "./rules/damage";
import { nonlethalLevels } from "./rules/damage";
import { WOUND_LEVELS, type WoundLevel } from "./rules/wounds";
import { WOUNDTRACK_CARD, type WoundtrackCardSnapshot } from "./play/card";
import { answersFor, metAgainst, type DefendAnswer } from "./play/defend";

const W = "MANIFOLD.woundtrack";

/** A Defend answer the target may give: the Defense it would meet the attack with. */
export interface DefendChoiceView {
  answer: DefendAnswer;
  value: number;
}

/** The card's buttons this user may press (each step's own `may`) and what it may see. */
export interface WoundtrackCardPermissions {
  /** the Defend answers this user may give; empty when it may not answer */
  defend: readonly DefendChoiceView[];
  applyWound: boolean;
  undoWound: boolean;
  /** half, double and a second Apply: the target's side or a GM */
  adjust: boolean;
  /** the Nonlethal choices: the attacker's side or a GM */
  chooses: boolean;
  /** this user may see the target's track */
  seesTarget: boolean;
}

type Action = keyof typeof WOUNDTRACK_CARD;
const may = (snap: WoundtrackCardSnapshot, action: Action) => WOUNDTRACK_CARD[action]!.may(snap, {});

/** What this user may press on the card, each button by its step's own `may`. */
export function cardPermissions(snap: WoundtrackCardSnapshot, seesTarget: boolean): WoundtrackCardPermissions {
  const defend = may(snap, "defend")
    ? answersFor(snap.card.attack.target, snap.defender).map((answer) => ({ answer, value: metAgainst(snap.card.attack.target, snap.card.attack.bypassArmor, snap.defender, answer, snap.card.attack.defenceEdge).value }))
    : [];
  return {
    defend,
    applyWound: may(snap, "applyWound"),
    undoWound: may(snap, "undoWound"),
    adjust: snap.sender.isGM || snap.sender.owns.defender,
    chooses: snap.sender.isGM || snap.sender.opened,
    seesTarget,
  };
}

/** The check's dice as the card prints them: each chain's faces, and a critical named. */
function checkView(card: WoundtrackCard) {
  const c = card.check;
  return {
    positive: c.positive.join(" + "),
    negative: c.negative.join(" + "),
    roll: c.roll,
    bonus: card.attack.bonus,
    // The total the hit was judged on: the action's own modifier (Nonlethal -2) counts, and shows as a part.
    total: card.result?.attackTotal ?? checkTotal(card) + ATTACK_ACTIONS[card.attack.action].toHit,
    critSuccess: c.critSuccess,
    critFailure: c.critFailure,
    parts: [
      ...card.attack.parts.map((p) => ({ label: `${W}.Part.${p.label}`, value: p.value >= 0 ? `+${p.value}` : String(p.value) })),
      ...(ATTACK_ACTIONS[card.attack.action].toHit ? [{ label: `${W}.Attack.${card.attack.action}`, value: String(ATTACK_ACTIONS[card.attack.action].toHit) }] : []),
    ],
  };
}

/** The wounds the track holds before and after Apply, read from the ledger Apply wrote (what Undo puts back). */
function trackChange(card: WoundtrackCard): { level: string; before: number; after: number } | null {
  if (!card.ledger.applied) return null;
  const entry = card.ledger.entries.find((e) => e.side === "defender" && e.doc === "actor" && e.path.startsWith("system.wounds."));
  if (!entry || typeof entry.before !== "number" || typeof entry.after !== "number") return null;
  return { level: `${W}.Level.${entry.path.slice("system.wounds.".length)}`, before: entry.before, after: entry.after };
}

function headline(card: WoundtrackCard): string {
  const r = card.result;
  if (!r) return "MANIFOLD.woundtrack.Card.Awaiting";
  if (card.hold && !card.hold.held) return "MANIFOLD.woundtrack.Card.HoldLost";
  if (!r.hit) return "MANIFOLD.woundtrack.Card.Miss";
  return r.level ? "MANIFOLD.woundtrack.Card.Wound" : "MANIFOLD.woundtrack.Card.NoWound";
}

/** The shared tray with a wound's words: half a level lower, double a level higher, and no healing (a wound heals by recovery). */
function woundTray(applied: boolean, adjust: boolean) {
  const view = trayView({ action: "applyWound", fullTip: "MANIFOLD.woundtrack.Card.ApplyTip", applied, heal: 0, adjust });
  if (!view) return null;
  const tips: Readonly<Record<string, string>> = { half: "MANIFOLD.woundtrack.Card.LowerTip", double: "MANIFOLD.woundtrack.Card.HigherTip" };
  return { ...view, more: "MANIFOLD.woundtrack.Card.TrayMore", buttons: view.buttons.filter((b) => b.scale !== "heal").map((b) => (tips[b.scale] ? { ...b, tip: tips[b.scale]! } : b)) };
}

export function woundtrackCardContext(card: WoundtrackCard, can: WoundtrackCardPermissions) {
  const r = card.result;
  const level = r?.level ? (r.level as WoundLevel) : null;
  const nonlethal = card.attack.action === "nonlethal" && level && can.applyWound && can.chooses && !card.ledger.applied;
  return {
    stage: cardStage(card),
    attacker: card.attacker,
    defender: card.defender,
    item: card.item.name,
    action: `${W}.Attack.${card.attack.action}`,
    check: checkView(card),
    extra: ATTACK_ACTIONS[card.attack.action].extraDie ? card.extra : 0,
    spill: !!card.attack.spill,
    holdOwed: card.holdOwed ?? "",
    hold: card.hold ? { check: card.hold.check, dice: `${card.hold.positive.join(" + ")} − ${card.hold.negative.join(" + ")}`, result: card.hold.result, tn: card.hold.tn, held: card.hold.held } : null,
    defend: can.defend.length ? can.defend.map((d) => ({ answer: d.answer, label: `${W}.Defend.${d.answer}`, value: d.value })) : null,
    defence: card.defence ? { label: `${W}.Defence.${card.defence.used}`, value: card.defence.value, toughness: card.defence.toughness, defend: card.defence.defend ? `${W}.Defend.${card.defence.defend}` : "" } : null,
    result: r ? { ...r, level: r.level ? `${W}.Level.${r.level}` : "", indicated: r.indicated ? `${W}.Level.${r.indicated}` : "", shifted: r.level !== r.indicated } : null,
    headline: headline(card),
    cssClass: !r ? "pending" : r.hit ? "hit" : "miss",
    targetInitiative: card.targetInitiative,
    nonlethal: nonlethal ? { levels: Object.fromEntries(nonlethalLevels(level).reverse().map((l) => [l, `${W}.Level.${l}`])), selected: level } : null,
    placed: card.placed.level ? { level: `${W}.Level.${card.placed.level}`, escalated: card.placed.escalated } : card.ledger.applied && level ? { level: "", escalated: 0 } : null,
    tray: can.applyWound ? woundTray(card.ledger.applied, can.adjust) : null,
    applied: card.ledger.applied,
    undo: can.undoWound,
    track: can.seesTarget ? trackChange(card) : null,
    levels: WOUND_LEVELS.length,
  };
}
