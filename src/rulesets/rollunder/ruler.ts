import { plannedFeet, rulerLine, type RulerPoint } from "./ruler-label";
import { combatantSystem } from "./adapter";
import { activeCombat, combatantOf } from "../../foundry/lookup";

/**
 * Core v13's token ruler, with the feet the move would leave this turn on each waypoint's label
 * (rollunder.turn.10), for a combatant dragged on its own turn; everyone else's label reads as
 * core's. The label's template is ours (templates/shared/combat/waypoint-label.hbs) with that line.
 */
export function rollunderRuler(): typeof foundry.canvas.placeables.tokens.TokenRuler {
  // Made at init, not at import: core's canvas classes exist only once Foundry has loaded.
  return class RollunderTokenRuler extends foundry.canvas.placeables.tokens.TokenRuler {
    static override WAYPOINT_LABEL_TEMPLATE = "systems/manifold/templates/shared/combat/waypoint-label.hbs";

    protected override _getWaypointLabelContext(...args: Parameters<foundry.canvas.placeables.tokens.TokenRuler["_getWaypointLabelContext"]>): ReturnType<foundry.canvas.placeables.tokens.TokenRuler["_getWaypointLabelContext"]> {
      const context = super._getWaypointLabelContext(...args);
      const [waypoint] = args;
      const actor = this.token.actor;
      const combatant = actor && (actor.type as string).startsWith("rollunder") ? combatantOf(actor) : undefined;
      if (!context || !combatant || activeCombat()?.combatant?.id !== combatant.id || waypoint.stage === "passed") return context;
      const before: RulerPoint[] = [];
      for (let p = waypoint.previous; p; p = p.previous) before.unshift({ stage: p.stage, distance: p.measurement.distance });
      const line = rulerLine(combatantSystem(combatant), plannedFeet({ stage: waypoint.stage, distance: waypoint.measurement.distance }, before));
      return Object.assign(context, { manifoldFeet: { text: game.i18n!.format(line.key, { feet: String(line.feet) }), over: line.key === "MANIFOLD.rollunder.Ruler.TooFar" } });
    }
  };
}
