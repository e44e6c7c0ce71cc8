/** An energy table: a GM, a player, her character and an NPC, and a melee card between them. */
import { defaults } from "../../../src/core/schema";
import { inForce } from "../../../src/core/status";
import { checkOutcome, type SideDocs } from "../../../src/core/play/guard";
import type { EnergyDerived } from "../../../src/rulesets/energy/rules/derived";
import { prepareStep } from "../../../src/rulesets/energy/play/prepare";
import { planAttack, type AttackChoices, type TargetSituation, type Weapon } from "../../../src/rulesets/energy/rules/plan";
import { ENERGY_CARD, type EnergyCardSnapshot, type EnergySide } from "../../../src/rulesets/energy/play/card";
import { ENERGY_ALLOW, ENERGY_PAY_ALLOW } from "../../../src/rulesets/energy/play/allow";
import { actionOrder, paySnapshot, payStep, type PayExtra, type PayOrder } from "../../../src/rulesets/energy/play/pay";
import { ENERGY_STATUSES } from "../../../src/rulesets/energy/rules/conditions";
import { ACTIONS, type ActionCost, type ActionId } from "../../../src/rulesets/energy/rules/economy";
import { energyCombatant } from "../../../src/rulesets/energy/rules/schema";
import type { EnergyCard } from "../../../src/rulesets/energy/rules/card";
import type { CombatantSystem, CreatureSystem, EnergyItem } from "../../../src/rulesets/energy/rules/types";
import { creature, item } from "../../rulesets/energy/fixtures";
import { energyCardSpec } from "../../../src/rulesets/energy/rules/card-schema";
import { Table, type PlainActor, type PlainCard, type Ruleset } from "../table";

const derivedOf = (a: PlainActor) => (a.system as { derived?: EnergyDerived }).derived;

/** A side of a card as the glue's snapshot (src/rulesets/energy/chat.ts) sees it. */
function side(a: PlainActor): EnergySide {
  const inHand = a.items.find((i) => i.type === "energyWeapon" && i.system.equipped === true);
  return {
    uuid: a.uuid,
    npc: a.type === "energyNpc",
    system: a.system as unknown as CreatureSystem,
    statuses: [...a.statuses],
    weaponInHand: inHand?.id ?? null,
    heavyInHand: inHand?.system.heavy === true,
    derived: derivedOf(a),
    combatant: (a.combatant as unknown as CombatantSystem | null) ?? null,
  };
}

export const ENERGY: Ruleset<EnergyCard & PlainCard, EnergyCardSnapshot> = {
  book: ENERGY_CARD as never,
  spec: energyCardSpec,
  allow: ENERGY_ALLOW,
  snapshot: (base, sides) => ({ ...base, attacker: side(sides.attacker), defender: side(sides.defender) }) as EnergyCardSnapshot,
};

/** An actor as the table holds it: stored data with its derived values, as `prepareDerived` leaves them after Active Effects. */
export function plain(uuid: string, type: string, owners: string[], system: CreatureSystem, items: EnergyItem[], statuses: string[] = []): PlainActor {
  const { derived } = prepareStep({ type, system, items, statuses: inForce(ENERGY_STATUSES, statuses) });
  return {
    uuid,
    type,
    owners,
    system: { ...structuredClone(system), derived } as unknown as Record<string, unknown>,
    items: structuredClone(items) as unknown as PlainActor["items"],
    statuses: [...statuses],
    combatant: null,
  };
}

export function energyWorld() {
  const t = new Table().user("gm", true).user("ann").user("bob");
  const blade = item("energyWeapon", "Blade", { equipped: true, damage: "1d8", mpr: 1 });
  const kestra = t.actor(plain("Actor.kestra", "energyCharacter", ["ann"], creature({ aura: { value: 10, max: 10 } }), [blade]));
  const gnoll = t.actor(plain("Actor.gnoll", "energyNpc", [], creature({ aura: { value: 4, max: 12 }, stamina: { value: 6, max: 10 } }), [item("energyWeapon", "Axe", { equipped: true, damage: "1d10" })]));
  return { t, kestra, gnoll, blade };
}

export const choices = (over: Partial<AttackChoices> = {}): AttackChoices => ({ mode: "melee", maneuver: "", modifier: 0, edge: 0, nonlethal: false, steps: 0, movement: "normal", swift: false, targetMoving: false, ...over });

/** A creature as the attack glue reads it (src/rulesets/energy/attack.ts `creature`): its conditions in force, parents' daughters included. */
const creatureOf = (a: PlainActor) => ({
  uuid: a.uuid,
  name: a.uuid,
  img: "",
  system: a.system as unknown as CreatureSystem,
  derived: prepareStep({ type: a.type, system: a.system as unknown as CreatureSystem, items: a.items as unknown as EnergyItem[], statuses: inForce(ENERGY_STATUSES, a.statuses) }).derived,
  conditions: inForce(ENERGY_STATUSES, a.statuses),
});

