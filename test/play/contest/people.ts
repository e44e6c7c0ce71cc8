/**
 * Contest creatures and cards for the table-side scenarios: plain actors built from the fixtures,
 * and a card opened the way openStrike opens one (plan the attack first, then the card, with the
 * defender's shield and awareness read from its documents).
 */
import { prepareDerived } from "../../../src/rulesets/contest/rules/derived";
import { newCard, planAttack, type StrikeSituation } from "../../../src/rulesets/contest/rules/plan";
import { isAware } from "../../../src/rulesets/contest/rules/awareness";
import type { AttackCard } from "../../../src/rulesets/contest/rules/card";
import type { CombatantSystem, ContestActor, ContestItem, SpellItem, WeaponItem } from "../../../src/rulesets/contest/rules/types";
import { combatant } from "../../rulesets/contest/fixtures";
import type { PlainActor, PlainCard, Table } from "../table";

export function creature(uuid: string, owners: string[], actor: ContestActor, items: ContestItem[], combat: Partial<CombatantSystem> | null = {}): PlainActor {
  return {
    uuid,
    type: actor.type,
    owners,
    system: structuredClone(actor.system) as unknown as Record<string, unknown>,
    items: structuredClone(items) as unknown as PlainActor["items"],
    statuses: [],
    combatant: combat ? (combatant(combat) as unknown as Record<string, unknown>) : null,
  };
}

export function derivedOf(a: PlainActor) {
  return prepareDerived({ type: a.type, system: a.system } as unknown as ContestActor, a.items as unknown as ContestItem[]);
}

const NONE: StrikeSituation = { cover: "none", flanked: false, modifier: 0, boons: 0, banes: 0 };

/** Opens a card as openStrike does: planning first (a refusal throws), then the card, posted by `author`. */
export function openCard(t: Table, id: string, author: string, attacker: PlainActor, defender: PlainActor, itemId: string, situation: Partial<StrikeSituation> = {}, openedBy?: string): AttackCard & PlainCard {
  const full = { ...NONE, ...situation };
  const item = attacker.items.find((i) => i.id === itemId) as unknown as WeaponItem | SpellItem;
  planAttack({ system: attacker.system as never, derived: derivedOf(attacker) }, item, full);
  const aware = isAware({ surprised: (defender.combatant as { surprised?: boolean } | null)?.surprised ?? false, statuses: defender.statuses });
  const card = newCard(
    { uuid: attacker.uuid, name: "A", img: "" },
    { uuid: defender.uuid, name: "D", img: "", hasShield: derivedOf(defender).shield !== null, aware },
    item,
    `${attacker.uuid}.Item.${item.id}`,
    full,
  );
  const stored = { ...card, ...(openedBy ? { openedBy } : {}) } as AttackCard & PlainCard;
  t.post({ id, authorId: author, card: stored });
  return stored;
}
