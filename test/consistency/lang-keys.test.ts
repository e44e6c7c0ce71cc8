// Lang keys left behind: every key is named by a file under src/, templates/ or test/ (or
// system.json), or sits under a prefix the code builds keys from. Keeps unused wording from piling up.
import { describe, expect, it } from "vitest";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
const SELF = join("test", "consistency", "lang-keys.test.ts");
const corpus = [...walk("src"), ...walk("templates"), ...walk("test").filter((file) => file !== SELF), "system.json"].map((file) => readFileSync(file, "utf8")).join("\n");

const entries = (node: unknown, path = ""): [string, string][] =>
  typeof node === "string" ? [[path, node]] : Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => entries(v, path ? `${path}.${k}` : k));
const lang = entries(JSON.parse(readFileSync("lang/en.json", "utf8")));

/** Plural forms are looked up through their parent (src/core/plural.ts). */
const PLURAL = /\.(zero|one|two|few|many|other)$/;

/**
 * Prefixes the code completes with an id or a short name at run time; a key under one is used
 * when its last part appears as a word in src/ or templates/ (a condition id, a helper's argument).
 */
const DYNAMIC = [
  "TYPES.", // Foundry labels document subtypes itself
  "MANIFOLD.Field.",
  "MANIFOLD.contest.Field.",
  "MANIFOLD.energy.Field.",
  "MANIFOLD.rollunder.Field.",
  "MANIFOLD.dierank.Field.",
  "MANIFOLD.woundtrack.Field.",
  "MANIFOLD.contest.ConditionRules.",
  "MANIFOLD.energy.ConditionRules.",
  "MANIFOLD.rollunder.ConditionRules.",
  "MANIFOLD.dierank.ConditionRules.",
  "MANIFOLD.woundtrack.ConditionRules.",
  "MANIFOLD.Card.Tray.Receipt.",
  "MANIFOLD.Settings.Ruleset.Summary.",
  "MANIFOLD.Sheet.Duration.",
  "MANIFOLD.Validation.",
  "MANIFOLD.Sheet.Tab.",
  "MANIFOLD.energy.Sheet.Tab.",
  "MANIFOLD.woundtrack.Sheet.Tab.",
  "MANIFOLD.woundtrack.Settings.",
  "MANIFOLD.woundtrack.Abbr.",
  // the terrain a region marks, and its behavior's fields, which core's form reads by prefix
  "MANIFOLD.woundtrack.Terrain.",
  // the check card's effect, what it met and what it tells, by the card's data
  "MANIFOLD.woundtrack.CheckCard.",
  "MANIFOLD.woundtrack.TerrainBehavior.",
  "MANIFOLD.woundtrack.Check.",
  "MANIFOLD.woundtrack.Cover.",
  "MANIFOLD.woundtrack.Defend.",
  "MANIFOLD.woundtrack.Part.",
  "MANIFOLD.woundtrack.Skill.",
  "MANIFOLD.woundtrack.Specialisation.",
  "MANIFOLD.contest.Action.",
  "MANIFOLD.contest.ActionTaken.",
  "MANIFOLD.contest.ArmorLevel.",
  "MANIFOLD.contest.AttackKind.",
  "MANIFOLD.contest.Attribute.",
  "MANIFOLD.contest.AttributeAbbr.",
  "MANIFOLD.contest.Card.Kind.",
  "MANIFOLD.contest.Card.ManeuverResult.",
  "MANIFOLD.contest.Card.Winner.",
  "MANIFOLD.contest.Cover.",
  "MANIFOLD.contest.Damage.Type.",
  "MANIFOLD.contest.Defence.",
  "MANIFOLD.contest.Grapple.Result.",
  "MANIFOLD.contest.Item.",
  "MANIFOLD.contest.Maneuver.",
  "MANIFOLD.contest.ManeuverTip.",
  "MANIFOLD.contest.Size.",
  "MANIFOLD.contest.Skill.",
  "MANIFOLD.contest.SpellKind.",
  "MANIFOLD.contest.Tip.",
  "MANIFOLD.energy.Abbr.",
  "MANIFOLD.energy.AbbrTip.",
  "MANIFOLD.energy.AbilityAbbr.",
  "MANIFOLD.energy.AbilityMod.",
  "MANIFOLD.energy.Action.",
  "MANIFOLD.energy.ActionHint.",
  "MANIFOLD.energy.Card.Mode.",
  "MANIFOLD.energy.Card.Outcome.",
  "MANIFOLD.energy.Choice.",
  "MANIFOLD.energy.Condition.",
  "MANIFOLD.energy.Damage.",
  "MANIFOLD.energy.Defense.",
  "MANIFOLD.energy.Dialog.Cost.",
  "MANIFOLD.energy.Dialog.Hint.",
  "MANIFOLD.energy.Dialog.Label.",
  "MANIFOLD.energy.Item.",
  "MANIFOLD.energy.Maneuver.",
  "MANIFOLD.energy.Movement.",
  "MANIFOLD.energy.Tip.",
  "MANIFOLD.dierank.Condition.",
  "MANIFOLD.dierank.Defence.",
  "MANIFOLD.dierank.Provokes.",
  "MANIFOLD.woundtrack.Condition.", // woundtrack/rules/conditions.ts, from the status id
  "MANIFOLD.dierank.Edge.", // attack-edge.ts and defence.ts: each advantage or disadvantage by its reason
  "MANIFOLD.dierank.Survival.", // survival.ts SURVIVAL_BANDS, in the survival roll's chat line
  "MANIFOLD.dierank.Stat.", // stats.ts STAT_IDS: the seven dice
  "MANIFOLD.dierank.Band.", // attack.ts RANGE_BANDS and a spell's touch
  "MANIFOLD.dierank.Kind.", // types.ts WEAPON_KINDS
  "MANIFOLD.dierank.Heal.Kit.", // survival.ts FIRST_AID_DIE: the first aid kits
  "MANIFOLD.dierank.Card.Escape.", // grapple.ts escapeCost
  "MANIFOLD.dierank.Card.Hold.", // grapple.ts HOLD_STEPS
  "MANIFOLD.dierank.Card.Defence.", // defence.ts DEFENCES
  "MANIFOLD.rollunder.Part.", // breakdown parts: attack.ts and gear.ts build them from a part or armour id
  "MANIFOLD.rollunder.Condition.", // conditions.ts, from the status id
  "MANIFOLD.rollunder.Action.", // economy.ts ACTIONS, and "charged" after a charge
  "MANIFOLD.rollunder.Group.", // types.ts GROUPS: the tracker's three groups
  "MANIFOLD.rollunder.Morale.", // the side a prompt names, "pcs" or "enemies"
];
/** Families used whole: the cost line picks its key from the pools paid, E, S and A combined. */
const WHOLE = ["MANIFOLD.energy.Dialog.Cost."];

const named = (key: string): boolean => {
  const base = key.replace(PLURAL, "");
  if (corpus.includes(base) || WHOLE.some((p) => base.startsWith(p))) return true;
  const prefix = DYNAMIC.find((p) => base.startsWith(p));
  const last = base.split(".").pop()!;
  return prefix !== undefined && new RegExp(`\\b${last}\\b`).test(corpus);
};

describe("lang keys", () => {
  it("every key is named somewhere, or built from a listed prefix", () => {
    expect(lang.map(([key]) => key).filter((key) => !named(key))).toEqual([]);
  });
  it("a refused request's text shows no internal value (no placeholders in MANIFOLD.Query)", () => {
    expect(lang.filter(([key, value]) => key.startsWith("MANIFOLD.Query.") && /\{\w+\}/.test(value))).toEqual([]);
  });
});
