/**
 * What the Die Rank attack card shows, built from the card's plain data and what this user may
 * press; the chat hook and the browser gallery call the same builder.
 */
import { trayView } from "../../core/play/tray";
import type { DefenceKind } from "./rules/defence";
import { cardStage, successesOf, type DierankCard, type RolledDie } from "./rules/card";
import { hitDamage } from "./rules/damage";
import { DEFENCES, defenceOptions, defenceRoll } from "./rules/defence";
import { defenderFacts, DIERANK_CARD, specOf, type DierankCardSnapshot } from "./play/card";

const D = "MANIFOLD.dierank";

/** The defences the target may answer with, each as it would roll with room to dodge and no giant (the boxes change that). */
export function defenceChoices(snap: DierankCardSnapshot): DefenceChoice[] {
  if (!DIERANK_CARD.defend!.may(snap, {})) return [];
  const attack = specOf(snap.card);
  const facts = defenderFacts(snap.card.attacker.uuid, snap.card.aware, snap.defender);
  const open = defenceOptions(attack, facts);
  return DEFENCES.filter((kind) => open[kind] === null).map((kind) => {
    const roll = defenceRoll(attack, facts, kind, { roomToDodge: true, giantAttacker: false });
    return { kind, die: roll.die, edge: roll.edge };
  });
}


/** A defence the target may answer with: its die and edge as it would roll it. */
export interface DefenceChoice {
  kind: DefenceKind;
  die: number;
  edge: number;
}

/** The card's buttons this user may press (each step's own `may`) and what it may see. */
export interface DierankCardPermissions {
  /** the defences this user may answer with; empty when it may not defend */
  defences: readonly DefenceChoice[];
  applyDamage: boolean;
  undoDamage: boolean;
  applyGrab: boolean;
  escape: boolean;
  undoGrab: boolean;
  hold: { forceDown: boolean; drag: boolean; sustain: boolean; release: boolean };
  /** half, double, heal and a second Apply: the target's side or a GM */
  adjust: boolean;
  /** this user may see the target's HP */
  seesTarget: boolean;
}

export const DEFENCE_LABELS: Readonly<Record<DefenceKind, string>> = {
  passive: "MANIFOLD.dierank.Card.Defence.passive",
  block: "MANIFOLD.dierank.Card.Defence.block",
  parry: "MANIFOLD.dierank.Card.Defence.parry",
  dodge: "MANIFOLD.dierank.Card.Defence.dodge",
};

const EDGE_LABELS: Readonly<Record<string, string>> = { "1": "MANIFOLD.dierank.Card.Advantage", "-1": "MANIFOLD.dierank.Card.Disadvantage", "0": "" };

/** A rolled die as the card prints it: "d10", the faces thrown, the one kept, and why it had an edge. */
function dieView(r: Pick<RolledDie, "die" | "edge" | "faces" | "kept" | "advantages" | "disadvantages">) {
  return {
    die: `d${r.die}`,
    faces: r.faces.join(", "),
    kept: r.kept,
    edge: EDGE_LABELS[String(r.edge)] ?? "",
    reasons: [...r.advantages.map((id) => `${D}.Edge.${id}`), ...r.disadvantages.map((id) => `${D}.Edge.${id}`)],
  };
}

function headline(card: DierankCard): string {
  if (cardStage(card) === "defence") return "MANIFOLD.dierank.Card.Awaiting";
  const n = successesOf(card);
  if (n === 0) return "MANIFOLD.dierank.Card.NoSuccess";
  return card.attack.grab ? (n >= 2 ? "MANIFOLD.dierank.Card.FullHold" : "MANIFOLD.dierank.Card.PartialGrab") : "MANIFOLD.dierank.Card.Successes";
}

/** The target's HP before and after Apply, read from the ledger Apply wrote (what Undo puts back). */
function hpChange(card: DierankCard): { before: number; after: number } | null {
  if (!card.ledger.applied) return null;
  const entry = card.ledger.entries.find((e) => e.side === "defender" && e.doc === "actor" && e.path === "system.hp.value");
  return entry && typeof entry.before === "number" && typeof entry.after === "number" ? { before: entry.before, after: entry.after } : null;
}

