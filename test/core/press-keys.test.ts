/** The words a card press may carry for its roll's edge, and how that edge joins the roll's own. */
import { describe, expect, it } from "vitest";
import { edgeArgs, pressedEdge } from "../../src/core/play/choices";
import type { Edge } from "../../src/core/dice/edge";
import { refusal } from "../play/table";

describe("a press's edge", () => {
  it("goes over the wire as one word of a fixed set, and comes back as the same edge", () => {
    for (const edge of [-1, 0, 1] as Edge[]) expect(pressedEdge(edgeArgs(edge))).toBe(edge);
    expect(edgeArgs(0)).toEqual({});
    expect(pressedEdge({ edge: "none" })).toBe(0);
  });

  it("any other word is refused, never read as none", async () => {
    for (const word of ["", "Advantage", "1", "-1", "constructor", "__proto__", "hasOwnProperty"]) expect(await refusal(() => pressedEdge({ edge: word }))).toBe("MANIFOLD.Query.Malformed");
  });

});
