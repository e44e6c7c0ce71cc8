import { CHAIN_LIMIT } from "../../core/dice/chain";
import type { Faces } from "../../core/play/request";
import { dieTerm, operatorTerm, rollOptions, rollOptionsData } from "../../foundry/dice/terms";
import type { CheckKind } from "./rules/checks";

export interface CheckRollOptions {
  kind: CheckKind;
  faces: number;
  /** how many of the dice terms belong to the added die's chain */
  positive: number;
  /** lang key naming what was rolled */
  label: string;
}

/**
 * A Wound Track check, `1d10 - 1d10` or wild `1d10x - 1d10x`: one die added and one subtracted,
 * each of a wild check's dice rolled again on its maximum. Each roll of a chain is its own
 * Foundry die term, so Foundry throws them (Dice So Nice, roll modes) and the pure steps read the
 * faces and check the chains.
 */
export class WoundCheckRoll extends foundry.dice.Roll {
  static async throwCheck(kind: CheckKind, faces: number, label: string): Promise<WoundCheckRoll> {
    const chain = async (): Promise<foundry.dice.terms.Die[]> => {
      const out: foundry.dice.terms.Die[] = [];
      for (let i = 0; i < CHAIN_LIMIT; i++) {
        const die = dieTerm(1, faces, []);
        await die.evaluate();
        out.push(die);
        if (kind === "standard" || die.total !== faces) break;
      }
      return out;
    };
    const positive = await chain();
    const negative = await chain();
    const terms: foundry.dice.terms.RollTerm[] = [];
    for (const [i, d] of positive.entries()) {
      if (i > 0) terms.push(await operatorTerm("+").evaluate());
      terms.push(d);
    }
    for (const d of negative) terms.push(await operatorTerm("-").evaluate(), d);
    const options: CheckRollOptions = { kind, faces, positive: positive.length, label };
    return this.fromTerms(terms, rollOptionsData(options)) as WoundCheckRoll;
  }

  get checkOptions(): CheckRollOptions {
    return rollOptions<CheckRollOptions>(this);
  }

  /** Each die's face in order, the added chain first: what the request carries to the deciding client. */
  get faces(): Faces {
    return this.dice.map((d) => [d.results[0]?.result ?? 0]);
  }
}
