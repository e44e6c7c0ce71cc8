/**
 * An enemy's HP when its token is placed (rollunder.hp.5): the active GM throws its Hit Dice as
 * d8s and the play step writes the total, in one write, unless the GM set the HP by hand.
 */
import { onHook } from "../../foundry/hooks";
import { write } from "../../foundry/docs";
import type { DiceNeed } from "../../core/play/dice";
import type { Faces } from "../../core/play/request";
import { notifyError } from "../../foundry/play/press";
import { plainActor } from "./adapter";
import { enemyHpStep, hitDiceNeeds } from "./play/place";

/**
 * The Hit Dice thrown with Foundry but not shown: a roll Dice So Nice animated for the table would
 * tell the players how tough the enemy is.
 */
async function throwUnseen(needs: readonly DiceNeed[]): Promise<Faces> {
  if (!needs.length) return [];
  const roll = await new foundry.dice.Roll(needs.map((n) => `1d${n.faces}`).join(" + ")).evaluate();
  return roll.dice.map((d) => d.results.map((r) => r.result));
}

/**
 * Only an unlinked token gets its own HP: a linked one is the world actor itself, which keeps its
 * wounds from scene to scene, so placing it again must not roll them away.
 */
async function rollEnemyHp(token: TokenDocument.Implementation): Promise<void> {
  const actor = token.actor;
  if (!actor || token.actorLink) return;
  const plain = plainActor(actor);
  if (plain.type !== "rollunderNpc") return;
  const enemy = plain.system;
  const changes = enemyHpStep(enemy, await throwUnseen(hitDiceNeeds(enemy)));
  if (changes) await write(actor, changes);
}

export function registerEnemyHp(): void {
  onHook("createToken", (...args: unknown[]) => {
    const [token] = args as [TokenDocument.Implementation];
    if (game.user?.isActiveGM) rollEnemyHp(token).catch(notifyError);
    return undefined;
  });
}
