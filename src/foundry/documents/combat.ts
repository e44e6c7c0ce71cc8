import { rulesetForType } from "../registry-access";
import { expiredAt } from "../../core/duration";
import { isImplied } from "../statuses";
import { serialize } from "../play/transport";
import { dealTurns } from "../../core/turns";
import type { ManifoldCombatant } from "./combatant";
import { updateEmbedded, write } from "../docs";
import { callHook } from "../hooks";
import { notifyError } from "../play/press";
import type { CombatScheme, TrackerButton } from "../ruleset";

/**
 * Base Combat: dispatches turn order and the per-round / per-turn economy to the ruleset.
 * Each start of round or turn is ONE batched combatant write, made by the active GM only.
 */
export class ManifoldCombat extends Combat {
  get scheme() {
    return rulesetForType(this.type)?.combat;
  }

  /**
   * Core sorts with this method unbound (`contents.sort(this._sortCombatants)` in v13's
   * Combat#setupTurns), so it must not read `this`: the scheme comes from the combatants' combat.
   */
  protected override _sortCombatants(a: Combatant.Implementation, b: Combatant.Implementation): number {
    const compare = rulesetForType(a.parent?.type ?? "")?.combat.compare;
    return compare ? compare(a, b) : super._sortCombatants(a, b);
  }

  /**
   * Core sorts the turns and records who holds the turn (`current`, which the turn events compare
   * with `previous`); the scheme's arrangement (saved turns) then moves combatants, so the holder
   * is read again from the arranged order.
   */
  override setupTurns(): Combatant.Implementation[] {
    const first = !this.previous;
    super.setupTurns();
    if (!this.scheme?.arrange) return this.turns;
    this.current = this._getCurrentState(this.arrangeTurns() ?? undefined);
    if (first) this.previous = this.current;
    return this.turns;
  }

  /**
   * Core re-sorts only when combatants change, but an arrangement may end with its round (a turn
   * saved last round): deal the new round's order before core reads who holds its turn.
   */
  protected override _onUpdate(...args: Parameters<Combat["_onUpdate"]>): void {
    const [changed] = args;
    if (this.scheme?.arrange && "round" in changed && !("combatants" in changed)) this.arrangeTurns();
    super._onUpdate(...args);
  }

  /**
   * Puts the turns in the order the ruleset runs them (core's sort, then the scheme's arrangement)
   * and returns who holds the turn in it. Not a #private method: core prepares a combat, and so
   * sets up its turns, inside the base constructor, before this class's private methods exist.
   */
  private arrangeTurns(): Combatant.Implementation | null {
    const sorted = [...this.combatants.contents].sort((a, b) => this._sortCombatants(a, b));
    const ids = sorted.map((c) => c.id ?? "");
    const { order, current } = dealTurns(ids, this.scheme?.arrange?.(this, ids) ?? ids, this.turn);
    const byId = new Map(sorted.map((c) => [c.id ?? "", c]));
    this.turns = order.map((id) => byId.get(id)!);
    return current === null ? null : (byId.get(current) ?? null);
  }

  /** A scheme without turns decides where each tracker button takes the round; core moves turns. */
  override async startCombat(): Promise<this> {
    const step = this.scheme?.roundButton;
    return step ? this.#moveRound(step, "start") : super.startCombat();
  }

  override async nextTurn(): Promise<this> {
    const step = this.scheme?.roundButton;
    return step ? this.#moveRound(step, "nextTurn") : super.nextTurn();
  }

  override async previousTurn(): Promise<this> {
    const step = this.scheme?.roundButton;
    return step ? this.#moveRound(step, "previousTurn") : super.previousTurn();
  }

  override async nextRound(): Promise<this> {
    const step = this.scheme?.roundButton;
    return step ? this.#moveRound(step, "nextRound") : super.nextRound();
  }

  override async previousRound(): Promise<this> {
    const step = this.scheme?.roundButton;
    return step ? this.#moveRound(step, "previousRound") : super.previousRound();
  }

  /**
   * The scheme's step decides where a tracker button takes a combat without turns; a refusal is
   * shown and nothing moves. Starting writes round 1 with nobody holding the turn; whole rounds
   * then move through core, which keeps the empty turn, calls its hooks and moves the world clock
   * by CONFIG.time.roundTime (the ruleset's round seconds, the same the step gives).
   */
  async #moveRound(step: NonNullable<CombatScheme["roundButton"]>, button: TrackerButton): Promise<this> {
    let move: ReturnType<typeof step>;
    try {
      move = step(this.round, button);
    } catch (err) {
      notifyError(err);
      return this;
    }
    if (button !== "start") {
      if (move.round === this.round) return this;
      return move.round > this.round ? super.nextRound() : super.previousRound();
    }
    const updateData = { round: move.round, turn: move.turn };
    callHook("combatStart", this, updateData);
    await write(this, updateData);
    return this;
  }

  protected override async _onStartRound(context: Combat.RoundEventContext): Promise<void> {
    await super._onStartRound(context);
    // The reset takes the key payments take (play/transport serialize), so none writes over it.
    await serialize(`pools.${this.id ?? ""}`, async () => {
      const updates = (await this.scheme?.roundStart(this)) ?? [];
      if (updates.length) await updateEmbedded(this, "Combatant", updates);
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

  protected override async _onEndTurn(combatant: Combatant.Implementation, context: Combat.TurnEventContext): Promise<void> {
    await super._onEndTurn(combatant, context);
    // The context is the turn that ends; when a new round begins, this.round is already the new one.
    const updates = this.scheme?.turnEnd?.(this, combatant, context?.round ?? this.previous?.round ?? this.round) ?? [];
    if (updates.length) await updateEmbedded(this, "Combatant", updates);
  }

  protected override async _onStartTurn(combatant: Combatant.Implementation, context: Combat.TurnEventContext): Promise<void> {
    await super._onStartTurn(combatant, context);
    const updates = this.scheme?.turnStart?.(this, combatant) ?? [];
    if (updates.length) await updateEmbedded(this, "Combatant", updates);
    if (this.scheme?.skipTurn?.(this, combatant) && game.user?.isActiveGM) await this.nextTurn();
  }

  /** Combatants as the ruleset's subclass, for schemes that read their data. */
  get manifoldCombatants(): ManifoldCombatant[] {
    return this.combatants.contents as ManifoldCombatant[];
  }
}
