// Energy & Aura benchmarks (`npm run bench`): exact attack odds against exploding defences, seeded
// attack resolution, the actor sheet render, and the round refill for a large combat.
import { bench, describe } from "vitest";
import { rollDie } from "../../src/core/random";
import { seededRandom } from "../core/seeded";
import { rollExploding } from "../../src/core/dice/explode";
import { explodingDistribution } from "../../src/core/dice/explode";
import { meleeOdds, rangedOdds } from "../../src/rulesets/energy/rules/odds";
import { settleAttack } from "../../src/rulesets/energy/rules/settle";
import { applyDamageMultipliers } from "../../src/rulesets/energy/rules/resist";
import { roundReset } from "../../src/rulesets/energy/rules/economy";
import { actorSheetContext } from "../../src/rulesets/energy/sheets/context";
import { makeRenderer } from "../browser/render";
import { pack } from "../browser/samples";
import { withIds } from "../browser/harness";
import type { CreatureSystem } from "../../src/rulesets/energy/rules/types";

const melee = meleeOdds(18, 9);
const ranged = rangedOdds(7, 1);
console.log(`[bench] exact energy melee AV 18 vs Evasion +9 (1d10*): P(hit) = ${melee.hit.toFixed(6)}, crit ${melee.crit.toFixed(3)}`);
console.log(`[bench] exact energy ranged Miss Chance 7 vs Ranged Evasion +1 (1d4*): P(hit) = ${ranged.hit.toFixed(6)}`);

describe("energy odds", () => {
  bench("explodingDistribution(10) with advantage, exact to 1e-12", () => {
    explodingDistribution(10, 1);
  });
  bench("exact meleeOdds(18, 9) with defender advantage", () => {
    meleeOdds(18, 9, { defenseEdge: 1 });
  });
});

const ATTACKS = 10_000;
function attacks(seed: number): number {
  const rng = seededRandom(seed);
  let dealt = 0;
  for (let i = 0; i < ATTACKS; i++) {
    const d20 = rollDie(rng, 20);
    const defense = rollExploding(rng, 10, 0).total + 6 + rollDie(rng, 6);
    const r = settleAttack({ ranged: false, value: 16 + rollDie(rng, 4), d20, precision: 0, defense, winsTies: false, coverage: 12 });
    if (r.hit) dealt += applyDamageMultipliers(Math.max(0, rollDie(rng, 8) + 1 - (r.armorHit ? 3 : 0)), { weak: false, resist: false, doubles: 0 });
  }
  return dealt;
}

describe("energy resolution", () => {
  let seed = 1;
  bench(`settleAttack + exploding Evasion + damage x ${ATTACKS} seeded attacks`, () => {
    attacks(seed++);
  });
});

const render = makeRenderer();
const kestra = pack("energy-actors").find((a) => a.type === "energyCharacter")!;
const input = {
  actor: { name: kestra.name, img: kestra.img, type: "energyCharacter" as const, system: kestra.system as unknown as CreatureSystem },
  items: withIds(kestra),
  statuses: new Set(["dazed"]),
  editMode: false,
  editable: true,
  combat: null,
};

describe("energy sheet", () => {
  bench("actorSheetContext for the example character", () => {
    actorSheetContext(input);
  });
  const context = actorSheetContext(input);
  bench("render templates/energy/actor/main.hbs", () => {
    render("templates/energy/actor/main.hbs", { ...context, tab: { cssClass: "active" } });
  });
});

describe("energy round", () => {
  const states = Array.from({ length: 200 }, (_, i) => ({ stamina: i % 8, maxAgility: 3 + (i % 3), exhausted: i % 5 === 0, unconscious: i % 11 === 0 }));
  bench("roundReset for 200 combatants", () => {
    for (const s of states) roundReset(s);
  });
});
