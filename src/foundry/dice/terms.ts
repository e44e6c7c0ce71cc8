/**
 * Typed adapter for Foundry's dice. fvtt-types 13.345 types term data and roll options with
 * generics our Roll subclasses cannot name, so the casts live here; each helper only forwards
 * to the constructor or member it names.
 */
import type { ThrownTerm } from "../../core/dice/chain";

/** The options a Roll is made with, as Foundry's constructor and `fromTerms` take them. */
export type RollOptionsData = Parameters<typeof foundry.dice.Roll.fromTerms>[1];

/** Our options object as Foundry's roll options (Foundry keeps them whole on `roll.options`). */
export function rollOptionsData(options: object): RollOptionsData {
  return options as never;
}

/** A roll's options as the subclass made them. */
export function rollOptions<T>(roll: foundry.dice.Roll): T {
  return roll.options as unknown as T;
}

/** A roll's dice as the pure core reads thrown terms. */
export function thrownDice(roll: foundry.dice.Roll): readonly ThrownTerm[] {
  return roll.dice;
}

/** `new Die({ number, faces, modifiers })`, not yet evaluated. */
export function dieTerm(number: number, faces: number, modifiers: string[]): foundry.dice.terms.Die {
  return new foundry.dice.terms.Die({ number, faces, modifiers } as never);
}

/** `new OperatorTerm({ operator })`, not yet evaluated. */
export function operatorTerm(operator: "+" | "-"): foundry.dice.terms.OperatorTerm {
  return new foundry.dice.terms.OperatorTerm({ operator } as never);
}

/** `new NumericTerm({ number })`, not yet evaluated. */
export function numericTerm(number: number): foundry.dice.terms.NumericTerm {
  return new foundry.dice.terms.NumericTerm({ number } as never);
}
