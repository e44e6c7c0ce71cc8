/**
 * Roll-Under samples for the cards gallery: Ada, a fighter with sword, daggers, bow, a hammer she
 * is still learning and a shield, and two monsters as the rulebook lists them. Every card state is
 * made by the real steps (openAttackStep, the card book's steps), never written by hand.
 */
import { record } from "../../src/core/ledger";
import { takeDice, type TakenDie } from "../../src/core/play/dice";
import type { CardSnapshot } from "../../src/core/play/decide";
import type { SideDocs } from "../../src/core/play/guard";
import { ROLLUNDER_CARD, type RollunderCardSnapshot, type RollunderSide } from "../../src/rulesets/rollunder/play/card";
import { openAttackStep, type OpenCreature, type OpenSnapshot } from "../../src/rulesets/rollunder/play/open";
import { standingShield } from "../../src/rulesets/rollunder/rules/gear";
import type { AttackWay, RollunderCard } from "../../src/rulesets/rollunder/rules/card";
import type { CardPermissions } from "../../src/rulesets/rollunder/card-context";
import type { CombatantSystem, RollunderItem, WeaponSystem } from "../../src/rulesets/rollunder/rules/types";

const weapon = (id: string, name: string, over: Partial<WeaponSystem>): RollunderItem => ({
  id, name, type: "rollunderWeapon",
  system: { kind: "medium", hands: 1, damageBonus: 0, equipped: true, proficient: true, hits: 0, loaded: true, quickdraw: false, ...over },
});

export interface Sample extends OpenCreature {
  hp: { value: number; max: number };
}

export const ada = (hp = 20): Sample => ({
  uuid: "Actor.adaBrightwater", name: "Ada Brightwater", img: "icons/svg/mystery-man.svg", pc: true, attack: 12, defense: 10, arrows: 14, hp: { value: hp, max: 20 },
  items: [
    weapon("sword00000000000", "Arming Sword", {}),
    weapon("dagger0000000000", "Dagger", { kind: "light" }),
    weapon("dagger0000000001", "Dagger", { kind: "light" }),
    weapon("bow0000000000000", "Shortbow", { kind: "bow", hands: 2 }),
    weapon("hammer0000000000", "War Hammer", { kind: "heavy", hands: 2, proficient: false, hits: 3 }),
    { id: "leather000000000", name: "Leather Armour", type: "rollunderArmor", system: { kind: "leather", equipped: true } },
    { id: "shield0000000000", name: "Round Shield", type: "rollunderShield", system: { equipped: true, broken: false } },
  ],
});

/** The rulebook's footsoldier in leather: Attack +1, Defense −1 (10 − 11), a spear with +1 damage. */
export const goblin = (): Sample => ({
  uuid: "Actor.goblinSpear", name: "Goblin", img: "systems/manifold/assets/status/question.svg", pc: false, attack: 1, defense: -1, arrows: null, hp: { value: 6, max: 6 },
  items: [weapon("spear00000000000", "Spear", { damageBonus: 1 })],
});

export const ogre = (): Sample => ({
  uuid: "Actor.ogreBrute", name: "Ogre", img: "systems/manifold/assets/status/skull.svg", pc: false, attack: 3, defense: 1, arrows: null, hp: { value: 18, max: 18 },
  items: [weapon("club000000000000", "Club", { kind: "heavy", hands: 2 })],
});

const inCombat: CombatantSystem = { group: "first", roll: 7, action: "", moved: 0, allowance: 30, arrowsSpent: 0, reminder: "", macro: "" };

export function snapOf(attacker: Sample, item: string, target: Sample, how: AttackWay = "melee", distance = 5): OpenSnapshot {
  return { attacker, item, how, targets: [{ ...target, distance }], combatant: inCombat, acting: { onTurn: true, statuses: [] } };
}

/** The card an attack opens with this d20. */
export const opened = (snap: OpenSnapshot, face: number, modifier = 0, dualLight = false): RollunderCard =>
  openAttackStep(snap, { modifier, dualLight, rollMode: "publicroll" }, [[face]]).card;

const sideOf = (s: Sample): RollunderSide => ({ uuid: s.uuid, pc: s.pc, hp: { ...s.hp }, deathOwed: 0, shield: standingShield(s.items)?.id ?? null });
const noDocs: SideDocs = { has: () => true, read: () => undefined };

type Sender = CardSnapshot<RollunderCard>["sender"];
export const GM: Sender = { isGM: true, opened: false, owns: { attacker: true, defender: true } };

function snapshot(card: RollunderCard, attacker: Sample, defender: Sample, sender: Sender): RollunderCardSnapshot {
  return { card, sender, authority: { kind: "gm" }, docs: noDocs, attacker: sideOf(attacker), defender: sideOf(defender) };
}

/** What this sender may press and see on the card, from each step's own `may`, as chat.ts draws it. */
export function permissions(card: RollunderCard, attacker: Sample, defender: Sample, sender: Sender = GM): CardPermissions {
  const snap = snapshot(card, attacker, defender, sender);
  const may = (action: string) => ROLLUNDER_CARD[action]!.may(snap, {});
  return {
    rollDamage: may("rollDamage"),
    sunderShield: may("sunderShield"),
    applyDamage: may("applyDamage"),
    deathRoll: may("deathRoll"),
    undoDamage: may("undoDamage"),
    adjust: sender.isGM || sender.owns.defender,
    seesTarget: sender.isGM || sender.owns.defender,
    targetHp: defender.hp,
  };
}

/** A GM's press of one of the card's steps, with these faces, as the executor would record it. */
export function press(card: RollunderCard, attacker: Sample, defender: Sample, action: keyof typeof ROLLUNDER_CARD & string, faces: number[] = [], args: Record<string, string> = {}): RollunderCard {
  const snap = snapshot(card, attacker, defender, GM);
  const step = ROLLUNDER_CARD[action]!;
  const dice = takeDice(step.needs?.(snap, args) ?? [], faces.map((f) => [f])) as TakenDie[];
  const out = step.run(snap, args, dice);
  const next = out.card ?? card;
  if (out.ledger === "undo") return { ...next, ledger: { applied: false, entries: [] } };
  if (out.ledger !== "apply") return next;
  // What Apply changed, read from the defender as it stood, as writeOutcome records it.
  const now: Record<string, unknown> = { "system.hp.value": defender.hp.value, "system.broken": false };
  const entries = out.writes.flatMap((w) => record(w.side, w.doc, w.changes, (path) => now[path]));
  return { ...next, ledger: { applied: true, entries: [...next.ledger.entries, ...entries] } };
}
