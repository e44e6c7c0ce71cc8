/**
 * A press read off the wire (src/core/play/request.ts), cell by cell: each bound and each field,
 * with the `what` its refusal names, so a forged press is refused for the reason it is forged.
 */
import { describe, expect, it } from "vitest";
import { RuleError } from "../../../src/core/errors";
import { parseArgs, parseCardRequest, parseFaces } from "../../../src/core/play/request";

const ok = { messageId: "abcdefghij012345", action: "rollDamage" };
function what(run: () => unknown): unknown {
  try {
    run();
    return null;
  } catch (err) {
    if (!(err instanceof RuleError)) throw err;
    expect(err.key).toBe("MANIFOLD.Query.Malformed");
    return err.data.what;
  }
}

describe("parseCardRequest", () => {
  it("reads a press with its defaults", () => {
    expect(parseCardRequest(ok)).toEqual({ ...ok, args: {}, faces: [] });
  });
  it.each([
    ["not an object", "x", "request"],
    ["an array", [], "request"],
    ["null", null, "request"],
    ["an unknown field", { ...ok, userId: "gm" }, "userId"],
    ["a short id", { ...ok, messageId: "abc" }, "messageId"],
    ["an id with more before it", { ...ok, messageId: "!abcdefghij012345" }, "messageId"],
    ["an id with more after it", { ...ok, messageId: "abcdefghij012345!" }, "messageId"],
    ["a number id", { ...ok, messageId: 7 }, "messageId"],
    ["an action with a space", { ...ok, action: "roll Damage" }, "action"],
    ["an action with more before it", { ...ok, action: "1roll" }, "action"],
    ["an action with more after it", { ...ok, action: "roll1" }, "action"],
    ["an empty action", { ...ok, action: "" }, "action"],
    ["an action of 41 letters", { ...ok, action: "a".repeat(41) }, "action"],
  ])("%s is refused naming %j", (_w, raw, named) => {
    expect(what(() => parseCardRequest(raw))).toBe(named);
  });
  it("an action of 40 letters is read", () => expect(parseCardRequest({ ...ok, action: "a".repeat(40) }).action).toBe("a".repeat(40)));
});

describe("parseArgs", () => {
  it("reads up to 8 words of up to 60 characters", () => {
    const eight = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`k${"abcdefgh"[i]}`, "x".repeat(60)]));
    expect(parseArgs(eight)).toEqual(eight);
  });
  it.each([
    ["a list", ["a"], "args"],
    ["null", null, "args"],
    ["nine words", Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`k${"abcdefghi"[i]}`, "x"])), "args"],
    ["a key with a digit", { k1: "x" }, "args.k1"],
    ["a key with more before it", { "_k": "x" }, "args._k"],
    ["a key of 31 letters", { ["k".repeat(31)]: "x" }, `args.${"k".repeat(31)}`],
    ["a number value", { k: 3 }, "args.k"],
    ["a value of 61 characters", { k: "x".repeat(61) }, "args.k"],
  ])("%s is refused naming %j", (_w, raw, named) => {
    expect(what(() => parseArgs(raw))).toBe(named);
  });
});

describe("parseFaces", () => {
  it("reads up to 120 rolls of 1 to 4 faces from 1 to 1000", () => {
    expect(parseFaces([[1], [1000, 2, 3, 4]])).toEqual([[1], [1000, 2, 3, 4]]);
    expect(parseFaces(Array.from({ length: 120 }, () => [5]))).toHaveLength(120);
  });
  it.each([
    ["not a list", "1", "faces"],
    ["121 rolls", Array.from({ length: 121 }, () => [5]), "faces"],
    ["a roll that is not a list", [5], "faces"],
    ["an empty roll", [[]], "faces"],
    ["a roll of five faces", [[1, 2, 3, 4, 5]], "faces"],
    ["a face of 0", [[0]], "faces"],
    ["a face of 1001", [[1001]], "faces"],
    ["a fraction", [[2.5]], "faces"],
  ])("%s is refused naming %j", (_w, raw, named) => {
    expect(what(() => parseFaces(raw))).toBe(named);
  });
});
