/**
 * The Die Rank table: a knight (ann) with a sword and shield, a scout (bob) with a bow, and the
 * GM's bandit and archer, with the card, open, tray and consequence steps the glue will call.
 */
import type { Opening } from "../../../src/core/play/port";
import type { Faces } from "../../../src/core/play/request";
import type { ConsequenceRules } from "../../../src/core/play/consequence";
import { DIERANK_APPLY, DIERANK_CARD, type DierankCardSnapshot } from "../../../src/rulesets/dierank/play/card";
import { DIERANK_CARD_ALLOW } from "../../../src/rulesets/dierank/play/allow";
import { DIERANK_CONSEQUENCES } from "../../../src/rulesets/dierank/play/consequence";
import { planDierankOpen } from "../../../src/rulesets/dierank/play/open-plan";
import type { OpenCreature, OpenSnapshot } from "../../../src/rulesets/dierank/play/open";
import type { DierankItem, DierankSide } from "../../../src/rulesets/dierank/play/side";
import { trayOutcome } from "../../../src/rulesets/dierank/play/tray";
import { DIERANK_MOVES } from "../../../src/rulesets/dierank/play/move";
import type { MoveRules } from "../../../src/core/play/movement";
import { dierankCardSpec } from "../../../src/rulesets/dierank/rules/card-schema";
import { DIERANK_STATUSES } from "../../../src/rulesets/dierank/rules/conditions";
import { inForce } from "../../../src/core/status";
import type { DierankCard } from "../../../src/rulesets/dierank/rules/card";
import type { CombatantSystem, CreatureSystem } from "../../../src/rulesets/dierank/rules/types";
import { playerOf, Table, tableOf, type PlainActor, type PlainCard, type PlainToken, type Ruleset } from "../table";
import { combatant, creature, item } from "../../rulesets/dierank/data";

const view = <T extends object>(o: object) => o as T;
export const systemOf = (a: PlainActor) => view<CreatureSystem>(a.system);
export const poolsOf = (a: PlainActor) => view<CombatantSystem>(a.combatant!);

export function sideOf(a: PlainActor): DierankSide {
  const t = tableOf(a);
  const rides = systemOf(a).mount.rides;
  const mount = rides ? t.actors.get(rides) : undefined;
  return {
    uuid: a.uuid, system: systemOf(a), items: view<DierankItem[]>(a.items), statuses: [...inForce(DIERANK_STATUSES, a.statuses)],
    combatant: a.combatant ? poolsOf(a) : null, onTurn: t.turn === null || t.turn === a.uuid, mountRef: mount ? systemOf(mount).stats.ref : null,
  };
}

const creatureOf = (a: PlainActor): OpenCreature => ({ uuid: a.uuid, name: a.uuid.slice(6), img: "", side: sideOf(a) });

function openSnapshotOn(t: Table, o: Opening<PlainActor, PlainToken>): OpenSnapshot {
  // A table that plays no turns (`turn` unset) lets every combatant act: the scenario looks at the card.
  const onTurn = t.turn === null || t.turn === o.attacker.uuid;
  const bare = (o.request.how as { way?: unknown }).way === "grab" ? "grab" : "unarmed";
  return { attacker: creatureOf(o.attacker), item: o.item ?? bare, targets: o.targets.map((tok) => creatureOf(t.actors.get(tok.actor)!)), onTurn, senderIsGM: o.sender.isGM };
}

export const DIERANK: Ruleset<DierankCard & PlainCard, DierankCardSnapshot> = {
  book: DIERANK_CARD,
  spec: dierankCardSpec,
  allow: DIERANK_CARD_ALLOW,
  ...DIERANK_APPLY,
  snapshot: (base, sides) => ({ ...base, attacker: sideOf(sides.attacker), defender: sideOf(sides.defender) }),
  tray: (card, scale, target) => trayOutcome(card, scale, sideOf(target)),
  opens: (t) => ({ plan: (o) => planDierankOpen(openSnapshotOn(t, o), o.request) }),
  consequences: DIERANK_CONSEQUENCES as ConsequenceRules<unknown>,
  movement: DIERANK_MOVES as MoveRules<unknown>,
};

function actor(uuid: string, owners: string[], type: string, system: CreatureSystem, items: DierankItem[]): PlainActor {
  return { uuid, type, owners, system: view<Record<string, unknown>>(structuredClone(system)), items: view<PlainActor["items"]>(structuredClone(items)), statuses: [], combatant: null };
}

export function dierankWorld() {
  const t = new Table(DIERANK).user("gm", true).user("ann").user("bob");
  const knight = t.actor(actor("Actor.knight", ["ann"], "dierankCharacter", creature({ att: "d10", def: "d8", ref: "d6" }, { hp: 6 }), [
    item("sword", "dierankWeapon", { kind: "melee", parry: true, equipped: true }),
    item("shield", "dierankShield", { equipped: true }),
  ]));
  const scout = t.actor(actor("Actor.scout", ["bob"], "dierankCharacter", creature({ att: "d8", def: "d6", ref: "d12", pre: "d10" }, { hp: 5, mp: 4 }), [
    item("bow", "dierankWeapon", { kind: "ranged", oneHanded: false, equipped: true }),
    item("bolt", "dierankSpell", { roll: "pre", defence: "def", physical: true, range: "medium", lethal: true, cost: 2 }),
  ]));
  const bandit = t.actor(actor("Actor.bandit", [], "dierankNpc", creature({ att: "d8", def: "d6", str: "d10" }, { hp: 4, mp: 2 }), [
    item("club", "dierankWeapon", { kind: "melee", parry: false, equipped: true }),
  ]));
  const archer = t.actor(actor("Actor.archer", [], "dierankNpc", creature({ att: "d8", def: "d4" }, { hp: 3 }), [item("shortbow", "dierankWeapon", { kind: "ranged", equipped: true })]));
  const horse = t.actor(actor("Actor.horse", [], "dierankNpc", creature({ ref: "d10", str: "d12" }, { hp: 8 }), []));
  systemOf(knight).riderSkill = true;
  return { t, knight, scout, bandit, archer, horse };
}

/** Puts the creatures in the combat with a fresh turn's AP (3 unless said). */
export function inCombat(a: PlainActor, over: Partial<CombatantSystem> = {}): PlainActor {
  a.combatant = view<Record<string, unknown>>(combatant(over));
  return a;
}

/** An attack from the sheet by its player with item `itemId` ("unarmed" for bare hands): the attack die's faces thrown. */
export async function attack(t: Table, id: string, attacker: PlainActor, itemId: string, target: PlainActor, faces: Faces, choices: Record<string, unknown> = {}): Promise<DierankCard> {
  const sender = playerOf(t, attacker);
  t.place(attacker);
  const token = t.place(target);
  t.target(sender, token);
  t.ids = [id];
  const bare = itemId === "unarmed" || itemId === "grab";
  await t.open(sender, { attacker: attacker.uuid, item: bare ? "" : itemId, targets: [token], how: bare ? { way: itemId } : {}, choices, faces });
  return cardOf(t, id);
}

export const cardOf = (t: Table, id: string) => t.messages.get(id)!.card as DierankCard & PlainCard;
export { tableOf };
