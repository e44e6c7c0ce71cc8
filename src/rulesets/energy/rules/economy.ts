/**
 * The per-round economy: what each action costs, the Energy a round gives, and spending from
 * the combatant's pools (RULINGS: Energy, Agility and the once-per-round uses live on the
 * Combatant; Stamina on the Actor).
 */
import { ENERGY_PER_ROUND, STAMINA_PER_ATTACK } from "./constants";
import { RuleError } from "./errors";
import type { CombatantSystem } from "./types";
import type { AttackMode } from "./card";

export interface ActionCost {
  energy: number;
  stamina?: number;
  agility?: number;
  /** a movement action: Agile Moves come only with non-movement actions (energy.move.6) */
  movement?: boolean;
  /** how far it carries you, in metres or as your Speed, a Sprint (beyond it) or a Jump (see metresOf) */
  moves?: number | "speed" | "sprint" | "jump";
  /** the conditions the action puts on its taker */
  gives?: ("exposed" | "unguarded")[];
  /** the conditions the action ends */
  ends?: ("prone" | "kneeling")[];
  /** the conditions it leaves its taker in until another action ends them (Kneel: kneeling) */
  becomes?: "kneeling"[];
}

/** The seed's action costs, with RULINGS where the cost table and prose disagree. */
export const ACTIONS = {
  melee: { energy: 3 },
  unarmed: { energy: 2 },
  /** Ranged Attack: 1 Energy (RULINGS; the table's 2 is the outlier); +1 when not proficient */
  ranged: { energy: 1 },
  swift: { energy: 1 },
  run: { energy: 3, movement: true, moves: "speed" },
  sprint: { energy: 3, stamina: 1, movement: true, moves: "sprint" },
  shift: { energy: 1, movement: true, moves: 1 },
  shiftAgility: { energy: 0, agility: 2, movement: true, moves: 1 },
  standUp: { energy: 1, movement: true, ends: ["prone", "kneeling"] },
  kneel: { energy: 1, movement: true, gives: ["unguarded"], ends: ["prone"], becomes: ["kneeling"] },
  jump: { energy: 2, stamina: 1, movement: true, moves: "jump", gives: ["unguarded"] },
  jumpAfterMove: { energy: 1, stamina: 1, movement: true, moves: "jump", gives: ["unguarded"] },
  defend: { energy: 1 },
  stowSidearm: { energy: 1 },
  stow: { energy: 2 },
  pickUp: { energy: 1, gives: ["exposed"] },
  catchBreath: { energy: 3 },
  agileMove: { energy: 0, agility: 1, movement: true, moves: 1 },
  /** flinging a Disarmed weapon that is not Heavy up to 2 m: 1 Agility (energy.maneuver.8, energy.agility.5) */
  fling: { energy: 0, agility: 1 },
  /** breaking down a door or wall: 1 Stamina (energy.stamina.13) */
  breakDoor: { energy: 0, stamina: 1 },
  /** climbing: 1-3 Stamina as the GM says; the button charges 1 (energy.stamina.14) */
  climb: { energy: 0, stamina: 1, movement: true },
  /** escaping a restraint: 3 Energy and a contested roll (energy.maneuver.14) */
  escape: { energy: 3 },
  /** turning around costs nothing and moves you nowhere, so Restrained allows it (energy.facing.6) */
  turn: { energy: 0 },
} as const satisfies Record<string, ActionCost>;
export type ActionId = keyof typeof ACTIONS;


/** Ranged Attack cost: 1 Energy, 2 when not proficient with the weapon (energy.action.5, energy.mpl.3). */
export const rangedCost = (isProficient: boolean): number => ACTIONS.ranged.energy + (isProficient ? 0 : 1);

/** Energy per Round from current Stamina (energy.stamina.5-10); Exhausted gives 2 fewer. */
export function energyForStamina(stamina: number, exhausted = false): number {
  const base = Math.min(ENERGY_PER_ROUND, Math.max(0, stamina));
  return Math.max(0, base - (exhausted ? 2 : 0));
}

export interface RoundState {
  stamina: number;
  maxAgility: number;
  exhausted: boolean;
  unconscious: boolean;
}

/** A combatant's pools when a round begins (energy.round.3-5). Defending carries over. */
export function roundReset(state: RoundState): Omit<CombatantSystem, "defending"> {
  return {
    energy: state.unconscious ? 0 : energyForStamina(state.stamina, state.exhausted),
    agility: state.unconscious ? 0 : Math.max(0, state.maxAgility),
    swiftUsed: false,
    initiativeUsed: false,
    initiative: 0,
    staminaAsEnergy: 0,
    agileMoves: 0,
    defendMoved: 0,
    moveLeft: 0,
    deathSaveMade: false,
  };
}

