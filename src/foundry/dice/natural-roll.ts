import { readRollUnder, type NaturalRules, type RollUnderResult } from "../../core/dice";
import { rollOptions, rollOptionsData } from "./terms";

export interface NaturalUnderOptions {
  /** the number the die must not exceed */
  target: number;
  /** the faces that pass or fail whatever the target (Roll-Under's attack: 1 hits for double, 20 misses) */
  naturals: NaturalRules;
  /** lang key naming what was rolled */
  label?: string;
  /** lang keys of the four verdicts, in the ruleset's words ("Natural 1: hit for double damage") */
  verdicts?: Verdicts;
}

export interface Verdicts {
  pass: string;
  fail: string;
  critical: string;
  fumble: string;
}

const PLAIN: Verdicts = { pass: "MANIFOLD.Roll.Pass", fail: "MANIFOLD.Roll.Fail", critical: "MANIFOLD.Roll.Pass", fumble: "MANIFOLD.Roll.Fail" };

/**
 * One die rolled under a target, with natural faces that pass or fail whatever the target. Foundry
 * throws the die (Dice So Nice, roll modes); the pure core reads the face. RollUnderRoll counts
 * contest's success degrees and knows no naturals; this one knows only the naturals.
 */
export class NaturalUnderRoll extends foundry.dice.Roll {
  static override CHAT_TEMPLATE = "systems/manifold/templates/shared/dice/natural-under.hbs";

  static under(options: NaturalUnderOptions): NaturalUnderRoll {
    return new this(`1d${options.naturals.faces}`, {}, rollOptionsData(options));
  }

  get test(): NaturalUnderOptions {
    return rollOptions<NaturalUnderOptions>(this);
  }

  /** The face the die shows. */
  get kept(): number {
    return this.dice[0]?.results.find((r) => r.active)?.result ?? 0;
  }

  get outcome(): RollUnderResult {
    return readRollUnder(this.kept, this.test.target, this.test.naturals);
  }

  /** The chat view: the formula, the face, the target and what the face made of it. */
  override async render(options: { flavor?: string; template?: string; isPrivate?: boolean } = {}): Promise<string> {
    if (!this._evaluated) await this.evaluate();
    const isPrivate = options.isPrivate ?? false;
    const { pass, critical, fumble } = this.outcome;
    const words = this.test.verdicts ?? PLAIN;
    const verdict = critical ? words.critical : fumble ? words.fumble : pass ? words.pass : words.fail;
    const context = {
      formula: isPrivate ? "???" : this.formula,
      flavor: isPrivate ? null : (options.flavor ?? null),
      label: this.test.label ?? null,
      target: this.test.target,
      face: this.kept,
      pass,
      verdict,
      isPrivate,
      // Core's own dice tooltip under the formula: every face, opened with a click.
      tooltip: isPrivate ? "" : await this.getTooltip(),
    };
    return foundry.applications.handlebars.renderTemplate(options.template ?? NaturalUnderRoll.CHAT_TEMPLATE, context);
  }
}
