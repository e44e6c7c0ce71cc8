import { record, undoUpdates } from "../../core/ledger";
import type { ActRequest } from "../../foundry/queries";
import { cardSides, mayApply, mountCard, owns, pressCardButton, showDice } from "../../foundry/chat/card-buttons";
import { combatantOf, fromUuid } from "../../foundry/lookup";
import { actionFor, spend } from "./rules/economy";
import { combatantSystem } from "./adapter";
import { RollUnderRoll } from "../../foundry/dice/roll-under-roll";
import { attackCardContext } from "./sheets/context";
import { derivedOf, plainActor, plainItems } from "./adapter";
import { cardStage, chooseManeuver, declare, recordAttack, recordDamage, recordDefence, recordManeuverRoll, rollTest, type AttackCard } from "./rules/card";
import { planAttack, planDefence } from "./rules/plan";
import { applyDamage, damageTotal, reduceDamage } from "./rules/damage";
import { bestSkill, braceUpdate, consumeBrace, feintUpdate, maneuverResistance, maneuversAvailable } from "./rules/maneuver";
import { skillLabel } from "./rules/labels";
import { DEFENCES, MANEUVERS, type Defence, type Maneuver } from "./rules/constants";
import type { PreparedTest } from "./rules/attack";
import type { SpellItem, WeaponItem } from "./rules/types";
import { RuleError } from "./rules/errors";

const TEMPLATE = "systems/manifold/templates/contest/chat/attack-card.hbs";
/** Actions that write nothing but the card itself, which its author may do alone. */
const MESSAGE_ONLY = new Set(["rollAttack", "rollDamage"]);

function cardOf(message: ChatMessage.Implementation): AttackCard {
  return (message.system as unknown as { card: AttackCard }).card;
}

function available(card: AttackCard, attacker: Actor.Implementation | null, defender: Actor.Implementation | null): Maneuver[] {
  if (card.maneuverBy === "" || card.maneuver !== "") return [];
  const winner = card.maneuverBy === "attacker" ? attacker : defender;
  const derived = winner ? derivedOf(winner) : undefined;
  const heavy = (winner?.items.contents ?? []).some((i) => {
    const s = i.system as unknown as { equipped?: boolean; heavy?: boolean };
    return (i.type as string) === "contestWeapon" && s.equipped && s.heavy;
  });
  return maneuversAvailable({
    winner: card.maneuverBy,
    wieldsShield: !!derived?.shield,
    wieldsHeavyWeapon: heavy,
    strike: card.item.kind === "melee" || card.item.kind === "ranged" || card.item.kind === "thrown",
  });
}

/** Renders the card into the message and wires its buttons. */
export async function renderAttackCard(message: ChatMessage.Implementation, html: HTMLElement): Promise<void> {
  const card = cardOf(message);
  if (!card) return;
  const user = game.user as unknown as User.Implementation;
  const { attacker, defender } = await cardSides(card);
  const context = attackCardContext(card, {
    canDeclare: owns(user, defender),
    canRollAttack: owns(user, attacker),
    canRollDefence: owns(user, defender),
    canApply: mayApply(user, message, defender),
    maneuvers: owns(user, card.maneuverBy === "defender" ? defender : attacker) ? available(card, attacker, defender) : [],
    maneuverSkill: maneuverPlan(card, attacker, defender, user)?.skillLabel ?? null,
  });
  await mountCard(html, TEMPLATE, context, (button) => onButton(message, button));
}

async function onButton(message: ChatMessage.Implementation, button: HTMLElement): Promise<void> {
  const { action, ...args } = button.dataset as Record<string, string>;
  if (!action) return;
  await pressCardButton({
    message,
    action,
    args,
    ledger: cardOf(message).ledger,
    applyAction: "applyDamage",
    undoAction: "undoDamage",
    messageOnly: MESSAGE_ONLY,
    read: (uuid, path) => foundry.utils.getProperty(foundry.utils.fromUuidSync(uuid as never) ?? {}, path),
  });
}

