import { rulesetForType } from "../registry-access";

/** Base Combatant: its initiative formula comes from its ruleset's combat scheme. */
export class ManifoldCombatant extends Combatant {
  get scheme() {
    return rulesetForType(this.type)?.combat;
  }

  protected override _getInitiativeFormula(): string {
    return this.scheme?.initiativeFormula(this) ?? super._getInitiativeFormula();
  }
}
