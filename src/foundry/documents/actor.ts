import { rulesetForType } from "../registry-access";
import { activeRuleset } from "../settings";
import { systemOf } from "../docs";
import { afterChange, answersFor, touches } from "../../core/play/consequence";
import { foundryPort } from "../play/port";
import { notifyError } from "../play/press";

type UpdateOptions = { manifold?: { before?: unknown } };

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

  /**
   * What the ruleset compares after a change of a watched pool, read before the change on the
   * client that makes it (core runs _preUpdate there only); the options travel with the update
   * to every client, as dnd5e's previous HP does.
   */
  protected override async _preUpdate(...args: Parameters<Actor["_preUpdate"]>): ReturnType<Actor["_preUpdate"]> {
    const allowed = await super._preUpdate(...args);
    if (allowed === false) return allowed;
    const [changed, options] = args;
    const rules = this.ruleset?.consequences;
    if (rules && touches(rules, Object.keys(foundry.utils.flattenObject(changed)))) {
      (options as UpdateOptions).manifold = { before: rules.read(this._source.system, [...this.statuses], this.type, this.ruleset?.consequenceAround?.(this)) };
    }
    return allowed;
  }

  /** The ruleset's consequences of the change, run once: by the active GM, or with none online by whoever made it. */
  protected override _onUpdate(...args: Parameters<Actor["_onUpdate"]>): void {
    super._onUpdate(...args);
    const [, options, userId] = args;
    const before = (options as UpdateOptions).manifold?.before;
    const rules = this.ruleset?.consequences;
    if (!rules || before === undefined || game.user?.id !== answersFor(game.users?.activeGM?.id ?? null, userId)) return;
    void afterChange(foundryPort, this, rules, before, rules.read(this._source.system, [...this.statuses], this.type, this.ruleset?.consequenceAround?.(this))).catch(notifyError);
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
