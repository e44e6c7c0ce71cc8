/**
 * A sheet action as play steps. `actionStep` says what the action costs (the order the glue pays
 * through the pay step) and whether a Shaken hand must make its Chance roll; once paid and the
 * d20 thrown, `actionDone` says what the action did: the item it loaded, stowed or used, the
 * conditions it ended, the chat line it leaves.
 */
import { RuleError } from "../../../core/errors";
import { anyBoolean, poolValue, type AllowList } from "../../../core/play/guard";
import { nothing, type Outcome, type StatusChange } from "../../../core/play/types";
import { defendRemoves, ENERGY_STATUSES } from "../rules/conditions";
import { ACTIONS, shakenFumbles, stowAction, type ActionCost } from "../rules/economy";
import type { AbilitySystem, EnergyItem } from "../rules/types";
import { MOVES, moveStep, type MoveChoice, type MoveId } from "./move";
import { abilityOrder, actionOrder, type PayRequest } from "./pay";

/** What the action list and the gear rows offer besides moving. */
export const SHEET_ACTS = ["defend", "pickUp", "stow", "catchBreath", "breakDoor", "escape", "load", "ability"] as const;
export type SheetAct = (typeof SHEET_ACTS)[number];
export type ActionId = SheetAct | MoveId;

export interface ActionSnapshot {
  /** the conditions on the actor, applied and implied, as its statuses list them */
  statuses: readonly string[];
  inCombat: boolean;
  speed: number;
  jump: number;
  /** Leg Strength, for what the GM adds to a Sprint or a Jump */
  leg: number;
  stamina: number;
  /** the item a gear row's button names */
  item: EnergyItem | null;
}

export interface ActionPlan {
  /** what to pay; null out of combat, where nothing is spent */
  pay: PayRequest | null;
  /** a Shaken hand handles an item: throw a d20 Chance roll before `actionDone` (energy.cond.3) */
  chance: boolean;
  /** metres the action carries its taker (a Jump: its distance) */
  metres: number;
  /** lang keys of what the GM settles (moveStep) */
  notes: string[];
}

export interface ActionLine {
  key: string;
  data: Record<string, string>;
}

export interface ActionResult {
  /** writes to the actor and its items; statuses the action ends */
  outcome: Outcome<null>;
  /** the chat line of a Shaken hand's Chance roll */
  chance: ActionLine | null;
  /** an ability's use goes to chat with its description */
  used: boolean;
  /** out of combat nothing was spent */
  outside: boolean;
}

const uses: AllowList["item"][string] = (v, current) => Number.isInteger(v) && (v as number) >= 0 && (v as number) < Number(current("system.uses.max"));

/** What a sheet action may write besides its payment: an item loaded, stowed or used, Stamina out of combat. */
export const ENERGY_ACTION_ALLOW: AllowList = {
  actor: { "system.stamina.value": poolValue("system.derived.maxStamina") },
  combatant: {},
  item: { "system.equipped": anyBoolean, "system.loaded": anyBoolean, "system.uses.value": uses },
  statuses: new Set(ENERGY_STATUSES.map((s) => s.id)),
};

const isMove = (id: string): id is MoveId => (MOVES as readonly string[]).includes(id);
const isAct = (id: string): id is SheetAct => (SHEET_ACTS as readonly string[]).includes(id);
const malformed = (what: string) => new RuleError("MANIFOLD.Query.Malformed", { what });
/** Loading, stowing and equipping handle an item; a Shaken hand may drop it (energy.cond.3). */
const HANDLES: readonly string[] = ["load", "stow"];

function itemFor(snap: ActionSnapshot, id: ActionId): EnergyItem | null {
  const item = snap.item;
  if (id === "load" && item?.type !== "energyRanged") throw malformed("item");
  if (id === "ability" && item?.type !== "energyAbility") throw malformed("item");
  if (id === "stow" && item && item.type === "energyAbility") throw malformed("item");
  return id === "load" || id === "ability" || id === "stow" ? item : null;
}

/** An action on its own and its cost (energy.action.*); catching your breath and abilities are paid their own way. */
function costOf(id: Exclude<SheetAct, "catchBreath" | "ability">, item: EnergyItem | null): ActionCost {
  switch (id) {
    case "load":
      return { energy: item?.type === "energyRanged" ? item.system.loadCost : 0 };
    case "stow":
      // A side arm is a weapon marked so on its sheet; stowing anything else costs 2 (energy.action.10-11).
      return stowAction(item?.type === "energyWeapon" && item.system.sidearm);
    default:
      return ACTIONS[id];
  }
}

/**
 * What a sheet action costs. An ability with no use left is refused; so is any action of a
 * creature that is unconscious (energy.stamina.16) or dead.
 */
