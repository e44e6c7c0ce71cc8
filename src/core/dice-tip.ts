/**
 * Foundry's dice tooltip for a roll a card keeps as plain faces: the formula a player reads, and
 * each die term with its faces marked the way core's chat styles them (discarded, exploded, min,
 * max). Every card's rolls are drawn from these, so every roll shows its formula and faces alike.
 */
import { edgeFormula } from "./dice/formula";
import type { Edge } from "./dice/edge";

export interface TipFace {
  result: number;
  /** core's classes for one face: "roll die d20 max discarded" */
  classes: string;
}

export interface TipPart {
  formula: string;
  total: number;
  faces: TipFace[];
}

export interface DiceTip {
  formula: string;
  total: number;
  parts: TipPart[];
}

interface FaceMarks {
  discarded?: boolean;
  exploded?: boolean;
}

function face(size: number | null, result: number, marks: FaceMarks = {}): TipFace {
  const classes = ["roll", "die"];
  if (size !== null) classes.push(`d${size}`);
  if (result === 1) classes.push("min");
  if (size !== null && result === size) classes.push("max");
  if (marks.exploded) classes.push("exploded");
  if (marks.discarded) classes.push("discarded");
  return { result, classes: classes.join(" ") };
}

/** One logical die thrown once, or twice for an edge with one face kept: a d20 test. */
export function keptTip(size: number, faces: readonly number[], kept: number, edge: Edge, better: "high" | "low"): DiceTip {
  const formula = faces.length > 1 ? edgeFormula(size, edge, better) : `1d${size}`;
  let keptShown = false;
  const shown = faces.map((result) => {
    const isKept = !keptShown && result === kept;
    if (isKept) keptShown = true;
    return face(size, result, { discarded: !isKept });
  });
  return { formula, total: kept, parts: [{ formula, total: kept, faces: shown }] };
}

/**
 * An exploding chain (1dN*): one term per throw, each kept face that shows the maximum throws
 * again. `bonus` is added to the total the formula names, as the card's defence line reads it.
 */
export function chainTip(size: number, thrown: readonly (readonly number[])[], kept: readonly number[], bonus = 0): DiceTip {
  const rolled = kept.reduce((sum, k) => sum + k, 0);
  const faces = thrown.flatMap((step, i) => {
    let keptShown = false;
    return step.map((result) => {
      const isKept = !keptShown && result === kept[i];
      if (isKept) keptShown = true;
      return face(size, result, { discarded: !isKept, exploded: isKept && result === size });
    });
  });
  const die = `1d${size}*`;
  const formula = bonus === 0 ? die : `${die} ${bonus < 0 ? "−" : "+"} ${Math.abs(bonus)}`;
  return { formula, total: rolled + bonus, parts: [{ formula: die, total: rolled, faces }] };
}

/**
 * A rolled formula ("2d6 + 1") with the faces its dice showed, in order, and the total it came to.
 * The tooltip's part names only the dice ("2d6") and what they showed, as core's does; the
 * formula's own total takes in the modifiers.
 */
export function formulaTip(formula: string, faces: readonly number[], total: number): DiceTip {
  const terms = [...formula.matchAll(/(\d*)d(\d+)/gi)];
  const sizes = terms.map((m) => Number(m[2]));
  // One die size names the faces' die; a formula mixing sizes leaves them unnamed rather than guess.
  const size = sizes.length > 0 && sizes.every((s) => s === sizes[0]) ? sizes[0]! : null;
  const dice = terms.map((m) => `${m[1] || "1"}d${m[2]}`).join(" + ") || formula;
  const rolled = faces.reduce((sum, f) => sum + f, 0);
  return { formula, total, parts: [{ formula: dice, total: rolled, faces: faces.map((f) => face(size, f)) }] };
}
