import type { RulesetId, StatusSpec } from "../../core/ruleset";
import { durationText, remainingTime, type EffectClock, type EffectDuration } from "./effect-duration";

/** One Active Effect of the actor, as plain data. */
export interface EffectSource {
  id: string;
  name: string;
  img: string;
  disabled: boolean;
  statuses: readonly string[];
  duration: EffectDuration;
  /** brought by a parent condition (flags.manifold.implied): it ends with its parent */
  implied: boolean;
}

export interface EffectsTabInput {
  ruleset: RulesetId | undefined;
  /** the ruleset's conditions, in the order it lists them */
  conditions: readonly StatusSpec[];
  effects: readonly EffectSource[];
  clock: EffectClock;
}

type Word = (key: string, data?: Record<string, string | number>) => string;

/** A condition's rules text, as a player reads it on hover. */
export const conditionRulesKey = (ruleset: RulesetId, id: string) => `MANIFOLD.${ruleset}.ConditionRules.${id}`;

/**
 * The effects tab: every condition of the ruleset as a badge to switch on or off, each explaining
 * itself, then the actor's effects with what remains of them. Pure, so the gallery renders the
 * very rows the sheet shows.
 */
export function effectsTab(input: EffectsTabInput, word: Word) {
  const { ruleset, conditions, effects, clock } = input;
  const specOf = new Map(conditions.map((c) => [c.id, c]));
  const rules = (id: string) => (ruleset ? word(conditionRulesKey(ruleset, id)) : "");
  const standing = effects.filter((e) => !e.disabled);
  const badges = conditions.map((c) => {
    const holders = standing.filter((e) => e.statuses.includes(c.id));
    const implied = holders.length > 0 && holders.every((e) => e.implied);
    const name = word(c.name);
    return {
      id: c.id,
      name,
      img: c.img,
      active: holders.length > 0,
      implied,
      tooltip: implied ? `${rules(c.id)} ${word("MANIFOLD.Sheet.HeldByParent")}` : rules(c.id),
    };
  });
  const rows = effects.map((e) => {
    const time = remainingTime(e.duration, clock);
    const held = e.statuses.flatMap((id) => {
      const spec = specOf.get(id);
      return spec ? [{ id, name: word(spec.name), tooltip: rules(id) }] : [];
    });
    return {
      id: e.id,
      name: e.name,
      img: e.img,
      disabled: e.disabled,
      implied: e.implied,
      timed: time.kind !== "unlimited" && !e.implied,
      // A condition another imposes has no time of its own: it ends with its parent.
      duration: e.implied ? word("MANIFOLD.Sheet.Duration.WithParent") : durationText(time, word),
      // An effect named as its condition explains itself on its name; one called something
      // else ("Knocked flat" carrying Prone) shows a badge per condition, each explaining itself.
      tooltip: held.filter((c) => c.name === e.name).map((c) => c.tooltip).join(" "),
      conditions: held.filter((c) => c.name !== e.name),
    };
  });
  return { conditions: badges, effects: rows };
}
