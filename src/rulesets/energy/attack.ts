import type { RollRequest } from "../../core/roll-options";
import { inForce } from "../../core/status";
import { conditionsOf, derivedOf, plainActor, plainItem } from "./adapter";
import { askAttack, type AttackDialogResult, type EnhancementOption } from "./dialog";
import { MOVEMENTS } from "./rules/ranged";
import { edgeOf, flag, oneOfChoice, ROLL_MODES, whole } from "../../core/play/choices";
import { takeDice, type DiceNeed, type TakenDie } from "../../core/play/dice";
import type { Edge } from "../../core/dice/edge";
import { cardMessage, requestOpen, type Opening } from "../../foundry/play/open";
import { notifyError } from "../../foundry/play/press";
import { notify } from "../../foundry/notify";
import { throwNeeds } from "../../foundry/play/throw";
import { positions } from "./canvas";
import { pay } from "./pay";
import { attackOrder } from "./play/pay";
import { ENERGY_STATUSES } from "./rules/conditions";
import { attackCost } from "./rules/economy";
import { planAttack, type AttackChoices, type Creature, type Weapon } from "./rules/plan";
import { checkManeuver, UNARMED_MANEUVERS } from "./rules/maneuver";
import { proficient, type EnergyDerived } from "./rules/derived";
import { MANEUVERS, type Maneuver } from "./rules/constants";
import type { AttackMode } from "./rules/card";
import type { AbilitySystem, RangedSystem, WeaponSystem } from "./rules/types";
import { RuleError } from "./rules/errors";
import { combatantSystem } from "./adapter";
import { combatantOf } from "../../foundry/lookup";

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

/** What an attack is made of, on whichever client plans it. */
interface AttackSetup {
  attacker: Actor.Implementation;
  attackerToken: TokenDocument.Implementation | null;
  item: Item.Implementation | null;
  targets: readonly TokenDocument.Implementation[];
  how: { mode: string; maneuver?: string };
}

function weaponItemOf(setup: AttackSetup): { mode: AttackMode; maneuver: Maneuver | ""; weaponItem: Item.Implementation | null } {
  const mode = modeOf(setup.how.mode, setup.how.maneuver);
  const maneuver = mode === "maneuver" ? (setup.how.maneuver as Maneuver) : "";
  // A maneuver with an empty hand (Restrain, Push) is unarmed; Trip and Disarm use the first equipped melee weapon.
  const weaponItem = setup.item ?? (mode === "maneuver" && !UNARMED_MANEUVERS.includes(maneuver as Maneuver) ? equippedMelee(setup.attacker) : null);
  return { mode, maneuver, weaponItem };
}

function enhancersOf(actor: Actor.Implementation): EnhancementOption[] {
  return actor.items.contents
    .filter((i) => (i.type as string) === "energyAbility" && (i.system as unknown as AbilitySystem).enhancesAttack)
    .map((i) => {
      const a = i.system as unknown as AbilitySystem;
      return { id: i.id ?? "", name: i.name, stamina: a.staminaCost, damage: a.damage, doubles: a.doublesDamage };
    });
}

/**
 * Plans one card per target; a refusal surfaces before anything is paid. Each card's d20 is
 * thrown afterwards, with the edge its plan gives.
 */
function planCards(setup: AttackSetup, choices: AttackChoices, warn: boolean) {
  const { mode, maneuver, weaponItem } = weaponItemOf(setup);
  const weapon = weaponOf(weaponItem);
  const attacker = creature(setup.attacker);
  const from = setup.attackerToken?.object as Token.Implementation | undefined;
  return setup.targets.map((token) => {
    const defender = token.actor!;
    const target = { ...creature(defender), name: token.name ?? defender.name };
    const where = positions(from, token.object as Token.Implementation);
    if (warn && !where.attackerFaces) notify("warn", "MANIFOLD.energy.Card.NotFacing", { name: target.name });
    if (mode === "maneuver") {
      checkManeuver({
        maneuver: maneuver as Maneuver,
        attackerSize: attacker.system.size,
        targetSize: target.system.size,
        targetFacing: where.side === "front",
        lightVsHeavy: !!(weapon?.kind === "melee" && weapon.system.light && heldHeavy(defender)),
      });
    }
    // Whether the target can defend at all comes from its conditions, in planAttack.
    const situation = { side: where.side, distance: where.distance, defending: defending(defender) };
    return planAttack(attacker, target, weapon, choices, situation, { faces: [10], kept: 10 });
  });
}

const d20For = (draft: { attack: { edge: Edge } }): DiceNeed => ({ kind: "die", faces: 20, edge: draft.attack.edge });

/**
 * An attack from the sheet: the dialog, then one card per targeted token. The Combat or Hit roll
 * of each card is thrown here; whoever opens the cards checks the dice, pays Energy (the Swift
 * Attack of the round costs 1) and posts them.
 */
