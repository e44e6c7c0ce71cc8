/**
 * Initiative as the sheet and the tracker's contest play it (rolls.ts rollInitiativeFromSheet,
 * initiative.ts runContest on the active GM's client): the steps decide, the rolls made are one
 * batched combatant write, and a new round clears them.
 */
import { describe, expect, it } from "vitest";
import { refusal, type PlainActor } from "../table";
import { contestRollers, declinesBy, initiativeContestStep, initiativeRoll, initiativeRollNeeds, initiativeRollStep, parseContestRequest, type ContestSnapshot, type InitiativeCombatant } from "../../../src/rulesets/energy/play/initiative";
import { DEFAULT_INITIATIVE_FORMULA } from "../../../src/rulesets/energy/rules/initiative-formula";
import { plain, energyWorld } from "./world";
import { creature } from "../../rulesets/energy/fixtures";
import { Fight, pools } from "./round-world";

/** Kestra, the gnoll and a second gnoll in round 1. */
function table() {
  const w = energyWorld();
  const brute = w.t.actor(plain("Actor.brute", "energyNpc", [], creature(), []));
  const f = new Fight([w.kestra, w.gnoll, brute]);
  f.next();
  return { ...w, brute, f, batches: 0 };
}

const entry = (a: PlainActor): InitiativeCombatant => ({ id: a.uuid, initiativeUsed: pools(a).initiativeUsed, initiative: pools(a).initiative });

/** The combat's one batched write of the combatants, as updateEmbeddedDocuments applies it. */
function writeBatch(w: Awaited<ReturnType<typeof table>>, updates: Record<string, unknown>[]) {
  w.batches++;
  for (const { _id, ...changes } of updates) {
    const a = w.f.actors.find((x) => x.uuid === _id)!;
    for (const [path, value] of Object.entries(changes)) if (path.startsWith("system.")) a.combatant![path.slice("system.".length)] = value;
  }
}

/** The sheet's roll: refused before the dice when spent, else thrown and written. */
function sheetRoll(w: Awaited<ReturnType<typeof table>>, a: PlainActor, total: number) {
  const formula = initiativeRollNeeds(entry(a), DEFAULT_INITIATIVE_FORMULA, 2);
  writeBatch(w, [initiativeRollStep(entry(a), total)]);
  return formula;
}

/** The contest as runContest plays it: the request read again, the rolls owed thrown, one batch written. */
function contest(w: Awaited<ReturnType<typeof table>>, challenger: PlainActor, opponents: PlainActor[], thrown: Record<string, number>, declined: PlainActor[] = []) {
  const request = parseContestRequest({ combat: "c1", challenger: challenger.uuid, opponents: opponents.map((o) => o.uuid), declined: declined.map((d) => d.uuid) });
  const snap: ContestSnapshot = { challenger: entry(challenger), opponents: opponents.map(entry), declined: request.declined };
  expect(contestRollers(snap).sort()).toEqual(Object.keys(thrown).sort());
  const out = initiativeContestStep(snap, thrown);
  if (out.combatants.length) writeBatch(w, out.combatants);
  return Object.fromEntries(out.lines.map((l) => [l.id, l.result]));
}

describe("energy: one Initiative roll a round", () => {
  it("energy.round.5: the sheet's roll stands for the round, a second is refused before any die, and the next round clears it", async () => {
    const w = table();
    expect(sheetRoll(w, w.kestra, 14)).toBe("1d20 + 2");
    expect(pools(w.kestra)).toMatchObject({ initiativeUsed: true, initiative: 14 });
    expect(await refusal(() => sheetRoll(w, w.kestra, 18))).toBe("MANIFOLD.energy.Error.InitiativeUsed");
    expect(pools(w.kestra).initiative).toBe(14);
    w.f.next();
    expect(pools(w.kestra).initiativeUsed).toBe(false);
    expect(await refusal(() => sheetRoll(w, w.kestra, 9))).toBeNull();
  });

  it("energy.init.4: the roll is the world's formula with the creature's Initiative in it; a mistyped formula is refused", async () => {
    expect(initiativeRoll(DEFAULT_INITIATIVE_FORMULA, 3)).toBe("1d20 + 3");
    expect(initiativeRoll("2d20kh + @initiative", -1)).toBe("2d20kh + -1");
    expect(await refusal(() => initiativeRoll("1d20 + @strength", 3))).toBe("MANIFOLD.energy.Error.InitiativeFormula");
  });
});

