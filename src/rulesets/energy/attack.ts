import type { RollRequest } from "../../core/roll-options";
import { inForce } from "../../core/status";
import { edgeFormula } from "../../core/dice";
import { conditionsOf, derivedOf, plainActor, plainItem } from "./adapter";
import { askAttack } from "./dialog";
import { positions } from "./canvas";
import { payCost, paySwift } from "./pay";
import { ENERGY_STATUSES } from "./rules/conditions";
import { attackCost } from "./rules/economy";
import { planAttack, type Creature, type Weapon } from "./rules/plan";
import { checkManeuver, UNARMED_MANEUVERS } from "./rules/maneuver";
import { proficient, type EnergyDerived } from "./rules/derived";
import { MANEUVERS, type Maneuver } from "./rules/constants";
import type { AttackMode } from "./rules/card";
import type { AbilitySystem, RangedSystem, WeaponSystem } from "./rules/types";
import { RuleError } from "./rules/errors";
import { combatantSystem } from "./adapter";
import { combatantOf } from "../../foundry/lookup";
import { notify } from "../../foundry/notify";

function creature(actor: Actor.Implementation): Creature & { uuid: string; name: string; img: string } {
  return {
    uuid: actor.uuid,
    name: actor.name,
    img: actor.img ?? "",
    system: plainActor(actor).system,
    derived: derivedOf<EnergyDerived>(actor)!,
    conditions: inForce(ENERGY_STATUSES, conditionsOf(actor)),
  };
}

function weaponOf(item: Item.Implementation | null): Weapon | null {
  if (!item) return null;
  const plain = plainItem(item);
  if (plain.type === "energyWeapon") return { kind: "melee", name: item.name, uuid: item.uuid, system: plain.system };
  if (plain.type === "energyRanged") return { kind: "ranged", name: item.name, uuid: item.uuid, system: plain.system };
  return null;
}

function modeOf(button: string, maneuver: string | undefined): AttackMode {
  if (button === "shoot") return "ranged";
  if (button === "throw") return "thrown";
  if (button === "unarmed") return "unarmed";
  if (button === "maneuver" && MANEUVERS.includes(maneuver as Maneuver)) return "maneuver";
  return "melee";
}

function fail(err: unknown): void {
  if (err instanceof RuleError) notify("error", err.key, err.data);
  else throw err;
}

/**
 * An attack from the sheet: one card per targeted token. Energy is paid first (the Swift Attack
 * of the round costs 1); the attacker's Combat or Hit roll is thrown with Foundry for each card.
 */
