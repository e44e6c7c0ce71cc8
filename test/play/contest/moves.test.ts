/**
 * Token moves and standing up as the canvas glue plays them (canvas.ts over play/move.ts): which
 * foes a move provokes, whether a foe can take the opportunity attack at all, and how far one
 * move goes against the mover's Speed. Squares are 1 m; a diagonal counts 1.
 */
import { describe, expect, it } from "vitest";
import { moveKind } from "../../../src/core/play/movement";
import { CONTEST_MOVES, moveStep, provokedAt, squaresOf, standUpStep, type MoveSnapshot, type Placed } from "../../../src/rulesets/contest/play/move";
import type { CombatantSystem } from "../../../src/rulesets/contest/rules/types";
import { combatant, weapon } from "../../rulesets/contest/fixtures";

const sword = weapon("Sword", { equipped: true, reach: 1 });
const spear = weapon("Spear", { equipped: true, reach: 2 });
const bow = weapon("Bow", { equipped: true, ranged: true, reach: 1 });

/** A foe (hostile) standing on `cell` with `weapons`, in the combat with a fresh round's AP. */
const foe = (id: string, x: number, y: number, over: Partial<Placed> = {}): Placed => ({
  id,
  cell: { x, y },
  disposition: -1,
  statuses: [],
  weapons: [sword],
  combatant: combatant(),
  ...over,
});

/** The hero (friendly) walks `path` among `others`; whose doing the move is, the movement ledger says. */
function move(path: [number, number][], others: Placed[], over: Partial<CombatantSystem> = {}, teleport = false, moverIsGM = true, onOwnTurn = true): MoveSnapshot {
  const cells = path.map(([x, y]) => ({ x, y }));
  const actions = path.slice(1).map(() => (teleport ? "blink" : "walk"));
  const kind = moveKind(CONTEST_MOVES, { distance: squaresOf(cells), actions, method: "dragging", moverIsGM, onTurn: onOwnTurn, playerOwned: true });
  return { mover: { id: "hero", disposition: 1, combatant: combatant(over) }, path: cells, kind, others };
}

describe("contest.oppo.2 / contest.oppo.3: moving through a foe's reach", () => {
  it("contest.oppo.2: walking into a foe's reach provokes it; walking about inside it does not", () => {
    const orc = foe("orc", 5, 5);
    expect(moveStep(move([[2, 5], [3, 5], [4, 5]], [orc])).provoked).toEqual(["orc"]);
    expect(moveStep(move([[4, 5], [4, 6], [4, 4]], [orc])).provoked).toEqual([]);
  });

  it("contest.oppo.2: leaving a spear's 2-square reach provokes; passing through two reaches provokes both once each", () => {
    expect(moveStep(move([[5, 3], [5, 2], [5, 1]], [foe("pike", 5, 5, { weapons: [spear] })])).provoked).toEqual(["pike"]);
    const both = moveStep(move([[0, 5], [1, 5], [2, 5], [3, 5], [4, 5], [5, 5], [6, 5], [7, 5], [8, 5]], [foe("a", 3, 6), foe("b", 6, 4)]));
    expect(both.provoked).toEqual(["a", "b"]);
  });

  it("contest.oppo.2: friends and neutral creatures are nobody's foes", () => {
    expect(moveStep(move([[2, 5], [4, 5]], [foe("ally", 5, 5, { disposition: 1 }), foe("cat", 5, 6, { disposition: 0 })])).provoked).toEqual([]);
    expect(moveStep(move([[2, 5], [4, 5]], [foe("secret", 5, 5, { disposition: -2 })])).provoked).toEqual(["secret"]);
  });

  it("contest.oppo.3: after Disengage the mover provokes nobody; a teleport provokes nobody", () => {
    const orc = foe("orc", 5, 5);
    expect(moveStep(move([[2, 5], [4, 5]], [orc], { disengaged: true })).provoked).toEqual([]);
    expect(moveStep(move([[2, 5], [4, 5]], [orc], {}, true)).provoked).toEqual([]);
  });

  it("contest.oppo.2: a GM moving a token off its creature's turn places it (the push a card told, a fall): nobody is provoked and no Speed is counted", () => {
    const orc = foe("orc", 5, 5);
    const pushed = moveStep(move([[2, 5], [3, 5], [4, 5], [5, 4], [6, 4], [7, 4], [8, 4], [9, 4]], [orc], {}, false, true, false));
    expect(pushed.provoked).toEqual([]);
    // The same walk on its own turn is its move (a player's off-turn walk the ledger refuses first).
    expect(moveStep(move([[2, 5], [3, 5], [4, 5]], [orc], {}, false, true, true)).provoked).toEqual(["orc"]);
    expect(moveStep(move([[2, 5], [3, 5], [4, 5]], [orc], {}, false, false, false)).provoked).toEqual(["orc"]);
  });

  it("contest.oppo.3: a player who names their walk a blink still walked: the orc is provoked; only a GM's blink places the token", () => {
    const orc = foe("orc", 5, 5);
    expect(moveStep(move([[2, 5], [4, 5]], [orc], {}, true, false)).provoked).toEqual(["orc"]);
    expect(moveStep(move([[2, 5], [4, 5]], [orc], {}, true, true)).provoked).toEqual([]);
  });

  it("contest.action.2: the Disengage mark, not the action, is what protects: a mover whose turn ended is exposed again", () => {
    expect(moveStep(move([[2, 5], [4, 5]], [foe("orc", 5, 5)], { disengaged: false })).provoked).toEqual(["orc"]);
  });
});

