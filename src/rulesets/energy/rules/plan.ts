/**
 * Builds an attack card from plain data: the attacker's AV or Miss Chance with every part, the
 * defence the target will roll, and the edges from range, facing and conditions.
 */
import type { Part } from "../../../core/breakdown";
import { netEdge, type Edge } from "../../../core/dice/edge";
import { emptyLedger } from "../../../core/ledger";
import type { Maneuver } from "./constants";
import type { CardSide, EnergyCard, AttackMode, CardDefense } from "./card";
import { canDefend, conditionEffects } from "./conditions";
import { proficient, type EnergyDerived } from "./derived";
import { defenseFromBehind } from "./facing";
import { MANEUVER_PENALTY, maneuverCostsGuard, pushDistance } from "./maneuver";
import { canEnhance } from "./economy";
import { nonlethalThreshold, tradePenalty, type NonLethalSource } from "./nonlethal";
import { MISS_MOVEMENT, MISS_SIZE, missChanceModifier, rangeEdge, thrownTrio, usableDraw, drawRange, type Movement } from "./ranged";
import { resistMultiplier } from "./resist";
import { sizeReach } from "./size";
import type { CreatureSystem, RangedSystem, WeaponSystem } from "./types";
import { RuleError } from "./errors";

export interface Creature {
  system: CreatureSystem;
  derived: EnergyDerived;
  /** conditions in force, implied ones included */
  conditions: ReadonlySet<string>;
}

export type Weapon = { kind: "melee"; name: string; uuid: string; system: WeaponSystem } | { kind: "ranged"; name: string; uuid: string; system: RangedSystem };

export interface AttackChoices {
  mode: AttackMode;
  maneuver: Maneuver | "";
  modifier: number;
  edge: Edge;
  nonlethal: boolean;
  /** -3 AV / +3 Miss Chance trades for a wider non-lethal range */
  steps: number;
  movement: Movement;
  swift: boolean;
  /** the target is moving (Trip: disadvantage on its Fortitude) */
  targetMoving: boolean;
  /** Push out of a Sprint begun at least 3 m away (energy.maneuver.20) */
  sprintPush?: boolean;
  /** abilities spending Stamina to enhance this attack (energy.stamina.20-22) */
  enhancements?: Enhancement[];
}

export interface Enhancement {
  name: string;
  stamina: number;
  damage: string;
  /** the ability doubles the attack's damage: a source of double damage (energy.resist.8) */
  doubles?: boolean;
}

export interface TargetSituation {
  /** where the attacker stands as seen from the target */
  side: "front" | "behind";
  distance: number;
  defending: boolean;
  /** the canvas could not measure the distance (no token of the attacker on the scene) */
  unmeasured?: boolean;
}

const P = (label: string, value: number): Part => ({ label, value });

/** A melee attack Surprises an Unconscious target (energy.unconscious.1): its Defense rolls, a maneuver's save among them, are at disadvantage. */
const surprisedBy = (target: Creature, ranged: boolean): ReadonlySet<string> =>
  !ranged && target.conditions.has("unconscious") ? new Set([...target.conditions, "surprised"]) : target.conditions;

function defenseFor(mode: AttackMode, swift: boolean, target: Creature, situation: TargetSituation, ranged: boolean, type: WeaponSystem["damageType"] | null): CardDefense {
  const effects = conditionEffects(surprisedBy(target, ranged));
  // Attacked from where it is not facing: disadvantage, and neither weapon nor shield helps
  // (energy.facing.3); a shot from behind loses the shield bonus of Ranged Evasion (energy.ranged.5).
  const behind = defenseFromBehind(situation.side);
  const kind: CardDefense["kind"] = ranged ? "rangedEvasion" : behind.unarmed ? "unarmedEvasion" : "evasion";
  const stat = ranged
    ? behind.unarmed ? target.derived.rangedEvasionBehind : target.derived.rangedEvasion
    : behind.unarmed ? target.derived.unarmedEvasion : target.derived.evasion;
  const maneuverAdvantage = mode === "maneuver" && maneuverCostsGuard(target.conditions.has("exposed"), swift);
  // Every source counted, so each later one (the maneuver's advantage, the roller's key) cancels one.
  const sources = { boons: maneuverAdvantage ? 1 : 0, banes: (behind.disadvantage ? 1 : 0) + effects.disadvantages.evasion };
  const edge: Edge = netEdge(sources.boons, sources.banes);
  const mult = type ? resistMultiplier(type, target.system.weaknesses, target.system.resistances) : { weak: false, resist: false };
  // A target that cannot defend (asleep, knocked out, Unaware) rolls nothing: a melee attack hits
  // (energy.evasion.9, energy.unconscious.1), a ranged one faces the bare Miss Chance (energy.ranged.4).
  const noRoll = !canDefend(target.conditions);
  return {
    kind,
    bonus: stat.total,
    parts: stat.parts,
    faces: ranged ? 4 : 10,
    edge,
    sources,
    winsTies: situation.defending,
    noRoll,
    maneuverAdvantage,
    armor: { ar: target.derived.armor.ar, coverage: ranged ? target.derived.armor.coverage.ranged : target.derived.armor.coverage.melee },
    fortitude: target.derived.fortitude.total,
    fortitudeEdge: effects.defenseEdge,
    // Surprised counts once, whether as a condition or because the target could not defend.
    saveBanes: effects.disadvantages.defense + (noRoll && !surprisedBy(target, ranged).has("surprised") ? 1 : 0),
    weak: mult.weak,
    resist: mult.resist,
  };
}

