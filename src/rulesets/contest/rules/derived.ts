/**
 * Derived values of a contest character or NPC from its system data and owned items: what the
 * sheet shows and what a roll starts from. The data model's prepareDerivedData calls this.
 */
import { breakdown, type Breakdown } from "../../../core/breakdown";
import { ARMOR_LEVELS, SKILL_IDS, SHIELD_GEAR, UNARMED_GEAR, type ArmorLevel, type Skill } from "./constants";
import { initiativeSpec, type InitiativeSpec } from "./initiative";
import { attributeLabel, skillLabel } from "./labels";
import {
  armorBane,
  armorGear,
  checkStyleGear,
  styleCovers,
  untrainedEffects,
  weaponGear,
  type GearCheck,
  type UntrainedEffects,
  type Wielded,
} from "./style";
import type { ArmorItem, ContestActor, ContestItem, CreatureSystem, ShieldItem, StyleItem, WeaponItem } from "./types";

export interface ArmorOption {
  id: string | null;
  name: string;
  level: ArmorLevel;
  ar: number;
  magical: boolean;
}

export interface ArmorInUse {
  /** the armour whose AR counts, null when unarmoured */
  worn: ArmorOption | null;
  ar: number;
  magical: boolean;
  /** "choice": the character's armorChoice; "highest": the default; "none": no armour equipped */
  chosenBy: "choice" | "highest" | "none";
  /** every equipped armour, for the sheet's choice (contest.armor.5) */
  options: ArmorOption[];
}

export interface ShieldInUse {
  id: string | null;
  name: string;
  br: number;
}

export interface StyleSummary {
  id: string | null;
  name: string;
  rank: number;
  attribute: "str" | "agi";
  gear: string[];
  check: GearCheck;
  untrained: UntrainedEffects;
  /** Fighting Style test targets with each attribute a test may call for */
  targets: Record<"str" | "agi", Breakdown>;
}

export interface GearTraining {
  name: string;
  gear: string;
  /** names of the styles that cover it; empty = untrained */
  styles: string[];
}

export interface ContestDerived {
  skills: Record<Skill, Breakdown>;
  initiative: InitiativeSpec;
  armor: ArmorInUse;
  shield: ShieldInUse | null;
  health: { value: number; max: number; unconscious: boolean };
  wielded: Wielded;
  styles: StyleSummary[];
  /** bane on Dodge and Sorcery tests from armour no style covers (contest.style.8) */
  armorBane: boolean;
  training: GearTraining[];
  /** XP spent on gear beyond the free five, over all styles */
  styleXp: number;
}

export function prepareDerived(actor: ContestActor, items: readonly ContestItem[]): ContestDerived {
  const system = actor.system;
  const equipped = equippedGear(items);
  const armor = chooseArmor(equipped.armors, system.armorChoice);
  const shield = chooseShield(equipped.shields);
  const wielded: Wielded = {
    weapons: equipped.weapons.map(weaponGear),
    shield: shield !== null,
    armor: highestLevel(equipped.armors),
  };
  const styleItems = items.filter((i): i is StyleItem => i.type === "contestStyle");
  const styles = styleItems.map((style) => summariseStyle(style, system, wielded));
  return {
    skills: skillTargets(system),
    initiative: initiativeSpec(actor),
    armor,
    shield,
    health: { value: system.health.value, max: system.health.max, unconscious: system.health.value <= 0 },
    wielded,
    styles,
    armorBane: armorBane(styleItems.map((s) => s.system.gear), wielded.armor),
    training: gearTraining(equipped, styleItems),
    styleXp: styles.reduce((sum, s) => sum + s.check.xpCost, 0),
  };
}

/** Each skill's target: its attribute (the sheet may change which) + its value (contest.attack.1). */
export function skillTargets(system: Pick<CreatureSystem, "attributes" | "skills">): Record<Skill, Breakdown> {
  const entries = SKILL_IDS.map((skill): [Skill, Breakdown] => {
    const data = system.skills[skill];
    return [
      skill,
      breakdown(
        { label: attributeLabel(data.attribute), value: system.attributes[data.attribute] },
        { label: skillLabel(skill), value: data.value },
      ),
    ];
  });
  return Object.fromEntries(entries) as Record<Skill, Breakdown>;
}

