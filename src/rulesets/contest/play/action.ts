/**
 * The actions the sheet offers besides Strike, Grapple and Use Magic, as one play step
 * (contest.action.1, 2, 5, reaction.2, free.*): each is paid out of the combat economy (an action
 * on one's own turn, a reaction on anyone's, the one free action of the round), and says what it
 * gives: Dash the squares of one more move, Disengage the mark that stops opportunity attacks,
 * Search an Observation test. The glue runs it where it cannot race the round's reset.
 */
import { RuleError } from "../../../core/errors";
import { oneOfChoice } from "../../../core/play/choices";
import { nothing, type Outcome } from "../../../core/play/types";
import { anyBoolean, type AllowList, type ValueCheck } from "../../../core/play/guard";
import { AP_PER_ROUND, ATTACKS_PER_ROUND } from "../rules/constants";
import { actionFor, disengageUpdate, type CombatAction } from "../rules/economy";
import { actOrRefuse } from "./gate";
import { speedInSquares } from "../rules/grid";
import type { ContestDerived } from "../rules/derived";
import type { CombatantSystem } from "../rules/types";

const between = (min: number, max: number): ValueCheck => (v) => Number.isInteger(v) && (v as number) >= min && (v as number) <= max;

export const SHEET_ACTIONS = ["dash", "disengage", "search", "manipulate", "free"] as const;
export type SheetAction = (typeof SHEET_ACTIONS)[number];

/** The action a request names, read again on the client that decides it. */
export const parseSheetAction = (raw: unknown): SheetAction => oneOfChoice(raw, SHEET_ACTIONS, "action");

export interface ActionSnapshot {
  name: string;
  /** Speed in metres, after Active Effects */
  speed: number;
  derived: Pick<ContestDerived, "skills">;
  /** the actor's conditions in force */
  statuses: readonly string[];
  /** its combatant in the active combat, or null out of combat */
  combatant: CombatantSystem | null;
  onOwnTurn: boolean;
}

export interface ActionResult {
  /** the payment, written to the actor's combatant (the "attacker" side of a one-sided outcome) */
  outcome: Outcome<null>;
  /** the chat line that tells the table, as a lang key and its values */
  chat: { key: string; data: Record<string, string | number> } | null;
  /** Search: the Observation test to roll, its target from the sheet (contest.action.5) */
  test: { skill: "observation"; target: number } | null;
}

function combatActionOf(id: SheetAction, onOwnTurn: boolean): CombatAction {
  if (id === "free") return { kind: "free", apCost: 0, attack: false, onOwnTurn };
  return actionFor(id, { onOwnTurn });
}

function chatOf(id: SheetAction, snap: ActionSnapshot): ActionResult["chat"] {
  const key = `MANIFOLD.contest.ActionTaken.${id}`;
  if (id === "search") return null;
  if (id === "dash") return { key, data: { name: snap.name, squares: speedInSquares(snap.speed), speed: snap.speed } };
  return { key, data: { name: snap.name } };
}

/**
 * Takes one sheet action: refused with a lang key when the economy or the creature's conditions
 * forbid it (nothing is written then). Out of combat there is nothing to pay: only Search, a test
 * the table may ask for at any time, is taken.
 */
export function sheetActionStep(snap: ActionSnapshot, id: SheetAction): ActionResult {
  const outcome = nothing<null>();
  const test = id === "search" ? { skill: "observation" as const, target: snap.derived.skills.observation.total } : null;
  if (!snap.combatant) {
    if (id !== "search") throw new RuleError("MANIFOLD.contest.Economy.NotInCombat", {});
    return { outcome, chat: null, test };
  }
  const paid = actOrRefuse({ system: snap.combatant, onOwnTurn: snap.onOwnTurn, statuses: snap.statuses }, combatActionOf(id, snap.onOwnTurn));
  const changes = id === "disengage" ? { ...paid, ...disengageUpdate() } : id === "dash" ? { ...paid, "system.dashes": snap.combatant.dashes + 1 } : paid;
  if (Object.keys(changes).length) outcome.writes.push({ side: "attacker", doc: "combatant", changes });
  return { outcome, chat: chatOf(id, snap), test };
}

/** What a sheet action may write: the combatant's economy and the Disengage mark, nothing else. */
export const ACTION_ALLOW: AllowList = {
  actor: {},
  combatant: {
    "system.ap": between(0, AP_PER_ROUND),
    "system.attacks": between(0, ATTACKS_PER_ROUND),
    "system.freeUsed": anyBoolean,
    "system.disengaged": anyBoolean,
    "system.dashes": between(1, 3),
    // An action spends a standing Feint (canAct); nothing here may set one.
    "system.feintTarget": (v) => v === "",
  },
  item: {},
  statuses: new Set(),
};
