import { rulesetForType } from "../registry-access";
import { activeRuleset } from "../settings";
import { systemOf } from "../docs";

/** Base Actor: finds its ruleset from its type and offers only the active ruleset's types. */
export class ManifoldActor extends Actor {
  /** Creation dialogs offer only the active ruleset's types. */
  static override async createDialog(...args: Parameters<typeof Actor.createDialog>) {
    const [data, createOptions, options] = args;
    const types = activeTypes("Actor");
    const dialogOptions = { ...(options ?? {}), ...(types.length ? { types } : {}) };
    return super.createDialog(data, createOptions, dialogOptions as Parameters<typeof Actor.createDialog>[2]);
  }

  get ruleset() {
    return rulesetForType(this.type);
  }

  override getRollData() {
    const data = super.getRollData() as Record<string, unknown>;
    const system = systemOf<{ derived?: Record<string, unknown> }>(this);
    // Derived values sit under @derived so they never shadow a stored field (@skills.dodge.value).
    return { ...data, derived: system.derived ?? {} } as ReturnType<Actor["getRollData"]>;
  }
}

/** The creation dialog types for a document class: only the active ruleset's. */
export function activeTypes(documentName: "Actor" | "Item"): string[] {
  const def = activeRuleset();
  if (!def) return [];
  return Object.keys(documentName === "Actor" ? def.rules.actorTypes : def.rules.itemTypes);
}
