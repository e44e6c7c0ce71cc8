import { describe, expect, it } from "vitest";
import { arr, bool, choice, defaults, fieldAt, int, leafPaths, maybe, obj, str, validate, validateUpdate } from "../../src/core/schema";

const spec = {
  level: int(1, 1, 20),
  name: str("x", { blank: false }),
  size: choice(["small", "medium"], "medium"),
  flag: bool(),
  stats: obj({ str: int(5, 0, 10) }),
  tags: arr(str(), 2),
  card: maybe({ anything: bool(false) }),
};

describe("schema DSL", () => {
  it("fills defaults for every field", () => {
    expect(defaults(spec)).toEqual({ level: 1, name: "x", size: "medium", flag: false, stats: { str: 5 }, tags: [], card: null });
  });

  it("accepts valid data and reports each bad value with its lang key", () => {
    expect(validate(spec, { level: 3, stats: { str: 10 }, tags: ["a"] })).toEqual([]);
    const keys = validate(spec, { level: 0, name: "", size: "huge", flag: "yes", stats: { str: 2.5 }, tags: ["a", "b", "c"], extra: 1 }).map((i) => i.key);
    expect(keys).toEqual([
      "MANIFOLD.Validation.Min",
      "MANIFOLD.Validation.Blank",
      "MANIFOLD.Validation.Choice",
      "MANIFOLD.Validation.Boolean",
      "MANIFOLD.Validation.Integer",
      "MANIFOLD.Validation.ArrayMax",
      "MANIFOLD.Validation.Unknown",
    ]);
  });

  it("keeps preserved data out of validation", () => {
    expect(validate(spec, { _preserved: { anything: 1 } })).toEqual([]);
  });

  it("validates a flat sheet update by path, ignoring non-system keys", () => {
    expect(validateUpdate(spec, { name: "ok", "system.level": 5 })).toEqual([]);
    const issues = validateUpdate(spec, { "system.stats.str": 11, "system.nope": 1 });
    expect(issues.map((i) => [i.path, i.key])).toEqual([
      ["stats.str", "MANIFOLD.Validation.Max"],
      ["nope", "MANIFOLD.Validation.Unknown"],
    ]);
  });

  it("finds fields by dotted path, through arrays", () => {
    expect(fieldAt(spec, "stats.str")).toEqual(int(5, 0, 10));
    expect(fieldAt(spec, "tags.1")?.kind).toBe("string");
    expect(fieldAt(spec, "stats.dex")).toBeUndefined();
    expect(leafPaths(spec)).toContain("stats.str");
  });
});