export interface Pools {
  combatant: CombatantSystem;
  stamina: number;
  noStamina: boolean;
  noAgility: boolean;
  /** Restrained: no movement actions (energy.maneuver.12) */
  noMove?: boolean;
  /** Kneeling: it stands up (1 Energy) before it goes anywhere (energy.move.14) */
  kneeling?: boolean;
}

export interface SpendResult {
  combatant: Partial<CombatantSystem>;
  stamina: number;
  /** Stamina fell to 0: unconscious at once (energy.stamina.16) */
  unconscious: boolean;
  gives: ("exposed" | "unguarded")[];
}

/**
 * Pays an action from the pools. Once per round 1 Stamina may stand in for 1 Energy
 * (energy.stamina.1) when `staminaForEnergy` is asked. Refusals are RuleErrors with the reason.
 */
export function spend(pools: Pools, cost: ActionCost, opts: { staminaForEnergy?: boolean; extraStaminaForEnergy?: number } = {}): SpendResult {
  const c = pools.combatant;
  let energy = cost.energy;
  let stamina = cost.stamina ?? 0;
  const agility = cost.agility ?? 0;
  let staminaAsEnergy = c.staminaAsEnergy;
  if (opts.staminaForEnergy && energy > 0) {
    if (c.staminaAsEnergy >= 1 + Math.max(0, opts.extraStaminaForEnergy ?? 0)) throw new RuleError("MANIFOLD.energy.Error.StaminaForEnergyUsed", {});
    energy -= 1;
    stamina += 1;
    staminaAsEnergy += 1;
  }
  if (cost.movement && pools.noMove) throw new RuleError("MANIFOLD.energy.Error.CannotMove", {});
  if (cost.moves !== undefined && pools.kneeling) throw new RuleError("MANIFOLD.energy.Error.Kneeling", {});
  if (stamina > 0 && pools.noStamina) throw new RuleError("MANIFOLD.energy.Error.NoStamina", {});
  if (agility > 0 && pools.noAgility) throw new RuleError("MANIFOLD.energy.Error.NoAgility", {});
  if (energy > c.energy) throw new RuleError("MANIFOLD.energy.Error.NotEnoughEnergy", { need: energy, have: c.energy });
  if (stamina > pools.stamina) throw new RuleError("MANIFOLD.energy.Error.NotEnoughStamina", { need: stamina, have: pools.stamina });
  if (agility > c.agility) throw new RuleError("MANIFOLD.energy.Error.NotEnoughAgility", { need: agility, have: c.agility });
  // Spending is losing it: the last point knocks you out at once (energy.stamina.16).
  const { stamina: left, unconscious } = loseStamina(pools.stamina, stamina);
  // Each Energy spent on a non-movement action allows one Agile Move (energy.move.6).
  const agileMoves = cost.movement ? c.agileMoves : c.agileMoves + energy + (opts.staminaForEnergy ? 1 : 0);
  const combatant: Partial<CombatantSystem> = { energy: c.energy - energy, agility: c.agility - agility, staminaAsEnergy, agileMoves };
  return { combatant, stamina: left, unconscious, gives: [...(cost.gives ?? [])] };
}

/** An Agile Move: 1 Agility, only as many as the Energy spent on non-movement actions (energy.move.6). */
export function agileMove(pools: Pools): SpendResult {
  if (pools.combatant.agileMoves < 1) throw new RuleError("MANIFOLD.energy.Error.NoAgileMove", {});
  const result = spend(pools, ACTIONS.agileMove);
  return { ...result, combatant: { ...result.combatant, agileMoves: pools.combatant.agileMoves - 1 } };
}

/** Catch Your Breath: 3 Energy, or all that is left when less, for 1 Stamina up to the maximum (energy.action.15). */
export function catchBreath(pools: Pools, maxStamina: number): SpendResult {
  if (pools.combatant.energy < 1) throw new RuleError("MANIFOLD.energy.Error.NotEnoughEnergy", { need: 1, have: 0 });
  const result = spend(pools, { energy: Math.min(ACTIONS.catchBreath.energy, pools.combatant.energy) });
  return { ...result, stamina: Math.min(maxStamina, result.stamina + 1) };
}

/**
 * The Swift Attack of the round: once per round (energy.round.4). A melee one costs 1 Energy; a
 * ranged one is a Swift Attack too and costs what a Ranged Attack costs (energy.swift.1).
 */
