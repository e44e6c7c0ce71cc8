/**
 * Puts a Strike together from the plain data of both sides: which style or skill each test uses,
 * which defences are open, and the new attack card. The glue only gathers data and rolls dice.
 */
import { attackKindOf, attackSkillId, attackTest, defenceSkillId, defenceTest, type AttackKind, type PreparedTest, type Situation, type TestSkill } from "./attack";
import { allowedDefences } from "./defence";
import { emptyLedger } from "../../../core/ledger";
import type { AttackCard, CardSide } from "./card";
import type { Cover, Defence, Skill } from "./constants";
import type { ContestDerived, StyleSummary } from "./derived";
import { skillLabel } from "./labels";
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
}

export const NO_SITUATION: StrikeSituation = { cover: "none", flanked: false, modifier: 0, boons: 0, banes: 0 };

/** The style a character fights with: the one with the best Fighting Style target for its gear. */
export function chooseStyle(derived: ContestDerived): StyleSummary | null {
  let best: StyleSummary | null = null;
  let bestScore = -Infinity;
  for (const style of derived.styles) {
    const score = style.targets[style.attribute].total + style.untrained.penalty - (style.untrained.bane ? 3 : 0);
    if (score > bestScore) [best, bestScore] = [style, score];
  }
  return best;
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
    const style = chooseStyle(attacker.derived);
    const test = attackTest(kind, styleSkill(style), attacker.system.attributes, situationOf(situation, { untrained: style?.untrained }));
    return { kind, test };
  }
  const test = attackTest(kind, plainSkill(attacker.system, skillId), attacker.system.attributes, situationOf(situation, { armorBane: attacker.derived.armorBane }));
  return { kind, test };
}

export function planDefence(defender: Combatant, defence: Defence, kind: AttackKind, situation: StrikeSituation, braced = false): PreparedTest {
  const skillId = defenceSkillId(defence);
  const skill = skillId === null ? null : skillId === "style" ? styleSkill(chooseStyle(defender.derived)) : plainSkill(defender.system, skillId);
  const style = skillId === "style" ? chooseStyle(defender.derived) : null;
  return defenceTest(defence, kind, skill, defender.system.attributes, {
    cover: situation.cover,
    braced,
    untrained: style?.untrained,
    armorBane: defender.derived.armorBane,
  });
}

/** A fresh card: the defender chooses from `allowed` before anything is rolled. */
export function newCard(
  attacker: CardSide,
  defender: CardSide & { hasShield: boolean },
  item: WeaponItem | SpellItem,
  itemUuid: string,
  situation: StrikeSituation,
  how: AttackHow = {},
): AttackCard {
  const kind = attackKindOf(item, how);
  const spell = item.type === "contestSpell" ? item.system : null;
  const allowed = allowedDefences({
    attackKind: kind,
    targetsMind: spell?.targetsMind ?? false,
    spellDefences: spell?.defences ?? [],
    hasShield: defender.hasShield,
  });
  return {
    attacker,
    defender: { uuid: defender.uuid, name: defender.name, img: defender.img },
    item: { uuid: itemUuid, name: item.name, kind, damage: item.system.damage, damageType: item.system.damageType },
    allowed,
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
