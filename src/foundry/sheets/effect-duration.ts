import { pluralKey } from "../../core/plural";

/** An Active Effect's stored `duration`, as v13 keeps it (every field may be empty). */
export interface EffectDuration {
  seconds?: number | null;
  startTime?: number | null;
  rounds?: number | null;
  turns?: number | null;
  startRound?: number | null;
  startTurn?: number | null;
}

/** The clock an effect is measured against: world time, and the combat the viewer sees, if any. */
export interface EffectClock {
  worldTime: number;
  combat: { round: number; turn: number; turns: number } | null;
}

type Unit = "rounds" | "turns" | "hours" | "minutes" | "seconds";
export type RemainingTime =
  | { kind: "unlimited" }
  | { kind: "expired" }
  /** `left` is counted down by a running clock; `lasts` is the whole duration, not started yet */
  | { kind: "left" | "lasts"; parts: { unit: Unit; count: number }[] };

const given = (n: number | null | undefined): n is number => typeof n === "number" && Number.isFinite(n);

/**
 * What remains of an effect, counted the way core's ActiveEffect counts it: seconds against the
 * world time; rounds and turns against the combat, a turn being a hundredth of a round, and the
 * full duration until the combat reaches the effect's start.
 */
export function remainingTime(d: EffectDuration, clock: EffectClock): RemainingTime {
  if (given(d.seconds)) {
    const left = d.seconds - (clock.worldTime - (given(d.startTime) ? d.startTime : clock.worldTime));
    return left > 0 ? { kind: "left", parts: clockParts(left) } : { kind: "expired" };
  }
  const rounds = given(d.rounds) ? d.rounds : 0;
  const turns = given(d.turns) ? d.turns : 0;
  if (rounds <= 0 && turns <= 0) return { kind: "unlimited" };
  const c = clock.combat;
  const startRound = given(d.startRound) ? d.startRound : 0;
  const startTurn = given(d.startTurn) ? d.startTurn : 0;
  const now = combatTime(c?.round ?? 0, c?.turn ?? 0);
  const start = combatTime(startRound, startTurn);
  if (!c) return { kind: "lasts", parts: turnParts(rounds, turns) };
  if (now <= start) return { kind: "left", parts: turnParts(rounds, turns) };
  const left = Math.max(Math.round((start + combatTime(rounds, turns) - now) * 100) / 100, 0);
  if (left <= 0) return { kind: "expired" };
  // As core: the turns still to come in the round the effect started in.
  let since = c.turn - startTurn;
  while (since < 0) since += Math.max(c.turns, 1);
  return { kind: "left", parts: turnParts(Math.floor(left), since > 0 ? Math.max(c.turns, 1) - since : 0) };
}

const combatTime = (round: number, turn: number) => round + turn / 100;

function turnParts(rounds: number, turns: number) {
  const parts = [
    { unit: "rounds" as const, count: rounds },
    { unit: "turns" as const, count: turns },
  ].filter((p) => p.count > 0);
  return parts.length ? parts : [{ unit: "turns" as const, count: 0 }];
}

function clockParts(seconds: number) {
  const whole = Math.ceil(seconds);
  const parts = [
    { unit: "hours" as const, count: Math.floor(whole / 3600) },
    { unit: "minutes" as const, count: Math.floor((whole % 3600) / 60) },
    { unit: "seconds" as const, count: whole % 60 },
  ].filter((p) => p.count > 0);
  return parts.length ? parts : [{ unit: "seconds" as const, count: whole }];
}

/** How a sheet says it: "2 rounds, 1 turn left", "Lasts 1 minute", "Until removed". */
export function durationText(time: RemainingTime, word: (key: string, data?: Record<string, string | number>) => string): string {
  if (time.kind === "unlimited") return word("MANIFOLD.Sheet.Duration.Unlimited");
  if (time.kind === "expired") return word("MANIFOLD.Sheet.Duration.Expired");
  const span = time.parts.map((p) => word(pluralKey(`MANIFOLD.Sheet.Duration.${p.unit}`, p.count), { count: p.count })).join(", ");
  return word(time.kind === "left" ? "MANIFOLD.Sheet.Duration.Left" : "MANIFOLD.Sheet.Duration.Lasts", { time: span });
}
