import { edgeFormula, rollUnderSuccesses, type DegreeRules, type Edge } from "../../core/dice";
import { rollOptions, rollOptionsData } from "./terms";
import { pluralKey } from "../../core/plural";

export interface RollUnderOptions {
  target: number;
  edge: Edge;
  /** the test fails whatever the dice show (a defender who does not defend, full cover) */
  autoFail?: boolean;
  /** the test passes whatever the dice show (Size Matters) */
  autoPass?: boolean;
  degrees?: Partial<DegreeRules>;
  /** lang key naming what was tested */
  label?: string;
}

export interface RollUnderOutcome {
  kept: number;
  pass: boolean;
  successes: number;
}

/**
 * A d20 roll-under test with boon/bane and success degrees. Foundry throws the dice (so Dice So
 * Nice and roll modes work); the pure core counts the successes.
 */
export class RollUnderRoll extends foundry.dice.Roll {
  static override CHAT_TEMPLATE = "systems/manifold/templates/shared/dice/roll-under.hbs";

  static forTest(options: RollUnderOptions): RollUnderRoll {
    return new this(edgeFormula(20, options.edge, "low"), {}, rollOptionsData(options));
  }

  get test(): RollUnderOptions {
    return rollOptions<RollUnderOptions>(this);
  }

  /** The face that counts, after boon/bane kept one of two. */
  get kept(): number {
    const die = this.dice[0];
    const active = die?.results.find((r) => r.active);
    return active?.result ?? 0;
  }

  get outcome(): RollUnderOutcome {
    const { target, autoFail, autoPass, degrees } = this.test;
    const kept = this.kept;
    if (autoFail) return { kept, pass: false, successes: 0 };
    const successes = rollUnderSuccesses(kept, target, degrees);
    if (autoPass) return { kept, pass: true, successes: Math.max(1, successes) };
    return { kept, pass: successes > 0, successes };
  }

  /** The chat view: the usual formula and dice, plus the target, the kept face and Successes. */
  override async render(options: { flavor?: string; template?: string; isPrivate?: boolean } = {}): Promise<string> {
    if (!this._evaluated) await this.evaluate();
    const isPrivate = options.isPrivate ?? false;
    const { kept, pass, successes } = this.outcome;
    const context = {
      formula: isPrivate ? "???" : this.formula,
      flavor: isPrivate ? null : (options.flavor ?? null),
      label: this.test.label ?? null,
      target: this.test.target,
      kept,
      pass,
      successes,
      // "1 Success", "2 Successes": one lang entry per plural form.
      successesLabel: pluralKey("MANIFOLD.Roll.SuccessCount", successes),
      isPrivate,
      // Core's own dice tooltip under the formula: every face, opened with a click.
      tooltip: isPrivate ? "" : await this.getTooltip(),
      faces: (this.dice[0]?.results ?? []).map((r) => ({ result: r.result, discarded: !r.active })),
    };
    return foundry.applications.handlebars.renderTemplate(options.template ?? RollUnderRoll.CHAT_TEMPLATE, context);
  }
}
