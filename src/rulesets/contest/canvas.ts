import { isFlanked, meleeReach, type Cell, type Positioned } from "./rules/grid";
import { reachEvents } from "./rules/opportunity";
import { combatantOf } from "../../foundry/lookup";
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
  const allies = placed().filter((p) => p.document.disposition === a.document.disposition && p.id !== t.id);
  return isFlanked(cellOf(t.center), allies.map(positioned));
}

/**
 * After a token moves, the active GM whispers the foes' owners (and GMs) which foes' reach it
 * entered or left, so they can take an opportunity attack (contest.oppo.2-3).
 */
export function registerOpportunityPrompts(): void {
  onHook("moveToken", (...args: unknown[]) => {
    const [doc, movement] = args as [TokenDocument.Implementation, { origin: { x: number; y: number }; passed: { waypoints: { x: number; y: number; action?: string }[] } }];
    if (!game.user?.isActiveGM || !canvas?.grid || !doc.actor?.type.startsWith("contest")) return;
    const size = canvas.grid.size;
    const center = (p: { x: number; y: number }) => ({ x: p.x + (size * (doc.width ?? 1)) / 2, y: p.y + (size * (doc.height ?? 1)) / 2 });
    const path = [movement.origin, ...movement.passed.waypoints].map((p) => cellOf(center(p)));
    const teleport = movement.passed.waypoints.some((w) => w.action === "blink" || w.action === "displace");
    const combatant = combatantOf(doc.actor);
    const disengaged = combatant ? combatantSystem(combatant).disengaged : false;
    const foes = placed().filter((p) => p.id !== doc.id && p.document.disposition !== doc.disposition && p.actor);
    const events = reachEvents(path, foes.map(positioned), { willing: true, disengaged, teleport });
    if (events.length === 0) return;
    const provoked = foes.filter((f) => events.some((e) => e.foeId === f.id));
    // The foes' owners decide whether to strike; the GM sees every prompt.
    const whisper = game.users!.filter((u) => u.isGM || provoked.some((f) => f.actor?.testUserPermission(u, "OWNER"))).map((u) => u.id!);
    void ChatMessage.create({
      content: `<p>${game.i18n!.format("MANIFOLD.contest.Opportunity.Prompt", opportunityNames(doc.name, provoked.map((f) => f.document.name)))}</p>`,
      whisper,
    } as never);
  });
}
