/**
 * What a check is and what it reports: the lines it saw, and the fault that fails it. The checks
 * themselves are in checks.ts (one exchange) and combat-checks.ts (a combat, a move, conditions).
 */
import type { SelfTestWorld } from "./world";

/** One line of what a check saw: a lang key and its values. */
export interface Seen {
  key: string;
  data: Record<string, string | number>;
}

/** What a check found wrong: a lang key and its values, with what it saw before. */
export class CheckFailed extends Error {
  constructor(
    readonly key: string,
    readonly data: Record<string, string | number> = {},
  ) {
    super(`${key} ${JSON.stringify(data)}`);
    this.name = "CheckFailed";
  }
}

export interface Check {
  id: string;
  /** lang key of its name in the report */
  label: string;
  run(world: SelfTestWorld, saw: Seen[]): Promise<"pass" | Seen>;
}
