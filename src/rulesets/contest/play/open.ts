/**
 * Opening a Strike or a spell attack as a play step: which cards it posts, and what it costs the
 * attacker's combatant. The glue gathers the documents and the dialog's choices, then writes.
 */
import { RuleError } from "../../../core/errors";
import { edgeOf, oneOfChoice, ROLL_MODES, situational } from "../../../core/play/choices";
import { attackKindOf, canOpportunityAttack } from "../rules/attack";
import { parseStyleChoice, styleOffers, type StyleOffer } from "../rules/strike-style";
import { isAware, type AwarenessFacts } from "../rules/awareness";
import { actionFor } from "../rules/economy";
import { actOrRefuse, type Acting } from "./gate";
import type { Cell } from "../rules/grid";
import { flankedOnBoard, refuseOutOfReach, type Board } from "./reach";
import { consumeFeint } from "../rules/maneuver";
import { newCard, planAttack, type AttackHow, type StrikeSituation } from "../rules/plan";
import type { AttackCard } from "../rules/card";
import { COVER, type Cover } from "../rules/constants";
import type { ContestDerived } from "../rules/derived";
import type { CombatantSystem, CreatureSystem, SpellItem, UpdateDiff, WeaponItem } from "../rules/types";

export interface OpenTarget {
  uuid: string;
  name: string;
  img: string;
  hasShield: boolean;
  /** the square it stands on, on the attacker's scene; with the input's board it decides reach and flanking */
  cell?: Cell;
  /** flanked, said by a table that has no board to measure; a board decides it instead */
  flanked?: boolean;
  /** what its awareness is judged from: its surprise mark and conditions (contest.defend.1) */
  awareness?: AwarenessFacts;
  /** aware, said by a table that gives no awareness facts */
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
  combatant: Acting | null;
  /** the tokens' places, or null when the scene cannot be measured (the GM then judges reach and flanking) */
  board?: Board | null;
}

/**
 * The Strike dialog's choices as they arrive over the wire, read again where the cards are
 * opened: the cover is one the player judged from the table (contest.cover.2, .4, .6), nothing else.
 */
export function readStrikeChoices(raw: Record<string, unknown>) {
  return {
    modifier: situational(raw.modifier),
    edge: edgeOf(raw.edge),
    cover: oneOfChoice(raw.cover, COVER, "cover"),
    rollMode: oneOfChoice(raw.rollMode, ROLL_MODES, "rollMode"),
    // The Fighting Style picked by item id, "" for the best; planning refuses one the attacker lacks.
    style: parseStyleChoice(raw.style),
  };
}

/**
 * The Fighting Styles the Strike dialog offers (contest.style.6), each with the target it would
 * give for this attack (a ranged or thrown one by Agility), and the best; nothing to pick with
 * fewer than two styles, or for a spell, which tests its own skill.
 */
export function strikeStyleOffers(attacker: OpenInput["attacker"], item: WeaponItem | SpellItem, how: AttackHow = {}): { offers: StyleOffer[]; best: string } {
  if (item.type !== "contestWeapon") return { offers: [], best: "" };
  const found = styleOffers(attacker.derived, attacker.system.attributes, attackKindOf(item, how));
  return found.offers.length < 2 ? { offers: [], best: "" } : found;
}

/** What the action costs: a spell is Use Magic; an off-turn melee Strike is an opportunity attack (contest.oppo.1). */
const payment = (input: OpenInput): UpdateDiff => strikePayment(input.item, input.how, input.combatant);

/** The write a Strike makes to its attacker's combatant (none out of combat), or its refusal; the dialog shows its AP before the roll. */
export function strikePayment(item: WeaponItem | SpellItem, how: AttackHow, c: OpenInput["combatant"]): UpdateDiff {
  if (!c) return {};
  const opportunity = !c.onOwnTurn && canOpportunityAttack(attackKindOf(item, how));
  const action = item.type === "contestSpell"
    ? actionFor("useMagic", { onOwnTurn: c.onOwnTurn, apCost: item.system.apCost, spell: item.system })
    : actionFor(opportunity ? "opportunityAttack" : "strike", { onOwnTurn: c.onOwnTurn, apCost: item.system.apCost });
  return actOrRefuse(c, action);
}

/**
 * A standing Feint's boon for this attack at one target: a weapon Strike at the feinted foe only
 * (contest.maneuver.5). An opportunity attack (`reaction`) is not the maker's next action: it
 * neither uses the Feint nor spends it.
 */
export function feintFor(combatant: CombatantSystem | null, item: WeaponItem | SpellItem, targets: readonly { uuid: string }[], reaction = false) {
  const target = targets.length === 1 ? targets[0]!.uuid : "";
  const feint = combatant && !reaction ? consumeFeint(combatant, { strike: item.type === "contestWeapon", targetId: target }) : { boons: 0, update: {} };
  return { ...feint, target };
}

/** The situation a card gets for one target: the dialog's choices, flanking, and the Feint's boon. */
export function strikeSituation(target: { uuid: string; flanked: boolean }, choices: OpenInput["choices"], feint: { boons: number; target: string }): StrikeSituation {
  return {
    cover: choices.cover,
    // Flanking gives +2 to a melee attack's Fighting Style or Sorcery test (contest.flank.2).
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
 * weapon Strike at the feinted foe, and any next action spends it (contest.maneuver.5); an
 * opportunity attack is a reaction, not that next action: it neither uses nor spends it.
 */
export function openStrikeStep(input: OpenInput): { cards: AttackCard[]; combatant: UpdateDiff } {
  if (input.item.type === "contestWeapon" && input.targets.length !== 1) throw new RuleError("MANIFOLD.contest.Card.OneTarget", {});
  const feint = feintFor(input.combatant?.system ?? null, input.item, input.targets, !!input.combatant && !input.combatant.onOwnTurn);
  const cards = input.targets.map((target) => {
    refuseOutOfReach({ item: input.item, how: input.how, board: input.board, opportunity: !!input.combatant && !input.combatant.onOwnTurn }, target);
    const situation = strikeSituation({ uuid: target.uuid, flanked: flankedOnBoard(input.board, target) }, input.choices, feint);
    // Planning surfaces a rule's refusal before anything is paid or posted.
    planAttack({ system: input.attacker.system, derived: input.attacker.derived }, input.item, situation, input.how);
    const attacker = { uuid: input.attacker.uuid, name: input.attacker.name, img: input.attacker.img };
    // An unaware target (Surprised, Unconscious) can only take No defence (contest.defend.1).
    const aware = target.awareness ? isAware(target.awareness) : (target.aware ?? true);
    return newCard(attacker, { ...target, aware }, input.item, input.itemUuid, situation, input.how);
  });
  return { cards, combatant: { ...payment(input), ...feint.update } };
}
