/**
 * Awareness (contest.defend.1): only a target aware of an attack can defend; an unaware one can
 * only take No defence, which fails. Ruling: a creature is unaware when it is Surprised (the
 * tracker's mark or the condition: it can take no reactions, contest.round.3) or Unconscious;
 * the GM may also mark a target unaware, or aware again, on the card before it declares (an
 * attacker it cannot see, a Sneak that went unnoticed).
 */
import { allowedDefences } from "./defence";
import type { AttackKind } from "./attack";
import type { Defence } from "./constants";
import type { SpellSystem } from "./types";

export interface AwarenessFacts {
  /** the combatant's surprise mark (first round only) */
  surprised: boolean;
  /** the actor's conditions */
  statuses: readonly string[];
}

export function isAware(facts: AwarenessFacts): boolean {
  return !facts.surprised && !facts.statuses.includes("surprised") && !facts.statuses.includes("unconscious");
}

/** The defences a card offers: the rules' list for this attack, or only No defence when unaware. */
export function cardDefences(kind: AttackKind, spell: Pick<SpellSystem, "targetsMind" | "defences"> | null, hasShield: boolean, aware: boolean): Defence[] {
  return allowedDefences({
    attackKind: kind,
    targetsMind: spell?.targetsMind ?? false,
    spellDefences: spell?.defences ?? [],
    hasShield,
    aware,
  });
}
