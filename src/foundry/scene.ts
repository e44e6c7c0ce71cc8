import { onHook } from "./hooks";
import { activeRuleset } from "./settings";
import { writeSource } from "./docs";
import { gridConstants } from "./lookup";

/** New scenes get the active ruleset's grid (RULINGS table), unless the creator set one. */
export function registerSceneDefaults(): void {
  onHook("preCreateScene", (...args: unknown[]) => {
    const [scene, data] = args as [Scene.Implementation, Record<string, unknown>];
    const grid = activeRuleset()?.rules.grid;
    if (!grid) return;
    const given = (data.grid ?? {}) as Record<string, unknown>;
    if (given.type !== undefined || given.distance !== undefined) return;
    const { types, diagonals } = gridConstants();
    const type = grid.type === "square" ? types.SQUARE : grid.type === "hexOddR" ? types.HEXODDR : types.GRIDLESS;
    writeSource(scene, {
      grid: { type, distance: grid.distance, units: grid.units, diagonals: diagonals[grid.diagonals] },
    });
  });
}
