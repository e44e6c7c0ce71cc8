/** Modifiers as every sheet, dialog and card writes them: a plus, or a true minus sign. */
import { describe, expect, it } from "vitest";
import { signed } from "../../src/core/roll-dialog";

describe("signed", () => {
  it.each([
    [3, "+3"],
    [0, "+0"],
    [-1, "\u22121"],
    [-12, "\u221212"],
  ])("%i reads %s", (n, text) => {
    expect(signed(n)).toBe(text);
    expect(signed(n)).not.toContain("-");
  });
});
