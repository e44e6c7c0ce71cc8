/**
 * Healing as play steps, pressed from the sheet: magic (dierank.heal.*, mortal.3, badly.6), which
 * at 0 HP makes the survival roll at once (with advantage for a ritual); and first aid for the
 * mortally wounded (dierank.mortal.4-9): INT against a difficulty die, 1 HP on a success.
 */
import type { Edge } from "../../../core/dice/edge";
import { opposedSuccesses } from "../../../core/dice/success";
import { RuleError } from "../../../core/errors";
import type { DiceNeed, TakenDie } from "../../../core/play/dice";
import type { Outcome } from "../../../core/play/types";
import { FIRST_AID_DIE, healAtZero, healWounds, type FirstAidKit } from "../rules/survival";
import { statsOf, statusChanges, type DierankSide } from "./side";
import { everyRollWorse } from "../rules/conditions";

type Healed = Pick<DierankSide, "system" | "statuses">;


/** The survival roll magic owes a creature at 0 HP: its FOR die, with advantage for a ritual (dierank.heal.10). */
export function healNeeds(s: Healed, ritual: boolean): DiceNeed[] {
  return s.system.hp.value === 0 ? [{ kind: "die", faces: statsOf(s.system).for, edge: (ritual ? 1 : 0) as Edge }] : [];
}

/** Magic heals `amount` HP (a ritual: all of them). At 0 HP the survival roll decides first. */
export function magicHealStep(s: Healed, o: { amount: number; ritual: boolean }, dice: readonly TakenDie[]): Outcome<null> {
  if (!Number.isInteger(o.amount) || o.amount < 1) throw new RuleError("MANIFOLD.dierank.Error.HealAmount", {});
  const { hp } = s.system;
  if (hp.value === 0) {
    const face = dice[0]?.kept;
    if (face === undefined) throw new RuleError("MANIFOLD.Query.BadDice", {});
    const r = healAtZero(face, { amount: o.amount, maxHp: hp.max, ritual: o.ritual });
    // Stunned a turn; a mortal wound keeps it stunned for the rest of the encounter (no limit: the GM lifts it).
    const stun: Record<string, number> = r.stunnedForEncounter ? {} : { stunned: 1 };
    return { card: null, writes: [{ side: "attacker", doc: "actor", changes: { "system.hp.value": r.hp, "system.survivalOwed": false } }], statuses: statusChanges(s, r.add, r.remove, stun), ledger: "none" };
  }
  const after = o.ritual ? hp.max : Math.min(hp.max, hp.value + o.amount);
  const w = healWounds(s.statuses, after, hp.max);
  return { card: null, writes: [{ side: "attacker", doc: "actor", changes: { "system.hp.value": after } }], statuses: statusChanges(s, w.add, w.remove), ledger: "none" };
}

/** First aid's two dice: the aider's INT, the difficulty die the bandages set. */
export const firstAidNeeds = (aider: Pick<DierankSide, "system" | "statuses">, kit: FirstAidKit): DiceNeed[] => [
  { kind: "die", faces: statsOf(aider.system).int, edge: everyRollWorse(aider.statuses).length ? -1 : 0 },
  { kind: "die", faces: FIRST_AID_DIE[kit], edge: 0 },
];

/** First aid on a mortally wounded creature: a success heals 1 HP, which makes it badly wounded instead (dierank.mortal.3-4). */
export function firstAidStep(patient: Healed, dice: readonly TakenDie[]): { outcome: Outcome<null>; saved: boolean } {
  if (!patient.statuses.includes("mortallyWounded")) throw new RuleError("MANIFOLD.dierank.Error.NotMortal", {});
  // Ten minutes or more, and the wound kills within ten: one try (dierank.mortal.5).
  if (patient.system.firstAidTried) throw new RuleError("MANIFOLD.dierank.Error.FirstAidTried", {});
  const [int, difficulty] = dice;
  if (!int || !difficulty) throw new RuleError("MANIFOLD.Query.BadDice", {});
  const saved = opposedSuccesses(int.kept, difficulty.kept) > 0;
  const tried = { "system.firstAidTried": true };
  if (!saved) return { outcome: { card: null, writes: [{ side: "attacker", doc: "actor", changes: tried }], statuses: [], ledger: "none" }, saved };
  const hp = Math.min(patient.system.hp.max, patient.system.hp.value + 1);
  const w = healWounds(patient.statuses, hp, patient.system.hp.max);
  return { outcome: { card: null, writes: [{ side: "attacker", doc: "actor", changes: { "system.hp.value": hp, ...tried } }], statuses: statusChanges(patient, w.add, w.remove), ledger: "none" }, saved };
}
