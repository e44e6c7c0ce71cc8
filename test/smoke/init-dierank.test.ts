import { beforeAll, describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { pathToFileURL } from "node:url";
import { installStandins, type Recorded } from "./standins";

/** Smoke test of the built bundle in a world whose ruleset is Die Rank (recorded stand-ins). */
let recorded: Recorded;

beforeAll(async () => {
  if (!existsSync("dist/manifold.mjs")) execFileSync("node", ["scripts/build.mjs"], { stdio: "inherit" });
  recorded = installStandins({ "manifold.ruleset": "dierank" });
  await import(/* @vite-ignore */ pathToFileURL("dist/manifold.mjs").href + `?dierank=${Date.now()}`);
  for (const init of recorded.hooks.get("init") ?? []) init();
});

describe("init smoke test, Die Rank world (built bundle, recorded stand-ins)", () => {
  const cfg = () => globalThis as unknown as { CONFIG: { Dice: { rolls: { name: string }[] }; statusEffects: { id: string }[]; specialStatusEffects: Record<string, string>; time: { roundTime: number } }; game: { system: { primaryTokenAttribute?: string; secondaryTokenAttribute?: string | null } } };

  it("offers Die Rank in the ruleset setting", () => {
    expect(recorded.settings.get("manifold.ruleset")?.choices).toHaveProperty("dierank");
  });

  it("uses Die Rank's conditions, HP and MP token bars and its round", () => {
    const ids = cfg().CONFIG.statusEffects.map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining(["prone", "helpless", "surprised", "stunned", "knockedOut", "badlyWounded", "mortallyWounded", "grabbed", "held", "holding", "dead", "unaware"]));
    expect(cfg().CONFIG.specialStatusEffects.DEFEATED).toBe("dead");
    expect(cfg().game.system.primaryTokenAttribute).toBe("hp");
    expect(cfg().game.system.secondaryTokenAttribute).toBe("mp");
    expect(cfg().CONFIG.time.roundTime).toBe(6);
  });

  it("registers the opposed die roll and Die Rank's sheets, and preloads its card and dialog", () => {
    expect(cfg().CONFIG.Dice.rolls.map((r) => r.name)).toContain("OpposedDieRoll");
    const types = recorded.sheets.flatMap((s) => s.types);
    expect(types).toEqual(expect.arrayContaining(["dierankCharacter", "dierankNpc", "dierankWeapon", "dierankShield", "dierankSpell"]));
    expect(recorded.templates).toEqual(expect.arrayContaining(["systems/manifold/templates/dierank/chat/attack-card.hbs", "systems/manifold/templates/dierank/dialog/attack.hbs"]));
  });
});
