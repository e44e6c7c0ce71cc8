import { rulesetForType } from "./registry-access";
import { messageById, queryUser, userById } from "./lookup";

export const QUERY = "manifold.act";

/** A request to change documents: the handler recomputes everything from stored state. */
export interface ActRequest {
  messageId: string;
  action: string;
  args: Record<string, string>;
  /** who asked; forgeable, so handlers also check the transition against stored state */
  userId: string;
}

/** A ruleset's card actions, run by whoever may write the message (its author or the GM). */
export type CardActionHandler = (message: ChatMessage.Implementation, request: ActRequest, asker: User.Implementation) => Promise<void>;

/**
 * Runs a card action locally when this user may write what it changes, else asks the active GM.
 * The one query handler is registered in init (registerQueries).
 */
export async function act(
  message: ChatMessage.Implementation,
  action: string,
  args: Record<string, string> = {},
  touchesOnlyTheMessage = false,
): Promise<void> {
  const request: ActRequest = { messageId: message.id ?? "", action, args, userId: game.user!.id ?? "" };
  // Locally only when this user may write everything the action writes; else the active GM does it.
  if (game.user?.isGM || (touchesOnlyTheMessage && message.isOwner)) return runAction(request);
  const gm = game.users?.activeGM;
  if (!gm) {
    ui.notifications?.warn(game.i18n!.localize("MANIFOLD.Query.NoGM"));
    return;
  }
  await queryUser(gm as unknown as User.Implementation, QUERY, request, 30_000);
}

async function runAction(request: ActRequest): Promise<void> {
  const message = messageById(request.messageId);
  const asker = userById(request.userId);
  if (!message || !asker) throw new Error(game.i18n!.localize("MANIFOLD.Query.Unknown"));
  const handler = rulesetForType(message.type)?.cardActions;
  if (!handler) throw new Error(game.i18n!.localize("MANIFOLD.Query.Unknown"));
  await handler(message, request, asker);
}

export function registerQueries(): void {
  const queries = CONFIG.queries as unknown as Record<string, (data: unknown) => Promise<unknown>>;
  queries[QUERY] = async (data: unknown) => {
    if (!game.user?.isActiveGM) return false;
    await runAction(data as ActRequest);
    return true;
  };
}
