/** An energy table: a GM, a player, her character and an NPC, and a melee card between them. */
import { prepareDerived } from "../../../src/rulesets/energy/rules/derived";
import { planAttack, type AttackChoices, type Weapon } from "../../../src/rulesets/energy/rules/plan";
import { ENERGY_CARD, type EnergyCardSnapshot, type EnergySide } from "../../../src/rulesets/energy/play/card";
import { ENERGY_ALLOW } from "../../../src/rulesets/energy/play/allow";
import type { EnergyCard } from "../../../src/rulesets/energy/rules/card";
import type { CreatureSystem, EnergyActor, EnergyItem } from "../../../src/rulesets/energy/rules/types";
import { creature, item } from "../../rulesets/energy/fixtures";
import { energyCardSpec } from "../../../src/rulesets/energy/rules/card-schema";
import { Table, type PlainActor, type PlainCard, type Ruleset } from "../table";

function side(a: PlainActor): EnergySide {
  const inHand = a.items.find((i) => i.type === "energyWeapon" && i.system.equipped === true);
  return { uuid: a.uuid, npc: a.type === "energyNpc", system: a.system as unknown as CreatureSystem, statuses: [...a.statuses], weaponInHand: inHand?.id ?? null };
}

export const ENERGY: Ruleset<EnergyCard & PlainCard, EnergyCardSnapshot> = {
  book: ENERGY_CARD as never,
  spec: energyCardSpec,
  allow: ENERGY_ALLOW,
  snapshot: (base, sides) => ({ ...base, attacker: side(sides.attacker), defender: side(sides.defender) }) as EnergyCardSnapshot,
};

function plain(uuid: string, type: string, owners: string[], system: CreatureSystem, items: EnergyItem[]): PlainActor {
  const derived = prepareDerived({ type, system } as EnergyActor, items);
  return {
    uuid,
    type,
    owners,
    system: { ...structuredClone(system), derived } as unknown as Record<string, unknown>,
    items: structuredClone(items) as unknown as PlainActor["items"],
    statuses: [],
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

const choices = (over: Partial<AttackChoices> = {}): AttackChoices => ({ mode: "melee", maneuver: "", modifier: 0, edge: 0, nonlethal: false, steps: 0, movement: "normal", swift: false, targetMoving: false, ...over });

/** A melee card as openEnergyAttack builds it, with the attacker's d20 already thrown. */
export function meleeCard(t: Table, id: string, author: string, attacker: PlainActor, defender: PlainActor, d20: number, openedBy?: string) {
  const creatureOf = (a: PlainActor) => ({ uuid: a.uuid, name: a.uuid, img: "", system: a.system as unknown as CreatureSystem, derived: prepareDerived({ type: a.type, system: a.system } as unknown as EnergyActor, a.items as unknown as EnergyItem[]), conditions: new Set(a.statuses) });
  const w = attacker.items.find((i) => i.type === "energyWeapon")!;
  const weapon = { kind: "melee", name: w.name, uuid: `${attacker.uuid}.Item.${w.id}`, system: w.system } as unknown as Weapon;
  const card = planAttack(creatureOf(attacker), creatureOf(defender), weapon, choices(), { side: "front", distance: 1, defending: false, canDefend: true }, { faces: [d20], kept: d20 });
  const stored = { ...card, ...(openedBy ? { openedBy } : {}) } as EnergyCard & PlainCard;
  t.post({ id, authorId: author, card: stored });
  return stored;
}

/** The card a message holds now. */
export const energyCard = (t: Table, id: string) => t.messages.get(id)!.card as unknown as EnergyCard;
