import { combatantIndex } from "../core/combatant-match";
/**
 * Typed look-ups of world documents. fvtt-types 13.345 types some collection getters with
 * unresolved generics, so the casts live here and nowhere else.
 */
export function messageById(id: string): ChatMessage.Implementation | undefined {
  return (game.messages as unknown as { get(id: string): ChatMessage.Implementation | undefined } | undefined)?.get(id);
}

/** Every chat message this client holds, oldest first. */
export function allMessages(): ChatMessage.Implementation[] {
  return (game.messages as unknown as { contents: ChatMessage.Implementation[] } | undefined)?.contents ?? [];
}

export function userById(id: string): User.Implementation | undefined {
  return (game.users as unknown as { get(id: string): User.Implementation | undefined } | undefined)?.get(id);
}

export function activeCombat(): Combat.Implementation | undefined {
  return (game.combat ?? undefined) as unknown as Combat.Implementation | undefined;
}

/** Every combat of the world. */
export function allCombats(): Combat.Implementation[] {
  return (game.combats as unknown as { contents: Combat.Implementation[] } | undefined)?.contents ?? [];
}

/** A combat of the world by its id. */
export function combatById(id: string): Combat.Implementation | undefined {
  return (game.combats as unknown as { get(id: string): Combat.Implementation | undefined } | undefined)?.get(id);
}

/** The combat this client views first, then every other started one: a GM may be viewing another scene. */
function combatsInPlay(): Combat.Implementation[] {
  const viewed = activeCombat();
  const all = (game.combats as unknown as { contents: Combat.Implementation[] } | undefined)?.contents ?? [];
  return [...(viewed ? [viewed] : []), ...all.filter((c) => c.started && c !== viewed)];
}

/** The actor's own combatant in a combat in play: by token for an unlinked copy (core/combatant-match). */
export function combatantOf(actor: Actor.Implementation): Combatant.Implementation | undefined {
  const token = actor.isToken ? actor.token : null;
  const me = { actorId: actor.id ?? null, token: token ? { id: token.id ?? "", sceneId: token.parent?.id ?? "" } : null };
  for (const combat of combatsInPlay()) {
    const combatants = combat.combatants.contents;
    const index = combatantIndex(me, combatants.map((c) => ({ actorId: c.actorId ?? null, tokenId: c.tokenId ?? null, sceneId: c.sceneId ?? null, linked: c.token?.actorLink ?? true })));
    if (combatants[index]) return combatants[index];
  }
  return undefined;
}

/** The world's macros, as the name and command a hotbar drop compares. */
export function worldMacros(): { name: string; command: string }[] {
  return (game.macros?.contents ?? []) as unknown as { name: string; command: string }[];
}

/** The chat log's redraw of one message; null before the sidebar is drawn. */
export function chatLog(): { updateMessage(m: ChatMessage.Implementation): Promise<void> } | null {
  return ui.chat as unknown as { updateMessage(m: ChatMessage.Implementation): Promise<void> } | null;
}

/** Dice So Nice's API, when that module is active. */
export interface DiceSoNice {
  showForRoll(roll: unknown, user: unknown, synchronize: boolean, whisper: string[] | null, blind: boolean): Promise<unknown>;
}

export function diceSoNice(): DiceSoNice | undefined {
  return (game as unknown as { dice3d?: DiceSoNice }).dice3d;
}

/** CONFIG.Dice.rollModes; v13 stores each mode as {label, icon}, older cores as a string. */
export function rollModeTable(): Record<string, string | { label: string }> {
  return CONFIG.Dice.rollModes as unknown as Record<string, string | { label: string }>;
}

/** Core's grid constants by name: CONST.GRID_TYPES and CONST.GRID_DIAGONALS. */
export function gridConstants(): { types: Record<string, number>; diagonals: Record<string, number> } {
  return { types: CONST.GRID_TYPES as unknown as Record<string, number>, diagonals: CONST.GRID_DIAGONALS as unknown as Record<string, number> };
}

/** `DialogV2.wait(options)`: the pressed button's action, or null/undefined when closed. */
export function dialogWait(options: Record<string, unknown>): Promise<unknown> {
  return foundry.applications.api.DialogV2.wait(options as never);
}

/** `DialogV2.input(options)`: the form's values, or null when cancelled. */
export async function dialogInput(options: Record<string, unknown>): Promise<Record<string, unknown> | null> {
  return ((await foundry.applications.api.DialogV2.input(options as never)) ?? null) as Record<string, unknown> | null;
}

/** The game's socket, as the two calls the card transport makes. */
export interface SystemSocket {
  on(channel: string, fn: (data: unknown, senderId: string) => void): void;
  emit(channel: string, data: unknown): void;
}

export function systemSocket(): SystemSocket {
  return (game as unknown as { socket: SystemSocket }).socket;
}

/** Hooks fvtt-types 13.345 does not list (moveToken, preCreateScene ...), with untyped args. */
export function onHook(name: string, fn: (...args: unknown[]) => unknown): number {
  return (Hooks.on as unknown as (n: string, f: (...a: unknown[]) => unknown) => number)(name, fn);
}

/** `Hooks.callAll(name, ...args)` for hooks whose argument types fvtt-types 13.345 does not accept. */
export function callHook(name: string, ...args: unknown[]): void {
  (Hooks.callAll as unknown as (n: string, ...a: unknown[]) => boolean)(name, ...args);
}
