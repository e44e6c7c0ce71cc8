/**
 * The form an action's Take opens, and its answer read back: the TN of the action's own check
 * (blank when the table rolls it), a jump's run-up, a hurry's check and TN (woundtrack.quick.3:
 * the GM calls for both), and what Ready an Action readies. Typed text is refused in words, never guessed at.
 */
import { RuleError } from "../../../core/errors";
import { parseCheck } from "../rules/checks";
import type { TakeOptions } from "./actions";
import { ownCheck } from "./action-check";
import { mayHurry } from "./effort";
import type { Action, WoundtrackItem } from "./side";

/** The check the seed names as the usual way to hurry (woundtrack.quick.3). */
export const DEFAULT_HURRY_CHECK = "Dex [Acrobatics]";

export interface TakeForm {
  /** the action's own check, asked a TN for; null when it has none or it is a jump's or a Cling's */
  check: string | null;
  jump: boolean;
  /** regaining control of a mount: its TN (5 for an average untrained horse), enemies near, calming actions */
  mount: boolean;
  /** hurrying is offered: an action of movement or of the surroundings costing more than 1 AP (woundtrack.quick.1-2) */
  hurry: boolean;
  /** mounting rather than climbing down: the creature ridden is the token targeted (woundtrack.action.40) */
  ride: boolean;
  /** Ready an Action: the creature's actions and weapons to choose from, by id (woundtrack.action.25); null for another action */
  ready: { id: string; name: string }[] | null;
}

/** What Ready an Action may ready: the creature's other actions (not an attack's item: an attack is readied with its weapon) and its weapons. */
export function readyChoices(items: readonly WoundtrackItem[], ready: Action): { id: string; name: string }[] {
  return items.filter((i) => (i.type === "woundtrackWeapon" || (i.type === "woundtrackAction" && !i.system.attack && i.system.automation !== "ready")) && i.id !== ready.id).map((i) => ({ id: i.id, name: i.name }));
}

export function takeForm(action: Action, riding = false, items: readonly WoundtrackItem[] = []): TakeForm {
  const { check, automation } = action.system;
  const own = ownCheck(check, automation) ? check : null;
  const jump = automation === "jump" && !!own;
  // A jump's and a Cling's checks have no TN: their results are read as distances.
  const measured = jump || automation === "cling";
  const hurry = mayHurry(action);
  return { check: measured ? null : own, jump, hurry, mount: automation === "regainMount" && !!own, ride: automation === "mount" && !riding, ready: automation === "ready" ? readyChoices(items, action) : null };
}

export const needsForm = (f: TakeForm): boolean => f.check !== null || f.jump || f.hurry || f.ready !== null;

function tnOf(v: unknown): number | undefined {
  const t = String(v ?? "").trim();
  if (!t) return undefined;
  const n = Number(t);
  if (!Number.isInteger(n) || Math.abs(n) > 99) throw new RuleError("MANIFOLD.woundtrack.Error.BadTn", { tn: t });
  return n;
}

function countOf(v: unknown): number {
  const t = String(v ?? "").trim() || "0";
  const n = Number(t);
  if (!Number.isInteger(n) || n < 0 || n > 99) throw new RuleError("MANIFOLD.woundtrack.Error.BadCount", { count: t });
  return n;
}

/** The TN of an average untrained horse (woundtrack.mount.12): the form's first offer. */
export const UNTRAINED_HORSE_TN = 5;

/** The form's answer as the order's options: a blank TN rolls nothing, a hurry without a TN is no hurry. */
export function takeOptionsFrom(form: TakeForm, answer: Record<string, unknown>): TakeOptions {
  const out: TakeOptions = {};
  const tn = form.check !== null ? tnOf(answer.tn) : undefined;
  if (tn !== undefined) out.tn = tn;
  if (form.jump) out.runUp = !!answer.runUp;
  if (form.mount) out.mount = { enemies: countOf(answer.enemies), calming: countOf(answer.calming) };
  if (form.ready) out.ready = String(answer.ready ?? "");
  const hurryTn = form.hurry ? tnOf(answer.hurryTn) : undefined;
  if (hurryTn !== undefined) {
    const check = String(answer.hurryCheck ?? "").trim() || DEFAULT_HURRY_CHECK;
    parseCheck(check);
    out.hurry = { check, tn: hurryTn };
  }
  return out;
}
