import { writeAlone } from "../../core/play/execute";
import { foundryPort } from "../../foundry/play/port";
import { isImplied } from "../../foundry/statuses";
import { escapeHtml } from "../../core/html";
import { combatantSystem, derivedOf, plainActor } from "./adapter";
import type { EnergyDerived } from "./rules/derived";
import { ENERGY_ROUND_ALLOW, owedRolls, roundStartStep, type AppliedCondition, type RoundCreature, type RoundLine, type RoundSnapshot } from "./play/round";
import { post } from "../../foundry/docs";

/** The conditions an actor holds in its own right, with their round limits (daughters follow their parents). */
export function appliedConditions(actor: Actor.Implementation): AppliedCondition[] {
  return actor.effects.contents
    .filter((e) => !isImplied(e))
    .flatMap((e) => [...e.statuses].map((id) => ({ id, rounds: e.duration.rounds ?? null, startRound: e.duration.startRound ?? null })));
}

export function roundCreature(actor: Actor.Implementation) {
  return { system: plainActor(actor).system, maxAgility: derivedOf<EnergyDerived>(actor)?.maxAgility ?? 3, conditions: appliedConditions(actor) };
}

function snapshotOf(combat: Combat.Implementation): { snap: RoundSnapshot; actors: Map<string, Actor.Implementation> } {
  const actors = new Map<string, Actor.Implementation>();
  const creatures: RoundCreature[] = [];
  for (const c of combat.combatants.contents) {
    if (!c.actor || !c.id) continue;
    actors.set(c.id, c.actor);
    creatures.push({ id: c.id, name: c.name ?? c.actor.name, combatant: combatantSystem(c), ...roundCreature(c.actor) });
  }
  return { snap: { round: combat.round, creatures }, actors };
}

function lineText(line: RoundLine): string {
  const result = line.result ? game.i18n!.localize(line.result) : "";
  return game.i18n!.format(line.key, { name: escapeHtml(line.name), roll: String(line.roll), result });
}

/**
 * The round's start on the active GM's client (ManifoldCombat#_onStartRound): throws the d20 each
 * creature owes, runs the round step, writes what the rolls did to each actor and posts them in
 * one message, and returns every combatant's new pools for the combat's one batched write.
 */
export async function startRound(combat: Combat.Implementation): Promise<Record<string, unknown>[]> {
  if (!game.user?.isActiveGM) return [];
  const { snap, actors } = snapshotOf(combat);
  const faces: Record<string, number> = {};
  for (const owed of owedRolls(snap)) faces[owed.id] = (await new foundry.dice.Roll("1d20").evaluate()).total ?? 1;
  const start = roundStartStep(snap, faces);
  for (const { id, outcome } of start.creatures) {
    const actor = actors.get(id)!;
    await writeAlone(foundryPort, actor, outcome, ENERGY_ROUND_ALLOW);
  }
  if (start.lines.length) {
    const title = game.i18n!.format("MANIFOLD.energy.Round.Title", { round: String(combat.round) });
    await post({ content: `<div class="manifold energy round-rolls"><h3>${title}</h3><ul>${start.lines.map((l) => `<li>${lineText(l)}</li>`).join("")}</ul></div>` });
  }
  return start.combatants;
}
