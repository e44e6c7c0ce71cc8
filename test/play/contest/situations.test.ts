/**
 * Situations the card must carry from the dialog to the dice, played through the shared open flow
 * and the card's buttons: cover helps the Dodge as much as it hinders the shot, a thrown weapon is
 * aimed with Agility, and a melee spell at a flanked foe gains the flank's +2 as a Strike does.
 */
import { describe, expect, it } from "vitest";
import { weapon, spell } from "../../rulesets/contest/fixtures";
import type { Board } from "../../../src/rulesets/contest/play/reach";
import { planContestOpen } from "../../../src/rulesets/contest/play/open-plan";
import type { Cover } from "../../../src/rulesets/contest/rules/constants";
import { contestCard, contestWorld, openInput } from "./world";
import { fightWorld, give } from "./fight-world";
import type { AttackCard } from "../../../src/rulesets/contest/rules/card";
import { planAttack } from "../../../src/rulesets/contest/rules/plan";

const CARD = "cardSituation001";

/** ann opens Hero's `itemId` at the Goblin through the shared open flow, with `cover` and `how`. */
async function opened(w: ReturnType<typeof fightWorld>, itemId: string, cover: Cover = "none", how: Record<string, string> = {}) {
  w.t.place(w.hero);
  const target = w.t.place(w.goblin);
  w.t.target("ann", target);
  w.t.ids = [CARD];
  await w.t.open("ann", { attacker: w.hero.uuid, item: itemId, targets: [target], how, choices: { modifier: 0, edge: 0, cover, rollMode: "publicroll" } });
  return contestCard(w.t, CARD);
}

describe("contest.cover.1 / contest.cover.3: cover helps the Dodge as it hinders the shot", () => {
  it("the Goblin's Dodge target on the card is +2 behind low cover and +5 behind high cover", async () => {
    const dodge = async (cover: Cover) => {
      const w = fightWorld();
      const bow = give(w.hero, weapon("Bow", { equipped: true, ranged: true, damage: "1d6", damageType: "piercing" }, "bow0000000000000"));
      await opened(w, bow.id!, cover);
      await w.t.press("gm", { messageId: CARD, action: "declareDefence", args: { defence: "dodge" } });
      await w.t.press("gm", { messageId: CARD, action: "rollDefence", faces: [[10]] });
      return contestCard(w.t, CARD).defenceRoll!.target;
    };
    const open = await dodge("none");
    expect((await dodge("low")) - open).toBe(2);
    expect((await dodge("high")) - open).toBe(5);
  });
});

describe("contest.attack.2: a thrown Strike is aimed with Agility", () => {
  it("Hero (STR 10, AGI 14) throwing a dagger rolls under a target 4 higher than striking with it", async () => {
    const attackTarget = async (how: Record<string, string>) => {
      const w = fightWorld();
      w.hero.system.attributes = { ...(w.hero.system.attributes as Record<string, number>), str: 10, agi: 14 };
      const dagger = give(w.hero, weapon("Dagger", { equipped: true, thrown: true, damage: "1d4", damageType: "piercing", gear: "dagger" } as never, "dagger0000000000"));
      await opened(w, dagger.id!, "none", how);
      await w.t.press("gm", { messageId: CARD, action: "declareDefence", args: { defence: "none" } });
      await w.t.press("ann", { messageId: CARD, action: "rollAttack", faces: [[10]] });
      const card: AttackCard = contestCard(w.t, CARD);
      return { kind: card.item.kind, target: card.attack!.target };
    };
    const struck = await attackTarget({});
    const thrown = await attackTarget({ throw: "yes" });
    expect([struck.kind, thrown.kind]).toEqual(["melee", "thrown"]);
    expect(thrown.target - struck.target).toBe(4);
  });
});

describe("contest.flank.2: a melee spell at a flanked foe gains +2, a ranged one does not", () => {
  it("Hero's touch spell at a Goblin flanked by the sidekick rolls Sorcery 2 higher; a bolt does not", () => {
    const w = contestWorld();
    const at = (x: number, y: number) => ({ x, y });
    const sorcery = (item: ReturnType<typeof spell>, allies: Board["allies"]) => {
      const input = openInput(w.hero, [w.goblin], { item });
      const board = { attacker: at(0, 0), allies: [{ id: "hero", cell: at(0, 0), weapons: [], statuses: [] }, ...allies] };
      const world = { ...input, item, items: [item], board, targets: [{ uuid: w.goblin.uuid, name: "Goblin", img: "", hasShield: false, cell: at(1, 0) }], combatant: null };
      const plan = planContestOpen(world, { attacker: w.hero.uuid, item: item.id!, targets: [w.goblin.uuid], how: {}, choices: { modifier: 0, edge: 0, cover: "none", rollMode: "publicroll" }, faces: [] });
      const card = plan.cards[0]!.card as AttackCard;
      return planAttack(input.attacker, item, card.situation, {}).test.target.total;
    };
    const partner = [{ id: "sidekick", cell: at(2, 0), weapons: [{ equipped: true, ranged: false, reach: 1 }], statuses: [] }];
    const touch = spell("Shocking Grasp", { attack: true, meleeAttack: true, damage: "1d6", damageType: "shock", range: 1 }, "grasp00000000000");
    const bolt = spell("Bolt", { attack: true, damage: "1d6", damageType: "fire", range: 10 }, "bolt000000000000");
    expect(sorcery(touch, partner) - sorcery(touch, [])).toBe(2);
    expect(sorcery(bolt, partner)).toBe(sorcery(bolt, []));
  });
});
