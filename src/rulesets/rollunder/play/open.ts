/**
 * Opening an attack from the sheet as a play step: the dialog's choices read again, the Attack
 * roll's target against the one target, the d20 read, and what the attack writes on the attacker
 * (an arrow, an emptied crossbow, a hit towards proficiency, the turn's action).
 */
import type { Breakdown } from "../../../core/breakdown";
import { RuleError } from "../../../core/errors";
import { flag, oneOfChoice, ROLL_MODES, situational } from "../../../core/play/choices";
import { takeDice, type TakenDie } from "../../../core/play/dice";
import type { Faces } from "../../../core/play/request";
import type { Write } from "../../../core/play/types";
import { attackTarget, readAttack, type Fighter } from "../rules/attack";
import type { AttackWay, RollunderCard } from "../rules/card";
import { canAct } from "./gate";
import { defenseScore, weaponDamage, weaponRange } from "../rules/gear";
import { countHit } from "../rules/proficiency";
import { shoot, usesArrows } from "../rules/ranged";
import { SHOOTERS } from "../rules/tables";
import type { CombatantSystem, RollunderItem, WeaponSystem } from "../rules/types";

/** A creature as the attack reads it: a PC with its scores and gear, an enemy with its modifiers. */
export interface OpenCreature {
  uuid: string;
  name: string;
  img: string;
  pc: boolean;
  attack: number;
  /** a PC's own Defense score (gear is added here), an enemy's listed Defense */
  defense: number;
  items: readonly RollunderItem[];
  /** arrows carried; enemies do not count theirs */
  arrows: number | null;
}

export interface OpenTarget extends OpenCreature {
  /** feet between the tokens, or null when the canvas could not measure */
  distance: number | null;
}

export interface OpenSnapshot {
  attacker: OpenCreature;
  /** the weapon's item id; "" for a touch */
  item: string;
  /** the sheet's button: strike, throw (a light weapon), shoot, or touch (an empty hand) */
  how: AttackWay;
  targets: readonly OpenTarget[];
  /** the attacker's combatant in the active combat, or null out of combat */
  combatant: CombatantSystem | null;
  /** whether it holds the turn (the combat started, its turn), and its conditions: the action gate reads them */
  acting: { onTurn: boolean; statuses: readonly string[] };
}

export interface AttackChoices {
  modifier: number;
  dualLight: boolean;
  rollMode: (typeof ROLL_MODES)[number];
}

/** The dialog's choices as they arrive over the wire. */
export function parseAttackChoices(raw: Record<string, unknown>): AttackChoices {
  return {
    modifier: situational(raw.modifier),
    dualLight: flag(raw.dualLight, "dualLight"),
    rollMode: oneOfChoice(raw.rollMode ?? "publicroll", ROLL_MODES, "rollMode"),
  };
}

export function fighter(c: OpenCreature): Fighter {
  return { pc: c.pc, attack: c.attack, defense: c.pc ? defenseScore(c.defense, c.items).total : c.defense };
}

type Weapon = { id: string; name: string; system: WeaponSystem };

function weaponOf(snap: Pick<OpenSnapshot, "attacker" | "item" | "how">): Weapon | null {
  if (snap.how === "touch") return null;
  const item = snap.attacker.items.find((i) => i.id === snap.item);
  if (!item || item.type !== "rollunderWeapon") throw new RuleError("MANIFOLD.Query.NoItem", {});
  const shooter = SHOOTERS.includes(item.system.kind);
  // A sling, bow or crossbow only shoots; only a light weapon is thrown (rollunder.melee.3).
  if (shooter !== (snap.how === "shot") || (snap.how === "thrown" && item.system.kind !== "light")) throw new RuleError("MANIFOLD.rollunder.Error.NotThatWay", {});
  return { id: item.id, name: item.name, system: item.system };
}

export interface PlannedAttack {
  target: Breakdown;
  /** "" for a touch, which deals no damage of its own */
  damage: string;
  weapon: Weapon | null;
}

