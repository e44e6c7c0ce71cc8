/**
 * What the GM reads when choosing a world's ruleset, as plain data: kept free of Foundry so the
 * gallery renders exactly this text. Each ruleset gets a one-line summary, because a ruleset's
 * name alone does not tell a GM which game it is.
 */
export interface RulesetPromptView {
  /** lang key of the window title (DialogV2 localizes it) */
  title: string;
  /** the window's classes: our styles are scoped under .manifold */
  classes: string[];
  content: string;
  buttons: { action: string; label: string; default: boolean }[];
}

export function rulesetPromptView(rulesets: readonly { id: string; label: string }[], localize: (key: string) => string): RulesetPromptView {
  const summaries = rulesets.map((r) => `<dt>${localize(r.label)}</dt><dd>${localize(`MANIFOLD.Settings.Ruleset.Summary.${r.id}`)}</dd>`).join("");
  return {
    title: "MANIFOLD.Settings.Ruleset.PromptTitle",
    classes: ["manifold", "ruleset-prompt"],
    content: `<p>${localize("MANIFOLD.Settings.Ruleset.Prompt")}</p><dl class="ruleset-summaries">${summaries}</dl>`,
    buttons: rulesets.map((r, index) => ({ action: r.id, label: localize(r.label), default: index === 0 })),
  };
}
