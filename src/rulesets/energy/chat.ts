import { record, undoUpdates, type LedgerEntry } from "../../core/ledger";
import type { ActRequest } from "../../foundry/queries";
import { cardSides, mayApply, mountCard, owns, pressCardButton, showDice } from "../../foundry/chat/card-buttons";
import { fromUuid } from "../../foundry/lookup";
import { ExplodingRoll } from "../../foundry/dice/exploding-roll";
import { cardConditions, cardEffects, cardStage, recordDamage, recordDefense, recordSave, saveEdge, type CardCondition, type ChainRoll, type EnergyCard } from "./rules/card";
import { cardDamage } from "./rules/card-damage";
import { applyCardDamage, deathBand } from "./rules/apply";
import { energyCardContext } from "./sheets/card-context";
import { conditionsOf, plainActor } from "./adapter";
import { addCondition, STATUS_PATH } from "./conditions";
import { RuleError } from "./rules/errors";

const TEMPLATE = "systems/manifold/templates/energy/chat/attack-card.hbs";
/** Actions that write nothing but the card itself, which its author may do alone. */
const MESSAGE_ONLY = new Set(["rollDamage"]);

function cardOf(message: ChatMessage.Implementation): EnergyCard {
  return (message.system as unknown as { card: EnergyCard }).card;
}

export async function renderEnergyCard(message: ChatMessage.Implementation, html: HTMLElement): Promise<void> {
  const card = cardOf(message);
  if (!card) return;
  const user = game.user as unknown as User.Implementation;
  const { attacker, defender } = await cardSides(card);
  const context = energyCardContext(card, {
    canRollDefense: owns(user, defender),
    canRollSave: owns(user, defender),
    canRollDamage: owns(user, attacker),
    canApply: mayApply(user, message, defender),
    canRollDeath: owns(user, defender),
  });
  await mountCard(html, TEMPLATE, context, (button) => onButton(message, button));
}

/** Reads a ledger entry's current value; statuses are recorded as `@status.<id>` booleans. */
function currentValue(uuid: string, path: string): unknown {
  const doc = foundry.utils.fromUuidSync(uuid as never) as Actor.Implementation | null;
  if (!doc) return undefined;
  if (path.startsWith(STATUS_PATH)) return conditionsOf(doc).has(path.slice(STATUS_PATH.length));
  return foundry.utils.getProperty(doc, path);
}

async function onButton(message: ChatMessage.Implementation, button: HTMLElement): Promise<void> {
  const { action, ...args } = button.dataset as Record<string, string>;
  if (!action) return;
  await pressCardButton({ message, action, args, ledger: cardOf(message).ledger, applyAction: "apply", undoAction: "undo", messageOnly: MESSAGE_ONLY, read: currentValue });
}

async function throwChain(faces: number, edge: -1 | 0 | 1, label: string): Promise<{ roll: ExplodingRoll; chain: ChainRoll }> {
  const roll = await ExplodingRoll.throwChain({ faces, edge, bonus: 0, label });
  await showDice(roll);
  const chain = roll.chain;
  return { roll, chain: { thrown: chain.thrown, kept: chain.kept, total: chain.total } };
}

/**
 * Card actions. Whoever runs this (the message's author or the active GM) checks the asker's
 * ownership itself and reads every value from the stored card and documents.
 */
