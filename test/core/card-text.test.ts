import { describe, expect, it } from "vitest";
import { pluralKey } from "../../src/core/plural";
import { remainingPools, targetPoolView } from "../../src/core/play/remaining";
import en from "../../lang/en.json";

describe("pluralKey", () => {
  it("picks the lang key of the count's plural form, so 1 reads Success and 2 Successes", () => {
    expect(pluralKey("MANIFOLD.Roll.SuccessCount", 1)).toBe("MANIFOLD.Roll.SuccessCount.one");
    expect(pluralKey("MANIFOLD.Roll.SuccessCount", 2)).toBe("MANIFOLD.Roll.SuccessCount.other");
    expect(pluralKey("MANIFOLD.Roll.SuccessCount", 0)).toBe("MANIFOLD.Roll.SuccessCount.other");
  });
  it("follows the language's own forms", () => {
    expect(pluralKey("X", 3, "pl")).toBe("X.few");
  });
  it("en has a key for every English form", () => {
    const forms = new Intl.PluralRules("en").resolvedOptions().pluralCategories;
    for (const f of forms) expect(en.MANIFOLD.Roll.SuccessCount).toHaveProperty(f);
  });
});

describe("remainingPools", () => {
  const entry = (path: string, before: unknown, after: unknown, side: "attacker" | "defender" = "defender") => ({ side, doc: "actor" as const, path, before, after });
  it("reads the target's pools from what Apply wrote", () => {
    expect(remainingPools({ applied: true, entries: [entry("system.health.value", 10, 6)] })).toEqual([{ pool: "MANIFOLD.Card.Pool.health", before: 10, after: 6 }]);
    expect(remainingPools({ applied: true, entries: [entry("system.aura.value", 20, 14)] })).toEqual([{ pool: "MANIFOLD.Card.Pool.aura", before: 20, after: 14 }]);
  });
  it("shows nothing before Apply, nor the attacker's pools, nor fields that are not pools", () => {
    expect(remainingPools({ applied: false, entries: [entry("system.health.value", 10, 6)] })).toEqual([]);
    expect(remainingPools({ applied: true, entries: [entry("system.stamina.value", 5, 4, "attacker"), entry("system.death.unconscious", "", "stamina")] })).toEqual([]);
  });
});

describe("targetPoolView", () => {
  const live = { pool: "MANIFOLD.Card.Pool.aura", value: 9, max: 20 };
  const applied = { applied: true, entries: [{ side: "defender" as const, doc: "actor" as const, path: "system.aura.value", before: 12, after: 9 }] };
  it("shows the pool as it stands until Apply, then before and after instead", () => {
    expect(targetPoolView({ applied: false, entries: [] }, true, live)).toEqual({ remaining: [], pool: live });
    expect(targetPoolView(applied, true, live)).toEqual({ remaining: [{ pool: "MANIFOLD.Card.Pool.aura", before: 12, after: 9 }], pool: null });
  });
  it("shows nothing to a user who may not see the target", () => {
    expect(targetPoolView(applied, false, live)).toEqual({ remaining: [], pool: null });
  });
});
