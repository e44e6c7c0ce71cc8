import { beforeAll, describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { pathToFileURL } from "node:url";
import { installStandins, type Recorded } from "./standins";

/** Smoke test of the built bundle in a world whose ruleset is Wound Track (recorded stand-ins). */
let recorded: Recorded;

beforeAll(async () => {
  if (!existsSync("dist/manifold.mjs")) execFileSync("node", ["scripts/build.mjs"], { stdio: "inherit" });
  recorded = installStandins({ "manifold.ruleset": "woundtrack" });
  await import(/* @vite-ignore */ pathToFileURL("dist/manifold.mjs").href + `?woundtrack=${Date.now()}`);
  for (const init of recorded.hooks.get("init") ?? []) init();
});

describe("init smoke test, Wound Track world (built bundle, recorded stand-ins)", () => {
  const cfg = () => globalThis as unknown as { CONFIG: { Dice: { rolls: { name: string }[] }; statusEffects: { id: string }[]; specialStatusEffects: Record<string, string>; time: { roundTime: number } }; game: { system: { primaryTokenAttribute?: string; secondaryTokenAttribute?: string | null } } };

  it("offers Wound Track in the ruleset setting, with its two check formulas as world settings", () => {
    expect(recorded.settings.get("manifold.ruleset")?.choices).toHaveProperty("woundtrack");
    expect(recorded.settings.get("manifold.woundtrackStandardCheck")).toMatchObject({ scope: "world", default: "1d10 - 1d10" });
    expect(recorded.settings.get("manifold.woundtrackWildCheck")).toMatchObject({ scope: "world", default: "1d10x - 1d10x" });
  });

  it("uses Wound Track's conditions, stamina and mana token bars and its 15-second round", () => {
    const ids = cfg().CONFIG.statusEffects.map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining(["lightlyWounded", "fatallyWounded", "dying", "unconscious", "helpless", "immobile", "prone", "crouching", "pinned", "exhausted", "staggered", "surprised", "dead"]));
    expect(cfg().CONFIG.specialStatusEffects.DEFEATED).toBe("dead");
    expect(cfg().game.system.primaryTokenAttribute).toBe("stamina");
    expect(cfg().game.system.secondaryTokenAttribute).toBe("mana");
    expect(cfg().CONFIG.time.roundTime).toBe(15);
  });

  it("puts its token ruler in place: the ruler shows the AP a drag costs", () => {
    const token = (globalThis as unknown as { CONFIG: { Token: { rulerClass?: { WAYPOINT_LABEL_TEMPLATE?: string } } } }).CONFIG.Token;
    expect(token.rulerClass?.WAYPOINT_LABEL_TEMPLATE).toBe("systems/manifold/templates/shared/combat/waypoint-label.hbs");
  });

  it("registers the difficult-terrain Region behavior system.json declares, its terrain and the cost of another", () => {
    const config = (globalThis as unknown as { CONFIG: { RegionBehavior: { dataModels: Record<string, { defineSchema(): Record<string, unknown> }>; typeIcons: Record<string, string> } } }).CONFIG.RegionBehavior;
    const model = config.dataModels.woundtrackTerrain;
    expect(model).toBeTypeOf("function");
    expect(Object.keys(model!.defineSchema())).toEqual(["kind", "cost"]);
    expect(config.typeIcons.woundtrackTerrain).toMatch(/^fa-/);
  });

  it("registers the check roll and Wound Track's sheets, and preloads its card and dialog", () => {
    expect(cfg().CONFIG.Dice.rolls.map((r) => r.name)).toContain("WoundCheckRoll");
    const types = recorded.sheets.flatMap((s) => s.types);
    expect(types).toEqual(expect.arrayContaining(["woundtrackCharacter", "woundtrackNpc", "woundtrackWeapon", "woundtrackArmor", "woundtrackAction"]));
    expect(recorded.templates).toEqual(expect.arrayContaining(["systems/manifold/templates/woundtrack/chat/attack-card.hbs", "systems/manifold/templates/woundtrack/dialog/attack.hbs"]));
  });
});