describe("contest.reaction.3: only a foe that can make the opportunity attack is asked", () => {
  it.each([
    ["with no AP left", { combatant: combatant({ ap: 0 }) }],
    ["after its two attacks this round", { combatant: combatant({ attacks: 2 }) }],
    ["while surprised", { combatant: combatant({ surprised: true }) }],
    ["when Unconscious", { statuses: ["unconscious", "prone"] }],
    ["holding only a bow (an opportunity attack is a melee Strike)", { weapons: [bow] }],
    ["holding no weapon", { weapons: [] }],
  ])("contest.reaction.3: a foe %s is not prompted", (_name, over) => {
    expect(moveStep(move([[2, 5], [4, 5]], [foe("orc", 5, 5, over)])).provoked).toEqual([]);
  });

  it("contest.reaction.3: a foe outside the combat, or off its turn with AP to spare, is prompted", () => {
    expect(moveStep(move([[2, 5], [4, 5]], [foe("orc", 5, 5, { combatant: null })])).provoked).toEqual(["orc"]);
    expect(moveStep(move([[2, 5], [4, 5]], [foe("orc", 5, 5, { combatant: combatant({ ap: 1, attacks: 1 }) })])).provoked).toEqual(["orc"]);
  });
});

describe("contest.init.6: squares of a move", () => {
  it("contest.init.6: a move's squares count a diagonal as 1", () => {
    expect(squaresOf([[0, 0], [1, 1], [2, 2], [3, 3], [4, 4], [5, 5]].map(([x, y]) => ({ x: x!, y: y! })))).toBe(5);
    expect(squaresOf([{ x: 0, y: 0 }, { x: 6, y: 0 }, { x: 6, y: 2 }])).toBe(8);
    expect(squaresOf([{ x: 3, y: 3 }])).toBe(0);
  });

  it("contest.oppo.6: an undone move provokes nobody", () => {
    expect(moveStep({ ...move([[2, 5], [4, 5]], [foe("orc", 5, 5)]), kind: "undo" }).provoked).toEqual([]);
  });
});

describe("contest.oppo.5: standing up from Prone", () => {
  const me = { id: "hero", disposition: 1, cell: { x: 5, y: 5 } };
  const others = [foe("orc", 6, 5), foe("far", 9, 9), foe("pike", 5, 7, { weapons: [spear] })];

  it("contest.oppo.5: taking Prone off provokes the foes whose reach the creature is in", () => {
    expect(standUpStep({ me, removed: ["prone"], remaining: [], cameWithParent: false, others })).toEqual(["orc", "pike"]);
  });

  it("contest.oppo.5: waking from Unconscious, or still lying down, is not standing up", () => {
    expect(standUpStep({ me, removed: ["prone"], remaining: [], cameWithParent: true, others })).toEqual([]);
    expect(standUpStep({ me, removed: ["prone"], remaining: ["unconscious"], cameWithParent: false, others })).toEqual([]);
    expect(standUpStep({ me, removed: ["dazed"], remaining: ["prone"], cameWithParent: false, others })).toEqual([]);
  });

  it("contest.oppo.4: a cast provokes the same foes, less the one that cannot strike", () => {
    expect(provokedAt(me, [...others, foe("tired", 4, 4, { combatant: combatant({ ap: 0 }) })])).toEqual(["orc", "pike"]);
  });
});
