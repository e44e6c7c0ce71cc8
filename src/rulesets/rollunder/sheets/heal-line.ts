/**
 * The chat line a healing posts, read from the step's own outcome (the HP and rations it writes),
 * and the magic-healing dialog's amount read back. Pure, so a test reads the very line.
 */
import { pluralKey } from "../../../core/plural";
import type { Outcome } from "../../../core/play/types";
import { HEAL_LABELS } from "../rules/labels";

type Format = (key: string, data: Record<string, string | number>) => string;

export interface HealEvent {
  kind: "lunch" | "rest" | "magic";
  name: string;
  /** HP before the healing */
  before: number;
  outcome: Outcome<null>;
  /** what was rolled or given; a rest heals whatever it heals */
  amount: number;
}

/** A value the outcome writes to the character, or undefined when it leaves it alone. */
function written(outcome: Outcome<null>, path: string): unknown {
  return outcome.writes.find((w) => w.doc === "actor" && path in w.changes)?.changes[path];
}

export function healLine(format: Format, e: HealEvent): string {
  const after = Number(written(e.outcome, "system.hp.value") ?? e.before);
  const rations = written(e.outcome, "system.rations");
  const head = e.kind === "lunch" ? format(HEAL_LABELS.lunch, { amount: e.amount }) : e.kind === "rest" ? format(HEAL_LABELS.rest, {}) : format("MANIFOLD.rollunder.Heal.MagicLine", { amount: e.amount });
  const parts = [head, format("MANIFOLD.rollunder.Heal.HpChange", { name: e.name, before: e.before, after })];
  // From lethal damage a lunch or a rest sets HP to 0 whatever it rolled (rollunder.heal.8): say why.
  if (e.before < 0 && e.kind !== "magic") parts.push(format("MANIFOLD.rollunder.Heal.StopsAtZero", {}));
  if (typeof rations === "number") parts.push(format(pluralKey("MANIFOLD.rollunder.Heal.RationsLeft", rations), { count: rations }));
  // What the rulebook asks of the place and the hours (rollunder.heal.2, .5): the table judges it.
  if (e.kind === "lunch") parts.push(format("MANIFOLD.rollunder.Heal.LunchNeeds", {}));
  if (e.kind === "rest") parts.push(format("MANIFOLD.rollunder.Heal.RestNeeds", {}));
  return parts.join(" ");
}

/** The dialog's amount: a whole number of HP from 0 to 999, or null for anything else. */
export function parseHealAmount(raw: unknown): number | null {
  const n = typeof raw === "number" ? raw : typeof raw === "string" && raw.trim() !== "" ? Number(raw) : NaN;
  return Number.isInteger(n) && n >= 0 && n <= 999 ? n : null;
}
