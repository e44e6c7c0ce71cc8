import type { Edge } from "../../core/dice/edge";
import { edgeFormula } from "../../core/dice";
import { opposedSuccesses } from "../../core/dice/success";
import { rollOptions, rollOptionsData } from "./terms";

export interface OpposedOptions {
  /** lang key naming what was rolled */
  label: string;
}

/**
 * One die on a die ladder, with advantage (two kept high) or disadvantage (two kept low), thrown
 * against another such die: the successes are how many times the other's face fits in this one's
 * (Die Rank). Foundry throws the die (Dice So Nice, roll modes); the pure core counts.
 */
export class OpposedDieRoll extends foundry.dice.Roll {
  static die(faces: number, edge: Edge, options: OpposedOptions): OpposedDieRoll {
    return new this(edgeFormula(faces, edge, "high"), {}, rollOptionsData(options));
  }

  get test(): OpposedOptions {
    return rollOptions<OpposedOptions>(this);
  }

  /** Every face thrown, in order. */
  get faces(): number[] {
    return this.dice[0]?.results.map((r) => r.result) ?? [];
  }

  /** The face kept. */
  get kept(): number {
    return this.dice[0]?.results.find((r) => r.active)?.result ?? 0;
  }

  /** The successes this roll scores against a defence die that showed `face`. */
  successesAgainst(face: number): number {
    return opposedSuccesses(this.kept, face);
  }
}