function weaponOf(a: PlainActor, id: string | null): Weapon | null {
  const w = id ? a.items.find((i) => i.id === id) : null;
  if (!w) return null;
  return { kind: w.type === "energyRanged" ? "ranged" : "melee", name: w.name, uuid: `${a.uuid}.Item.${w.id}`, system: w.system } as unknown as Weapon;
}

export interface CardSetup {
  choices?: Partial<AttackChoices>;
  /** the attacker's item the attack uses; the first melee weapon when left out, none when null */
  weapon?: string | null;
  situation?: Partial<TargetSituation>;
  openedBy?: string;
}

/**
 * A card as openEnergyAttack plans and posts it (planCards: the situation from the tokens and
 * whether the target is Defending), with the attacker's d20 already thrown.
 */
export function postCard(t: Table, id: string, author: string, attacker: PlainActor, defender: PlainActor, d20: number, setup: CardSetup = {}) {
  const itemId = setup.weapon === undefined ? (attacker.items.find((i) => i.type === "energyWeapon")?.id ?? null) : setup.weapon;
  const defending = (defender.combatant as { defending?: boolean } | null)?.defending ?? false;
  const situation: TargetSituation = { side: "front", distance: 1, defending, ...setup.situation };
  const card = planAttack(creatureOf(attacker), creatureOf(defender), weaponOf(attacker, itemId), choices(setup.choices), situation, { faces: [d20], kept: d20 });
  const stored = { ...card, ...(setup.openedBy ? { openedBy: setup.openedBy } : {}) } as EnergyCard & PlainCard;
  t.post({ id, authorId: author, card: stored });
  return stored;
}

/** A melee card as openEnergyAttack builds it, with the attacker's d20 already thrown. */
export function meleeCard(t: Table, id: string, author: string, attacker: PlainActor, defender: PlainActor, d20: number, openedBy?: string) {
  return postCard(t, id, author, attacker, defender, d20, openedBy ? { openedBy } : {});
}

/** The card a message holds now. */
export const energyCard = (t: Table, id: string) => t.messages.get(id)!.card as unknown as EnergyCard;

/** Puts an actor in the active combat with a fresh round's pools. */
export function inCombat(a: PlainActor, over: Partial<CombatantSystem> = {}): PlainActor {
  a.combatant = { ...(defaults(energyCombatant) as Record<string, unknown>), ...over };
  return a;
}

const read = (obj: unknown, path: string): unknown => path.split(".").reduce<unknown>((o, k) => (o && typeof o === "object" ? (o as Record<string, unknown>)[k] : undefined), obj);

/**
 * A payment as the glue makes it (src/rulesets/energy/pay.ts `payHere`): the snapshot of the
 * payer, the pay step, the guard, and the writes to its combatant, actor and conditions.
 */
export function payFor(a: PlainActor, order: PayOrder, extra: PayExtra = {}) {
  if (!a.combatant) return null;
  const snap = paySnapshot({ system: a.system as unknown as CreatureSystem, derived: derivedOf(a), statuses: a.statuses, combatant: a.combatant as unknown as CombatantSystem });
  const { result, outcome } = payStep(snap, order, extra);
  const docs: SideDocs = { has: (_s, doc) => doc === "actor" || (doc === "combatant" && !!a.combatant), read: (_s, doc, path) => read(doc === "actor" ? a : { system: a.combatant }, path) };
  checkOutcome(outcome, ENERGY_PAY_ALLOW, docs, { kind: "gm" });
  for (const w of outcome.writes) {
    const target = w.doc === "combatant" ? { system: a.combatant } : (a as unknown as Record<string, unknown>);
    for (const [path, value] of Object.entries(w.changes)) {
      const keys = path.split(".");
      let o = target as Record<string, unknown>;
      for (const k of keys.slice(0, -1)) o = o[k] as Record<string, unknown>;
      o[keys.at(-1)!] = value;
    }
  }
  for (const s of outcome.statuses) if (s.active && !a.statuses.includes(s.id)) a.statuses.push(s.id);
  return result;
}

/** A sheet action in combat as takeAction pays it (src/rulesets/energy/actions.ts). */
export function act(a: PlainActor, id: ActionId, staminaForEnergy = false) {
  const { order, extra } = actionOrder(ACTIONS[id] as ActionCost, staminaForEnergy, id === "defend");
  return payFor(a, order, extra);
}

/** The combatant's pools as they stand. */
export const poolsOf = (a: PlainActor) => a.combatant as unknown as CombatantSystem;
