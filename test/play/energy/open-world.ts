/**
 * Opening energy attacks the way src/rulesets/energy/attack.ts does: the snapshot of the attacker
 * and of each target with its place on the canvas, the dialog's choices as sent over the wire,
 * the d20s already thrown, then each attack paid on its own and its card posted.
 */
import { inForce } from "../../../src/core/status";
import { planAttackCards, parseAttackChoices, type OpenCreature, type OpenItem, type OpenSnapshot, type OpenTarget } from "../../../src/rulesets/energy/play/open";
import { prepareStep } from "../../../src/rulesets/energy/play/prepare";
import { ENERGY_STATUSES } from "../../../src/rulesets/energy/rules/conditions";
import type { CreatureSystem, EnergyItem } from "../../../src/rulesets/energy/rules/types";
import type { EnergyCard } from "../../../src/rulesets/energy/rules/card";
import type { PlainActor, PlainCard, PlainToken, Table } from "../table";
import type { Opening as CoreOpening } from "../../../src/core/play/port";

/** An actor as the glue's snapshot reads it (attack.ts `creature`), under the name its token shows. */
export function openCreature(a: PlainActor, name = a.uuid): OpenCreature {
  const system = a.system as unknown as CreatureSystem;
  const conditions = inForce(ENERGY_STATUSES, a.statuses);
  return {
    uuid: a.uuid,
    name,
    img: "",
    system,
    derived: prepareStep({ type: a.type, system, items: a.items as unknown as EnergyItem[], statuses: conditions }).derived,
    conditions,
    items: a.items.map((i) => ({ ...i, uuid: `${a.uuid}.Item.${i.id}` }) as unknown as OpenItem),
  };
}

/** What the canvas and tracker say of a target; in front, 1 m away, facing each other, by default. */
export type Place = Partial<Pick<OpenTarget, "side" | "distance" | "attackerFaces">>;

export function openTarget(a: PlainActor, place: Place = {}): OpenTarget {
  const defending = (a.combatant as { defending?: boolean } | null)?.defending ?? false;
  return { ...openCreature(a), side: "front", distance: 1, attackerFaces: true, defending, ...place };
}

export interface Opening {
  /** the sheet's button: attack, swift, shoot, throw, unarmed, maneuver */
  how?: { mode: string; maneuver?: string };
  /** the item id the button names; "" for an empty hand */
  item?: string;
  /** the dialog's choices, over the defaults a fast-forwarded dialog gives */
  choices?: Record<string, unknown>;
  places?: Place[];
}

export function snapshot(attacker: PlainActor, targets: readonly PlainActor[], o: Opening = {}): OpenSnapshot {
  return {
    attacker: openCreature(attacker),
    item: o.item ?? "",
    how: o.how ?? { mode: "attack" },
    targets: targets.map((t, i) => openTarget(t, o.places?.[i])),
  };
}

/** The choices startAttack sends: the dialog's fields, enhancements by item id. */
export const rawChoices = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  modifier: 0,
  edge: 0,
  nonlethal: false,
  steps: 0,
  movement: "normal",
  swift: false,
  targetMoving: false,
  sprintPush: false,
  enhancements: [],
  staminaForEnergy: false,
  rollMode: "publicroll",
  ...over,
});

/** The planning startAttack shows and throws for: the cards' d20 needs and the warnings. */
export function plan(attacker: PlainActor, targets: readonly PlainActor[], o: Opening = {}) {
  const snap = snapshot(attacker, targets, o);
  return planAttackCards(snap, parseAttackChoices(rawChoices(o.choices), snap));
}

/** The attack as the table reads it for energy's open step: each target's place from the table's canvas (front, 1 m, by default). */
export function openSnapshotOn(t: Table, o: CoreOpening<PlainActor, PlainToken>): OpenSnapshot {
  const targets = o.targets.map((token) => t.actors.get(token.actor)!);
  const how = { mode: o.request.how.mode ?? "attack", maneuver: o.request.how.maneuver ?? "" };
  return snapshot(o.attacker, targets, { item: o.item ?? "", how, places: o.targets.map((token) => (t.canvas.get(token.uuid) ?? {}) as Place) });
}

/**
 * `sender` attacks from the sheet: the d20s thrown, then the attack opened through the shared open
 * flow (here, or at the GM's), each target placed on the table's canvas. Returns the cards posted.
 */
export async function openAttack(t: Table, sender: string, attacker: PlainActor, targets: readonly PlainActor[], faces: number[][], o: Opening = {}, ids: string[] = []): Promise<(EnergyCard & PlainCard)[]> {
  t.place(attacker);
  const tokens = targets.map((a, i) => {
    const uuid = t.place(a);
    t.canvas.set(uuid, o.places?.[i] ?? {});
    return uuid;
  });
  t.target(sender, ...tokens);
  t.ids = [...ids];
  const how = o.how ?? { mode: "attack" };
  const posted = await t.open(sender, { attacker: attacker.uuid, item: o.item ?? "", targets: tokens, how: { mode: how.mode, maneuver: how.maneuver ?? "" }, choices: rawChoices(o.choices), faces });
  return posted.map((id) => t.messages.get(id)!.card as EnergyCard & PlainCard);
}
