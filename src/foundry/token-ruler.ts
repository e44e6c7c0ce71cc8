import type { RulerPoint } from "../core/ruler";

/** A ruleset's line on a waypoint's label for a token's actor, or null where it adds nothing (not its turn, another ruleset). */
export type RulerLine = (actor: Actor.Implementation | null, point: RulerPoint, before: readonly RulerPoint[]) => { text: string; over: boolean } | null;

type Waypoint = { stage: string; measurement: { distance: number }; x: number; y: number; elevation: number };

const pointOf = (p: Waypoint): RulerPoint => ({ stage: p.stage, distance: p.measurement.distance, at: { x: p.x, y: p.y, elevation: p.elevation } });

/**
 * Core v13's token ruler, with a ruleset's line on each waypoint's label (the feet left this turn,
 * the AP a drag costs); everyone else's label reads as core's. The label's template is ours
 * (templates/shared/combat/waypoint-label.hbs) with that line.
 */
function lineRuler(line: RulerLine): typeof foundry.canvas.placeables.tokens.TokenRuler {
  // Made at init, not at import: core's canvas classes exist only once Foundry has loaded.
  return class ManifoldTokenRuler extends foundry.canvas.placeables.tokens.TokenRuler {
    static override WAYPOINT_LABEL_TEMPLATE = "systems/manifold/templates/shared/combat/waypoint-label.hbs";

    /** The line a planned move of `distance` from where the token stands would show ("Check this world" reads it). */
    plannedLabel(distance: number): string | null {
      return line(this.token.actor, { stage: "planned", distance }, [])?.text ?? null;
    }

    protected override _getWaypointLabelContext(...args: Parameters<foundry.canvas.placeables.tokens.TokenRuler["_getWaypointLabelContext"]>): ReturnType<foundry.canvas.placeables.tokens.TokenRuler["_getWaypointLabelContext"]> {
      const context = super._getWaypointLabelContext(...args);
      const [waypoint] = args;
      if (!context || waypoint.stage === "passed") return context;
      const before: RulerPoint[] = [];
      for (let p = waypoint.previous; p; p = p.previous) before.unshift(pointOf(p));
      const found = line(this.token.actor, pointOf(waypoint), before);
      return found ? Object.assign(context, { manifoldFeet: found }) : context;
    }
  };
}

/** `CONFIG.Token.rulerClass = lineRuler(line)`; fvtt-types 13.345 types the setting as an instance, not a class. */
export function useLineRuler(line: RulerLine): void {
  CONFIG.Token.rulerClass = lineRuler(line) as never;
}
