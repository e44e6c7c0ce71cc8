import { describe, expect, it } from "vitest";
import { defenceOptions, defenceRoll } from "../../../src/rulesets/dierank/rules/defence";
import { defender, melee, ranged, ROOM, spell, stats } from "./fixtures";

describe("dierank defences: which may answer an attack", () => {
  it("dierank.defense.3 / dierank.defense.5: against a melee attack every defence may answer, one chosen", () => {
    expect(defenceOptions(melee(), defender())).toEqual({ passive: null, block: null, parry: null, dodge: null });
  });

  it("dierank.block.1 / dierank.block.3: a block needs a shield, and answers melee, ranged and spells defended with DEF", () => {
    expect(defenceOptions(melee(), defender({ hasShield: false })).block).toBe("NoShield");
    expect(defenceOptions(ranged("long"), defender()).block).toBeNull();
    expect(defenceOptions(spell({ defence: "def", physical: true }), defender()).block).toBeNull();
    expect(defenceOptions(spell({ defence: "for", physical: true }), defender()).block).toBe("NotBlockable");
  });

  it("dierank.parry.2: a parry answers melee attacks only", () => {
    expect(defenceOptions(ranged("close"), defender()).parry).toBe("MeleeOnly");
    expect(defenceOptions(spell({ defence: "def", physical: true }), defender()).parry).toBe("MeleeOnly");
  });

  it("dierank.dodge.2: a dodge answers melee, ranged and physical spells, not a spell with no physical effect", () => {
    expect(defenceOptions(ranged("medium"), defender()).dodge).toBeNull();
    expect(defenceOptions(spell({ physical: true }), defender()).dodge).toBeNull();
    expect(defenceOptions(spell(), defender()).dodge).toBe("NotDodgeable");
  });

  it("dierank.mount.10: a rider cannot dodge; it may still parry and block for itself (mount.12)", () => {
    expect(defenceOptions(melee(), defender({ rider: true }))).toEqual({ passive: null, block: null, parry: null, dodge: "Rider" });
  });

  it("dierank.unaware.1 / dierank.unaware.3: an unaware target has only its passive roll, unless the attack is indirect", () => {
    expect(defenceOptions(melee(), defender({ aware: false }))).toEqual({ passive: null, block: "Unaware", parry: "Unaware", dodge: "Unaware" });
    expect(defenceOptions(melee({ indirect: true }), defender({ aware: false })).parry).toBeNull();
  });

  it("refuses to roll a defence that may not answer", () => {
    expect(() => defenceRoll(ranged("long"), defender(), "parry", ROOM)).toThrow(RangeError);
  });
});

describe("dierank defences: the die and edge rolled", () => {
  it("dierank.defense.1 / dierank.defense.3 / dierank.defense.4: the passive roll is the die the attack names", () => {
    expect(defenceRoll(melee(), defender(), "passive", ROOM)).toMatchObject({ die: 6, edge: 0, minimum: false });
    expect(defenceRoll(spell({ defence: "for" }), defender(), "passive", ROOM).die).toBe(10);
    expect(defenceRoll(spell({ defence: 20 }), defender(), "passive", ROOM).die).toBe(20);
  });

  it("dierank.defense.2: a knocked-out target still rolls its passive defence, unaware of the blow", () => {
    expect(defenceRoll(melee(), defender({ aware: false, statuses: ["knockedOut", "prone"] }), "passive", ROOM)).toMatchObject({ die: 6, edge: -1, disadvantages: ["Prone", "Unaware"] });
  });

  it("dierank.block.4: a block is DEF with advantage", () => {
    expect(defenceRoll(melee(), defender(), "block", ROOM)).toMatchObject({ die: 6, edge: 1, advantages: ["Block"] });
  });

  it("dierank.parry.3 / dierank.parry.4 / dierank.parry.5 / dierank.parry.6: a parry is ATT, disadvantaged bare-handed against a weapon, with a poor weapon, or against a giant", () => {
    expect(defenceRoll(melee(), defender(), "parry", ROOM)).toMatchObject({ die: 8, edge: 0 });
    expect(defenceRoll(melee(), defender({ parryWith: "unarmed" }), "parry", ROOM).disadvantages).toEqual(["UnarmedParry"]);
    expect(defenceRoll(melee({ weapon: false, unarmed: true }), defender({ parryWith: "unarmed" }), "parry", ROOM).edge).toBe(0);
    expect(defenceRoll(melee(), defender({ parryWith: "other" }), "parry", ROOM).disadvantages).toEqual(["PoorParry"]);
    expect(defenceRoll(melee(), defender(), "parry", { ...ROOM, giantAttacker: true }).disadvantages).toEqual(["Giant"]);
  });

  it("dierank.dodge.3 / dierank.dodge.4: a dodge is REF, disadvantaged without room", () => {
    expect(defenceRoll(melee(), defender(), "dodge", ROOM)).toMatchObject({ die: 12, edge: 0 });
    expect(defenceRoll(melee(), defender(), "dodge", { ...ROOM, roomToDodge: false })).toMatchObject({ edge: -1, disadvantages: ["NoRoom"] });
  });

  it("dierank.unaware.2: an unaware target's passive roll is disadvantaged; an indirect attack spares it", () => {
    expect(defenceRoll(melee(), defender({ aware: false }), "passive", ROOM).edge).toBe(-1);
    expect(defenceRoll(melee({ indirect: true }), defender({ aware: false }), "passive", ROOM).edge).toBe(0);
  });

  it("dierank.surprise.3 / dierank.prone.3 / dierank.grapple.11 / dierank.badly.2 / dierank.heal.5: each disadvantage counted once, never stacked", () => {
    const all = defender({ statuses: ["surprised", "prone", "held", "badlyWounded", "stunned"] });
    expect(defenceRoll(melee(), all, "passive", ROOM)).toMatchObject({ edge: -1, disadvantages: ["BadlyWounded", "Stunned", "Prone", "Held", "Surprised"] });
    // Prone hurts only defences against melee; a block's advantage cancels one of the rest.
    expect(defenceRoll(ranged("long"), defender({ statuses: ["prone"] }), "block", ROOM)).toMatchObject({ edge: 1, disadvantages: [] });
    expect(defenceRoll(melee(), defender({ statuses: ["prone"] }), "block", ROOM).edge).toBe(0);
  });

  it("dierank.grapple.12 / dierank.grapple.13: a holder defends worse against others' physical attacks, better against the one it holds", () => {
    expect(defenceRoll(melee(), defender({ holding: { attackerIsHeld: false } }), "passive", ROOM)).toMatchObject({ edge: -1, disadvantages: ["Holding"] });
    expect(defenceRoll(melee(), defender({ holding: { attackerIsHeld: true } }), "passive", ROOM)).toMatchObject({ edge: 1, advantages: ["Holding"] });
    expect(defenceRoll(spell(), defender({ holding: { attackerIsHeld: false } }), "passive", ROOM).edge).toBe(0);
  });
});

