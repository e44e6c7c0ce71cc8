// The Energy & Aura rules journals and RollTables against the seed's tables, cell by cell.
import { describe, expect, it } from "vitest";
import { ENERGY_STATUSES } from "../../src/rulesets/energy/rules/conditions";
import { DRAW_WEIGHT, MISS_SIZE, THROW_DISTANCE } from "../../src/rulesets/energy/rules/ranged";
import { SIZE_CHART } from "../../src/rulesets/energy/rules/size";
import { DEATH_ROLL, DEATH_SAVE } from "../../src/rulesets/energy/rules/apply";
import { auraStrength, maxStamina, recoverySurges } from "../../src/rulesets/energy/rules/derived";
import type { CreatureSystem } from "../../src/rulesets/energy/rules/types";
import { decode, pack, page, pages, rowsOf } from "./energy-source";


describe("energy compendia: invented content is marked", () => {
  it.each(["energy-weapons", "energy-armor", "energy-shields", "energy-abilities"])("%s: every entry is example content", (name) => {
    for (const doc of pack(name)) expect(doc.system?.example, doc.name).toBe(true);
  });
  it("example actors' stored pool maxima agree with the derived ones", () => {
    for (const actor of pack("energy-actors")) {
      const s = actor.system as unknown as CreatureSystem;
      expect(s.aura.max, actor.name).toBe(auraStrength(s));
      expect(s.stamina.max, actor.name).toBe(maxStamina(s));
      expect(s.surges.max, actor.name).toBe(recoverySurges(s));
    }
  });
});

describe("energy.size.3-9 / energy.miss.1-8 / energy.draw.4-14 / energy.throw.8-16: the rules journal repeats the seed's tables", () => {
  it("energy.size.3: the Size Chart page has every row of SIZE_CHART", () => {
    const rows = rowsOf(page("Size Chart")).slice(1);
    const sizes = Object.entries(SIZE_CHART).filter(([k]) => k !== "miniscule");
    expect(rows).toHaveLength(sizes.length);
    sizes.forEach(([, row], i) => {
      expect(rows[i]![1]).toBe(row.height);
      expect(Number(rows[i]![2])).toBe(row.inherentEvasion);
      expect(Number(rows[i]![3])).toBe(row.chartMissChance);
      expect(Number(rows[i]![4])).toBe(row.jump);
      expect(Number(rows[i]![5])).toBe(row.speed);
    });
  });
  it("energy.miss.1: the Miss Chance size rows match MISS_SIZE", () => {
    const rows = rowsOf(page("Miss Chance")).filter((r) => r.length === 3 && r[0] !== "Target Size");
    expect(rows.map((r) => Number(r[1]))).toEqual(Object.values(MISS_SIZE));
  });
  it("energy.draw.4: the Draw Weight rows match DRAW_WEIGHT (kg, range with its sign on all three numbers, extra damage)", () => {
    const rows = rowsOf(page("Draw Weight")).slice(1);
    expect(rows).toHaveLength(DRAW_WEIGHT.length);
    rows.forEach((r, i) => {
      const row = DRAW_WEIGHT[i]!;
      expect(r[1]).toBe(row.kg < 20 ? "<20" : String(row.kg));
      expect(r[3]).toBe(row.extraDamage ? `+${row.extraDamage}` : "-");
      const [sign, ...numbers] = [r[2]![0], ...r[2]!.slice(1).split("/").map(Number)];
      const range = numbers.length === 1 ? [0, 0, 0] : numbers.map((n) => (sign === "-" ? -n : n));
      expect(range).toEqual([row.range.near, row.range.far, row.range.max]);
    });
  });
  it("energy.throw.8: the Throwing rows match THROW_DISTANCE", () => {
    const rows = rowsOf(page("Throwing")).slice(1);
    expect(rows.map((r) => r[1])).toEqual(THROW_DISTANCE.map((t) => `+(${t.add.near}/${t.add.far}/${t.add.max})`));
  });
});

