/** A contest table: a GM, two players, their characters, an NPC, and a card between them. */
import { prepareStep } from "../../../src/rulesets/contest/play/prepare";
import { type OpenInput } from "../../../src/rulesets/contest/play/open";
import type { ContestCardSnapshot } from "../../../src/rulesets/contest/play/card";
import { CONTEST_BOOK } from "../../../src/rulesets/contest/play/book";
import { CONTEST_ALLOW } from "../../../src/rulesets/contest/play/allow";
import type { AttackCard } from "../../../src/rulesets/contest/rules/card";
import type { CombatantSystem, ContestActor, ContestItem, WeaponItem } from "../../../src/rulesets/contest/rules/types";
import { character, npc, weapon } from "../../rulesets/contest/fixtures";
import { contestCardSpec } from "../../../src/rulesets/contest/rules/card-schema";
import { creature, openCard } from "./people";
import { Table, type PlainActor, type PlainCard, type PlainToken, type Ruleset } from "../table";
import type { Opening } from "../../../src/core/play/port";
import { CONTEST_APPLY } from "../../../src/rulesets/contest/play/book";
import { selectedTray } from "../../../src/rulesets/contest/play/tray";
import { planContestOpen, type ContestOpenWorld } from "../../../src/rulesets/contest/play/open-plan";
import { grappleCardSpec } from "../../../src/rulesets/contest/rules/grapple";
import { CONTEST_CONSEQUENCES } from "../../../src/rulesets/contest/play/consequence";
import { CONTEST_MOVES } from "../../../src/rulesets/contest/play/move";
import type { MoveRules } from "../../../src/core/play/movement";
import type { ConsequenceRules } from "../../../src/core/play/consequence";

function side(a: PlainActor) {
  const items = a.items as unknown as ContestItem[];
  const actor = { type: a.type, system: a.system } as unknown as ContestActor;
  return {
    uuid: a.uuid,
    system: actor.system,
    derived: prepareStep({ type: a.type, system: actor.system, items }),
    items,
    combatant: a.combatant as unknown as CombatantSystem | null,
    statuses: [...a.statuses],
  };
}

/**
 * The attack as the table reads it for contest's open step: no board (the GM judges reach), each
 * target aware unless it is not. The attacker pays its AP only while the table plays turns (`turn`
 * set): otherwise the scenario looks at the card, not at the round's economy.
 */
function openWorld(t: Table, o: Opening<PlainActor, PlainToken>): ContestOpenWorld {
  const a = side(o.attacker);
  const item = o.item ? (a.items.find((i) => i.id === o.item) ?? null) : null;
  return {
    attacker: { uuid: o.attacker.uuid, name: "A", img: "", system: a.system, derived: a.derived },
    item,
    itemUuid: item ? `${o.attacker.uuid}.Item.${item.id}` : "",
    items: a.items,
    targets: o.targets.map((token) => {
      const d = t.actors.get(token.actor)!;
      const surprised = (d.combatant as { surprised?: boolean } | null)?.surprised ?? false;
      return { uuid: d.uuid, name: "D", img: "", hasShield: !!side(d).derived.shield, flanked: false, awareness: { surprised, statuses: [...d.statuses] } };
    }),
    board: null,
    combatant: a.combatant && t.turn !== null ? { system: a.combatant, onOwnTurn: t.turn === o.attacker.uuid, statuses: [...o.attacker.statuses] } : null,
  };
}

export const CONTEST: Ruleset<AttackCard & PlainCard, ContestCardSnapshot> = {
  book: CONTEST_BOOK as never,
  spec: contestCardSpec,
  specs: { contestGrapple: grappleCardSpec },
  allow: CONTEST_ALLOW,
  ...CONTEST_APPLY,
  snapshot: (base, sides) => ({ ...base, attacker: side(sides.attacker), defender: side(sides.defender) }) as ContestCardSnapshot,
  tray: (card, scale, target) => selectedTray(card, scale, side(target)) as never,
  opens: (t) => ({ plan: (o) => planContestOpen(openWorld(t, o), o.request) }),
  consequences: CONTEST_CONSEQUENCES as ConsequenceRules<unknown>,
  movement: CONTEST_MOVES as MoveRules<unknown>,
};

const sword = (): WeaponItem => weapon("Sword", { equipped: true, damage: "1d8", damageType: "slashing" }, "sword0000000000a");


/** ann plays Hero, bob plays Rival; the GM runs the Goblin. Everyone is in combat. */
export function contestWorld() {
  const t = new Table(CONTEST).user("gm", true).user("ann").user("bob");
  const hero = t.actor(creature("Actor.hero", ["ann"], character({ attributes: { agi: 12 } } as never), [sword()]));
  const rival = t.actor(creature("Actor.rival", ["bob"], character(), [sword()]));
  const goblin = t.actor(creature("Actor.goblin", [], npc({ health: { value: 8, max: 8 } } as never), [sword()]));
  const sidekick = t.actor(creature("Actor.sidekick", ["ann"], character(), []));
  t.token({ uuid: "Scene.s.Token.hero", actor: hero.uuid, scene: "s", hidden: false });
  t.token({ uuid: "Scene.s.Token.goblin", actor: goblin.uuid, scene: "s", hidden: false });
  t.token({ uuid: "Scene.s.Token.lurker", actor: goblin.uuid, scene: "s", hidden: true });
  t.token({ uuid: "Scene.other.Token.far", actor: goblin.uuid, scene: "other", hidden: false });
  return { t, hero, rival, goblin, sidekick };
}

/** The plain input openStrike gives its step, for an attack by `attacker` with its first weapon. */
export function openInput(attacker: PlainActor, targets: PlainActor[], over: Partial<OpenInput> = {}): OpenInput {
  const a = side(attacker);
  const item = a.items.find((i) => i.type === "contestWeapon") as WeaponItem;
  return {
    attacker: { uuid: attacker.uuid, name: "A", img: "", system: a.system, derived: a.derived },
    item,
    itemUuid: `${attacker.uuid}.Item.${item.id}`,
    targets: targets.map((t) => ({ uuid: t.uuid, name: "D", img: "", hasShield: !!side(t).derived.shield, flanked: false })),
    choices: { modifier: 0, edge: 0, cover: "none" },
    how: {},
    combatant: null,
    ...over,
  };
}

/** A fresh card from `attacker` at `defender`, opened by `openedBy` (or `author`) through the shared open flow. */
export async function strikeCard(t: Table, id: string, author: string, attacker: PlainActor, defender: PlainActor, openedBy?: string): Promise<AttackCard & PlainCard> {
  const item = attacker.items.find((i) => i.type === "contestWeapon")!;
  return openCard(t, id, author, attacker, defender, item.id, {}, openedBy);
}

/** The card a message holds now. */
export const contestCard = (t: Table, id: string) => t.messages.get(id)!.card as unknown as AttackCard;
