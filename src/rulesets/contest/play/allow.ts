import { anyBoolean, poolValue, type AllowList, type ValueCheck } from "../../../core/play/guard";
import { contestRules } from "../rules/definition";

const between = (min: number, max: number): ValueCheck => (v) => Number.isInteger(v) && (v as number) >= min && (v as number) <= max;
/** A Feint names the foe feinted by its actor uuid, or nothing. */
const actorRef: ValueCheck = (v) => typeof v === "string" && (v === "" || /^[A-Za-z0-9.]{1,120}$/.test(v));

/** Everything a contest card may write: Health on an actor; AP, attacks, Brace and Feint on a combatant. */
export const CONTEST_ALLOW: AllowList = {
  actor: { "system.health.value": poolValue("system.health.max") },
  combatant: {
    "system.ap": between(0, 3),
    "system.attacks": between(0, 2),
    "system.freeUsed": anyBoolean,
    "system.braced": anyBoolean,
    "system.feintTarget": actorRef,
  },
  /** a Disarm knocks the chosen item out of the loser's hands */
  item: { "system.equipped": anyBoolean },
  statuses: new Set(contestRules.statuses.map((s) => s.id)),
};
