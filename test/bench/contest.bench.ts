// Contest benchmarks (`npm run bench`): exact Strike odds, strike resolution throughput, the actor
// sheet's main template render, and the start-of-round update for a large combat.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import Handlebars from "handlebars";
import { bench, describe } from "vitest";
import { rollDie } from "../../src/core/random";
import { seededRandom } from "../core/seeded";
import { reduceDamage } from "../../src/rulesets/contest/rules/damage";
import { DEFENCES, type Defence } from "../../src/rulesets/contest/rules/constants";
import { roundReset } from "../../src/rulesets/contest/rules/economy";
import { strikeDamageChance, strikeHitChance } from "../../src/rulesets/contest/rules/odds";
import { resolveCombatRoll } from "../../src/rulesets/contest/rules/outcome";
import { resolveTest } from "../../src/rulesets/contest/rules/test";
import { rollTestFaces } from "../rulesets/contest/roll";
import type { CombatantSystem } from "../../src/rulesets/contest/rules/types";
import { armor, character, combatant, shield, style, weapon } from "../rulesets/contest/fixtures";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

// ---- (a) exact hit probability ----

const ATTACK = 12;
const DODGE = 10;
const odds = strikeHitChance(ATTACK, 0, "dodge", DODGE, 0);
console.log(
  `[bench] exact contest Strike, attacker ${ATTACK} vs Dodge ${DODGE}: P(hit) = ${(odds.critical + odds.damage).toFixed(6)} ` +
    `(critical ${odds.critical.toFixed(6)}, hit ${odds.damage.toFixed(6)}, miss ${odds.miss.toFixed(6)}, both fail ${odds.bothFail.toFixed(6)})`,
);

describe("contest odds", () => {
  bench("exact strikeHitChance(12, 0, dodge, 10, 0)", () => {
    strikeDamageChance(strikeHitChance(ATTACK, 0, "dodge", DODGE, 0));
  });
  bench("exact strikeHitChance with boon vs bane, block", () => {
    strikeDamageChance(strikeHitChance(14, 1, "block", 11, -1));
  });
});

// ---- (b) resolution throughput ----

const STRIKES = 10_000;
const noMods: never[] = [];

function strikes(seed: number): number {
  const rng = seededRandom(seed);
  let dealt = 0;
  for (let i = 0; i < STRIKES; i++) {
    const attackTarget = 6 + rollDie(rng, 12);
    const attackEdge = (rollDie(rng, 3) - 2) as -1 | 0 | 1;
    const defence = DEFENCES[rollDie(rng, DEFENCES.length) - 1] as Defence;
    const attack = resolveTest({ target: attackTarget, faces: rollTestFaces(rng, attackEdge), edge: attackEdge });
    const defenceTest = defence === "none" ? null : resolveTest({ target: 6 + rollDie(rng, 12), faces: rollTestFaces(rng, 0), edge: 0 });
    const outcome = resolveCombatRoll({ defence, attack, defenceTest });
    if (outcome.damage) {
      dealt += reduceDamage({
        amount: rollDie(rng, 8),
        type: "slashing",
        armor: { ar: 2, magical: false },
        block: outcome.blocked ? { br: 2 } : null,
        resistances: noMods,
        vulnerabilities: noMods,
      }).total;
    }
  }
  return dealt;
}

describe("contest resolution", () => {
  let seed = 1;
  bench(`resolveTest + resolveCombatRoll + reduceDamage x ${STRIKES} seeded strikes`, () => {
    strikes(seed++);
  });
});

// ---- (c) sheet template render ----

const MAIN = join(ROOT, "templates", "contest", "actor", "main.hbs");
const CONTEXT = join(ROOT, "src", "rulesets", "contest", "sheets", "context.ts");

function hbsFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? hbsFiles(join(dir, e.name)) : e.name.endsWith(".hbs") ? [join(dir, e.name)] : [],
  );
}

