import type { CardGlue } from "../../foundry/play/cards";
import { drawCard } from "../../foundry/play/draw";
import { mountCard } from "../../foundry/chat/card-buttons";
import { combatantOf } from "../../foundry/lookup";
import { combatantSystem, derivedOf, plainActor, plainItems } from "./adapter";
import { attackCardContext } from "./sheets/context";
import { availableManeuvers, heldItems, maneuverPlan, mayApply, type ContestCardSnapshot, type ContestSide } from "./play/card";
import { CONTEST_APPLY, CONTEST_BOOK, type AnyContestCard, type AnyContestSnapshot } from "./play/book";
import { isGrappleCard } from "./play/grapple";
import { grappleCardContext } from "./sheets/grapple-context";
import { CONTEST_ALLOW } from "./play/allow";
import { selectedTray } from "./play/tray";

const TEMPLATE = "systems/manifold/templates/contest/chat/attack-card.hbs";

function sideOf(actor: Actor.Implementation): ContestSide {
  const combatant = combatantOf(actor);
  return {
    uuid: actor.uuid,
    system: plainActor(actor).system,
    derived: derivedOf(actor)!,
    items: plainItems(actor),
    combatant: combatant ? combatantSystem(combatant) : null,
    statuses: [...actor.statuses],
  };
}

/** The contest card as the shared card glue runs it. */
export const CONTEST_CARDS: CardGlue<AnyContestCard, AnyContestSnapshot> = {
  // One book for every contest card: attack steps answer only on attack cards, grapple steps on grapple cards.
  book: CONTEST_BOOK,
  allow: CONTEST_ALLOW,
  ...CONTEST_APPLY,
  snapshot: (base, sides) => ({ ...base, attacker: sideOf(sides.attacker), defender: sideOf(sides.defender) }),
  async setStatus(actor, change) {
    await actor.toggleStatusEffect(change.id, { active: change.active });
  },
  tray: (card, scale, target) => selectedTray(card, scale, sideOf(target)),
};

const GRAPPLE_TEMPLATE = "systems/manifold/templates/contest/chat/grapple-card.hbs";

/** Whether the snapshot is of an attack card: every contest card that is not a grapple card. */
function onAttackCard(snap: AnyContestSnapshot): snap is ContestCardSnapshot {
  return !isGrappleCard(snap.card);
}

/** Draws the card for this user: only the buttons this user may press. */
export function renderAttackCard(message: ChatMessage.Implementation, html: HTMLElement): void {
  drawCard(CONTEST_CARDS, message, html, (snap, mine) => {
    if (!onAttackCard(snap)) {
      if (isGrappleCard(snap.card)) mountCard(message, html, GRAPPLE_TEMPLATE, grappleCardContext(snap.card, { attacker: mine("attacker"), defender: mine("defender") }));
      return;
    }
    const plan = maneuverPlan(snap);
    const context = attackCardContext(snap.card, {
      canDeclare: mine("defender"),
      canRollAttack: mine("attacker"),
      canRollDefence: mine("defender"),
      canApply: mayApply(snap),
      canSetAware: snap.sender.isGM,
      maneuvers: snap.card.maneuverBy !== "" && mine(snap.card.maneuverBy) ? availableManeuvers(snap) : [],
      disarmItems: snap.card.maneuverBy === "" ? [] : heldItems(snap[snap.card.maneuverBy === "attacker" ? "defender" : "attacker"]),
      maneuverSkill: plan && mine(plan.roller) ? plan.skillLabel : null,
      seesTarget: snap.sender.isGM || mine("defender"),
      targetPool: { pool: "MANIFOLD.Card.Pool.health", ...snap.defender.system.health },
    });
    mountCard(message, html, TEMPLATE, context);
  });
}
