/**
 * Contest moves through the movement ledger, as the token hooks run it (Table.move): squares
 * counted against Speed on the creature's turn, one more Speed per Dash, nothing counted for a
 * push or a GM's placing, and the opportunity prompt only for the creature's own move.
 */
import { describe, expect, it } from "vitest";
import { writeAlone } from "../../../src/core/play/execute";
import { ownAuthority } from "../../../src/core/play/consequence";
import { ACTION_ALLOW, sheetActionStep } from "../../../src/rulesets/contest/play/action";
import { moveStep, type Placed } from "../../../src/rulesets/contest/play/move";
import { roundStartStep } from "../../../src/rulesets/contest/play/turns";
import type { CombatantSystem } from "../../../src/rulesets/contest/rules/types";
import { combatant, weapon } from "../../rulesets/contest/fixtures";
import { refusal, type PlainActor } from "../table";
import { contestWorld } from "./world";
import { derivedOf } from "./people";

const pools = (a: PlainActor) => a.combatant as unknown as CombatantSystem;
const speedOf = (a: PlainActor) => (a.system as { speed: number }).speed;

/** ann's Hero, on its turn. */
function heroesTurn() {
  const w = contestWorld();
  w.t.turn = w.hero.uuid;
  return w;
}

/** Dash from the sheet: the action step's payment written by the hero's player. */
async function dash(w: ReturnType<typeof contestWorld>): Promise<void> {
  const result = sheetActionStep({ name: "Hero", speed: speedOf(w.hero), derived: derivedOf(w.hero), statuses: [], combatant: pools(w.hero), onOwnTurn: true }, "dash");
  await w.t.run("ann", (port) => writeAlone(port, w.hero, result.outcome, ACTION_ALLOW, ownAuthority(port, w.hero)));
}

describe("contest.init.6 / contest.action.1: the squares a creature moves in a round", () => {
  it("contest.init.6: on its turn Hero moves its Speed in squares, counted over several drags; one square more is refused and changes nothing", async () => {
    const w = heroesTurn();
    const speed = speedOf(w.hero);
    expect(await w.t.move("ann", w.hero, speed - 2)).toBe("willing");
    await w.t.move("ann", w.hero, 2);
    expect(pools(w.hero).moved).toBe(speed);
    const before = w.t.state();
    expect(await refusal(() => w.t.move("ann", w.hero, 1))).toBe("MANIFOLD.contest.Move.TooFar");
    expect(w.t.state()).toBe(before);
  });

  it("contest.action.1: a Dash gives one more move of Speed; the new round clears both", async () => {
    const w = heroesTurn();
    const speed = speedOf(w.hero);
    await w.t.move("ann", w.hero, speed);
    await dash(w);
    expect(pools(w.hero).dashes).toBe(1);
    await w.t.move("ann", w.hero, speed);
    expect(pools(w.hero).moved).toBe(2 * speed);
    expect(await refusal(() => w.t.move("ann", w.hero, 1))).toBe("MANIFOLD.contest.Move.TooFar");
    const [reset] = roundStartStep([{ id: "hero", system: pools(w.hero), statuses: [] }], 2);
    expect(reset).toMatchObject({ "system.moved": 0, "system.dashes": 0 });
  });

  it("contest.init.6: a GM's move past the Speed goes through with a warning, and the table is told", async () => {
    const w = heroesTurn();
    const speed = speedOf(w.hero);
    await w.t.move("gm", w.hero, speed + 3);
    expect(w.t.log.warned).toEqual(["MANIFOLD.contest.Move.TooFar"]);
    expect(w.t.log.notices).toEqual([{ uuid: w.hero.uuid, key: "MANIFOLD.contest.Move.Past", data: { distance: String(speed + 3), left: String(speed), name: "hero" } }]);
    expect(pools(w.hero).moved).toBe(speed + 3);
  });

  it("contest.action.4: a Grappled or Unconscious creature does not move of its own", async () => {
    const w = heroesTurn();
    w.hero.statuses = ["grappled"];
    expect(await refusal(() => w.t.move("ann", w.hero, 1))).toBe("MANIFOLD.contest.Economy.Grappled");
    w.hero.statuses = ["unconscious"];
    expect(await refusal(() => w.t.move("ann", w.hero, 1))).toBe("MANIFOLD.contest.Economy.Unconscious");
    // Being dragged by the GM is no move of its own.
    expect(await w.t.move("gm", w.hero, 1, { actions: ["displace"] })).toBe("forced");
  });

  it("contest.init.6: an undone drag gives its squares back", async () => {
    const w = heroesTurn();
    await w.t.move("ann", w.hero, 3);
    expect(await w.t.move("ann", w.hero, 3, { method: "undo" })).toBe("undo");
    expect(pools(w.hero).moved).toBe(0);
  });
});

describe("contest.oppo.2: a push is not the creature's move", () => {
  const orc: Placed = { id: "orc", cell: { x: 5, y: 5 }, disposition: -1, statuses: [], weapons: [weapon("Sword", { equipped: true, reach: 1 })], combatant: combatant() };
  const past = [{ x: 2, y: 5 }, { x: 3, y: 5 }, { x: 4, y: 5 }];

  it("contest.oppo.2: off Hero's turn its player may not move it; the GM dragging it (the push a card told) counts nothing and prompts nobody", async () => {
    const w = contestWorld();
    w.t.turn = w.goblin.uuid;
    expect(await refusal(() => w.t.move("ann", w.hero, 2))).toBe("MANIFOLD.Move.NotYourTurn");
    const kind = await w.t.move("gm", w.hero, 2);
    expect(kind).toBe("forced");
    expect(pools(w.hero).moved).toBe(0);
    expect(moveStep({ mover: { id: "hero", disposition: 1, combatant: pools(w.hero) }, path: past, kind, others: [orc] }).provoked).toEqual([]);
  });

  it("contest.oppo.2: the same walk on Hero's own turn is its move, and the orc is prompted", async () => {
    const w = heroesTurn();
    const kind = await w.t.move("ann", w.hero, 2);
    expect(moveStep({ mover: { id: "hero", disposition: 1, combatant: pools(w.hero) }, path: past, kind, others: [orc] }).provoked).toEqual(["orc"]);
  });
});

describe("the answering client refuses a distance that is no distance", () => {
  it("a GM's move of a negative, endless or unreadable length is refused and counts nothing; a move of 0 counts 0", async () => {
    const w = heroesTurn();
    for (const distance of [-1, Number.POSITIVE_INFINITY, Number.NaN]) {
      const before = w.t.state();
      expect(await refusal(() => w.t.move("gm", w.hero, distance)), String(distance)).toBe("MANIFOLD.Query.Malformed");
      expect(w.t.state()).toBe(before);
    }
    expect(await w.t.move("gm", w.hero, 0)).toBe("willing");
    expect(pools(w.hero).moved).toBe(0);
  });
});

