/**
 * Opening a Strike or a spell attack as a play step: which cards it posts, and what it costs the
 * attacker's combatant. The glue gathers the documents and the dialog's choices, then writes.
 */
import { RuleError } from "../../../core/errors";
import { actionFor, spend } from "../rules/economy";
import { consumeFeint } from "../rules/maneuver";
import { newCard, planAttack, type AttackHow, type StrikeSituation } from "../rules/plan";
import type { AttackCard } from "../rules/card";
import type { Cover } from "../rules/constants";
import type { ContestDerived } from "../rules/derived";
import type { CombatantSystem, CreatureSystem, SpellItem, UpdateDiff, WeaponItem } from "../rules/types";

export interface OpenTarget {
  uuid: string;
  name: string;
  img: string;
  hasShield: boolean;
  /** the attacker's allies flank this target (contest.flank.*), from the tokens' places */
  flanked: boolean;
  /** it knows it is attacked: an unaware target can only take No defence (contest.defend.1) */
  aware?: boolean;
}

export interface OpenInput {
  attacker: { uuid: string; name: string; img: string; system: CreatureSystem; derived: ContestDerived };
  item: WeaponItem | SpellItem;
  itemUuid: string;
  targets: readonly OpenTarget[];
  /** the dialog's choices; `style` is the Fighting Style picked by item id, "" for the best */
  choices: { modifier: number; edge: -1 | 0 | 1; cover: Cover; style?: string };
  how: AttackHow;
  /** the attacker's combatant in the active combat, or null out of combat */
  combatant: { system: CombatantSystem; onOwnTurn: boolean } | null;
}

/** What the action costs: a spell is Use Magic; an off-turn melee Strike is an opportunity attack (contest.oppo.1). */
function payment(input: OpenInput): UpdateDiff {
  const c = input.combatant;
  if (!c) return {};
  const item = input.item;
  const melee = item.type === "contestWeapon" && !item.system.ranged && !input.how.throwIt;
  const action = item.type === "contestSpell"
    ? actionFor("useMagic", { onOwnTurn: c.onOwnTurn, apCost: item.system.apCost, spell: item.system })
    : actionFor(!c.onOwnTurn && melee ? "opportunityAttack" : "strike", { onOwnTurn: c.onOwnTurn, apCost: item.system.apCost });
  const paid = spend(c.system, action);
  if (!paid.ok) throw new RuleError(paid.reason, {});
  return paid.update;
}

/** A standing Feint's boon for this attack at one target: a weapon Strike at the feinted foe only (contest.maneuver.5). */
export function feintFor(combatant: CombatantSystem | null, item: WeaponItem | SpellItem, targets: readonly { uuid: string }[]) {
  const target = targets.length === 1 ? targets[0]!.uuid : "";
  const feint = combatant ? consumeFeint(combatant, { strike: item.type === "contestWeapon", targetId: target }) : { boons: 0, update: {} };
  return { ...feint, target };
}

/** The situation a card gets for one target: the dialog's choices, flanking, and the Feint's boon. */
export function strikeSituation(target: { uuid: string; flanked: boolean }, choices: OpenInput["choices"], feint: { boons: number; target: string }): StrikeSituation {
  return {
    cover: choices.cover,
    flanked: target.flanked,
    modifier: choices.modifier,
    boons: (choices.edge === 1 ? 1 : 0) + (target.uuid === feint.target ? feint.boons : 0),
    banes: choices.edge === -1 ? 1 : 0,
    ...(choices.style ? { style: choices.style } : {}),
  };
}

/**
 * The cards an attack posts and its one write to the attacker's combatant. A weapon Strike has one
 * target; a spell may name several and is cast once. A standing Feint gives its boon only to a
 * weapon Strike at the feinted foe, and any next action spends it (contest.maneuver.5).
 */
export function openStrikeStep(input: OpenInput): { cards: AttackCard[]; combatant: UpdateDiff } {
  if (input.item.type === "contestWeapon" && input.targets.length !== 1) throw new RuleError("MANIFOLD.contest.Card.OneTarget", {});
  const feint = feintFor(input.combatant?.system ?? null, input.item, input.targets);
  const cards = input.targets.map((target) => {
    const situation = strikeSituation(target, input.choices, feint);
    // Planning surfaces a rule's refusal before anything is paid or posted.
    planAttack({ system: input.attacker.system, derived: input.attacker.derived }, input.item, situation, input.how);
    const attacker = { uuid: input.attacker.uuid, name: input.attacker.name, img: input.attacker.img };
    return newCard(attacker, target, input.item, input.itemUuid, situation, input.how);
  });
  return { cards, combatant: { ...payment(input), ...feint.update } };
}
