/** An energy table: a GM, a player, her character and an NPC, and a melee card between them. */
import { defaults } from "../../../src/core/schema";
import { inForce } from "../../../src/core/status";
import type { EnergyDerived } from "../../../src/rulesets/energy/rules/derived";
import { prepareStep } from "../../../src/rulesets/energy/play/prepare";
import { planAttack, type AttackChoices, type TargetSituation, type Weapon } from "../../../src/rulesets/energy/rules/plan";
import { ENERGY_APPLY, ENERGY_CARD, SPENDS_POOLS, type EnergyCardSnapshot, type EnergySide } from "../../../src/rulesets/energy/play/card";
import { ENERGY_ALLOW } from "../../../src/rulesets/energy/play/allow";
import { trayOutcome } from "../../../src/rulesets/energy/play/tray";
import { planEnergyOpen } from "../../../src/rulesets/energy/play/open-plan";
import type { PayRules } from "../../../src/core/play/pay";
import { openSnapshotOn } from "./open-world";
import { actionOrder, parsePayRequest, payDecision, paySnapshot, type PayExtra, type PayOrder, type PayRequest } from "../../../src/rulesets/energy/play/pay";
import { ENERGY_STATUSES } from "../../../src/rulesets/energy/rules/conditions";
import { ACTIONS, type ActionCost, type ActionId, type SpendResult } from "../../../src/rulesets/energy/rules/economy";
import { energyCombatant } from "../../../src/rulesets/energy/rules/schema";
import type { EnergyCard } from "../../../src/rulesets/energy/rules/card";
import type { CombatantSystem, CreatureSystem, EnergyItem } from "../../../src/rulesets/energy/rules/types";
import { creature, item } from "../../rulesets/energy/fixtures";
import { energyCardSpec } from "../../../src/rulesets/energy/rules/card-schema";
import { playerOf, Table, tableOf, type PlainActor, type PlainCard, type Ruleset } from "../table";
import { ENERGY_CONSEQUENCES } from "../../../src/rulesets/energy/play/consequence";
import { ENERGY_MOVES } from "../../../src/rulesets/energy/play/move";
import type { MoveRules } from "../../../src/core/play/movement";
import type { ConsequenceRules } from "../../../src/core/play/consequence";

const derivedOf = (a: PlainActor) => (a.system as { derived?: EnergyDerived }).derived;

/** A side of a card as the glue's snapshot (src/rulesets/energy/chat.ts sideOf) sees it. */
export function energySide(a: PlainActor): EnergySide {
  const inHand = a.items.find((i) => i.type === "energyWeapon" && i.system.equipped === true);
  return {
    uuid: a.uuid,
    npc: a.type === "energyNpc",
    system: a.system as unknown as CreatureSystem,
    // Foundry's actor.statuses holds every effect's status, a parent's daughters too.
    statuses: [...inForce(ENERGY_STATUSES, a.statuses)],
    implied: [...inForce(ENERGY_STATUSES, a.statuses)].filter((id) => !a.statuses.includes(id)),
    weaponInHand: inHand?.id ?? null,
    heavyInHand: inHand?.system.heavy === true,
    derived: derivedOf(a),
    combatant: (a.combatant as unknown as CombatantSystem | null) ?? null,
  };
}

/** Energy payments over plain actors: the payer as the glue's snapshot reads it, then the shared decision. */
export const ENERGY_TABLE_PAY: PayRules<PlainActor, PayRequest, SpendResult | null> = {
  op: "pay",
  fits: (a) => a.type.startsWith("energy"),
  parse: parsePayRequest,
  lock: (a) => (a.combatant ? "pools.table" : null),
  decide: (a, request) => payDecision(a.combatant ? paySnapshot({ system: a.system as unknown as CreatureSystem, derived: derivedOf(a), statuses: a.statuses, combatant: a.combatant as unknown as CombatantSystem }) : null, request),
};

export const ENERGY: Ruleset<EnergyCard & PlainCard, EnergyCardSnapshot> = {
  book: ENERGY_CARD as never,
  spec: energyCardSpec,
  allow: ENERGY_ALLOW,
  ...ENERGY_APPLY,
  snapshot: (base, sides) => ({ ...base, attacker: energySide(sides.attacker), defender: energySide(sides.defender) }) as EnergyCardSnapshot,
  poolsLock: (action, sides) => (SPENDS_POOLS.has(action) && sides.attacker.combatant ? "pools.table" : null),
  tray: (card, scale, target) => trayOutcome(card, scale, energySide(target)) as never,
  pays: ENERGY_TABLE_PAY as never,
  opens: (t) => ({ plan: (o) => planEnergyOpen(openSnapshotOn(t, o), o.request), pays: ENERGY_TABLE_PAY as never }),
  consequences: ENERGY_CONSEQUENCES as ConsequenceRules<unknown>,
  movement: ENERGY_MOVES as MoveRules<unknown>,
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
  const t = new Table(ENERGY).user("gm", true).user("ann").user("bob");
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


/** A payment for `a` out of its combat pools, made by its player through the shared pay flow; null out of combat. */
export async function payFor(a: PlainActor, order: PayOrder, extra: PayExtra = {}): Promise<SpendResult | null> {
  const t = tableOf(a);
  return t.pay<SpendResult | null>(playerOf(t, a), a, { order, extra });
}

/** A sheet action in combat as takeAction pays it (src/rulesets/energy/actions.ts). */
export function act(a: PlainActor, id: ActionId, staminaForEnergy = false) {
  const { order, extra } = actionOrder(ACTIONS[id] as ActionCost, staminaForEnergy, id === "defend");
  return payFor(a, order, extra);
}

/** The combatant's pools as they stand. */
export const poolsOf = (a: PlainActor) => a.combatant as unknown as CombatantSystem;