/** Throws the d20s with Foundry (Dice So Nice sees them) and reads them with the pure rules. */
async function throwTest(prepared: PreparedTest) {
  const roll = RollUnderRoll.forTest({ target: prepared.target.total, edge: prepared.edge, autoFail: prepared.autoFail, autoPass: prepared.autoPass });
  await roll.evaluate();
  await showDice(roll);
  const faces = roll.dice[0]?.results.map((r) => r.result) ?? [];
  return { roll, rolled: rollTest(prepared, faces) };
}

/**
 * Card actions. Whoever runs this (the message's author or the active GM) checks the asker's
 * ownership itself and derives every value from stored documents, never from the request.
 */
export async function contestCardAction(message: ChatMessage.Implementation, request: ActRequest, asker: User.Implementation): Promise<void> {
  let card = cardOf(message);
  const { attacker, defender } = await cardSides(card);
  if (!attacker || !defender) throw new RuleError("MANIFOLD.contest.Card.Missing", {});
  const deny = () => new RuleError("MANIFOLD.Query.Denied", {});
  const rolls: foundry.dice.Roll[] = [];
  const attackerData = { system: plainActor(attacker).system, derived: derivedOf(attacker)! };
  const defenderData = { system: plainActor(defender).system, derived: derivedOf(defender)! };
  switch (request.action) {
    case "declareDefence": {
      if (!owns(asker, defender)) throw deny();
      const defence = request.args.defence as Defence;
      if (!DEFENCES.includes(defence)) throw deny();
      const next = declare(card, defence);
      // A defence is a reaction: it costs the defender 1 AP in combat (contest.reaction.1).
      if (defence !== "none" && !(await payReaction(defender))) return;
      card = next;
      break;
    }
    case "rollAttack": {
      if (!owns(asker, attacker)) throw deny();
      const item = plainItems(attacker).find((i) => card.item.uuid.endsWith(i.id ?? "-")) as WeaponItem | SpellItem | undefined;
      if (!item) throw new RuleError("MANIFOLD.contest.Card.Missing", {});
      const { roll, rolled } = await throwTest(planAttack(attackerData, item, card.situation).test);
      rolls.push(roll);
      card = recordAttack(card, rolled);
      break;
    }
    case "rollDefence": {
      if (!owns(asker, defender) || card.defence === "") throw deny();
      // Brace: the defender's next Defense test gains a boon, and is spent by it (contest.maneuver.2).
      const combatant = combatantOf(defender);
      const brace = combatant ? consumeBrace(combatantSystem(combatant)) : { boons: 0, update: {} };
      const { roll, rolled } = await throwTest(planDefence(defenderData, card.defence, card.item.kind, card.situation, brace.boons > 0));
      if (combatant && brace.boons > 0) await combatant.update(brace.update as never);
      rolls.push(roll);
      card = recordDefence(card, rolled);
      break;
    }
    case "chooseManeuver": {
      const winner = card.maneuverBy === "defender" ? defender : attacker;
      if (!owns(asker, winner) || !MANEUVERS.includes(request.args.maneuver as Maneuver)) throw deny();
      card = chooseManeuver(card, request.args.maneuver as Maneuver, available(card, attacker, defender));
      const winnerCombatant = winner ? combatantOf(winner) : undefined;
      if (card.maneuver === "brace" && winnerCombatant) await winnerCombatant.update(braceUpdate() as never);
      break;
    }
    case "rollManeuver": {
      const plan = maneuverPlan(card, attacker, defender, asker);
      if (!plan || card.maneuverRoll) throw deny();
      const { roll, rolled } = await throwTest(plan.prepared);
      rolls.push(roll);
      card = recordManeuverRoll(card, rolled);
      // The loser who fails a Bash or Trip takes its condition (contest.maneuver.1, .9).
      if (plan.test.roller === "target" && !rolled.pass && plan.test.effect.kind === "status") {
        await plan.loser.toggleStatusEffect(plan.test.effect.status, { active: true });
      }
      // Feint: a passed Deception test marks the winner for a boon on its next Strike at the loser.
      const feinter = plan.test.effect.kind === "feint" ? combatantOf(plan.winner) : undefined;
      if (feinter) await feinter.update(feintUpdate(plan.loser.uuid, rolled.pass) as never);
      break;
    }
    case "rollDamage": {
      if (!owns(asker, attacker) || cardStage(card) !== "damage") throw deny();
      const precision = card.maneuver === "precision";
      const roll = new foundry.dice.Roll(card.item.damage);
      await roll.evaluate();
      await showDice(roll);
      rolls.push(roll);
      const faces = roll.dice.flatMap((d) => d.results.filter((r) => r.active).map((r) => r.result));
      const rolled = damageTotal(card.item.damage, faces, { precision });
      const reduced = reduceDamage({
        amount: rolled,
        type: card.item.damageType,
        armor: { ar: defenderData.derived.armor.ar, magical: defenderData.derived.armor.magical },
        block: card.outcome === "blocked" && defenderData.derived.shield ? { br: defenderData.derived.shield.br } : null,
        resistances: defenderData.system.resistances,
        vulnerabilities: defenderData.system.vulnerabilities,
      });
      card = recordDamage(card, { formula: card.item.damage, type: card.item.damageType, faces, rolled, precision, reduced });
      break;
    }
    case "applyDamage": {
      if (!mayApply(asker, message, defender) || !card.damage) throw deny();
      const applied = applyDamage({ value: defenderData.system.health.value }, card.damage.reduced.total);
      const entries = record(defender.uuid, applied.update, (path) => foundry.utils.getProperty(defender, path));
      await defender.update(applied.update as never);
      if (applied.becameUnconscious) await defender.toggleStatusEffect("unconscious", { active: true });
      card = { ...card, ledger: { applied: true, entries: [...card.ledger.entries, ...entries] } };
      break;
    }
    case "undoDamage": {
      if (!mayApply(asker, message, defender)) throw deny();
      for (const [uuid, update] of undoUpdates(card.ledger.entries)) {
        const doc = await fromUuid<foundry.abstract.Document.Any>(uuid);
        await (doc as unknown as { update(u: unknown): Promise<unknown> } | null)?.update(update);
      }
      card = { ...card, ledger: { applied: false, entries: [] } };
      break;
    }
    default:
      throw deny();
  }
  const update: Record<string, unknown> = { "system.card": card };
  if (rolls.length) update.rolls = [...message.rolls, ...rolls].map((r) => r.toJSON());
  await message.update(update as never);
}

