/**
 * Token moves into the movement ledger (src/core/play/movement.ts), one pair of hooks for every
 * ruleset. `preMoveToken` runs on the mover's client only: a player's move past what the creature
 * has left, or off its turn, is refused there; a GM is warned. `moveToken` runs on every client with
 * the mover the server names; the client that answers for the move records it.
 */
import { beforeMove, recordMove, type MoveFacts, type MoveKind, type MoveRules } from "../core/play/movement";
import { answersFor } from "../core/play/consequence";
import { activeCombat, combatantOf } from "./lookup";
import { onHook } from "./hooks";
import { foundryPort } from "./play/port";
import { notifyError } from "./play/press";
import { serialize } from "./play/transport";
import { activeRuleset } from "./settings";

interface Waypoint {
  x: number;
  y: number;
  action?: string;
}
/** The part of v13's movement data the ledger reads. */
export interface TokenMovement {
  origin: Waypoint;
  passed: { distance: number; waypoints: Waypoint[] };
  pending?: { distance: number; waypoints: Waypoint[] };
  method?: string;
}

/** A ruleset's side of the ledger: its rules, how it measures a move, and what it does after one. */
export interface MovementGlue {
  rules: MoveRules<unknown>;
  /** the move's distance in the ruleset's unit: what it passed, and before the move what is pending too */
  distance(doc: TokenDocument.Implementation, movement: TokenMovement, withPending: boolean): number;
  /** the path square by square, where the ruleset counts more than the distance (every second diagonal) */
  steps?(doc: TokenDocument.Implementation, movement: TokenMovement, withPending: boolean): MoveFacts["steps"];
  /**
   * whether the combatant's move is on its turn, where a ruleset shares turns (a rider's mount) or
   * lets a player interrupt with a move; a GM's drag off the turn stays a placement. By default, it holds the turn
   */
  onTurn?(combatant: Combatant.Implementation, moverIsGM: boolean): boolean;
  /** the ruleset's own work after a move is recorded (opportunity prompts), on the answering client */
  after?(doc: TokenDocument.Implementation, movement: TokenMovement, kind: MoveKind, user: User.Implementation | undefined): void;
}

/** The mover's combatant in the started combat, or null: outside a combat a move counts for nothing. */
export function combatantFor(doc: TokenDocument.Implementation): Combatant.Implementation | null {
  if (!doc.actor || !activeCombat()?.started) return null;
  return combatantOf(doc.actor) ?? null;
}

function factsOf(glue: MovementGlue, doc: TokenDocument.Implementation, movement: TokenMovement, combatant: Combatant.Implementation, moverIsGM: boolean, withPending: boolean): MoveFacts {
  const waypoints = [...movement.passed.waypoints, ...(withPending ? (movement.pending?.waypoints ?? []) : [])];
  return {
    distance: glue.distance(doc, movement, withPending),
    actions: waypoints.map((w) => w.action),
    method: movement.method ?? "api",
    moverIsGM,
    onTurn: glue.onTurn ? glue.onTurn(combatant, moverIsGM) : combatant.combat?.combatant?.id === combatant.id,
    playerOwned: !!doc.actor?.hasPlayerOwner,
    ...(glue.steps ? { steps: glue.steps(doc, movement, withPending) } : {}),
  };
}

export function registerMovementLedger(): void {
  onHook("preMoveToken", (...args: unknown[]) => {
    const [doc, movement] = args as [TokenDocument.Implementation, TokenMovement];
    const glue = activeRuleset()?.movement;
    const combatant = glue ? combatantFor(doc) : null;
    if (!glue || !combatant || !doc.actor) return undefined;
    const moverIsGM = !!game.user?.isGM;
    const facts = factsOf(glue, doc, movement, combatant, moverIsGM, true);
    const { stop, verdict } = beforeMove(foundryPort, doc.actor, glue.rules, facts);
    if (verdict) notifyError(verdict);
    return stop ? false : undefined;
  });
  onHook("moveToken", (...args: unknown[]) => {
    // The moving user is the one the server names, not what the mover's client wrote.
    const [doc, movement, , user] = args as [TokenDocument.Implementation, TokenMovement, unknown, User.Implementation | undefined];
    const glue = activeRuleset()?.movement;
    const combatant = glue ? combatantFor(doc) : null;
    const actor = doc.actor;
    if (!glue || !combatant || !actor || !user?.id) return;
    if (game.user?.id !== answersFor(game.users?.activeGM?.id ?? null, user.id)) return;
    const facts = factsOf(glue, doc, movement, combatant, !!user.isGM, false);
    // Moves that land together are added one after the other, each reading the last one's count.
    void serialize(`move.${combatant.id ?? ""}`, () => recordMove(foundryPort, actor, glue.rules, facts))
      .then((kind) => glue.after?.(doc, movement, kind, user))
      .catch(notifyError);
  });
}
