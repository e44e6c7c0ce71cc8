/**
 * What the energy actor sheet shows, built from plain data by pure functions: the Foundry sheet
 * and the browser gallery call the same builder, so the gallery renders what Foundry renders.
 */
import type { Breakdown, Tip } from "../../../core/breakdown";
import { ABILITIES, DAMAGE_TYPES, MANEUVERS, SIZES } from "../rules/constants";
import { halved, proficient } from "../rules/derived";
import { ACTIONS, type ActionId } from "../rules/economy";
import { MISS_SIZE, drawRange, missChanceModifier, thrownTrio, usableDraw } from "../rules/ranged";
import { SIZE_CHART } from "../rules/size";
import { critRange } from "../rules/settle";
import { sheetStep } from "../play/sheet";
import { abbrTip, attackValue, combatTips, defenseTip, explodingDie, missChanceTip, offenseTips, poolTips } from "./tips";
import type { AbilitySystem, ArmorSystem, CombatantSystem, CreatureSystem, EnergyItem, RangedSystem, ShieldSystem, WeaponSystem } from "../rules/types";
import { signed as sign } from "../../../core/roll-dialog";

export interface ActorInput {
  actor: { name: string; img: string; type: "energyCharacter" | "energyNpc"; system: CreatureSystem };
  items: { id: string; name: string; img: string; type: string; system: unknown }[];
  /** the stored values before Active Effects; a difference is shown as "from effects" */
  source?: CreatureSystem;
  statuses: ReadonlySet<string>;
  editMode: boolean;
  editable: boolean;
  combat: CombatantSystem | null;
  /** the world's Initiative roll setting, so the tooltip shows the roll this actor makes */
  initiativeFormula?: string;
}

const SHEET_ACTIONS: readonly (ActionId | "initiative")[] = ["defend", "shift", "shiftAgility", "run", "sprint", "jump", "kneel", "standUp", "pickUp", "stow", "catchBreath", "agileMove", "breakDoor", "climb", "escape", "initiative"];

const parts = (b: Breakdown) => b.parts.map((p) => ({ label: p.label, value: p.value }));
/** MASAB's parts as words: the abilities, then "then ÷ 3, rounded down" rather than a bare correction. */
const masabParts = (b: Breakdown) => [...parts(b).filter((p) => p.label !== "MANIFOLD.energy.Part.DividedBy3"), { label: "MANIFOLD.energy.Tip.DividedBy3", value: 0, note: true }];
/** A defence row: its exploding die (explained on hover) and its total with the roll it makes. */
const defense = (key: string, faces: number, b: Breakdown) => ({ key, label: `MANIFOLD.energy.Defense.${key}`, ...explodingDie(faces), total: b.total, parts: parts(b), tip: defenseTip(key, faces, b.total, b.parts) });
const pct = (value: number, max: number) => (max > 0 ? Math.max(0, Math.min(100, Math.round((100 * value) / max))) : 0);

const A = (key: string) => `MANIFOLD.energy.Abbr.${key}`;
/** A value with the lang key that names it, so the template localizes every word; its tooltip says what it is. */
interface Stat {
  label: string;
  value: string | number;
  tip?: Tip;
}

function costOf(id: ActionId | "initiative"): Stat[] {
  if (id === "initiative") return [];
  const c = ACTIONS[id] as { energy: number; stamina?: number; agility?: number };
  const out: Stat[] = [];
  if (c.energy) out.push({ label: A("Energy"), value: c.energy });
  if (c.stamina) out.push({ label: A("Stamina"), value: c.stamina });
  if (c.agility) out.push({ label: A("Agility"), value: c.agility });
  return out.length ? out : [{ label: A("Energy"), value: 0 }];
}
/** Stowing or equipping as an action in combat: it costs Energy and a Shaken hand may drop the item (energy.action.10-11). */
const stowRoll = (equipped: boolean) => ({ kind: "stow", label: equipped ? "MANIFOLD.energy.Sheet.Stow" : "MANIFOLD.energy.Sheet.Equip" });
const stowIn = (combat: unknown, equipped: boolean) => (combat ? [stowRoll(equipped)] : []);
const trioText = (t: { near: number; far: number; max: number }) => `${t.near}/${t.far}/${t.max}`;

