/**
 * What the Roll-Under character sheet shows, built from plain data by pure functions: the Foundry
 * sheet and the browser gallery call the same builder, so the gallery renders what Foundry renders.
 * Every derived number comes from the rules' own steps (prepareStep, attackTarget, economy).
 */
import { pluralKey } from "../../../core/plural";
import { prepareStep } from "../play/prepare";
import { fighter } from "../play/open";
import { attackTarget } from "../rules/attack";
import { actionFeet, feetLeft, turnStart } from "../rules/economy";
import { slotsUsed } from "../rules/gear";
import { ABILITIES, type CharacterSystem, type CombatantSystem, type RollunderItem } from "../rules/types";
import { defenseTip, movementTip, rollunderTips, stealthTip, weaponAttackTip } from "./tips";
import { ABILITY_LABEL, gearRow, numberField, slotText, weaponFigures } from "./rows";
import { rollunderCharacter } from "../rules/schema";

export interface ItemRow {
  id: string;
  name: string;
  img: string;
  type: string;
  system: unknown;
}

export interface ActorInput {
  actor: { name: string; img: string; system: CharacterSystem };
  items: readonly ItemRow[];
  /** the stored values before Active Effects; a difference is shown as "from effects" */
  source?: CharacterSystem;
  editMode: boolean;
  editable: boolean;
  /** the character's combatant in the active combat, or null out of combat */
  combat: CombatantSystem | null;
}

/** The rows as the rules read them: their types and systems are the stored shapes of rules/types.ts. */
export const asItems = (rows: readonly ItemRow[]) => rows as unknown as readonly (RollunderItem & { img: string })[];

/** This turn's economy, read-only: the action taken (or none yet), feet moved and left. */
function combatView(c: CombatantSystem | null) {
  if (!c) return null;
  return {
    action: c.action ? `MANIFOLD.rollunder.Action.${c.action}` : "MANIFOLD.rollunder.Sheet.ActionUnspent",
    moved: c.moved,
    left: feetLeft(c),
  };
}

