/**
 * What the Roll-Under NPC stat block shows: its Hit Dice and HP, Attack and Defense as the
 * modifiers the rulebook lists, Morale, whether it acts twice, the Wisdom penalty it puts on the
 * PCs, and its attacks, each figure from the rules the attack card uses.
 */
import { tip } from "../../../core/breakdown";
import { pluralKey } from "../../../core/plural";
import { attackScore, defenseTerm } from "../rules/attack";
import { feetLeft } from "../rules/economy";
import { MORALE, RULES } from "../rules/tables";
import type { CombatantSystem, EnemySystem } from "../rules/types";
import { asItems, type ItemRow } from "./context";
import { gearRow, numberField, weaponFigures } from "./rows";
import { rollunderNpc } from "../rules/schema";
import { signed } from "../../../core/roll-dialog";

export interface NpcInput {
  actor: { name: string; img: string; system: EnemySystem };
  items: readonly ItemRow[];
  source?: EnemySystem;
  editMode: boolean;
  editable: boolean;
  combat: CombatantSystem | null;
  /** the Morale and Reaction buttons are the GM's */
  isGM: boolean;
}


export function npcStatBlock(input: NpcInput) {
  const s = input.actor.system;
  const stored = input.source ?? s;
  const me = { pc: false, attack: s.attack, defense: s.defense };
  const attacks = asItems(input.items).flatMap((i) => (i.type === "rollunderWeapon" ? [{ ...gearRow(i), ...weaponFigures(i.system) }] : []));
  return {
    name: input.actor.name,
    img: input.actor.img,
    editMode: input.editMode,
    editable: input.editable,
    isGM: input.isGM,
    hp: {
      value: s.hp.value,
      stored: stored.hp.value,
      max: s.hp.max,
      pct: s.hp.max > 0 ? Math.max(0, Math.min(100, Math.round((100 * s.hp.value) / s.hp.max))) : 0,
      down: s.hp.value <= 0,
      deathOwed: stored.deathOwed ?? 0,
      // Set by hand, placing a token keeps it; otherwise a token rolls its Hit Dice (rollunder.hp.5).
      how: s.hpFixed ? "MANIFOLD.rollunder.Npc.HpFixed" : "MANIFOLD.rollunder.Npc.HpRolled",
    },
    hitDice: { value: s.hitDice, faces: RULES.hitDie, label: pluralKey("MANIFOLD.rollunder.Npc.HitDiceValue", s.hitDice) },
    figures: [
      { key: "attack", label: "MANIFOLD.rollunder.Field.attack", value: signed(s.attack), tip: tip("MANIFOLD.rollunder.Tip.NpcAttack", { parts: [{ label: "MANIFOLD.rollunder.Sheet.Base", value: RULES.defenseBase }, { label: "MANIFOLD.rollunder.Field.attack", value: s.attack }], total: attackScore(me) }) },
      { key: "defense", label: "MANIFOLD.rollunder.Field.defense", value: signed(defenseTerm(me)), tip: tip("MANIFOLD.rollunder.Tip.NpcDefense") },
      { key: "morale", label: "MANIFOLD.rollunder.Field.morale", value: String(s.morale), tip: tip(s.morale === MORALE.min || s.morale === MORALE.max ? "MANIFOLD.rollunder.Tip.MoraleFixed" : "MANIFOLD.rollunder.Tip.Morale") },
      { key: "movement", label: "MANIFOLD.rollunder.Sheet.Movement", value: String(s.movement), tip: tip("MANIFOLD.rollunder.Tip.NpcMovement") },
    ],
    actsTwice: s.actsTwice,
    wisdomPenalty: s.wisdomPenalty,
    combat: input.combat ? { action: input.combat.action ? `MANIFOLD.rollunder.Action.${input.combat.action}` : "MANIFOLD.rollunder.Sheet.ActionUnspent", moved: input.combat.moved, left: feetLeft(input.combat) } : null,
    attacks,
    edit: [
      numberField(rollunderNpc, "hitDice", "MANIFOLD.rollunder.Field.hitDice", stored.hitDice),
      numberField(rollunderNpc, "hp.value", "MANIFOLD.rollunder.Field.hp.value", stored.hp.value),
      numberField(rollunderNpc, "hp.max", "MANIFOLD.rollunder.Field.hp.max", stored.hp.max),
      numberField(rollunderNpc, "attack", "MANIFOLD.rollunder.Field.attack", stored.attack),
      numberField(rollunderNpc, "defense", "MANIFOLD.rollunder.Field.defense", stored.defense),
      numberField(rollunderNpc, "movement", "MANIFOLD.rollunder.Field.movement", stored.movement),
      numberField(rollunderNpc, "morale", "MANIFOLD.rollunder.Field.morale", stored.morale),
      numberField(rollunderNpc, "wisdomPenalty", "MANIFOLD.rollunder.Field.wisdomPenalty", stored.wisdomPenalty),
      numberField(rollunderNpc, "deathOwed", "MANIFOLD.rollunder.Field.deathOwed", stored.deathOwed ?? 0),
    ],
    side: { value: stored.side, choices: { enemy: "MANIFOLD.rollunder.Npc.SideEnemy", ally: "MANIFOLD.rollunder.Npc.SideAlly" } },
    ally: s.side === "ally",
    checks: [
      { label: "MANIFOLD.rollunder.Field.hpFixed", name: "system.hpFixed", value: stored.hpFixed },
      { label: "MANIFOLD.rollunder.Field.actsTwice", name: "system.actsTwice", value: stored.actsTwice },
    ],
    gear: [
      { type: "rollunderWeapon", label: "MANIFOLD.rollunder.Sheet.Weapons", typeLabel: "TYPES.Item.rollunderWeapon", items: attacks },
      { type: "rollunderArmor", label: "MANIFOLD.rollunder.Sheet.Armour", typeLabel: "TYPES.Item.rollunderArmor", items: asItems(input.items).filter((i) => i.type === "rollunderArmor").map(gearRow) },
      { type: "rollunderShield", label: "MANIFOLD.rollunder.Sheet.Shields", typeLabel: "TYPES.Item.rollunderShield", items: asItems(input.items).filter((i) => i.type === "rollunderShield").map(gearRow) },
      { type: "rollunderGear", label: "MANIFOLD.rollunder.Sheet.Gear", typeLabel: "TYPES.Item.rollunderGear", items: asItems(input.items).filter((i) => i.type === "rollunderGear").map(gearRow) },
    ],
  };
}

/** The weapon rows' buttons (rows.ts weaponFigures) and the empty-hand touch: the base sheet's rolls. */
const WEAPON_ROLLS: readonly string[] = ["attack", "throw", "reload", "touch"];

/**
 * Where a stat-block button goes: the GM's own Morale and Reaction checks, the weapon rolls the
 * character sheet also makes, or nowhere (a player pressing a GM's check).
 */
export function npcRoll(kind: string, isGM: boolean): "morale" | "reaction" | "death" | "weapon" | null {
  if (kind === "morale" || kind === "reaction" || kind === "death") return isGM ? kind : null;
  return WEAPON_ROLLS.includes(kind) ? "weapon" : null;
}