const ESCAPE_WORDS: Readonly<Record<string, string>> = {
  failed: "MANIFOLD.dierank.Card.Escape.failed",
  major: "MANIFOLD.dierank.Card.Escape.major",
  minor: "MANIFOLD.dierank.Card.Escape.minor",
  free: "MANIFOLD.dierank.Card.Escape.free",
};

const itemName = (card: DierankCard): string => card.item.name || (card.attack.grab ? "MANIFOLD.dierank.Sheet.Grab" : "MANIFOLD.dierank.Sheet.Strike");

export function dierankCardContext(card: DierankCard, can: DierankCardPermissions) {
  const stage = cardStage(card);
  const successes = successesOf(card);
  const change = can.seesTarget ? hpChange(card) : null;
  const damage = !card.attack.grab && !card.attack.harmless && successes > 0 ? hitDamage(successes) : 0;
  const defence = card.defence;
  const holdButtons = (["forceDown", "drag", "sustain", "release"] as const).filter((a) => can.hold[a]).map((action) => ({ action, label: `${D}.Card.Hold.${action}` }));
  return {
    stage,
    attacker: card.attacker,
    defender: card.defender,
    item: itemName(card),
    lethal: card.attack.lethal,
    attack: dieView(card.roll),
    unaware: !card.aware,
    provokes: card.provokes.map((why) => `${D}.Provokes.${why}`),
    defend: can.defences.length
      ? {
          options: can.defences.map((d) => ({ kind: d.kind, label: DEFENCE_LABELS[d.kind], die: `d${d.die}`, edge: EDGE_LABELS[String(d.edge)] ?? "" })),
          room: can.defences.some((d) => d.kind === "dodge"),
          giant: can.defences.some((d) => d.kind === "parry"),
        }
      : null,
    defence: defence ? { label: DEFENCE_LABELS[defence.kind], minimum: defence.minimum, ...dieView(defence) } : null,
    headline: headline(card),
    successes,
    cssClass: stage === "defence" ? "pending" : successes > 0 ? "hit" : "miss",
    damage,
    effect: card.attack.effect && successes > 0 ? `${D}.Condition.${card.attack.effect}` : "",
    tray: damage > 0 && can.applyDamage ? trayView({ action: "applyDamage", fullTip: "MANIFOLD.dierank.Card.ApplyTip", applied: card.ledger.applied, heal: damage, adjust: can.adjust }) : null,
    applyGrab: can.applyGrab,
    escape: card.escape ? { escaper: dieView(card.escape.escaper), grappler: dieView(card.escape.grappler), cost: ESCAPE_WORDS[card.escape.cost] } : null,
    canEscape: can.escape,
    hold: holdButtons,
    applied: card.ledger.applied,
    undo: can.undoDamage ? "undoDamage" : can.undoGrab ? "undoGrab" : null,
    hp: change,
  };
}

type Action = keyof typeof DIERANK_CARD;
const may = (snap: DierankCardSnapshot, action: Action) => DIERANK_CARD[action]!.may(snap, {});

/** What this user may press on the card, each button by its step's own `may`; `seesTarget`: it owns the target or is a GM. */
export function cardPermissions(snap: DierankCardSnapshot, seesTarget: boolean): DierankCardPermissions {
  return {
    defences: defenceChoices(snap),
    applyDamage: may(snap, "applyDamage"),
    undoDamage: may(snap, "undoDamage") && !snap.card.attack.grab,
    applyGrab: may(snap, "applyGrab"),
    escape: may(snap, "escape"),
    undoGrab: may(snap, "undoGrab"),
    hold: { forceDown: may(snap, "forceDown"), drag: may(snap, "drag"), sustain: may(snap, "sustain"), release: may(snap, "release") },
    adjust: snap.sender.isGM || snap.sender.owns.defender,
    seesTarget,
  };
}
