import { rulesetForType } from "../registry-access";
import { expiring } from "../../core/play/expiry";
import { isImplied } from "../statuses";
import { serialize } from "../play/transport";
import { dealTurns } from "../../core/turns";
import type { ManifoldCombatant } from "./combatant";
import { updateEmbedded, write } from "../docs";
import { callHook } from "../hooks";
import { notifyError } from "../play/press";
import type { CombatScheme, TrackerButton } from "../ruleset";
import { askNextRound } from "../combat/round-relay";
import { poolsKey } from "../play/pools";

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
   * with `previous`); the scheme's arrangement (saved turns, second turns) then moves combatants,
   * so the holder is read again from the arranged order. Core clamps the turn index to its own
   * list, one place per combatant, and raises the round when the index passes it (as Nimble found,
   * PR #763); an arrangement with second turns is longer, so the round and the index are kept as
   * they were and the index is clamped to the arranged list instead.
   */
  override setupTurns(): Combatant.Implementation[] {
    const first = !this.previous;
    const { turn, round } = this;
    super.setupTurns();
    if (!this.scheme?.arrange) return this.turns;
    this.round = round;
    this.turn = turn;
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
    const { order } = dealTurns(ids, this.scheme?.arrange?.(this, ids) ?? ids, null, this.scheme?.turnsEach ?? 1);
    if (this.turn !== null) this.turn = Math.max(0, Math.min(this.turn, order.length - 1));
    const current = this.turn === null ? null : (order[this.turn] ?? null);
    const byId = new Map(sorted.map((c) => [c.id ?? "", c]));
    this.turns = order.map((id) => byId.get(id)!);
    return current === null ? null : (byId.get(current) ?? null);
  }

  /** A scheme that rolls initiative its own way (through the GM, or only at a round's start) takes core's dice buttons. */
  override async rollInitiative(...args: Parameters<Combat["rollInitiative"]>): Promise<this> {
    const roll = this.scheme?.rollInitiative;
    if (!roll) return super.rollInitiative(...args);
    const [ids] = args;
    await roll(this, typeof ids === "string" ? [ids] : [...ids]);
    return this;
  }

  /** A scheme without turns decides where each tracker button takes the round; core moves turns. */
  override async startCombat(): Promise<this> {
    const step = this.scheme?.roundButton;
    if (step) return this.#moveRound(step, "start");
    return this.#once(async () => ((await this.#beforeRound(1)) ? super.startCombat() : this));
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
    if (step) return this.#moveRound(step, "nextRound");
    return this.#once(async () => ((await this.#beforeRound(this.round + 1)) ? super.nextRound() : this));
  }

  /**
   * A scheme that rolls for each round (side initiative) writes the round's order before core
   * moves to its turn 0, so the first turn's events go to the right combatant. Only the active GM
   * rolls for everyone: a player whose end of turn would start the round asks the GM to start it
   * (combat/round-relay.ts), and nothing moves here. False when core must not move the round.
   */
  async #beforeRound(round: number): Promise<boolean> {
    const before = this.scheme?.beforeRound;
    if (!before) return true;
    try {
      if (!game.user?.isActiveGM) {
        await askNextRound(this);
        return false;
      }
      await before(this, round);
      return true;
    } catch (err) {
      notifyError(err);
      return false;
    }
  }

  /**
   * A second ask (a double click, two owners ending the last turn) that arrives while the round's
   * rolls are thrown and written saw the same round: it must not roll and move the round again.
   */
  async #once(move: () => Promise<this>): Promise<this> {
    // Only a scheme that rolls for each round needs it; the others move as core moves them.
    if (!this.scheme?.beforeRound) return move();
    if (this.#moving) return this;
    this.#moving = true;
    try {
      return await move();
    } finally {
      this.#moving = false;
    }
  }

  #moving = false;

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
    await serialize(poolsKey(this.id), async () => {
      const updates = (await this.scheme?.roundStart(this)) ?? [];
      if (updates.length) await updateEmbedded(this, "Combatant", updates);
    });
    await this.#expireEffects();
    await this.scheme?.afterRoundStart?.(this);
  }

  /** Core v13 reports expired effects but keeps them; round-limited conditions end here, in the scheme's order. */
  async #expireEffects(): Promise<void> {
    const actors = new Map(this.combatants.contents.flatMap((c) => (c.actor ? [[c.actor.uuid, c.actor] as const] : [])));
    const timed = [...actors.values()].flatMap((actor) =>
      actor.effects.contents.filter((e) => !isImplied(e)).map((e) => ({ actor, id: e.id!, rounds: e.duration.rounds, startRound: e.duration.startRound, startTurn: e.duration.startTurn })),
    );
    for (const { actor, id } of (this.scheme?.expiring ?? expiring)(timed, this.round)) await actor.deleteEmbeddedDocuments("ActiveEffect", [id]);
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
    // A turn core passes over (a round moved on mid-round) gets its fresh state but no reminder.
    if (context?.skipped) return;
    await this.scheme?.afterTurnStart?.(this, combatant);
    // A turn core already passed over must not move the combat on a second time.
    if (this.scheme?.skipTurn?.(this, combatant) && game.user?.isActiveGM) await this.nextTurn();
  }

  /** Core v13 runs `_onDelete` on every client; what the fight leaves behind is the active GM's. */
  protected override _onDelete(...args: Parameters<Combat["_onDelete"]>): void {
    super._onDelete(...args);
    if (game.user?.isActiveGM) void this.scheme?.combatEnd?.(this);
  }

  /** Combatants as the ruleset's subclass, for schemes that read their data. */
  get manifoldCombatants(): ManifoldCombatant[] {
    return this.combatants.contents as ManifoldCombatant[];
  }
}
