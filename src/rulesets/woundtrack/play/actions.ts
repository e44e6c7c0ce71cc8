/**
 * The sheet's actions as play steps, each through the action gate (woundtrack.action.2, ap.5-6,
 * action.19, 31, 41-43; init.*): an action item taken (its AP, and what Manifold does itself:
 * Defend, Seize Initiative, a posture, a Dash), declared as a long action when it costs more than
 * the AP at hand, a long action given up, and the creatures it chooses to ignore.
 */
import { RuleError } from "../../../core/errors";
import type { DiceNeed, Taken, TakenDie } from "../../../core/play/dice";
import type { Outcome, StatusChange, Write } from "../../../core/play/types";
import { cancelLongAction, declareLongAction, declareTimedAction, timedRounds } from "../rules/economy";
import { seizeInitiative } from "../rules/initiative";
import { dash } from "../rules/movement";
import { CHECK_DIE } from "../rules/checks";
import { ownCheck, planActionCheck, plannedNeeds, readPlanned, type CheckDice, type CheckReport } from "./action-check";
import { assertHurry, clingReport, effortChanges, hurried, jumpReport, type ClingReport, type HurryReport, type JumpReport } from "./effort";
import { canAct, payWrites, poolOf, storedLong } from "./gate";
import { CARD_AUTOMATIONS } from "./check-open";
import { rideChanges, type RideChoice, type RideWorld } from "./ride";
import { rankOf, statusChanges, type Action, type WoundtrackSide } from "./side";

const one = (writes: Write[], statuses: StatusChange[] = []): Outcome<null> => ({ card: null, writes, statuses, ledger: "none" });

const POSTURE: Readonly<Record<string, string | null>> = { prone: "prone", crouch: "crouching", stand: null };

/** What the taker adds: the TN its check is made against, a hurry the GM called for, a jump's run-up. */
export interface TakeOptions {
  /** the TN of the action's own check; a jump rolls its check without one */
  tn?: number;
  /** the check the GM calls for to hurry it, and its TN (woundtrack.quick.3) */
  hurry?: { check: string; tn: number };
  /** a jump after 5 yards of run-up (woundtrack.jump.2) */
  runUp?: boolean;
  /** regaining control of a mount: enemies within 30 feet, and the consecutive actions spent calming it */
  mount?: { enemies: number; calming: number };
  /** Mount/Dismount: the combatant to ride, and how (woundtrack.action.40, mount.7, 15) */
  ride?: RideChoice;
  /** Ready an Action: the item readied, an action or a weapon (woundtrack.action.25) */
  ready?: string;
}


/** The most consecutive calming actions count for (woundtrack.mount.11). */
export const CALMING_MAX = 5;

/** Regaining control of a mount: -1 per enemy within 30 feet, +1 per calming action up to +5 (woundtrack.mount.10-11). */
export const mountModifiers = (m: { enemies: number; calming: number } | undefined): number[] => (m ? [-m.enemies, Math.min(CALMING_MAX, m.calming)] : []);

/** What the taker sees of it afterwards: its check, the hurry, a jump's reach, the stamina and mana it took. */
export interface TakeReport {
  check: CheckReport | null;
  hurry: HurryReport | null;
  jump: JumpReport | null;
  cling: ClingReport | null;
  ap: number;
  stamina: number;
  mana: number;
}

/** A jump's and a Cling's checks measure how far, with no TN; any other is rolled when the GM gives its TN. */
const untargeted = (action: Action) => action.system.automation === "jump" || action.system.automation === "cling";
const rollsCheck = (action: Action, o: TakeOptions) => !!ownCheck(action.system.check, action.system.automation) && (o.tn !== undefined || untargeted(action));

/** The action's own check and the hurry's, planned before any die is thrown. */
function planned(s: WoundtrackSide, action: Action, o: TakeOptions) {
  if (o.hurry) assertHurry(action);
  const modifiers = action.system.automation === "regainMount" ? mountModifiers(o.mount) : [];
  return { own: rollsCheck(action, o) ? planActionCheck(s.system, action.system.check, modifiers) : null, hurry: o.hurry ? planActionCheck(s.system, o.hurry.check) : null };
}

/**
 * The dice the action needs, in order: Seize Initiative's d6 or a second Dash's Str [Athletics]
 * check (a standard check); then the action's own check; then the hurry's.
 */
export function actionNeeds(s: WoundtrackSide, action: Action, dice: CheckDice = { standard: CHECK_DIE, wild: CHECK_DIE }, o: TakeOptions = {}): DiceNeed[] {
  const p = planned(s, action, o);
  return [...automationNeeds(s, action, dice), ...(p.own ? plannedNeeds(p.own, dice) : []), ...(p.hurry ? plannedNeeds(p.hurry, dice) : [])];
}

