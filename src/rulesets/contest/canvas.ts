import { isFlanked, meleeReach, threatens, type Cell, type Positioned } from "./rules/grid";
import { areFoes, castingProvokes, reachEvents, standsUp, threatenedBy } from "./rules/opportunity";
import type { SpellSystem } from "./rules/types";
import { activeCombat, combatantOf } from "../../foundry/lookup";
import { isImplied } from "../../foundry/statuses";
import { escapeHtml } from "../../core/html";
import { onHook } from "../../foundry/hooks";
import { combatantSystem } from "./adapter";
import { opportunityNames } from "./prompts";

interface Placed {
  id: string;
  document: TokenDocument.Implementation;
  center: { x: number; y: number };
  actor: Actor.Implementation | null;
}

function cellOf(point: { x: number; y: number }): Cell {
  const offset = canvas!.grid!.getOffset(point);
  return { x: offset.j, y: offset.i };
}

/** Melee reach of a token's actor in squares: its longest equipped melee weapon, else 1. */
function reachOf(actor: Actor.Implementation | null): number {
  const weapons = (actor?.items.contents ?? [])
    .filter((i) => (i.type as string) === "contestWeapon")
    .map((i) => i.system as unknown as { equipped: boolean; ranged: boolean; reach: number });
  return meleeReach(weapons);
}

function placed(): Placed[] {
  return (canvas?.tokens?.placeables ?? []) as unknown as Placed[];
}

const positioned = (t: Placed): Positioned => ({ id: t.id, cell: cellOf(t.center), reach: reachOf(t.actor) });

/** Flanking from token positions (contest.flank.1): the attacker's side is its disposition. */
export function isFlankedOnCanvas(attacker: Token.Implementation, target: Token.Implementation): boolean {
  if (!canvas?.grid) return false;
  const a = attacker as unknown as Placed;
  const t = target as unknown as Placed;
  const allies = placed().filter((p) => p.document.disposition === a.document.disposition && p.id !== t.id && threatens([...(p.actor?.statuses ?? [])]));
  return isFlanked(cellOf(t.center), allies.map(positioned));
}

/**
 * After a token moves in an active combat, the active GM whispers the foes' owners (and GMs) which
 * foes' reach it entered or left, so they can take an opportunity attack (contest.oppo.2-3); and
 * the same when a creature stands up from Prone in foes' reach (contest.oppo.5).
 */
export function registerOpportunityPrompts(): void {
  onHook("moveToken", (...args: unknown[]) => {
    const [doc, movement] = args as [TokenDocument.Implementation, { origin: { x: number; y: number }; passed: { waypoints: { x: number; y: number; action?: string }[] } }];
    if (!game.user?.isActiveGM || !canvas?.grid || !doc.actor?.type.startsWith("contest") || !activeCombat()?.started) return;
    const size = canvas.grid.size;
    const center = (p: { x: number; y: number }) => ({ x: p.x + (size * (doc.width ?? 1)) / 2, y: p.y + (size * (doc.height ?? 1)) / 2 });
    const path = [movement.origin, ...movement.passed.waypoints].map((p) => cellOf(center(p)));
    const teleport = movement.passed.waypoints.some((w) => w.action === "blink" || w.action === "displace");
    const combatant = combatantOf(doc.actor);
    const disengaged = combatant ? combatantSystem(combatant).disengaged : false;
    const foes = foesOf(doc);
    const events = reachEvents(path, foes.map(positioned), { willing: true, disengaged, teleport });
    if (events.length === 0) return;
    const provoked = foes.filter((f) => events.some((e) => e.foeId === f.id));
    void whisperPrompt(provoked, "MANIFOLD.contest.Opportunity.Prompt", opportunityNames(doc.name, provoked.map((f) => f.document.name)));
  });
  // Standing up from Prone provokes (contest.oppo.5), however the condition was taken off.
  onHook("deleteActiveEffect", (...args: unknown[]) => {
    const [effect] = args as [ActiveEffect.Implementation];
    const actor = effect.parent as unknown as Actor.Implementation | null;
    if (!game.user?.isActiveGM || !actor || !(actor.type as string).startsWith("contest")) return;
    // What the actor still has without this effect, whether or not it has prepared its data again.
    const remaining = actor.effects.contents.filter((e) => e.id !== effect.id && !e.disabled).flatMap((e) => [...e.statuses]);
    if (!standsUp([...effect.statuses], remaining, isImplied(effect))) return;
    void promptProvoked(actor, "MANIFOLD.contest.Opportunity.StandUp", {});
  });
}

/** Foes of a token on this canvas: the other side's creatures still able to strike (not Unconscious). */
function foesOf(doc: TokenDocument.Implementation): Placed[] {
  return placed().filter((p) => p.id !== doc.id && !!p.actor && areFoes(doc.disposition ?? 0, p.document.disposition ?? 0) && threatens([...p.actor.statuses]));
}

/** The foes' owners decide whether to strike; the GM sees every prompt. Names are escaped by the caller. */
async function whisperPrompt(provoked: readonly Placed[], key: string, data: Record<string, string>): Promise<void> {
  const whisper = game.users!.filter((u) => u.isGM || provoked.some((f) => f.actor?.testUserPermission(u, "OWNER"))).map((u) => u.id!);
  await ChatMessage.create({ content: `<p>${game.i18n!.format(key, data)}</p>`, whisper } as never);
}

/**
 * A creature that casts or stands up in foes' reach provokes them (contest.oppo.4-5): whisper their
 * owners and the GMs, as a move does. In an active combat only, on the scene this client views.
 */
export async function promptProvoked(actor: Actor.Implementation, key: string, extra: Record<string, string>): Promise<void> {
  if (!canvas?.grid || !activeCombat()?.started) return;
  const mine = new Set((actor.getActiveTokens(true) as unknown as Placed[]).map((t) => t.id));
  const me = placed().find((p) => mine.has(p.id));
  if (!me) return;
  const foes = foesOf(me.document);
  const ids = threatenedBy(cellOf(me.center), foes.map(positioned));
  const provoked = foes.filter((f) => ids.includes(f.id));
  if (provoked.length === 0) return;
  await whisperPrompt(provoked, key, { ...opportunityNames(me.document.name, provoked.map((f) => f.document.name)), ...extra });
}

/** Casting a spell without the Melee Attack trait provokes (contest.oppo.4). */
export async function promptCasting(actor: Actor.Implementation, spell: { name: string; system: Pick<SpellSystem, "meleeAttack"> }): Promise<void> {
  if (!castingProvokes(spell.system)) return;
  await promptProvoked(actor, "MANIFOLD.contest.Opportunity.Cast", { spell: escapeHtml(spell.name) });
}
