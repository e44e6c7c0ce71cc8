// Roll-Under benchmarks (`npm run bench`): the attack dialog's exact odds, whole attack exchanges
// through the play steps (open, roll damage, apply, undo over the plain-data table), and the start
// of a round of side initiative for a large combat (every PC's roll, groups, order, one batch).
import { bench, describe } from "vitest";
import { rollDie } from "../../src/core/random";
import { seededRandom } from "../core/seeded";
import { attackOdds } from "../../src/rulesets/rollunder/rules/odds";
import { attackOddsLines } from "../../src/rulesets/rollunder/play/odds";
import { roundStartStep, type RoundCombatant } from "../../src/rulesets/rollunder/play/round";
import { attack, cardOf, openSnapshot, rollunderWorld } from "../play/rollunder/world";

const rng = seededRandom(11);
const d = (faces: number) => rollDie(rng, faces);

const odds = attackOdds(11);
console.log(`[bench] exact rollunder attack, d20 ≤ 11: P(hit) = ${odds.hit.toFixed(6)}, P(double damage) = ${odds.double.toFixed(6)}`);

describe("rollunder odds", () => {
  const w = rollunderWorld();
  const snap = openSnapshot(w.ada, "sword00000000000", w.footsoldier);
  bench("the dialog's odds lines for one target", () => {
    attackOddsLines(snap, { modifier: -2, dualLight: false });
  });
});

describe("rollunder exchanges through the steps", () => {
  bench("open, roll damage, apply, undo (Ada's sword against the footsoldier)", async () => {
    const w = rollunderWorld();
    const id = "cardBenchRu00001";
    const card = await attack(w.t, id, w.ada, "sword00000000000", w.footsoldier, [[d(20)]]);
    if (!card.attack.hit) return;
    const needs = w.t.dice(id, "ann", "rollDamage");
    await w.t.press("ann", { messageId: id, action: "rollDamage", faces: needs.map(() => [d(8)]) });
    if (cardOf(w.t, id).damage) {
      await w.t.press("gm", { messageId: id, action: "applyDamage" });
      await w.t.press("gm", { messageId: id, action: "undoDamage" });
    }
  });
});

const SIZE = 60;
const roster: RoundCombatant[] = Array.from({ length: SIZE }, (_, i) => ({
  id: `c${i}`,
  name: `Combatant ${i}`,
  kind: i % 2 ? "enemy" : "pc",
  wisdom: 8 + (i % 9),
  actsTwice: i % 10 === 1,
  wisdomPenalty: i % 7 === 1 ? 2 : 0,
  defeated: false,
  movement: 10,
}));

describe("rollunder rounds", () => {
  bench(`roundStartStep for ${SIZE} combatants (${SIZE / 2} PC rolls, groups, order, one batch)`, () => {
    const faces = Object.fromEntries(roster.filter((c) => c.kind === "pc").map((c) => [c.id, d(20)]));
    roundStartStep({ round: 2, combatants: roster }, faces);
  });
});
