import { onHook } from "./hooks";
import { activeRuleset } from "./settings";

/** New scenes get the active ruleset's grid (RULINGS table), unless the creator set one. */
export function registerSceneDefaults(): void {
  onHook("preCreateScene", (...args: unknown[]) => {
    const [scene, data] = args as [Scene.Implementation, Record<string, unknown>];
    const grid = activeRuleset()?.rules.grid;
    if (!grid) return;
    const given = (data.grid ?? {}) as Record<string, unknown>;
    if (given.type !== undefined || given.distance !== undefined) return;
    const types = CONST.GRID_TYPES as unknown as Record<string, number>;
    const diagonals = CONST.GRID_DIAGONALS as unknown as Record<string, number>;
    const type = grid.type === "square" ? types.SQUARE : grid.type === "hexOddR" ? types.HEXODDR : types.GRIDLESS;
    (scene as unknown as { updateSource(d: unknown): void }).updateSource({
      grid: { type, distance: grid.distance, units: grid.units, diagonals: diagonals[grid.diagonals] },
    });
  });
}
