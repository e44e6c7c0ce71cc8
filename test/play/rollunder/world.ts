/**
 * A Roll-Under table: a GM, two players and their PCs, a footsoldier in leather, an ogre that acts
 * twice, and Time. Attacks are opened through openAttackStep and written as the glue writes them;
 * cards are pressed through the shared Table.
 */
import { writeAlone } from "../../../src/core/play/execute";
import { oneOfChoice } from "../../../src/core/play/choices";
import type { Opening } from "../../../src/core/play/port";
import type { Faces } from "../../../src/core/play/request";
import type { Outcome, Write } from "../../../src/core/play/types";
import { ROLLUNDER_APPLY, ROLLUNDER_CARD, type RollunderCardSnapshot, type RollunderSide } from "../../../src/rulesets/rollunder/play/card";
import { selectedTray } from "../../../src/rulesets/rollunder/play/tray";
import { planRollunderOpen } from "../../../src/rulesets/rollunder/play/open-plan";
import { ROLLUNDER_CARD_ALLOW, ROLLUNDER_OPEN_ALLOW } from "../../../src/rulesets/rollunder/play/allow";
import type { OpenCreature, OpenSnapshot } from "../../../src/rulesets/rollunder/play/open";
import { prepareStep } from "../../../src/rulesets/rollunder/play/prepare";
import { ATTACK_WAYS, type AttackWay, type RollunderCard } from "../../../src/rulesets/rollunder/rules/card";
import { rollunderCardSpec } from "../../../src/rulesets/rollunder/rules/card-schema";
import { standingShield } from "../../../src/rulesets/rollunder/rules/gear";
import type { CharacterSystem, CombatantSystem, EnemySystem, RollunderItem } from "../../../src/rulesets/rollunder/rules/types";
import { armour, character, combatant, enemy, shield, weapon } from "../../rulesets/rollunder/fixtures";
import { playerOf, Table, tableOf, type PlainActor, type PlainCard, type PlainToken, type Ruleset } from "../table";
import { ROLLUNDER_CONSEQUENCES } from "../../../src/rulesets/rollunder/play/consequence";
import type { ConsequenceRules } from "../../../src/core/play/consequence";
import type { MoveRules } from "../../../src/core/play/movement";
import { ROLLUNDER_MOVES } from "../../../src/rulesets/rollunder/play/turn";

/** The plain table keeps `system` as a record; these two keep the typed view of the same object. */
function view<T extends object>(o: object): T {
  return o as T;
}
const plain = (o: object) => view<Record<string, unknown>>(o);
export const isPc = (a: PlainActor) => a.type === "rollunderCharacter";
export const pcOf = (a: PlainActor) => view<CharacterSystem>(a.system);
export const enemyOf = (a: PlainActor) => view<EnemySystem>(a.system);
export const itemsOf = (a: PlainActor) => view<RollunderItem[]>(a.items);
export const combatantOf = (a: PlainActor) => (a.combatant ? view<CombatantSystem>(a.combatant) : null);

function actor(uuid: string, owners: string[], type: string, system: CharacterSystem | EnemySystem, items: RollunderItem[], inCombat: boolean): PlainActor {
  return { uuid, type, owners, system: plain(structuredClone(system)), items: view<PlainActor["items"]>(structuredClone(items)), statuses: [], combatant: inCombat ? plain(combatant()) : null };
}

function side(a: PlainActor): RollunderSide {
  const hp = isPc(a) ? pcOf(a).hp : enemyOf(a).hp;
  const owed = isPc(a) ? pcOf(a).deathOwed : enemyOf(a).deathOwed;
  return { uuid: a.uuid, pc: isPc(a), hp: { ...hp }, deathOwed: owed ?? 0, shield: standingShield(itemsOf(a))?.id ?? null };
}

/** The attack as the table reads it for Roll-Under's open step: the feet to the target from the table's canvas (5 by default). */
function openSnapshotOn(t: Table, o: Opening<PlainActor, PlainToken>): OpenSnapshot {
  const target = t.actors.get(o.targets[0]!.actor)!;
  const distance = t.canvas.has(o.targets[0]!.uuid) ? (t.canvas.get(o.targets[0]!.uuid) as number | null) : 5;
  // A table that plays no turns (`turn` unset) lets every combatant act: the scenario looks at the card.
  const onTurn = t.turn === null || t.turn === o.attacker.uuid;
  return openSnapshot(o.attacker, o.item ?? "", target, { how: oneOfChoice(o.request.how.way, ATTACK_WAYS, "how"), distance, onTurn });
}

export const ROLLUNDER: Ruleset<RollunderCard & PlainCard, RollunderCardSnapshot> = {
  book: ROLLUNDER_CARD,
  spec: rollunderCardSpec,
  allow: ROLLUNDER_CARD_ALLOW,
  ...ROLLUNDER_APPLY,
  snapshot: (base, sides) => ({ ...base, attacker: side(sides.attacker), defender: side(sides.defender) }),
  tray: (card, scale, target) => selectedTray(card, scale, side(target)),
  opens: (t) => ({ plan: (o) => planRollunderOpen(openSnapshotOn(t, o), o.request) }),
  consequences: ROLLUNDER_CONSEQUENCES as ConsequenceRules<unknown>,
  movement: ROLLUNDER_MOVES as MoveRules<unknown>,
};

