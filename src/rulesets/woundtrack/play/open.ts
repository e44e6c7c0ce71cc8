/**
 * Opening an attack from the sheet as a play step (woundtrack.attack.*, check.*, crit.*, mod.*,
 * flank.*): the dialog's choices read again, the check built from the weapon and the attack action,
 * the action paid through the gate, the check the attacker threw read, a critical's initiative
 * shift on the attacker, and the card: resolved at once on the target's Defense, or waiting for the
 * target's choice when its Defend is in force.
 */
import { RuleError } from "../../../core/errors";
import { oneOfChoice, ROLL_MODES, situational } from "../../../core/play/choices";
import { takeDice, type DiceNeed, type TakenChain, type TakenDie } from "../../../core/play/dice";
import type { Faces } from "../../../core/play/request";
import type { Write } from "../../../core/play/types";
import { checkKindFor, readCheck, type CheckKind } from "../rules/checks";
import { ATTACK_ACTIONS, type AttackAction } from "../rules/damage";
import { COVERS, type Cover } from "../rules/modifiers";
import { clampInitiative, critShifts } from "../rules/initiative";
import { resolveOn, type WoundtrackCard } from "../rules/card";
import { attackAp, flankedAt, isReaction, planCheck, underwaterAp, wayOf, type Positions } from "./attack";
import { canAct, payWrites } from "./gate";
import { chainOf, planActionCheck, plannedNeeds, readPlanned } from "./action-check";
import { HOLD_CHECKS, holdingOf } from "./hold";
import { meleeEdges } from "./mounted";
import { itemDamage, lightningSpills } from "./item-damage";
import { metDefence, mustChoose } from "./defend";
import type { Weapon, WoundtrackSide } from "./side";

export interface OpenCreature {
  uuid: string;
  name: string;
  img: string;
  side: WoundtrackSide;
}

export interface OpenSnapshot {
  attacker: OpenCreature;
  /** the weapon's item id */
  item: string;
  targets: readonly OpenCreature[];
  /** where the creatures stand around the target, read from the tokens; null off the canvas */
  positions: Positions | null;
  /** the faces of the check's dice: the world's wild check formula (RULINGS: a world setting, d10) */
  checkDie: number;
  /** the faces of a standard check's dice: the world's other formula */
  standardDie: number;
}

export interface AttackChoices {
  action: AttackAction;
  cover: Cover;
  /** what the attacker adds besides (a spell, an ability): whole, within the dialog's bounds */
  situational: number;
  /** the TN of a climbing or swimming attacker's hold check, as the GM sets it; null when the table rolls it (woundtrack.climb.1) */
  hold: number | null;
  rollMode: (typeof ROLL_MODES)[number];
}

export function holdTn(v: unknown): number | null {
  if (v === undefined || v === null || v === "") return null;
  const n = Number(v);
  if (!Number.isInteger(n) || Math.abs(n) > 99) throw new RuleError("MANIFOLD.woundtrack.Error.BadTn", { tn: String(v) });
  return n;
}

export function parseAttackChoices(raw: Record<string, unknown>): AttackChoices {
  return {
    action: oneOfChoice(raw.action ?? "standard", Object.keys(ATTACK_ACTIONS) as AttackAction[], "action"),
    cover: oneOfChoice(raw.cover ?? "none", COVERS, "cover"),
    situational: situational(raw.situational ?? 0),
    hold: holdTn(raw.hold),
    rollMode: oneOfChoice(raw.rollMode ?? "publicroll", ROLL_MODES, "rollMode"),
  };
}

/** The check's dice: two exploding chains for a wild check, two plain dice for a standard one; and a Strong attack's d6. */
export function checkNeeds(kind: CheckKind, faces: number, action: AttackAction): DiceNeed[] {
  const die: DiceNeed = kind === "wild" ? { kind: "chain", faces, edge: 0 } : { kind: "die", faces, edge: 0 };
  const extra = ATTACK_ACTIONS[action].extraDie;
  return [die, die, ...(extra ? [{ kind: "die" as const, faces: extra, edge: 0 as const }] : [])];
}

