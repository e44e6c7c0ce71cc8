/**
 * Difficult terrain on the scene (woundtrack.terrain.1-2, 4-11): a Region behavior the GM paints
 * with one of the seed's terrains, or another cost. The drag and the ruler read the marks on each
 * square they enter (play/terrain.ts), at the token's elevation.
 */
import { costOn as costOnScene, TERRAIN_BEHAVIOR, TERRAIN_KINDS, type SceneLike } from "./play/terrain";

/** Each square's cost on a Foundry scene: v13's RegionDocument#testPoint takes the point with its elevation. */
export const costOn = (scene: Scene.Implementation | null | undefined, elevation: number) => costOnScene(scene as unknown as SceneLike | null | undefined, elevation);

/** The behavior's data: the terrain, and the cost an "other" terrain has. Made at init, when core's classes exist. */
export function registerTerrainBehavior(): void {
  const { fields } = foundry.data;
  const choices = () => Object.fromEntries(TERRAIN_KINDS.map((k) => [k, game.i18n!.localize(`MANIFOLD.woundtrack.Terrain.${k}`)]));
  class WoundtrackTerrainBehavior extends foundry.data.regionBehaviors.RegionBehaviorType<foundry.data.fields.DataSchema> {
    static override LOCALIZATION_PREFIXES = ["MANIFOLD.woundtrack.TerrainBehavior"];

    static override defineSchema() {
      return {
        kind: new fields.StringField({ required: true, blank: false, initial: "mud", choices }),
        cost: new fields.NumberField({ required: true, nullable: false, integer: true, min: 1, max: 99, initial: 2 }),
      };
    }
  }
  const config = CONFIG.RegionBehavior as unknown as { dataModels: Record<string, unknown>; typeIcons: Record<string, string> };
  config.dataModels[TERRAIN_BEHAVIOR] = WoundtrackTerrainBehavior;
  config.typeIcons[TERRAIN_BEHAVIOR] = "fa-solid fa-mountain";
}
