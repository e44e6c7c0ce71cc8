import type { CardGlue } from "../../foundry/play/cards";
import { drawCard } from "../../foundry/play/draw";
import { mountCard } from "../../foundry/chat/card-buttons";
import { energyCardContext } from "./sheets/card-context";
import { combatantSystem, conditionsOf, derivedOf, plainActor } from "./adapter";
import { combatantOf } from "../../foundry/lookup";
import { addCondition, impliedOnly, lengthenCondition, removeCondition, roundsLeft } from "./conditions";
import { ENERGY_APPLY, ENERGY_CARD, mayApply, SPENDS_POOLS, type EnergyCardSnapshot, type EnergySide } from "./play/card";
import { ENERGY_ALLOW } from "./play/allow";
import { trayOutcome } from "./play/tray";
import type { EnergyCard } from "./rules/card";
import type { EnergyDerived } from "./rules/derived";
import type { WeaponSystem } from "./rules/types";
import { systemOf } from "../../foundry/docs";
import { poolsLockOf } from "../../foundry/play/pools";
import { isCondition } from "./rules/constants";

const TEMPLATE = "systems/manifold/templates/energy/chat/attack-card.hbs";

export function sideOf(actor: Actor.Implementation): EnergySide {
  const inHand = actor.items.contents.find((i) => (i.type as string) === "energyWeapon" && systemOf<WeaponSystem>(i).equipped);
  const combatant = combatantOf(actor);
  return {
    uuid: actor.uuid,
    npc: (actor.type as string) === "energyNpc",
    system: plainActor(actor).system,
    statuses: [...conditionsOf(actor)],
    roundsLeft: roundsLeft(actor),
    implied: impliedOnly(actor),
    weaponInHand: inHand?.id ?? null,
    heavyInHand: !!(inHand && systemOf<WeaponSystem>(inHand).heavy),
    derived: derivedOf<EnergyDerived>(actor),
    combatant: combatant ? combatantSystem(combatant) : null,
    round: combatant?.combat?.round ?? undefined,
  };
}

/** The energy card as the shared card glue runs it. */
export const ENERGY_CARDS: CardGlue<EnergyCard, EnergyCardSnapshot> = {
  book: ENERGY_CARD,
  allow: ENERGY_ALLOW,
  ...ENERGY_APPLY,
  snapshot: (base, sides) => ({ ...base, attacker: sideOf(sides.attacker), defender: sideOf(sides.defender) }),
  // The same key payments take (pay.ts) and the combat's round reset (foundry/documents/combat.ts).
  poolsLock: (action, sides) => (SPENDS_POOLS.has(action) ? poolsLockOf(sides.attacker) : null),
  async setStatus(actor, change) {
    // Conditions come with their durations and parents; taking one off lets its daughters go too.
    // The guard has checked the id against the ruleset's statuses (ENERGY_ALLOW).
    if (!isCondition(change.id)) return;
    const condition = { id: change.id, ...(change.rounds ? { rounds: change.rounds } : {}) };
    if (change.active && change.lengthen) await lengthenCondition(actor, condition);
    else if (change.active) await addCondition(actor, condition, conditionsOf(actor));
    // Taken off through the condition step: a daughter a parent holds stays, one its last parent held goes.
    else await removeCondition(actor, change.id);
  },
  tray: (card, scale, target) => trayOutcome(card, scale, sideOf(target)),
};

/** Draws the card for this user: only the buttons this user may press. */
export function renderEnergyCard(message: ChatMessage.Implementation, html: HTMLElement): void {
  drawCard(ENERGY_CARDS, message, html, (snap, mine) => {
    const context = energyCardContext(snap.card, {
      canRollDefense: mine("defender"),
      canRollSave: mine("defender"),
      canRollDamage: mine("attacker"),
      canApply: mayApply(snap),
      canRollDeath: mine("defender"),
      canFling: mine("attacker"),
      canEnd: mine("attacker"),
      seesTarget: snap.sender.isGM || mine("defender"),
      targetPool: { pool: "MANIFOLD.Card.Pool.aura", value: snap.defender.system.aura.value, max: snap.defender.system.aura.max },
    });
    mountCard(message, html, TEMPLATE, context);
  });
}