export function swiftAttack(pools: Pools, enhanceStamina = 0, energy: number = ACTIONS.swift.energy): SpendResult {
  if (pools.combatant.swiftUsed) throw new RuleError("MANIFOLD.energy.Error.SwiftUsed", {});
  const result = spend(pools, { energy, stamina: enhanceStamina });
  return { ...result, combatant: { ...result.combatant, swiftUsed: true } };
}

/**
 * Stamina to enhance one attack: at most 4 (energy.stamina.20); a single cost above 4 may be paid
 * but then nothing more (energy.stamina.21). Stamina spent as Energy is not counted here.
 */
export function canEnhance(spentOnAttack: number, cost: number): boolean {
  if (cost <= 0) return true;
  if (spentOnAttack === 0 && cost > STAMINA_PER_ATTACK) return true;
  return spentOnAttack + cost <= STAMINA_PER_ATTACK;
}

/** A Run that covers part of the Speed costs that share of 3 Energy, at least 1 (energy.incomplete.2-3). */
export function partialRunCost(moved: number, speed: number): number {
  if (speed <= 0 || moved >= speed) return ACTIONS.run.energy;
  return Math.max(1, Math.ceil((ACTIONS.run.energy * Math.max(0, moved)) / speed));
}

/** Stamina never drops below 0; 0 means unconscious (energy.stamina.16, energy.stamina.18). */
export function loseStamina(stamina: number, loss: number): { stamina: number; unconscious: boolean } {
  const left = Math.max(0, stamina - Math.max(0, loss));
  return { stamina: left, unconscious: left === 0 && loss > 0 };
}

/**
 * Metres an action carries its taker: a Run your Speed, a Sprint beyond it (the seed adds a Leg
 * Strength amount it does not give, so at least 1 m more is counted), a Jump the Size Chart's
 * Jump Distance rounded up, a Shift or an Agile Move 1 m. Standing up, kneeling, climbing and
 * turning carry you nowhere the rules measure.
 */
export function metresOf(moves: ActionCost["moves"], speed: number, jump: number): number {
  if (moves === undefined) return 0;
  if (moves === "speed") return Math.max(0, speed);
  if (moves === "sprint") return Math.max(0, speed) + 1;
  if (moves === "jump") return Math.ceil(Math.max(0, jump));
  return Math.max(0, moves);
}

/** Defend ends when its taker attacks, casts a spell or moves more than its Speed (energy.action.9). */
export function defendEnds(event: "attack" | "spell" | "move", movedThisRound = 0, speed = Infinity): boolean {
  return event === "attack" || event === "spell" || movedThisRound > speed;
}

/** Sprinting before a Jump adds 1 m to it (energy.move.12). */
export const jumpBonus = (sprinted: boolean): number => (sprinted ? 1 : 0);

/** Shaken: equipping, stowing or loading drops the item unless a Chance roll makes DC 5 (energy.cond.3). */
export const shakenFumbles = (d20: number): boolean => d20 < 5;

/** Jump cost: 1 Energy after at least 2 m of movement, else 2; always 1 Stamina (energy.move.8-9). */
export const jumpAction = (movedFirst: number): ActionCost => (movedFirst >= 2 ? ACTIONS.jumpAfterMove : ACTIONS.jump);
/** Stow or equip: a side arm 1 Energy, anything else 2 (energy.action.10-11). */
export const stowAction = (sidearm: boolean): ActionCost => (sidearm ? ACTIONS.stowSidearm : ACTIONS.stow);

/**
 * What an attack costs: a Melee Attack 3 Energy, an Unarmed one (Restrain and Push included) 2,
 * a Ranged or thrown one 1, or 2 when not proficient, Swift or not; a melee Swift Attack 1
 * (energy.action.1-5, energy.unarmed.3, energy.mpl.3, energy.swift.1). `enhance` is Stamina spent on it.
 */
export function attackCost(mode: AttackMode, o: { weapon: boolean; proficient: boolean; swift: boolean; enhance?: number }): ActionCost {
  const stamina = o.enhance ?? 0;
  if (mode === "ranged" || mode === "thrown") return { energy: rangedCost(o.proficient), stamina };
  if (o.swift) return { ...ACTIONS.swift, stamina };
  const unarmed = mode === "unarmed" || (mode === "maneuver" && !o.weapon);
  return { ...(unarmed ? ACTIONS.unarmed : ACTIONS.melee), stamina };
}
