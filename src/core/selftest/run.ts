/**
 * Runs the checks one after another and reports each: passed, failed with what went wrong, or
 * skipped with why. A check that throws is a failed check in the report, never lost, and the
 * next check still runs.
 */
import { RuleError } from "../errors";
import { CheckFailed, type Check, type Seen } from "./check";
import type { SelfTestWorld } from "./world";

export interface CheckReport {
  id: string;
  label: string;
  status: "pass" | "fail" | "skip";
  saw: Seen[];
  /** why it failed or was skipped; null for a pass */
  reason: Seen | null;
}

/** A fault as the report says it: a rule's or a check's own words, or the error's message. */
export function reasonOf(err: unknown): Seen {
  if (err instanceof CheckFailed || err instanceof RuleError) return { key: err.key, data: { ...err.data } };
  return { key: "MANIFOLD.SelfTest.Fail.Threw", data: { message: err instanceof Error ? err.message : String(err) } };
}

export async function runChecks(world: SelfTestWorld, checks: readonly Check[]): Promise<CheckReport[]> {
  const reports: CheckReport[] = [];
  for (const check of checks) {
    const saw: Seen[] = [];
    try {
      const result = await check.run(world, saw);
      reports.push(result === "pass" ? { id: check.id, label: check.label, status: "pass", saw, reason: null } : { id: check.id, label: check.label, status: "skip", saw, reason: result });
    } catch (err) {
      reports.push({ id: check.id, label: check.label, status: "fail", saw, reason: reasonOf(err) });
    }
  }
  return reports;
}
