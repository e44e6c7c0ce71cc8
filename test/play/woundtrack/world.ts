/**
 * The Wound Track table: a swordswoman (ann) and an archer (bob), and the GM's cutthroat (a minion),
 * guard (standard) and captain (elite), with the card, open, tray, consequence and movement steps
 * the glue will call. Positions on the canvas are in grid squares, by actor.
 */
import { movesNow } from "../../../src/rulesets/woundtrack/play/move";
import { fightOf, heightOf, mountedOf, type Standing } from "../../../src/rulesets/woundtrack/play/mounted";
import { foreign, rideWorld } from "../../../src/rulesets/woundtrack/play/ride";
import type { Opening } from "../../../src/core/play/port";
import type { Faces } from "../../../src/core/play/request";
import type { ConsequenceRules } from "../../../src/core/play/consequence";
import type { MoveRules } from "../../../src/core/play/movement";
import { inForce } from "../../../src/core/status";
import { WOUNDTRACK_APPLY } from "../../../src/rulesets/woundtrack/play/card";
import { WOUNDTRACK_BOOK, type AnyWoundtrackCard, type AnyWoundtrackSnapshot } from "../../../src/rulesets/woundtrack/play/book";
import { checkCardSpec, type CheckCard } from "../../../src/rulesets/woundtrack/rules/check-card";
import { WOUNDTRACK_CARD_ALLOW } from "../../../src/rulesets/woundtrack/play/allow";
import { WOUNDTRACK_CONSEQUENCES } from "../../../src/rulesets/woundtrack/play/consequence";
import { WOUNDTRACK_MOVES } from "../../../src/rulesets/woundtrack/play/move";
import { planWoundtrackOpen } from "../../../src/rulesets/woundtrack/play/open-plan";
import type { OpenCreature, OpenSnapshot } from "../../../src/rulesets/woundtrack/play/open";
import { equippedWeapons, type WoundtrackItem, type WoundtrackSide } from "../../../src/rulesets/woundtrack/play/side";
import { trayOutcome } from "../../../src/rulesets/woundtrack/play/tray";
import type { Positions } from "../../../src/rulesets/woundtrack/play/attack";
import type { Point } from "../../../src/rulesets/woundtrack/rules/flanking";
import { woundtrackCardSpec } from "../../../src/rulesets/woundtrack/rules/card-schema";
import { WOUNDTRACK_STATUSES } from "../../../src/rulesets/woundtrack/rules/conditions";
import type { WoundtrackCard } from "../../../src/rulesets/woundtrack/rules/card";
import type { CombatantSystem, CreatureSystem } from "../../../src/rulesets/woundtrack/rules/types";
import { docOf } from "../table-port";
import type { PayRules } from "../../../src/core/play/pay";
import { actDecision, parseActOrder, type ActOrder } from "../../../src/rulesets/woundtrack/play/act";
import type { TakeReport } from "../../../src/rulesets/woundtrack/play/actions";
import { playerOf, Table, tableOf, type PlainActor, type PlainCard, type PlainToken, type Ruleset } from "../table";
import { combatant, creature, item } from "../../rulesets/woundtrack/data";

const view = <T extends object>(o: object) => o as T;
export const systemOf = (a: PlainActor) => view<CreatureSystem>(a.system);
export const poolsOf = (a: PlainActor) => view<CombatantSystem>(a.combatant!);
/** The combatant's initiative, beside its system as in Foundry. */
export const initiativeOf = (a: PlainActor): number => Number(docOf(a, "combatant")?.initiative ?? 0);
export function setInitiative(a: PlainActor, n: number): void {
  docOf(a, "combatant")!.initiative = n;
}

/** The combat's combatants as the mounted rules read them: each id is its actor's uuid here. */
function standingOn(t: Table): Standing[] {
  return [...t.actors.values()].filter((a) => a.combatant).map((a) => ({ id: a.uuid, system: poolsOf(a), size: systemOf(a).size, initiative: initiativeOf(a), at: (t.canvas.get(a.uuid) as Point | undefined) ?? null, span: SPANS.get(a.uuid) ?? 1 }));
}

