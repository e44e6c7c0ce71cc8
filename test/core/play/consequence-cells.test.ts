/** Which updates wake the consequence step: a watched path, its parent or its child; nothing else. */
import { describe, expect, it } from "vitest";
import { touches } from "../../../src/core/play/consequence";

const rules = { watched: ["system.hp.value", "system.death"] };

describe("touches", () => {
  it.each([
    [["system.hp.value"], true],
    [["system.hp"], true],
    [["system"], true],
    [["system.death.owed"], true],
    [["system.death"], true],
    [["system.name", "system.hp.value"], true],
  ] as const)("%j touches a watched pool", (paths, hit) => {
    expect(touches(rules, paths)).toBe(hit);
  });

  it.each([
    [[]],
    [["system.hp.max"]],
    [["system.hpx.value"]],
    [["system.deathly"]],
    [["system.value"]],
    [["name", "img"]],
  ] as const)("%j touches none", (paths) => {
    expect(touches(rules, paths)).toBe(false);
  });
});
