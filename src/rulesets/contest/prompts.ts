/**
 * The names the contest glue puts into HTML (dialog buttons, whispered prompts), escaped: a
 * token or actor name is typed by a user and must show as text to everyone who sees it.
 */
import { escapeHtml } from "../../core/html";

interface Named {
  id?: string | null;
  name?: string | null;
}

/** Save Turn (contest.delay.1): one button per combatant still to act. DialogV2 prints labels as HTML. */
export function saveTurnButtons(later: readonly Named[]): { action: string; label: string }[] {
  return later.map((c) => ({ action: c.id ?? "", label: escapeHtml(c.name ?? "") }));
}

/** The format values of the opportunity prompt (contest.oppo.2-3): who moved, and whose reach it crossed. */
export function opportunityNames(mover: string | null | undefined, foes: readonly (string | null | undefined)[]): { mover: string; foes: string } {
  return { mover: escapeHtml(mover ?? ""), foes: foes.map((f) => escapeHtml(f ?? "")).join(", ") };
}