/** The Attack roll against the one target, as the dialog and the card compute it. */
export function planAttack(snap: OpenSnapshot, choices: Pick<AttackChoices, "modifier" | "dualLight">): PlannedAttack {
  if (snap.targets.length !== 1) throw new RuleError("MANIFOLD.rollunder.Error.OneTarget", {});
  const weapon = weaponOf(snap);
  const target = snap.targets[0]!;
  const thrown = snap.how === "thrown";
  const range = !weapon || snap.how === "melee" ? null : weaponRange(weapon.system, thrown);
  const damage = weapon ? weaponDamage(weapon.system, thrown) : "";
  const total = attackTarget(fighter(snap.attacker), fighter(target), { weapon: weapon?.system ?? null, distance: target.distance, range, dualLight: choices.dualLight, modifier: choices.modifier });
  return { target: total, damage, weapon };
}

/** The writes the attack makes on its attacker: ammunition, proficiency, the turn's action. */
function attackerWrites(snap: OpenSnapshot, plan: PlannedAttack, hit: boolean): Write[] {
  const writes: Write[] = [];
  const item: Record<string, unknown> = {};
  const w = plan.weapon?.system ?? null;
  if (w && snap.how === "shot") {
    const shot = shoot(w, snap.attacker.arrows ?? Number.POSITIVE_INFINITY);
    if (shot.loaded !== w.loaded) item["system.loaded"] = shot.loaded;
    if (usesArrows(w) && snap.attacker.arrows !== null) writes.push({ side: "attacker", doc: "actor", changes: { "system.arrows": shot.arrows } });
  }
  // Hits count towards proficiency only in combat (rollunder.prof.4).
  if (w && hit && snap.combatant && snap.attacker.pc) {
    const counted = countHit(w);
    if (counted.hits !== w.hits) item["system.hits"] = counted.hits;
    if (counted.proficient !== w.proficient) item["system.proficient"] = counted.proficient;
  }
  if (plan.weapon && Object.keys(item).length) writes.push({ side: "attacker", doc: `item.${plan.weapon.id}`, changes: item });
  if (snap.combatant) {
    const c = snap.combatant;
    const changes: Record<string, unknown> = { "system.action": canAct({ combatant: c, movement: 0, ...snap.acting }, "attack").action };
    if (w && snap.how === "shot" && usesArrows(w) && snap.attacker.arrows !== null) changes["system.arrowsSpent"] = c.arrowsSpent + 1;
    writes.push({ side: "attacker", doc: "combatant", changes });
  }
  return writes;
}

/**
 * The attack: its card, with the d20 already thrown and read (a natural 1 hits for double, a
 * natural 20 misses), and its writes on the attacker. A refusal surfaces before anything is written.
 */
export function openAttackStep(snap: OpenSnapshot, choices: AttackChoices, faces: Faces): { card: RollunderCard; writes: Write[] } {
  const plan = planAttack(snap, choices);
  const [d20] = takeDice([{ kind: "die", faces: 20, edge: 0 }], faces) as TakenDie[];
  const result = readAttack(d20!.kept, plan.target.total);
  const writes = attackerWrites(snap, plan, result.hit);
  const t = snap.targets[0]!;
  const card: RollunderCard = {
    attacker: { uuid: snap.attacker.uuid, name: snap.attacker.name, img: snap.attacker.img },
    defender: { uuid: t.uuid, name: t.name, img: t.img },
    item: plan.weapon
      ? { uuid: `${snap.attacker.uuid}.Item.${plan.weapon.id}`, name: plan.weapon.name, way: snap.how, damage: plan.damage, bonus: plan.weapon.system.damageBonus }
      : { uuid: "", name: "", way: snap.how, damage: "", bonus: 0 },
    attack: { ...result, target: plan.target.total, parts: plan.target.parts },
    damage: null,
    sunder: null,
    lethal: 0,
    deathRolled: false,
    ledger: { applied: false, entries: [] },
  };
  return { card, writes };
}
