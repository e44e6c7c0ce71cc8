/**
 * A grab's card buttons (dierank.grapple.*, escape.*): Apply puts the grab on (a partial grab on 1
 * success, a full hold on 2 or more) and ties the two creatures together; the grabbed creature's
 * escape rolls its STR (disadvantaged when held) against the grappler's STR two ranks down, and
 * pays what the roll buys: a major action that ends its turn, a minor one, or nothing.
 */
import { ownsSide } from "../../../core/play/rights";
import type { CardStep } from "../../../core/play/decide";
import { RuleError } from "../../../core/errors";
import type { TakenDie } from "../../../core/play/dice";
import { undoOutcome } from "../../../core/play/guard";
import type { Outcome, Write } from "../../../core/play/types";
import { cardStage, successesOf, type DierankCard } from "../rules/card";
import { escapeCost, GRAB_MOVES, grabResult, grapplerEscapeDie } from "../rules/grapple";
import { everyRollWorse } from "../rules/conditions";
import type { Edge } from "../../../core/dice/edge";
import { canAct, payWrites } from "./gate";
import { statsOf } from "./side";
import type { DierankCardSnapshot } from "./card";

type Snap = DierankCardSnapshot;
type Step = CardStep<DierankCard, Snap>;

/**
 * A grab is put on, and undone, by the grappler's side or a GM: Undo frees the target, so the
 * target's own player may not press it to slip out without the escape roll.
 */
const mayGrab = (snap: Snap) => snap.sender.isGM || snap.sender.opened || snap.sender.owns.attacker;
const ownsDefender = (snap: Snap) => ownsSide(snap, "defender");

type EscapeDie = { die: ReturnType<typeof statsOf>["str"]; edge: Edge; disadvantages: string[] };

/**
 * The escape's two dice: the escaper's STR (disadvantaged when fully held), the grappler's STR two
 * ranks down; either disadvantaged by what makes every roll worse (dierank.badly.2).
 */
function escapeDice(snap: Snap): { escaper: EscapeDie; grappler: EscapeDie } {
  const worse = (why: string[]): EscapeDie["edge"] => (why.length ? -1 : 0);
  const escaperWhy = [...(snap.defender.statuses.includes("held") ? ["Held"] : []), ...everyRollWorse(snap.defender.statuses)];
  const grapplerWhy = everyRollWorse(snap.attacker.statuses);
  return {
    escaper: { die: statsOf(snap.defender.system).str, edge: worse(escaperWhy), disadvantages: escaperWhy },
    grappler: { die: grapplerEscapeDie(statsOf(snap.attacker.system).str), edge: worse(grapplerWhy), disadvantages: grapplerWhy },
  };
}

/** The grab still stands between the card's two creatures. */
const stillHeld = (snap: Snap) => snap.defender.system.grapple.heldBy === snap.attacker.uuid && snap.attacker.system.grapple.holding === snap.defender.uuid;

/** The holder's turn action on the creature it grabs: paid through the gate, on the holder's turn. */
function holderAction(snap: Snap, size: "free" | "minor" | "exclusive", needsHold: boolean): Outcome<DierankCard> {
  if (needsHold && !snap.defender.statuses.includes("held")) throw new RuleError("MANIFOLD.dierank.Error.NotHolding", {});
  const a = snap.attacker;
  const paid = canAct({ combatant: a.combatant, onTurn: a.onTurn, statuses: a.statuses }, size, { physical: true });
  return { card: snap.card, writes: payWrites("attacker", paid), statuses: [], ledger: "none" };
}

/** The holder's buttons on an applied grab that still stands. */
const mayHold = (snap: Snap) => (snap.sender.isGM || snap.sender.owns.attacker) && snap.card.attack.grab && snap.card.ledger.applied && stillHeld(snap);

/**
 * What a holder does with the grab (dierank.grapple.8, 14, 16, 17): force the target to the
 * ground (a minor action, from a partial grab too), drag a full hold one region (an exclusive
 * action: the GM moves both tokens), keep the grab for this turn (a minor action), or let go.
 */
