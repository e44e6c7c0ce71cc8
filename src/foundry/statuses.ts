import { canRemove, daughtersToAdd, orphanedDaughters, parentsHolding } from "../core/status";
import type { StatusSpec } from "../core/ruleset";
import { rulesetForType } from "./registry-access";

/** A stable 16-character id for a status's ActiveEffect, as v13 status effects want. */
export function statusEffectId(id: string): string {
  return `manifold${id}`.replace(/[^a-zA-Z0-9]/g, "").padEnd(16, "0").slice(0, 16);
}

/** The ruleset's conditions as CONFIG.statusEffects entries. */
export function statusEffects(specs: readonly StatusSpec[]) {
  return specs.map((s) => ({
    id: s.id,
    _id: statusEffectId(s.id),
    name: s.name,
    img: s.img,
    ...(s.rounds ? { duration: { rounds: s.rounds } } : {}),
  }));
}

/**
 * Parents and daughters: adding a parent adds its daughters; removing a daughter while a
 * parent stands is refused with a notice. Checked in preCreate/preDelete so no path skips it.
 */
export function registerStatusLinks(): void {
  Hooks.on("preDeleteActiveEffect", (effect: ActiveEffect.Implementation) => {
    const actor = effect.parent as unknown as Actor.Implementation | null;
    const def = actor ? rulesetForType(actor.type) : undefined;
    if (!actor || !def) return;
    const applied = [...actor.effects.contents].filter((e) => e.id !== effect.id).flatMap((e) => [...e.statuses]);
    for (const id of effect.statuses) {
      if (!canRemove(def.rules.statuses, applied, id)) {
        const parents = parentsHolding(def.rules.statuses, applied, id).map((p) => game.i18n!.localize(def.rules.statuses.find((s) => s.id === p)?.name ?? p));
        ui.notifications?.warn(game.i18n!.format("MANIFOLD.Status.HeldByParent", { parents: parents.join(", ") }));
        return false;
      }
    }
    return undefined;
  });
  Hooks.on("createActiveEffect", (effect: ActiveEffect.Implementation) => {
    const actor = effect.parent as unknown as Actor.Implementation | null;
    const def = actor ? rulesetForType(actor.type) : undefined;
    if (!actor || !def || !game.user?.isActiveGM) return;
    const applied = actor.effects.contents.flatMap((e) => [...e.statuses]);
    for (const id of effect.statuses) {
      for (const daughter of daughtersToAdd(def.rules.statuses, applied, id)) void addDaughter(actor, daughter);
    }
  });
  // Removing a parent removes the daughters it brought, unless another parent still holds them.
  Hooks.on("deleteActiveEffect", (effect: ActiveEffect.Implementation) => {
    const actor = effect.parent as unknown as Actor.Implementation | null;
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

/** Daughters live exactly as long as their parents: flagged, and with no round limit of their own. */
async function addDaughter(actor: Actor.Implementation, status: string): Promise<void> {
  const effect = (await actor.toggleStatusEffect(status, { active: true })) as unknown as ActiveEffect.Implementation | boolean | undefined;
  if (effect && typeof effect === "object") await effect.update({ "flags.manifold.implied": true, "duration.rounds": null } as never);
}

export function isImplied(effect: ActiveEffect.Implementation): boolean {
  return !!(effect.flags as Record<string, Record<string, unknown> | undefined>).manifold?.implied;
}