describe("energy.death.3-9 / energy.save.1-4: the RollTables cover 1-20 with the seed's bands", () => {
  const table = (name: string) => pack("energy-tables").find((t) => t.name === name)!;
  const results = (name: string) => table(name).results as { range: [number, number]; name: string }[];
  it.each(["Death Roll", "Death Save"])("%s rolls 1d20 and each face 1-20 falls in exactly one result", (name) => {
    expect(table(name).formula).toBe("1d20");
    for (let face = 1; face <= 20; face++) expect(results(name).filter((r) => face >= r.range[0] && face <= r.range[1]), `${name} ${face}`).toHaveLength(1);
  });
  it("energy.death.4: the Death Roll bands are the rules' bands", () => {
    expect(results("Death Roll").map((r) => r.range[0])).toEqual(DEATH_ROLL.map((b) => (b.min === -Infinity ? 1 : b.min)));
  });
  it("energy.save.1: the Death Save bands are the rules' bands", () => {
    expect(results("Death Save").map((r) => r.range[0])).toEqual(DEATH_SAVE.map((b) => (b.min === -Infinity ? 1 : b.min)));
  });
});

describe("conditions journal", () => {
  it("has a page for each condition a player meets", () => {
    const names = pages(pack("energy-rules").find((j) => j.name === "Energy & Aura Conditions")!).map((p) => p.name);
    expect(names).toEqual(["Exposed", "Unguarded", "Dazed", "Prone", "Surprised", "Unconscious", "Blinded", "Restrained", "Restraining", "Slowed", "Shaken", "Exhausted", "Unaware"]);
  });
});

// ---------------------------------------------------------------------------------------------
// Entries as compendium documents, the seed's tables cell by cell, and the Foundry CLI round trip.
// ---------------------------------------------------------------------------------------------

const cell = (text: string) => (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : text);
/** The body rows of the first <table> in `html` whose first header cell is `header`. */
const tableRows = (html: string, header: string) => {
  const table = [...html.matchAll(/<table>(.*?)<\/table>/g)].map((m) => rowsOf(m[1]!)).find((rows) => rows[0]?.[0] === header);
  expect(table, header).toBeDefined();
  return table!.slice(1);
};