async function payReaction(actor: Actor.Implementation): Promise<boolean> {
  const combatant = combatantOf(actor);
  if (!combatant) return true;
  const result = spend(combatantSystem(combatant), actionFor("defend", { onOwnTurn: false }));
  if (!result.ok) throw new RuleError(result.reason, {});
  await combatant.update(result.update as never);
  return true;
}

/**
 * The test a chosen maneuver calls for, when `user` is the one to roll it: Size Matters and the
 * Disarm boon from the pure rules, the roller's best allowed skill.
 */
function maneuverPlan(card: AttackCard, attacker: Actor.Implementation | null, defender: Actor.Implementation | null, user: User.Implementation) {
  if (!card.maneuver || card.maneuverBy === "" || !attacker || !defender) return null;
  const winner = card.maneuverBy === "attacker" ? attacker : defender;
  const loser = winner === attacker ? defender : attacker;
  const test = maneuverResistance({
    maneuver: card.maneuver,
    actorSize: plainActor(winner).system.size,
    targetSize: plainActor(loser).system.size,
  });
  const roller = test.roller === "target" ? loser : test.roller === "actor" ? winner : null;
  const derived = roller ? derivedOf(roller) : undefined;
  const skill = derived ? bestSkill(test.skills, derived.skills) : null;
  if (!roller || !derived || !skill || !owns(user, roller)) return null;
  const prepared: PreparedTest = { attribute: null, target: derived.skills[skill], edge: test.edge, autoFail: test.autoFail, autoPass: test.autoPass };
  return { test, winner, loser, prepared, skillLabel: skillLabel(skill) };
}
