/**
 * Damage rolled on the card, type by type: which group each type is in decides what AR, a Block,
 * resistances and vulnerabilities take off or add (contest.damage/resist/armor/shield).
 */
import { describe, expect, it } from "vitest";
import type { DamageType } from "../../../src/rulesets/contest/rules/constants";
import { armor, shield, spell, weapon } from "../../rulesets/contest/fixtures";
import { derivedOf } from "./people";
import { damage, exchange, fightWorld, give, open, targetsOf, type FightWorld } from "./fight-world";
import { contestCard } from "./world";

const CARD = "cardDamageType01";

/** Hero hits the undefended Goblin with a 1d10 weapon of `type`, rolling a 10. */
async function hit(w: FightWorld, type: DamageType): Promise<number> {
  const blade = give(w.hero, weapon(`Blade of ${type}`, { equipped: true, damage: "1d10", damageType: type }, `blade${type.padEnd(11, "0")}`));
  await open(w, CARD, blade);
  await exchange(w, CARD, "none", 1, null);
  return (await damage(w, CARD, [10])).reduced.total;
}

/** The Goblin in non-magical armour of AR 4, with mixed resistances and vulnerabilities. */
function armoured(magical = false): FightWorld {
  const w = fightWorld();
  give(w.goblin, armor("Mail", { equipped: true, level: "partial", ar: 4, magical }, "mail000000000000"));
  w.goblin.system.resistances = [{ type: "physical", value: 1 }, { type: "fire", value: 5 }, { type: "magical", value: 2 }];
  w.goblin.system.vulnerabilities = [{ type: "crushing", value: 3 }, { type: "physical", value: 1 }, { type: "psychic", value: 4 }];
  return w;
}

// 10 rolled. Physical: AR 4, resistance 1, the worse of the vulnerabilities. Magical: no AR
// from plain armour, the better resistance. Other types: nothing but their own vulnerability.
const EXPECTED: Record<DamageType, number> = {
  crushing: 10 - 4 - 1 + 3,
  piercing: 10 - 4 - 1 + 1,
  slashing: 10 - 4 - 1 + 1,
  fire: 10 - 5,
  frost: 10 - 2,
  shock: 10 - 2,
  acid: 10,
  force: 10,
  necrotic: 10,
  radiant: 10,
  poison: 10,
  psychic: 10 + 4,
};

describe("damage types on the contest card", () => {
  for (const [type, total] of Object.entries(EXPECTED) as [DamageType, number][]) {
    it(`contest.damage.2 / contest.damage.3 / contest.damage.4 / contest.damage.5 / contest.resist.2 / contest.resist.3: 10 ${type} damage comes to ${total}`, async () => {
      expect(await hit(armoured(), type)).toBe(total);
    });
  }

  it("contest.armor.3: armour of a magical material also takes its AR off fire, frost and shock, never off the other types", async () => {
    expect(await hit(armoured(true), "frost")).toBe(10 - 4 - 2);
    expect(await hit(armoured(true), "acid")).toBe(10);
  });

  it("contest.armor.1: a full suit of Iron Armor at AR 5 takes 5 off a physical hit", async () => {
    const w = fightWorld();
    give(w.goblin, armor("Iron Armor", { equipped: true, level: "full", material: "iron", ar: 5 }, "iron000000000000"));
    expect(await hit(w, "piercing")).toBe(5);
  });

  it("contest.armor.2: no armour gives no protection and no bane; armour nobody trained for gives its bane to Dodge", async () => {
    const bare = fightWorld();
    expect(await hit(bare, "slashing")).toBe(10);
    expect(derivedOf(bare.goblin).armorBane).toBe(false);
    const plated = fightWorld();
    give(plated.goblin, armor("Plate", { equipped: true, level: "full", ar: 6 }, "plate00000000000"));
    await open(plated, CARD);
    await plated.t.press("gm", { messageId: CARD, action: "declareDefence", args: { defence: "dodge" } });
    await plated.t.press("ann", { messageId: CARD, action: "rollAttack", faces: [[10]] });
    // The Goblin's style lists partial armour only: full plate is untrained, a bane on its Dodge.
    expect(plated.t.dice(CARD, "gm", "rollDefence")).toEqual([{ kind: "die", faces: 20, edge: -1, better: "low" }]);
  });

  it("contest.armor.5: with two armours on, their ratings never combine: the highest counts unless the character picks one", async () => {
    const w = fightWorld();
    give(w.goblin, armor("Mail", { equipped: true, level: "partial", ar: 3 }, "mail000000000000"));
    give(w.goblin, armor("Plate", { equipped: true, level: "full", ar: 5 }, "plate00000000000"));
    expect(await hit(w, "slashing")).toBe(5);
    const picked = fightWorld();
    give(picked.goblin, armor("Mail", { equipped: true, level: "partial", ar: 3 }, "mail000000000000"));
    give(picked.goblin, armor("Plate", { equipped: true, level: "full", ar: 5 }, "plate00000000000"));
    picked.goblin.system.armorChoice = "mail000000000000";
    expect(await hit(picked, "slashing")).toBe(7);
  });

  it("contest.shield.2: a Block takes the full BR off physical damage but half of it, rounded up, off magical damage", async () => {
    const w = fightWorld();
    give(w.goblin, shield("Bone Shield", { equipped: true, material: "bone", br: 5 }, "boneshield000000"));
    const bolt = give(w.hero, spell("Bolt", { attack: true, damage: "1d10", damageType: "fire" }, "bolt000000000000"));
    await open(w, CARD, bolt);
    const t = targetsOf(w, CARD, "block");
    expect((await exchange(w, CARD, "block", t.attack, t.defend)).outcome).toBe("blocked");
    await w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[10]] });
    expect(contestCard(w.t, CARD).damage?.reduced.total).toBe(10 - 3);
  });
});