export const HOLD_STEPS: Readonly<Record<"forceDown" | "drag" | "sustain" | "release", Step>> = {
  forceDown: {
    may: mayHold,
    run(snap) {
      const out = holderAction(snap, GRAB_MOVES.forceDown.size, false);
      if (!snap.defender.statuses.includes("prone")) out.statuses.push({ side: "defender", id: "prone", active: true });
      return out;
    },
  },
  drag: {
    may: mayHold,
    run: (snap) => holderAction(snap, GRAB_MOVES.drag.size, GRAB_MOVES.drag.needs === "held"),
  },
  sustain: {
    may: mayHold,
    run: (snap) => holderAction(snap, GRAB_MOVES.sustain.size, false),
  },
  release: {
    may: mayHold,
    run(snap) {
      const out = holderAction(snap, "free", false);
      out.writes.push({ side: "attacker", doc: "actor", changes: { "system.grapple.holding": "" } }, { side: "defender", doc: "actor", changes: { "system.grapple.heldBy": "" } });
      out.statuses.push({ side: "defender", id: snap.defender.statuses.includes("held") ? "held" : "grabbed", active: false }, { side: "attacker", id: "holding", active: false });
      return out;
    },
  },
};

export const GRAPPLE_STEPS: Readonly<Record<"applyGrab" | "escape" | "undoGrab", Step>> = {
  applyGrab: {
    may: (snap) => mayGrab(snap) && snap.card.attack.grab && cardStage(snap.card) === "resolved" && successesOf(snap.card) > 0 && !snap.card.ledger.applied,
    run(snap) {
      const result = grabResult(successesOf(snap.card));
      const writes: Write[] = [
        { side: "attacker", doc: "actor", changes: { "system.grapple.holding": snap.defender.uuid } },
        { side: "defender", doc: "actor", changes: { "system.grapple.heldBy": snap.attacker.uuid } },
      ];
      return {
        card: snap.card,
        writes,
        statuses: [
          { side: "defender", id: result, active: true },
          { side: "attacker", id: "holding", active: true },
        ],
        ledger: "apply",
      };
    },
  },
  escape: {
    may: (snap) => ownsDefender(snap) && snap.card.attack.grab && snap.card.ledger.applied && snap.card.escape === null && stillHeld(snap),
    needs(snap) {
      const { escaper, grappler } = escapeDice(snap);
      return [
        { kind: "die", faces: escaper.die, edge: escaper.edge },
        { kind: "die", faces: grappler.die, edge: grappler.edge },
      ];
    },
    run(snap, _args, dice) {
      const { escaper, grappler } = escapeDice(snap);
      const [e, g] = dice as TakenDie[];
      const cost = escapeCost(e!.kept, g!.kept);
      const d = snap.defender;
      // The attempt is an action on its turn; a win is a major one that ends the turn (RULINGS), double a minor one, triple free.
      const paid = canAct({ combatant: d.combatant, onTurn: d.onTurn, statuses: d.statuses }, cost === "free" ? "free" : cost === "minor" ? "minor" : "major", { physical: true });
      const card: DierankCard = {
        ...snap.card,
        escape: { escaper: { ...escaper, faces: e!.faces, kept: e!.kept, advantages: [] }, grappler: { ...grappler, faces: g!.faces, kept: g!.kept, advantages: [] }, cost },
      };
      const out: Outcome<DierankCard> = { card, writes: [], statuses: [], ledger: "none" };
      // A win's major action also ends the escaper's turn: nothing is left of it.
    out.writes.push(...payWrites("defender", paid && cost === "major" ? { ...paid, "system.ap": 0 } : paid));
      if (cost === "failed") return out;
      out.writes.push({ side: "attacker", doc: "actor", changes: { "system.grapple.holding": "" } }, { side: "defender", doc: "actor", changes: { "system.grapple.heldBy": "" } });
      // A full hold brought the partial grab as its daughter: taking the hold off takes both.
      out.statuses.push({ side: "defender", id: d.statuses.includes("held") ? "held" : "grabbed", active: false }, { side: "attacker", id: "holding", active: false });
      return out;
    },
  },
  /** Undo of an applied grab: only before an escape, which stands once rolled. */
  undoGrab: {
    may: (snap) => mayGrab(snap) && snap.card.attack.grab && snap.card.ledger.entries.length > 0 && snap.card.escape === null,
    run: (snap) => undoOutcome(snap.card, snap.card.ledger.entries),
  },
};
