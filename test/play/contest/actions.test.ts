/**
 * The sheet's combat actions, played through the step the sheet's buttons reach (actions.ts
 * takeAction pays it on the active GM's client): Dash, Disengage, Search, Manipulate and the free
 * action, each paid out of the round's AP or refused with nothing written.
 */
import { describe, expect, it } from "vitest";
import { checkOutcome } from "../../../src/core/play/guard";
import { serialize } from "../../../src/core/play/queue";
import { ACTION_ALLOW, parseSheetAction, sheetActionStep, type ActionSnapshot } from "../../../src/rulesets/contest/play/action";
import { roundStartStep } from "../../../src/rulesets/contest/play/turns";
import type { CombatantSystem } from "../../../src/rulesets/contest/rules/types";
import { castStep } from "../../../src/rulesets/contest/play/cast";
import { character, combatant, spell } from "../../rulesets/contest/fixtures";
import { refusal } from "../table";
import { creature, derivedOf } from "./people";

const hero = creature("Actor.hero", ["ann"], character({ speed: 6, attributes: { per: 11 }, skills: { observation: { value: 3 } } } as never), []);
const docs = { has: () => true, read: () => undefined };

function snap(over: Partial<CombatantSystem> | null = {}, more: Partial<ActionSnapshot> = {}): ActionSnapshot {
  return {
    name: "Hero",
    speed: (hero.system as { speed: number }).speed,
    derived: derivedOf(hero),
    statuses: [],
    combatant: over === null ? null : { ...(hero.combatant as unknown as CombatantSystem), ...over },
    onOwnTurn: true,
    ...more,
  };
}

const paid = (s: ActionSnapshot, id: string) => sheetActionStep(s, parseSheetAction(id)).outcome.writes[0]?.changes;

describe("contest.action.*: the sheet's actions on one's own turn", () => {
  it("contest.action.1: Dash costs 1 AP and gives one more move of the Speed in squares (6 m = 6 squares)", () => {
    const result = sheetActionStep(snap(), "dash");
    expect(result.outcome.writes).toEqual([{ side: "attacker", doc: "combatant", changes: { "system.ap": 2, "system.dashes": 1 } }]);
    expect(result.chat).toEqual({ key: "MANIFOLD.contest.ActionTaken.dash", data: { name: "Hero", squares: 6, speed: 6 } });
    expect(() => checkOutcome(result.outcome, ACTION_ALLOW, docs as never, { kind: "gm" })).not.toThrow();
  });

  it("contest.action.2: Disengage costs 1 AP and marks the combatant until its turn ends", () => {
    expect(paid(snap(), "disengage")).toEqual({ "system.ap": 2, "system.disengaged": true });
  });

  it("contest.action.5: Search costs 1 AP and asks for an Observation test at the sheet's target", () => {
    const result = sheetActionStep(snap(), "search");
    expect(result.outcome.writes[0]!.changes).toEqual({ "system.ap": 2 });
    expect(result.test).toEqual({ skill: "observation", target: 14 });
  });

  it("contest.action.5: out of combat a Search is only its test; the other actions are refused", async () => {
    expect(sheetActionStep(snap(null), "search")).toMatchObject({ outcome: { writes: [] }, test: { target: 14 } });
    expect(await refusal(() => sheetActionStep(snap(null), "dash"))).toBe("MANIFOLD.contest.Economy.NotInCombat");
  });

  it("contest.action.1: an action the sheet does not offer is refused as malformed", async () => {
    expect(await refusal(() => parseSheetAction("teleport"))).toBe("MANIFOLD.Query.Malformed");
  });
});

describe("contest.ap.* / contest.reaction.2 / contest.free.*: one pool of 3 AP for actions and reactions", () => {
  it("contest.ap.1: actions and reactions draw on the same 3 AP: Dash, Manipulate, Search, then nothing", async () => {
    let c = snap().combatant!;
    for (const id of ["dash", "manipulate", "search"]) c = { ...c, ap: paid({ ...snap(), combatant: c }, id)!["system.ap"] as number };
    expect(c.ap).toBe(0);
    expect(await refusal(() => sheetActionStep(snap(c), "manipulate"))).toBe("MANIFOLD.contest.Economy.NotEnoughAP");
  });

  it("contest.ap.2: an action only on one's own turn", async () => {
    for (const id of ["dash", "disengage", "search"] as const) {
      expect(await refusal(() => sheetActionStep(snap({}, { onOwnTurn: false }), id))).toBe("MANIFOLD.contest.Economy.NotYourTurn");
    }
  });

  it("contest.ap.3: a reaction is taken on anyone's turn when its trigger occurs: Manipulate off one's turn", () => {
    expect(paid(snap({}, { onOwnTurn: false }), "manipulate")).toEqual({ "system.ap": 2 });
  });

  it("contest.reaction.2: Manipulate is a reaction: 1 AP, on one's own turn too", () => {
    const result = sheetActionStep(snap(), "manipulate");
    expect(result.outcome.writes[0]!.changes).toEqual({ "system.ap": 2 });
    expect(result.chat!.key).toBe("MANIFOLD.contest.ActionTaken.manipulate");
  });

  it("contest.free.1: a free action costs no AP, even with none left", () => {
    expect(paid(snap({ ap: 0 }), "free")).toEqual({ "system.freeUsed": true });
  });

  it("contest.free.2: at most one free action a round; the next round gives another", async () => {
    expect(await refusal(() => sheetActionStep(snap({ freeUsed: true }), "free"))).toBe("MANIFOLD.contest.Economy.FreeUsed");
    const [reset] = roundStartStep([{ id: "hero", system: snap({ freeUsed: true }).combatant!, statuses: [] }], 2);
    expect(reset!["system.freeUsed"]).toBe(false);
  });
});

