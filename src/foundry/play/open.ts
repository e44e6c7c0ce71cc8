import { RuleError } from "../../core/errors";
import { checkOpen, parseOpenRequest, type OpenRequest } from "../../core/play/open";
import { rulesetForType } from "../registry-access";
import { userById } from "../lookup";
import { actorAt } from "./sides";
import { askGM, serialize } from "./transport";
import { routeOpen } from "../../core/play/relay";
import { applyRollMode, sceneTokensOf, speaker, targetsOf, tokenByUuid, tokenDocsOf } from "../docs";

/** An attack the deciding client has checked: every document in it is what the sender may use. */
export interface Opening {
  sender: User.Implementation;
  attacker: Actor.Implementation;
  attackerToken: TokenDocument.Implementation | null;
  item: Item.Implementation | null;
  targets: TokenDocument.Implementation[];
  request: OpenRequest;
}

function tokenAt(uuid: string): TokenDocument.Implementation | null {
  try {
    return tokenByUuid(uuid);
  } catch {
    return null;
  }
}

/** Whether `sender` targets the token, when this client views its scene; null when it cannot tell. */
function targetedBy(sender: User.Implementation, token: TokenDocument.Implementation): boolean | null {
  if (canvas?.scene?.id !== token.parent?.id) return null;
  return targetsOf(sender).some((t) => t.uuid === token.uuid);
}

/** Reads and checks an attack request for `senderId`, the server's word for who asked. */
export function resolveOpening(raw: unknown, senderId: string): Opening {
  const request = parseOpenRequest(raw);
  const sender = userById(senderId);
  if (!sender) throw new RuleError("MANIFOLD.Query.Unknown", {});
  const attacker = actorAt(request.attacker);
  const item = attacker && request.item ? (attacker.items.get(request.item) ?? null) : null;
  const targets = request.targets.map(tokenAt);
  // The GM deciding may be viewing another scene: the attacker's tokens are read from the targets' scenes.
  const attackerToken = attacker ? (sceneTokensOf(attacker, targets[0]?.parent)[0] ?? tokenDocsOf(attacker)[0] ?? null) : null;
  checkOpen({
    senderIsGM: sender.isGM,
    attackerIsActor: !!attacker,
    senderOwnsAttacker: !!attacker && attacker.testUserPermission(sender, "OWNER"),
    itemMissing: !!request.item && !item,
    targets: targets.map((t) => ({
      isToken: !!t?.actor,
      hidden: !!t?.hidden,
      withAttacker: !!t && !!attacker && sceneTokensOf(attacker, t.parent).length > 0,
      targeted: t ? targetedBy(sender, t) : false,
    })),
  });
  return { sender, attacker: attacker!, attackerToken, item, targets: targets as TokenDocument.Implementation[], request };
}

/** Opens the cards on this client, for `senderId`; one attack at a time per attacker. False: none was opened. */
export async function runOpen(raw: unknown, senderId: string): Promise<boolean> {
  const opening = resolveOpening(raw, senderId);
  const open = rulesetForType(opening.attacker.type as string)?.openAttack;
  if (!open) throw new RuleError("MANIFOLD.Query.UnknownAction", { action: "open" });
  return (await serialize(`open.${opening.attacker.uuid}`, () => open(opening))) !== false;
}

/**
 * Opens here when this user may write every card it makes (a GM, or a player whose targets are
 * all their own) or when no GM is online; otherwise the active GM opens them, and the cards are
 * the GM's to write. False when no card was opened; the GM's answer says only that, of the
 * attacker's own attack.
 */
export async function requestOpen(request: OpenRequest): Promise<boolean> {
  const user = game.user as User.Implementation;
  const ownsAllTargets = request.targets.every((uuid) => !!tokenAt(uuid)?.actor?.testUserPermission(user, "OWNER"));
  // With no GM online the player writes the cards: they can then change only the player's own documents.
  if (routeOpen({ isGM: user.isGM, ownsAllTargets, gmOnline: !!game.users?.activeGM }) === "gm") return (await askGM("open", request)) !== false;
  return runOpen(request, user.id ?? "");
}

/**
 * The chat data of a card opened for `sender`: private roll modes still show it to the sender,
 * who would otherwise not see the card a GM wrote for them.
 */
export function cardMessage(type: string, opening: Opening, card: object, rollMode: string): Record<string, unknown> {
  const data: Record<string, unknown> = {
    type,
    speaker: speaker(opening.attacker, opening.attackerToken),
    system: { card: { ...card, openedBy: opening.sender.id } },
  };
  applyRollMode(data, rollMode);
  const whisper = (data.whisper as string[] | undefined) ?? [];
  if (whisper.length && rollMode !== "blindroll" && !whisper.includes(opening.sender.id ?? "")) data.whisper = [...whisper, opening.sender.id];
  return data;
}
