/**
 * Initiative as play steps (energy.init.4-10, energy.round.5): the roll of the round from the
 * sheet, and the tracker's Initiative contest, where a creature reacts to others' actions. Each
 * combatant rolls once a round; its total then stands against everyone who contests it.
 */
import { RuleError } from "../../../core/errors";
import { contestInitiative, initiativeUpdate, type ContestResult } from "../rules/initiative";
import { checkInitiativeFormula } from "../rules/initiative-formula";

/** The combatant paths of the once-a-round Initiative roll: its mark and its total are the active GM's to write (energy.round.5). */
export const INITIATIVE_GM_PATHS = ["initiative", "system.initiativeUsed", "system.initiative"] as const;

/** A combatant's Initiative this round. */
export interface InitiativeCombatant {
  id: string;
  initiativeUsed: boolean;
  /** this round's total, when rolled */
  initiative: number;
}

/** The Initiative roll to throw: the world's formula, checked, with the creature's Initiative in it. */
export function initiativeRoll(formula: string, bonus: number): string {
  return checkInitiativeFormula(formula).replace(/@initiative/g, String(bonus));
}

/** The roll of the round, from the sheet: its total stands for the round; a second is refused (energy.round.5). */
export function initiativeRollStep(c: InitiativeCombatant, total: number): Record<string, unknown> {
  if (c.initiativeUsed) throw new RuleError("MANIFOLD.energy.Error.InitiativeUsed", {});
  if (!Number.isInteger(total)) throw new RuleError("MANIFOLD.Query.BadDice", {});
  return { _id: c.id, ...initiativeUpdate(total) };
}

export interface ContestSnapshot {
  challenger: InitiativeCombatant;
  opponents: readonly InitiativeCombatant[];
  /** opponents that decline to roll: each counts as a loss for it and keeps its roll for later (energy.init.8) */
  declined: readonly string[];
}

export interface ContestRequest {
  combat: string;
  challenger: string;
  opponents: string[];
  declined: string[];
}

const ids = (raw: unknown, what: string): string[] => {
  if (!Array.isArray(raw) || !raw.every((x) => typeof x === "string" && x.length > 0)) throw new RuleError("MANIFOLD.Query.Malformed", { what });
  return [...new Set(raw as string[])];
};

/**
 * Declining is the opponent's choice (energy.init.8): a decline counts only from a GM or from the
 * player who owns that opponent; anyone else's opponents roll.
 */
export function declinesBy(request: ContestRequest, sender: { isGM: boolean; owns: (id: string) => boolean }): string[] {
  return request.declined.filter((id) => sender.isGM || sender.owns(id));
}

/** A contest sent to the GM, read again: ids only, the challenger never among its opponents. */
export function parseContestRequest(raw: unknown): ContestRequest {
  const o = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  if (typeof o.combat !== "string" || typeof o.challenger !== "string") throw new RuleError("MANIFOLD.Query.Malformed", { what: "contest" });
  const opponents = ids(o.opponents, "opponents");
  const declined = ids(o.declined ?? [], "declined");
  if (opponents.length === 0 || opponents.includes(o.challenger) || !declined.every((d) => opponents.includes(d))) throw new RuleError("MANIFOLD.Query.Malformed", { what: "opponents" });
  return { combat: o.combat, challenger: o.challenger, opponents, declined };
}

/** An opponent's roll that already stands cannot be declined; one not yet made can. */
const declines = (snap: ContestSnapshot, o: InitiativeCombatant) => !o.initiativeUsed && snap.declined.includes(o.id);

/**
 * Who throws now: the challenger unless its roll is spent (then it fails at once, energy.init.9),
 * and each opponent that has not rolled this round and does not decline.
 */
export function contestRollers(snap: ContestSnapshot): string[] {
  if (snap.challenger.initiativeUsed) return [];
  return [snap.challenger.id, ...snap.opponents.filter((o) => !o.initiativeUsed && !declines(snap, o)).map((o) => o.id)];
}

/** How the challenger fared against one opponent. */
export interface ContestLine {
  id: string;
  result: "win" | "lose" | "autoFail" | "autoWin" | "declined";
}

export interface ContestOutcome {
  /** the rolls made now, as one batched combatant write */
  combatants: Record<string, unknown>[];
  lines: ContestLine[];
}

const lineOf = (r: ContestResult): ContestLine => ({ id: r.id, result: r.automatic ? (r.win ? "autoWin" : "autoFail") : r.win ? "win" : "lose" });

/**
 * The contest with the totals thrown for `contestRollers`: only a strictly higher roll wins
 * (energy.init.5); one roll faces every opponent at once (energy.init.10); an opponent that
 * declines counts as beaten without spending its roll; one that already rolled this round fails at
 * once (energy.init.9): its old roll is not used again.
 */
export function initiativeContestStep(snap: ContestSnapshot, totals: Readonly<Record<string, number>>): ContestOutcome {
  const rollers = contestRollers(snap);
  const sent = Object.keys(totals);
  if (sent.length !== rollers.length || !rollers.every((id) => Number.isInteger(totals[id]))) throw new RuleError("MANIFOLD.Query.BadDice", {});
  const combatants = rollers.map((id) => ({ _id: id, ...initiativeUpdate(totals[id]!) }));
  const used = snap.challenger.initiativeUsed;
  const mine = used ? null : totals[snap.challenger.id]!;
  const lines = snap.opponents.map((o): ContestLine => {
    if (!used && declines(snap, o)) return { id: o.id, result: "declined" };
    const [r] = contestInitiative({ used, total: mine }, [{ id: o.id, total: o.initiativeUsed ? null : totals[o.id]! }]);
    return lineOf(r!);
  });
  return { combatants, lines };
}