describe("the rules journal holds every row of the seed's tables", () => {
  const SEED: Record<string, { page: string; header: string; rows: string[][] }> = {
    "Size Chart": {
      page: "Size Chart",
      header: "Size",
      rows: [
        ["Huge", "360-480", "6", "-4", "5", "10"],
        ["Large", "240-360", "7", "-2", "4", "8"],
        ["Medium", "140-240", "8", "0", "3", "6"],
        ["Small", "60-140", "9", "+2", "2", "5"],
        ["Tiny", "30-60", "10", "+4", "1", "3"],
        ["Diminutive", "15-30", "11", "+6", ".5", "2"],
        ["Fine", "<15", "12", "+8", ".3", "1"],
      ],
    },
    // RULINGS: the Miss Chance size modifiers come from this table (Diminutive +8, Fine +12, Miniscule +18).
    "Miss Chance Size Modifier": {
      page: "Miss Chance",
      header: "Target Size",
      rows: [
        ["Huge", "-4", "360-480"],
        ["Large", "-2", "240-360"],
        ["Medium", "+0", "120-240"],
        ["Small", "+2", "60-120"],
        ["Tiny", "+4", "30-60"],
        ["Diminutive", "+8", "15-30"],
        ["Fine", "+12", "5-15"],
        ["Miniscule", "+18", "<5"],
      ],
    },
    "Miss Chance Movement Modifier": {
      page: "Miss Chance",
      header: "Amount of Movement",
      rows: [
        ["none", "-5"],
        ["Running, Walking, and typical combat", "+0"],
        ["Running with zig-zagging, Sprinting", "+5"],
      ],
    },
    "Draw Weight Table": {
      page: "Draw Weight",
      header: "Arm Strength",
      rows: [
        ["<=0", "<20", "-3/10/60", "-", "-"],
        ["1-3", "20", "-2/5/30", "-", "-"],
        ["4-7", "25", "-1/5/10", "-", "-"],
        ["8-11", "30", "+0", "-", "-"],
        ["12-15", "35", "+0/5/10", "+1", "Max for hand crossbows"],
        ["16-19", "40", "+1/6/12", "+2", "Max for MPL 1-2"],
        ["20-24", "45", "+1/9/18", "+3", "Max for MPL 3-4"],
        ["25-29", "50", "+2/12/24", "+4", "Max for MPL >=5"],
        ["30-34", "60", "+2/15/30", "+5", "Heavy and siege crossbow only"],
        ["35-39", "70", "+3/18/36", "+6", "Siege crossbow only"],
        [">=40", "80", "+3/26/52", "+7", "Siege crossbow only"],
      ],
    },
    "Increased Throwing Distance": {
      page: "Throwing",
      header: "Arm Strength",
      rows: [
        ["<=4", "+(0/0/0)"],
        ["5-9", "+(0/2/4)"],
        ["10-14", "+(1/4/8)"],
        ["15-19", "+(1/6/10)"],
        ["20-24", "+(2/8/16)"],
        ["25-29", "+(2/10/20)"],
        ["30-34", "+(3/12/24)"],
        ["35-39", "+(3/14/28)"],
        [">=40", "+(4/16/32)"],
      ],
    },
    "Energy Per Round": {
      page: "Energy per Round",
      header: "Stamina",
      rows: [["0", "unconscious"], ["1", "1"], ["2", "2"], ["3", "3"], ["4", "4"], [">=5", "5"]],
    },
    "Spending Stamina": {
      page: "Action Costs",
      header: "Action",
      rows: [["Sprint", "1"], ["Jump", "1"], ["Break down door/wall", "1"], ["Climb", "1-3"]],
    },
    "Dealing Non-Lethal Damage": {
      page: "Non-Lethal Damage",
      header: "Damage source",
      rows: [["Blunt melee weapon", ">=5"], ["Other melee weapon", ">=10"], ["Ranged/thrown weapon", ">=15"]],
    },
    "Combat Roll": {
      page: "Combat and Hit Rolls",
      header: "1d20 Roll",
      rows: [
        ["20", "Critical Hit (You automatically hit the target, ignore their armor, and they are Exposed)."],
        ["1-3", "You become Exposed (until the end of the next Round)."],
        ["1", "Critical Failure. Your attack misses."],
      ],
    },
  };

  it.each(Object.keys(SEED))("%s", (name) => {
    const { page: pageName, header, rows } = SEED[name]!;
    const got = tableRows(page(pageName), header);
    expect(got.map((r) => r.map(cell))).toEqual(rows.map((r) => r.map(cell)));
  });

  it("Hit Roll (the second table on the Combat and Hit Rolls page)", () => {
    const html = page("Combat and Hit Rolls");
    const second = html.slice(html.indexOf("Hit Roll</h2>"));
    expect(tableRows(second, "1d20 Roll")).toEqual([
      ["20", "Critical Hit (You hit the target, ignore their armor, and they are Exposed)"],
      ["1-3", "You are Exposed until the end of the next Round"],
      ["1", "Critical Failure (counts as a miss)"],
    ]);
  });

  it("energy.action.13 energy.action.14: Action costs: every action of the seed's cost table, Ranged Attack and Pick Up Item off the ground at 1 Energy (RULINGS), a scooped item at none", () => {
    const rows = Object.fromEntries(tableRows(page("Action Costs"), "Cost").map((r) => [r[0]!, r[1]!]));
    const SEED_COSTS: Record<string, string[]> = {
      "3 Energy": ["Melee Attack", "Run"],
      "2 Energy": ["Quick Run", "Unarmed Attack"],
      "1 Energy": ["Ranged Attack", "Shift", "Stand Up", "Pick Up Item off the ground"],
    };
    for (const [cost, actions] of Object.entries(SEED_COSTS)) for (const action of actions) expect(rows[cost], `${cost}: ${action}`).toContain(action);
    expect(rows["2 Energy"]).not.toContain("Ranged Attack");
    // Off the ground 1 Energy; scooped up off a table while running past, no extra Energy (the seed's prose).
    expect(rows["2 Energy"]).not.toContain("Pick Up");
    expect(rows["No extra Energy"]).toMatch(/Pick Up Item: scoop it up off a table while running past/);
  });

  it("Miss Chance page: Diminutive, Fine and Miniscule use the Miss Chance table's values", () => {
    const rows = Object.fromEntries(tableRows(page("Miss Chance"), "Target Size").map((r) => [r[0]!, r[1]!]));
    expect([rows.Diminutive, rows.Fine, rows.Miniscule]).toEqual(["+8", "+12", "+18"]);
  });
});

