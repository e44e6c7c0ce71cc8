/**
 * Who the Morale prompts count (play/sides.ts): a fight read from the combatants after each HP or
 * condition change, with the combat's marks kept between changes as the GM's client stores them.
 */
import { describe, expect, it } from "vitest";
import { marksFrom, sideMember, sidesOf, type SideCreature } from "../../../src/rulesets/rollunder/play/sides";
import { moralePromptStep } from "../../../src/rulesets/rollunder/play/morale";

const pc = (hp = 10, statuses: string[] = []): SideCreature => ({ kind: "pc", hp, statuses });
const foe = (hp = 6, statuses: string[] = []): SideCreature => ({ kind: "enemy", hp, statuses });
const time: SideCreature = { kind: "time", hp: 0, statuses: [] };

describe("rollunder morale sides", () => {
  it("rollunder.hp.1 / rollunder.morale.4: 0 HP is not down, nor is below 0 until the Death & Dismemberment roll says Dying or Dead; only Dead is a death", () => {
    expect(sideMember(foe(0))).toEqual({ dead: false, down: false });
    expect(sideMember(pc(-4))).toEqual({ dead: false, down: false });
    expect(sideMember(foe(-1))).toEqual({ dead: false, down: false });
    expect(sideMember(pc(-4, ["dying"]))).toEqual({ dead: false, down: true });
    expect(sideMember(pc(5, ["dying"]))).toEqual({ dead: false, down: true });
    expect(sideMember(foe(3, ["dead"]))).toEqual({ dead: true, down: true });
  });

  it("rollunder.morale.3 / rollunder.morale.4: Time is on no side; the marks carried between changes stop a second prompt", () => {
    const fight = [pc(), pc(), foe(6, ["dead"]), foe(), foe(), time];
    expect(sidesOf(fight).enemies).toHaveLength(3);
    expect(sidesOf(fight).pcs).toHaveLength(2);
    const first = moralePromptStep(sidesOf(fight), marksFrom(undefined));
    expect(first.prompts).toEqual([{ side: "enemies", key: "MANIFOLD.rollunder.Morale.FirstDeath" }]);
    // The combat stores the marks in a flag and reads them back at the next change.
    const stored = JSON.parse(JSON.stringify(first.marks)) as unknown;
    expect(moralePromptStep(sidesOf(fight), marksFrom(stored)).prompts).toEqual([]);
    // Two PCs below 0 HP, neither yet Dying: the party is not half down.
    expect(moralePromptStep(sidesOf([pc(-3), pc(-5), foe()]), marksFrom(undefined)).prompts).toEqual([]);
    const worse = [pc(), pc(), foe(6, ["dead"]), foe(-2, ["dying"]), foe(), time];
    expect(moralePromptStep(sidesOf(worse), marksFrom(stored)).prompts).toEqual([{ side: "enemies", key: "MANIFOLD.rollunder.Morale.Half" }]);
  });

  it("rollunder.morale.1 / rollunder.morale.3: a hireling counts with the PCs, so its death is the party's first", () => {
    const hireling = (statuses: string[] = []): SideCreature => ({ kind: "ally", hp: 4, statuses });
    const fight = [pc(), pc(), hireling(["dead"]), foe(), foe()];
    expect(sidesOf(fight).pcs).toHaveLength(3);
    expect(sidesOf(fight).enemies).toHaveLength(2);
    expect(moralePromptStep(sidesOf(fight), marksFrom(undefined)).prompts).toEqual([{ side: "pcs", key: "MANIFOLD.rollunder.Morale.FirstDeath" }]);
  });

  it("marks that cannot be read count as no prompt made yet", () => {
    expect(marksFrom("junk")).toEqual({ pcs: { firstDeath: false, half: false }, enemies: { firstDeath: false, half: false } });
    expect(marksFrom({ enemies: { firstDeath: "yes", half: true } }).enemies).toEqual({ firstDeath: false, half: true });
  });
});