/** The attack as planned before its dice are thrown: the dialog shows its odds and refusals from this. */
export function planAttack(snap: OpenSnapshot, choices: AttackChoices) {
  if (snap.targets.length !== 1) throw new RuleError("MANIFOLD.woundtrack.Error.OneTarget", {});
  const target = snap.targets[0]!;
  const a = snap.attacker.side;
  const weapon = a.items.find((i): i is Weapon => i.id === snap.item && i.type === "woundtrackWeapon");
  if (!weapon) throw new RuleError("MANIFOLD.Query.NoItem", {});
  const ignoring = target.side.combatant?.ignoring ?? [];
  const rear = ignoring.includes(snap.attacker.uuid);
  const flanked = !!snap.positions && flankedAt(snap.positions, ignoring);
  const edges = meleeEdges(wayOf(weapon.system.kind), a, target.side);
  const plan = planCheck(a, weapon, choices.action, { cover: choices.cover, flanked, rear, targetStatuses: target.side.statuses, situational: choices.situational, mounted: edges.attack });
  const paid = canAct({ combatant: a.combatant, onTurn: a.onTurn, activeInitiative: a.activeInitiative, statuses: a.statuses }, { ap: attackAp(a, choices.action) + underwaterAp(a, weapon.system.kind), reaction: isReaction(choices.action), attack: true, item: weapon.id });
  const kind = checkKindFor("attack");
  const holding = holdingOf(a.statuses);
  if (choices.hold !== null && !holding) throw new RuleError("MANIFOLD.woundtrack.Error.NotHolding", {});
  // Climbing or swimming, the hold check is thrown with the attack once the GM gives its TN (woundtrack.climb.1).
  const hold = holding && choices.hold !== null ? planActionCheck(a.system, HOLD_CHECKS[holding]) : null;
  const dice = { standard: snap.standardDie, wild: snap.checkDie };
  const attackNeeds = checkNeeds(kind, snap.checkDie, choices.action);
  const holdNeeds = hold ? plannedNeeds(hold, dice) : [];
  const needs = [...attackNeeds, ...holdNeeds];
  return { target, weapon, plan, kind, defenceEdge: edges.defence, weaponDamage: itemDamage(a, target.side, weapon), spill: lightningSpills(a, target.side, weapon),
    // A spell adds no Strength: that is a weapon attack's alone (woundtrack.attack.3).
    strength: weapon.system.kind === "spell" ? 0 : a.system.attributes.str, hold, writes: payWrites("attacker", paid), needs, attackNeeds, holdNeeds };
}

/** The card the attack posts and what it writes on the attacker (the action's AP, a critical's initiative). */
export function openAttackStep(snap: OpenSnapshot, choices: AttackChoices, faces: Faces): { card: WoundtrackCard; writes: Write[] } {
  const { target, weapon, plan, kind, defenceEdge, weaponDamage, strength, spill, hold, writes, needs } = planAttack(snap, choices);
  const a = snap.attacker.side;
  const taken = takeDice(needs, faces);
  const chain = (t: TakenChain | TakenDie) => ("thrown" in t ? t.thrown.map((f) => f[0]!) : [t.kept]);
  const positive = chain(taken[0]!);
  const negative = chain(taken[1]!);
  const roll = readCheck(kind, positive, negative, snap.checkDie);
  const held = hold ? readPlanned(hold, taken.slice(-2), choices.hold!, { standard: snap.standardDie, wild: snap.checkDie }) : null;
  // A lost hold is a miss whatever the roll: a critical success moves no initiative, a critical failure still costs its 2 (woundtrack.climb.2, crit.3).
  const shifts = held && !held.success ? critShifts({ critSuccess: false, critFailure: roll.critFailure }) : critShifts(roll);
  if (shifts.attacker !== 0 && a.combatant) {
    // After an action off its turn the attacker's initiative is already 2 lower.
    const own = writes.find((w) => w.doc === "combatant");
    const now = typeof own?.changes.initiative === "number" ? own.changes.initiative : a.combatant.initiative;
    const changes = { initiative: clampInitiative(now + shifts.attacker) };
    if (own) Object.assign(own.changes, changes);
    else writes.push({ side: "attacker", doc: "combatant", changes });
  }
  const w = weapon.system;
  const card: WoundtrackCard = {
    attacker: { uuid: snap.attacker.uuid, name: snap.attacker.name, img: snap.attacker.img },
    defender: { uuid: target.uuid, name: target.name, img: target.img },
    item: { uuid: `${a.uuid}.Item.${weapon.id}`, name: weapon.name },
    attack: {
      action: plan.action, way: plan.way, target: plan.target, check: { attribute: plan.spec.attribute, skill: plan.spec.skill ?? "", specialisation: plan.spec.specialisation ?? "" },
      bonus: plan.bonus, parts: plan.parts, strength, weaponDamage, penetrating: w.penetrating, bypassArmor: w.bypassArmor,
      defenceEdge,
      spill,
    },
    check: { kind, positive, negative, roll: roll.total, critSuccess: roll.critSuccess, critFailure: roll.critFailure },
    extra: ATTACK_ACTIONS[plan.action].extraDie ? (taken[2] as TakenDie).kept : 0,
    holdOwed: holdingOf(a.statuses) && !held ? HOLD_CHECKS[holdingOf(a.statuses)!] : "",
    hold: held ? { check: HOLD_CHECKS[holdingOf(a.statuses)!], kind: held.kind, positive: chainOf(taken.at(-2)!), negative: chainOf(taken.at(-1)!), result: held.result, tn: held.tn, held: held.success } : null,
    defence: null,
    result: null,
    targetInitiative: target.side.combatant ? shifts.target : 0,
    placed: { level: "", escalated: 0, knockout: "" },
    ledger: { applied: false, entries: [] },
  };
  const waits = mustChoose(card, target.side) && !(held && !held.success);
  return { card: waits ? card : resolveOn(card, metDefence(card, target.side, null)), writes };
}
