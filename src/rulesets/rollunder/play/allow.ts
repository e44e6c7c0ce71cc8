/**
 * What Roll-Under's steps may write, path by path, with the values the rules can produce there.
 * The shared guard refuses anything else before a single write.
 */
import { anyBoolean, oneOf, upTo, type AllowList, type ValueCheck } from "../../../core/play/guard";
import { ACTIONS, CHARGED } from "../rules/economy";
import { ROLLUNDER_STATUSES } from "../rules/conditions";
import { RULES } from "../rules/tables";

const between = (min: number, max: number): ValueCheck => (v) => Number.isInteger(v) && (v as number) >= min && (v as number) <= max;

/** HP up to its maximum; below 0 is lethal damage, bounded only so a forged number cannot run away. */
const hpValue: ValueCheck = (v, current) => {
  const max = Number(current("system.hp.max"));
  return Number.isInteger(v) && (v as number) >= -999 && (!Number.isFinite(max) || (v as number) <= max);
};

/** The attack card: the target's HP and its shield broken by a sunder (and mended again by Undo). */
export const ROLLUNDER_CARD_ALLOW: AllowList = {
  actor: { "system.hp.value": hpValue, "system.deathOwed": between(0, 99) },
  combatant: {},
  item: { "system.broken": anyBoolean },
  statuses: new Set(ROLLUNDER_STATUSES.map((c) => c.id)),
};

/** Opening an attack: the arrow shot, the crossbow emptied, the hit counted, the action spent. */
export const ROLLUNDER_OPEN_ALLOW: AllowList = {
  actor: { "system.arrows": between(0, 9999) },
  combatant: { "system.action": oneOf([...ACTIONS, CHARGED]), "system.arrowsSpent": between(0, 9999) },
  item: { "system.loaded": anyBoolean, "system.hits": between(0, RULES.hitsForProficiency), "system.proficient": anyBoolean },
  statuses: new Set(),
};

/** A move counted on the turn: the feet moved, and nothing else. */
export const ROLLUNDER_MOVE_ALLOW: AllowList = { actor: {}, combatant: { "system.moved": upTo(9999) }, item: {}, statuses: new Set() };
