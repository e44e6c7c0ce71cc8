/** The defences and Step III played on the card: which test each defence makes, and how both-pass is settled. */
import { describe, expect, it } from "vitest";
import { openStrikeStep } from "../../../src/rulesets/contest/play/open";
import { spell, weapon } from "../../rulesets/contest/fixtures";
import { refusal } from "../table";
import { contestCard, openInput } from "./world";
import { exchange, fightWorld, give, open, targetsOf } from "./fight-world";

const CARD = "cardDefence00001";

describe("defences on the contest card", () => {
  it("contest.defend.1: the step judges awareness from the target's facts: Surprised or Unconscious, only No defence", () => {
    const w = fightWorld();
    const allowed = (surprised: boolean, statuses: string[]) => {
      const input = openInput(w.hero, [w.goblin]);
      const targets = input.targets.map((t) => ({ ...t, awareness: { surprised, statuses } }));
      return openStrikeStep({ ...input, targets }).cards[0]!.allowed;
    };
    expect(allowed(false, [])).toEqual(["dodge", "parry", "none"]);
    expect(allowed(true, [])).toEqual(["none"]);
    expect(allowed(false, ["unconscious"])).toEqual(["none"]);
    expect(allowed(false, ["surprised"])).toEqual(["none"]);
  });

  it("contest.defend.3: a Dodge is a Dodge test: the Goblin's Dodge skill moves its target", async () => {
    const w = fightWorld();
    await open(w, CARD);
    const before = targetsOf(w, CARD, "dodge").defend;
    (w.goblin.system.skills as Record<string, { value: number }>).dodge!.value += 3;
    expect(targetsOf(w, CARD, "dodge").defend - before).toBe(3);
    // Rolled at the raised target it passes; one above it fails.
    const card = await exchange(w, CARD, "dodge", 20, before + 3);
    expect(card.defenceRoll?.pass).toBe(true);
    expect(card.defenceRoll?.target).toBe(before + 3);
  });

  it("contest.defend.6: Withstand is offered only against an ability that targets the mind, and is a Focus test", async () => {
    const w = fightWorld();
    const bolt = give(w.hero, spell("Bolt", { attack: true, damage: "1d6", damageType: "fire" }, "bolt000000000000"));
    await open(w, CARD, bolt);
    expect(contestCard(w.t, CARD).allowed).not.toContain("withstand");
    const dread = give(w.hero, spell("Dread", { attack: true, kind: "ability", skill: "focus", targetsMind: true, damage: "1d6", damageType: "psychic" }, "dread00000000000"));
    await open(w, "cardDefence00002", dread);
    expect(contestCard(w.t, "cardDefence00002").allowed).toContain("withstand");
    const focus = targetsOf(w, "cardDefence00002", "withstand").defend;
    // The Goblin's Focus (WIL 5 + 4) is the target it withstands with.
    expect(focus).toBe(9);
    expect((await exchange(w, "cardDefence00002", "withstand", 20, 9)).defenceRoll?.pass).toBe(true);
  });

  it("contest.defend.6: a Withstand that passes with the attacker compares Successes: a tie misses, more hit", async () => {
    const tie = fightWorld();
    const dread = () => spell("Dread", { attack: true, kind: "ability", skill: "focus", targetsMind: true, damage: "1d6", damageType: "psychic" }, "dread00000000000");
    (tie.hero.system.skills as Record<string, { value: number }>).focus!.value = 10;
    await open(tie, CARD, give(tie.hero, dread()));
    const t = targetsOf(tie, CARD, "withstand");
    expect((await exchange(tie, CARD, "withstand", t.attack, t.defend)).outcome).toBe("miss");
    const more = fightWorld();
    (more.hero.system.skills as Record<string, { value: number }>).focus!.value = 10;
    await open(more, CARD, give(more.hero, dread()));
    expect((await exchange(more, CARD, "withstand", t.attack - 5, t.defend)).outcome).toBe("hit");
  });

  it("contest.defend.9: a defender who does not defend rolls nothing and fails: any passing attack wins critically", async () => {
    const w = fightWorld();
    await open(w, CARD);
    const t = targetsOf(w, CARD, "none");
    const card = await exchange(w, CARD, "none", t.attack, null);
    expect([card.outcome, card.maneuverBy]).toEqual(["attackerCritical", "attacker"]);
    expect(await refusal(() => w.t.press("gm", { messageId: CARD, action: "rollDefence", faces: [[1]] }))).toBe("MANIFOLD.Query.NotYours");
  });

  it("contest.outcome.7: against Dodge, both passing, the attacker needs more Successes (five under the target is one more)", async () => {
    const hit = fightWorld();
    await open(hit, CARD);
    const t = targetsOf(hit, CARD, "dodge");
    expect((await exchange(hit, CARD, "dodge", t.attack - 5, t.defend)).outcome).toBe("hit");
    const tie = fightWorld();
    await open(tie, CARD);
    expect((await exchange(tie, CARD, "dodge", t.attack - 4, t.defend)).outcome).toBe("miss");
    const fewer = fightWorld();
    await open(fewer, CARD);
    expect((await exchange(fewer, CARD, "dodge", t.attack, t.defend - 5)).outcome).toBe("miss");
  });

  it("contest.outcome.8: against Parry, the same: more Successes hit, equal ones miss", async () => {
    const hit = fightWorld();
    await open(hit, CARD);
    const t = targetsOf(hit, CARD, "parry");
    expect((await exchange(hit, CARD, "parry", t.attack - 10, t.defend - 4)).outcome).toBe("hit");
    const tie = fightWorld();
    await open(tie, CARD);
    expect((await exchange(tie, CARD, "parry", t.attack - 5, t.defend - 5)).outcome).toBe("miss");
  });

  it("contest.attack.7: every attack lets its target defend: an aware target is offered more than No defence", async () => {
    const w = fightWorld();
    const bow = give(w.hero, weapon("Bow", { equipped: true, ranged: true, damage: "1d6", damageType: "piercing" }, "bow0000000000000"));
    const bolt = give(w.hero, spell("Bolt", { attack: true, damage: "1d6", damageType: "fire" }, "bolt000000000000"));
    for (const [i, item] of [undefined, bow, bolt].entries()) {
      await open(w, `cardDefence0001${i}`, item);
      const allowed = contestCard(w.t, `cardDefence0001${i}`).allowed;
      expect(allowed).toContain("dodge");
      expect(allowed).toContain("none");
    }
  });
});
