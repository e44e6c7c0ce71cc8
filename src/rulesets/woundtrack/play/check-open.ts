/**
 * Opening an action's check against another creature as a play step: a hindrance (woundtrack.hinder.1-6)
 * or tending a creature (Stabilize, action.63-66; Treat Condition, treat.1-6; Treat Wound, treat.7-17).
 * The form's choices read again, the reach or adjacency read from the tokens, the action paid through
 * the gate with its stamina and mana, the check built and read from the faces thrown, and the card:
 * what the check met and by how much. Apply (check-card.ts) does the rest.
 */
import { RuleError } from "../../../core/errors";
import { flag, oneOfChoice, ROLL_MODES } from "../../../core/play/choices";
import { takeDice, type Taken } from "../../../core/play/dice";
import type { Faces } from "../../../core/play/request";
import type { Write } from "../../../core/play/types";
import { combatCheckBonus, combatCheckSpec, type CheckSpec } from "../rules/checks";
import { CHECK_EFFECTS, HINDRANCES, TREATABLE, type CheckCard, type CheckEffect } from "../rules/check-card";
import { NO_HEALING_KIT_PENALTY, TREAT_WOUND_TN } from "../rules/recovery";
import { WOUND_LEVELS, woundCount, type WoundLevel } from "../rules/wounds";
import { chainOf, planActionCheck, plannedNeeds, readPlanned, type PlannedCheck } from "./action-check";
import { assertGrapple, GRAPPLE_EFFECTS, grappleAgainst, grappleCheck } from "./grapple";
import { underwaterAp, within, type Positions } from "./attack";
import { metAgainst } from "./defend";
import { effortChanges } from "./effort";
import { heightOf, reachBetween } from "./mounted";
import { canAct, payWrites } from "./gate";
import type { OpenSnapshot } from "./open";
import { equippedWeapons, rankOf, type Action, type WoundtrackSide } from "./side";

/** The automations that open a check card rather than being taken: a hindrance, or tending a creature. */
export const CARD_AUTOMATIONS: readonly string[] = ["hinder", "stabilize", "treatWound", "treatCondition", "harry", ...GRAPPLE_EFFECTS];

export interface CheckChoices {
  hindrance: (typeof HINDRANCES)[number];
  /** the wound level Treat Wound treats */
  level: WoundLevel;
  /** the condition Treat Condition treats */
  condition: (typeof TREATABLE)[number];
  /** the GM's TN: Treat Condition's effect, or the target's Deception roll a Distract meets */
  tn: number;
  /** a healing kit in hand: without one, tending is at -5 */
  kit: boolean;
  /** Enter Occupied Space and Interpose: a Power or an Agility check, the maker's choice */
  use: "power" | "agility";
  /** Drag: the opponents grappling the maker beyond the target, -2 each */
  others: number;
  rollMode: (typeof ROLL_MODES)[number];
}

function tnOf(v: unknown): number {
  const n = Number(v ?? 0);
  if (!Number.isInteger(n) || Math.abs(n) > 99) throw new RuleError("MANIFOLD.woundtrack.Error.BadTn", { tn: String(v) });
  return n;
}

function othersOf(v: unknown): number {
  const n = Number(v ?? 0);
  if (!Number.isInteger(n) || n < 0 || n > 10) throw new RuleError("MANIFOLD.Query.Malformed", { what: "others" });
  return n;
}

export function parseCheckChoices(raw: Record<string, unknown>): CheckChoices {
  return {
    hindrance: oneOfChoice(raw.hindrance ?? "trip", HINDRANCES, "hindrance"),
    level: oneOfChoice(raw.level ?? "light", WOUND_LEVELS, "level"),
    condition: oneOfChoice(raw.condition ?? "hobbled", TREATABLE, "condition"),
    tn: tnOf(raw.tn),
    kit: raw.kit === undefined ? true : flag(raw.kit, "kit"),
    use: oneOfChoice(raw.use ?? "power", ["power", "agility"] as const, "use"),
    others: othersOf(raw.others),
    rollMode: oneOfChoice(raw.rollMode ?? "publicroll", ROLL_MODES, "rollMode"),
  };
}

