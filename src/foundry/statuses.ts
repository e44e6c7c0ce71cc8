import { notify } from "./notify";
import { canRemove, daughtersToAdd, orphanedDaughters, parentsHolding } from "../core/status";
import type { StatusSpec } from "../core/ruleset";
import { rulesetForType } from "./registry-access";
import { createEmbedded, parentActor, writeSource } from "./docs";

/**
 * Parents and daughters: adding a parent adds its daughters; removing a daughter while a
 * parent stands is refused with a notice. Checked in preCreate/preDelete so no path skips it.
 */
export function registerStatusLinks(): void {
  Hooks.on("preDeleteActiveEffect", (effect: ActiveEffect.Implementation) => {
    const actor = parentActor(effect);
    const def = actor ? rulesetForType(actor.type) : undefined;
    if (!actor || !def) return;
    const applied = [...actor.effects.contents].filter((e) => e.id !== effect.id).flatMap((e) => [...e.statuses]);
    for (const id of effect.statuses) {
      if (!canRemove(def.rules.statuses, applied, id)) {
        const parents = parentsHolding(def.rules.statuses, applied, id).map((p) => game.i18n!.localize(def.rules.statuses.find((s) => s.id === p)?.name ?? p));
        notify("warn", "MANIFOLD.Status.HeldByParent", { parents: parents.join(", ") });
        return false;
      }
    }
    return undefined;
  });
  Hooks.on("createActiveEffect", (effect: ActiveEffect.Implementation) => {
    const actor = parentActor(effect);
    const def = actor ? rulesetForType(actor.type) : undefined;
    // A daughter's own daughters came with it: its parent adds the whole chain at once.
    if (!actor || !def || !game.user?.isActiveGM || isImplied(effect)) return;
    const parents = [...effect.statuses];
    void oneAtATime(actor.uuid, () => addDaughters(actor, def.rules.statuses, parents));
  });
  // Removing a parent removes the daughters it brought, unless another parent still holds them.
  Hooks.on("deleteActiveEffect", (effect: ActiveEffect.Implementation) => {
    const actor = parentActor(effect);
    const def = actor ? rulesetForType(actor.type) : undefined;
    if (!actor || !def || !game.user?.isActiveGM || isImplied(effect)) return;
    const rest = actor.effects.contents.filter((e) => e.id !== effect.id);
    const independent = rest.filter((e) => !isImplied(e)).flatMap((e) => [...e.statuses]);
    const implied = rest.filter(isImplied).flatMap((e) => [...e.statuses].map((status) => ({ id: e.id!, status })));
    const drop = [...new Set(orphanedDaughters(def.rules.statuses, independent, implied))];
    // The parent is gone, so preDeleteActiveEffect no longer holds these back.
    if (drop.length) void actor.deleteEmbeddedDocuments("ActiveEffect", drop);
  });
}

/**
 * Adds, in one write, the daughters the parents bring that the actor lacks. Daughters live exactly
 * as long as their parents: flagged, and with no round limit of their own.
 */
async function addDaughters(actor: Actor.Implementation, specs: readonly StatusSpec[], parents: readonly string[]): Promise<void> {
  const applied = actor.effects.contents.flatMap((e) => [...e.statuses]);
  const missing = [...new Set(parents.flatMap((id) => daughtersToAdd(specs, applied, id)))];
  if (missing.length === 0) return;
  const data = await Promise.all(
    missing.map(async (status) => {
      const effect = await ActiveEffect.implementation.fromStatusEffect(status);
      writeSource(effect, { "flags.manifold.implied": true, "duration.rounds": null });
      return effect.toObject();
    }),
  );
  await createEmbedded(actor, "ActiveEffect", data);
}

/**
 * Runs an actor's daughter additions one after another on the GM's client. Status effects carry no
 * static id (src/core/status-config.ts), so nothing else stops two parents applied together
 * (Dazed and Prone) from each adding the Exposed they share.
 */
const pending = new Map<string, Promise<void>>();
function oneAtATime(key: string, task: () => Promise<void>): Promise<void> {
  const run = (pending.get(key) ?? Promise.resolve()).then(task).catch((err: unknown) => console.error(err));
  pending.set(key, run);
  void run.finally(() => {
    if (pending.get(key) === run) pending.delete(key);
  });
  return run;
}

export function isImplied(effect: ActiveEffect.Implementation): boolean {
  return !!(effect.flags as Record<string, Record<string, unknown> | undefined>).manifold?.implied;
}
