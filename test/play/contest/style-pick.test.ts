/**
 * Which Fighting Style a Strike and a defence use, played through the card: the style is chosen by
 * the attribute the test really uses (Agility for a ranged Strike, Strength for a Block), the
 * untrained -2 is counted once, and the player may pick another style, which the card keeps.
 */
import { describe, expect, it } from "vitest";
import { Table, refusal } from "../table";
import { CONTEST, contestCard } from "./world";
import { creature, openCard } from "./people";
import { character, shield, style, weapon } from "../../rulesets/contest/fixtures";
import { parseStyleChoice, styleOffers } from "../../../src/rulesets/contest/rules/strike-style";
import { prepareDerived } from "../../../src/rulesets/contest/rules/derived";
import type { ContestActor, ContestItem } from "../../../src/rulesets/contest/rules/types";

const CARD = "cardStylePick001";
const longbow = weapon("Longbow", { equipped: true, ranged: true, damage: "1d8", damageType: "piercing" }, "longbow000000001");
const sword = weapon("Sword", { equipped: true, damage: "1d8" }, "sword00000000001");

function table() {
  return new Table(CONTEST).user("gm", true).user("ann");
}

/** Plays the attack to its roll: no defence, then the attacker's d20; returns the attack's target. */
async function attackTarget(t: Table, attackerOwner: string): Promise<number> {
  await t.press("gm", { messageId: CARD, action: "declareDefence", args: { defence: "none" } });
  await t.press(attackerOwner, { messageId: CARD, action: "rollAttack", faces: [[5]] });
  return contestCard(t, CARD).attack!.target;
}

describe("contest.attack.2 / contest.style.6: a ranged Strike picks its style by Agility", () => {
  // Brute (STR style, no longbow): a ranged Strike uses AGI 8 + 2 - 2 = 8. Archer (AGI style, longbow): 8 + 2 = 10.
  // By each style's own attribute Brute looked best (STR 14 + 2 - 2), so the Strike rolled under 8.
  const hero = () => creature("Actor.hero", ["ann"], character({ attributes: { str: 14, agi: 8 } }), [
    style("Brute", { attribute: "str", rank: 2, gear: [] }, "styleBrute000001"),
    style("Archer", { attribute: "agi", rank: 2, gear: ["longbow"] }, "styleArcher00001"),
    style("Dabbler", { attribute: "agi", rank: 1, gear: ["longbow"] }, "styleDabbler0001"),
    longbow,
  ]);

  it("contest.attack.2: the best style for a ranged Strike is the best with Agility: the card rolls under 10", async () => {
    const t = table();
    const goblin = t.actor(creature("Actor.goblin", [], character(), []));
    const a = t.actor(hero());
    await openCard(t, CARD, "gm", a, goblin, longbow.id!, {}, "ann");
    expect(await attackTarget(t, "ann")).toBe(10);
  });

  it("contest.style.6: the player picks Dabbler in the dialog; the card keeps it and rolls under 9", async () => {
    const t = table();
    const goblin = t.actor(creature("Actor.goblin", [], character(), []));
    const a = t.actor(hero());
    await openCard(t, CARD, "gm", a, goblin, longbow.id!, { style: parseStyleChoice("styleDabbler0001") }, "ann");
    expect(contestCard(t, CARD).situation.style).toBe("styleDabbler0001");
    expect(await attackTarget(t, "ann")).toBe(9);
  });

  it("contest.style.6: a style the attacker lacks, or a malformed one, is refused before the card opens", async () => {
    const t = table();
    const goblin = t.actor(creature("Actor.goblin", [], character(), []));
    const a = t.actor(hero());
    expect(await refusal(() => openCard(t, CARD, "gm", a, goblin, longbow.id!, { style: "styleNobody00001" }, "ann"))).toBe("MANIFOLD.contest.Error.NoSuchStyle");
    expect(await refusal(() => parseStyleChoice({ uuid: "Actor.x" }))).toBe("MANIFOLD.Query.Malformed");
    expect(t.messages.size).toBe(0);
  });

  it("contest.style.6: the dialog offers every style with the target it gives this Strike, the best first", () => {
    const a = hero();
    const derived = prepareDerived({ type: a.type, system: a.system } as unknown as ContestActor, a.items as unknown as ContestItem[]);
    const { offers, best } = styleOffers(derived, (a.system as { attributes: Record<string, number> }).attributes as never, "ranged");
    expect(best).toBe("styleArcher00001");
    expect(offers.map((o) => [o.name, o.target])).toEqual([["Brute", 8], ["Archer", 10], ["Dabbler", 9]]);
  });
});

describe("contest.style.7: the untrained -2 counts once when choosing", () => {
  it("contest.style.7: Veteran (rank 4, untrained: 10 + 4 - 2 = 12) beats Novice (rank 1, trained: 11)", async () => {
    const t = table();
    const goblin = t.actor(creature("Actor.goblin", [], character(), []));
    const a = t.actor(creature("Actor.hero", ["ann"], character({ attributes: { str: 10 } }), [
      style("Veteran", { attribute: "str", rank: 4, gear: [] }, "styleVeteran0001"),
      style("Novice", { attribute: "str", rank: 1, gear: ["sword"] }, "styleNovice00001"),
      sword,
    ]));
    await openCard(t, CARD, "gm", a, goblin, sword.id!, {}, "ann");
    expect(await attackTarget(t, "ann")).toBe(12);
  });
});

describe("contest.defend.2 / contest.defend.4: a defence picks its style by the attribute it tests", () => {
  // Defender STR 14, AGI 8. Fencer (AGI style, rank 3) blocks with STR 14 + 3 = 17; Knight (STR, rank 1) with 15.
  const defender = () => creature("Actor.defender", ["ann"], character({ attributes: { str: 14, agi: 8 } }), [
    style("Fencer", { attribute: "agi", rank: 3, gear: ["sword", "shield"] }, "styleFencer00001"),
    style("Knight", { attribute: "str", rank: 1, gear: ["sword", "shield"] }, "styleKnight00001"),
    sword,
    shield("Buckler", { equipped: true, br: 2 }, "buckler000000001"),
  ]);

  it.each([
    ["block", 17],
    ["parry", 17],
  ])("contest.defend.2: a %s with the Fencer's rank and Strength rolls under %i", async (defence, target) => {
    const t = table();
    const d = t.actor(defender());
    const goblin = t.actor(creature("Actor.goblin", [], character(), [sword]));
    await openCard(t, CARD, "gm", goblin, d, sword.id!);
    await t.press("ann", { messageId: CARD, action: "declareDefence", args: { defence } });
    await t.press("ann", { messageId: CARD, action: "rollDefence", faces: [[5]] });
    expect(contestCard(t, CARD).defenceRoll!.target).toBe(target);
  });

  it("contest.defend.4: a Parry uses the better of Strength and Agility, whatever the style's attribute", async () => {
    const t = table();
    const d = t.actor(creature("Actor.defender", ["ann"], character({ attributes: { str: 6, agi: 12 } }), [
      style("Knight", { attribute: "str", rank: 2, gear: ["sword"] }, "styleKnight00001"),
      sword,
    ]));
    const goblin = t.actor(creature("Actor.goblin", [], character(), [sword]));
    await openCard(t, CARD, "gm", goblin, d, sword.id!);
    await t.press("ann", { messageId: CARD, action: "declareDefence", args: { defence: "parry" } });
    await t.press("ann", { messageId: CARD, action: "rollDefence", faces: [[5]] });
    expect(contestCard(t, CARD).defenceRoll!.target).toBe(14);
  });
});