function automationNeeds(s: WoundtrackSide, action: Action, dice: CheckDice): DiceNeed[] {
  const auto = action.system.automation;
  if (auto === "seize") return [{ kind: "die", faces: 6, edge: 0 }];
  if (auto === "dash" && s.combatant?.move.dash === 1) return [{ kind: "die", faces: dice.standard, edge: 0 }, { kind: "die", faces: dice.standard, edge: 0 }];
  return [];
}

/**
 * Takes the action: the gate pays its AP (fewer when hurried), its stamina and mana are spent, then
 * what Manifold does of it. Out of combat only what is not about the round.
 */
export function takeActionStep(s: WoundtrackSide, action: Action, dice: readonly Taken[], o: TakeOptions = {}, checkDice: CheckDice = { standard: CHECK_DIE, wild: CHECK_DIE }, world?: RideWorld): { outcome: Outcome<null>; report: TakeReport } {
  // An attack is made from the weapon: its check, its card (play/open.ts); paying its AP alone would be no attack.
  if (action.system.attack) throw new RuleError("MANIFOLD.woundtrack.Error.AttackFromWeapon", {});
  // A hindrance or a tending is a check on the creature targeted: its card pays the AP as it opens (check-open.ts).
  if (CARD_AUTOMATIONS.includes(action.system.automation)) throw new RuleError("MANIFOLD.woundtrack.Error.OnTarget", {});
  // In combat an action timed in rounds is begun, and takes every AP each round (declareLongStep).
  if (s.combatant && timedRounds(action.system) > 0) throw new RuleError("MANIFOLD.woundtrack.Error.TimedBegin", {});
  const auto = action.system.automation;
  // A rider and its mount are linked on their combatants: the turn they share is the combat's.
  const inCombatOnly = auto === "defend" || auto === "seize" || auto === "dash" || auto === "mount" || auto === "ready";
  if (inCombatOnly && !s.combatant) throw new RuleError("MANIFOLD.woundtrack.Error.InCombatOnly", {});
  const p = planned(s, action, o);
  const base = automationNeeds(s, action, checkDice).length;
  const check = p.own ? readPlanned(p.own, dice.slice(base, base + 2), o.tn ?? 0, checkDice) : null;
  const hurryCheck = p.hurry ? readPlanned(p.hurry, dice.slice(base + (p.own ? 2 : 0)), o.hurry!.tn, checkDice) : null;
  const quick = hurryCheck ? hurried(action, hurryCheck) : null;
  const ap = quick ? quick.cost : action.system.ap;
  const paid = canAct(s, { ap, reaction: action.system.reaction, escape: auto === "escape", item: action.id });
  const writes = payWrites("attacker", paid);
  const stamina = action.system.staminaCost + (quick?.stamina ?? 0);
  const pools = effortChanges(s.system, stamina, action.system.manaCost);
  if (Object.keys(pools).length) writes.push({ side: "attacker", doc: "actor", changes: pools });
  const report: TakeReport = {
    check: untargeted(action) ? null : check,
    hurry: quick,
    jump: auto === "jump" && check ? jumpReport(check, !!o.runUp, s.system.speed) : null,
    cling: auto === "cling" && check ? clingReport(check.result) : null,
    ap: s.combatant ? ap : 0,
    stamina,
    mana: action.system.manaCost,
  };
  // A met Escape ends what restrains: the pin first, which leaves the grapple (woundtrack.action.39, action.58).
  if (auto === "escape" && check?.success) {
    const restraint = s.statuses.includes("pinned") ? "pinned" : "grappling";
    return { outcome: one(writes, statusChanges(s, [], [restraint])), report };
  }
  return { outcome: automate(s, action, dice, paid, writes, o, world), report };
}

/** What Manifold does of the action itself: Defend, Seize Initiative, a Dash, a posture. */
function automate(s: WoundtrackSide, action: Action, dice: readonly Taken[], paid: ReturnType<typeof canAct>, writes: Write[], o: TakeOptions, world: RideWorld | undefined): Outcome<null> {
  const auto = action.system.automation;
  const own = (changes: Record<string, unknown>) => {
    const w = writes.find((x) => x.doc === "combatant");
    if (w) Object.assign(w.changes, changes);
    else writes.push({ side: "attacker", doc: "combatant", changes });
  };
  const c = s.combatant;
  if (auto === "ready" && c) own({ "system.readied": readyItem(s, action, o.ready) });
  if (auto === "mount" && c) own(rideChanges({ id: world?.self ?? "", size: s.system.size, link: c, ridden: !!world?.ridden }, o.ride, world?.mount ?? null));
  if (auto === "defend") own({ "system.defending": true, "system.swap": "" });
  if (auto === "seize" && c) {
    const now = typeof paid?.initiative === "number" ? paid.initiative : c.initiative;
    own({ initiative: seizeInitiative(now, (dice[0] as TakenDie).kept) });
  }
  if (auto === "dash" && c) {
    const r = rankOf(s.system, "athletics");
    const result = c.move.dash === 1 ? (dice[0] as TakenDie).kept - (dice[1] as TakenDie).kept + s.system.attributes.str + r.skill : undefined;
    own({ "system.move": dash(c.move, result) });
  }
  if (auto in POSTURE) {
    const to = POSTURE[auto] ?? null;
    // From prone a creature rises to a crouch first (woundtrack.action.32).
    if (to === null && s.statuses.includes("prone")) throw new RuleError("MANIFOLD.woundtrack.Error.CrouchFirst", {});
    return one(writes, statusChanges(s, to ? [to] : [], ["prone", "crouching"].filter((p) => p !== to)));
  }
  return one(writes);
}