/**
 * The armour whose AR counts: ratings never combine (contest.armor.5). The character's choice
 * wins when it names an equipped armour; otherwise the highest AR, a magical one first on a tie.
 */
export function chooseArmor(armors: readonly ArmorItem[], choice: string): ArmorInUse {
  const options = armors.map(
    (a): ArmorOption => ({ id: a.id ?? null, name: a.name, level: a.system.level, ar: a.system.ar, magical: a.system.magical }),
  );
  const chosen = choice ? options.find((o) => o.id === choice) : undefined;
  if (chosen) return { worn: chosen, ar: chosen.ar, magical: chosen.magical, chosenBy: "choice", options };
  const best = [...options].sort((a, b) => b.ar - a.ar || Number(b.magical) - Number(a.magical))[0];
  if (!best) return { worn: null, ar: 0, magical: false, chosenBy: "none", options };
  return { worn: best, ar: best.ar, magical: best.magical, chosenBy: "highest", options };
}

/** The equipped shield with the highest BR, or null when the character wields none. */
export function chooseShield(shields: readonly ShieldItem[]): ShieldInUse | null {
  const best = [...shields].sort((a, b) => b.system.br - a.system.br)[0];
  return best ? { id: best.id ?? null, name: best.name, br: best.system.br } : null;
}

function summariseStyle(style: StyleItem, system: CreatureSystem, wielded: Wielded): StyleSummary {
  const untrained = untrainedEffects(style.system.gear, wielded);
  const target = (attribute: "str" | "agi"): Breakdown =>
    breakdown(
      { label: attributeLabel(attribute), value: system.attributes[attribute] },
      { label: style.name, value: style.system.rank },
      { label: "MANIFOLD.contest.Modifier.Untrained", value: untrained.penalty },
    );
  return {
    id: style.id ?? null,
    name: style.name,
    rank: style.system.rank,
    attribute: style.system.attribute,
    gear: style.system.gear,
    check: checkStyleGear(style.system.gear),
    untrained,
    targets: { str: target("str"), agi: target("agi") },
  };
}

interface EquippedGear {
  weapons: WeaponItem[];
  armors: ArmorItem[];
  shields: ShieldItem[];
}

function equippedGear(items: readonly ContestItem[]): EquippedGear {
  return {
    weapons: items.filter((i): i is WeaponItem => i.type === "contestWeapon" && i.system.equipped),
    armors: items.filter((i): i is ArmorItem => i.type === "contestArmor" && i.system.equipped),
    shields: items.filter((i): i is ShieldItem => i.type === "contestShield" && i.system.equipped),
  };
}

/** Full covers partial in training, so checking the heaviest level worn checks every piece. */
function highestLevel(armors: readonly ArmorItem[]): ArmorLevel | null {
  const levels = armors.map((a) => ARMOR_LEVELS.indexOf(a.system.level));
  return levels.length ? (ARMOR_LEVELS[Math.max(...levels)] ?? null) : null;
}

function gearTraining(equipped: EquippedGear, styles: readonly StyleItem[]): GearTraining[] {
  const row = (name: string, gear: string): GearTraining => ({
    name,
    gear,
    styles: styles.filter((s) => styleCovers(s.system.gear, gear)).map((s) => s.name),
  });
  const rows = equipped.weapons.map((w) => row(w.name, weaponGear(w)));
  if (rows.length === 0) rows.push(row("MANIFOLD.contest.Gear.Unarmed", UNARMED_GEAR));
  for (const shield of equipped.shields) rows.push(row(shield.name, SHIELD_GEAR));
  for (const armor of equipped.armors) rows.push(row(armor.name, armorGear(armor.system.level)));
  return rows;
}
