import type { CardSnapshot } from "../../core/play/decide";
import type { CardRules, StoredCard } from "../../core/play/port";
import type { StatusChange } from "../../core/play/types";

export type { StoredCard } from "../../core/play/port";

/** A ruleset's cards, as the Foundry port runs them: the flow's card rules plus how it sets a condition. */
export interface CardGlue<C extends StoredCard = StoredCard, S extends CardSnapshot<C> = CardSnapshot<C>> extends CardRules<Actor.Implementation, C, S> {
  /** puts a condition on or takes it off, the ruleset's way (durations, parents) */
  setStatus(actor: Actor.Implementation, change: StatusChange): Promise<void>;
}

// The registry holds every ruleset's glue; each is only ever called with its own cards.
export type AnyGlue = CardGlue<StoredCard, CardSnapshot<StoredCard>>;
