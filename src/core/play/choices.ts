import type { Edge } from "../dice/edge";
import { RuleError } from "../errors";

/** The roll modes Foundry v13 knows; a card is posted with one of them. */
export const ROLL_MODES = ["publicroll", "gmroll", "blindroll", "selfroll"] as const;

const malformed = (what: string) => new RuleError("MANIFOLD.Query.Malformed", { what });

/** A whole number within bounds, from a dialog's choices sent over the wire. */
export function whole(value: unknown, min: number, max: number, what: string): number {
  if (!Number.isInteger(value) || (value as number) < min || (value as number) > max) throw malformed(what);
  return value as number;
}

/**
 * The largest situational modifier an attack takes, either way. The client that decides a
 * player's attack reads the dialog's modifier again against it, so a client that skips its dialog
 * cannot give itself +99; anything larger is the GM's to apply by hand.
 */
export const SITUATIONAL_LIMIT = 10;

/** An attack's situational modifier as sent over the wire: a whole number within the limit. */
export function situational(value: unknown): number {
  const n = whole(value ?? 0, -999, 999, "modifier");
  if (Math.abs(n) > SITUATIONAL_LIMIT) throw new RuleError("MANIFOLD.Roll.ModifierTooLarge", { limit: SITUATIONAL_LIMIT });
  return n;
}

export function oneOfChoice<T extends string>(value: unknown, choices: readonly T[], what: string): T {
  if (!choices.includes(value as T)) throw malformed(what);
  return value as T;
}

export function flag(value: unknown, what: string): boolean {
  if (value === undefined) return false;
  if (typeof value !== "boolean") throw malformed(what);
  return value;
}

export function edgeOf(value: unknown): Edge {
  return whole(value, -1, 1, "edge") as Edge;
}

/**
 * What a card button's press may ask of its roll, one word of a fixed set: the modifier keys'
 * advantage (a boon) or disadvantage (a bane). Absent means none.
 */
const PRESSED: Readonly<Record<string, Edge>> = { none: 0, advantage: 1, disadvantage: -1 };

/** The edge a press asked for; a word outside the set is refused, never read as none. */
export function pressedEdge(args: Readonly<Record<string, string>>): Edge {
  if (args.edge === undefined) return 0;
  if (!Object.hasOwn(PRESSED, args.edge)) throw malformed("args.edge");
  return PRESSED[args.edge]!;
}

/** The press's arguments for an edge: nothing for none, so a plain click sends what it always sent. */
export function edgeArgs(edge: Edge): Record<string, string> {
  return edge === 1 ? { edge: "advantage" } : edge === -1 ? { edge: "disadvantage" } : {};
}
