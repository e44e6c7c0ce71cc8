/**
 * An enemy's HP when its token is placed (rollunder.hp.5): the active GM throws its Hit Dice as
 * d8s and the play step writes the total, in one write, unless the GM set the HP by hand.
 */
import { onHook } from "../../foundry/hooks";
import { write } from "../../foundry/docs";
import { throwNeeds } from "../../foundry/play/throw";
import { notifyError } from "../../foundry/play/press";
import { plainActor } from "./adapter";
import { enemyHpStep, hitDiceNeeds } from "./play/place";

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
  const changes = enemyHpStep(enemy, await throwNeeds(hitDiceNeeds(enemy)));
  if (changes) await write(actor, changes);
}

export function registerEnemyHp(): void {
  onHook("createToken", (...args: unknown[]) => {
    const [token] = args as [TokenDocument.Implementation];
    if (game.user?.isActiveGM) rollEnemyHp(token).catch(notifyError);
    return undefined;
  });
}
