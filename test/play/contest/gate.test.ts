/**
 * The one action gate (play/gate.ts canAct) on every path that takes an action: the Strike and the
 * Grapple opened through the shared open flow, the sheet's actions, casting and the defence on the
 * card all read the creature's conditions and its turn there, and any action spends a Feint.
 */
import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkOutcome } from "../../../src/core/play/guard";
import { ACTION_ALLOW, sheetActionStep, type ActionSnapshot } from "../../../src/rulesets/contest/play/action";
import { castStep } from "../../../src/rulesets/contest/play/cast";
import { roundStartStep } from "../../../src/rulesets/contest/play/turns";
import { openStrikeStep } from "../../../src/rulesets/contest/play/open";
import type { CombatantSystem } from "../../../src/rulesets/contest/rules/types";
import { character, combatant, spell } from "../../rulesets/contest/fixtures";
import { refusal } from "../table";
import { creature, derivedOf } from "./people";
import { contestWorld, openInput, strikeCard } from "./world";

const hero = creature("Actor.hero", ["ann"], character({ speed: 6 } as never), []);
const docs = { has: () => true, read: () => undefined };
const snap = (system: Partial<CombatantSystem>, statuses: string[] = [], onOwnTurn = true): ActionSnapshot => ({
  name: "Hero",
  speed: 6,
  derived: derivedOf(hero),
  statuses,
  combatant: combatant(system),
  onOwnTurn,
});

describe("contest.maneuver.5: a Feint lasts until its maker's next action", () => {
  it("a Dash, a Search or casting spends it; Manipulate (a reaction) and the free action do not", () => {
    for (const id of ["dash", "disengage", "search"] as const) {
      const out = sheetActionStep(snap({ feintTarget: "Actor.goblin" }), id).outcome;
      expect({ id, feint: out.writes[0]!.changes["system.feintTarget"] }).toEqual({ id, feint: "" });
      expect(() => checkOutcome(out, ACTION_ALLOW, docs as never, { kind: "player", owns: () => true } as never)).not.toThrow();
    }
    expect(sheetActionStep(snap({ feintTarget: "Actor.goblin" }), "free").outcome.writes[0]!.changes).toEqual({ "system.freeUsed": true });
    expect(sheetActionStep(snap({ feintTarget: "Actor.goblin" }), "manipulate").outcome.writes[0]!.changes).toEqual({ "system.ap": 2 });
    const ward = spell("Ward", { apCost: 1, attack: false }, "ward000000000000");
    const cast = castStep({ spell: ward.system, combatant: combatant({ feintTarget: "Actor.goblin" }), onOwnTurn: true, statuses: [] });
    expect(cast.outcome.writes[0]!.changes["system.feintTarget"]).toBe("");
  });

  it("a defence, a reaction, leaves it standing for the Strike that follows", async () => {
    const w = contestWorld();
    Object.assign(w.rival.combatant!, { feintTarget: w.hero.uuid });
    await strikeCard(w.t, "card000000000001", "gm", w.hero, w.rival, "ann");
    await w.t.press("bob", { messageId: "card000000000001", action: "declareDefence", args: { defence: "dodge" } });
    expect(w.rival.combatant).toMatchObject({ ap: 2, feintTarget: w.hero.uuid });
  });

  it("a new round ends it", () => {
    const [update] = roundStartStep([{ id: "c1", system: combatant({ feintTarget: "Actor.goblin" }), statuses: [] } as never], 2);
    expect(update!["system.feintTarget"]).toBe("");
  });

  it("an opportunity attack, a reaction, neither uses it nor spends it", () => {
    const w = contestWorld();
    const opened = openStrikeStep(openInput(w.hero, [w.goblin], { combatant: { system: combatant({ feintTarget: w.goblin.uuid }), onOwnTurn: false, statuses: [] } }));
    expect(opened.cards[0]!.situation.boons).toBe(0);
    expect(opened.combatant["system.feintTarget"]).toBeUndefined();
  });

  it("a Strike at another foe spends it for nothing", () => {
    const w = contestWorld();
    const opened = openStrikeStep(openInput(w.hero, [w.rival], { combatant: { system: combatant({ feintTarget: w.goblin.uuid }), onOwnTurn: true, statuses: [] } }));
    expect(opened.cards[0]!.situation.boons).toBe(0);
    expect(opened.combatant["system.feintTarget"]).toBe("");
  });
});

describe("the gate reads the creature's conditions on every path", () => {
  it("contest.round.3 (ruling): an Unconscious or Surprised hero's Strike is refused through the open flow, and nothing is posted or paid", async () => {
    for (const [status, key] of [["unconscious", "MANIFOLD.contest.Economy.Unconscious"], ["surprised", "MANIFOLD.contest.Economy.Surprised"]] as const) {
      const w = contestWorld();
      w.hero.statuses = [status];
      w.t.turn = w.hero.uuid;
      const before = JSON.stringify(w.hero.combatant);
      expect(await refusal(() => strikeCard(w.t, "card000000000001", "ann", w.hero, w.goblin))).toBe(key);
      expect(w.t.messages.size).toBe(0);
      expect(JSON.stringify(w.hero.combatant)).toBe(before);
    }
  });

  it("contest.ap.2: an Unconscious hero grapples no one; a Grappled hero cannot Dash", async () => {
    const w = contestWorld();
    w.hero.statuses = ["unconscious"];
    w.t.turn = w.hero.uuid;
    w.hero.items.splice(0);
    const target = w.t.place(w.goblin);
    w.t.place(w.hero);
    w.t.target("ann", target);
    expect(await refusal(() => w.t.open("ann", { attacker: w.hero.uuid, item: "", how: { action: "grapple" }, targets: [target], choices: { rollMode: "publicroll" } } as never))).toBe("MANIFOLD.contest.Economy.Unconscious");
    expect(await refusal(() => sheetActionStep(snap({}, ["grappled"]), "dash"))).toBe("MANIFOLD.contest.Economy.Grappled");
  });

  it("a defender that is Unconscious declares no defence it would pay for", async () => {
    const w = contestWorld();
    await strikeCard(w.t, "card000000000001", "gm", w.hero, w.rival, "ann");
    w.rival.statuses = ["unconscious"];
    expect(await refusal(() => w.t.press("bob", { messageId: "card000000000001", action: "declareDefence", args: { defence: "dodge" } }))).toBe("MANIFOLD.contest.Economy.Unconscious");
    expect(w.rival.combatant!.ap).toBe(3);
  });
});

describe("every contest step that pays for an action asks the gate", () => {
  it("no file under play/ but the gate calls the economy's spend", () => {
    const dir = "src/rulesets/contest/play";
    const callers = readdirSync(dir).filter((f) => f !== "gate.ts" && /\bspend\(/.test(readFileSync(`${dir}/${f}`, "utf8")));
    expect(callers).toEqual([]);
  });
});

