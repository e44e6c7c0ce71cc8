/**
 * A path of grid squares as 1-square steps (woundtrack.grid.4): each leg between two squares goes
 * diagonally while both axes still differ, then straight. Pure, for the drag and the tests.
 */
import type { GridStep } from "../rules/movement";

const sign = (n: number) => (n > 0 ? 1 : n < 0 ? -1 : 0) as -1 | 0 | 1;

export function legSteps(squares: readonly { x: number; y: number }[]): GridStep[] {
  const steps: GridStep[] = [];
  for (let i = 1; i < squares.length; i++) {
    let dx = squares[i]!.x - squares[i - 1]!.x;
    let dy = squares[i]!.y - squares[i - 1]!.y;
    while (dx !== 0 || dy !== 0) {
      const step = { dx: sign(dx), dy: sign(dy) };
      steps.push(step);
      dx -= step.dx;
      dy -= step.dy;
    }
  }
  return steps;
}
