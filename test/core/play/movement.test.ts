/**
 * The movement ledger's own decisions, cell by cell: whose doing a move is, and what a move before
 * it is made earns. The rulesets' ledgers are played in test/play/<id>/ledger.test.ts.
 */
import { describe, expect, it } from "vitest";
import type { RuleError } from "../../../src/core/errors";
import { moveKind, moveVerdict, type MoveFacts, type MoveRules } from "../../../src/core/play/movement";

const facts = (over: Partial<MoveFacts> = {}): MoveFacts => ({ distance: 2, actions: ["walk"], method: "dragging", moverIsGM: false, onTurn: true, playerOwned: true, ...over });

/** A ledger of plain numbers: `left` feet, blocked when it says so. */
const rules = (turns: boolean): MoveRules<{ left: number; blocked: string | null }> => ({
  turns,
  read: () => ({ left: 0, blocked: null }),
  left: (l) => l.left,
  blocked: (l) => l.blocked,
  record: () => ({ changes: {}, notices: [] }),
  allow: { actor: {}, combatant: {}, item: {}, statuses: new Set() },
  words: { tooFar: "too far", past: "past" },
});

describe("moveKind: whose doing a move is", () => {
  it.each([
    ["a player's walk on the turn", {}, "willing"],
    ["a player's walk off the turn (the verdict refuses it)", { onTurn: false }, "willing"],
    ["a player naming it a blink", { actions: ["blink"] }, "willing"],
    ["a player naming it a displacement", { actions: ["walk", "displace"] }, "willing"],
    ["a GM's walk on the creature's turn", { moverIsGM: true }, "willing"],
    ["a GM's walk off its turn: a push, a fall, a placing", { moverIsGM: true, onTurn: false }, "forced"],
    ["a GM's blink on its turn", { moverIsGM: true, actions: ["blink"] }, "forced"],
    ["a GM's displacement on its turn", { moverIsGM: true, actions: ["walk", "displace"] }, "forced"],
    ["an undo by anyone", { method: "undo", moverIsGM: true, onTurn: false }, "undo"],
    ["a player's undo", { method: "undo" }, "undo"],
  ] as const)("with turns, %s is %s", (_name, over, kind) => {
    expect(moveKind(rules(true), facts(over))).toBe(kind);
  });

  it.each([
    ["a GM walking a player's creature", { moverIsGM: true, onTurn: false }, "forced"],
    ["a GM walking its own creature", { moverIsGM: true, onTurn: false, playerOwned: false }, "willing"],
    ["a GM's displacement of its own creature", { moverIsGM: true, playerOwned: false, actions: ["displace"] }, "forced"],
    ["a player walking their creature", { onTurn: false }, "willing"],
  ] as const)("without turns, %s is %s", (_name, over, kind) => {
    expect(moveKind(rules(false), facts(over))).toBe(kind);
  });
});

describe("moveVerdict: what a move earns before it is made", () => {
  const key = (e: RuleError | null) => (e ? [e.key, e.data] : null);

  it("a willing move within what is left passes, up to the last unit", () => {
    expect(moveVerdict(rules(true), { left: 2, blocked: null }, facts())).toBeNull();
    expect(key(moveVerdict(rules(true), { left: 1, blocked: null }, facts()))).toEqual(["too far", { distance: 2, left: 1 }]);
  });

  it("with turns, off the creature's turn comes first; then what stops it; then the distance", () => {
    expect(key(moveVerdict(rules(true), { left: 0, blocked: "held" }, facts({ onTurn: false })))).toEqual(["MANIFOLD.Move.NotYourTurn", {}]);
    expect(key(moveVerdict(rules(true), { left: 0, blocked: "held" }, facts()))).toEqual(["held", {}]);
    expect(key(moveVerdict(rules(false), { left: 5, blocked: null }, facts({ onTurn: false })))).toBeNull();
  });

  it("a forced move and an undo earn nothing, whatever is left", () => {
    expect(moveVerdict(rules(true), { left: 0, blocked: "held" }, facts({ moverIsGM: true, onTurn: false }))).toBeNull();
    expect(moveVerdict(rules(true), { left: 0, blocked: "held" }, facts({ method: "undo" }))).toBeNull();
  });

  it("a distance that is no distance is refused", () => {
    for (const distance of [-1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(key(moveVerdict(rules(true), { left: 99, blocked: null }, facts({ distance })))).toEqual(["MANIFOLD.Query.Malformed", { what: "distance" }]);
    }
    expect(moveVerdict(rules(true), { left: 0, blocked: null }, facts({ distance: 0 }))).toBeNull();
  });
});
