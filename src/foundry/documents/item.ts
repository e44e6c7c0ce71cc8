import { rulesetForType } from "../registry-access";
import { activeTypes } from "./actor";

/** Base Item: finds its ruleset from its type. */
export class ManifoldItem extends Item {
  /** Creation dialogs offer only the active ruleset's types. */
  static override async createDialog(...args: Parameters<typeof Item.createDialog>) {
    const [data, createOptions, options] = args;
    const types = activeTypes("Item");
    const dialogOptions = { ...(options ?? {}), ...(types.length ? { types } : {}) };
    return super.createDialog(data, createOptions, dialogOptions as Parameters<typeof Item.createDialog>[2]);
  }

  get ruleset() {
    return rulesetForType(this.type);
  }
}