export async function startAttack(actor: Actor.Implementation, item: Item.Implementation | null, how: { mode: string; maneuver?: string }, request: RollRequest): Promise<void> {
  const targets = [...(game.user?.targets ?? [])] as unknown as Token.Implementation[];
  if (targets.length === 0) return void ui.notifications?.warn(game.i18n!.localize("MANIFOLD.energy.Card.NoTarget"));
  const mode = modeOf(how.mode, how.maneuver);
  const maneuver = mode === "maneuver" ? (how.maneuver as Maneuver) : "";
  // A maneuver with an empty hand (Restrain, Push) is unarmed; Trip and Disarm use the first equipped melee weapon.
  const weaponItem = item ?? (mode === "maneuver" && !UNARMED_MANEUVERS.includes(maneuver as Maneuver) ? equippedMelee(actor) : null);
  const weapon = weaponOf(weaponItem);
  const title = weapon?.name ?? game.i18n!.localize(mode === "maneuver" ? `MANIFOLD.energy.Maneuver.${maneuver}` : "MANIFOLD.energy.Card.Mode.unarmed");
  const enhancers = actor.items.contents
    .filter((i) => (i.type as string) === "energyAbility" && (i.system as unknown as AbilitySystem).enhancesAttack)
    .map((i) => ({ id: i.id ?? "", name: i.name, stamina: (i.system as unknown as AbilitySystem).staminaCost, damage: (i.system as unknown as AbilitySystem).damage }));
  const choices = await askAttack(title, request, { mode, maneuver, swift: how.mode === "swift" }, enhancers);
  if (!choices) return;
  const attacker = creature(actor);
  const attackerToken = actor.getActiveTokens()[0] as unknown as Token.Implementation | undefined;
  const planned = [];
  try {
    for (const token of targets) {
      const defender = token.actor;
      if (!defender) continue;
      const target = { ...creature(defender), name: token.name ?? defender.name };
      const where = positions(attackerToken, token);
      if (!where.attackerFaces) notify("warn", "MANIFOLD.energy.Card.NotFacing", { name: target.name });
      if (mode === "maneuver") {
        checkManeuver({
          maneuver: maneuver as Maneuver,
          attackerSize: attacker.system.size,
          targetSize: target.system.size,
          targetFacing: where.side === "front",
          lightVsHeavy: !!(weapon?.kind === "melee" && weapon.system.light && heldHeavy(defender)),
        });
      }
      const situation = { side: where.side, distance: where.distance, defending: defending(defender), canDefend: true };
      planned.push({ target, situation });
    }
    // Planning each card now surfaces a refusal before anything is paid.
    for (const p of planned) planAttack(attacker, p.target, weapon, choices, p.situation, { faces: [10], kept: 10 });
  } catch (err) {
    return fail(err);
  }
  const enhanceStamina = (choices.enhancements ?? []).reduce((t, e) => t + e.stamina, 0);
  if (!(await payForAttack(actor, mode, weapon, choices.swift, choices.staminaForEnergy, enhanceStamina))) return;
  for (const p of planned) {
    const draft = planAttack(attacker, p.target, weapon, choices, p.situation, { faces: [10], kept: 10 });
    const roll = new foundry.dice.Roll(edgeFormula(20, draft.attack.edge, "high"));
    await roll.evaluate();
    const faces = roll.dice[0]?.results.map((r) => r.result) ?? [];
    const kept = roll.dice[0]?.results.find((r) => r.active)?.result ?? faces[0] ?? 1;
    const card = { ...draft, d20: { faces, kept } };
    await ChatMessage.create({ type: "energyAttack", speaker: ChatMessage.getSpeaker({ actor }), rolls: [roll.toJSON()], system: { card } } as never, { rollMode: choices.rollMode } as never);
  }
  if (weapon?.kind === "ranged") await weaponItem?.update({ "system.loaded": (weapon.system as RangedSystem).loadCost === 0 } as never);
  // A thrown weapon has left the hand.
  if (mode === "thrown") await weaponItem?.update({ "system.equipped": false } as never);
}

async function payForAttack(actor: Actor.Implementation, mode: AttackMode, weapon: Weapon | null, swift: boolean, staminaForEnergy: boolean, enhance: number): Promise<boolean> {
  const isProficient = weapon ? proficient(plainActor(actor).system, (weapon.system as WeaponSystem | RangedSystem).mpr) : true;
  const cost = attackCost(mode, { weapon: !!weapon, proficient: isProficient, swift, enhance });
  if (swift) return (await paySwift(actor, enhance)) !== false;
  return (await payCost(actor, cost, staminaForEnergy, { "system.defending": false })) !== false;
}

function equippedMelee(actor: Actor.Implementation): Item.Implementation | null {
  return actor.items.contents.find((i) => (i.type as string) === "energyWeapon" && (i.system as unknown as WeaponSystem).equipped) ?? null;
}

function heldHeavy(actor: Actor.Implementation): boolean {
  return actor.items.contents.some((i) => (i.type as string) === "energyWeapon" && (i.system as unknown as WeaponSystem).equipped && (i.system as unknown as WeaponSystem).heavy);
}

function defending(actor: Actor.Implementation): boolean {
  const combatant = combatantOf(actor);
  return combatant ? combatantSystem(combatant).defending : false;
}
