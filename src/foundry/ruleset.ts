import type { RulesetRules } from "../core/ruleset";
import type { TrackerResource } from "../core/tracker-resource";
import type { ManifoldModel } from "./data/model";
import type { AnyGlue } from "./play/cards";
import type { TimedEffect } from "../core/play/expiry";
import type { OpenRules, Privacy } from "../core/play/port";
import type { ManifoldSheetClass } from "./sheets/sheet-base";
import type { ConsequenceRules } from "../core/play/consequence";
import type { MovementGlue } from "./movement";
import type { SelfTestScript } from "../core/selftest/script";

export type CombatantDoc = Combatant.Implementation;
export type CombatDoc = Combat.Implementation;

/** How a ruleset runs its combat; every write it returns is applied in one batch. */
export interface CombatScheme {
  /**
   * A combat with rounds but no turns (everyone acts whenever they choose): where each tracker
   * button takes its round, with nobody holding the turn, and the seconds the world clock moves.
   * Without it the combat has turns and core moves them.
   */
  roundButton?(round: number, button: TrackerButton): { round: number; turn: null; seconds: number };
  /**
   * Combatant paths (flattened) that decide turn order or a once-a-round limit: only GMs write
   * them, and the active GM puts back a player's change (v13 lets owners write their combatant)
   */
  gmOnly?: readonly string[];
  /** rolls initiative for the tracker's dice buttons instead of core, the ruleset's way */
  rollInitiative?(combat: CombatDoc, ids: readonly string[]): Promise<void>;
  /** the Roll formula for one combatant's initiative, or null when the ruleset rolls none */
  initiativeFormula(combatant: CombatantDoc): string | null;
  /** negative when `a` acts before `b`; ties resolved by the ruleset */
  compare?(a: CombatantDoc, b: CombatantDoc): number;
  /**
   * rearranges the sorted turn order (saved turns); ids in, ids out. Read again whenever the
   * combatants or the round change, so it may depend on the round.
   */
  arrange?(combat: CombatDoc, order: string[]): string[];
  /** how many turns one combatant may hold in a round's arranged order (an enemy that acts twice: 2); 1 if absent */
  turnsEach?: number;
  /**
   * the new round's rolls and every combatant's place, written before core moves to turn 0 of
   * `round` (startCombat, nextRound), so the round's first turn is already the right one; run
   * on the active GM's client only, and refused to anyone else before core moves anything
   */
  beforeRound?(combat: CombatDoc, round: number): Promise<void>;
  /** extra tracker context-menu entries for a combatant */
  contextOptions?(): TrackerOption[];
  /** a combatant's starting system data from its actor, merged over the schema defaults */
  joinState?(actor: Actor.Implementation): Record<string, unknown>;
  /** combatant updates when a round begins (one batched write), after any rolls the round owes */
  roundStart(combat: CombatDoc): Record<string, unknown>[] | Promise<Record<string, unknown>[]>;
  /** work beyond the combatants when a round begins (rolls owed each round); run by the active GM */
  afterRoundStart?(combat: CombatDoc): Promise<void>;
  /** the round-limited effects the round's start ends, in the order they end (core/play/expiry.ts's when absent) */
  expiring?<T extends TimedEffect>(effects: readonly T[], round: number): T[];
  /** combatant updates when a turn begins (one batched write) */
  turnStart?(combat: CombatDoc, combatant: CombatantDoc): Record<string, unknown>[];
  /** work beyond the combatants when a turn begins (a reminder posted, a macro run); active GM */
  afterTurnStart?(combat: CombatDoc, combatant: CombatantDoc): Promise<void>;
  /** work when the combat is deleted (what is recovered after the fight); active GM */
  combatEnd?(combat: CombatDoc): Promise<void>;
  /**
   * combatant updates when a turn ends (one batched write), run by the active GM; `endingRound` is
   * the round the turn was taken in, so a scheme can leave to the round's reset what it covers
   */
  turnEnd?(combat: CombatDoc, combatant: CombatantDoc, endingRound: number): Record<string, unknown>[];
  /** true when the combatant's turn must be skipped now */
  skipTurn?(combat: CombatDoc, combatant: CombatantDoc): boolean;
  /**
   * the name of the CombatantGroup the combatant acts in this round, or null; the tracker draws a
   * header wherever the turns pass from one group to the next (core v13's tracker draws none)
   */
  trackerGroup?(combatant: CombatantDoc): string | null;
  /** the resources the tracker shows for a combatant */
  trackerResources(combatant: CombatantDoc): TrackerResource[];
}

/** The tracker's buttons that move a combat. */
export type TrackerButton = "start" | "nextTurn" | "previousTurn" | "nextRound" | "previousRound";

export interface TrackerOption {
  /** lang key */
  name: string;
  icon: string;
  condition(combatant: CombatantDoc): boolean;
  callback(combatant: CombatantDoc): Promise<void>;
}


/** The Foundry half of a ruleset: its rules plus the classes Foundry needs. */
export interface RulesetDefinition {
  rules: RulesetRules;
  /** derive after ActiveEffects: type -> function over the model */
  derive: Readonly<Record<string, (model: ManifoldModel) => void>>;
  actorSheets: Readonly<Record<string, ManifoldSheetClass>>;
  itemSheets: Readonly<Record<string, ManifoldSheetClass>>;
  combat: CombatScheme;
  /** Roll classes registered in CONFIG.Dice.rolls; names must be unique (Roll.fromData matches them). */
  rolls: readonly (abstract new (...args: never[]) => foundry.dice.Roll)[];
  /** templates to preload */
  templates: readonly string[];
  /** renders a chat card of this ruleset into the message element, at once, and wires its buttons */
  renderCard?(message: ChatMessage.Implementation, html: HTMLElement): void;
  /** "Check this world": the exchange it plays (loaded when run), and the sheet's attack it opens with (a Shift-click: no dialog) */
  selfTest?: { script(): Promise<SelfTestScript>; attack(actor: Actor.Implementation, item: Item.Implementation): Promise<unknown> };
  /** its attack cards' steps, allow-list and snapshot, run by the shared card glue */
  cards?: AnyGlue;
  /** what its card steps ask the deciding client to do besides writing (a table drawn), by the effect's kind */
  effects?: Readonly<Record<string, (privacy: Privacy) => Promise<void>>>;
  /** how its attacks are opened by the shared open flow: the port's view of the attack, then its pure plan */
  opens?: OpenRules<Actor.Implementation, TokenDocument.Implementation>;
  /** what follows a change of a creature's pools, on every path (src/core/play/consequence.ts) */
  consequences?: ConsequenceRules<unknown>;
  /** what its consequences read of a creature's fight besides the creature (a rider's mount), plain JSON */
  consequenceAround?(actor: Actor.Implementation): unknown;
  /** its side of the movement ledger every token move in combat goes through (src/foundry/movement.ts) */
  movement?: MovementGlue;
  /** world settings of this ruleset; registered for every ruleset so none is lost on a switch */
  registerSettings?(): void;
  /** data models of types system.json declares beyond the typed documents (a Region behavior), registered in every world like them */
  registerModels?(): void;
  /** ruleset-specific init work for the active ruleset: hooks */
  init?(): void;
}

