/**
 * Opening energy attacks the way src/rulesets/energy/attack.ts does: the snapshot of the attacker
 * and of each target with its place on the canvas, the dialog's choices as sent over the wire,
 * the d20s already thrown, then each attack paid on its own and its card posted.
 */
import { inForce } from "../../../src/core/status";
import { openAttackStep, planAttackCards, parseAttackChoices, type OpenCreature, type OpenItem, type OpenSnapshot, type OpenTarget } from "../../../src/rulesets/energy/play/open";
import { prepareStep } from "../../../src/rulesets/energy/play/prepare";
import { ENERGY_STATUSES } from "../../../src/rulesets/energy/rules/conditions";
import type { CreatureSystem, EnergyItem } from "../../../src/rulesets/energy/rules/types";
import type { EnergyCard } from "../../../src/rulesets/energy/rules/card";
import type { PlainActor, PlainCard, Table } from "../table";
import { payFor } from "./world";

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

const set = (obj: Record<string, unknown>, path: string, value: unknown) => {
  const keys = path.split(".");
  let at = obj;
  for (const k of keys.slice(0, -1)) at = at[k] as Record<string, unknown>;
  at[keys.at(-1)!] = value;
};

/**
 * Who writes the cards (src/foundry/play/open.ts requestOpen): the sender when a GM or the owner
 * of every target, else the active GM, for the sender.
 */
function authorOf(t: Table, sender: string, targets: readonly PlainActor[]): string {
  if (t.users.get(sender)?.isGM || targets.every((a) => a.owners.includes(sender))) return sender;
  return [...t.users.entries()].find(([, u]) => u.isGM)![0];
}

/**
 * openEnergyAttack: the step, then for each target its payment and its card, stopping at the
 * first refused payment; the weapon's writes once an attack was made. Returns the cards posted.
 */
export function openAttack(t: Table, sender: string, attacker: PlainActor, targets: readonly PlainActor[], faces: number[][], o: Opening = {}, ids: string[] = []): (EnergyCard & PlainCard)[] {
  const snap = snapshot(attacker, targets, o);
  const { attacks, items } = openAttackStep(snap, parseAttackChoices(rawChoices(o.choices), snap), faces);
  const posted: (EnergyCard & PlainCard)[] = [];
  for (const [i, { card, pay }] of attacks.entries()) {
    try {
      payFor(attacker, pay.order, pay.extra);
    } catch (err) {
      if (posted.length === 0) throw err;
      break;
    }
    const stored = { ...card, openedBy: sender } as EnergyCard & PlainCard;
    t.post({ id: ids[i] ?? `cardOpen${String(i).padStart(8, "0")}`, authorId: authorOf(t, sender, targets), card: stored });
    posted.push(stored);
  }
  if (posted.length === 0) return posted;
  for (const w of items) {
    const item = attacker.items.find((i) => `item.${i.id}` === w.doc)!;
    for (const [path, value] of Object.entries(w.changes)) set(item as unknown as Record<string, unknown>, path, value);
  }
  return posted;
}
