import { describe, expect, it } from "vitest";
import { defenseFromBehind, facingSide, signedAngleFromFront } from "../../../src/rulesets/energy/rules/facing";
import { contestInitiative, initiativeUpdate } from "../../../src/rulesets/energy/rules/initiative";
import { guardInitiative } from "../../../src/rulesets/energy/rules/initiative-guard";
import { roundReset } from "../../../src/rulesets/energy/rules/economy";

const at = { x: 0, y: 0 };

describe("energy.facing.1 / energy.facing.3: facing on the hex grid", () => {
  it("energy.facing.1: rotation 0 faces down the screen: a foe below is in front, above is behind", () => {
    expect(facingSide(at, 0, { x: 0, y: 100 })).toBe("front");
    expect(facingSide(at, 0, { x: 0, y: -100 })).toBe("behind");
  });
  it("energy.facing.1: the three hexes ahead are in front (±60°), the three behind are not (±120°, 180°)", () => {
    const hex = (deg: number) => ({ x: -Math.sin((deg * Math.PI) / 180) * 100, y: Math.cos((deg * Math.PI) / 180) * 100 });
    expect([0, 60, -60].map((d) => facingSide(at, 0, hex(d)))).toEqual(["front", "front", "front"]);
    expect([120, -120, 180].map((d) => facingSide(at, 0, hex(d)))).toEqual(["behind", "behind", "behind"]);
  });
  it("energy.facing.1: on the pointy-top hex grid, every 60° rotation faces exactly three of the six neighbours", () => {
    // Pointy-top (odd-row) neighbours: east, west, and the four diagonals at ±60° from them.
    const neighbours = [0, 60, 120, 180, 240, 300].map((deg) => ({ x: Math.cos((deg * Math.PI) / 180) * 100, y: Math.sin((deg * Math.PI) / 180) * 100 }));
    for (const rotation of [0, 60, 120, 180, 240, 300, 30, 90]) {
      const front = neighbours.filter((n) => facingSide(at, rotation, n) === "front");
      expect(front, `rotation ${rotation}`).toHaveLength(3);
    }
  });
  it("energy.facing.1: of the two sideways neighbours, the clockwise one is in front", () => {
    // Rotation 0 faces down (+y); clockwise from down is toward -x (west).
    expect(facingSide(at, 0, { x: -100, y: 0 })).toBe("front");
    expect(facingSide(at, 0, { x: 100, y: 0 })).toBe("behind");
  });
  it("energy.facing.1: turning the token turns the front", () => {
    expect(facingSide(at, 180, { x: 0, y: -100 })).toBe("front");
    expect(Math.abs(signedAngleFromFront(at, 90, { x: -100, y: 0 }))).toBeCloseTo(0);
  });
  it("energy.facing.3: from behind: Unarmed Evasion with disadvantage", () => {
    expect(defenseFromBehind("behind")).toEqual({ unarmed: true, disadvantage: true });
    expect(defenseFromBehind("front")).toEqual({ unarmed: false, disadvantage: false });
  });
});

describe("energy.init.4-10: the Initiative contest", () => {
  it("energy.init.5: only a strictly higher roll wins", () => {
    expect(contestInitiative({ used: false, total: 12 }, [{ id: "a", total: 12 }, { id: "b", total: 11 }])).toEqual([
      { id: "a", win: false, automatic: false },
      { id: "b", win: true, automatic: false },
    ]);
  });
  it("energy.init.9 / energy.round.5: a second roll in the round fails automatically", () => {
    expect(contestInitiative({ used: true, total: 19 }, [{ id: "a", total: 2 }])).toEqual([{ id: "a", win: false, automatic: true }]);
  });
  it("energy.init.9: an opponent whose roll is spent fails automatically; a spent challenger still loses", () => {
    expect(contestInitiative({ used: false, total: 2 }, [{ id: "a", total: null }, { id: "b", total: 1 }])).toEqual([
      { id: "a", win: true, automatic: true },
      { id: "b", win: true, automatic: false },
    ]);
    expect(contestInitiative({ used: true, total: null }, [{ id: "a", total: null }])).toEqual([{ id: "a", win: false, automatic: true }]);
  });
  it("energy.init.10: one roll against several creatures can win some and lose others", () => {
    const results = contestInitiative({ used: false, total: 10 }, [{ id: "a", total: 5 }, { id: "b", total: 15 }]);
    expect(results.map((r) => r.win)).toEqual([true, false]);
  });
  it("energy.init.8: declining writes nothing, so the roll kept for later still counts, once", () => {
    const orc = [{ id: "orc", total: 12 }];
    // Declining opens no contest: the combatant stays as the round began, its roll unspent.
    const declined = roundReset({ stamina: 5, maxAgility: 3, exhausted: false, unconscious: false });
    const later = initiativeUpdate(14);
    expect(guardInitiative(declined, { initiative: later.initiative })).toBe("record");
    expect(contestInitiative({ used: declined.initiativeUsed, total: later.initiative }, orc)).toEqual([{ id: "orc", win: true, automatic: false }]);
    // What it writes marks the roll used: a further contest this round fails without rolling, a further roll is refused.
    const after = { used: later["system.initiativeUsed"], total: later["system.initiative"] };
    expect(contestInitiative(after, [{ id: "ogre", total: 3 }])).toEqual([{ id: "ogre", win: false, automatic: true }]);
    expect(guardInitiative({ initiativeUsed: later["system.initiativeUsed"] }, { initiative: 9 })).toBe("refuse");
  });
});
