/**
 * What the contest NPC stat block adds to the character sheet's view (actorSheetContext, which
 * the sheet builds first): the numbers a GM reads in a fight, each from the rules the Strike
 * uses, so the stat block and the card never disagree: the target of every defence and attack.
 */
import type { ActorInput } from "./context";
import { prepareDerived } from "../rules/derived";
import { planAttack, planDefence, type Combatant, type StrikeSituation } from "../rules/plan";
import { DEFENCES } from "../rules/constants";
import type { PreparedTest } from "../rules/attack";
import type { ContestActor, ContestItem, SpellItem, WeaponItem } from "../rules/types";

/** No cover, no flanking, no modifier: the numbers before the situation of one Strike. */
const PLAIN: StrikeSituation = { cover: "none", flanked: false, modifier: 0, boons: 0, banes: 0 };

const EDGE = { 1: "MANIFOLD.contest.Edge.boon", 0: null, [-1]: "MANIFOLD.contest.Edge.bane" } as const;

/** A test as one figure: its target, what makes it, and a boon or bane it always has. */
const figure = (test: PreparedTest) => ({
  target: test.target.total,
  parts: test.target.parts.filter((p) => p.value !== 0).map((p) => ({ label: p.label, value: p.value })),
  edge: EDGE[test.edge],
});

interface Roll {
  kind: string;
  label: string;
}

function attackRow(self: Combatant, item: WeaponItem | SpellItem, row: { id: string; img: string }) {
  const test = figure(planAttack(self, item, PLAIN).test);
  const s = item.system;
  const weapon = item.type === "contestWeapon" ? item.system : null;
  const rolls: Roll[] = weapon
    ? [{ kind: "strike", label: "MANIFOLD.contest.Strike" }, ...(weapon.thrown && !weapon.ranged ? [{ kind: "throw", label: "MANIFOLD.contest.Throw" }] : [])]
    : [{ kind: "spell", label: "MANIFOLD.contest.Cast" }];
  const reach = weapon && !weapon.ranged ? { label: "MANIFOLD.Sheet.Npc.Reach", value: weapon.reach } : { label: "MANIFOLD.Sheet.Npc.Range", value: s.range };
  return { id: row.id, name: item.name, img: row.img, ...test, damage: s.damage, damageType: `MANIFOLD.contest.Damage.Type.${s.damageType}`, reach, rolls };
}

/** The stat block's own figures: defences, attacks and casts, and the Health as stored. */
export function npcStatBlock(input: ActorInput) {
  const { actor } = input;
  const items = input.items as unknown as (ContestItem & { id: string; img: string })[];
  const self: Combatant = { system: actor.system, derived: prepareDerived({ type: actor.type, system: actor.system } as ContestActor, items) };
  // Block needs a shield in hand (contest.defend.4); "none" is no figure.
  const defences = DEFENCES.filter((d) => d !== "none" && (d !== "block" || self.derived.shield !== null)).map((d) => ({
    key: d,
    label: `MANIFOLD.contest.Defence.${d}`,
    ...figure(planDefence(self, d, "melee", PLAIN)),
  }));
  const weapons = items.filter((i): i is WeaponItem & { id: string; img: string } => i.type === "contestWeapon");
  const spells = items.filter((i): i is SpellItem & { id: string; img: string } => i.type === "contestSpell");
  return {
    defences,
    attacks: [...weapons, ...spells.filter((s) => s.system.attack)].map((i) => attackRow(self, i, i)),
    // A spell without the Attack trait is cast, not aimed (contest.action.8).
    casts: spells.filter((s) => !s.system.attack).map((s) => ({ id: s.id, name: s.name, img: s.img, apCost: s.system.apCost })),
    healthStored: input.source?.health.value ?? actor.system.health.value,
  };
}
