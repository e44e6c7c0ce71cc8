/**
 * The tracker's Initiative contest on the active GM's client (energy.init.4-10), over a small port
 * the Foundry glue implements (src/rulesets/energy/initiative.ts) and the scenario table implements
 * over plain data: the request read again, who may contest what, who declines, the rolls owed, one
 * batched write and the result posted.
 */
import { RuleError } from "../../../core/errors";
import { contestRollers, declinesBy, initiativeContestStep, initiativeRollStep, parseContestRequest, type ContestLine, type ContestOutcome, type InitiativeCombatant } from "./initiative";

/** A combatant as the contest reads it: its roll this round, and what the sender may know of it. */
export interface ContestCombatant extends InitiativeCombatant {
  /** hidden from players on the tracker */
  hidden: boolean;
  /** owned by a player: its roll is public; a GM's creature rolls in private */
  playerOwned: boolean;
  /** unconscious or dead: it acts in response to nothing */
  out: boolean;
}

export interface ContestPort {
  combatant(combat: string, id: string): ContestCombatant | null;
  user(id: string): { isGM: boolean } | null;
  owns(userId: string, combat: string, id: string): boolean;
  /** throws the combatant's Initiative roll, shown only to the GMs when `privately` */
  roll(combat: string, id: string, privately: boolean): Promise<number>;
  /** asks the active GM which of its creatures, none of which has rolled this round, decline */
  gmDeclines(combat: string, ids: string[]): Promise<string[]>;
  write(combat: string, updates: Record<string, unknown>[]): Promise<void>;
  post(combat: string, challenger: string, lines: ContestLine[]): Promise<void>;
}

/** The creatures a user may name in the contest dialog: every other one for a GM, the ones the tracker shows for a player. */
export function contestable<T extends { id: string; hidden: boolean }>(combatants: readonly T[], challenger: string, isGM: boolean): T[] {
  return combatants.filter((c) => c.id !== challenger && (isGM || !c.hidden));
}

export async function runContest(port: ContestPort, raw: unknown, senderId: string): Promise<ContestOutcome> {
  const request = parseContestRequest(raw);
  const sender = port.user(senderId);
  const challenger = port.combatant(request.combat, request.challenger);
  if (!sender || !challenger) throw new RuleError("MANIFOLD.Query.NotAnActor", {});
  if (!sender.isGM && !port.owns(senderId, request.combat, challenger.id)) throw new RuleError("MANIFOLD.Query.NotYours", {});
  // Reacting is acting: a creature out cold or dead contests nothing (energy.stamina.16).
  if (challenger.out) throw new RuleError("MANIFOLD.energy.Error.CannotAct", {});
  const opponents = request.opponents.map((id) => port.combatant(request.combat, id));
  if (opponents.some((o) => !o)) throw new RuleError("MANIFOLD.Query.NotAnActor", {});
  const known = opponents as ContestCombatant[];
  // A player contests only what the tracker shows them.
  if (!sender.isGM && known.some((o) => o.hidden)) throw new RuleError("MANIFOLD.Query.NotATarget", {});
  const declined = declinesBy(request, { isGM: sender.isGM, owns: (id) => port.owns(senderId, request.combat, id) });
  // The GM's own creatures that have not rolled are the GM's to decline when a player asked.
  const gms = sender.isGM ? [] : known.filter((o) => !o.playerOwned && !o.initiativeUsed).map((o) => o.id);
  const gmDeclined = gms.length ? (await port.gmDeclines(request.combat, gms)).filter((id) => gms.includes(id)) : [];
  const snap = { challenger, opponents: known, declined: [...new Set([...declined, ...gmDeclined])] };
  const byId = new Map([challenger, ...known].map((c) => [c.id, c]));
  const totals: Record<string, number> = {};
  for (const id of contestRollers(snap)) totals[id] = await port.roll(request.combat, id, !byId.get(id)!.playerOwned);
  const outcome = initiativeContestStep(snap, totals);
  if (outcome.combatants.length) await port.write(request.combat, outcome.combatants);
  await port.post(request.combat, challenger.id, outcome.lines);
  return outcome;
}

/** A request for this round's Initiative rolls from the sheet or the tracker's dice, read again: ids only. */
export function parseRollRequest(raw: unknown): { combat: string; ids: string[] } {
  const o = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  const ids = Array.isArray(o.ids) ? o.ids : [];
  if (typeof o.combat !== "string" || ids.length === 0 || ids.length > 100 || !ids.every((id) => typeof id === "string" && id.length > 0)) throw new RuleError("MANIFOLD.Query.Malformed", { what: "initiative" });
  return { combat: o.combat, ids: [...new Set(ids as string[])] };
}

/**
 * This round's Initiative rolls (energy.round.5), on the active GM's client: every one is checked
 * before a die is thrown (the sender's own creatures, none rolled yet this round), then thrown (a
 * GM's creature in private) and written in one batch. The once-a-round mark is the GM's to write.
 */
export async function runInitiativeRolls(port: ContestPort, raw: unknown, senderId: string): Promise<void> {
  const { combat, ids } = parseRollRequest(raw);
  const sender = port.user(senderId);
  const rollers = ids.map((id) => port.combatant(combat, id));
  if (!sender || rollers.some((c) => !c)) throw new RuleError("MANIFOLD.Query.NotAnActor", {});
  const known = rollers as ContestCombatant[];
  if (!sender.isGM && known.some((c) => !port.owns(senderId, combat, c.id))) throw new RuleError("MANIFOLD.Query.NotYours", {});
  if (known.some((c) => c.initiativeUsed)) throw new RuleError("MANIFOLD.energy.Error.InitiativeUsed", {});
  const updates: Record<string, unknown>[] = [];
  for (const c of known) updates.push(initiativeRollStep(c, await port.roll(combat, c.id, !c.playerOwned)));
  await port.write(combat, updates);
}
