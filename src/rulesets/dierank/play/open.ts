/**
 * Opening an attack from the sheet as a play step (dierank.attack.*, unarmed.1, unaware.*): the
 * dialog's choices read again, the attack built from the item (a weapon, a spell, bare hands),
 * its die and edge, the action paid through the gate, the die the attacker threw read, and the
 * card the target answers.
 */
import { RuleError } from "../../../core/errors";
import { flag, oneOfChoice, ROLL_MODES } from "../../../core/play/choices";
import { takeDice, type TakenDie } from "../../../core/play/dice";
import type { Faces } from "../../../core/play/request";
import type { Write } from "../../../core/play/types";
import { attackDie, DEFAULT_MINIMUM, defaultRoll, RANGE_BANDS, type AttackSpec, type RangeBand } from "../rules/attack";
import { attackEdge } from "../rules/attack-edge";
import type { DierankCard } from "../rules/card";
import { whichDie } from "../rules/card";
import { parseDie, type Die } from "../rules/ladder";
import type { DieLabel } from "../rules/types";
import { canAct, payWrites } from "./gate";
import { attackProvokes } from "./provokes";
import { statsOf, type DierankItem, type DierankSide } from "./side";

export interface OpenCreature {
  uuid: string;
  name: string;
  img: string;
  side: DierankSide;
}

export interface OpenSnapshot {
  attacker: OpenCreature;
  /** the weapon's or spell's item id; "unarmed" for a strike with bare hands, "grab" for a grab */
  item: string;
  targets: readonly OpenCreature[];
  /** the combat has started and it is the attacker's turn */
  onTurn: boolean;
  /** the server names a GM as the one who opens it: only a GM makes the table's calls */
  senderIsGM: boolean;
}

export interface AttackChoices {
  /** the band of a ranged attack; "" in melee or for a spell that names its own */
  band: RangeBand | "";
  /** shot from a moving mount (dierank.mount.14) */
  movingMount: boolean;
  /** an opportunity attack: a minor interrupt off the attacker's turn, basic melee only (dierank.oppo.8-9) */
  opportunity: boolean;
  /** bare hands on a target it fully holds: a crush, or a throw to the ground (dierank.grapple.15, 18) */
  hold: "" | "crush" | "throw";
  /** a throw onto solid, rocky or spiked ground: lethal (dierank.grapple.19: the GM's call, refused from anyone else) */
  hardGround: boolean;
  rollMode: (typeof ROLL_MODES)[number];
}

export function parseAttackChoices(raw: Record<string, unknown>): AttackChoices {
  return {
    band: oneOfChoice(raw.band ?? "", ["", ...RANGE_BANDS] as const, "band"),
    movingMount: flag(raw.movingMount, "movingMount"),
    opportunity: flag(raw.opportunity, "opportunity"),
    hold: oneOfChoice(raw.hold ?? "", ["", "crush", "throw"] as const, "hold"),
    hardGround: flag(raw.hardGround, "hardGround"),
    rollMode: oneOfChoice(raw.rollMode ?? "publicroll", ROLL_MODES, "rollMode"),
  };
}

const minimumOf = (labels: Readonly<Record<RangeBand, DieLabel>>): Record<RangeBand, Die> =>
  Object.fromEntries(RANGE_BANDS.map((b) => [b, parseDie(labels[b]) ?? DEFAULT_MINIMUM[b]])) as Record<RangeBand, Die>;

type Built = { spec: AttackSpec; lethal: boolean; name: string; firearm: boolean; mp: number; grab: boolean; effect?: string; harmless?: boolean };
type BareHands = "unarmed" | "grab";

/**
 * The attack an item makes: a weapon's, a spell's, or bare hands: a strike (STR two ranks down
 * against DEF) or a grab (STR two ranks down against the target's STR, dierank.grapple.1).
 */