/** Tokens wider than a square, by actor: a big horse's 2. */
export const SPANS = new Map<string, number>();

/** Creatures neither side counts as an enemy: a horse anyone may ride. */
export const NEUTRAL = new Set<string>(["Actor.horse"]);

/** Enemies: one is a player's, the other the GM's, neither neutral; and whether the mount is a player's who does not own the rider. */
function relationOn(t: Table, rider: string, mount: string) {
  const players = (uuid: string) => t.actors.get(uuid)!.owners.filter((o) => t.users.get(o)?.isGM === false);
  return {
    hostile: !NEUTRAL.has(rider) && !NEUTRAL.has(mount) && playerSide(t, t.actors.get(rider)!) !== playerSide(t, t.actors.get(mount)!),
    foreign: foreign(players(rider), players(mount)),
  };
}

export function sideOf(a: PlainActor): WoundtrackSide {
  const t = tableOf(a);
  // A started combat, with the turn held: out of one, every creature may act and nothing is counted.
  const fight = a.combatant && t.turn !== null ? fightOf(standingOn(t), a.uuid, t.turn) : null;
  return {
    uuid: a.uuid, npc: a.type === "woundtrackNpc", system: systemOf(a), items: view<WoundtrackItem[]>(a.items), statuses: [...inForce(WOUNDTRACK_STATUSES, a.statuses)],
    combatant: a.combatant ? { ...poolsOf(a), initiative: initiativeOf(a), ...(fight?.turnInitiative !== null && fight ? { turnInitiative: fight.turnInitiative } : {}) } : null,
    onTurn: !fight || fight.onTurn,
    activeInitiative: fight?.activeInitiative ?? null,
    mounted: a.combatant ? mountedOf(standingOn(t), a.uuid) : null,
  };
}

const creatureOf = (a: PlainActor): OpenCreature => ({ uuid: a.uuid, name: a.uuid.slice(6), img: "", side: sideOf(a) });

/** Hostile: one is a player's, the other the GM's. */
const playerSide = (t: Table, a: PlainActor) => a.owners.some((o) => t.users.get(o)?.isGM === false);

function positionsOn(t: Table, target: PlainActor): Positions | null {
  const at = t.canvas.get(target.uuid) as Point | undefined;
  if (!at) return null;
  const around = [...t.actors.values()].filter((a) => a !== target && t.canvas.has(a.uuid)).map((a) => ({
    uuid: a.uuid, at: t.canvas.get(a.uuid) as Point, hostile: playerSide(t, a) !== playerSide(t, target),
    ignoresTarget: ((a.combatant?.ignoring as string[] | undefined) ?? []).includes(target.uuid),
    reach: Math.max(0, ...equippedWeapons(view<WoundtrackItem[]>(a.items)).map((w) => w.system.reach)),
    height: heightOf(sideOf(a)),
  }));
  return { target: at, around, targetHeight: heightOf(sideOf(target)) };
}

function openSnapshotOn(t: Table, o: Opening<PlainActor, PlainToken>): OpenSnapshot {
  const targets = o.targets.map((tok) => t.actors.get(tok.actor)!);
  return { attacker: creatureOf(o.attacker), item: o.item ?? "", targets: targets.map(creatureOf), positions: targets[0] ? positionsOn(t, targets[0]) : null, checkDie: 10, standardDie: 10 };
}

/** The sheet's actions as the glue's pay rules run them (src/rulesets/woundtrack/act.ts), over this table's actors. */
const WOUNDTRACK_TABLE_ACT: PayRules<PlainActor, ActOrder, TakeReport | null> = {
  op: "woundtrackAct",
  fits: (a) => a.type.startsWith("woundtrack"),
  parse: parseActOrder,
  lock: (a) => (a.combatant ? "woundtrack.pools" : null),
  decide: (a, order) => actDecision(sideOf(a), order, { standard: 10, wild: 10 }, (m) => rideWorld(standingOn(tableOf(a)), a.uuid, m, (x, y) => relationOn(tableOf(a), x, y))),
};

