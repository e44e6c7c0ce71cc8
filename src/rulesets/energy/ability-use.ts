/**
 * The chat line of a used ability: its name as text, its description as the rich text its
 * owner wrote (chat enriches message content as it does on the sheet).
 */
import { escapeHtml } from "../../core/html";

export function abilityUseContent(name: string, description: string): string {
  return `<div class="manifold energy ability-use"><h3>${escapeHtml(name)}</h3>${description}</div>`;
}
