import type { Edge } from "./dice/edge";
import { edgeArgs } from "./play/choices";

/** What a click with modifier keys asks for, as dnd5e players expect. */
export interface ClickModifiers {
  shiftKey?: boolean;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

export interface RollRequest {
  /** skip the dialog and roll at once */
  fastForward: boolean;
  edge: Edge;
}

/** Shift: roll without the dialog; Alt: with advantage (boon); Ctrl/Cmd: with disadvantage (bane). */
export function requestFromClick(event: ClickModifiers | undefined): RollRequest {
  const adv = !!event?.altKey;
  const dis = !!(event?.ctrlKey || event?.metaKey);
  const edge: Edge = adv && !dis ? 1 : dis && !adv ? -1 : 0;
  return { fastForward: !!event?.shiftKey || adv || dis, edge };
}

/** A card button's data attributes that only dress it, never sent with its press. */
const DRESSING = new Set(["action", "tooltip", "edgeKeys", "rollKeys"]);

/**
 * What a chat card button's click sends: its data attributes, and, on a roll button that takes
 * the keys (`data-edge-keys`), the advantage or disadvantage they ask for as one word of a fixed
 * set. A card roll has no dialog, so Shift changes nothing there.
 */
export function pressArgs(dataset: Readonly<Record<string, string | undefined>>, event: ClickModifiers | undefined): Record<string, string> {
  const args: Record<string, string> = {};
  for (const [key, value] of Object.entries(dataset)) if (!DRESSING.has(key) && value !== undefined) args[key] = value;
  return dataset.edgeKeys === undefined ? args : { ...args, ...edgeArgs(requestFromClick(event).edge) };
}

/** A situational modifier typed in a dialog: an integer, or an error lang key. */
export function parseModifier(text: string): { ok: true; value: number } | { ok: false; error: string } {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: true, value: 0 };
  if (!/^[+-]?\d{1,3}$/.test(trimmed)) return { ok: false, error: "MANIFOLD.Roll.BadModifier" };
  return { ok: true, value: Number.parseInt(trimmed, 10) };
}

/** What every roll form holds: the situational modifier and advantage or disadvantage, read from its fields. */
export interface RollForm {
  data: Record<string, unknown>;
  modifier: number;
  edge: Edge;
}

/**
 * Reads a roll form's fields, the submitted ones and the live ones alike, so the odds a dialog
 * shows and the roll it makes read the same choices. A mistyped modifier is an error lang key.
 */
export function readRollForm(data: Record<string, unknown>): { ok: true; form: RollForm } | { ok: false; error: string } {
  const parsed = parseModifier(String(data.modifier ?? ""));
  if (!parsed.ok) return parsed;
  const edge = Number(data.edge);
  return { ok: true, form: { data, modifier: parsed.value, edge: edge === 1 || edge === -1 ? edge : 0 } };
}

/** The one hint every roll button's tooltip carries, in every ruleset: the keys requestFromClick reads. */
export const ROLL_KEYS_HINT = "MANIFOLD.Roll.KeysHint";
/** A chat card's roll button has no dialog to skip: its hint tells only Alt and Ctrl. */
export const CARD_KEYS_HINT = "MANIFOLD.Roll.CardKeysHint";
/** The chat card roll buttons that read the keys: those whose roll takes a boon or bane, advantage or disadvantage. */
export const CARD_ROLL_BUTTONS = "[data-edge-keys]";

/** A roll button's tooltip: what it already says, then the keys, one line each (tooltips are HTML). */
export function withKeysHint(own: string, hint: string): string {
  const text = (s: string) => s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
  return own ? `${text(own)}<br>${text(hint)}` : text(hint);
}