export async function startAttack(actor: Actor.Implementation, item: Item.Implementation | null, how: { mode: string; maneuver?: string }, request: RollRequest): Promise<void> {
  const targets = [...(game.user?.targets ?? [])].map((t) => (t as unknown as { document: TokenDocument.Implementation }).document);
  if (targets.length === 0) return void ui.notifications?.warn(game.i18n!.localize("MANIFOLD.energy.Card.NoTarget"));
  const setup: AttackSetup = { attacker: actor, attackerToken: (actor.getActiveTokens(false, true)[0] as unknown as TokenDocument.Implementation | undefined) ?? null, item, targets, how };
  const { mode, maneuver, weaponItem } = weaponItemOf(setup);
  const title = weaponItem?.name ?? game.i18n!.localize(mode === "maneuver" ? `MANIFOLD.energy.Maneuver.${maneuver}` : "MANIFOLD.energy.Card.Mode.unarmed");
  const enhancers = enhancersOf(actor);
  // The dialog's odds come from the same planning the attack makes below, for its current choices.
  const choices = await askAttack(title, request, { mode, maneuver, swift: how.mode === "swift" }, enhancers, (c) => planCards(setup, c, false));
  if (!choices) return;
  try {
    const drafts = planCards(setup, choices, true);
    const faces = await throwNeeds(drafts.map(d20For));
    const picked = enhancers.filter((e) => (choices.enhancements ?? []).some((c) => c.name === e.name)).map((e) => e.id);
    await requestOpen({
      attacker: actor.uuid,
      item: item?.id ?? "",
      targets: targets.map((t) => t.uuid),
      how: { mode: how.mode, maneuver: how.maneuver ?? "" },
      choices: { ...choices, enhancements: picked },
      faces,
    });
  } catch (err) {
    notifyError(err);
  }
}

/** The dialog's choices, read again on the client that opens the cards; enhancements by item id. */
function attackChoices(opening: Opening, base: { mode: AttackMode; maneuver: Maneuver | "" }): AttackDialogResult {
  const raw = opening.request.choices;
  const ids = Array.isArray(raw.enhancements) ? raw.enhancements : [];
  const enhancers = enhancersOf(opening.attacker);
  const enhancements = ids.map((id) => {
    const found = enhancers.find((e) => e.id === id);
    if (!found) throw new RuleError("MANIFOLD.Query.NoItem", {});
    return { name: found.name, stamina: found.stamina, damage: found.damage, doubles: found.doubles };
  });
  return {
    ...base,
    modifier: whole(raw.modifier, -99, 99, "modifier"),
    edge: edgeOf(raw.edge),
    nonlethal: flag(raw.nonlethal, "nonlethal"),
    steps: whole(raw.steps ?? 0, 0, 3, "steps"),
    movement: oneOfChoice(raw.movement ?? "normal", MOVEMENTS, "movement"),
    // A ranged attack can be the Swift Attack of the round too (energy.swift.1).
    swift: flag(raw.swift, "swift"),
    targetMoving: flag(raw.targetMoving, "targetMoving"),
    sprintPush: flag(raw.sprintPush, "sprintPush"),
    enhancements,
    staminaForEnergy: flag(raw.staminaForEnergy, "staminaForEnergy"),
    rollMode: oneOfChoice(raw.rollMode, ROLL_MODES, "rollMode"),
  };
}

/** Opens the cards of a checked attack: the d20s must be the ones the plans call for. */
export async function openEnergyAttack(opening: Opening): Promise<void> {
  const setup: AttackSetup = { ...opening, how: { mode: opening.request.how.mode ?? "", maneuver: opening.request.how.maneuver ?? "" } };
  const { mode, maneuver, weaponItem } = weaponItemOf(setup);
  const weapon = weaponOf(weaponItem);
  const choices = attackChoices(opening, { mode, maneuver });
  const drafts = planCards(setup, choices, false);
  const d20s = takeDice(drafts.map(d20For), opening.request.faces) as TakenDie[];
  const enhanceStamina = (choices.enhancements ?? []).reduce((t, e) => t + e.stamina, 0);
  if (!(await payForAttack(opening.attacker, mode, weapon, choices.swift, choices.staminaForEnergy, enhanceStamina))) return;
  for (const [i, draft] of drafts.entries()) {
    const card = { ...draft, d20: { faces: d20s[i]!.faces, kept: d20s[i]!.kept } };
    await ChatMessage.create(cardMessage("energyAttack", opening, card, choices.rollMode) as never);
  }
  if (weapon?.kind === "ranged") await weaponItem?.update({ "system.loaded": (weapon.system as RangedSystem).loadCost === 0 } as never);
  // A thrown weapon has left the hand.
  if (mode === "thrown") await weaponItem?.update({ "system.equipped": false } as never);
}

async function payForAttack(actor: Actor.Implementation, mode: AttackMode, weapon: Weapon | null, swift: boolean, staminaForEnergy: boolean, enhance: number): Promise<boolean> {
  const isProficient = weapon ? proficient(plainActor(actor).system, (weapon.system as WeaponSystem | RangedSystem).mpr) : true;
  const { order, extra } = attackOrder(attackCost(mode, { weapon: !!weapon, proficient: isProficient, swift, enhance }), swift, staminaForEnergy);
  return (await pay(actor, order, extra)) !== false;
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
