/**
 * Initiative as the sheet and the tracker's contest play it (play/initiative-flow.ts runInitiativeRolls
 * and runContest on the active GM's client): the steps decide, the rolls made are one
 * batched combatant write, and a new round clears them.
 */
import { describe, expect, it } from "vitest";
import { refusal, type PlainActor } from "../table";
import { declinesBy, INITIATIVE_GM_PATHS, initiativeContestStep, initiativeRoll,  parseContestRequest, type ContestLine, type InitiativeCombatant } from "../../../src/rulesets/energy/play/initiative";
import { contestable, runContest, runInitiativeRolls, type ContestPort } from "../../../src/rulesets/energy/play/initiative-flow";
import { revertGuarded } from "../../../src/core/play/guarded";
import { DEFAULT_INITIATIVE_FORMULA } from "../../../src/rulesets/energy/rules/initiative-formula";
import { plain, energyWorld } from "./world";
import { creature } from "../../rulesets/energy/fixtures";
import { Fight, pools } from "./round-world";

/** Kestra, the gnoll and a second gnoll in round 1. */
async function table() {
  const w = energyWorld();
  const brute = w.t.actor(plain("Actor.brute", "energyNpc", [], creature(), []));
  const f = new Fight([w.kestra, w.gnoll, brute]);
  await f.next();
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

/** The sheet's roll as the active GM's client makes it: refused before the dice when spent, else thrown and written. */
async function sheetRoll(w: Awaited<ReturnType<typeof table>>, a: PlainActor, total: number) {
  const { port, seen } = contestPort(w, { [a.uuid]: total }, [], {});
  await runInitiativeRolls(port, { combat: "c1", ids: [a.uuid] }, a.owners[0] ?? "gm");
  return seen.rolled;
}

interface ContestOptions {
  /** who asks for the contest: the challenger's player by default */
  sender?: string;
  /** creatures hidden on the tracker */
  hidden?: PlainActor[];
}

/**
 * The contest's port over this table (as src/rulesets/energy/initiative.ts implements it over the
 * combat): the rolls thrown are `thrown`, and the GM declines for those of its creatures it is
 * asked about that are in `declined`. It records what it was asked.
 */
function contestPort(w: Awaited<ReturnType<typeof table>>, thrown: Record<string, number>, declined: PlainActor[], o: ContestOptions) {
  const seen = { rolled: [] as { id: string; privately: boolean }[], asked: [] as string[][], posted: [] as ContestLine[][] };
  const actor = (id: string) => w.f.actors.find((a) => a.uuid === id) ?? null;
  const port: ContestPort = {
    combatant(_combat, id) {
      const a = actor(id);
      return a ? { ...entry(a), hidden: (o.hidden ?? []).includes(a), playerOwned: a.owners.length > 0, out: a.statuses.includes("unconscious") || a.statuses.includes("dead") } : null;
    },
    user: (id) => (w.t.users.has(id) ? { isGM: w.t.users.get(id)!.isGM } : null),
    owns: (userId, _combat, id) => !!w.t.users.get(userId)?.isGM || !!actor(id)?.owners.includes(userId),
    async roll(_combat, id, privately) {
      seen.rolled.push({ id, privately });
      if (thrown[id] === undefined) throw new Error(`no roll thrown for ${id}`);
      return thrown[id]!;
    },
    async gmDeclines(_combat, ids) {
      seen.asked.push(ids);
      return ids.filter((id) => declined.some((d) => d.uuid === id));
    },
    async write(_combat, updates) {
      writeBatch(w, updates);
    },
    async post(_combat, _challenger, lines) {
      seen.posted.push(lines);
    },
  };
  return { port, seen };
}

/** The contest as the active GM's client runs it (runContest), for the challenger's player unless told otherwise. */
async function contest(w: Awaited<ReturnType<typeof table>>, challenger: PlainActor, opponents: PlainActor[], thrown: Record<string, number>, declined: PlainActor[] = [], o: ContestOptions = {}) {
  const { port, seen } = contestPort(w, thrown, declined, o);
  const sender = o.sender ?? challenger.owners[0] ?? "gm";
  const out = await runContest(port, { combat: "c1", challenger: challenger.uuid, opponents: opponents.map((a) => a.uuid), declined: declined.map((d) => d.uuid) }, sender);
  expect(seen.rolled.map((r) => r.id).sort()).toEqual(Object.keys(thrown).sort());
  return { ...Object.fromEntries(out.lines.map((l) => [l.id, l.result])), seen } as Record<string, string> & { seen: typeof seen };
}

/** The results of a contest, without what the port saw. */
const results = (played: Record<string, unknown>) => {
  const { seen: _, ...rest } = played;
  return rest;
};

describe("energy: one Initiative roll a round", () => {
  it("energy.round.5: the sheet's roll stands for the round, a second is refused before any die, and the next round clears it", async () => {
    const w = await table();
    expect(await sheetRoll(w, w.kestra, 14)).toEqual([{ id: w.kestra.uuid, privately: false }]);
    expect(pools(w.kestra)).toMatchObject({ initiativeUsed: true, initiative: 14 });
    expect(await refusal(() => sheetRoll(w, w.kestra, 18))).toBe("MANIFOLD.energy.Error.InitiativeUsed");
    expect(pools(w.kestra).initiative).toBe(14);
    await w.f.next();
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
  it("energy.init.4 energy.init.5: Kestra reacts to the gnoll: both roll, and only a strictly higher roll wins", async () => {
    for (const [mine, theirs, result] of [[15, 14, "win"], [14, 14, "lose"], [3, 14, "lose"]] as const) {
      const w = await table();
      expect(results(await contest(w, w.kestra, [w.gnoll], { [w.kestra.uuid]: mine, [w.gnoll.uuid]: theirs }))).toEqual({ [w.gnoll.uuid]: result });
      // Both rolls are that round's one roll, written in one batch: the gnoll's too, though a player asked.
      expect(w.batches).toBe(1);
      expect([pools(w.kestra).initiativeUsed, pools(w.gnoll).initiativeUsed]).toEqual([true, true]);
    }
  });

  it("energy.init.7: a race to finish first is the same contest: the higher roll gets there first", async () => {
    const w = await table();
    expect(results(await contest(w, w.gnoll, [w.brute], { [w.gnoll.uuid]: 11, [w.brute.uuid]: 7 }))).toEqual({ [w.brute.uuid]: "win" });
  });

  it("energy.init.8: an opponent may decline: it counts as beaten and keeps its roll for later in the round", async () => {
    const w = await table();
    expect(results(await contest(w, w.kestra, [w.gnoll], { [w.kestra.uuid]: 2 }, [w.gnoll]))).toEqual({ [w.gnoll.uuid]: "declined" });
    expect(pools(w.gnoll).initiativeUsed).toBe(false);
    expect(results(await contest(w, w.gnoll, [w.brute], { [w.gnoll.uuid]: 9, [w.brute.uuid]: 5 }))).toEqual({ [w.brute.uuid]: "win" });
  });

  it("energy.init.8: only the opponent's owner or a GM may decline for it; a challenger's decline for someone else's creature is not taken", async () => {
    const w = await table();
    const request = parseContestRequest({ combat: "c1", challenger: w.kestra.uuid, opponents: [w.gnoll.uuid, w.brute.uuid], declined: [w.gnoll.uuid, w.brute.uuid] });
    expect(declinesBy(request, { isGM: false, owns: (id) => id === w.brute.uuid })).toEqual([w.brute.uuid]);
    expect(declinesBy(request, { isGM: false, owns: () => false })).toEqual([]);
    expect(declinesBy(request, { isGM: true, owns: () => false })).toEqual([w.gnoll.uuid, w.brute.uuid]);
  });

  it("energy.init.9: an opponent that already rolled this round fails at once, declined or not: its old roll is not used again", async () => {
    const w = await table();
    await sheetRoll(w, w.gnoll, 18);
    // Kestra's 5 is far below the gnoll's 18, yet the gnoll would need a second roll, so it fails.
    expect(results(await contest(w, w.kestra, [w.gnoll], { [w.kestra.uuid]: 5 }))).toEqual({ [w.gnoll.uuid]: "autoWin" });
    expect(pools(w.gnoll)).toMatchObject({ initiativeUsed: true, initiative: 18 });
    const v = await table();
    await sheetRoll(v, v.gnoll, 18);
    expect(results(await contest(v, v.kestra, [v.gnoll], { [v.kestra.uuid]: 5 }, [v.gnoll]))).toEqual({ [v.gnoll.uuid]: "autoWin" });
  });

  it("energy.init.9: a challenger that already rolled this round fails at once: no die is thrown", async () => {
    const w = await table();
    await sheetRoll(w, w.kestra, 19);
    expect(results(await contest(w, w.kestra, [w.gnoll, w.brute], {}))).toEqual({ [w.gnoll.uuid]: "autoFail", [w.brute.uuid]: "autoFail" });
    expect(pools(w.gnoll).initiativeUsed).toBe(false);
    expect(await refusal(() => initiativeContestStep({ challenger: entry(w.kestra), opponents: [entry(w.gnoll)], declined: [] }, { [w.kestra.uuid]: 20 }))).toBe("MANIFOLD.Query.BadDice");
  });

  it("energy.init.10: one roll against several at once wins against some and loses against others", async () => {
    const w = await table();
    expect(results(await contest(w, w.kestra, [w.gnoll, w.brute], { [w.kestra.uuid]: 12, [w.gnoll.uuid]: 8, [w.brute.uuid]: 12 }))).toEqual({ [w.gnoll.uuid]: "win", [w.brute.uuid]: "lose" });
    expect(pools(w.brute)).toMatchObject({ initiativeUsed: true, initiative: 12 });
  });

  it("energy.init.5: a request naming the challenger among its opponents, or declining for one it does not contest, is refused", async () => {
    const w = await table();
    expect(await refusal(() => parseContestRequest({ combat: "c1", challenger: w.kestra.uuid, opponents: [w.kestra.uuid] }))).toBe("MANIFOLD.Query.Malformed");
    expect(await refusal(() => parseContestRequest({ combat: "c1", challenger: w.kestra.uuid, opponents: [w.gnoll.uuid], declined: [w.brute.uuid] }))).toBe("MANIFOLD.Query.Malformed");
  });
});

describe("energy: who may contest what, and who sees the rolls", () => {
  it("energy.init.4: a player may name only the creatures the tracker shows them; the GM may name any", async () => {
    const w = await table();
    const listed = [w.kestra, w.gnoll, w.brute].map((a) => ({ id: a.uuid, hidden: a === w.brute }));
    expect(contestable(listed, w.kestra.uuid, false).map((c) => c.id)).toEqual([w.gnoll.uuid]);
    expect(contestable(listed, w.kestra.uuid, true).map((c) => c.id)).toEqual([w.gnoll.uuid, w.brute.uuid]);
    const before = JSON.stringify(w.f.actors);
    expect(await refusal(() => contest(w, w.kestra, [w.brute], { [w.kestra.uuid]: 10, [w.brute.uuid]: 5 }, [], { hidden: [w.brute] }))).toBe("MANIFOLD.Query.NotATarget");
    expect(JSON.stringify(w.f.actors)).toBe(before);
    expect(results(await contest(w, w.gnoll, [w.brute], { [w.gnoll.uuid]: 10, [w.brute.uuid]: 5 }, [], { sender: "gm", hidden: [w.brute] }))).toEqual({ [w.brute.uuid]: "win" });
  });

  it("energy.init.4: an unconscious or dead challenger reacts to nothing: refused before any die", async () => {
    for (const status of ["unconscious", "dead"]) {
      const w = await table();
      w.kestra.statuses = [status];
      expect(await refusal(() => contest(w, w.kestra, [w.gnoll], { [w.kestra.uuid]: 10, [w.gnoll.uuid]: 5 }))).toBe("MANIFOLD.energy.Error.CannotAct");
      expect(pools(w.gnoll).initiativeUsed).toBe(false);
    }
  });

  it("energy.init.4: only the challenger's owner or a GM may start a contest for it", async () => {
    const w = await table();
    expect(await refusal(() => contest(w, w.gnoll, [w.kestra], { [w.gnoll.uuid]: 10, [w.kestra.uuid]: 5 }, [], { sender: "ann" }))).toBe("MANIFOLD.Query.NotYours");
    expect(await refusal(() => contest(w, w.kestra, [w.gnoll], { [w.kestra.uuid]: 10, [w.gnoll.uuid]: 5 }, [], { sender: "bob" }))).toBe("MANIFOLD.Query.NotYours");
    expect(pools(w.gnoll).initiativeUsed).toBe(false);
  });

  it("energy.init.4: a GM's creature rolls its Initiative in private; a player's creature in the open", async () => {
    const w = await table();
    const { seen } = await contest(w, w.kestra, [w.gnoll], { [w.kestra.uuid]: 12, [w.gnoll.uuid]: 9 });
    expect(seen.rolled).toEqual([{ id: w.kestra.uuid, privately: false }, { id: w.gnoll.uuid, privately: true }]);
  });

  it("energy.init.8: when a player contests the GM's creatures, the GM declines for its own that have not rolled; the player's tick for them is not taken", async () => {
    const w = await table();
    await sheetRoll(w, w.brute, 4);
    const asked = await contest(w, w.kestra, [w.gnoll, w.brute], { [w.kestra.uuid]: 12, [w.gnoll.uuid]: 15 });
    // Only the gnoll is asked about: the brute already rolled and fails at once. The GM let the gnoll roll.
    expect(asked.seen.asked).toEqual([[w.gnoll.uuid]]);
    expect(results(asked)).toEqual({ [w.gnoll.uuid]: "lose", [w.brute.uuid]: "autoWin" });
    const v = await table();
    const declined = await contest(v, v.kestra, [v.gnoll], { [v.kestra.uuid]: 2 }, [v.gnoll]);
    expect(results(declined)).toEqual({ [v.gnoll.uuid]: "declined" });
    expect(pools(v.gnoll).initiativeUsed).toBe(false);
    // The GM's own contest asks no one: its ticks are its own.
    expect((await contest(v, v.gnoll, [v.brute], { [v.gnoll.uuid]: 9 }, [v.brute], { sender: "gm" })).seen.asked).toEqual([]);
  });
});

describe("energy: this round's Initiative roll is the GM's to make and mark", () => {
  it("energy.round.5: a roll asked from the sheet is checked before a die is thrown, made on the GM's client, and marked in one batch", async () => {
    const w = await table();
    const { port, seen } = contestPort(w, { [w.kestra.uuid]: 13, [w.gnoll.uuid]: 9 }, [], {});
    await runInitiativeRolls(port, { combat: "c1", ids: [w.kestra.uuid] }, "ann");
    expect(pools(w.kestra)).toMatchObject({ initiativeUsed: true, initiative: 13 });
    expect(seen.rolled).toEqual([{ id: w.kestra.uuid, privately: false }]);
    expect(w.batches).toBe(1);
    // A second roll this round, or one for a creature the player does not own, throws no die.
    expect(await refusal(() => runInitiativeRolls(port, { combat: "c1", ids: [w.kestra.uuid] }, "ann"))).toBe("MANIFOLD.energy.Error.InitiativeUsed");
    expect(await refusal(() => runInitiativeRolls(port, { combat: "c1", ids: [w.gnoll.uuid] }, "ann"))).toBe("MANIFOLD.Query.NotYours");
    expect(await refusal(() => runInitiativeRolls(port, { combat: "c1", ids: [] }, "ann"))).toBe("MANIFOLD.Query.Malformed");
    expect(seen.rolled).toHaveLength(1);
    // The GM rolls the gnoll's in private.
    await runInitiativeRolls(port, { combat: "c1", ids: [w.gnoll.uuid] }, "gm");
    expect(seen.rolled.at(-1)).toEqual({ id: w.gnoll.uuid, privately: true });
  });

  it("energy.round.5: the once-a-round mark and the total are the GM's paths on the combatant: a player's write is put back", () => {
    expect(INITIATIVE_GM_PATHS).toEqual(["initiative", "system.initiativeUsed", "system.initiative"]);
    expect(revertGuarded({ "system.initiativeUsed": false }, false, INITIATIVE_GM_PATHS, { initiative: 12, "system.initiativeUsed": true, "system.initiative": 12 })).toEqual({ "system.initiativeUsed": true });
  });
});
