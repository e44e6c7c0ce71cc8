/**
 * A path of grid squares as 1-square steps (woundtrack.grid.4): each leg between two squares goes
 * diagonally while both axes still differ, then straight. Each step carries the terrain cost of
 * the square it enters, when the scene marks one (woundtrack.terrain.1-2). Pure, for the drag,
 * the ruler and the tests.
 */
import type { GridStep } from "../rules/movement";

const sign = (n: number) => (n > 0 ? 1 : n < 0 ? -1 : 0) as -1 | 0 | 1;

export type Square = { x: number; y: number };

export function legSteps(squares: readonly Square[], costAt?: (square: Square) => number): GridStep[] {
  const steps: GridStep[] = [];
  for (let i = 1; i < squares.length; i++) {
    let { x, y } = squares[i - 1]!;
    let dx = squares[i]!.x - x;
    let dy = squares[i]!.y - y;
    while (dx !== 0 || dy !== 0) {
      const step: GridStep = { dx: sign(dx), dy: sign(dy) };
      x += step.dx;
      y += step.dy;
      const cost = costAt?.({ x, y }) ?? 1;
      steps.push(cost === 1 ? step : { ...step, terrain: cost });
      dx -= step.dx;
      dy -= step.dy;
    }
  }
  return steps;
}