const effectOf = (action: Action, c: CheckChoices): CheckEffect => {
  const auto = action.system.automation;
  if (auto === "hinder") return c.hindrance;
  if (!(CHECK_EFFECTS as readonly string[]).includes(auto)) throw new RuleError("MANIFOLD.Query.NoItem", {});
  return auto as CheckEffect;
};

const tending = (effect: CheckEffect) => effect === "stabilize" || effect === "treatWound" || effect === "treatCondition";

/** Where the maker stands: within its melee reach of the target for a hindrance, adjacent (or itself) to tend it. */
function assertReach(snap: OpenSnapshot, target: string, effect: CheckEffect): void {
  if (target === snap.attacker.uuid) {
    if (!tending(effect)) throw new RuleError("MANIFOLD.woundtrack.Error.NotYourself", {});
    return;
  }
  const p: Positions | null = snap.positions;
  const me = p?.around.find((c) => c.uuid === snap.attacker.uuid);
  // Off the canvas there is nothing to measure: the table's word.
  if (!p || !me) return;
  const d = snap.targets.find((t) => t.uuid === target)?.side;
  const melee = Math.max(1, ...equippedWeapons(snap.attacker.side.items).filter((w) => w.system.kind === "melee").map((w) => w.system.reach));
  // A rider is a yard farther from the ground's smaller creatures, and they from it (woundtrack.mount.5).
  const reach = tending(effect) || GRAPPLE_EFFECTS.includes(effect) ? 1 : d ? reachBetween(melee, heightOf(snap.attacker.side), heightOf(d)) : melee;
  if (!within(me.at, p.target, reach)) throw new RuleError(tending(effect) ? "MANIFOLD.woundtrack.Error.NotAdjacent" : "MANIFOLD.woundtrack.Error.OutOfReach", {});
}

/** The check a hindrance or a tending makes, with its bonus (a missing healing kit's -5 in it). */
function checkFor(a: WoundtrackSide, d: WoundtrackSide, action: Action, effect: CheckEffect, c: CheckChoices): { plan: PlannedCheck; spec: CheckSpec } {
  if (GRAPPLE_EFFECTS.includes(effect)) return grappleCheck(effect, a, d, c.use, c.others);
  const kit = c.kit;
  if (effect === "disarm") {
    // A melee weapon check: the weapon in hand's group and accuracy (woundtrack.hinder.3).
    const weapon = equippedWeapons(a.items).find((w) => w.system.kind === "melee");
    if (!weapon) throw new RuleError("MANIFOLD.woundtrack.Error.NoMeleeWeapon", {});
    const spec = combatCheckSpec("meleeWeapon", weapon.system.group || null);
    const r = rankOf(a.system, "melee", spec.specialisation ?? null);
    const bonus = combatCheckBonus("meleeWeapon", { attribute: a.system.attributes.dex, skill: r.skill, specialisation: r.specialisation, size: a.system.size, weapon: weapon.system });
    return { plan: { spec, kind: "standard", combat: "meleeWeapon", bonus }, spec };
  }
  const text = effect === "distract" ? "Prs [Deception]" : effect === "shove" || effect === "trip" ? "Str [Athletics/Power]" : action.system.check || "Lor [Healing/Wounds]";
  const modifiers = tending(effect) && !kit ? [NO_HEALING_KIT_PENALTY] : [];
  const planned = planActionCheck(a.system, text, modifiers);
  // A hindrance is a standard check whatever it names (woundtrack.hinder.2); tending is a standard check too.
  return { plan: { ...planned, kind: "standard" }, spec: planned.spec };
}

/** What the check meets: the target's Agility Defense, its wounds, the wound level's TN, or the GM's TN. */
function against(effect: CheckEffect, c: CheckChoices, d: WoundtrackSide): CheckCard["against"] {
  if (effect === "harry") return { kind: "none", value: 0 };
  if (GRAPPLE_EFFECTS.includes(effect)) return grappleAgainst(effect, d);
  if (effect === "disarm" || effect === "shove" || effect === "trip") return { kind: "agility", value: metAgainst("agility", false, d, null).value };
  if (effect === "stabilize") return { kind: "wounds", value: woundCount(d.system.wounds) };
  if (effect === "treatWound") return { kind: "level", value: TREAT_WOUND_TN[c.level] };
  return { kind: "tn", value: c.tn };
}

