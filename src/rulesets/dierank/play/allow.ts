/**
 * What Die Rank's steps may write, path by path, with the values the rules can produce there.
 * The shared guard refuses anything else before a single write.
 */
import { anyBoolean, poolValue, upTo, type AllowList, type ValueCheck } from "../../../core/play/guard";
import { DIERANK_STATUSES } from "../rules/conditions";
import { BASE_AP } from "../rules/stats";


/** Opening an attack: the action's AP (or an opportunity attack's debt), a spell's MP. */
export const DIERANK_OPEN_ALLOW: AllowList = {
  actor: { "system.mp.value": poolValue("system.mp.max") },
  combatant: { "system.ap": upTo(99), "system.owed": upTo(BASE_AP), "system.noMove": upTo(12) },
  item: {},
  statuses: new Set(),
};

/** A link to the other creature of a grab or a mounted pair: its uuid (the step writes the other side's), or "" when it ends. */
const pairLink: ValueCheck = (v) => typeof v === "string" && v.length <= 200;

/** The attack card: the target's HP and MP, a lethal knock-out owed its roll, an interrupt's debt, a grab and its escape, death. */
export const DIERANK_CARD_ALLOW: AllowList = {
  actor: {
    "system.hp.value": poolValue("system.hp.max"),
    "system.mp.value": poolValue("system.mp.max"),
    "system.survivalOwed": anyBoolean,
    "system.grapple.holding": pairLink,
    "system.grapple.heldBy": pairLink,
  },
  combatant: { "system.owed": upTo(BASE_AP), "system.ap": upTo(99), "system.noMove": upTo(12) },
  item: {},
  statuses: new Set(DIERANK_STATUSES.map((s) => s.id)),
};

/** The survival roll and healing: HP back, the debt paid, first aid's one try, and the band's conditions. */
export const DIERANK_SURVIVAL_ALLOW: AllowList = {
  actor: { "system.hp.value": poolValue("system.hp.max"), "system.survivalOwed": anyBoolean, "system.firstAidTried": anyBoolean },
  combatant: {},
  item: {},
  statuses: new Set(DIERANK_STATUSES.map((s) => s.id)),
};

/** Mounting and dismounting: the pair's link, and the rider's AP. */
export const DIERANK_MOUNT_ALLOW: AllowList = {
  actor: { "system.mount.rides": pairLink, "system.mount.carries": pairLink },
  combatant: { "system.ap": upTo(99), "system.noMove": upTo(12) },
  item: {},
  statuses: new Set(),
};

/** The sheet's actions: standing up (its AP, Prone off), a rest (HP and MP back). */
export const DIERANK_SHEET_ALLOW: AllowList = {
  actor: { "system.hp.value": poolValue("system.hp.max"), "system.mp.value": poolValue("system.mp.max") },
  combatant: { "system.ap": upTo(99), "system.noMove": upTo(12) },
  item: {},
  statuses: new Set(["prone"]),
};
