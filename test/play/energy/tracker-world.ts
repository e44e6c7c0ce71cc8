/**
 * The combat tracker's buttons as ManifoldCombat plays them for a scheme without turns
 * (src/foundry/documents/combat.ts #moveRound): the step says where the round goes, the combat
 * writes it, the world clock moves by the step's seconds, and each round gained starts as
 * _onStartRound starts it (the round step over the fight's combatants).
 */
import { trackerStep, type TrackerButton } from "../../../src/rulesets/energy/play/round";
import type { Fight } from "./round-world";

export class Tracker {
  round = 0;
  turn: number | null = null;
  /** world time in seconds */
  clock = 0;

  constructor(readonly fight: Fight) {}

  async press(button: TrackerButton, faces: Record<string, number> = {}): Promise<void> {
    const move = trackerStep(this.round, button);
    if (move.round > this.round) await this.fight.next(faces);
    else this.fight.round = move.round;
    this.round = move.round;
    this.turn = move.turn;
    this.clock += move.seconds;
  }
}
