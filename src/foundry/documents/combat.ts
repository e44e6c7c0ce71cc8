import { rulesetForType } from "../registry-access";
import { expiredAt } from "../../core/duration";
import { isImplied } from "../statuses";
import { serialize } from "../play/transport";
import type { ManifoldCombatant } from "./combatant";

/**
 * Base Combat: dispatches turn order and the per-round / per-turn economy to the ruleset.
 * Each start of round or turn is ONE batched combatant write, made by the active GM only.
 */
export class ManifoldCombat extends Combat {
  get scheme() {
    return rulesetForType(this.type)?.combat;
  }

  protected override _sortCombatants(a: Combatant.Implementation, b: Combatant.Implementation): number {
    return this.scheme?.compare?.(a, b) ?? super._sortCombatants(a, b);
  }

  override setupTurns(): Combatant.Implementation[] {
    const turns = super.setupTurns();
    const arrange = this.scheme?.arrange;
    if (!arrange) return turns;
    const order = arrange(this, turns.map((c) => c.id ?? ""));
    const byId = new Map(turns.map((c) => [c.id ?? "", c]));
    const arranged = order.map((id) => byId.get(id)).filter((c): c is Combatant.Implementation => !!c);
    (this as unknown as { turns: Combatant.Implementation[] }).turns = arranged;
    return arranged;
  }

  /** A scheme without turns keeps `turn` null: nobody holds the turn, rounds still count. */
  override async startCombat(): Promise<this> {
    if (!this.scheme?.noTurns) return super.startCombat();
    const updateData = { round: 1, turn: null };
    Hooks.callAll("combatStart", this, updateData as never);
    await this.update(updateData as never);
    return this;
  }

  override async nextTurn(): Promise<this> {
    return this.scheme?.noTurns ? this.nextRound() : super.nextTurn();
  }

  override async previousTurn(): Promise<this> {
    return this.scheme?.noTurns ? this.previousRound() : super.previousTurn();
  }

  protected override async _onStartRound(context: Combat.RoundEventContext): Promise<void> {
    await super._onStartRound(context);
    // The reset takes the key payments take (play/transport serialize), so none writes over it.
    await serialize(`pools.${this.id ?? ""}`, async () => {
      const updates = this.scheme?.roundStart(this) ?? [];
      if (updates.length) await this.updateEmbeddedDocuments("Combatant", updates as never);
    });
    await this.#expireEffects();
    await this.scheme?.afterRoundStart?.(this);
  }

  /** Core v13 reports expired effects but keeps them; round-limited conditions end here. */
  async #expireEffects(): Promise<void> {
    for (const combatant of this.combatants.contents) {
      const actor = combatant.actor;
      if (!actor) continue;
      const ids = actor.effects.contents
        .filter((e) => !isImplied(e) && expiredAt({ rounds: e.duration.rounds, startRound: e.duration.startRound }, this.round))
        .map((e) => e.id!);
      if (ids.length) await actor.deleteEmbeddedDocuments("ActiveEffect", ids);
    }
  }

  protected override async _onStartTurn(combatant: Combatant.Implementation, context: Combat.TurnEventContext): Promise<void> {
    await super._onStartTurn(combatant, context);
    const updates = this.scheme?.turnStart?.(this, combatant) ?? [];
    if (updates.length) await this.updateEmbeddedDocuments("Combatant", updates as never);
    if (this.scheme?.skipTurn?.(this, combatant) && game.user?.isActiveGM) await this.nextTurn();
  }

  /** Combatants as the ruleset's subclass, for schemes that read their data. */
  get manifoldCombatants(): ManifoldCombatant[] {
    return this.combatants.contents as unknown as ManifoldCombatant[];
  }
}
