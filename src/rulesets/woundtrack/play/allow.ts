/**
 * What Wound Track's steps may write, path by path, with the values the rules can produce there.
 * The shared guard refuses anything else before a single write.
 */
import { anyBoolean, oneOf, upTo, type AllowList, type ValueCheck } from "../../../core/play/guard";
import { WOUND_LEVELS } from "../rules/wounds";
import { WOUNDTRACK_STATUSES } from "../rules/conditions";
import { SKILL_DEFENCES } from "../rules/defences";

const MAX_AP = 999;
/** Initiative never drops below 0 (woundtrack.init.7). */
export const initiativeValue: ValueCheck = (v) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 999;

/** A pending long action as stored: empty, or an action with what it costs and what is paid. */
export const longValue: ValueCheck = (v) => {
  if (typeof v !== "object" || v === null) return false;
  const l = v as Record<string, unknown>;
  const count = (n: unknown) => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= MAX_AP;
  return typeof l.action === "string" && l.action.length <= 200 && count(l.cost) && count(l.paid) && typeof l.timed === "boolean" && Object.keys(l).length === 4;
};

/** What paying for an action writes: the AP, a long action given up, the readied action spent (woundtrack.action.26). */
const pool = { "system.ap": upTo(MAX_AP), "system.long": longValue, "system.readied": oneOf([""]) };

const count = upTo(999);

/** What an action's stamina cost and invested mana write on its maker (woundtrack.action.3-4). */
const effort = { "system.stamina.value": count, "system.stamina.fatigue": count, "system.mana.value": count, "system.mana.invested": count };

/** Opening an attack or a check card: the action's AP (a long action given up for it), its stamina and mana, a critical's initiative. */
export const WOUNDTRACK_OPEN_ALLOW: AllowList = {
  actor: effort,
  combatant: { ...pool, initiative: initiativeValue },
  item: {},
  statuses: new Set(),
};

/**
 * The cards: an attack's wound on the track, the target's initiative and its Defend's end, the
 * Nonlethal conditions; a check card's Trip, Stabilize, treated Hobbled, and Treat Wound's wound and fatigue.
 */
export const WOUNDTRACK_CARD_ALLOW: AllowList = {
  actor: { ...Object.fromEntries(WOUND_LEVELS.map((l) => [`system.wounds.${l}`, upTo(99)])), "system.stamina.fatigue": count },
  combatant: { initiative: initiativeValue, "system.defending": oneOf([false]), "system.swap": oneOf([""]) },
  item: {},
  statuses: new Set(["unconscious", "helpless", "prone", "crouching", "dying", "hobbled", "distracted", "grappling", "pinned", "harried", "sharing"]),
};

/** The tracker's steps on one combatant: AP and the long action, the turn's flags, Defend and what it ignores. */
export const WOUNDTRACK_TURN_ALLOW: AllowList = {
  actor: {},
  combatant: {
    ...pool,
    initiative: initiativeValue,
    "system.acted": anyBoolean,
    "system.acting": anyBoolean,
    "system.surprised": anyBoolean,
    "system.defending": anyBoolean,
    "system.swap": oneOf(["", ...SKILL_DEFENCES]),
    "system.ignoring": (v) => Array.isArray(v) && v.length <= 20 && v.every((u) => typeof u === "string" && u.length <= 200),
  },
  item: {},
  statuses: new Set(WOUNDTRACK_STATUSES.map((s) => s.id)),
};

/** The sheet's actions: an action's AP and what it does (Defend, Seize, a posture, a Dash, a mount ridden), the long action, what it ignores; recovery and rests. */
export const WOUNDTRACK_SHEET_ALLOW: AllowList = {
  actor: {
    ...Object.fromEntries(WOUND_LEVELS.map((l) => [`system.wounds.${l}`, upTo(99)])),
    "system.recoveryBonus": upTo(99),
    ...effort,
    "system.rests": (v) => typeof v === "object" && v !== null && Number.isInteger((v as { day: unknown }).day) && Number.isInteger((v as { long: unknown }).long) && Object.keys(v).length === 2,
  },
  combatant: {
    ...WOUNDTRACK_TURN_ALLOW.combatant,
    "system.move": (v) => typeof v === "object" && v !== null && Object.values(v).every((n) => Number.isInteger(n) && (n as number) >= 0) && Object.keys(v).length === 5,
    // Ready an Action: the item readied.
    "system.readied": (v) => typeof v === "string" && v.length <= 200,
    // Mount/Dismount: the combatant ridden.
    "system.riding": (v) => typeof v === "string" && v.length <= 200,
  },
  item: {},
  // A posture; an Escape's end of a pin or a grapple.
  statuses: new Set(["prone", "crouching", "pinned", "grappling"]),
};