/** Everything the card decides before a die is thrown: the sheet asks it for the dice's kind, and for refusals that cost no roll. */
export function planCheckCard(snap: OpenSnapshot, raw: Record<string, unknown>) {
  if (snap.targets.length !== 1) throw new RuleError("MANIFOLD.woundtrack.Error.OneTarget", {});
  const target = snap.targets[0]!;
  const a = snap.attacker.side;
  const action = a.items.find((i): i is Action => i.id === snap.item && i.type === "woundtrackAction");
  if (!action) throw new RuleError("MANIFOLD.Query.NoItem", {});
  const choices = parseCheckChoices(raw);
  const effect = effectOf(action, choices);
  assertReach(snap, target.uuid, effect);
  assertGrapple(effect, a, target.side);
  // Treat Wound names a wound the patient carries; Stabilize is for the dying (woundtrack.treat.14, action.63).
  if (effect === "treatWound" && target.side.system.wounds[choices.level] === 0) throw new RuleError("MANIFOLD.woundtrack.Error.NoSuchWound", { level: choices.level });
  if (effect === "stabilize" && !target.side.statuses.includes("dying")) throw new RuleError("MANIFOLD.woundtrack.Error.NotDying", {});
  // A creature is harried once a round (woundtrack.action.24): the mark lasts the round.
  if (effect === "harry" && target.side.statuses.includes("harried")) throw new RuleError("MANIFOLD.woundtrack.Error.HarriedAlready", {});
  // A Harry rolls nothing: the reaction is made, and its -2 follows.
  const { plan, spec } = effect === "harry" ? { plan: null, spec: null } : checkFor(a, target.side, action, effect, choices);
  // A Grapple is a melee attack: a helpless creature makes none (the gate).
  const paid = canAct(a, { ap: action.system.ap + (effect === "grapple" ? underwaterAp(a, "melee") : 0), reaction: action.system.reaction, attack: effect === "grapple", item: action.id });
  return { target, action, choices, effect, plan, spec, paid, met: against(effect, choices, target.side), dice: { standard: snap.standardDie, wild: snap.checkDie } };
}

/** The check card and what opening it writes on its maker: the action's AP (and its stamina and mana). */
export function openCheckStep(snap: OpenSnapshot, raw: Record<string, unknown>, faces: Faces): { card: CheckCard; writes: Write[]; rollMode: CheckChoices["rollMode"] } {
  const { target, action, choices, effect, plan, spec, paid, met, dice } = planCheckCard(snap, raw);
  const a = snap.attacker.side;
  const writes = payWrites("attacker", paid);
  const pools = effortChanges(a.system, action.system.staminaCost, action.system.manaCost);
  if (Object.keys(pools).length) writes.push({ side: "attacker", doc: "actor", changes: pools });
  const taken: Taken[] = takeDice(plan ? plannedNeeds(plan, dice) : [], faces);
  const check = plan ? readPlanned(plan, taken, met.value, dice) : { total: 0, result: 0, success: true, margin: 0, critSuccess: false, critFailure: false };
  // Treat Wound fails outright on a target whose fatigue reached its normal maximum (woundtrack.treat.13).
  const fatigued = effect === "treatWound" && target.side.system.stamina.fatigue >= target.side.system.stamina.max;
  const card: CheckCard = {
    attacker: { uuid: snap.attacker.uuid, name: snap.attacker.name, img: snap.attacker.img },
    defender: { uuid: target.uuid, name: target.name, img: target.img },
    item: { uuid: `${a.uuid}.Item.${action.id}`, name: action.name },
    effect,
    detail: effect === "treatWound" ? choices.level : effect === "treatCondition" ? choices.condition : "",
    made: { attribute: spec?.attribute ?? "", skill: spec?.skill ?? "", specialisation: spec?.specialisation ?? "", bonus: plan?.bonus ?? 0, noKit: tending(effect) && !choices.kit },
    thrown: { kind: plan?.kind ?? "standard", positive: taken[0] ? chainOf(taken[0]) : [], negative: taken[1] ? chainOf(taken[1]) : [], roll: check.total, critSuccess: check.critSuccess, critFailure: check.critFailure },
    against: met,
    result: { total: check.result, success: check.success && !fatigued, margin: check.margin, fatigued },
    ledger: { applied: false, entries: [] },
  };
  return { card, writes, rollMode: choices.rollMode };
}
