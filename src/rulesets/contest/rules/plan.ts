/**
 * Puts a Strike together from the plain data of both sides: which style or skill each test uses,
 * which defences are open, and the new attack card. The glue only gathers data and rolls dice.
 */
import { attackKindOf, attackSkillId, attackTest, defenceSkillId, defenceTest, type AttackKind, type PreparedTest, type Situation, type TestSkill } from "./attack";
import { cardDefences } from "./awareness";
import { emptyLedger } from "../../../core/ledger";
import { sourceCounts, type Edge } from "../../../core/dice/edge";
import type { AttackCard, CardSide } from "./card";
import type { Cover, Defence, Skill } from "./constants";
import type { ContestDerived, StyleSummary } from "./derived";
import { skillLabel } from "./labels";
import { defenceAttribute, parryAttribute, pickStyle, strikeAttribute } from "./strike-style";
import type { CreatureSystem, SpellItem, WeaponItem } from "./types";

export interface Combatant {
  system: CreatureSystem;
  derived: ContestDerived;
}

export interface StrikeSituation {
  cover: Cover;
  flanked: boolean;
  modifier: number;
  boons: number;
  banes: number;
  /** the Fighting Style picked for the Strike, by item id; blank or missing = the best (contest.style.6) */
  style?: string;
}


export function styleSkill(style: StyleSummary | null): TestSkill {
  // No style at all: an untrained Fighting Style of rank 0 using Strength.
  if (!style) return { id: "style", label: "MANIFOLD.contest.Style.None", value: 0, attribute: "str" };
  return { id: "style", label: style.name, value: style.rank, attribute: style.attribute };
}

export function plainSkill(system: CreatureSystem, skill: Skill): TestSkill {
  const data = system.skills[skill];
  return { id: skill, label: skillLabel(skill), value: data.value, attribute: data.attribute };
}

function situationOf(s: StrikeSituation, extra: Partial<Situation> = {}): Situation {
  return {
    cover: s.cover,
    flanked: s.flanked,
    boons: s.boons,
    banes: s.banes,
    modifiers: s.modifier ? [{ label: "MANIFOLD.Roll.Situational", value: s.modifier }] : [],
    ...extra,
  };
}

/** How the attack is made: a weapon with the Thrown trait may be thrown instead of swung. */
export interface AttackHow {
  throwIt?: boolean;
}

export function planAttack(attacker: Combatant, item: WeaponItem | SpellItem, situation: StrikeSituation, how: AttackHow = {}): { kind: AttackKind; test: PreparedTest } {
  const kind = attackKindOf(item, how);
  const skillId = attackSkillId(kind, item.type === "contestSpell" ? item.system : undefined);
  if (skillId === "style") {
    const style = pickStyle(attacker.derived, attacker.system.attributes, strikeAttribute(kind), situation.style, situation);
    const test = attackTest(kind, styleSkill(style), attacker.system.attributes, situationOf(situation, { untrained: style?.untrained }));
    return { kind, test };
  }
  const test = attackTest(kind, plainSkill(attacker.system, skillId), attacker.system.attributes, situationOf(situation, { armorBane: attacker.derived.armorBane }));
  return { kind, test };
}

/**
 * The defence test. `pressed` is the boon or bane the defender asked for with a key on the card's
 * roll button: one more source, cancelling one for one with the test's own (contest.maneuver.2).
 */
export function planDefence(defender: Combatant, defence: Defence, kind: AttackKind, situation: StrikeSituation, braced = false, pressed: Edge = 0): PreparedTest {
  const skillId = defenceSkillId(defence);
  const attributeOf = defenceAttribute(defence, defender.system.attributes);
  const style = skillId === "style" ? pickStyle(defender.derived, defender.system.attributes, attributeOf) : null;
  const skill = skillId === null ? null : skillId === "style" ? styleSkill(style) : plainSkill(defender.system, skillId);
  return defenceTest(defence, kind, skill, defender.system.attributes, {
    parryAttribute: parryAttribute(defender.system.attributes),
    cover: situation.cover,
    braced,
    ...sourceCounts(pressed),
    untrained: style?.untrained,
    armorBane: defender.derived.armorBane,
  });
}

/** A fresh card: the defender chooses from `allowed` before anything is rolled. */
export function newCard(
  attacker: CardSide,
  defender: CardSide & { hasShield: boolean; aware?: boolean },
  item: WeaponItem | SpellItem,
  itemUuid: string,
  situation: StrikeSituation,
  how: AttackHow = {},
): AttackCard {
  const kind = attackKindOf(item, how);
  const spell = item.type === "contestSpell" ? item.system : null;
  // An unaware target can only take No defence (contest.defend.1).
  const allowed = cardDefences(kind, spell, defender.hasShield, defender.aware ?? true);
  return {
    attacker,
    defender: { uuid: defender.uuid, name: defender.name, img: defender.img },
    item: { uuid: itemUuid, name: item.name, kind, damage: item.system.damage, damageType: item.system.damageType },
    allowed,
    aware: defender.aware ?? true,
    defence: "",
    situation: { ...situation },
    attack: null,
    defenceRoll: null,
    outcome: "",
    maneuverBy: "",
    maneuver: "",
    damage: null,
    ledger: emptyLedger(),
  };
}
