import { existsSync } from "node:fs";
// Every ruleset's status effects as Foundry v13 will read them: distinct effects per status, and
// every special status core toggles (Mark Defeated) present whatever the ruleset.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { RulesetRules } from "../../src/core/ruleset";
import { SPECIAL_STATUS_FALLBACKS, statusConfig, type StatusEffectEntry } from "../../src/core/status-config";

/** CONFIG.specialStatusEffects as core v13 sets it before any system changes it. */
const V13_SPECIAL = { DEFEATED: "dead", INVISIBLE: "invisible", BLIND: "blind", BURROW: "burrow", HOVER: "hover", FLY: "fly" };

// A ruleset being built has its rules folder before its definition: it is checked once it has one.
const RULESETS = readdirSync("src/rulesets", { withFileTypes: true })
  .filter((e) => e.isDirectory() && existsSync(`src/rulesets/${e.name}/rules/definition.ts`))
  .map((e) => e.name);

async function rulesOf(id: string): Promise<RulesetRules> {
  const mod = (await import(`../../src/rulesets/${id}/rules/definition.ts`)) as Record<string, unknown>;
  return Object.values(mod).find((v): v is RulesetRules => typeof v === "object" && v !== null && "statuses" in v)!;
}

/**
 * The effect v13's Actor#toggleStatusEffect finds for a status: the one whose id is the entry's
 * static `_id` when it has one, else any effect whose only status is this one. Two entries with
 * one key toggle each other's effect.
 */
function effectKey(entry: StatusEffectEntry & { _id?: string }): string {
  return entry._id ? `_id:${entry._id}` : `status:${entry.id}`;
}

const lang = JSON.parse(readFileSync("lang/en.json", "utf8")) as Record<string, unknown>;
const langHas = (key: string) => typeof key.split(".").reduce<unknown>((n, p) => (n as Record<string, unknown> | undefined)?.[p], lang) === "string";

describe("every ruleset's status effects", () => {
  it("finds the rulesets", () => {
    expect(RULESETS).toEqual(expect.arrayContaining(["contest", "energy"]));
  });

  describe.each(RULESETS)("%s", (id) => {
    it("gives each status its own effect: no two entries share a toggle key, and every id is a plain word", async () => {
      const { statusEffects } = statusConfig(await rulesOf(id), V13_SPECIAL);
      const keys = statusEffects.map(effectKey);
      expect(new Set(keys).size).toBe(keys.length);
      for (const entry of statusEffects as (StatusEffectEntry & { _id?: string })[]) {
        expect(entry.id).toMatch(/^[a-zA-Z][a-zA-Z0-9]*$/);
        // A static id, should one come back, must be a valid Foundry id.
        if (entry._id !== undefined) expect(entry._id).toMatch(/^[a-zA-Z0-9]{16}$/);
      }
    });

    it("has an entry for every special status core names, Mark Defeated's DEFEATED first of all", async () => {
      const { statusEffects, specialStatusEffects } = statusConfig(await rulesOf(id), V13_SPECIAL);
      const ids = statusEffects.map((s) => s.id);
      expect(Object.keys(specialStatusEffects).sort()).toEqual(Object.keys(V13_SPECIAL).sort());
      expect(ids).toContain(specialStatusEffects.DEFEATED);
      for (const special of Object.values(specialStatusEffects)) expect(ids, special).toContain(special);
    });

    it("maps a special status only onto one of its own conditions, and adds no entry for it", async () => {
      const rules = await rulesOf(id);
      const { statusEffects } = statusConfig(rules, V13_SPECIAL);
      for (const [key, status] of Object.entries(rules.specialStatuses ?? {})) {
        expect(rules.statuses.map((s) => s.id), key).toContain(status);
        expect(statusEffects.filter((s) => s.id === status)).toHaveLength(1);
      }
    });
  });
});

describe("statusConfig", () => {
  const spec = (id: string, rounds?: number) => ({ id, name: `N.${id}`, img: `${id}.svg`, implies: [], ...(rounds ? { rounds } : {}) });

  it("keeps the ruleset's conditions first and in order, with their round limits", () => {
    const { statusEffects } = statusConfig({ statuses: [spec("exposed", 1), spec("dead")] }, V13_SPECIAL);
    expect(statusEffects.slice(0, 2)).toEqual([
      { id: "exposed", name: "N.exposed", img: "exposed.svg", duration: { rounds: 1 } },
      { id: "dead", name: "N.dead", img: "dead.svg" },
    ]);
  });

  it("adds a fallback only for a special status the ruleset lacks", () => {
    const { statusEffects } = statusConfig({ statuses: [spec("dead")] }, V13_SPECIAL);
    expect(statusEffects.filter((s) => s.id === "dead")).toEqual([{ id: "dead", name: "N.dead", img: "dead.svg" }]);
    expect(statusEffects.find((s) => s.id === "invisible")).toEqual({ id: "invisible", ...SPECIAL_STATUS_FALLBACKS.INVISIBLE });
    expect(statusEffects).toHaveLength(6);
  });

  it("lets the ruleset's mapping replace core's id, so no second status for it appears", () => {
    const { statusEffects, specialStatusEffects } = statusConfig({ statuses: [spec("blinded")], specialStatuses: { BLIND: "blinded" } }, V13_SPECIAL);
    expect(specialStatusEffects.BLIND).toBe("blinded");
    expect(statusEffects.map((s) => s.id)).not.toContain("blind");
    expect(statusEffects.filter((s) => s.id === "blinded")).toHaveLength(1);
  });

  it("adds one entry when two special keys share an id, and none for a key it has no name for", () => {
    const { statusEffects } = statusConfig({ statuses: [] }, { DEFEATED: "down", HOVER: "down", PETRIFIED: "stone" });
    expect(statusEffects).toEqual([{ id: "down", ...SPECIAL_STATUS_FALLBACKS.DEFEATED }]);
  });

  it("names every fallback with a lang key that exists and one of our shipped icons", () => {
    for (const [key, fallback] of Object.entries(SPECIAL_STATUS_FALLBACKS)) {
      expect(langHas(fallback.name), key).toBe(true);
      expect(fallback.img).toMatch(/^systems\/manifold\/assets\/status\/[a-z-]+\.svg$/);
      expect(existsSync(fallback.img.replace("systems/manifold/", "")), fallback.img).toBe(true);
    }
  });
});
