/**
 * A card's two names find their tokens, as dnd5e's chat targets do: hovering a name highlights the
 * creature's token on the scene in view, clicking pans to it. Only a token this user can see is
 * found, so a hidden creature is never given away.
 */
interface Hoverable {
  visible: boolean;
  center: { x: number; y: number };
  _onHoverIn(event: Event, options: { hoverOutOthers: boolean }): void;
  _onHoverOut(event: Event): void;
}

/** The creature's visible token on the scene in view: an unlinked token's own, else the actor's first. */
function tokenOf(uuid: string): Hoverable | null {
  if (!canvas?.ready) return null;
  const actor = fromUuidSync(uuid) as Actor.Implementation | null;
  const token = (actor?.getActiveTokens?.() ?? [])[0] as unknown as Hoverable | undefined;
  return token?.visible ? token : null;
}

export function linkTokens(message: ChatMessage.Implementation, html: HTMLElement): void {
  const card = (message.system as { card?: { attacker?: { uuid?: unknown }; defender?: { uuid?: unknown } } } | undefined)?.card;
  const names = html.querySelectorAll<HTMLElement>(".card-header .who strong");
  [card?.attacker?.uuid, card?.defender?.uuid].forEach((uuid, i) => {
    const name = names[i];
    if (!name || typeof uuid !== "string") return;
    name.classList.add("token-link");
    name.dataset.tooltip = game.i18n!.localize("MANIFOLD.Card.FindToken");
    name.addEventListener("mouseenter", (event) => tokenOf(uuid)?._onHoverIn(event, { hoverOutOthers: true }));
    name.addEventListener("mouseleave", (event) => tokenOf(uuid)?._onHoverOut(event));
    name.addEventListener("click", () => {
      const token = tokenOf(uuid);
      if (token) void canvas!.animatePan(token.center);
    });
  });
}
