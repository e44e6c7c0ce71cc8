/**
 * What the Die Rank character sheet and NPC stat block show, built from plain data: the Foundry
 * sheets and the browser gallery call these same builders. Dice are shown and edited as dice.
 */
import { parseDie, dieLabel } from "../rules/ladder";
import { STAT_IDS, type StatId } from "../rules/stats";
import { DIE_LABELS, type CombatantSystem, type CreatureSystem } from "../rules/types";
import type { DierankItem } from "../play/side";
import { attackDie } from "../rules/attack";
import { statsOf } from "../play/side";

const D = "MANIFOLD.dierank";

export interface SheetInput {
  actor: { name: string; img: string; type: string; system: CreatureSystem };
  items: readonly { id: string; name: string; img: string; type: string; system: unknown }[];
  statuses: readonly string[];
  editMode: boolean;
  editable: boolean;
  combat: CombatantSystem | null;
  /** the name of the mount it rides and of the rider it carries, when this client knows them */
  pair: { rides: string; carries: string };
}

/** The die choices of a stat's select: the ladder, as the seed writes it. */
export const DIE_CHOICES: Readonly<Record<string, string>> = Object.fromEntries(DIE_LABELS.map((d) => [d, d]));

const statDie = (s: CreatureSystem, id: StatId) => parseDie(String(s.stats[id])) ?? 6;

/** The die an item rolls, as the sheet prints it ("d10"), from the creature's stats. */
function rollDie(s: CreatureSystem, which: string): string {
  if ((STAT_IDS as readonly string[]).includes(which)) return dieLabel(statDie(s, which as StatId));
  return which || dieLabel(statDie(s, "att"));
}

const pct = (p: { value: number; max: number }) => (p.max > 0 ? Math.round((100 * Math.min(p.value, p.max)) / p.max) : 0);

function attackRows(s: CreatureSystem, items: SheetInput["items"]) {
  const plain = items as unknown as (DierankItem & { img: string })[];
  const weapons = plain.filter((i) => i.type === "dierankWeapon").map((i) => {
    const w = i.system as Extract<DierankItem, { type: "dierankWeapon" }>["system"];
    const tags = [`${D}.Kind.${w.kind}`, ...(w.lethal ? [] : ["MANIFOLD.dierank.Sheet.NonLethal"]), ...(w.parry && w.kind === "melee" ? ["MANIFOLD.dierank.Field.parry"] : [])];
    return { id: i.id, name: i.name, img: i.img, die: rollDie(s, w.die), tags, equipped: w.equipped, equippable: true, against: "MANIFOLD.dierank.Stat.def" };
  });
  const spells = plain.filter((i) => i.type === "dierankSpell").map((i) => {
    const sp = i.system as Extract<DierankItem, { type: "dierankSpell" }>["system"];
    const against = (STAT_IDS as readonly string[]).includes(sp.defence) ? `${D}.Stat.${sp.defence}` : "";
    return { id: i.id, name: i.name, img: i.img, die: rollDie(s, sp.roll), tags: [`${D}.Band.${sp.range}`], mp: sp.cost, equipped: false, equippable: false, against, againstDie: against ? "" : sp.defence };
  });
  return { weapons, spells };
}

export function actorSheetContext(input: SheetInput) {
  const s = input.actor.system;
  const { weapons, spells } = attackRows(s, input.items);
  const shields = (input.items as unknown as (DierankItem & { img: string })[]).filter((i) => i.type === "dierankShield").map((i) => ({ id: i.id, name: i.name, img: i.img, equipped: (i.system as { equipped: boolean }).equipped, equippable: true, tags: [] as string[], die: "" }));
  const has = (id: string) => input.statuses.includes(id);
  const play = !input.editMode && input.editable;
  return {
    name: input.actor.name,
    img: input.actor.img,
    isNpc: input.actor.type === "dierankNpc",
    editMode: input.editMode,
    editable: input.editable,
    hp: { ...s.hp, pct: pct(s.hp), down: s.hp.value === 0 },
    mp: { ...s.mp, pct: pct(s.mp) },
    ap: s.ap,
    minion: s.minion,
    stats: STAT_IDS.map((id) => ({ key: id, label: `${D}.Stat.${id}`, name: `system.stats.${id}`, die: dieLabel(statDie(s, id)), stored: String(s.stats[id]) })),
    dieChoices: DIE_CHOICES,
    strike: dieLabel(attackDie(statsOf(s), { roll: "att", unarmed: true })),
    weapons,
    spells,
    shields,
    fields: [
      { label: "MANIFOLD.dierank.Field.hp.value", name: "system.hp.value", value: s.hp.value, min: 0, max: 999 },
      { label: "MANIFOLD.dierank.Field.hp.max", name: "system.hp.max", value: s.hp.max, min: 0, max: 999 },
      { label: "MANIFOLD.dierank.Field.mp.value", name: "system.mp.value", value: s.mp.value, min: 0, max: 999 },
      { label: "MANIFOLD.dierank.Field.mp.max", name: "system.mp.max", value: s.mp.max, min: 0, max: 999 },
      { label: "MANIFOLD.dierank.Field.ap", name: "system.ap", value: s.ap, min: 0, max: 12 },
    ],
    checks: [
      { label: "MANIFOLD.dierank.Field.riderSkill", name: "system.riderSkill", value: s.riderSkill },
      { label: "MANIFOLD.dierank.Field.minion", name: "system.minion", value: s.minion },
    ],
    combat: input.combat ? { ap: input.combat.ap, owed: input.combat.owed } : null,
    pair: input.pair.rides ? { key: "MANIFOLD.dierank.Sheet.Rides", name: input.pair.rides } : input.pair.carries ? { key: "MANIFOLD.dierank.Sheet.Carries", name: input.pair.carries } : null,
    survivalOwed: s.survivalOwed,
    actions: play
      ? {
          standUp: has("prone") && !has("knockedOut"),
          rest: !input.combat,
          survival: s.survivalOwed,
          firstAid: has("mortallyWounded") && !s.firstAidTried,
        }
      : null,
    wounds: ["badlyWounded", "mortallyWounded", "knockedOut", "dead"].filter(has).map((id) => `${D}.Condition.${id}`),
  };
}