/** Plans one attack on one target; a refusal (out of range, no weapon) is a RuleError. */
export function planAttack(attacker: CardSide & Creature, target: CardSide & Creature, weapon: Weapon | null, choices: AttackChoices, situation: TargetSituation, d20: { faces: number[]; kept: number }): EnergyCard {
  const a = attacker.derived;
  const effects = conditionEffects(attacker.conditions);
  if (effects.noAttack) throw new RuleError("MANIFOLD.energy.Error.CannotAttack", {});
  const mode = choices.mode;
  const ranged = mode === "ranged" || mode === "thrown";
  const unarmed = mode === "unarmed" || (mode === "maneuver" && (choices.maneuver === "restrain" || choices.maneuver === "push"));
  const melee = weapon?.kind === "melee" ? weapon : null;
  const bow = weapon?.kind === "ranged" ? weapon : null;
  if (mode === "ranged" && !bow) throw new RuleError("MANIFOLD.energy.Error.NeedsRangedWeapon", {});
  if ((mode === "melee" || mode === "thrown") && !melee) throw new RuleError("MANIFOLD.energy.Error.NeedsMeleeWeapon", {});
  const parts: Part[] = [];
  let value: number;
  let baseAv = 0;
  let edge: Edge = choices.edge;
  let damage = "";
  let flatDamage = 0;
  const flatParts: Part[] = [];
  let halfDamage = false;
  let halfUnlessNat20 = false;
  let source: NonLethalSource;
  let precision = 0;
  const type = unarmed ? "blunt" : (weapon?.system.damageType ?? "blunt");

  if (!ranged) {
    parts.push(P("MANIFOLD.energy.Part.Base", 15), P("MANIFOLD.energy.Part.Masab", a.masab.total));
    if (!unarmed && melee) {
      parts.push(P(melee.name, melee.system.attackBonus));
      // Not proficient: -1 AV and half damage (energy.mpl.2).
      if (!proficient(attacker.system, melee.system.mpr)) {
        parts.push(P("MANIFOLD.energy.Part.NotProficient", -1));
        halfDamage = true;
      }
      const reach = melee.system.reach + sizeReach(attacker.system.size);
      if (situation.distance > Math.max(reach, 1)) throw new RuleError("MANIFOLD.energy.Error.OutOfReach", { reach });
      damage = melee.system.damage;
      precision = melee.system.precision;
      flatDamage = a.masdb.total;
      flatParts.push(P("MANIFOLD.energy.Part.Masdb", a.masdb.total));
    } else {
      // Unarmed: Reach 0 (adjacent), damage MASAB with a minimum of 1 (energy.unarmed.3-5).
      if (situation.distance > Math.max(0, sizeReach(attacker.system.size)) + 1) throw new RuleError("MANIFOLD.energy.Error.OutOfReach", { reach: 0 });
      flatDamage = Math.max(1, a.masab.total);
      flatParts.push(P("MANIFOLD.energy.Part.Unarmed", flatDamage));
    }
    baseAv = parts.reduce((t, p) => t + p.value, 0);
    if (mode === "maneuver") parts.push(P("MANIFOLD.energy.Part.Maneuver", -MANEUVER_PENALTY));
    source = unarmed ? "unarmed" : melee?.system.blunt ? "blunt" : "melee";
    if (choices.nonlethal && choices.steps > 0 && source !== "unarmed") parts.push(P("MANIFOLD.energy.Part.NonLethalTrade", -tradePenalty(choices.steps)));
    if (choices.modifier) parts.push(P("MANIFOLD.energy.Part.Situational", choices.modifier));
    value = parts.reduce((t, p) => t + p.value, 0);
  } else {
    const dexMod = a.mods.dex;
    let accuracy: number;
    let trio;
    if (bow) {
      const row = usableDraw(bow.system.drawWeight, a.arm.total, bow.system.kind, bow.system.twoHanded, attacker.system.mpl.level);
      accuracy = bow.system.accuracy;
      trio = bow.system.drawWeight > 0 ? drawRange(bow.system.range, row) : bow.system.range;
      damage = bow.system.damage;
      if (bow.system.drawWeight > 0 && row.extraDamage) {
        flatDamage = row.extraDamage;
        flatParts.push(P("MANIFOLD.energy.Part.DrawWeight", row.extraDamage));
      }
      halfDamage = !proficient(attacker.system, bow.system.mpr);
      if (!bow.system.loaded) throw new RuleError("MANIFOLD.energy.Error.NotLoaded", { name: bow.name });
    } else {
      const w = melee!.system;
      // A Thrown weapon aims with its AV bonus; any other thrown weapon halves its damage (energy.throw.2-3).
      accuracy = w.thrown ? w.attackBonus : 0;
      trio = thrownTrio(w, a.arm.total);
      damage = w.damage;
      halfUnlessNat20 = !w.thrown;
      halfDamage = !proficient(attacker.system, w.mpr);
    }
    // An unmeasured distance gives no edge and no maximum rather than the 1 m the canvas falls back on.
    const range: { edge: Edge; beyondMax: boolean } = situation.unmeasured ? { edge: 0, beyondMax: false } : rangeEdge(situation.distance, trio);
    if (range.beyondMax) throw new RuleError("MANIFOLD.energy.Error.OutOfRange", { max: trio.max });
    edge = netEdge((choices.edge === 1 ? 1 : 0) + (range.edge === 1 ? 1 : 0), (choices.edge === -1 ? 1 : 0) + (range.edge === -1 ? 1 : 0));
    parts.push(P("MANIFOLD.energy.Part.MissChanceModifier", missChanceModifier(accuracy, dexMod)));
    parts.push(P(`MANIFOLD.energy.Choice.size.${target.system.size}`, MISS_SIZE[target.system.size]));
    parts.push(P(`MANIFOLD.energy.Movement.${choices.movement}`, MISS_MOVEMENT[choices.movement]));
    source = "ranged";
    if (choices.nonlethal && choices.steps > 0) parts.push(P("MANIFOLD.energy.Part.NonLethalTrade", tradePenalty(choices.steps)));
    // A situational bonus makes the shot easier, so it lowers the Miss Chance.
    if (choices.modifier) parts.push(P("MANIFOLD.energy.Part.Situational", -choices.modifier));
    value = parts.reduce((t, p) => t + p.value, 0);
  }
  edge = netEdge((edge === 1 ? 1 : 0), (edge === -1 ? 1 : 0) + (effects.attackEdge === -1 ? 1 : 0));

  return {
    attacker: { uuid: attacker.uuid, name: attacker.name, img: attacker.img },
    defender: { uuid: target.uuid, name: target.name, img: target.img },
    attack: {
      mode,
      maneuver: mode === "maneuver" ? choices.maneuver : "",
      itemUuid: weapon?.uuid ?? "",
      itemName: weapon?.name ?? "",
      value,
      parts: parts.filter((p) => p.value !== 0 || p.label === "MANIFOLD.energy.Part.Base"),
      baseAv,
      precision,
      damage: [damage, ...(choices.enhancements ?? []).map((e) => e.damage)].filter((d) => d.trim() !== "").join(" + "),
      damageType: type,
      flatDamage,
      flatParts,
      halfDamage,
      halfUnlessNat20,
      nonlethal: choices.nonlethal ? nonlethalThreshold(source, choices.steps) : null,
      swift: choices.swift,
      edge,
      targetMoving: choices.targetMoving,
      pushDistance: pushDistance(choices.sprintPush ? 3 : null),
      enhancements: checkEnhancements(choices.enhancements ?? []).map(({ name, stamina, damage }) => ({ name, stamina, damage })),
      doubles: (choices.enhancements ?? []).filter((e) => e.doubles).length,
    },
    defense: defenseFor(mode, choices.swift, target, situation, ranged, unarmed ? "blunt" : (weapon?.system.damageType ?? null)),
    d20,
    defenseRoll: null,
    result: null,
    save: null,
    chance: null,
    damage: null,
    deathNeeded: false,
    death: null,
    flingable: false,
    flung: false,
    ledger: emptyLedger(),
  };
}

/**
 * Stamina spent to enhance one attack: at most 4, or one ability above 4 and nothing more
 * (energy.stamina.20-21). Refused with a RuleError; returns the list when it fits.
 */
export function checkEnhancements(list: readonly Enhancement[]): Enhancement[] {
  let spent = 0;
  for (const e of list) {
    if (!canEnhance(spent, e.stamina)) throw new RuleError("MANIFOLD.energy.Error.EnhanceLimit", { name: e.name });
    spent += e.stamina;
  }
  return [...list];
}
