// Whole exchanges per second through the play steps (`npm run bench`): an attack opened, declared,
// rolled, damaged, applied and undone over the plain-data table, through the same parse, facts,
// step, dice check and guard as the glue. Seeded dice, so every run plays the same exchanges.
import { bench, describe } from "vitest";
import { rollDie } from "../../src/core/random";
import { seededRandom } from "../core/seeded";
import { contestWorld, strikeCard } from "../play/contest/world";
import { energyWorld } from "../play/energy/world";
import { openAttack } from "../play/energy/open-world";

const rng = seededRandom(7);
const d = (faces: number) => rollDie(rng, faces);

describe("exchanges through the steps", () => {
  bench("contest: open, declare, attack, maneuver choice, damage, apply, undo", async () => {
    const w = contestWorld();
    const id = "cardBench0000001";
    await strikeCard(w.t, id, "gm", w.hero, w.goblin, "ann");
    await w.t.press("gm", { messageId: id, action: "declareDefence", args: { defence: "dodge" } });
    await w.t.press("ann", { messageId: id, action: "rollAttack", faces: [[d(20)]] });
    await w.t.press("gm", { messageId: id, action: "rollDefence", faces: [[d(20)]] });
    const card = w.t.messages.get(id)!.card as unknown as { outcome: string; maneuverBy: string };
    if (card.maneuverBy === "attacker") await w.t.press("ann", { messageId: id, action: "declineManeuver" });
    if (["attackerCritical", "hit", "blocked"].includes(card.outcome)) {
      await w.t.press("ann", { messageId: id, action: "rollDamage", faces: [[d(8)]] });
      await w.t.press("ann", { messageId: id, action: "applyDamage" });
      await w.t.press("gm", { messageId: id, action: "undoDamage" });
    }
  });

  bench("energy: open, defence chain, damage, apply, undo", async () => {
    const w = energyWorld();
    const id = "cardBench0000002";
    await openAttack(w.t, "ann", w.kestra, [w.gnoll], [[d(20)]], { item: w.blade.id }, [id]);
    const chain: number[][] = [];
    for (let face = d(10); ; face = d(10)) {
      chain.push([face]);
      if (face !== 10) break;
    }
    await w.t.press("gm", { messageId: id, action: "rollDefense", faces: chain });
    const card = w.t.messages.get(id)!.card as unknown as { result: { hit: boolean } | null };
    if (card.result?.hit) {
      await w.t.press("ann", { messageId: id, action: "rollDamage", faces: [[d(8)]] });
      await w.t.press("ann", { messageId: id, action: "apply" });
      await w.t.press("gm", { messageId: id, action: "undo" });
    }
  });

  bench("contest with no GM online: the same exchange between two players, every press relayed", async () => {
    const w = contestWorld();
    w.t.gmOnline = false;
    const first = "cardBench0000003";
    await strikeCard(w.t, first, "ann", w.hero, w.rival, "ann");
    const click = (user: string, action: string, extra: Record<string, unknown> = {}) => w.t.press(user, { messageId: w.t.newest(first), action, ...extra });
    await click("bob", "declareDefence", { args: { defence: "dodge" } });
    await click("ann", "rollAttack", { faces: [[d(20)]] });
    await click("bob", "rollDefence", { faces: [[d(20)]] });
    const card = w.t.messages.get(w.t.newest(first))!.card as unknown as { outcome: string; maneuverBy: string };
    if (card.maneuverBy === "attacker") await click("ann", "declineManeuver");
    if (card.maneuverBy === "defender") await click("bob", "declineManeuver");
    if (["attackerCritical", "hit", "blocked"].includes(card.outcome)) {
      await click("ann", "rollDamage", { faces: [[d(8)]] });
      await click("bob", "applyDamage");
      await click("bob", "undoDamage");
    }
  });
});
