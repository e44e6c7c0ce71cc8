import { rulesetForType } from "../registry-access";

/** Base Item: finds its ruleset from its type. */
export class ManifoldItem extends Item {
  get ruleset() {
    return rulesetForType(this.type);
  }
}