describe("energy: the Initiative contest", () => {
  it("energy.init.4 energy.init.5: Kestra reacts to the gnoll: both roll, and only a strictly higher roll wins", () => {
    for (const [mine, theirs, result] of [[15, 14, "win"], [14, 14, "lose"], [3, 14, "lose"]] as const) {
      const w = table();
      expect(contest(w, w.kestra, [w.gnoll], { [w.kestra.uuid]: mine, [w.gnoll.uuid]: theirs })).toEqual({ [w.gnoll.uuid]: result });
      // Both rolls are that round's one roll, written in one batch: the gnoll's too, though a player asked.
      expect(w.batches).toBe(1);
      expect([pools(w.kestra).initiativeUsed, pools(w.gnoll).initiativeUsed]).toEqual([true, true]);
    }
  });

  it("energy.init.7: a race to finish first is the same contest: the higher roll gets there first", () => {
    const w = table();
    expect(contest(w, w.gnoll, [w.brute], { [w.gnoll.uuid]: 11, [w.brute.uuid]: 7 })).toEqual({ [w.brute.uuid]: "win" });
  });

  it("energy.init.8: an opponent may decline: it counts as beaten and keeps its roll for later in the round", () => {
    const w = table();
    expect(contest(w, w.kestra, [w.gnoll], { [w.kestra.uuid]: 2 }, [w.gnoll])).toEqual({ [w.gnoll.uuid]: "declined" });
    expect(pools(w.gnoll).initiativeUsed).toBe(false);
    expect(contest(w, w.gnoll, [w.brute], { [w.gnoll.uuid]: 9, [w.brute.uuid]: 5 })).toEqual({ [w.brute.uuid]: "win" });
  });

  it("energy.init.8: only the opponent's owner or a GM may decline for it; a challenger's decline for someone else's creature is not taken", () => {
    const w = table();
    const request = parseContestRequest({ combat: "c1", challenger: w.kestra.uuid, opponents: [w.gnoll.uuid, w.brute.uuid], declined: [w.gnoll.uuid, w.brute.uuid] });
    expect(declinesBy(request, { isGM: false, owns: (id) => id === w.brute.uuid })).toEqual([w.brute.uuid]);
    expect(declinesBy(request, { isGM: false, owns: () => false })).toEqual([]);
    expect(declinesBy(request, { isGM: true, owns: () => false })).toEqual([w.gnoll.uuid, w.brute.uuid]);
  });

  it("energy.init.8: a roll already made this round cannot be declined: it stands", () => {
    const w = table();
    sheetRoll(w, w.gnoll, 12);
    expect(contest(w, w.kestra, [w.gnoll], { [w.kestra.uuid]: 13 }, [w.gnoll])).toEqual({ [w.gnoll.uuid]: "win" });
  });

  it("energy.init.9: a challenger that already rolled this round fails at once: no die is thrown", async () => {
    const w = table();
    sheetRoll(w, w.kestra, 19);
    expect(contest(w, w.kestra, [w.gnoll, w.brute], {})).toEqual({ [w.gnoll.uuid]: "autoFail", [w.brute.uuid]: "autoFail" });
    expect(pools(w.gnoll).initiativeUsed).toBe(false);
    expect(await refusal(() => initiativeContestStep({ challenger: entry(w.kestra), opponents: [entry(w.gnoll)], declined: [] }, { [w.kestra.uuid]: 20 }))).toBe("MANIFOLD.Query.BadDice");
  });

  it("energy.init.10: one roll against several at once wins against some and loses against others; a roll already made stands", () => {
    const w = table();
    sheetRoll(w, w.brute, 16);
    expect(contest(w, w.kestra, [w.gnoll, w.brute], { [w.kestra.uuid]: 12, [w.gnoll.uuid]: 8 })).toEqual({ [w.gnoll.uuid]: "win", [w.brute.uuid]: "lose" });
    expect(pools(w.brute).initiative).toBe(16);
  });

  it("energy.init.5: a request naming the challenger among its opponents, or declining for one it does not contest, is refused", async () => {
    const w = table();
    expect(await refusal(() => parseContestRequest({ combat: "c1", challenger: w.kestra.uuid, opponents: [w.kestra.uuid] }))).toBe("MANIFOLD.Query.Malformed");
    expect(await refusal(() => parseContestRequest({ combat: "c1", challenger: w.kestra.uuid, opponents: [w.gnoll.uuid], declined: [w.brute.uuid] }))).toBe("MANIFOLD.Query.Malformed");
  });
});
