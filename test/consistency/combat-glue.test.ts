/**
 * The combat glue's answers to what core v13 does behind it, read from the overrides themselves:
 * Foundry is not here to run them, and each answer is one line that a change could lose.
 * - Core builds the tracker's context entries once, when the tracker first renders, often before
 *   any combat has a combatant: they must come from the world's ruleset.
 * - Core's Combat#setupTurns raises the round when the turn index passes the number of combatants
 *   (Nimble-Co/FoundryVTT-Nimble PR #763): with second turns the list is longer, so the round is
 *   kept as well as the turn.
 * - A turn core passes over (context.skipped) must not move the combat on again.
 * - The active GM's move hooks work on the moved token's own scene: the GM may be viewing another.
 * - Every token move goes through the one movement ledger: its hooks are the only move hooks, the
 *   mover is the user the server names, and only the client that answers for the move records it.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const between = (file: string, from: string, to: string) => {
  const source = readFileSync(file, "utf8");
  return source.slice(source.indexOf(from), source.indexOf(to, source.indexOf(from)));
};

describe("the combat glue against core v13", () => {
  it("the tracker's context entries come from the world's ruleset, each finding the combat viewed when opened", () => {
    const body = between("src/foundry/combat/tracker.ts", "_getEntryContextOptions()", "_onRender(");
    expect(body).toContain("activeRuleset()?.combat");
    expect(body).not.toMatch(/combatants\.contents\[0\]/);
    expect(body).toMatch(/const find = \(li: HTMLElement\) => viewedCombat\(this\)/);
  });

  it("setupTurns keeps the round as well as the turn when a scheme arranges the turns", () => {
    const body = between("src/foundry/documents/combat.ts", "override setupTurns()", "protected override _onUpdate");
    expect(body).toMatch(/const \{ turn, round \} = this;\s+super\.setupTurns\(\);/);
    expect(body).toContain("this.round = round;");
  });

  it("a turn core reports as skipped gets no reminder and no second skip", () => {
    const body = between("src/foundry/documents/combat.ts", "_onStartTurn(", "_onDelete(");
    expect(body.indexOf("if (context?.skipped) return;")).toBeGreaterThan(-1);
    expect(body.indexOf("if (context?.skipped) return;")).toBeLessThan(body.indexOf("this.nextTurn()"));
  });

  it("Contest's move and stand-up prompts read the token's own scene, never the canvas this client views", () => {
    const source = readFileSync("src/rulesets/contest/canvas.ts", "utf8");
    expect(source).not.toMatch(/\bcanvas[?!]?\./);
    expect(source).toContain("const scene = doc.parent;");
  });

  it("the movement ledger's hooks are the only move hooks, and only the answering client records a move", () => {
    const files = (dir: string): string[] => readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : [join(dir, f)]));
    const hooking = files("src").filter((f) => f.endsWith(".ts") && /onHook\("(pre)?[mM]oveToken"/.test(readFileSync(f, "utf8")));
    // Outside a combat there is no ledger: only the Grapple hold, which stands back for a combatant.
    expect(hooking).toEqual([join("src", "foundry", "movement.ts"), join("src", "rulesets", "contest", "grapple.ts")]);
    expect(between("src/rulesets/contest/grapple.ts", 'onHook("preMoveToken"', "const verdict")).toContain("|| combatantFor(doc)) return undefined;");
    const body = between("src/foundry/movement.ts", 'onHook("moveToken"', "\n  });");
    expect(body).toContain("const [doc, movement, , user] = args");
    expect(body).toMatch(/if \(game\.user\?\.id !== answersFor\(game\.users\?\.activeGM\?\.id \?\? null, user\.id\)\) return;/);
    expect(body).toContain("!!user.isGM");
    expect(body.indexOf("answersFor(")).toBeLessThan(body.indexOf("recordMove("));
  });
});
