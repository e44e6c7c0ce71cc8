/**
 * The self-test's combat in a live world: a Combat of the two tokens on the temporary scene, run
 * with the tracker's own methods (roll all, begin, next turn), so the ruleset's scheme, the turn
 * events and the movement hooks all run as at the table. Its dice show the script's faces.
 */
import type { Side } from "../../core/play/types";
import { CheckFailed } from "../../core/selftest/check";
import type { SelfTestCombat } from "../../core/selftest/world";
import { ManifoldCombatTracker } from "../combat/tracker";
import { watchEmbedded } from "../docs";
import { activeRuleset } from "../settings";
import type { Made } from "./made";

export interface Placed {
  actor: Actor.Implementation;
  token: TokenDocument.Implementation;
}

type WithDice = <R>(fn: () => Promise<R>) => Promise<R>;

export function foundryCombat(scene: Scene.Implementation, sides: Record<Side, Placed>, dice: WithDice, made: Made): SelfTestCombat {
  let combat: Combat.Implementation | null = null;
  let written: Side[][] = [];
  let unwatch: (() => void) | null = null;
  const on = () => {
    if (!combat) throw new CheckFailed("MANIFOLD.SelfTest.Fail.NoCombat", {});
    return combat;
  };
  const combatantOf = (side: Side) => on().combatants.find((c) => c.actorId === sides[side].actor.id) ?? null;
  const sideOf = (id: string): Side | null => (["attacker", "defender"] as const).find((s) => combatantOf(s)?.id === id) ?? null;

  return {
    get turns() {
      return !activeRuleset()?.combat.roundButton;
    },
    async start() {
      const created = (await Combat.create({ scene: scene.id, active: true } as never)) as Combat.Implementation | undefined;
      if (!created) throw new CheckFailed("MANIFOLD.SelfTest.Fail.NoCombat", {});
      combat = created;
      const id = created.id ?? "";
      // Also when a check throws before its end(): a combat already ended is simply gone.
      made.restore(() => (game.combats?.get(id) as { delete(): Promise<unknown> } | undefined)?.delete());
      unwatch = watchEmbedded((name, ids) => {
        if (name === "Combatant") written.push(ids.map(sideOf).filter((s): s is Side => s !== null));
      });
      made.restore(() => unwatch?.());
      const tokens = [sides.attacker.token, sides.defender.token].map((t) => ({ tokenId: t.id, sceneId: scene.id, actorId: t.actorId }));
      await created.createEmbeddedDocuments("Combatant", tokens as never);
      await dice(() => created.rollAll());
      await dice(() => created.startCombat());
      written = [];
    },
    forward: () => dice(async () => void (await on().nextTurn())),
    round: () => on().round,
    holder() {
      const current = on().combatant;
      return current?.id ? sideOf(current.id) : null;
    },
    value: (side, path) => {
      const c = combatantOf(side);
      return c ? foundry.utils.getProperty(c, path) : undefined;
    },
    async write(side, changes) {
      await combatantOf(side)?.update(changes as never);
    },
    writes() {
      const fresh = written;
      written = [];
      return fresh;
    },
    async move(side, spaces) {
      const { token } = sides[side];
      const size = (scene as unknown as { grid: { size: number } }).grid.size;
      // A position change is a movement in v13: the movement hooks, the ledger among them, hear it.
      await token.update({ x: token.x + spaces * size } as never);
    },
    rulerLabel(side, spaces) {
      type Ruler = { plannedLabel?: (distance: number) => string | null };
      const ruler = (sides[side].token as unknown as { object: { ruler?: Ruler } | null }).object?.ruler;
      const distance = spaces * (scene as unknown as { grid: { distance: number } }).grid.distance;
      return typeof ruler?.plannedLabel === "function" ? ruler.plannedLabel(distance) : null;
    },
    entries() {
      const tracker = ui.combat;
      const declared = activeRuleset()?.combat.contextOptions?.().map((o) => o.name) ?? [];
      return { declared, offered: tracker instanceof ManifoldCombatTracker ? tracker.entryNames() : [] };
    },
    async end() {
      unwatch?.();
      unwatch = null;
      const ending = combat;
      combat = null;
      if (ending && game.combats?.get(ending.id ?? "")) await ending.delete();
    },
  };
}
