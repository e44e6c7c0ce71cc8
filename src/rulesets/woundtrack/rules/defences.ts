/**
 * Wound Track defences (woundtrack.defense.1-10, action.19-21): the seven Defense formulas, the
 * one an attack targets, the immobile defence standing in while immobilised, and the Defend
 * action's swap or +2. A Defense is both the TN of the attack roll and what is subtracted from
 * its damage, so one number serves both.
 */

export const DEFENCES = ["melee", "ranged", "immobile", "power", "agility", "fortitude", "willpower"] as const;
export type Defence = (typeof DEFENCES)[number];

/** The skill defences: what special attacks may target and what Defend may swap in. */
export const SKILL_DEFENCES = ["power", "agility", "fortitude", "willpower"] as const;
export type SkillDefence = (typeof SKILL_DEFENCES)[number];

/** What an attack targets: melee Defense, ranged Defense, or a skill defence its description names. */
export type DefenceTarget = "melee" | "ranged" | SkillDefence;

/** A block bonus of a wielded weapon; only defensive weapons (shields...) block ranged attacks. */
export interface WeaponBlock {
  bonus: number;
  defensive: boolean;
}

export interface DefenceFacts {
  size: number;
  speed: number;
  str: number;
  dex: number;
  vit: number;
  rsn: number;
  prs: number;
  skills: { athletics: number; reflex: number; resistance: number };
  specialisations: { power: number; agility: number; fortitude: number; willpower: number };
  blocks: readonly WeaponBlock[];
}

export type DefenceValues = Readonly<Record<Defence, number>>;

/** Speed + Reason counts as -5 when below it (woundtrack.defense.4-5). */
export const SPEED_REASON_FLOOR = -5;

function whole(name: string, value: number): number {
  if (!Number.isInteger(value)) throw new RangeError(`${name} must be a whole number, got ${value}`);
  return value;
}

/**
 * Every Defense from its formula (woundtrack.defense.4-10): melee 10 - Size + max(-5, Speed +
 * Reason) + all block bonuses; ranged the same with defensive blocks only; immobile 5 - Size;
 * Power 10 + Str + Size + Athletics + Power; Agility 10 + Dex - Size + Reflex + Agility;
 * Fortitude 10 + Vit + Resistance + Fortitude; Willpower 10 + Prs + Resistance + Willpower.
 */
export function defenceValues(f: DefenceFacts): DefenceValues {
  for (const [k, v] of Object.entries({ size: f.size, speed: f.speed, str: f.str, dex: f.dex, vit: f.vit, rsn: f.rsn, prs: f.prs, ...f.skills, ...f.specialisations })) whole(k, v);
  const blocks = f.blocks.map((b) => ({ ...b, bonus: whole("block bonus", b.bonus) }));
  const moving = 10 - f.size + Math.max(SPEED_REASON_FLOOR, f.speed + f.rsn);
  const all = blocks.reduce((s, b) => s + b.bonus, 0);
  const defensive = blocks.reduce((s, b) => s + (b.defensive ? b.bonus : 0), 0);
  return {
    melee: moving + all,
    ranged: moving + defensive,
    immobile: 5 - f.size,
    power: 10 + f.str + f.size + f.skills.athletics + f.specialisations.power,
    agility: 10 + f.dex - f.size + f.skills.reflex + f.specialisations.agility,
    fortitude: 10 + f.vit + f.skills.resistance + f.specialisations.fortitude,
    willpower: 10 + f.prs + f.skills.resistance + f.specialisations.willpower,
  };
}

/** The defences that give way to the immobile one while immobilised (woundtrack.defense.3). */
export const IMMOBILE_REPLACES: readonly Defence[] = ["melee", "ranged", "agility"];

/** The Defense values in force: while immobilised, melee, ranged and Agility become the immobile defence. */
export function effectiveDefences(values: DefenceValues, immobilised: boolean): DefenceValues {
  if (!immobilised) return values;
  const out: Record<Defence, number> = { ...values };
  for (const d of IMMOBILE_REPLACES) out[d] = values.immobile;
  return out;
}

/** The Defend action's choice when attacked: +2 to melee and ranged, or a skill defence in their place. */
export type DefendChoice = { kind: "bonus" } | { kind: "swap"; with: SkillDefence };

export const DEFEND_BONUS = 2;

export interface DefenceSituation {
  immobilised: boolean;
  /** the Defend action is in force (it has not ended: woundtrack.action.19) */
  defending: boolean;
  /** the defender can see the attack: Defend helps only then */
  seesAttack: boolean;
}

export interface TargetedDefence {
  value: number;
  /** the defence whose value is used */
  used: Defence;
  /** what Defend added or swapped, or null when it did not apply */
  defend: DefendChoice | null;
}

/**
 * The Defense an attack meets (woundtrack.defense.1-3, action.20-21). Immobilised first: the
 * immobile defence stands in for melee, ranged and Agility, also when Defend swaps Agility in.
 * Defend then works only on a melee or ranged target, and only against an attack the defender
 * sees; its +2 goes on the Defense in force. The seed does not say whether Defend works while
 * immobilised; it is not refused here.
 */
export function targetedDefence(values: DefenceValues, target: DefenceTarget, s: DefenceSituation, choice: DefendChoice | null = null): TargetedDefence {
  const inForce = effectiveDefences(values, s.immobilised);
  const usedBase: Defence = s.immobilised && IMMOBILE_REPLACES.includes(target) ? "immobile" : target;
  const plain: TargetedDefence = { value: inForce[target], used: usedBase, defend: null };
  if (!choice || !s.defending || !s.seesAttack || (target !== "melee" && target !== "ranged")) return plain;
  if (choice.kind === "bonus") return { value: inForce[target] + DEFEND_BONUS, used: usedBase, defend: choice };
  if (!SKILL_DEFENCES.includes(choice.with)) throw new RangeError(`Defend swaps in a skill defence, not ${String(choice.with)}`);
  const used: Defence = s.immobilised && IMMOBILE_REPLACES.includes(choice.with) ? "immobile" : choice.with;
  return { value: inForce[choice.with], used, defend: choice };
}

export interface DefendOption {
  choice: DefendChoice | null;
  value: number;
}

/**
 * Every way the defender may meet this attack, best first: without Defend, with its +2, and with
 * each skill defence swapped in (woundtrack.action.20-21: the player picks; the sheet offers).
 */
export function defendOptions(values: DefenceValues, target: DefenceTarget, s: DefenceSituation): DefendOption[] {
  const choices: (DefendChoice | null)[] = [null];
  if (s.defending && s.seesAttack && (target === "melee" || target === "ranged")) {
    choices.push({ kind: "bonus" }, ...SKILL_DEFENCES.map((d): DefendChoice => ({ kind: "swap", with: d })));
  }
  return choices.map((choice) => ({ choice, value: targetedDefence(values, target, s, choice).value })).sort((a, b) => b.value - a.value);
}

/** What can happen while Defend is in force; it lasts until the defender's next turn or a wound (woundtrack.action.19). */
export type DefendEvent = "ownTurnStarts" | "woundReceived" | "attacked" | "otherTurnStarts" | "roundEnds";

export function defendEnds(event: DefendEvent): boolean {
  return event === "ownTurnStarts" || event === "woundReceived";
}