describe("the Death Roll and Death Save tables, cell by cell", () => {
  type Result = { _id: string; type: string; name: string; description: string; range: [number, number]; weight: number; drawn: boolean; img: string };
  const results = (name: string) => pack("energy-tables").find((t) => t.name === name)!.results as Result[];
  const SEED_ROLL: [number, number, string, string][] = [
    [20, 20, "You are hit, but it is just a scratch or bruise.", "Nothing. (Lucky you)"],
    [15, 19, "You suffer a painful wound or are winded.", "You are Exhausted until the end of the next Round."],
    [10, 14, "You sustain a major injury (incapacitated arm, leg, hand, etc).", "You are Exhausted until your next Short Rest."],
    [5, 9, "You suffer a major injury and begin to bleed out.", "You suffer the effects of rolling a 10-14. You also must make a Death Save at the beginning of every Round until you are Stabilized."],
    [2, 4, "You sustain a major injury, begin to bleed out, and fall unconscious.", "You suffer the effects of rolling a 5-9. You also fall unconscious."],
    [1, 1, "You die.", "Yeah, you're dead."],
  ];
  const SEED_SAVE: [number, number, string][] = [
    [20, 20, "You are Stabilized and no longer have to make Death Saves."],
    [5, 19, "You continue to bleed out, teetering on the edge of life and death."],
    [2, 4, "You fall unconscious, if not already unconscious."],
    [1, 1, "You die."],
  ];

  it("exactly two tables, both 1d20", () => {
    expect(pack("energy-tables").map((t) => [t.name, t.formula]).sort()).toEqual([["Death Roll", "1d20"], ["Death Save", "1d20"]]);
  });

  it.each(["Death Roll", "Death Save"])("%s: every face 1..20 is in exactly one result; results are plain v13 text rows", (name) => {
    const faces = Array.from({ length: 20 }, (_, i) => i + 1).map((face) => results(name).filter((r) => face >= r.range[0] && face <= r.range[1]).length);
    expect(faces).toEqual(Array(20).fill(1));
    for (const r of results(name)) {
      expect(r).toMatchObject({ type: "text", weight: 1, drawn: false, img: "icons/svg/d20-black.svg" });
      expect(r.name.length, r._id).toBeGreaterThan(0);
      expect(r.range[0], r.name).toBeLessThanOrEqual(r.range[1]);
    }
  });

  it("Death Roll: the seed's bands and their text", () => {
    const got = results("Death Roll");
    expect(got.map((r) => r.range)).toEqual(SEED_ROLL.map(([lo, hi]) => [lo, hi]));
    SEED_ROLL.forEach(([, , what, effect], i) => {
      expect(decode(got[i]!.description)).toContain(what);
      expect(decode(got[i]!.description)).toContain(effect);
    });
  });

  it("Death Save: the seed's bands and their text", () => {
    const got = results("Death Save");
    expect(got.map((r) => r.range)).toEqual(SEED_SAVE.map(([lo, hi]) => [lo, hi]));
    SEED_SAVE.forEach(([, , text], i) => expect(decode(got[i]!.description)).toContain(text));
  });

  it("the tables' bands are the ones the rules code resolves", () => {
    expect(results("Death Roll").map((r) => r.range[0])).toEqual(DEATH_ROLL.map((b) => (b.min === -Infinity ? 1 : b.min)));
    expect(results("Death Save").map((r) => r.range[0])).toEqual(DEATH_SAVE.map((b) => (b.min === -Infinity ? 1 : b.min)));
  });
});

describe("the conditions journal states each condition's parents", () => {
  const conditions = pack("energy-rules").find((j) => j.name === "Energy & Aura Conditions")!;
  const text = (name: string) => decode(pages(conditions).find((p) => p.name === name)!.text.content);
  const label = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

  it("the seed's parents: Dazed, Prone, Unguarded, Restrained imply Exposed; Surprised, Unconscious, Blinded imply Unguarded", () => {
    for (const name of ["Dazed", "Prone", "Unguarded", "Restrained"]) expect(text(name), name).toMatch(/Implies: Exposed\b/);
    for (const name of ["Surprised", "Unconscious", "Blinded"]) expect(text(name), name).toMatch(/Implies: Unguarded\b/);
  });

  it.each(pages(conditions).map((p) => p.name))("%s: its Implies / Implied by lines match the rules' statuses", (name) => {
    const status = ENERGY_STATUSES.find((s) => label(s.id) === name)!;
    expect(status, name).toBeDefined();
    const implies = status.implies ?? [];
    if (implies.length) expect(text(name)).toContain(`Implies: ${implies.map(label).join(", ")} `);
    else expect(text(name)).not.toContain("Implies:");
    const by = ENERGY_STATUSES.filter((s) => (s.implies ?? []).includes(status.id)).map((s) => label(s.id));
    if (by.length) expect(text(name)).toContain(`Implied by: ${by.join(", ")}.`);
    else expect(text(name)).not.toContain("Implied by:");
  });
});

