/**
 * The GM's awareness switch on an attack card (contest.defend.1): before the defence is declared,
 * the GM may mark the target unaware of the attack (only No defence is left) or aware again.
 */
import type { CardBook } from "../../../core/play/decide";
import { nothing } from "../../../core/play/types";
import { RuleError } from "../../../core/errors";
import { cardDefences } from "../rules/awareness";
import { cardStage, type AttackCard } from "../rules/card";
import { weaponOf, type ContestCardSnapshot } from "./card";

export const AWARENESS_STEPS: CardBook<AttackCard, ContestCardSnapshot> = {
  setAware: {
    may: (snap) => snap.sender.isGM && cardStage(snap.card) === "declare",
    run(snap, args) {
      if (args.aware !== "yes" && args.aware !== "no") throw new RuleError("MANIFOLD.Query.Malformed", { what: "aware" });
      const aware = args.aware === "yes";
      const item = weaponOf(snap);
      const spell = item.type === "contestSpell" ? item.system : null;
      const allowed = cardDefences(snap.card.item.kind, spell, !!snap.defender.derived.shield, aware);
      return nothing({ ...snap.card, aware, allowed });
    },
  },
};