export function actionStep(snap: ActionSnapshot, id: string, choice: MoveChoice): ActionPlan {
  if (!isMove(id) && !isAct(id)) throw malformed("action");
  if (snap.statuses.includes("unconscious") || snap.statuses.includes("dead")) throw new RuleError("MANIFOLD.energy.Error.CannotAct", {});
  const item = isAct(id) ? itemFor(snap, id) : null;
  if (item?.type === "energyAbility" && item.system.uses.max > 0 && item.system.uses.value < 1) throw new RuleError("MANIFOLD.energy.Error.NoUses", { name: item.name });
  if (id === "load" && item?.type === "energyRanged" && item.system.loaded) throw new RuleError("MANIFOLD.energy.Error.AlreadyLoaded", { name: item.name });
  const chance = HANDLES.includes(id) && !!item && snap.statuses.includes("shaken");
  if (isMove(id)) {
    const move = moveStep(snap, id, choice);
    return { pay: snap.inCombat ? { order: move.order, extra: move.extra } : null, chance, metres: move.metres, notes: move.notes };
  }
  const none = { chance, metres: 0, notes: [] };
  if (!snap.inCombat) return { pay: null, ...none };
  if (id === "catchBreath") return { pay: { order: { kind: "catchBreath" }, extra: {} }, ...none };
  if (id === "ability") {
    if (item?.type !== "energyAbility") throw malformed("item");
    return { pay: abilityOrder(item.system), ...none };
  }
  return { pay: actionOrder(costOf(id, item), choice.staminaForEnergy, id === "defend"), ...none };
}

/** An ability out of combat: nothing is paid from the pools, but its Stamina still is. */
function staminaOutside(snap: ActionSnapshot, ability: AbilitySystem): number | null {
  if (snap.inCombat || ability.staminaCost <= 0) return null;
  if (snap.stamina < ability.staminaCost) throw new RuleError("MANIFOLD.energy.Error.NotEnoughStamina", { need: ability.staminaCost, have: snap.stamina });
  return snap.stamina - ability.staminaCost;
}

/**
 * What a paid action does. Load loads, Stow or Equip flips the item in hand, unless a Shaken
 * hand's Chance roll (d20) misses DC 5 and drops what it handles (energy.cond.3): the item it
 * stows or equips, the ammunition it loads; an ability spends a use;
 * Defend ends Exposed and Unguarded unless a parent holds them (energy.action.7); kneeling and
 * standing up end Prone.
 */
export function actionDone(snap: ActionSnapshot, id: ActionId, d20: number | null): ActionResult {
  const outcome = nothing<null>();
  const item = isAct(id) ? itemFor(snap, id) : null;
  const handles = HANDLES.includes(id) && !!item && snap.statuses.includes("shaken");
  if (handles && d20 === null) throw malformed("d20");
  const fumbled = handles && shakenFumbles(d20 ?? 20);
  const doc = item?.id ? (`item.${item.id}` as const) : null;
  // What a fumbled load drops is the ammunition, not the weapon: it stays in hand, unloaded.
  if (doc && item?.type === "energyRanged" && id === "load" && !fumbled) outcome.writes.push({ side: "attacker", doc, changes: { "system.loaded": true } });
  if (doc && item && item.type !== "energyAbility" && id === "stow") outcome.writes.push({ side: "attacker", doc, changes: { "system.equipped": fumbled ? false : !item.system.equipped } });
  if (doc && item?.type === "energyAbility") {
    const left = staminaOutside(snap, item.system);
    if (left !== null) outcome.writes.push({ side: "attacker", doc: "actor", changes: { "system.stamina.value": left } });
    if (item.system.uses.max > 0) outcome.writes.push({ side: "attacker", doc, changes: { "system.uses.value": item.system.uses.value - 1 } });
  }
  const ends: string[] = id === "defend" ? defendRemoves(snap.statuses) : isMove(id) ? [...((ACTIONS[id] as ActionCost).ends ?? [])] : [];
  const statuses: StatusChange[] = ends.filter((s) => snap.statuses.includes(s)).map((s) => ({ side: "attacker", id: s, active: false }));
  // Kneeling lasts until the creature stands up: no round limit (energy.move.14).
  const becomes = isMove(id) ? ((ACTIONS[id] as ActionCost).becomes ?? []) : [];
  statuses.push(...becomes.filter((s) => !snap.statuses.includes(s)).map((s): StatusChange => ({ side: "attacker", id: s, active: true })));
  outcome.statuses.push(...statuses);
  const dropped = id === "load" ? "MANIFOLD.energy.Sheet.FumbledAmmunition" : "MANIFOLD.energy.Sheet.Fumbled";
  const chance = handles && item ? { key: fumbled ? dropped : "MANIFOLD.energy.Sheet.Held", data: { name: item.name } } : null;
  return { outcome, chance, used: item?.type === "energyAbility", outside: !snap.inCombat && !item };
}
