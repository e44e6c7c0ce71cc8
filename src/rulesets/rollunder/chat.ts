import type { Privacy } from "../../core/play/port";
import { rollModeOf } from "../../core/play/privacy";
import { drawTable } from "../../foundry/docs";
import type { CardGlue } from "../../foundry/play/cards";
import { drawCard } from "../../foundry/play/draw";
import { notifyError, pressCard } from "../../foundry/play/press";
import { mountCard } from "../../foundry/chat/card-buttons";
import { plainActor, plainItems } from "./adapter";
import { rollunderCardContext } from "./card-context";
import { ROLLUNDER_APPLY, ROLLUNDER_CARD, type RollunderCardSnapshot, type RollunderSide } from "./play/card";
import { ROLLUNDER_CARD_ALLOW } from "./play/allow";
import { selectedTray } from "./play/tray";
import { standingShield } from "./rules/gear";
import type { RollunderCard } from "./rules/card";
import { deathTable } from "./settings";

const TEMPLATE = "systems/manifold/templates/rollunder/chat/attack-card.hbs";

function sideOf(actor: Actor.Implementation): RollunderSide {
  const plain = plainActor(actor);
  return {
    uuid: actor.uuid,
    pc: plain.type === "rollunderCharacter",
    hp: { value: plain.system.hp.value, max: plain.system.hp.max },
    deathOwed: plain.system.deathOwed ?? 0,
    shield: standingShield(plainItems(actor))?.id ?? null,
  };
}

/** The Roll-Under card as the shared card glue runs it. */
export const ROLLUNDER_CARDS: CardGlue<RollunderCard, RollunderCardSnapshot> = {
  book: ROLLUNDER_CARD,
  allow: ROLLUNDER_CARD_ALLOW,
  ...ROLLUNDER_APPLY,
  snapshot: (base, sides) => ({ ...base, attacker: sideOf(sides.attacker), defender: sideOf(sides.defender) }),
  async setStatus(actor, change) {
    await actor.toggleStatusEffect(change.id, { active: change.active });
  },
  tray: (card, scale, target) => selectedTray(card, scale, sideOf(target)),
};

/** Whether this user may press a button of the card now: the step's own `may`. */
const may = (snap: RollunderCardSnapshot, action: "rollDamage" | "sunderShield" | "applyDamage" | "deathRoll" | "undoDamage") => ROLLUNDER_CARD[action]!.may(snap, {});

/**
 * The Death & Dismemberment roll (rollunder.hp.3): the world's table is checked here first (a
 * setting that names no RollTable refuses with nothing marked); the deciding client marks the roll
 * made, then draws the table (deathDraw), so a press can never mark it without a draw.
 */
async function pressDeathRoll(message: ChatMessage.Implementation): Promise<void> {
  try {
    await deathTable();
  } catch (err) {
    return notifyError(err);
  }
  await pressCard(message, "deathRoll", {});
}

/** The draw a marked Death roll owes, on the deciding client, shown as the card is. */
export async function deathDraw(privacy: Privacy): Promise<void> {
  const table = await deathTable();
  await drawTable(table, rollModeOf(privacy));
}

/** A card button: the Death roll checks its table first; every button is the shared press. */
function press(message: ChatMessage.Implementation, action: string, args: Record<string, string>): Promise<void> {
  return action === "deathRoll" ? pressDeathRoll(message) : pressCard(message, action, args);
}

/** Draws the card for this user: only the buttons this user may press. */
export function renderRollunderCard(message: ChatMessage.Implementation, html: HTMLElement): void {
  drawCard(ROLLUNDER_CARDS, message, html, (snap, mine) => {
    // A card continued in a later one comes with no rights at all (drawCard), so no button shows.
    const context = rollunderCardContext(snap.card, {
      rollDamage: may(snap, "rollDamage"),
      sunderShield: may(snap, "sunderShield"),
      applyDamage: may(snap, "applyDamage"),
      deathRoll: may(snap, "deathRoll"),
      undoDamage: may(snap, "undoDamage"),
      adjust: snap.sender.isGM || snap.sender.owns.defender,
      seesTarget: snap.sender.isGM || mine("defender"),
      targetHp: snap.defender.hp,
    });
    mountCard(message, html, TEMPLATE, context, press);
  });
}
