/** Sheet actions on the energy table, played as takeAction plays them (src/rulesets/energy/actions.ts). */
import { inForce } from "../../../src/core/status";
import { checkOutcome, type SideDocs } from "../../../src/core/play/guard";
import { ENERGY_STATUSES } from "../../../src/rulesets/energy/rules/conditions";
import { SIZE_CHART } from "../../../src/rulesets/energy/rules/size";
import type { EnergyDerived } from "../../../src/rulesets/energy/rules/derived";
import type { CreatureSystem, EnergyItem } from "../../../src/rulesets/energy/rules/types";
import { actionDone, actionStep, ENERGY_ACTION_ALLOW, type ActionId, type ActionSnapshot } from "../../../src/rulesets/energy/play/action";
import type { PlainActor } from "../table";
import { payFor } from "./world";
import type { PayExtra, PayOrder } from "../../../src/rulesets/energy/play/pay";

export interface Press {
  /** the gear row's item, by name */
  item?: string;
  staminaForEnergy?: boolean;
  metres?: number;
  turns?: number;
  movedFirst?: number;
  sprinted?: boolean;
  /** the Shaken Chance roll, when the step asks for one */
  d20?: number;
}

const read = (obj: unknown, path: string): unknown => path.split(".").reduce<unknown>((o, k) => (o && typeof o === "object" ? (o as Record<string, unknown>)[k] : undefined), obj);
function set(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split(".");
  let o = target;
  for (const k of keys.slice(0, -1)) o = o[k] as Record<string, unknown>;
  o[keys.at(-1)!] = value;
}

/** The actor as the glue's snapshot sees it: its statuses with the daughters their parents bring. */
export function actionSnapshotOf(a: PlainActor, itemName?: string): ActionSnapshot {
  const system = a.system as unknown as CreatureSystem & { derived?: EnergyDerived };
  const item = itemName ? a.items.find((i) => i.name === itemName) : undefined;
  if (itemName && !item) throw new Error(`no item ${itemName}`);
  return {
    statuses: [...inForce(ENERGY_STATUSES, a.statuses)],
    inCombat: !!a.combatant,
    speed: system.derived?.speed ?? system.speed,
    jump: SIZE_CHART[system.size]?.jump ?? 0,
    leg: system.derived?.leg.total ?? 0,
    stamina: system.stamina.value,
    item: item ? (structuredClone(item) as unknown as EnergyItem) : null,
  };
}

/**
 * Presses a sheet action: the action step, the payment through the pay step (in combat), the
 * Chance roll when asked, then the step's writes to the actor and its items and the conditions
 * it ends. A refusal throws before anything is written.
 */
/** How the table pays and takes conditions off; by default the plain payment and a plain removal. */
export interface ActionTable {
  pay?: (a: PlainActor, order: PayOrder, extra: PayExtra) => ReturnType<typeof payFor>;
  remove?: (a: PlainActor, id: string) => void;
}

export function pressAction(a: PlainActor, id: string, press: Press = {}, table: ActionTable = {}) {
  const snap = actionSnapshotOf(a, press.item);
  const plan = actionStep(snap, id, { staminaForEnergy: press.staminaForEnergy ?? false, metres: press.metres, turns: press.turns, movedFirst: press.movedFirst, sprinted: press.sprinted });
  if (plan.chance && press.d20 === undefined) throw new Error("this action throws a Chance roll: give its d20");
  const pay = table.pay ?? payFor;
  const paid = plan.pay ? pay(a, plan.pay.order, plan.pay.extra ?? {}) : null;
  const done = actionDone(snap, id as ActionId, plan.chance ? press.d20! : null);
  const docs: SideDocs = {
    has: (_s, doc) => doc === "actor" || (doc.startsWith("item.") && a.items.some((i) => `item.${i.id}` === doc)),
    read: (_s, doc, path) => read(doc === "actor" ? a : a.items.find((i) => `item.${i.id}` === doc), path),
  };
  checkOutcome(done.outcome, ENERGY_ACTION_ALLOW, docs, { kind: "gm" });
  for (const w of done.outcome.writes) {
    const target = w.doc === "actor" ? a : a.items.find((i) => `item.${i.id}` === w.doc);
    for (const [path, value] of Object.entries(w.changes)) set(target as unknown as Record<string, unknown>, path, value);
  }
  const remove = table.remove ?? ((who: PlainActor, condition: string) => void (who.statuses = who.statuses.filter((x) => x !== condition)));
  for (const s of done.outcome.statuses) if (!s.active) remove(a, s.id);
  return { plan, done, paid };
}

/** An item of the actor, by name, as the table holds it. */
export const itemOf = (a: PlainActor, name: string) => a.items.find((i) => i.name === name)!.system as Record<string, unknown>;
