import { CHAIN_LIMIT, chainLabel, edgeFormula, readChainTerms, type Edge } from "../../core/dice";
import { dieTerm, numericTerm, operatorTerm, rollOptions, rollOptionsData, thrownDice } from "./terms";

export interface ExplodingOptions {
  faces: number;
  edge: Edge;
  bonus: number;
  /** lang key naming the defence rolled */
  label?: string;
}

/**
 * An exploding defence roll ("1d10*", "1d4*"). Core modifiers cannot put advantage on every roll
 * of a chain, so each roll of the chain is its own Foundry die term (1dN, or 2dNkh/kl): Foundry
 * throws them (Dice So Nice, roll modes), the pure core checks the chain and adds it up.
 */
export class ExplodingRoll extends foundry.dice.Roll {
  static override CHAT_TEMPLATE = "systems/manifold/templates/shared/dice/exploding.hbs";

  static async throwChain(options: ExplodingOptions): Promise<ExplodingRoll> {
    const terms: foundry.dice.terms.RollTerm[] = [];
    const step = edgeFormula(options.faces, options.edge, "high").match(/^(\d+)d(\d+)(k[hl])?$/)!;
    for (let i = 0; i < CHAIN_LIMIT; i++) {
      const die = dieTerm(Number(step[1]), options.faces, step[3] ? [step[3]] : []);
      await die.evaluate();
      if (terms.length) terms.push(await operatorTerm("+").evaluate());
      terms.push(die);
      if (die.total !== options.faces) break;
    }
    if (options.bonus !== 0) {
      terms.push(await operatorTerm(options.bonus < 0 ? "-" : "+").evaluate());
      terms.push(await numericTerm(Math.abs(options.bonus)).evaluate());
    }
    return this.fromTerms(terms, rollOptionsData(options)) as ExplodingRoll;
  }

  get chainOptions(): ExplodingOptions {
    return rollOptions<ExplodingOptions>(this);
  }

  /** The chain as the pure core reads it; the same total the tests compute. */
  get chain() {
    const { faces, edge } = this.chainOptions;
    return readChainTerms(thrownDice(this), faces, edge);
  }

  get defenseTotal(): number {
    return this.chain.total + this.chainOptions.bonus;
  }

  override async render(options: { flavor?: string; template?: string; isPrivate?: boolean } = {}): Promise<string> {
    if (!this._evaluated) await this.evaluate();
    const isPrivate = options.isPrivate ?? false;
    const { faces, bonus, label } = this.chainOptions;
    const context = {
      formula: isPrivate ? "???" : chainLabel(faces, bonus),
      flavor: isPrivate ? null : (options.flavor ?? null),
      label: label ?? null,
      isPrivate,
      // Core's own dice tooltip under the formula: every face, opened with a click.
      tooltip: isPrivate ? "" : await this.getTooltip(),
      total: isPrivate ? "?" : this.defenseTotal,
      steps: this.dice.map((d) => ({
        faces: d.results.map((r) => ({ result: r.result, discarded: !r.active, max: r.result === faces })),
      })),
      die: `d${faces}`,
    };
    return foundry.applications.handlebars.renderTemplate(options.template ?? ExplodingRoll.CHAT_TEMPLATE, context);
  }
}
