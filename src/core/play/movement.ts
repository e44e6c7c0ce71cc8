/**
 * The movement ledger: every token move in a started combat is read here, for every ruleset. A
 * move is the creature's own (willing), or someone else's doing (forced: a push, a fall, a GM
 * placing the token), or the undo of an earlier move; only willing moves count against what the
 * creature may move this turn (or round, where the ruleset has no turns), and an undo gives its
 * distance back. Before a move the mover's client asks `moveVerdict`: a player is refused a move
 * off the creature's own time or past what is left, a GM is warned and may go on (`beforeMove`). After it, the
 * client that answers for the move (the active GM, or with none online the mover) runs `recordMove`.
 */
import { RuleError } from "../errors";
import { writeAlone } from "./execute";
import type { AllowList } from "./guard";
import { ownAuthority, type Notice } from "./consequence";
import { gmPlacement } from "./placement";
import type { PlayPort } from "./port";

export type MoveKind = "willing" | "forced" | "undo";

/** A move as the server reports it, with what the glue knows of the creature's turn. */
export interface MoveFacts {
  /** how far the move goes, in the ruleset's unit (squares, feet, metres) */
  distance: number;
  /** each waypoint's action as the mover's client named it ("walk", "blink", "displace" ...) */
  actions: readonly (string | undefined)[];
  /** how the move was made ("dragging", "keyboard", "undo" ...) */
  method: string;
  /** the server names a GM as the mover */
  moverIsGM: boolean;
  /** the combat's turn is the creature's */
  onTurn: boolean;
  /** a player owns the creature */
  playerOwned: boolean;
  /** the path square by square, with each square's terrain cost, where the ruleset counts more than the distance */
  steps?: readonly { dx: number; dy: number; terrain?: number }[];
}

/** One ruleset's ledger, kept on the combatant. */
export interface MoveRules<L> {
  /** whether a creature moves of its own only on its turn; without turns, a GM moving a player's creature is placing it */
  turns: boolean;
  /** the ledger from the combatant's stored system and the actor's (plain JSON reads) */
  read(combatant: unknown, actor: unknown, statuses: readonly string[]): L;
  /** how far the creature may still move of its own */
  left(l: L): number;
  /** a lang key when the creature may not move of its own at all (held, out cold) */
  blocked(l: L): string | null;
  /** how far the move goes as the ruleset counts it (diagonals and terrain along the path); the reported distance when absent */
  measure?(l: L, f: MoveFacts): number;
  /** the combatant's changes after a willing move or an undo, and what the table is told */
  record(l: L, kind: "willing" | "undo", distance: number, f: MoveFacts): { changes: Record<string, unknown>; notices: Notice[] };
  /** what `record` may write */
  allow: AllowList;
  /** lang keys, with {distance} and {left}: a player's move refused as too far; the table told of a GM's */
  words: { tooFar: string; past: string };
}

/** Whose doing a move is. A player's move of their own creature is always its own. */
export function moveKind(rules: Pick<MoveRules<unknown>, "turns">, f: MoveFacts): MoveKind {
  if (f.method === "undo") return "undo";
  if (!f.moverIsGM) return "willing";
  if (gmPlacement(f.actions, true)) return "forced";
  const ownTime = rules.turns ? f.onTurn : !f.playerOwned;
  return ownTime ? "willing" : "forced";
}

/**
 * Before a move: the refusal it earns, or null. A player may move a creature only on its turn (a
 * ruleset with turns), not while it cannot move, and no further than it has left.
 */
export function moveVerdict<L>(rules: MoveRules<L>, ledger: L, f: MoveFacts): RuleError | null {
  if (moveKind(rules, f) !== "willing") return null;
  if (rules.turns && !f.onTurn) return new RuleError("MANIFOLD.Move.NotYourTurn", {});
  const blocked = rules.blocked(ledger);
  if (blocked) return new RuleError(blocked, {});
  const left = rules.left(ledger);
  if (!Number.isFinite(f.distance) || f.distance < 0) return new RuleError("MANIFOLD.Query.Malformed", { what: "distance" });
  const distance = rules.measure?.(ledger, f) ?? f.distance;
  if (distance > left) return new RuleError(rules.words.tooFar, { distance, left });
  return null;
}

/** The creature's ledger through the port, or null when it has no combatant in the combat. */
function ledgerOf<A, L>(port: PlayPort<A>, actor: A, rules: MoveRules<L>): L | null {
  if (!port.has(actor, "combatant")) return null;
  const statuses = (port.read(actor, "actor", "statuses") as Iterable<string> | undefined) ?? [];
  return rules.read(port.read(actor, "combatant", "system"), port.read(actor, "actor", "system"), [...statuses]);
}

/**
 * Before a move, on the mover's client: its verdict, and whether it stops the move (a player's
 * refusal does; a GM is only warned and may go on).
 */
export function beforeMove<A, L>(port: PlayPort<A>, actor: A, rules: MoveRules<L>, f: MoveFacts): { stop: boolean; verdict: RuleError | null } {
  const ledger = ledgerOf(port, actor, rules);
  const verdict = ledger === null ? null : moveVerdict(rules, ledger, f);
  return { stop: !!verdict && !f.moverIsGM, verdict };
}

/**
 * After a move, on the client that answers for it: a willing move or an undo is written on the
 * mover's combatant, through the allow-list, and its notices told. A forced move writes nothing.
 */
export async function recordMove<A, L>(port: PlayPort<A>, actor: A, rules: MoveRules<L>, f: MoveFacts): Promise<MoveKind> {
  const kind = moveKind(rules, f);
  if (kind === "forced") return kind;
  const ledger = ledgerOf(port, actor, rules);
  if (ledger === null) return kind;
  if (!Number.isFinite(f.distance) || f.distance < 0) throw new RuleError("MANIFOLD.Query.Malformed", { what: "distance" });
  const distance = rules.measure?.(ledger, f) ?? f.distance;
  const found = rules.record(ledger, kind, distance, f);
  const left = rules.left(ledger);
  // Only a GM's move gets past the mover's client: the table is told, and it counts.
  if (kind === "willing" && distance > left) found.notices.push({ key: rules.words.past, data: { distance: String(distance), left: String(left) } });
  if (Object.keys(found.changes).length) {
    await writeAlone(port, actor, { card: null, writes: [{ side: "attacker", doc: "combatant", changes: found.changes }], statuses: [], ledger: "none" }, rules.allow, ownAuthority(port, actor));
  }
  for (const n of found.notices) await port.notice(actor, n.key, { ...n.data, name: port.name(actor) });
  return kind;
}

/**
 * A move the player tells rather than drags (a scene that does not measure the ruleset's unit, such
 * as one with no Scene Regions for Die Rank): the drag's verdict, then the drag's record, so a told
 * move is refused and counted exactly as a dragged one. A player's refusal is thrown; a GM's is
 * returned to be shown, and the move counts.
 */
export async function toldMove<A, L>(port: PlayPort<A>, actor: A, rules: MoveRules<L>, f: MoveFacts): Promise<{ kind: MoveKind; warning: RuleError | null }> {
  const { stop, verdict } = beforeMove(port, actor, rules, f);
  if (stop && verdict) throw verdict;
  return { kind: await recordMove(port, actor, rules, f), warning: verdict };
}