/** ann plays Ada (sword, leather, shield); bob plays Bram (crossbow, bow, daggers); the GM runs the rest. */
export function rollunderWorld(inCombat = true) {
  const t = new Table(ROLLUNDER).user("gm", true).user("ann").user("bob");
  const ada = t.actor(actor("Actor.ada", ["ann"], "rollunderCharacter", character({ attack: 12, defense: 10, abilities: { str: 12, dex: 10, con: 11, int: 9, wis: 14, cha: 10 } }), [
    weapon("sword00000000000", "Sword"), armour("leather000000000", "leather"), shield("shield0000000000"),
  ], inCombat));
  const bram = t.actor(actor("Actor.bram", ["bob"], "rollunderCharacter", character({ attack: 11, abilities: { str: 10, dex: 13, con: 10, int: 10, wis: 8, cha: 12 }, level: 3 }), [
    weapon("crossbow00000000", "Crossbow", { kind: "crossbow", hands: 2 }),
    weapon("bow0000000000000", "Bow", { kind: "bow", hands: 2 }),
    weapon("dagger0000000000", "Dagger", { kind: "light" }),
    weapon("dagger0000000001", "Dagger", { kind: "light" }),
    weapon("hammer0000000000", "Hammer", { kind: "heavy", hands: 2, proficient: false }),
  ], inCombat));
  // The seed's footsoldier in leather armour: Defense −1 (10 − 11).
  const footsoldier = t.actor(actor("Actor.foot", [], "rollunderNpc", enemy({ attack: 1, defense: -1, hitDice: 1, hp: { value: 6, max: 6 }, morale: 7 }), [weapon("spear00000000000", "Spear", { damageBonus: 1 })], inCombat));
  const ogre = t.actor(actor("Actor.ogre", [], "rollunderNpc", enemy({ attack: 3, defense: 1, hitDice: 4, hp: { value: 18, max: 18 }, morale: 9, actsTwice: true, wisdomPenalty: 2 }), [weapon("club000000000000", "Club", { kind: "heavy", hands: 2 })], inCombat));
  return { t, ada, bram, footsoldier, ogre };
}

export function creatureOf(a: PlainActor): OpenCreature {
  const pc = isPc(a);
  return {
    uuid: a.uuid, name: a.uuid.slice(6), img: "", pc,
    attack: pc ? pcOf(a).attack : enemyOf(a).attack,
    defense: pc ? pcOf(a).defense : enemyOf(a).defense,
    items: itemsOf(a),
    arrows: pc ? pcOf(a).arrows : null,
  };
}

export const movementOf = (a: PlainActor) => (isPc(a) ? prepareStep(pcOf(a), itemsOf(a)).movement : enemyOf(a).movement);

/** A step's writes on one creature, made by its player through the shared executor, checked on `allow`. */
export async function writeOn(a: PlainActor, writes: readonly Write[], allow = ROLLUNDER_OPEN_ALLOW): Promise<void> {
  const t = tableOf(a);
  const outcome: Outcome<null> = { card: null, writes: [...writes], statuses: [], ledger: "none" };
  await t.run(playerOf(t, a), (port) => writeAlone(port, a, outcome, allow));
}

export interface AttackOptions {
  how?: AttackWay;
  distance?: number | null;
  choices?: Record<string, unknown>;
  /** who attacks from the sheet; the attacker's player by default */
  by?: string;
  /** the attacker holds the turn (true unless said) */
  onTurn?: boolean;
}

/** The open step's snapshot for an attack by `attacker` with item `itemId` at `target`. */
export function openSnapshot(attacker: PlainActor, itemId: string, target: PlainActor, o: AttackOptions = {}): OpenSnapshot {
  return {
    attacker: creatureOf(attacker),
    item: itemId,
    how: o.how ?? "melee",
    targets: [{ ...creatureOf(target), distance: o.distance ?? 5 }],
    combatant: combatantOf(attacker),
    acting: { onTurn: o.onTurn ?? true, statuses: [...attacker.statuses] },
  };
}

/**
 * An attack from the sheet by `o.by` (the attacker's player by default): the dialog's choices and
 * the d20 thrown, then the attack opened through the shared open flow, here or at the GM's.
 */
export async function attack(t: Table, id: string, attacker: PlainActor, itemId: string, target: PlainActor, faces: Faces, o: AttackOptions = {}): Promise<RollunderCard> {
  const sender = o.by ?? playerOf(t, attacker);
  t.place(attacker);
  const token = t.place(target);
  t.target(sender, token);
  if (o.distance !== undefined) t.canvas.set(token, o.distance);
  else t.canvas.delete(token);
  t.ids = [id];
  await t.open(sender, { attacker: attacker.uuid, item: itemId, targets: [token], how: { way: o.how ?? "melee" }, choices: o.choices ?? {}, faces });
  return cardOf(t, id);
}

export const cardOf = (t: Table, id: string) => t.messages.get(id)!.card as RollunderCard & PlainCard;