export const WOUNDTRACK: Ruleset<AnyWoundtrackCard & PlainCard, AnyWoundtrackSnapshot> = {
  book: WOUNDTRACK_BOOK,
  spec: woundtrackCardSpec,
  specs: { woundtrackCheck: checkCardSpec },
  allow: WOUNDTRACK_CARD_ALLOW,
  ...WOUNDTRACK_APPLY,
  snapshot: (base, sides) => ({ ...base, attacker: sideOf(sides.attacker), defender: sideOf(sides.defender) }),
  tray: (card, scale, target) => trayOutcome(card, scale, sideOf(target)),
  opens: (t) => ({ plan: (o) => planWoundtrackOpen(openSnapshotOn(t, o), o.request), writesGuarded: true }),
  consequences: WOUNDTRACK_CONSEQUENCES as ConsequenceRules<unknown>,
  around: (a) => sideOf(a).mounted ?? null,
  onTurn: (t, a, moverIsGM) => movesNow(standingOn(t), a.uuid, t.turn, moverIsGM),
  movement: WOUNDTRACK_MOVES as MoveRules<unknown>,
  pays: WOUNDTRACK_TABLE_ACT as PayRules<PlainActor, unknown, unknown>,
};

function actor(uuid: string, owners: string[], type: string, system: CreatureSystem, items: WoundtrackItem[]): PlainActor {
  return { uuid, type, owners, system: view<Record<string, unknown>>(structuredClone(system)), items: view<PlainActor["items"]>(structuredClone(items)), statuses: [], combatant: null };
}

const action = (id: string, automation: string, ap: number, over: Record<string, unknown> = {}) => item(id, "woundtrackAction", { automation, ap, ...over });

export function woundtrackWorld() {
  const t = new Table(WOUNDTRACK).user("gm", true).user("ann").user("bob");
  const sword = item("sword", "woundtrackWeapon", { kind: "melee", group: "Swords", accuracy: 1, damage: 3, reach: 1, block: { bonus: 1, defensive: false }, equipped: true });
  const fighter = t.actor(actor("Actor.fighter", ["ann"], "woundtrackCharacter",
    creature({ str: 2, dex: 3, vit: 2, prs: 1, prc: 2 }, { melee: [2, ["Swords", 1]], reflex: [1, ["Initiative", 1], ["Agility", 1]], athletics: [2], resistance: [1] }, { speed: 0 }),
    [sword, item("leather", "woundtrackArmor", { armor: 2, equipped: true }), action("defend", "defend", 2), action("seize", "seize", 2), action("dash", "dash", 2), action("prone", "prone", 2), action("stand", "stand", 2), action("treat", "", 12)]));
  const archer = t.actor(actor("Actor.archer", ["bob"], "woundtrackCharacter",
    creature({ str: 1, dex: 4, vit: 1, prc: 3 }, { aim: [2, ["Bows", 2]], reflex: [1] }, { speed: 1 }),
    [item("bow", "woundtrackWeapon", { kind: "ranged", group: "Bows", damage: 2, reach: 10, equipped: true })]));
  const npc = (id: string, tier: string, over: Partial<CreatureSystem> = {}) => t.actor(actor(`Actor.${id}`, [], "woundtrackNpc",
    creature({ str: 1, dex: 1, vit: 1, prs: 0, prc: 1 }, { melee: [1] }, { tier: tier as CreatureSystem["tier"], ...over }),
    [item("club", "woundtrackWeapon", { kind: "melee", damage: 2, reach: 1, equipped: true })]));
  return { t, fighter, archer, cutthroat: npc("cutthroat", "minion"), guard: npc("guard", "standard"), captain: npc("captain", "elite"), horse: npc("horse", "standard", { size: 4 }) };
}