export function attackOf(item: DierankItem | BareHands, band: RangeBand | ""): Built {
  if (item === "unarmed" || item === "grab") {
    const spec: AttackSpec = { kind: "melee", roll: "str", defence: item === "grab" ? "str" : "def", physical: true, indirect: false, unarmed: true, weapon: false, band: null, minimum: DEFAULT_MINIMUM };
    return { spec, lethal: false, name: "", firearm: false, mp: 0, grab: item === "grab" };
  }
  if (item.type === "dierankWeapon") {
    const w = item.system;
    if (w.kind === "ranged" && band === "") throw new RuleError("MANIFOLD.dierank.Error.NeedsBand", {});
    const spec: AttackSpec = {
      kind: w.kind, roll: w.die ? whichDie(w.die) : defaultRoll(w.kind), defence: "def", physical: true, indirect: false, unarmed: false, weapon: true,
      band: w.kind === "ranged" ? (band as RangeBand) : null, minimum: minimumOf(w.minimum),
    };
    return { spec, lethal: w.lethal, name: item.name, firearm: w.firearm, mp: 0, grab: false };
  }
  if (item.type === "dierankSpell") {
    const s = item.system;
    const spec: AttackSpec = {
      kind: "spell", roll: whichDie(s.roll), defence: whichDie(s.defence), physical: s.physical, indirect: s.indirect, unarmed: false, weapon: false,
      band: s.range === "touch" ? null : s.range, minimum: DEFAULT_MINIMUM,
    };
    return { spec, lethal: s.lethal, name: item.name, firearm: false, mp: s.cost, grab: false, effect: s.effect, harmless: s.harmless };
  }
  throw new RuleError("MANIFOLD.Query.NoItem", {});
}

/** The target sees the attack coming unless the GM marked it Unaware, or it is knocked out (dierank.unaware.1-2, defense.2). */
export const awareOf = (target: Pick<DierankSide, "statuses">): boolean => !target.statuses.includes("unaware") && !target.statuses.includes("knockedOut");

/** A mounted one-handed melee blow at a target on foot with no long weapon: advantaged (dierank.mount.13). */
function mountedBlow(a: DierankSide, item: DierankItem | BareHands, target: DierankSide): boolean {
  if (a.system.mount.rides === "" || target.system.mount.rides !== "" || typeof item === "string") return false;
  if (item.type !== "dierankWeapon" || item.system.kind !== "melee" || !item.system.oneHanded) return false;
  return !target.items.some((i) => i.type === "dierankWeapon" && i.system.equipped && i.system.long);
}

/** The attack as planned before its die is thrown: what it is, its die and edge, and what it writes on the attacker. */
export interface PlannedAttack {
  target: OpenCreature;
  item: DierankItem | BareHands;
  built: Built;
  spec: AttackSpec;
  die: Die;
  edge: ReturnType<typeof attackEdge>;
  writes: Write[];
}

/**
 * Plans the attack, refusing what the rules refuse before any die is thrown (the dialog shows the
 * same refusal and the odds from this plan; the open step then reads the die thrown).
 */
