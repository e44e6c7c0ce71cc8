import { reloadStep } from "./play/turn";
import { needsReload } from "./rules/ranged";
import { ROLLUNDER_OPEN_ALLOW } from "./play/allow";
import { turnSnapshot } from "./snapshot";
import { plainItems } from "./adapter";
import { writeAlone } from "../../core/play/execute";
import type { Outcome } from "../../core/play/types";
import { foundryPort } from "../../foundry/play/port";
import { combatantOf } from "../../foundry/lookup";
import { notifyError } from "../../foundry/play/press";

/**
 * Reloads a crossbow (rollunder.ranged.5, rollunder.turn.7): in a started combat it is the turn's
 * action, refused off the turn or once the action is spent; out of combat only the bolt goes in.
 * The owner writes its own weapon and combatant, each write checked against what opening an
 * attack may write. True when reloaded; a refusal is shown and changes nothing.
 */
export async function reloadWeapon(actor: Actor.Implementation, itemId: string): Promise<boolean> {
  const combatant = combatantOf(actor);
  const inFight = combatant?.combat?.started ? combatant : null;
  try {
    const outcome: Outcome<null> = { card: null, writes: reloadStep(inFight ? turnSnapshot(inFight) : null, plainItems(actor), itemId), statuses: [], ledger: "none" };
    await writeAlone(foundryPort, actor, outcome, ROLLUNDER_OPEN_ALLOW, { kind: "author", owns: { attacker: actor.isOwner, defender: actor.isOwner } });
    return true;
  } catch (err) {
    notifyError(err);
    return false;
  }
}

/** The first crossbow the combatant's actor holds unloaded, for the tracker's Reload entry. */
export function unloadedCrossbow(combatant: Combatant.Implementation): string | null {
  const actor = combatant.actor;
  if (!actor) return null;
  const bow = plainItems(actor).find((i) => i.type === "rollunderWeapon" && needsReload(i.system) && !i.system.loaded);
  return bow?.id ?? null;
}