/** Puts the creature in the combat with these pools and initiative. */
export function inCombat(a: PlainActor, over: Partial<CombatantSystem> = {}, initiative = 10): PlainActor {
  a.combatant = view<Record<string, unknown>>(combatant(over));
  setInitiative(a, initiative);
  return a;
}

/** A check's faces: the added die's chain and the subtracted die's (one face each for a standard check), then any extra die. */
export const checkFaces = (positive: number[], negative: number[], ...extra: number[]): Faces => [...positive.map((f) => [f]), ...negative.map((f) => [f]), ...extra.map((f) => [f])];

/** An attack from the sheet by its player with weapon `itemId`: the check's faces thrown. */
export async function attack(t: Table, id: string, attacker: PlainActor, itemId: string, target: PlainActor, faces: Faces, choices: Record<string, unknown> = {}): Promise<WoundtrackCard> {
  const sender = playerOf(t, attacker);
  t.place(attacker);
  const token = t.place(target);
  t.target(sender, token);
  t.ids = [id];
  await t.open(sender, { attacker: attacker.uuid, item: itemId, targets: [token], choices, faces });
  return cardOf(t, id);
}

export const cardOf = (t: Table, id: string) => t.messages.get(id)!.card as WoundtrackCard & PlainCard;
export { tableOf };

/** A sheet action by its owner, through the pay flow to the active GM as the sheet sends it. */
export const act = (t: Table, a: PlainActor, order: ActOrder) => t.pay<TakeReport | null>(playerOf(t, a), a, order);

type World = ReturnType<typeof woundtrackWorld>;

/**
 * The swordswoman (Str 2, Dex 3, Athletics 2, Melee 2/Swords 1, sword accuracy 1; Lor 2, Healing 1/Wounds 1;
 * Prs 1, Deception 2) with the four actions that open a check card, beside the guard.
 */
export function tendingWorld(): World {
  const w = woundtrackWorld();
  const s = systemOf(w.fighter);
  s.attributes.lor = 2;
  s.skills.healing = { rank: 1, specialisations: [{ name: "Wounds", rank: 1 }] };
  s.skills.deception = { rank: 2, specialisations: [] };
  const named = (name: string, i: WoundtrackItem) => ({ ...i, name }) as never;
  w.fighter.items.push(
    named("Hinder", item("hinder", "woundtrackAction", { category: "misc", automation: "hinder", ap: 4 })),
    named("Stabilize", item("stabilize", "woundtrackAction", { category: "misc", automation: "stabilize", ap: 4, check: "Lor [Healing/Wounds]" })),
    named("Treat Wound", item("treatWound", "woundtrackAction", { category: "misc", automation: "treatWound", ap: 4, check: "Lor [Healing/Wounds]" })),
    named("Treat Condition", item("treatCondition", "woundtrackAction", { category: "misc", automation: "treatCondition", ap: 4, check: "Lor [Healing]" })),
  );
  w.t.canvas.set(w.fighter.uuid, { x: 0, y: 0 });
  w.t.canvas.set(w.guard.uuid, { x: 1, y: 1 });
  return w;
}

/** Her action against `target` by her player, the check's two faces thrown. */
/** Two faces, one per die; or each die's exploding chain; none for a card that rolls nothing (a Harry). */
const chains = (faces: number[] | [number[], number[]]): Faces => (faces.length === 0 ? [] : Array.isArray(faces[0]) ? checkFaces(faces[0], faces[1] as number[]) : checkFaces([faces[0] as number], [faces[1] as number]));

export async function checkOn(w: World, id: string, itemId: string, target: PlainActor, faces: number[] | [number[], number[]], choices: Record<string, unknown> = {}): Promise<CheckCard> {
  const sender = playerOf(w.t, w.fighter);
  w.t.place(w.fighter);
  const token = w.t.place(target);
  w.t.target(sender, token);
  w.t.ids = [id];
  await w.t.open(sender, { attacker: w.fighter.uuid, item: itemId, targets: [token], choices, faces: chains(faces) });
  return w.t.messages.get(id)!.card as unknown as CheckCard;
}
