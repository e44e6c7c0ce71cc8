import { canRemove, daughtersToAdd, parentsHolding } from "../core/status";
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
      for (const daughter of daughtersToAdd(def.rules.statuses, applied, id)) void actor.toggleStatusEffect(daughter, { active: true });
    }
  });
}
