/**
 * The energy sheet's tooltips: what each derived number and abbreviation is, and its formula in
 * this actor's numbers. Pure, so a test can read the very text a player hovers.
 */
import { tip, withBonus, type Part, type Term, type Tip } from "../../../core/breakdown";
import { BASE_AGILITY } from "../rules/constants";
import { DEFAULT_INITIATIVE_FORMULA } from "../rules/initiative-formula";
import { halved, type EnergyDerived } from "../rules/derived";
import { sizeReach } from "../rules/size";
import type { CreatureSystem } from "../rules/types";
import { signed as sign } from "../../../core/roll-dialog";

const T = (key: string) => `MANIFOLD.energy.Tip.${key}`;

/**
 * The world's Initiative roll (a GM setting such as "1d20 + @initiative") with this actor's bonus
 * in place, as a player would write it: "1d20 + 2".
 */
export function resolvedInitiative(formula: string, bonus: number): string {
  return formula
    .replace(/([+-])\s*@initiative/g, (_all, op: string) => withBonus("", op === "-" ? -bonus : bonus).trim() || "+ 0")
    .replace(/@initiative/g, String(bonus))
    .replace(/\s+/g, " ")
    .trim();
}

/** The exploding die of a defence roll: "1d10*" rolls again on its highest face and adds. */
export const explodingDie = (faces: number) => ({ die: `1d${faces}*`, faces });

export function defenseTip(key: string, faces: number, total: number, parts: readonly Part[]): Tip {
  return tip(T(`Defense.${key}`), { parts, total: sign(total), roll: withBonus(`1d${faces}*`, total) });
}

/** Tooltips of the "Attack and movement" list, in the order the sheet shows it. */
export function offenseTips(system: CreatureSystem, d: EnergyDerived, initiativeFormula = DEFAULT_INITIATIVE_FORMULA) {
  const abilityParts = d.masab.parts.filter((p) => p.label !== "MANIFOLD.energy.Part.DividedBy3");
  const scaledAura = Math.floor((d.auraModifier * 4) / 3);
  return {
    masab: tip(T("Masab"), { parts: abilityParts, after: T("DividedBy3"), total: sign(d.masab.total) }),
    unarmedAv: tip(T("UnarmedAv"), { parts: d.unarmedAv.parts, total: d.unarmedAv.total, roll: withBonus("1d20", d.unarmedAv.total) }),
    initiative: tip(T("Initiative"), { parts: d.initiative.parts, total: sign(d.initiative.total), roll: resolvedInitiative(initiativeFormula, d.initiative.total) }),
    arm: tip(T("ArmStrength"), { parts: d.arm.parts, total: d.arm.total }),
    leg: tip(T("LegStrength"), { parts: d.leg.parts, total: d.leg.total }),
    maxAgility: tip(T("MaxAgility"), {
      parts: [
        { label: "MANIFOLD.energy.Part.Base", value: BASE_AGILITY },
        { label: "MANIFOLD.energy.Sheet.LegStrength", value: d.leg.total },
        ...(system.bonus.agility ? [{ label: "MANIFOLD.energy.Field.bonus.agility", value: system.bonus.agility }] : []),
      ],
      total: d.maxAgility,
    }),
    reach: tip(T("Reach"), { parts: [{ label: "MANIFOLD.energy.Part.Base", value: 1 }, { label: "MANIFOLD.energy.Field.size", value: sizeReach(system.size) }], total: d.reach }),
    jump: tip(T("Jump")),
    missSize: tip(T("MissSize")),
    armor: tip(T("Armor")),
    aura: tip(T("AuraStrength"), { parts: [{ label: "MANIFOLD.energy.Part.Base", value: 20 }, { label: "MANIFOLD.energy.Part.AuraModifierScaled", value: scaledAura }], total: d.auraStrength }),
  };
}

/** The header's pools: what each is, and where its maximum comes from. */
export function poolTips(system: CreatureSystem, d: EnergyDerived) {
  return {
    aura: tip(T("Aura"), { parts: [{ label: "MANIFOLD.energy.Part.Base", value: 20 }, { label: "MANIFOLD.energy.Part.AuraModifierScaled", value: Math.floor((d.auraModifier * 4) / 3) }], total: d.auraStrength }),
    stamina: tip(T("Stamina"), { parts: [{ label: "MANIFOLD.energy.Field.abilities.con", value: system.abilities.con }], total: d.maxStamina }),
    surges: tip(T("Surges"), { parts: [{ label: "MANIFOLD.energy.Part.Base", value: 5 }, { label: "MANIFOLD.energy.Part.HalfCon", value: halved(d.mods.con) }], total: d.recoverySurges }),
  };
}

/** The in-combat counters, which show a number or a tick. */
export function combatTips(swiftUsed: boolean, initiativeUsed: boolean, maxAgility: number) {
  return {
    energy: tip(T("Energy")),
    agility: tip(T("Agility"), { total: maxAgility }),
    swift: tip(swiftUsed ? "MANIFOLD.energy.Tracker.SwiftUsed" : "MANIFOLD.energy.Tracker.SwiftReady"),
    initiative: tip(initiativeUsed ? "MANIFOLD.energy.Tracker.InitiativeUsed" : "MANIFOLD.energy.Tracker.InitiativeReady"),
  };
}

/** A weapon's Attack Value: 15 + MASAB + the weapon's bonus, 1 less when not proficient. */
export function attackValue(d: EnergyDerived, attackBonus: number, proficient: boolean): { total: number; tip: Tip } {
  const parts: Part[] = [
    { label: "MANIFOLD.energy.Part.Base", value: 15 },
    { label: "MANIFOLD.energy.Part.Masab", value: d.masab.total },
    ...(attackBonus ? [{ label: "MANIFOLD.energy.Field.attackBonus", value: attackBonus }] : []),
    ...(proficient ? [] : [{ label: "MANIFOLD.energy.Part.NotProficient", value: -1 }]),
  ];
  const total = parts.reduce((sum, p) => sum + p.value, 0);
  return { total, tip: tip("MANIFOLD.energy.AbbrTip.AV", { parts, total, roll: withBonus("1d20", total) }) };
}

/** Miss Chance Modifier = 8 − Accuracy − ½ Dex mod: both are taken away, whatever their sign. */
export function missChanceTip(accuracy: number, halfDex: number, total: number): Tip {
  const terms: Term[] = [
    { op: "", label: "MANIFOLD.energy.Part.Base", value: 8 },
    { op: "−", label: "MANIFOLD.energy.Field.accuracy", value: accuracy },
    { op: "−", label: "MANIFOLD.energy.Part.HalfDex", value: halfDex },
  ];
  return tip("MANIFOLD.energy.AbbrTip.MissChance", { terms, total });
}

/** A gear row's abbreviation, explained; `parts` when the value is a sum. */
export const abbrTip = (abbr: string, parts?: readonly Part[], total?: number | string): Tip => tip(`MANIFOLD.energy.AbbrTip.${abbr}`, parts ? { parts, total } : {});
