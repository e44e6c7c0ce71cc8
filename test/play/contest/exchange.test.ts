/**
 * Whole Strikes played through the card's steps, as the table plays them: the defender declares,
 * both roll, Step III decides, damage is rolled with every reduction, and Apply takes it off.
 */
import { describe, expect, it } from "vitest";
import { planAttack, planDefence } from "../../../src/rulesets/contest/rules/plan";
import { openStrikeStep } from "../../../src/rulesets/contest/play/open";
import type { Defence } from "../../../src/rulesets/contest/rules/constants";
import { armor, shield, spell, weapon } from "../../rulesets/contest/fixtures";
import { refusal } from "../table";
import { contestCard, contestWorld, openInput, strikeCard } from "./world";
import { derivedOf } from "./people";

const CARD = "cardExchange0001";

/** A world where Hero strikes the Goblin; the Goblin may carry a shield and armour. */
async function exchange(goblinGear: ("shield" | "armor")[] = []) {
  const w = contestWorld();
  if (goblinGear.includes("shield")) w.goblin.items.push(shield("Buckler", { equipped: true, br: 2 }, "buckler000000000") as never);
  if (goblinGear.includes("armor")) w.goblin.items.push(armor("Mail", { equipped: true, ar: 3 }, "mail000000000000") as never);
  await strikeCard(w.t, CARD, "gm", w.hero, w.goblin, "ann");
  return w;
}

/** The targets each side rolls under, from the same plans the card's steps use. */
function targets(w: Awaited<ReturnType<typeof exchange>>, defence: Defence) {
  const card = contestCard(w.t, CARD);
  const hero = openInput(w.hero, [w.goblin]).attacker;
  const attack = planAttack(hero, openInput(w.hero, [w.goblin]).item, card.situation).test.target.total;
  const goblin = { system: w.goblin.system as never, derived: derivedOf(w.goblin) };
  const defend = defence === "none" ? 0 : planDefence(goblin, defence, "melee", card.situation).target.total;
  return { attack, defend };
}

async function play(w: Awaited<ReturnType<typeof exchange>>, defence: Defence, attackFace: number, defenceFace: number | null) {
  await w.t.press("gm", { messageId: CARD, action: "declareDefence", args: { defence } });
  await w.t.press("ann", { messageId: CARD, action: "rollAttack", faces: [[attackFace]] });
  if (defenceFace !== null) await w.t.press("gm", { messageId: CARD, action: "rollDefence", faces: [[defenceFace]] });
  return contestCard(w.t, CARD);
}

