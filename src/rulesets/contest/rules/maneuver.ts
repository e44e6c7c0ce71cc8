/**
 * Maneuvers after a critical win (contest.maneuver.*) and Size Matters (contest.size.*): which
 * maneuvers the winner may pick, the test the loser (or, for Feint, the winner) makes, and what
 * a failed test does. Brace and Feint leave a mark on the winner's combatant until used.
 */
import { netEdge, sourceCounts, type Edge } from "../../../core/dice/edge";
import { MANEUVERS, PUSH_METERS, METERS_PER_SQUARE, SIZE_MANEUVERS, SIZES, type Condition, type Maneuver, type Size, type Skill } from "./constants";
import type { CombatantSystem, UpdateDiff } from "./types";

export interface ManeuverContext {
  winner: "attacker" | "defender";
  /** the winner wields a shield or a heavy weapon (Bash) */
  wieldsShield: boolean;
  wieldsHeavyWeapon: boolean;
  /** the attack was a Strike (a weapon attack, opportunity attacks included), not a spell */
  strike: boolean;
}

/**
 * The maneuvers the winner may attempt. Bash needs a shield or heavy weapon in hand; Precision
 * is part of the Strike itself, so only an attacker who won with a Strike may use it.
 */
export function maneuversAvailable(ctx: ManeuverContext): Maneuver[] {
  return MANEUVERS.filter((m) => {
    if (m === "bash") return ctx.wieldsShield || ctx.wieldsHeavyWeapon;
    if (m === "precision") return ctx.winner === "attacker" && ctx.strike;
    return true;
  });
}

export interface SizeEffect {
  /** target size minus maneuvering size, in steps of SIZES */
  steps: number;
  edge: Edge;
  autoPass: boolean;
  autoFail: boolean;
}

/** Size Matters: one larger boon, more than one larger auto pass; one smaller bane, more auto fail. */
export function sizeEffect(actorSize: Size, targetSize: Size): SizeEffect {
  const steps = SIZES.indexOf(targetSize) - SIZES.indexOf(actorSize);
  return {
    steps,
    edge: steps === 1 ? 1 : steps === -1 ? -1 : 0,
    autoPass: steps > 1,
    autoFail: steps < -1,
  };
}

export type ManeuverEffect =
  | { kind: "status"; status: Condition }
  | { kind: "push"; squares: number }
  | { kind: "drop" }
  | { kind: "brace" }
  | { kind: "feint" }
  | { kind: "precision" };

export interface ManeuverTest {
  /** who rolls: the loser resists, the winner rolls Deception for a Feint, nobody otherwise */
  roller: "target" | "actor" | null;
  /** the skills the roller may choose from */
  skills: Skill[];
  edge: Edge;
  autoPass: boolean;
  autoFail: boolean;
  /** what happens when the target fails (or, for Feint, when the actor passes; else at once) */
  effect: ManeuverEffect;
}

export interface ManeuverInput {
  maneuver: Maneuver;
  actorSize: Size;
  targetSize: Size;
  /** Disarm: the chosen item is a weapon held in two hands or a shield (contest.maneuver.4) */
  disarmTwoHandedOrShield?: boolean;
  /** a boon or bane the roller asked for with a key on the card's roll button */
  pressed?: Edge;
}

const RESIST: Readonly<Record<Maneuver, Omit<ManeuverTest, "edge" | "autoPass" | "autoFail">>> = {
  bash: { roller: "target", skills: ["athletics"], effect: { kind: "status", status: "dazed" } },
  brace: { roller: null, skills: [], effect: { kind: "brace" } },
  disarm: { roller: "target", skills: ["athletics", "sleightOfHand"], effect: { kind: "drop" } },
  feint: { roller: "actor", skills: ["deception"], effect: { kind: "feint" } },
  precision: { roller: null, skills: [], effect: { kind: "precision" } },
  push: { roller: "target", skills: ["athletics"], effect: { kind: "push", squares: PUSH_METERS / METERS_PER_SQUARE } },
  trip: { roller: "target", skills: ["acrobatics"], effect: { kind: "status", status: "prone" } },
};

/**
 * The test a maneuver calls for. Size matters only for Bash, Disarm, Push and Trip; the Disarm
 * boon for a two-handed weapon or shield and a size bane cancel one for one (RULINGS).
 */
export function maneuverResistance(input: ManeuverInput): ManeuverTest {
  const base = RESIST[input.maneuver];
  const sized = SIZE_MANEUVERS.includes(input.maneuver);
  const size = sized ? sizeEffect(input.actorSize, input.targetSize) : { edge: 0, autoPass: false, autoFail: false };
  const pressed = sourceCounts(input.pressed ?? 0);
  const boons = (size.edge === 1 ? 1 : 0) + (input.maneuver === "disarm" && input.disarmTwoHandedOrShield ? 1 : 0) + pressed.boons;
  const banes = (size.edge === -1 ? 1 : 0) + pressed.banes;
  return { ...base, skills: [...base.skills], edge: netEdge(boons, banes), autoPass: size.autoPass, autoFail: size.autoFail };
}

/** Brace: mark the winner so its next Defense test gains a boon. */
export function braceUpdate(): UpdateDiff {
  return { "system.braced": true };
}

/** A defence test spends the Brace: the boon (1 or 0) and the update that clears it. */
export function consumeBrace(combatant: Pick<CombatantSystem, "braced">): { boons: number; update: UpdateDiff } {
  return combatant.braced ? { boons: 1, update: { "system.braced": false } } : { boons: 0, update: {} };
}

/** Feint: the Deception test is rolled with the maneuver; only a pass leaves the mark. */
export function feintUpdate(targetId: string, deceptionPassed: boolean): UpdateDiff {
  return { "system.feintTarget": deceptionPassed ? targetId : "" };
}

/**
 * The winner's next action spends the Feint whatever it is; it gives a boon to the Fighting
 * Style test only when that action is a Strike against the feinted target.
 */
export function consumeFeint(
  combatant: Pick<CombatantSystem, "feintTarget">,
  next: { strike: boolean; targetId: string },
): { boons: number; update: UpdateDiff } {
  if (!combatant.feintTarget) return { boons: 0, update: {} };
  const boons = next.strike && next.targetId === combatant.feintTarget ? 1 : 0;
  return { boons, update: { "system.feintTarget": "" } };
}

/** The roller takes the best of the skills a maneuver test allows (ties: the first listed). */
export function bestSkill(skills: readonly Skill[], targets: Readonly<Record<Skill, { total: number }>>): Skill | null {
  let best: Skill | null = null;
  for (const skill of skills) if (best === null || targets[skill].total > targets[best].total) best = skill;
  return best;
}
