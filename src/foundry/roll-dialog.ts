import type { Edge } from "../core/dice/edge";
import { parseModifier, type RollRequest } from "../core/roll-options";

export interface RollChoices {
  modifier: number;
  edge: Edge;
  cover: "none" | "low" | "high" | "full";
  rollMode: string;
  /** the option picked in the dialog's style list ("" = the first, the default) */
  style: string;
}

/**
 * Asks for situational modifier, boon/bane, cover and roll mode, unless the click's modifier
 * keys already said (Shift: fast-forward; Alt: boon; Ctrl/Cmd: bane). Null when cancelled.
 */
export async function askRoll(
  title: string,
  request: RollRequest,
  opts: { showCover?: boolean; edgeLabels?: { up: string; down: string }; styles?: readonly { id: string; label: string }[] } = {},
): Promise<RollChoices | null> {
  const rollMode = game.settings!.get("core", "rollMode") as string;
  if (request.fastForward) return { modifier: 0, edge: request.edge, cover: "none", rollMode, style: "" };
  const form = await askRollForm(title, "systems/manifold/templates/shared/dialog/roll-dialog.hbs", {
    edge: request.edge,
    showCover: opts.showCover ?? false,
    // Each ruleset names its edge: boon/bane in contest, advantage/disadvantage in energy.
    edgeUp: opts.edgeLabels?.up ?? "MANIFOLD.contest.Edge.boon",
    edgeDown: opts.edgeLabels?.down ?? "MANIFOLD.contest.Edge.bane",
    rollModes: rollModeLabels(),
    rollMode,
    // A Strike's choice of Fighting Style (contest): labels are names users typed, shown as text.
    styles: opts.styles ?? [],
  });
  if (!form) return null;
  const { data } = form;
  return {
    modifier: form.modifier,
    edge: form.edge,
    cover: (["none", "low", "high", "full"].includes(String(data.cover)) ? data.cover : "none") as RollChoices["cover"],
    rollMode: String(data.rollMode ?? rollMode),
    style: typeof data.style === "string" ? data.style : "",
  };
}

/** Roll modes as value -> label key; v13 stores each mode as {label, icon}, older cores as a string. */
export function rollModeLabels(): Record<string, string> {
  const modes = CONFIG.Dice.rollModes as unknown as Record<string, string | { label: string }>;
  return Object.fromEntries(Object.entries(modes).map(([key, mode]) => [key, typeof mode === "string" ? mode : mode.label]));
}

/**
 * Shows a roll form and reads what every form has: the situational modifier (a mistyped one is
 * refused with a message) and advantage or disadvantage. Null when cancelled or refused.
 */
export async function askRollForm(title: string, template: string, context: Record<string, unknown>): Promise<{ data: Record<string, unknown>; modifier: number; edge: Edge } | null> {
  const content = await foundry.applications.handlebars.renderTemplate(template, context);
  const data = (await foundry.applications.api.DialogV2.input({
    window: { title },
    content,
    ok: { label: "MANIFOLD.Roll.Roll", icon: "fa-solid fa-dice-d20" },
  })) as Record<string, unknown> | null;
  if (!data) return null;
  const parsed = parseModifier(String(data.modifier ?? ""));
  if (!parsed.ok) {
    ui.notifications?.error(game.i18n!.localize(parsed.error));
    return null;
  }
  const edge = Number(data.edge);
  return { data, modifier: parsed.value, edge: edge === 1 || edge === -1 ? edge : 0 };
}
