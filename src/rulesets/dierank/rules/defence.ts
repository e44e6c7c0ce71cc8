/**
 * How a target answers an attack (dierank.defense.*, unaware.*, block.*, parry.*, dodge.*,
 * helpless.*, surprise.3, prone.3, grapple.11-13, badly.2, heal.5): which defences it may choose,
 * one per attack, and the die and edge of the one it rolls.
 */
import { netEdge, type Edge } from "../../../core/dice/edge";
import { blockable, dieOf, dodgeable, meetsMinimum, type AttackSpec } from "./attack";
import type { Die } from "./ladder";
import type { Stats } from "./stats";
import { everyRollWorse } from "./conditions";

export const DEFENCES = ["passive", "block", "parry", "dodge"] as const;
export type DefenceKind = (typeof DEFENCES)[number];

export interface DefenderFacts {
  stats: Stats;
  /** conditions in force (the ruleset's status ids) */
  statuses: readonly string[];
  hasShield: boolean;
  /** what it would parry with: bare hands, a weapon made to parry, or one that is not */
  parryWith: "unarmed" | "parrying" | "other";
  /** it knows the attack is coming (a knocked-out creature never does) */
  aware: boolean;
  /** it rides a mount: it cannot dodge itself (dierank.mount.10), but the mount's REF dodges for both (mount.9) */
  rider: boolean;
  /** the REF die of the mount it rides, when the mount can dodge for it */
  mountRef?: Die | null;
  /** it holds someone, and whether the attacker is the one held (dierank.grapple.12-13) */
  holding: { attackerIsHeld: boolean } | null;
}

/** What the table decides about this attack (assist rows): room to dodge, a giant attacker. */
export interface DefenceSituation {
  roomToDodge: boolean;
  giantAttacker: boolean;
}

export interface DefenceRoll {
  die: Die;
  edge: Edge;
  /** lang key suffixes of each advantage and disadvantage counted */
  advantages: string[];
  disadvantages: string[];
  /** the range's minimum die stood in for a weaker one (dierank.unaware.4) */
  minimum: boolean;
}

const physical = (a: AttackSpec) => a.kind !== "spell" || a.physical;

/**
 * Each defence the target may choose, or why not (a lang key suffix). An unaware target has only
 * its passive roll, unless the attack is indirect; a block needs a shield; a parry answers melee
 * alone; a rider cannot dodge (its mount dodges for both).
 */
export function defenceOptions(attack: AttackSpec, d: DefenderFacts): Record<DefenceKind, string | null> {
  const unaware = !d.aware && !attack.indirect;
  const active = (why: string | null) => (unaware ? "Unaware" : attack.passiveOnly ? "PassiveOnly" : why);
  return {
    passive: null,
    block: active(!d.hasShield ? "NoShield" : !blockable(attack) ? "NotBlockable" : null),
    parry: active(attack.kind !== "melee" ? "MeleeOnly" : null),
    dodge: active(d.rider && !d.mountRef ? "Rider" : !dodgeable(attack) ? "NotDodgeable" : null),
  };
}

/** The die and edge of the chosen defence; throws when the defence may not answer this attack. */
export function defenceRoll(attack: AttackSpec, d: DefenderFacts, kind: DefenceKind, s: DefenceSituation): DefenceRoll {
  const refused = defenceOptions(attack, d)[kind];
  if (refused) throw new RangeError(`${kind} cannot answer this attack: ${refused}`);
  const adv: string[] = [];
  const dis: string[] = [];
  const has = (id: string) => d.statuses.includes(id);
  // Every roll of a badly wounded or stunned creature is disadvantaged, its defences too.
  dis.push(...everyRollWorse(d.statuses));
  if (has("prone") && attack.kind === "melee") dis.push("Prone");
  if (has("held")) dis.push("Held");
  if (d.holding && physical(attack)) (d.holding.attackerIsHeld ? adv : dis).push("Holding");
  let die: Die;
  if (kind === "passive") {
    die = dieOf(d.stats, attack.defence);
    if (has("surprised")) dis.push("Surprised");
    if (!d.aware && !attack.indirect) dis.push("Unaware");
    const helplessDef = has("helpless") && attack.defence === "def";
    if (helplessDef) {
      die = 2;
      if (attack.kind === "melee" || attack.band === "close") dis.push("Helpless");
    }
    // The range's minimum: a floor on the die, rolled with no disadvantage (RULINGS; a helpless
    // target at point-blank range has its d2 instead).
    const floor = meetsMinimum(attack) && !(helplessDef && attack.band === "close") ? attack.minimum[attack.band!] : null;
    if (floor !== null && die <= floor) return { die: floor, edge: netEdge(adv.length, 0), advantages: adv, disadvantages: [], minimum: true };
  } else if (kind === "block") {
    die = d.stats.def;
    adv.push("Block");
  } else if (kind === "parry") {
    die = d.stats.att;
    if (d.parryWith === "unarmed" && attack.weapon) dis.push("UnarmedParry");
    if (d.parryWith === "other") dis.push("PoorParry");
    if (s.giantAttacker) dis.push("Giant");
  } else {
    die = d.rider && d.mountRef ? d.mountRef : d.stats.ref;
    if (!s.roomToDodge) dis.push("NoRoom");
  }
  return { die, edge: netEdge(adv.length, dis.length), advantages: adv, disadvantages: dis, minimum: false };
}