export function planAttack(snap: OpenSnapshot, choices: AttackChoices): PlannedAttack {
  if (snap.targets.length !== 1) throw new RuleError("MANIFOLD.dierank.Error.OneTarget", {});
  const target = snap.targets[0]!;
  const a = snap.attacker.side;
  const item = snap.item === "unarmed" || snap.item === "grab" ? snap.item : a.items.find((i) => i.id === snap.item);
  if (!item) throw new RuleError("MANIFOLD.Query.NoItem", {});
  if (choices.hardGround && !snap.senderIsGM) throw new RuleError("MANIFOLD.dierank.Error.GmCall", {});
  const built = attackOf(item, choices.band);
  const spec: AttackSpec = choices.hold ? { ...built.spec, passiveOnly: true } : built.spec;
  if (choices.hold && (item !== "unarmed" || a.system.grapple.holding !== target.uuid || !target.side.statuses.includes("held"))) {
    throw new RuleError("MANIFOLD.dierank.Error.NotHolding", {});
  }
  const writes: Write[] = [];
  // A rider makes no unarmed attack (dierank.mount.11); an unskilled one is disadvantaged on physical ones (mount.15).
  const riding = a.system.mount.rides !== "";
  if (riding && spec.unarmed) throw new RuleError("MANIFOLD.dierank.Error.RiderUnarmed", {});
  // An opportunity attack is a basic melee attack: a melee weapon or a strike, never a shot, a spell or a grab.
  if (choices.opportunity && (spec.kind !== "melee" || built.grab)) throw new RuleError("MANIFOLD.dierank.Error.NotBasicMelee", {});
  // It interrupts someone else's turn: on its own turn it would be a cheaper attack (1 borrowed AP, not 2).
  if (choices.opportunity && a.combatant && snap.onTurn) throw new RuleError("MANIFOLD.dierank.Error.OwnTurnOpportunity", {});
  const paid = canAct({ combatant: a.combatant, onTurn: snap.onTurn, statuses: a.statuses }, choices.opportunity ? "interrupt" : "major", { physical: spec.kind !== "spell" || spec.physical });
  writes.push(...payWrites("attacker", paid));
  if (built.mp > 0) {
    // A badly wounded or knocked-out creature cannot use MP (dierank.badly.5, ko.4).
    if (a.statuses.includes("badlyWounded") || a.statuses.includes("knockedOut")) throw new RuleError("MANIFOLD.dierank.Error.NoMp", {});
    if (a.system.mp.value < built.mp) throw new RuleError("MANIFOLD.dierank.Error.NotEnoughMp", { cost: built.mp, left: a.system.mp.value });
    writes.push({ side: "attacker", doc: "actor", changes: { "system.mp.value": a.system.mp.value - built.mp } });
  }
  const die = attackDie(statsOf(a.system), spec);
  // In a grab, attacking anyone but the other one in it is disadvantaged (dierank.grapple.7).
  const { holding, heldBy } = a.system.grapple;
  const grab = holding || heldBy ? { partnerIsTarget: target.uuid === holding || target.uuid === heldBy } : null;
  const edge = attackEdge(spec, { statuses: a.statuses, grab, rider: riding ? { skilled: a.system.riderSkill } : null }, { firearm: built.firearm, mountedAdvantage: mountedBlow(a, item, target.side), movingMount: choices.movingMount, throwDown: choices.hold === "throw" });
  return { target, item, built, spec, die, edge, writes };
}

/** The card the attack posts and what it writes on the attacker (the action's AP, a spell's MP). */
export function openAttackStep(snap: OpenSnapshot, choices: AttackChoices, faces: Faces): { card: DierankCard; writes: Write[] } {
  const { target, item, built, spec, die, edge, writes } = planAttack(snap, choices);
  const a = snap.attacker.side;
  const [taken] = takeDice([{ kind: "die", faces: die, edge: edge.edge }], faces) as TakenDie[];
  const { roll: _roll, defence, band, ...rest } = spec;
  const card: DierankCard = {
    attacker: { uuid: snap.attacker.uuid, name: snap.attacker.name, img: snap.attacker.img },
    defender: { uuid: target.uuid, name: target.name, img: target.img },
    item: { uuid: typeof item === "string" ? "" : `${a.uuid}.Item.${item.id}`, name: built.name },
    attack: { ...rest, defence: typeof defence === "number" ? `d${defence}` : defence, band: band ?? "", lethal: built.lethal || (choices.hold === "throw" && choices.hardGround), grab: built.grab, passiveOnly: !!spec.passiveOnly, effect: built.effect ?? "", harmless: built.harmless ?? false },
    aware: awareOf(target.side),
    provokes: attackProvokes(spec, target.side, built.grab),
    roll: { die, edge: edge.edge, faces: taken!.faces, kept: taken!.kept, advantages: edge.advantages, disadvantages: edge.disadvantages },
    defence: null,
    escape: null,
    ledger: { applied: false, entries: [] },
  };
  return { card, writes };
}
