/**
 * The contest table with trained fighters: Hero (STR 10, a sword style of rank 5) strikes the
 * Goblin (STR 8, AGI 10, Dodge 5, Focus 4, a sword style of rank 4). Cards are opened through
 * openStrikeStep and played by pressing the card's buttons, as the glue does.
 */
import { planAttack, planDefence } from "../../../src/rulesets/contest/rules/plan";
import type { Defence } from "../../../src/rulesets/contest/rules/constants";
import type { ContestItem, SpellItem, WeaponItem } from "../../../src/rulesets/contest/rules/types";
import { style } from "../../rulesets/contest/fixtures";
import type { PlainActor } from "../table";
import { contestCard, contestWorld, openInput } from "./world";
import { derivedOf, openCard } from "./people";

type Skills = Record<string, { value: number; attribute: string }>;

function train(a: PlainActor, attributes: Record<string, number>, skills: Record<string, number>, rank: number, id: string): void {
  a.system.attributes = { ...(a.system.attributes as Record<string, number>), ...attributes };
  for (const [skill, value] of Object.entries(skills)) (a.system.skills as Skills)[skill]!.value = value;
  a.items.push(style("Sword School", { rank, attribute: "str", gear: ["sword", "shield", "partial armor"] }, id) as never);
}

export function fightWorld() {
  const w = contestWorld();
  train(w.hero, { str: 10 }, { sorcery: 6, deception: 5, athletics: 4 }, 5, "heroStyle0000000");
  train(w.goblin, { str: 8, agi: 10 }, { dodge: 5, focus: 4, athletics: 3, acrobatics: 2, sleightOfHand: 1 }, 4, "gobStyle00000000");
  return w;
}

export type FightWorld = Awaited<ReturnType<typeof fightWorld>>;

/** Gives `a` an item and returns it, so a card can name it. */
export function give<T extends ContestItem>(a: PlainActor, item: T): T {
  a.items.push(item as never);
  return item;
}

/** ann strikes the Goblin with Hero's `item` (the sword when omitted), opened through the shared open flow at the GM's. */
export async function open(w: FightWorld, id: string, item?: WeaponItem | SpellItem) {
  await openCard(w.t, id, "gm", w.hero, w.goblin, (item ?? openInput(w.hero, [w.goblin]).item).id!, {}, "ann");
}

/** The targets both sides roll under on this card, from the plans the card's buttons use. */
export function targetsOf(w: FightWorld, id: string, defence: Defence) {
  const card = contestCard(w.t, id);
  const input = openInput(w.hero, [w.goblin]);
  const item = w.hero.items.find((i) => card.item.uuid.endsWith(i.id)) as unknown as WeaponItem | SpellItem;
  const attack = planAttack(input.attacker, item, card.situation, { throwIt: card.item.kind === "thrown" }).test.target.total;
  const goblin = { system: w.goblin.system as never, derived: derivedOf(w.goblin) };
  const defend = defence === "none" ? 0 : planDefence(goblin, defence, card.item.kind, card.situation).target.total;
  return { attack, defend };
}

/** Declares, then rolls the attack and (unless none) the defence with the faces given. */
export async function exchange(w: FightWorld, id: string, defence: Defence, attackFace: number, defenceFace: number | null) {
  await w.t.press("gm", { messageId: id, action: "declareDefence", args: { defence } });
  await w.t.press("ann", { messageId: id, action: "rollAttack", faces: [[attackFace]] });
  if (defenceFace !== null) await w.t.press("gm", { messageId: id, action: "rollDefence", faces: [[defenceFace]] });
  return contestCard(w.t, id);
}

/** After a critical win for Hero: no maneuver, then damage with the faces given. */
export async function damage(w: FightWorld, id: string, faces: number[]) {
  await w.t.press("ann", { messageId: id, action: "declineManeuver" });
  await w.t.press("ann", { messageId: id, action: "rollDamage", faces: [faces] });
  return contestCard(w.t, id).damage!;
}