describe("dierank defences: the range's minimum and the helpless", () => {
  // Each cell: band, the target's DEF, unaware, then the die, edge and whether the minimum stood in.
  const cells: [string, number, boolean, number, number, boolean][] = [
    ["close", 2, false, 4, 0, true], ["medium", 4, false, 6, 0, true], ["long", 6, true, 8, 0, true], ["extreme", 8, true, 10, 0, true],
    ["close", 4, true, 4, 0, true], ["medium", 8, false, 8, 0, false], ["long", 10, true, 10, -1, false], ["extreme", 12, false, 12, 0, false],
  ];
  for (const [band, def, unaware, die, edge, minimum] of cells) {
    it(`dierank.unaware.4 / dierank.unaware.5: at ${band} range, DEF d${def}${unaware ? ", unaware" : ""}: d${die} at edge ${edge}`, () => {
      const roll = defenceRoll(ranged(band as never), defender({ stats: stats({ def: def as never }), aware: !unaware }), "passive", ROOM);
      expect([roll.die, roll.edge, roll.minimum]).toEqual([die, edge, minimum]);
    });
  }

  it("dierank.unaware.4: a weapon's own minimum stands for the default, and melee has none", () => {
    const sling = ranged("long", { minimum: { close: 2, medium: 4, long: 4, extreme: 6 } });
    expect(defenceRoll(sling, defender({ stats: stats({ def: 2 }) }), "passive", ROOM).die).toBe(4);
    expect(defenceRoll(melee(), defender({ stats: stats({ def: 2 }) }), "passive", ROOM).die).toBe(2);
    expect(defenceRoll(spell({ physical: true, band: "long", defence: "def" }), defender({ stats: stats({ def: 2 }) }), "passive", ROOM).die).toBe(8);
    expect(defenceRoll(spell({ physical: false, band: "long", defence: "pre" }), defender(), "passive", ROOM).die).toBe(4);
  });

  it("dierank.helpless.2 / dierank.helpless.3: a helpless target's DEF is a d2 with disadvantage against melee and point-blank shots", () => {
    const helpless = defender({ statuses: ["helpless"] });
    expect(defenceRoll(melee(), helpless, "passive", ROOM)).toMatchObject({ die: 2, edge: -1, disadvantages: ["Helpless"] });
    expect(defenceRoll(ranged("close"), helpless, "passive", ROOM)).toMatchObject({ die: 2, edge: -1, minimum: false });
  });

  it("dierank.helpless.4: against farther shots a helpless target gets the range's minimum, with no disadvantage", () => {
    const helpless = defender({ statuses: ["helpless", "surprised"], aware: false });
    expect(defenceRoll(ranged("medium"), helpless, "passive", ROOM)).toMatchObject({ die: 6, edge: 0, disadvantages: [], minimum: true });
    expect(defenceRoll(ranged("extreme"), helpless, "passive", ROOM)).toMatchObject({ die: 10, edge: 0 });
  });
});
