/**
 * Contest creatures and cards for the table-side scenarios: plain actors built from the fixtures,
 * and a card opened through openStrike's own step, with the defender's shield and awareness read
 * from its documents.
 */
import { prepareStep } from "../../../src/rulesets/contest/play/prepare";
import { openStrikeStep } from "../../../src/rulesets/contest/play/open";
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
  return prepareStep({ type: a.type, system: a.system as unknown as ContestActor["system"], items: a.items as unknown as ContestItem[] });
}

/** Opens a card through openStrike's step (a refusal throws), posted by `author`; `style` picks a Fighting Style. */
export function openCard(t: Table, id: string, author: string, attacker: PlainActor, defender: PlainActor, itemId: string, choose: { style?: string } = {}, openedBy?: string): AttackCard & PlainCard {
  const item = attacker.items.find((i) => i.id === itemId) as unknown as WeaponItem | SpellItem;
  const aware = isAware({ surprised: (defender.combatant as { surprised?: boolean } | null)?.surprised ?? false, statuses: defender.statuses });
  const [card] = openStrikeStep({
    attacker: { uuid: attacker.uuid, name: "A", img: "", system: attacker.system as never, derived: derivedOf(attacker) },
    item,
    itemUuid: `${attacker.uuid}.Item.${item.id}`,
    targets: [{ uuid: defender.uuid, name: "D", img: "", hasShield: derivedOf(defender).shield !== null, flanked: false, aware }],
    choices: { modifier: 0, edge: 0, cover: "none", ...(choose.style ? { style: choose.style } : {}) },
    how: {},
    combatant: null,
  }).cards;
  const stored = { ...card!, ...(openedBy ? { openedBy } : {}) } as AttackCard & PlainCard;
  t.post({ id, authorId: author, card: stored });
  return stored;
}
