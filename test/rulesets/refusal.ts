import { RuleError } from "../../src/core/errors";

/**
 * The lang key a rules function refuses with. A call that goes through fails the test, and so does
 * any other error: a RangeError is a bug, not a refusal a user could meet.
 */
export function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    if (err instanceof RuleError) return err.key;
    throw err;
  }
  throw new Error("not refused");
}