export function actorSheetContext(input: ActorInput) {
  const { actor } = input;
  const system = actor.system;
  const items = input.items as unknown as (EnergyItem & { id: string; img: string })[];
  const shown = sheetStep({ type: actor.type, system, items, statuses: input.statuses });
  const d = shown.derived;
  const stored = input.source ?? system;
  // One equip control per item: out of combat the hand icon, free; in combat the paid Stow or Equip (stowRoll).
  const row = (i: (typeof items)[number]) => ({ id: i.id, name: i.name, img: i.img, type: i.type, equipped: !!(i.system as { equipped?: boolean }).equipped, equippable: i.type !== "energyAbility" && !input.combat });
  const ofType = (type: EnergyItem["type"]) => items.filter((i) => i.type === type);

  const weapons = ofType("energyWeapon").map((i) => {
    const w = i.system as WeaponSystem;
    const prof = proficient(system, w.mpr);
    const av = attackValue(d, w.attackBonus, prof);
    const trio = thrownTrio(w, d.arm.total);
    return {
      ...row(i),
      unproficient: !prof,
      summary: [
        { label: A("AV"), value: av.total, tip: av.tip },
        { label: A("Damage"), value: `${w.damage} ${sign(d.masdb.total)}`, tip: abbrTip("MeleeDamage") },
        { label: A("Reach"), value: w.reach, tip: abbrTip("Reach") },
        { label: A("Crit"), value: `${critRange(w.precision)}-20`, tip: abbrTip("Crit") },
        { label: A("Thrown"), value: trioText(trio), tip: abbrTip("Thrown") },
      ],
      rolls: [
        { kind: "attack", label: "MANIFOLD.energy.Sheet.Attack" },
        { kind: "swift", label: "MANIFOLD.energy.Sheet.Swift" },
        { kind: "throw", label: "MANIFOLD.energy.Sheet.Throw" },
        ...stowIn(input.combat, w.equipped),
      ],
    };
  });
  const ranged = ofType("energyRanged").map((i) => {
    const r = i.system as RangedSystem;
    const prof = proficient(system, r.mpr);
    const draw = usableDraw(r.drawWeight, d.arm.total, r.kind, r.twoHanded, system.mpl.level);
    const trio = r.drawWeight > 0 ? drawRange(r.range, draw) : r.range;
    const accuracy = r.accuracy;
    const mcm = missChanceModifier(accuracy, d.mods.dex);
    const mcmTip = missChanceTip(accuracy, halved(d.mods.dex), mcm);
    const extra = r.drawWeight > 0 ? draw.extraDamage : 0;
    return {
      ...row(i),
      unproficient: !prof,
      summary: [
        { label: A("MissChance"), value: mcm, tip: mcmTip },
        { label: A("Damage"), value: `${r.damage}${extra ? ` +${extra}` : ""}`, tip: abbrTip("RangedDamage") },
        ...(r.drawWeight > 0 ? [{ label: A("Draw"), value: Math.min(r.drawWeight, draw.kg), tip: abbrTip("Draw") }] : []),
        { label: A("Range"), value: trioText(trio), tip: abbrTip("Range") },
        ...(r.loaded ? [] : [{ label: A("Unloaded"), value: "", tip: abbrTip("Unloaded") }]),
      ],
      rolls: [
        { kind: "shoot", label: "MANIFOLD.energy.Sheet.Shoot" },
        { kind: "load", label: "MANIFOLD.energy.Sheet.Load" },
        ...stowIn(input.combat, r.equipped),
      ],
    };
  });
  const armor = ofType("energyArmor").map((i) => {
    const a = i.system as ArmorSystem;
    const summary: Stat[] = [
      { label: A("AR"), value: a.ar, tip: abbrTip("AR") },
      { label: A("Coverage"), value: `${a.coverage.melee}/${a.coverage.ranged}`, tip: abbrTip("Coverage") },
      { label: A("Penalty"), value: -a.evasionPenalty, tip: abbrTip("Penalty") },
      ...(a.broken ? [{ label: A("Broken"), value: "", tip: abbrTip("Broken") }] : []),
    ];
    return { ...row(i), unproficient: !proficient(system, a.mpr), summary, rolls: [] };
  });
  const shields = ofType("energyShield").map((i) => {
    const s = i.system as ShieldSystem;
    const summary: Stat[] = [
      { label: A("Evasion"), value: sign(s.evasion), tip: abbrTip("ShieldEvasion") },
      { label: A("RangedEvasion"), value: sign(s.ranged), tip: abbrTip("ShieldRanged") },
      ...(s.broken ? [{ label: A("Broken"), value: "", tip: abbrTip("Broken") }] : []),
    ];
    return { ...row(i), unproficient: !proficient(system, s.mpr), summary, rolls: stowIn(input.combat, s.equipped) };
  });
  const abilities = ofType("energyAbility").map((i) => {
    const a = i.system as AbilitySystem;
    const summary: Stat[] = [
      { label: A("Energy"), value: a.energyCost, tip: abbrTip("EnergyCost") },
      ...(a.staminaCost ? [{ label: A("Stamina"), value: a.staminaCost, tip: abbrTip("StaminaCost") }] : []),
      ...(a.uses.max > 0 ? [{ label: A("Uses"), value: `${a.uses.value}/${a.uses.max}`, tip: abbrTip("Uses") }] : []),
    ];
    return { ...row(i), unproficient: false, summary, rolls: [{ kind: "use", label: "MANIFOLD.energy.Sheet.Use" }] };
  });

  const poolTip = poolTips(system, d);
  const pool = (key: keyof typeof poolTip, label: string, value: number, max: number, name: string, storedValue: number) => ({ key, label, value, max, name, stored: storedValue, pct: pct(value, max), empty: value <= 0, tip: poolTip[key] });
  const off = offenseTips(system, d, input.initiativeFormula);
  const combatTip = input.combat ? combatTips(input.combat.swiftUsed, input.combat.initiativeUsed, d.maxAgility) : null;
  return {
    name: actor.name,
    img: actor.img,
    system,
    isCharacter: actor.type === "energyCharacter",
    editMode: input.editMode,
    editable: input.editable,
    pools: [
      pool("aura", "MANIFOLD.energy.Field.aura.value", system.aura.value, d.auraStrength, "system.aura.value", stored.aura.value),
      pool("stamina", "MANIFOLD.energy.Field.stamina.value", system.stamina.value, d.maxStamina, "system.stamina.value", stored.stamina.value),
      pool("surges", "MANIFOLD.energy.Field.surges.value", system.surges.value, d.recoverySurges, "system.surges.value", stored.surges.value),
    ],
    combat: input.combat
      ? {
          pools: [
            { key: "energy", label: "MANIFOLD.energy.Tracker.Energy", value: input.combat.energy, max: 5, tip: combatTip!.energy },
            { key: "agility", label: "MANIFOLD.energy.Tracker.Agility", value: input.combat.agility, max: d.maxAgility, tip: combatTip!.agility },
            { key: "swift", label: "MANIFOLD.energy.Tracker.Swift", value: input.combat.swiftUsed ? "✗" : "✓", max: null, tip: combatTip!.swift },
            { key: "initiative", label: "MANIFOLD.energy.Tracker.Initiative", value: input.combat.initiativeUsed ? input.combat.initiative : "✓", max: null, tip: combatTip!.initiative },
          ],
        }
      : null,
    conditions: shown.conditions.map((c) => ({ ...c, label: `MANIFOLD.energy.Condition.${c.id}` })),
    abilities: ABILITIES.map((key) => ({
      key,
      label: `MANIFOLD.energy.Field.abilities.${key}`,
      value: system.abilities[key],
      mod: d.mods[key],
      stored: stored.abilities[key],
      fromEffects: system.abilities[key] - stored.abilities[key],
      name: `system.abilities.${key}`,
    })),
    // Play mode shows what a fight needs; the build's bookkeeping (MPL spent, inherent and other
    // bonuses, already inside the totals below) is edited, and shown, in edit mode only.
    details: [
      { label: "MANIFOLD.energy.Field.level", name: "system.level", stored: stored.level, display: system.level },
      { label: "MANIFOLD.energy.Field.race", name: "system.race", stored: stored.race, display: system.race || "—", text: true },
      { label: "MANIFOLD.energy.Field.size", name: "system.size", stored: stored.size, display: `MANIFOLD.energy.Choice.size.${system.size}`, choices: Object.fromEntries(SIZES.map((s) => [s, `MANIFOLD.energy.Choice.size.${s}`])) },
      { label: "MANIFOLD.energy.Field.speed", name: "system.speed", stored: stored.speed, display: d.speed, tip: "MANIFOLD.energy.Tip.Speed" },
      { label: "MANIFOLD.energy.Field.mpl.level", name: "system.mpl.level", stored: stored.mpl.level, display: system.mpl.level, tip: "MANIFOLD.energy.Tip.Mpl" },
      ...(input.editMode
        ? [
            { label: "MANIFOLD.energy.Field.mpl.arm", name: "system.mpl.arm", stored: stored.mpl.arm, display: system.mpl.arm, tip: "MANIFOLD.energy.Tip.Mpl" },
            { label: "MANIFOLD.energy.Field.mpl.leg", name: "system.mpl.leg", stored: stored.mpl.leg, display: system.mpl.leg, tip: "MANIFOLD.energy.Tip.Mpl" },
            { label: "MANIFOLD.energy.Field.mpl.initiative", name: "system.mpl.initiative", stored: stored.mpl.initiative, display: system.mpl.initiative, tip: "MANIFOLD.energy.Tip.Mpl" },
            { label: "MANIFOLD.energy.Field.inherent.fortitude", name: "system.inherent.fortitude", stored: stored.inherent.fortitude, display: system.inherent.fortitude },
            { label: "MANIFOLD.energy.Field.inherent.will", name: "system.inherent.will", stored: stored.inherent.will, display: system.inherent.will },
            ...(["arm", "leg", "initiative", "agility", "evasion", "staminaForEnergy"] as const).map((k) => ({ label: `MANIFOLD.energy.Field.bonus.${k}`, name: `system.bonus.${k}`, stored: stored.bonus[k], display: sign(system.bonus[k]) })),
          ]
        : []),
    ],
    mplIssue: d.mplIssue,
    defenses: [
      defense("evasion", 10, d.evasion),
      defense("rangedEvasion", 4, d.rangedEvasion),
      defense("unarmedEvasion", 10, d.unarmedEvasion),
      defense("fortitude", 10, d.fortitude),
      defense("will", 10, d.will),
    ],
    offense: [
      { label: "MANIFOLD.energy.Sheet.Masab", total: sign(d.masab.total), parts: masabParts(d.masab), roll: null, tip: off.masab },
      { label: "MANIFOLD.energy.Sheet.UnarmedAv", total: d.unarmedAv.total, parts: parts(d.unarmedAv), roll: "unarmed", tip: off.unarmedAv },
      { label: "MANIFOLD.energy.Sheet.Initiative", total: sign(d.initiative.total), parts: parts(d.initiative), roll: "initiative", tip: off.initiative },
      { label: "MANIFOLD.energy.Sheet.ArmStrength", total: d.arm.total, parts: parts(d.arm), roll: null, tip: off.arm },
      { label: "MANIFOLD.energy.Sheet.LegStrength", total: d.leg.total, parts: parts(d.leg), roll: null, tip: off.leg },
      { label: "MANIFOLD.energy.Sheet.MaxAgility", total: d.maxAgility, parts: [], roll: null, tip: off.maxAgility },
      { label: "MANIFOLD.energy.Sheet.Reach", total: d.reach, parts: [], roll: null, tip: off.reach },
      { label: "MANIFOLD.energy.Sheet.Jump", total: SIZE_CHART[system.size].jump, parts: [], roll: null, tip: off.jump },
      { label: "MANIFOLD.energy.Sheet.MissSize", total: sign(MISS_SIZE[system.size]), parts: [], roll: null, tip: off.missSize },
      { label: "MANIFOLD.energy.Sheet.Armor", total: d.armor.ar, parts: [{ label: "MANIFOLD.energy.Field.coverage.melee", value: d.armor.coverage.melee }, { label: "MANIFOLD.energy.Field.coverage.ranged", value: d.armor.coverage.ranged }], roll: null, tip: off.armor },
      { label: "MANIFOLD.energy.Sheet.Aura", total: d.auraStrength, parts: [{ label: "MANIFOLD.energy.Sheet.AuraModifier", value: d.auraModifier }, { label: "MANIFOLD.energy.Sheet.RecoveryValue", value: d.recoveryValue }], roll: null, tip: off.aura },
    ],
    meleeAbilities: MELEE_EXTRA.map((a) => ({ key: a, label: `MANIFOLD.energy.Field.abilities.${a}`, checked: system.meleeAbilities.includes(a) })),
    damageTypes: DAMAGE_TYPES.map((t) => ({ key: t, label: `MANIFOLD.energy.Damage.${t}`, weak: system.weaknesses.includes(t), resist: system.resistances.includes(t) })),
    weaknesses: system.weaknesses.map((t) => `MANIFOLD.energy.Damage.${t}`),
    resistances: system.resistances.map((t) => `MANIFOLD.energy.Damage.${t}`),
    death: {
      state: system.death.dead ? "MANIFOLD.energy.Death.Dead" : system.death.bleeding ? "MANIFOLD.energy.Death.BleedingOut" : system.death.unconscious !== "none" ? `MANIFOLD.energy.Choice.unconscious.${system.death.unconscious}` : null,
      owed: system.death.owed ?? 0,
      many: (system.death.owed ?? 0) > 1,
    },
    actions: SHEET_ACTIONS.map((id) => ({ id, label: `MANIFOLD.energy.Action.${id}`, cost: costOf(id), hint: `MANIFOLD.energy.ActionHint.${id}` })),
    reminders: shown.reminders,
    maneuvers: MANEUVERS.map((id) => ({ id, label: `MANIFOLD.energy.Maneuver.${id}` })),
    gear: [
      { type: "energyWeapon", label: "TYPES.Item.energyWeapon", items: weapons },
      { type: "energyRanged", label: "TYPES.Item.energyRanged", items: ranged },
      { type: "energyArmor", label: "TYPES.Item.energyArmor", items: armor },
      { type: "energyShield", label: "TYPES.Item.energyShield", items: shields },
      { type: "energyAbility", label: "TYPES.Item.energyAbility", items: abilities },
    ],
  };
}

/** The abilities the sheet offers as extras inside MASAB/MASDB (energy.melee.9). */
export const MELEE_EXTRA = ["con", "int", "wis", "cha"] as const;
