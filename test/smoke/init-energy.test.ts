import { beforeAll, describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { pathToFileURL } from "node:url";
import { installStandins, type Recorded } from "./standins";

/** Smoke test of the built bundle in a world whose ruleset is Energy & Aura (recorded stand-ins). */
let recorded: Recorded;

beforeAll(async () => {
  if (!existsSync("dist/manifold.mjs")) execFileSync("node", ["scripts/build.mjs"], { stdio: "inherit" });
  recorded = installStandins({ "manifold.ruleset": "energy" });
  await import(/* @vite-ignore */ pathToFileURL("dist/manifold.mjs").href + `?energy=${Date.now()}`);
  for (const init of recorded.hooks.get("init") ?? []) init();
});

describe("init smoke test, energy world (built bundle, recorded stand-ins)", () => {
  const cfg = () => globalThis as unknown as { CONFIG: { Dice: { rolls: { name: string }[] }; statusEffects: { id: string }[]; time: { roundTime: number } }; game: { system: { primaryTokenAttribute?: string; secondaryTokenAttribute?: string | null } } };
  it("offers energy in the ruleset setting and registers its initiative formula setting", () => {
    expect(recorded.settings.get("manifold.ruleset")?.choices).toHaveProperty("energy");
    expect(recorded.settings.get("manifold.energyInitiativeFormula")?.default).toBe("1d20 + @initiative");
  });
  it("uses the energy conditions, Aura token bars and 5-second rounds", () => {
    expect(cfg().CONFIG.statusEffects.map((s) => s.id)).toEqual(expect.arrayContaining(["exposed", "unguarded", "dazed", "restrained", "exhausted"]));
    expect(cfg().CONFIG.statusEffects.map((s) => s.id)).not.toContain("braced");
    expect(cfg().game.system.primaryTokenAttribute).toBe("aura");
    expect(cfg().game.system.secondaryTokenAttribute).toBe("stamina");
    expect(cfg().CONFIG.time.roundTime).toBe(5);
  });
  it("maps core's BLIND to the energy Blinded condition instead of adding a second blind status", () => {
    const config = (globalThis as unknown as { CONFIG: { statusEffects: { id: string }[]; specialStatusEffects: Record<string, string> } }).CONFIG;
    const ids = config.statusEffects.map((s) => s.id);
    expect(config.specialStatusEffects).toMatchObject({ DEFEATED: "dead", BLIND: "blinded" });
    expect(ids).not.toContain("blind");
    for (const id of Object.values(config.specialStatusEffects)) expect(ids, id).toContain(id);
  });
  it("registers the exploding defence roll beside the roll-under roll", () => {
    expect(cfg().CONFIG.Dice.rolls.map((r) => r.name)).toEqual(expect.arrayContaining(["ExplodingRoll", "RollUnderRoll"]));
  });
});
