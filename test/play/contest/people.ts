/**
 * Contest creatures and cards for the table-side scenarios: plain actors built from the fixtures,
 * and a card opened through openStrike's own step, with the defender's shield and awareness read
 * from its documents.
 */
import { prepareStep } from "../../../src/rulesets/contest/play/prepare";
import type { AttackCard } from "../../../src/rulesets/contest/rules/card";
import type { CombatantSystem, ContestActor, ContestItem } from "../../../src/rulesets/contest/rules/types";
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

/**
 * `openedBy` (or `author`) strikes from the sheet with item `itemId`: the attack opened through the
 * shared open flow, here or at the GM's (a refusal throws); `style` picks a Fighting Style.
 */
export async function openCard(t: Table, id: string, author: string, attacker: PlainActor, defender: PlainActor, itemId: string, choose: { style?: string } = {}, openedBy?: string): Promise<AttackCard & PlainCard> {
  const sender = openedBy ?? author;
  t.place(attacker);
  const target = t.place(defender);
  t.target(sender, target);
  t.ids = [id];
  await t.open(sender, { attacker: attacker.uuid, item: itemId, targets: [target], choices: { modifier: 0, edge: 0, cover: "none", rollMode: "publicroll", ...(choose.style ? { style: choose.style } : {}) } });
  const posted = t.messages.get(id)!;
  // The open flow chose who writes the card: the scenario says whom it expects.
  if (posted.authorId !== author) throw new Error(`${id} was written by ${posted.authorId}, not ${author}`);
  return posted.card as unknown as AttackCard & PlainCard;
}
