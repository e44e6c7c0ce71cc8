/**
 * A shooting range: Kestra (every ability 10, so halved Dex adds nothing) with a ranged weapon or a
 * weapon to throw, and a gnoll to aim at. Shots open as startAttack and openEnergyAttack do: the
 * plan says which d20s to throw (two with an edge), then the step opens the card.
 */
import { item } from "../../rulesets/energy/fixtures";
import type { EnergyCard } from "../../../src/rulesets/energy/rules/card";
import type { CreatureSystem } from "../../../src/rulesets/energy/rules/types";
import { refusal, type PlainActor, type PlainCard } from "../table";
import { energyWorld, inCombat } from "./world";
import { openAttack, plan, type Opening } from "./open-world";

export const SHOT = "cardShot00000001";

/** Arm Strength, MPL and the rest of the shooter's sheet. */
export interface Shooter {
  arm?: number;
  mpl?: number;
  dex?: number;
}

export function shootingRange(shooter: Shooter = {}) {
  const w = energyWorld();
  const k = w.kestra.system as unknown as CreatureSystem;
  // Other sources give at most +40 (the sheet's limit); the rest comes from MPL levels spent on the arm.
  const armStrength = shooter.arm ?? 0;
  k.bonus.arm = Math.min(armStrength, 40);
  k.mpl.arm = armStrength - k.bonus.arm;
  k.mpl.level = shooter.mpl ?? 1;
  if (shooter.dex !== undefined) k.abilities.dex = shooter.dex;
  inCombat(w.kestra, { energy: 10 });
  return w;
}

/** A ranged weapon on Kestra: a bow by default (5/30/120, 30 kg draw, Accuracy 0, 1d6). */
export function bow(kestra: PlainActor, over: Record<string, unknown> = {}) {
  const weapon = item("energyRanged", "Bow", { equipped: true, damage: "1d6", mpr: 0, accuracy: 0, loadCost: 0, ...over });
  kestra.items.push(weapon as never);
  return weapon.id!;
}

/** A melee weapon on Kestra to throw (proficient, no AV bonus unless given). */
export function toThrow(kestra: PlainActor, over: Record<string, unknown> = {}) {
  const weapon = item("energyWeapon", "Knife", { equipped: true, damage: "1d6", mpr: 0, ...over });
  kestra.items.push(weapon as never);
  return weapon.id!;
}

/**
 * The shot as the glue makes it: the plan gives each card's edge, a d20 is thrown per face it
 * needs (the same face twice here, so the kept face is `d20`), then the step opens the card.
 */
export async function shoot(w: Awaited<ReturnType<typeof shootingRange>>, o: Opening & { d20?: number; target?: PlainActor }): Promise<EnergyCard & PlainCard> {
  const target = o.target ?? w.gnoll;
  const opening: Opening = { how: { mode: "shoot" }, ...o };
  const { cards } = plan(w.kestra, [target], opening);
  const faces = cards.map((c) => (c.attack.edge === 0 ? [o.d20 ?? 10] : [o.d20 ?? 10, o.d20 ?? 10]));
  return (await openAttack(w.t, "ann", w.kestra, [target], faces, opening, [SHOT]))[0]!;
}

/** The Miss Chance Modifier on a card (8 - Accuracy - halved Dex). */
export const modifierOf = (card: EnergyCard) => card.attack.parts.find((p) => p.label === "MANIFOLD.energy.Part.MissChanceModifier")?.value;

/** The Draw Weight's extra damage on a card, 0 when it has none. */
export const extraOf = (card: EnergyCard) => card.attack.flatParts.find((p) => p.label === "MANIFOLD.energy.Part.DrawWeight")?.value ?? 0;

/** A range trio as the seed writes it: near/far/max metres. */
export type Trio = readonly [near: number, far: number, max: number];

/**
 * What a fresh shot at each of the trio's edges gets: advantage (1), none (0), disadvantage (-1),
 * or "out" past the maximum; probed just inside and just past each number.
 */
export async function bandsAcross(open: (distance: number) => Promise<EnergyCard>, [near, far, max]: Trio): Promise<{ distance: number; got: number | string }[]> {
  const out: { distance: number; got: number | string }[] = [];
  for (const distance of [near, near + 1, far, far + 1, max, max + 1]) {
    const edges: number[] = [];
    const refused = await refusal(async () => edges.push((await open(distance)).attack.edge));
    out.push({ distance, got: refused === "MANIFOLD.energy.Error.OutOfRange" ? "out" : (refused ?? edges[0]!) });
  }
  return out;
}

/** What the seed's reading of a trio says at the same distances (energy.range.2-4). */
export function bandsOf([near, far, max]: Trio): { distance: number; got: number | string }[] {
  return [near, near + 1, far, far + 1, max, max + 1].map((distance) => ({ distance, got: distance > max ? "out" : distance <= near ? 1 : distance > far ? -1 : 0 }));
}