describe("contest.round.3 / contest.action.4: what a creature's conditions forbid", () => {
  it.each([
    ["an Unconscious creature takes no action", ["unconscious", "prone"], "search", "MANIFOLD.contest.Economy.Unconscious"],
    ["an Unconscious creature takes no reaction", ["unconscious", "prone"], "manipulate", "MANIFOLD.contest.Economy.Unconscious"],
    ["a Grappled creature cannot Dash", ["grappled"], "dash", "MANIFOLD.contest.Economy.Grappled"],
    ["a Grappled creature cannot Disengage", ["grappled"], "disengage", "MANIFOLD.contest.Economy.Grappled"],
    ["the Surprised condition stops actions as the tracker's mark does", ["surprised"], "manipulate", "MANIFOLD.contest.Economy.Surprised"],
  ])("contest.round.3: %s", async (_name, statuses, id, key) => {
    expect(await refusal(() => sheetActionStep(snap({}, { statuses }), parseSheetAction(id)))).toBe(key);
  });

  it("contest.action.4: a Grappled creature may still Search and Manipulate", () => {
    expect(paid(snap({}, { statuses: ["grappled"] }), "search")).toEqual({ "system.ap": 2 });
  });

  it("contest.round.3: the tracker's surprise mark stops every action and reaction", async () => {
    expect(await refusal(() => sheetActionStep(snap({ surprised: true }, { onOwnTurn: false }), "manipulate"))).toBe("MANIFOLD.contest.Economy.Surprised");
  });
});

describe("contest.round.5: a payment never writes over a new round's AP", () => {
  /** One stored combatant, read and written by two tasks as the GM's client runs them. */
  async function race(lock: boolean) {
    const stored: { system: CombatantSystem } = { system: { ...snap({ ap: 1 }).combatant! } };
    const tick = () => new Promise((resolve) => setTimeout(resolve, 1));
    const run = async <T>(fn: () => Promise<T>) => (lock ? await serialize("pools.combat1", fn) : await fn());
    const write = (changes: Record<string, unknown>) => {
      for (const [path, value] of Object.entries(changes)) (stored.system as unknown as Record<string, unknown>)[path.replace(/^system\./, "")] = value;
    };
    const reset = run(async () => {
      const [update] = roundStartStep([{ id: "hero", system: { ...stored.system }, statuses: [] }], 2);
      await tick();
      const { _id: _, ...changes } = update!;
      write(changes);
    });
    const dash = run(async () => {
      const result = sheetActionStep(snap({ ...stored.system }), "dash");
      await tick();
      write(result.outcome.writes[0]!.changes);
    });
    return Promise.all([reset, dash]).then(() => stored.system.ap);
  }

  it("contest.round.5: a Dash pressed as the round begins is paid from the fresh 3 AP, under the combat's lock", async () => {
    expect(await race(true)).toBe(2);
    // Decided side by side, the Dash would pay from the old round's last AP and leave the new round with none.
    expect(await race(false)).toBe(0);
  });
});

describe("contest.round.3: casting is barred by the same conditions", () => {
  it("contest.round.3: an Unconscious or Surprised caster casts nothing and pays nothing", async () => {
    const ward = spell("Ward", { attack: false, apCost: 1, damage: "" }).system;
    expect(await refusal(() => castStep({ spell: ward, combatant: combatant(), onOwnTurn: true, statuses: ["unconscious", "prone"] }))).toBe("MANIFOLD.contest.Economy.Unconscious");
    expect(await refusal(() => castStep({ spell: ward, combatant: combatant(), onOwnTurn: false, statuses: ["surprised"] }))).toBe("MANIFOLD.contest.Economy.Surprised");
    expect(castStep({ spell: ward, combatant: combatant(), onOwnTurn: true, statuses: ["grappled"] }).outcome.writes[0]!.changes).toEqual({ "system.ap": 2 });
  });
});
