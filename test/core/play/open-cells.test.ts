/**
 * An attack read off the wire and checked against what the deciding client knows
 * (src/core/play/open.ts), cell by cell: each field with the `what` its refusal names, and each
 * fact that refuses an attack its sender could not have made honestly.
 */
import { describe, expect, it } from "vitest";
import { RuleError } from "../../../src/core/errors";
import { checkOpen, parseOpenRequest, type OpenFacts, type TargetFacts } from "../../../src/core/play/open";

const ok = { attacker: "Actor.hero", targets: ["Scene.s.Token.t"] };
function refused(run: () => unknown): { key: string; what: unknown } | null {
  try {
    run();
    return null;
  } catch (err) {
    if (!(err instanceof RuleError)) throw err;
    return { key: err.key, what: err.data.what };
  }
}

describe("parseOpenRequest", () => {
  it("reads an attack with its defaults, each target once", () => {
    expect(parseOpenRequest({ ...ok, targets: ["Scene.s.Token.t", "Scene.s.Token.t"] })).toEqual({ attacker: "Actor.hero", item: "", targets: ["Scene.s.Token.t"], how: {}, choices: {}, faces: [] });
    expect(parseOpenRequest({ ...ok, item: "a".repeat(16), how: { way: "x".repeat(40) }, targets: Array.from({ length: 12 }, (_, i) => `Actor.t${i}`) }).targets).toHaveLength(12);
  });
  it.each([
    ["not an object", "x", "request"],
    ["a list", [], "request"],
    ["an unknown field", { ...ok, sender: "gm" }, "sender"],
    ["no attacker", { targets: ok.targets }, "attacker"],
    ["an attacker with a slash", { ...ok, attacker: "Actor/x" }, "attacker"],
    ["an attacker with more before it", { ...ok, attacker: " Actor.hero" }, "attacker"],
    ["an attacker with more after it", { ...ok, attacker: "Actor.hero " }, "attacker"],
    ["an item of 17 letters", { ...ok, item: "a".repeat(17) }, "item"],
    ["an item with more before it", { ...ok, item: "-abc" }, "item"],
    ["an item with more after it", { ...ok, item: "abc-" }, "item"],
    ["a number item", { ...ok, item: 5 }, "item"],
    ["no targets", { ...ok, targets: [] }, "targets"],
    ["13 targets", { ...ok, targets: Array.from({ length: 13 }, (_, i) => `Actor.t${i}`) }, "targets"],
    ["a target that is not text", { ...ok, targets: ["Actor.a", 3] }, "targets"],
    ["a target with a space", { ...ok, targets: ["Actor a"] }, "targets"],
    ["how as a list", { ...ok, how: ["x"] }, "how"],
    ["how with a number", { ...ok, how: { way: 3 } }, "how"],
    ["how with 41 letters", { ...ok, how: { way: "x".repeat(41) } }, "how"],
    ["choices as a list", { ...ok, choices: [] }, "choices"],
    ["choices over 4000 characters", { ...ok, choices: { note: "x".repeat(4000) } }, "choices"],
  ])("%s is refused naming %j", (_w, raw, what) => {
    expect(refused(() => parseOpenRequest(raw))).toEqual({ key: "MANIFOLD.Query.Malformed", what });
  });
});

describe("checkOpen", () => {
  const target = (over: Partial<TargetFacts> = {}): TargetFacts => ({ isToken: true, hidden: false, withAttacker: true, targeted: true, ...over });
  const facts = (over: Partial<OpenFacts> = {}): OpenFacts => ({ senderIsGM: false, attackerIsActor: true, senderOwnsAttacker: true, itemMissing: false, targets: [target()], ...over });
  const key = (f: OpenFacts) => refused(() => checkOpen(f))?.key ?? null;

  it("an honest player's attack passes; a target this client cannot see into (targeted unknown) passes", () => {
    expect(key(facts())).toBeNull();
    expect(key(facts({ targets: [target({ targeted: null })] }))).toBeNull();
  });
  it.each([
    ["an attacker that is no actor", facts({ attackerIsActor: false }), "MANIFOLD.Query.NotAnActor"],
    ["someone else's actor", facts({ senderOwnsAttacker: false }), "MANIFOLD.Query.NotYours"],
    ["an item it does not hold", facts({ itemMissing: true }), "MANIFOLD.Query.NoItem"],
    ["a target that is no token", facts({ targets: [target({ isToken: false })] }), "MANIFOLD.Query.NotATarget"],
    ["a hidden target", facts({ targets: [target({ hidden: true })] }), "MANIFOLD.Query.NotATarget"],
    ["a target on another scene", facts({ targets: [target({ withAttacker: false })] }), "MANIFOLD.Query.NotATarget"],
    ["a target it did not target", facts({ targets: [target({ targeted: false })] }), "MANIFOLD.Query.NotATarget"],
  ])("%s is refused", (_w, f, k) => {
    expect(key(f)).toBe(k);
  });
  it("a GM may use any actor at any token, hidden or untargeted, but not an actor that is none, a missing item or a non-token", () => {
    const gm = (over: Partial<OpenFacts>) => facts({ senderIsGM: true, senderOwnsAttacker: false, ...over });
    expect(key(gm({ targets: [target({ hidden: true, withAttacker: false, targeted: false })] }))).toBeNull();
    expect(key(gm({ attackerIsActor: false }))).toBe("MANIFOLD.Query.NotAnActor");
    expect(key(gm({ itemMissing: true }))).toBe("MANIFOLD.Query.NoItem");
    expect(key(gm({ targets: [target({ isToken: false })] }))).toBe("MANIFOLD.Query.NotATarget");
  });
});