/** The item Ready an Action readies: one of the creature's actions or weapons, not Ready an Action itself (woundtrack.action.25). */
function readyItem(s: WoundtrackSide, ready: Action, id: string | undefined): string {
  const item = s.items.find((i) => i.id === id && (i.type === "woundtrackAction" || i.type === "woundtrackWeapon"));
  if (!item || item.id === ready.id || (item.type === "woundtrackAction" && item.system.automation === "ready")) throw new RuleError("MANIFOLD.woundtrack.Error.NothingReadied", {});
  // An attack is readied with its weapon: the attack action item itself is never taken.
  if (item.type === "woundtrackAction" && item.system.attack) throw new RuleError("MANIFOLD.woundtrack.Error.AttackFromWeapon", {});
  return item.id;
}

/** Declares an action that costs more AP than it has: all of them go to it now, the rest on later turns (woundtrack.ap.5). */
export function declareLongStep(s: WoundtrackSide, action: Action): Outcome<null> {
  const c = s.combatant;
  if (!c) throw new RuleError("MANIFOLD.woundtrack.Error.InCombatOnly", {});
  if (action.system.attack) throw new RuleError("MANIFOLD.woundtrack.Error.AttackFromWeapon", {});
  if (CARD_AUTOMATIONS.includes(action.system.automation)) throw new RuleError("MANIFOLD.woundtrack.Error.OnTarget", {});
  // Declared off its turn, it is an action off the turn: 2 initiative (the gate says so).
  const paid = canAct(s, { ap: 0, reaction: action.system.reaction, escape: action.system.automation === "escape", item: action.id });
  const rounds = timedRounds(action.system);
  // Timed: this round is its first, all the AP go to it (woundtrack.ap.7); a 1-round action is done at once.
  const pool = rounds > 0 ? declareTimedAction(poolOf(c), action.name, rounds).pool : declareLongAction(poolOf(c), action.name, action.system.ap);
  const writes: Write[] = [{ side: "attacker", doc: "combatant", changes: { ...paid, "system.ap": pool.ap, "system.long": storedLong(pool) } }];
  // Its stamina and mana are paid as it is begun: the turn that completes it knows only its name, and the cost is not skipped.
  const pools = effortChanges(s.system, action.system.staminaCost, action.system.manaCost);
  if (Object.keys(pools).length) writes.push({ side: "attacker", doc: "actor", changes: pools });
  return one(writes);
}

/** Gives up the long action in progress; what was paid is not refunded (woundtrack.ap.6). */
export function cancelLongStep(s: WoundtrackSide): Outcome<null> {
  const c = s.combatant;
  if (!c?.long.action) throw new RuleError("MANIFOLD.woundtrack.Error.NoLongAction", {});
  return one([{ side: "attacker", doc: "combatant", changes: { "system.long": storedLong(cancelLongAction(poolOf(c))) } }]);
}

/**
 * Chooses the creatures it ignores (woundtrack.ignore.1, 5): on its turn, or as it first becomes
 * flanked (the table's call, so any time in combat); stopping only on its turn.
 */
export function ignoreStep(s: WoundtrackSide, uuid: string, ignore: boolean): Outcome<null> {
  const c = s.combatant;
  if (!c) throw new RuleError("MANIFOLD.woundtrack.Error.InCombatOnly", {});
  if (!ignore && !s.onTurn) throw new RuleError("MANIFOLD.woundtrack.Error.NotYourTurn", {});
  if (uuid === s.uuid) throw new RuleError("MANIFOLD.woundtrack.Error.IgnoreSelf", {});
  const list = ignore ? [...new Set([...c.ignoring, uuid])] : c.ignoring.filter((u) => u !== uuid);
  return one([{ side: "attacker", doc: "combatant", changes: { "system.ignoring": list } }]);
}
