/** Sheet actions on the energy table, played as takeAction plays them (src/rulesets/energy/actions.ts). */
import { inForce } from "../../../src/core/status";
import { ENERGY_STATUSES } from "../../../src/rulesets/energy/rules/conditions";
import { SIZE_CHART } from "../../../src/rulesets/energy/rules/size";
import type { EnergyDerived } from "../../../src/rulesets/energy/rules/derived";
import type { CreatureSystem, EnergyItem } from "../../../src/rulesets/energy/rules/types";
import { actionStep, type ActionSnapshot } from "../../../src/rulesets/energy/play/action";
import { actFlow } from "../../../src/rulesets/energy/play/act";
import { playerOf, tableOf, type PlainActor } from "../table";
import { ENERGY_TABLE_PAY } from "./world";

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
 * Presses a sheet action through the shared flow (src/rulesets/energy/play/act.ts), on the
 * player's own client: the action step, the payment in combat, the Chance roll when asked (its
 * d20 is `press.d20`), and the step's writes. A refusal throws before anything is written.
 */
export async function pressAction(a: PlainActor, id: string, press: Press = {}) {
  const t = tableOf(a);
  const snap = actionSnapshotOf(a, press.item);
  const choice = { staminaForEnergy: press.staminaForEnergy ?? false, metres: press.metres, turns: press.turns, movedFirst: press.movedFirst, sprinted: press.sprinted };
  // A scenario that forgets the Chance roll's d20 is told before anything is paid.
  if (press.d20 === undefined && actionStep(snap, id, choice).chance) throw new Error("this action throws a Chance roll: give its d20");
  const chance = async () => press.d20!;
  return t.run(playerOf(t, a), (port) => actFlow(port, ENERGY_TABLE_PAY, a, snap, id, choice, chance));
}

/** An item of the actor, by name, as the table holds it. */
export const itemOf = (a: PlainActor, name: string) => a.items.find((i) => i.name === name)!.system as Record<string, unknown>;