export function actorSheetContext(input: ActorInput) {
  const system = input.actor.system;
  const items = asItems(input.items);
  const d = prepareStep(system, items);
  const stored = input.source ?? system;
  const self = fighter({ uuid: "", name: input.actor.name, img: "", pc: true, attack: system.attack, defense: system.defense, items, arrows: system.arrows });
  const quickdrawUsed = slotsUsed(items.filter((i) => i.type !== "rollunderArmor" && i.type !== "rollunderShield" && i.system.quickdraw));

  const weapons = items.flatMap((i) => {
    if (i.type !== "rollunderWeapon") return [];
    // Against a Defense of 10 the target's term is 0: the number is the weapon's own.
    const target = attackTarget(self, { pc: true, attack: 0, defense: 10 }, { weapon: i.system, distance: null, range: null, dualLight: false, modifier: 0 });
    return [{ ...gearRow(i), ...weaponFigures(i.system), attack: { total: target.total, tip: weaponAttackTip(target.parts, target.total) } }];
  });
  const ofType = (type: RollunderItem["type"]) => items.filter((i) => i.type === type).map(gearRow);

  return {
    isCharacter: true,
    name: input.actor.name,
    img: input.actor.img,
    editMode: input.editMode,
    editable: input.editable,
    abilities: ABILITIES.map((key) => ({
      key,
      label: ABILITY_LABEL[key],
      value: system.abilities[key],
      stored: stored.abilities[key],
      fromEffects: system.abilities[key] - stored.abilities[key],
      name: `system.abilities.${key}`,
    })),
    scores: [
      { key: "attack", label: "MANIFOLD.rollunder.Field.attack", value: system.attack, tip: rollunderTips.attack },
      { key: "defense", label: "MANIFOLD.rollunder.Field.defense", value: d.defense.total, tip: defenseTip(d) },
      { key: "movement", label: "MANIFOLD.rollunder.Sheet.Movement", value: d.movement, tip: movementTip(system, items, d), unit: true },
      { key: "stealth", label: "MANIFOLD.rollunder.Sheet.Stealth", value: d.stealth === 0 ? "0" : String(d.stealth).replace("-", "−"), tip: stealthTip(items, d) },
      { key: "level", label: "MANIFOLD.rollunder.Field.level", value: system.level, tip: rollunderTips.level },
    ],
    // The feet a turn's move and a run give with this Movement (rollunder.turn.3, .10).
    feet: { move: turnStart(d.movement).allowance, run: actionFeet("run", d.movement) },
    hp: {
      value: system.hp.value,
      stored: stored.hp.value,
      max: system.hp.max,
      storedMax: stored.hp.max,
      pct: system.hp.max > 0 ? Math.max(0, Math.min(100, Math.round((100 * system.hp.value) / system.hp.max))) : 0,
      down: system.hp.value <= 0,
      lethal: d.lethal,
      deathOwed: stored.deathOwed ?? 0,
      tip: rollunderTips.hp,
    },
    slots: {
      used: slotText(d.slots),
      max: system.slots.max,
      over: d.slots > system.slots.max,
      quickdrawUsed: slotText(quickdrawUsed),
      quickdraw: system.slots.quickdraw,
      quickdrawOver: quickdrawUsed > system.slots.quickdraw,
      tip: rollunderTips.slots,
      quickdrawTip: rollunderTips.quickdraw,
    },
    supplies: [
      { key: "rations", label: pluralKey("MANIFOLD.rollunder.Sheet.Rations", system.rations), value: system.rations, stored: stored.rations, name: "system.rations", tip: rollunderTips.rations },
      { key: "arrows", label: pluralKey("MANIFOLD.rollunder.Sheet.Arrows", system.arrows), value: system.arrows, stored: stored.arrows, name: "system.arrows", tip: rollunderTips.arrows },
    ],
    edit: [
      numberField(rollunderCharacter, "attack", "MANIFOLD.rollunder.Field.attack", stored.attack),
      numberField(rollunderCharacter, "defense", "MANIFOLD.rollunder.Field.defense", stored.defense),
      numberField(rollunderCharacter, "movement", "MANIFOLD.rollunder.Field.movement", stored.movement),
      numberField(rollunderCharacter, "level", "MANIFOLD.rollunder.Field.level", stored.level),
      numberField(rollunderCharacter, "hp.value", "MANIFOLD.rollunder.Field.hp.value", stored.hp.value),
      numberField(rollunderCharacter, "hp.max", "MANIFOLD.rollunder.Field.hp.max", stored.hp.max),
      numberField(rollunderCharacter, "slots.max", "MANIFOLD.rollunder.Field.slots.max", stored.slots.max),
      numberField(rollunderCharacter, "slots.quickdraw", "MANIFOLD.rollunder.Field.slots.quickdraw", stored.slots.quickdraw),
      numberField(rollunderCharacter, "rations", "MANIFOLD.rollunder.Field.rations", stored.rations),
      numberField(rollunderCharacter, "arrows", "MANIFOLD.rollunder.Field.arrows", stored.arrows),
    ],
    combat: combatView(input.combat),
    weapons,
    gear: [
      { type: "rollunderWeapon", label: "MANIFOLD.rollunder.Sheet.Weapons", typeLabel: "TYPES.Item.rollunderWeapon", items: ofType("rollunderWeapon") },
      { type: "rollunderArmor", label: "MANIFOLD.rollunder.Sheet.Armour", typeLabel: "TYPES.Item.rollunderArmor", items: ofType("rollunderArmor") },
      { type: "rollunderShield", label: "MANIFOLD.rollunder.Sheet.Shields", typeLabel: "TYPES.Item.rollunderShield", items: ofType("rollunderShield") },
      { type: "rollunderGear", label: "MANIFOLD.rollunder.Sheet.Gear", typeLabel: "TYPES.Item.rollunderGear", items: ofType("rollunderGear") },
    ],
  };
}