/** A Handlebars with every template registered as a partial under its Foundry path, and stand-in helpers. */
function sheetHandlebars(): typeof Handlebars {
  const hb = Handlebars.create();
  for (const file of hbsFiles(join(ROOT, "templates"))) {
    const rel = relative(ROOT, file).split("\\").join("/");
    hb.registerPartial(`systems/manifold/${rel}`, readFileSync(file, "utf8"));
  }
  // Foundry's own helpers, reduced to what a render needs to run; unknown helpers render nothing.
  hb.registerHelper("localize", (key: unknown) => String(key));
  hb.registerHelper("eq", (a: unknown, b: unknown) => a === b);
  hb.registerHelper("ne", (a: unknown, b: unknown) => a !== b);
  hb.registerHelper("and", (...args: unknown[]) => args.slice(0, -1).every(Boolean));
  hb.registerHelper("or", (...args: unknown[]) => args.slice(0, -1).some(Boolean));
  hb.registerHelper("not", (a: unknown) => !a);
  hb.registerHelper("helperMissing", () => "");
  return hb;
}

async function sheetContext(): Promise<Record<string, unknown>> {
  const hero = character({ attributes: { str: 8, agi: 7 }, health: { value: 14, max: 18 } });
  const items = [
    weapon("Longsword", { equipped: true, damage: "1d8" }, "w1"),
    armor("Chainmail", { equipped: true, level: "full", ar: 3 }, "a1"),
    shield("Buckler", { equipped: true, br: 2 }, "s1"),
    style("Knight", { rank: 4, attribute: "str", gear: ["longsword", "shield", "full armor"] }, "st1"),
  ].map((i) => ({ id: i.id ?? "", name: i.name, img: "", type: i.type, system: i.system }));
  const input = {
    actor: { name: "Bench Knight", img: "", type: hero.type, system: hero.system },
    items,
    effects: [],
    editMode: false,
    editable: true,
    combat: null,
  };
  if (!existsSync(CONTEXT)) return { ...input, system: hero.system };
  const mod = (await import(/* @vite-ignore */ pathToFileURL(CONTEXT).href)) as { actorSheetContext?: (i: typeof input) => Record<string, unknown> };
  return mod.actorSheetContext ? mod.actorSheetContext(input) : { ...input, system: hero.system };
}

const renderSetup = await (async () => {
  if (!existsSync(MAIN)) return { skip: "templates/contest/actor/main.hbs missing" } as const;
  try {
    const hb = sheetHandlebars();
    const template = hb.compile(readFileSync(MAIN, "utf8"));
    const context = await sheetContext();
    template(context);
    const withContext = existsSync(CONTEXT) ? "actorSheetContext" : "plain context (sheets/context.ts missing)";
    return { template, context, withContext } as const;
  } catch (err) {
    return { skip: `main.hbs render failed: ${(err as Error).message.split("\n")[0]}` } as const;
  }
})();

describe("contest sheet", () => {
  if ("skip" in renderSetup) {
    console.log(`[bench] SKIPPED contest actor sheet render: ${renderSetup.skip}`);
    bench.skip(`SKIPPED render templates/contest/actor/main.hbs: ${renderSetup.skip}`, () => undefined);
  } else {
    const { template, context, withContext } = renderSetup;
    bench(`render templates/contest/actor/main.hbs with ${withContext}`, () => {
      template(context);
    });
  }
});

// ---- (d) round change ----

const COMBATANTS = Array.from({ length: 200 }, (_, i) => ({
  id: `c${String(i).padStart(15, "0")}`,
  system: combatant({ ap: i % 4, attacks: i % 3, freeUsed: i % 2 === 0, surprised: i % 7 === 0, delayAfter: i % 5 === 0 ? "x" : "" }) as CombatantSystem,
}));

describe("contest round", () => {
  bench("roundReset over 200 combatants (round 2)", () => {
    roundReset(COMBATANTS, 2);
  });
});