describe("contest Strikes through the card", () => {
  it("contest.defend.7: the defence is declared before the attacker may roll", async () => {
    const w = await exchange();
    expect(await refusal(() => w.t.press("ann", { messageId: CARD, action: "rollAttack", faces: [[1]] }))).toBe("MANIFOLD.contest.Card.DeclareFirst");
  });

  it("contest.outcome.1 / contest.outcome.2: both roll; both fail and nothing happens, no damage to roll", async () => {
    const w = await exchange();
    const card = await play(w, "dodge", 20, 20);
    expect(card.outcome).toBe("bothFail");
    expect(await refusal(() => w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[3]] }))).toBe("MANIFOLD.Query.NotYours");
  });

  it("contest.outcome.3 / contest.outcome.5: the attacker passes alone, wins critically, may maneuver, and rolls damage", async () => {
    const w = await exchange();
    expect((await play(w, "dodge", 1, 20)).outcome).toBe("attackerCritical");
    await w.t.press("ann", { messageId: CARD, action: "declineManeuver" });
    await w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[5]] });
    expect(contestCard(w.t, CARD).damage?.reduced.total).toBe(5);
  });

  it("contest.outcome.4: the defender passes alone: the attack is negated and the defender may maneuver", async () => {
    const w = await exchange();
    const card = await play(w, "dodge", 20, 1);
    expect([card.outcome, card.maneuverBy]).toEqual(["defenderCritical", "defender"]);
    expect(await refusal(() => w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[5]] }))).toBe("MANIFOLD.Query.NotYours");
  });

  it("contest.outcome.7: against Dodge both pass, and more Successes hit while equal ones miss", async () => {
    const hit = await exchange();
    const t = targets(hit, "dodge");
    // A natural 1 adds a Success: the attacker's 1 beats a Dodge rolled at its target (1 Success).
    expect((await play(hit, "dodge", 1, t.defend)).outcome).toBe("hit");
    const tie = await exchange();
    expect((await play(tie, "dodge", t.attack, t.defend)).outcome).toBe("miss");
  });

  it("contest.outcome.8: against Parry the same comparison decides", async () => {
    const w = await exchange();
    const t = targets(w, "parry");
    expect((await play(w, "parry", t.attack, 1)).outcome).toBe("miss");
  });

  it("contest.outcome.6 / contest.shield.1 / contest.defend.2: a Block holds whatever the Successes, and its BR joins the AR", async () => {
    const w = await exchange(["shield", "armor"]);
    const t = targets(w, "block");
    expect((await play(w, "block", 1, t.defend)).outcome).toBe("blocked");
    await w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[8]] });
    // 8 slashing, less AR 3 and BR 2.
    expect(contestCard(w.t, CARD).damage?.reduced.total).toBe(3);
  });

  it("contest.defend.9: not defending fails the defence test: a passing attack is a critical win", async () => {
    const w = await exchange();
    expect((await play(w, "none", 1, null)).outcome).toBe("attackerCritical");
  });

  it("contest.armor.4 / contest.damage.1: AR takes its rating off physical damage; Health at 0 means Unconscious", async () => {
    const w = await exchange(["armor"]);
    await play(w, "none", 1, null);
    await w.t.press("ann", { messageId: CARD, action: "declineManeuver" });
    await w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[8]] });
    expect(contestCard(w.t, CARD).damage?.reduced.total).toBe(5);
    w.goblin.system.health = { value: 5, max: 8 };
    await w.t.press("gm", { messageId: CARD, action: "applyDamage" });
    expect([w.goblin.system.health, w.goblin.statuses]).toEqual([{ value: 0, max: 8 }, ["unconscious"]]);
  });

  it("contest.resist.1 / contest.resist.4: the strongest resistance to the type counts, not the sum", async () => {
    const w = await exchange();
    w.goblin.system.resistances = [{ type: "slashing", value: 2 }, { type: "physical", value: 3 }];
    await play(w, "none", 1, null);
    await w.t.press("ann", { messageId: CARD, action: "declineManeuver" });
    await w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[8]] });
    expect(contestCard(w.t, CARD).damage?.reduced.total).toBe(5);
  });

  it("contest.defend.5 / contest.defend.8: a ranged Strike cannot be parried; an attack spell allows only Block or Dodge", () => {
    const w = contestWorld();
    const bow = weapon("Bow", { equipped: true, ranged: true, damage: "1d6", damageType: "piercing" }, "bow0000000000000");
    const bolt = spell("Bolt", { attack: true, damage: "1d6", damageType: "fire" }, "bolt000000000000");
    expect(openStrikeStep(openInput(w.hero, [w.goblin], { item: bow })).cards[0]!.allowed).not.toContain("parry");
    expect(openStrikeStep(openInput(w.hero, [w.goblin], { item: bolt })).cards[0]!.allowed.filter((d) => d !== "none")).toEqual(["dodge"]);
  });

  it("contest.cover.1 / contest.cover.3 / contest.cover.5: cover lowers a ranged attack's target by 2 or 5, and full cover fails it", () => {
    const w = contestWorld();
    const bow = weapon("Bow", { equipped: true, ranged: true, damage: "1d6", damageType: "piercing" }, "bow0000000000000");
    const target = (cover: "none" | "low" | "high" | "full") => {
      const input = openInput(w.hero, [w.goblin], { item: bow, choices: { modifier: 0, edge: 0, cover } });
      const card = openStrikeStep(input).cards[0]!;
      return planAttack(input.attacker, bow, card.situation, {}).test;
    };
    const none = target("none").target.total;
    expect(none - target("low").target.total).toBe(2);
    expect(none - target("high").target.total).toBe(5);
    expect(target("full").autoFail).toBe(true);
  });
});
