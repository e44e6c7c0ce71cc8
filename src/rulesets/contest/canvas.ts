import { castingProvokes } from "./rules/opportunity";
import type { SpellSystem, WeaponItem } from "./rules/types";
import { CONTEST_MOVES, moveStep, provokedAt, squaresOf, standUpStep, type Placed } from "./play/move";
import type { Cell } from "./rules/grid";
import type { MovementGlue, TokenMovement } from "../../foundry/movement";
import type { MoveRules } from "../../core/play/movement";
import { activeCombat, combatantOf } from "../../foundry/lookup";
import { isImplied } from "../../foundry/statuses";
import { escapeHtml } from "../../core/html";
import { onHook } from "../../foundry/hooks";
import { combatantSystem, plainItems } from "./adapter";
import { opportunityNames } from "./prompts";
import { parentActor, post } from "../../foundry/docs";
import { cellOf } from "./board";

type OnScene = TokenDocument.Implementation;

const weaponsOf = (actor: Actor.Implementation | null): WeaponItem[] =>
  actor ? plainItems(actor).filter((i): i is WeaponItem => i.type === "contestWeapon") : [];

/** A token as the move steps read it: its square, side, conditions, weapons and combat economy. */
function placedOf(t: OnScene): Placed | null {
  const cell = cellOf(t);
  if (!cell) return null;
  const combatant = t.actor ? combatantOf(t.actor) : undefined;
  return {
    id: t.id ?? "",
    cell,
    disposition: t.disposition ?? 0,
    statuses: [...(t.actor?.statuses ?? [])],
    weapons: weaponsOf(t.actor),
    combatant: combatant ? combatantSystem(combatant) : null,
  };
}

/** The other creatures on the token's own scene (not the one this client views), for the steps to pick the foes from. */
const othersOf = (scene: Scene.Implementation, id: string): Placed[] =>
  scene.tokens.contents.filter((t) => t.id !== id && !!t.actor).flatMap((t) => placedOf(t) ?? []);

/** The squares a move goes through on the token's own scene: the square under the token's centre at each waypoint. */
function pathOf(doc: OnScene, movement: TokenMovement, withPending: boolean): Cell[] {
  const size = doc.parent?.grid?.size ?? 0;
  if (!size) return [];
  const squareOf = (p: { x: number; y: number }) => ({ x: Math.floor((p.x + (size * (doc.width ?? 1)) / 2) / size), y: Math.floor((p.y + (size * (doc.height ?? 1)) / 2) / size) });
  const waypoints = [...movement.passed.waypoints, ...(withPending ? (movement.pending?.waypoints ?? []) : [])];
  return [movement.origin, ...waypoints].map(squareOf);
}

/**
 * Contest's side of the movement ledger: moves counted in squares against Speed (contest.init.6),
 * and after the creature's own move the foes whose reach it entered or left are whispered, with
 * their owners and the GMs, so they can take an opportunity attack (contest.oppo.2-3).
 */
export const CONTEST_MOVEMENT: MovementGlue = {
  rules: CONTEST_MOVES as MoveRules<unknown>,
  distance: (doc, movement, withPending) => squaresOf(pathOf(doc, movement, withPending)),
  after(doc, movement, kind) {
    const scene = doc.parent;
    if (!scene || !doc.actor) return;
    const combatant = combatantOf(doc.actor);
    const { provoked } = moveStep({
      mover: { id: doc.id ?? "", disposition: doc.disposition ?? 0, combatant: combatant ? combatantSystem(combatant) : null },
      path: pathOf(doc, movement, false),
      kind,
      others: othersOf(scene, doc.id ?? ""),
    });
    const foes = scene.tokens.contents.filter((t) => provoked.includes(t.id ?? ""));
    if (foes.length) void whisperPrompt(foes, "MANIFOLD.contest.Opportunity.Prompt", opportunityNames(doc.name, foes.map((f) => f.name)));
  },
};

/** When a creature stands up from Prone in foes' reach, the same prompt (contest.oppo.5). */
export function registerOpportunityPrompts(): void {
  // Standing up from Prone provokes (contest.oppo.5), however the condition was taken off.
  onHook("deleteActiveEffect", (...args: unknown[]) => {
    const [effect] = args as [ActiveEffect.Implementation];
    const actor = parentActor(effect);
    if (!game.user?.isActiveGM || !actor || !(actor.type as string).startsWith("contest") || !activeCombat()?.started) return;
    const me = myToken(actor);
    const mine = me ? placedOf(me) : null;
    if (!me?.parent || !mine) return;
    // What the actor still has without this effect, whether or not it has prepared its data again.
    const remaining = actor.effects.contents.filter((e) => e.id !== effect.id && !e.disabled).flatMap((e) => [...e.statuses]);
    const ids = standUpStep({ me: mine, removed: [...effect.statuses], remaining, cameWithParent: isImplied(effect), others: othersOf(me.parent, me.id ?? "") });
    void promptThese(me, ids, "MANIFOLD.contest.Opportunity.StandUp", {});
  });
}

/** The actor's token on the scene of the combat in play (not the one this client views). */
function myToken(actor: Actor.Implementation): OnScene | undefined {
  return activeCombat()?.scene?.tokens.contents.find((t) => t.actor?.uuid === actor.uuid);
}

/** The foes' owners decide whether to strike; the GM sees every prompt. Names are escaped by the caller. */
async function whisperPrompt(provoked: readonly OnScene[], key: string, data: Record<string, string>): Promise<void> {
  const whisper = game.users!.filter((u) => u.isGM || provoked.some((f) => f.actor?.testUserPermission(u, "OWNER"))).map((u) => u.id!);
  await post({ content: `<p>${game.i18n!.format(key, data)}</p>`, whisper });
}

async function promptThese(me: OnScene, ids: readonly string[], key: string, extra: Record<string, string>): Promise<void> {
  const provoked = (me.parent?.tokens.contents ?? []).filter((t) => ids.includes(t.id ?? ""));
  if (provoked.length === 0) return;
  await whisperPrompt(provoked, key, { ...opportunityNames(me.name, provoked.map((f) => f.name)), ...extra });
}

/**
 * A creature that casts in foes' reach provokes them (contest.oppo.4): whisper their owners and the
 * GMs, as a move does. In an active combat only, on the combat's scene.
 */
async function promptProvoked(actor: Actor.Implementation, key: string, extra: Record<string, string>): Promise<void> {
  if (!activeCombat()?.started) return;
  const me = myToken(actor);
  const mine = me ? placedOf(me) : null;
  if (!me?.parent || !mine) return;
  await promptThese(me, provokedAt(mine, othersOf(me.parent, me.id ?? "")), key, extra);
}

/** Casting a spell without the Melee Attack trait provokes (contest.oppo.4). */
export async function promptCasting(actor: Actor.Implementation, spell: { name: string; system: Pick<SpellSystem, "meleeAttack"> }): Promise<void> {
  if (!castingProvokes(spell.system)) return;
  await promptProvoked(actor, "MANIFOLD.contest.Opportunity.Cast", { spell: escapeHtml(spell.name) });
}
