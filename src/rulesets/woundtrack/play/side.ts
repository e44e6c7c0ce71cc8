/**
 * A Wound Track creature as a play step reads it: its scores, the track and pools, what it holds,
 * its conditions, and its combatant (with its initiative) in the active combat.
 */
import type { StatusChange } from "../../../core/play/types";
import type { DefenceFacts, WeaponBlock } from "../rules/defences";
import type { ToughnessParts } from "../rules/damage";
import { characterSlots, npcSlots, type WoundTrack } from "../rules/wounds";
import type { SkillId } from "../rules/skills";
import type { Mounted } from "./mounted";
import type { ActionSystem, ArmorSystem, CombatantSystem, CreatureSystem, WeaponSystem } from "../rules/types";

export type WoundtrackItem =
  | { id: string; name: string; type: "woundtrackWeapon"; system: WeaponSystem }
  | { id: string; name: string; type: "woundtrackArmor"; system: ArmorSystem }
  | { id: string; name: string; type: "woundtrackAction"; system: ActionSystem };

export type Weapon = Extract<WoundtrackItem, { type: "woundtrackWeapon" }>;
export type Action = Extract<WoundtrackItem, { type: "woundtrackAction" }>;

/** Its combatant in the started combat: the stored system and the combat's initiative. */
export interface Fighting extends CombatantSystem {
  initiative: number;
  /** the initiative it acts by: a mounted pair's worse one (woundtrack.mount.3); its own when absent */
  turnInitiative?: number;
}

export interface WoundtrackSide {
  uuid: string;
  /** an NPC (its track by tier, and the NPC rules unless the GM marked it special) */
  npc: boolean;
  system: CreatureSystem;
  items: readonly WoundtrackItem[];
  /** conditions in force, a parent's daughters too */
  statuses: readonly string[];
  combatant: Fighting | null;
  /** the combat has started and it holds the turn (true out of combat: nothing is counted there) */
  onTurn: boolean;
  /** the initiative of the combatant holding the turn, for an action off its own turn; null when none holds it */
  activeInitiative: number | null;
  /** mounted combat in a started combat: the Size of what it rides, an untrained mount in the pair; absent on foot or out of combat */
  mounted?: Mounted | null;
}

/** A skill's rank, and one specialisation's rank under it (0 for one it lacks). */
export function rankOf(system: Pick<CreatureSystem, "skills">, skill: SkillId, specialisation: string | null = null): { skill: number; specialisation: number } {
  const s = system.skills[skill];
  const name = specialisation?.trim().toLowerCase() ?? "";
  const spec = name ? s.specialisations.find((x) => x.name.trim().toLowerCase() === name) : undefined;
  return { skill: s.rank, specialisation: spec?.rank ?? 0 };
}

export const equippedWeapons = (items: readonly WoundtrackItem[]): Weapon[] => items.filter((i): i is Weapon => i.type === "woundtrackWeapon" && i.system.equipped);

/** What every Defense is built from (woundtrack.defense.4-10): scores, the three skills, four specialisations, equipped blocks. */
export function defenceFacts(s: Pick<WoundtrackSide, "system" | "items">): DefenceFacts {
  const { system: c } = s;
  // A spell blocks nothing: only weapons held ready add their block (woundtrack.defense.4-5).
  const blocks: WeaponBlock[] = equippedWeapons(s.items).filter((w) => w.system.kind !== "spell" && w.system.block.bonus > 0).map((w) => ({ ...w.system.block }));
  return {
    size: c.size, speed: c.speed, str: c.attributes.str, dex: c.attributes.dex, vit: c.attributes.vit, rsn: c.attributes.rsn, prs: c.attributes.prs,
    skills: { athletics: c.skills.athletics.rank, reflex: c.skills.reflex.rank, resistance: c.skills.resistance.rank },
    specialisations: {
      power: rankOf(c, "athletics", "Power").specialisation,
      agility: rankOf(c, "reflex", "Agility").specialisation,
      fortitude: rankOf(c, "resistance", "Fortitude").specialisation,
      willpower: rankOf(c, "resistance", "Willpower").specialisation,
    },
    blocks,
  };
}

/** Toughness's parts: the best equipped armour counts as armour (woundtrack.tough.2). */
export function toughnessParts(s: Pick<WoundtrackSide, "system" | "items">): ToughnessParts {
  const armor = s.items.filter((i) => i.type === "woundtrackArmor" && i.system.equipped).reduce((best, i) => Math.max(best, (i.system as ArmorSystem).armor), 0);
  return { vitality: s.system.attributes.vit, size: s.system.size, armor, other: s.system.toughness.other };
}

/** Its track: the Vitality table's slots for a character, the tier's for an NPC (woundtrack.slots.*, npc.4-7). */
export function trackOf(s: Pick<WoundtrackSide, "system" | "npc">): WoundTrack {
  const { attributes, tier, wounds } = s.system;
  const slots = s.npc ? npcSlots(tier, attributes.prs) : characterSlots(attributes.vit, attributes.prs);
  return { slots, wounds: { ...wounds } };
}

/** The conditions a step puts on and takes off one creature, leaving alone what already stands or is already gone. */
export function statusChanges(s: Pick<WoundtrackSide, "statuses">, add: readonly string[], remove: readonly string[], rounds: Readonly<Record<string, number>> = {}): StatusChange[] {
  return [
    ...add.filter((id) => !s.statuses.includes(id)).map((id): StatusChange => ({ side: "attacker", id, active: true, ...(rounds[id] ? { rounds: rounds[id] } : {}) })),
    ...remove.filter((id) => s.statuses.includes(id)).map((id): StatusChange => ({ side: "attacker", id, active: false })),
  ];
}
