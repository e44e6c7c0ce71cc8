import { isImplied } from "../statuses";
import { activeCombat } from "../lookup";
import type { EffectClock } from "./effect-duration";
import type { EffectSource } from "./effects-tab";

/** The actor's own Active Effects as the plain data the effects tab reads. */
export function effectsOf(actor: Actor.Implementation): EffectSource[] {
  return actor.effects.contents.map((e) => {
    const d = e._source.duration;
    return {
      id: e.id ?? "",
      name: e.name,
      img: e.img ?? "",
      disabled: e.disabled,
      statuses: [...e.statuses],
      duration: { seconds: d.seconds, startTime: d.startTime, rounds: d.rounds, turns: d.turns, startRound: d.startRound, startTurn: d.startTurn },
      implied: isImplied(e),
    };
  });
}

/** World time and the active combat: what core's ActiveEffect counts an effect's time against. */
export function sheetClock(): EffectClock {
  const combat = activeCombat();
  return {
    worldTime: game.time?.worldTime ?? 0,
    combat: combat ? { round: combat.round ?? 0, turn: combat.turn ?? 0, turns: combat.turns.length } : null,
  };
}
