import { plannedFeet, rulerLine, type RulerPoint } from "./ruler-label";
import { combatantSystem } from "./adapter";
import { activeCombat, combatantOf } from "../../foundry/lookup";

/** The ruler's feet line for a token's actor on its own turn, or null for anyone else. */
function feetLine(actor: Actor.Implementation | null, point: RulerPoint, before: readonly RulerPoint[]): { text: string; over: boolean } | null {
  const combatant = actor && (actor.type as string).startsWith("rollunder") ? combatantOf(actor) : undefined;
  if (!combatant || activeCombat()?.combatant?.id !== combatant.id) return null;
  const line = rulerLine(combatantSystem(combatant), plannedFeet(point, before));
  return { text: game.i18n!.format(line.key, { feet: String(line.feet) }), over: line.key === "MANIFOLD.rollunder.Ruler.TooFar" };
}

/**
 * Core v13's token ruler, with the feet the move would leave this turn on each waypoint's label
 * (rollunder.turn.10), for a combatant dragged on its own turn; everyone else's label reads as
 * core's. The label's template is ours (templates/shared/combat/waypoint-label.hbs) with that line.
 */
export function rollunderRuler(): typeof foundry.canvas.placeables.tokens.TokenRuler {
  // Made at init, not at import: core's canvas classes exist only once Foundry has loaded.
  return class RollunderTokenRuler extends foundry.canvas.placeables.tokens.TokenRuler {
    static override WAYPOINT_LABEL_TEMPLATE = "systems/manifold/templates/shared/combat/waypoint-label.hbs";

    /** The line a planned move of `distance` feet from where the token stands would show ("Check this world" reads it). */
    plannedLabel(distance: number): string | null {
      return feetLine(this.token.actor, { stage: "planned", distance }, [])?.text ?? null;
    }

    protected override _getWaypointLabelContext(...args: Parameters<foundry.canvas.placeables.tokens.TokenRuler["_getWaypointLabelContext"]>): ReturnType<foundry.canvas.placeables.tokens.TokenRuler["_getWaypointLabelContext"]> {
      const context = super._getWaypointLabelContext(...args);
      const [waypoint] = args;
      if (!context || waypoint.stage === "passed") return context;
      const before: RulerPoint[] = [];
      for (let p = waypoint.previous; p; p = p.previous) before.unshift({ stage: p.stage, distance: p.measurement.distance });
      const line = feetLine(this.token.actor, { stage: waypoint.stage, distance: waypoint.measurement.distance }, before);
      return line ? Object.assign(context, { manifoldFeet: line }) : context;
    }
  };
}
