/**
 * Text for an HTML string: what a user typed (a name) must show as text, never become markup.
 * The same five characters as foundry.utils.escapeHTML, so it is safe inside attributes too.
 */
const ENTITIES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
}