export async function energyCardAction(message: ChatMessage.Implementation, request: ActRequest, asker: User.Implementation): Promise<void> {
  let card = cardOf(message);
  const { attacker, defender } = await cardSides(card);
  if (!attacker || !defender) throw new RuleError("MANIFOLD.energy.Card.Missing", {});
  const deny = () => new RuleError("MANIFOLD.Query.Denied", {});
  const rolls: foundry.dice.Roll[] = [];
  const applier = mayApply(asker, message, defender);
  switch (request.action) {
    case "rollDefense": {
      if (!owns(asker, defender) || cardStage(card) !== "defend") throw deny();
      const { roll, chain } = await throwChain(card.defense.faces, card.defense.edge, `MANIFOLD.energy.Defense.${card.defense.kind}`);
      rolls.push(roll);
      card = recordDefense(card, chain);
      break;
    }
    case "noDefense": {
      if (!owns(asker, defender) || cardStage(card) !== "defend") throw deny();
      card = recordDefense(card, null);
      break;
    }
    case "rollSave": {
      if (!owns(asker, defender) || cardStage(card) !== "save") throw deny();
      const edge = saveEdge(card);
      const { roll, chain } = await throwChain(10, edge, "MANIFOLD.energy.Defense.fortitude");
      rolls.push(roll);
      card = recordSave(card, chain, edge);
      break;
    }
    case "rollDamage": {
      if (!owns(asker, attacker) || cardStage(card) !== "damage") throw deny();
      const formula = card.attack.damage.trim();
      let rolled = 0;
      let faces: number[] = [];
      if (formula) {
        const roll = new foundry.dice.Roll(formula);
        await roll.evaluate();
        await showDice(roll);
        rolls.push(roll);
        rolled = roll.total ?? 0;
        faces = roll.dice.flatMap((d) => d.results.filter((r) => r.active).map((r) => r.result));
      }
      let chance: EnergyCard["chance"] = null;
      if (card.attack.nonlethal !== null) {
        // Unarmed attacks are non-lethal by choice; others need the Chance roll (energy.nonlethal.5-9).
        const chanceRoll = new foundry.dice.Roll("1d20");
        await chanceRoll.evaluate();
        rolls.push(chanceRoll);
        const value = chanceRoll.total ?? 0;
        chance = { roll: value, nonlethal: value >= card.attack.nonlethal };
      }
      card = recordDamage(card, cardDamage(card, formula, faces, rolled), chance);
      break;
    }
    case "apply": {
      if (!applier || cardStage(card) !== "resolved") throw deny();
      const entries = await applyCard(card, attacker, defender);
      const aura = plainActor(defender).system.aura.value;
      const lethal = !!card.damage && !card.chance?.nonlethal;
      card = { ...card, deathNeeded: lethal && aura === 0 && card.damage!.total > 0 && entries.wasAtZero, ledger: { applied: true, entries: [...card.ledger.entries, ...entries.list] } };
      break;
    }
    case "rollDeath": {
      if (!owns(asker, defender) || !card.deathNeeded || card.death) throw deny();
      const roll = new foundry.dice.Roll("1d20");
      await roll.evaluate();
      await showDice(roll);
      rolls.push(roll);
      const band = deathBand(roll.total ?? 1);
      const before = conditionsOf(defender);
      const list: LedgerEntry[] = [];
      for (const c of band.conditions) list.push(...(await addCondition(defender, c, before)));
      if (band.update && Object.keys(band.update).length) {
        list.push(...record(defender.uuid, band.update, (path) => foundry.utils.getProperty(defender, path)));
        await defender.update(band.update as never);
      }
      card = { ...card, death: { roll: roll.total ?? 1, band: band.label }, ledger: { applied: true, entries: [...card.ledger.entries, ...list] } };
      break;
    }
    case "undo": {
      if (!applier) throw deny();
      await undoLedger(card.ledger.entries);
      card = { ...card, deathNeeded: false, death: null, ledger: { applied: false, entries: [] } };
      break;
    }
    default:
      throw deny();
  }
  const update: Record<string, unknown> = { "system.card": card };
  if (rolls.length) update.rolls = [...message.rolls, ...rolls].map((r) => r.toJSON());
  await message.update(update as never);
}

/** Lowers Aura and adds the card's conditions; returns what it changed for Undo. */
async function applyCard(card: EnergyCard, attacker: Actor.Implementation, defender: Actor.Implementation) {
  const list: LedgerEntry[] = [];
  const system = plainActor(defender).system;
  const wasAtZero = system.aura.value === 0;
  const result = applyCardDamage({
    npc: (defender.type as string) === "energyNpc",
    aura: system.aura.value,
    stamina: system.stamina.value,
    damage: card.damage?.total ?? 0,
    nonlethal: !!card.chance?.nonlethal,
  });
  if (Object.keys(result.update).length) {
    list.push(...record(defender.uuid, result.update, (path) => foundry.utils.getProperty(defender, path)));
    await defender.update(result.update as never);
  }
  // A failed Disarm: the target drops the weapon in hand, so it is no longer equipped (energy.maneuver.7).
  if (cardEffects(card).includes("MANIFOLD.energy.Card.Effect.Disarmed")) {
    const weapon = defender.items.contents.find((i) => (i.type as string) === "energyWeapon" && (i.system as unknown as { equipped: boolean }).equipped);
    if (weapon) {
      list.push(...record(weapon.uuid, { "system.equipped": false }, (path) => foundry.utils.getProperty(weapon, path)));
      await weapon.update({ "system.equipped": false } as never);
    }
  }
  const { attacker: onAttacker, defender: onDefender } = cardConditions(card);
  const extra: CardCondition[] = result.conditions;
  const attackerHad = conditionsOf(attacker);
  for (const c of onAttacker) list.push(...(await addCondition(attacker, c, attackerHad)));
  const defenderHad = conditionsOf(defender);
  for (const c of [...onDefender, ...extra]) list.push(...(await addCondition(defender, c, defenderHad)));
  return { list, wasAtZero };
}

async function undoLedger(entries: readonly LedgerEntry[]): Promise<void> {
  const statuses = entries.filter((e) => e.path.startsWith(STATUS_PATH));
  const fields = entries.filter((e) => !e.path.startsWith(STATUS_PATH));
  for (const [uuid, update] of undoUpdates(fields)) {
    const doc = await fromUuid<foundry.abstract.Document.Any>(uuid);
    await (doc as unknown as { update(u: unknown): Promise<unknown> } | null)?.update(update);
  }
  for (const e of [...statuses].reverse()) {
    const actor = await fromUuid<Actor.Implementation>(e.uuid);
    await actor?.toggleStatusEffect(e.path.slice(STATUS_PATH.length), { active: !!e.before });
  }
}
