import type { Edge } from "../../core/dice/edge";
import { edgeFormula } from "../../core/dice";
import { rollOptionsData } from "./terms";

export interface OpposedOptions {
  /** lang key naming what was rolled */
  label: string;
}

/**
 * One die on a die ladder, with advantage (two kept high) or disadvantage (two kept low): Die
 * Rank's attack die. Foundry throws it (Dice So Nice, roll modes); the card's defend step counts
 * the successes against the defence die with core's `opposedSuccesses`, on the deciding client.
 */
export class OpposedDieRoll extends foundry.dice.Roll {
  static die(faces: number, edge: Edge, options: OpposedOptions): OpposedDieRoll {
    return new this(edgeFormula(faces, edge, "high"), {}, rollOptionsData(options));
  }

  /** Every face thrown, in order. */
  get faces(): number[] {
    return this.dice[0]?.results.map((r) => r.result) ?? [];
  }
}
