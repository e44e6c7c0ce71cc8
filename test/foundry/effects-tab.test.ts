import { describe, expect, it } from "vitest";
import { conditionRulesKey, effectsTab, type EffectSource } from "../../src/foundry/sheets/effects-tab";
import { contestRules } from "../../src/rulesets/contest/rules/definition";
import { energyRules } from "../../src/rulesets/energy/rules/definition";
import { rollunderRules } from "../../src/rulesets/rollunder/rules/definition";
import { dierankRules } from "../../src/rulesets/dierank/rules/definition";
import { lookup, word } from "../browser/render";

const clock = { worldTime: 0, combat: { round: 2, turn: 0, turns: 3 } };
const effect = (over: Partial<EffectSource>): EffectSource => ({ id: "e", name: "Blessing", img: "icons/svg/aura.svg", disabled: false, statuses: [], duration: {}, implied: false, ...over });

describe("the effects tab", () => {
  it("every condition of every ruleset has rules text a player can read on hover", () => {
    for (const rules of [contestRules, energyRules, rollunderRules, dierankRules]) {
      for (const status of rules.statuses) {
        const text = lookup(conditionRulesKey(rules.id, status.id));
        expect(text, `${rules.id} ${status.id}`).toBeTruthy();
        expect(text).not.toMatch(/seed|RULINGS|\bkey\b|energy\.\w+\.\d/);
      }
    }
  });

  it("shows each condition as a badge, on when an effect holds it, with its rules as the tooltip", () => {
    const tab = effectsTab(
      { ruleset: "energy", conditions: energyRules.statuses, clock, effects: [effect({ id: "a", name: "Dazed", statuses: ["dazed"] }), effect({ id: "b", name: "Exposed", statuses: ["exposed"], implied: true })] },
      word,
    );
    expect(tab.conditions.map((c) => c.id)).toEqual(energyRules.statuses.map((s) => s.id));
    const dazed = tab.conditions.find((c) => c.id === "dazed")!;
    expect(dazed).toMatchObject({ name: "Dazed", active: true, implied: false });
    expect(dazed.tooltip).toContain("Disadvantage on all Defence rolls");
    const exposed = tab.conditions.find((c) => c.id === "exposed")!;
    expect(exposed).toMatchObject({ active: true, implied: true });
    expect(exposed.tooltip).toContain("it ends when that one ends");
    expect(tab.conditions.find((c) => c.id === "slowed")).toMatchObject({ active: false, implied: false });
  });

  it("a switched-off effect holds no condition", () => {
    const tab = effectsTab({ ruleset: "contest", conditions: contestRules.statuses, clock, effects: [effect({ statuses: ["prone"], disabled: true })] }, word);
    expect(tab.conditions.find((c) => c.id === "prone")!.active).toBe(false);
    expect(tab.effects[0]!.disabled).toBe(true);
  });

  it("lists each effect with what remains of it and the conditions it carries", () => {
    const tab = effectsTab(
      {
        ruleset: "contest",
        conditions: contestRules.statuses,
        clock,
        effects: [
          effect({ id: "s", name: "Surprised", statuses: ["surprised"], duration: { rounds: 1, startRound: 2, startTurn: 0 } }),
          effect({ id: "b" }),
          effect({ id: "t", name: "Knocked flat", statuses: ["prone"] }),
        ],
      },
      word,
    );
    // Named as its condition: the name itself explains it, with no badge repeating it.
    expect(tab.effects[0]).toMatchObject({ id: "s", timed: true, duration: "1 round left", conditions: [] });
    expect(tab.effects[0]!.tooltip).toContain("first turn is skipped");
    expect(tab.effects[1]).toMatchObject({ id: "b", timed: false, duration: "Until removed", tooltip: "", conditions: [] });
    expect(tab.effects[2]!.conditions).toEqual([{ id: "prone", name: "Prone", tooltip: expect.stringContaining("Standing up ends it") as string }]);
  });

  it("a condition another imposes ends with its parent, whatever time it was given", () => {
    const implied = effect({ name: "Exposed", statuses: ["exposed"], implied: true, duration: { rounds: 1, startRound: 2 } });
    const tab = effectsTab({ ruleset: "energy", conditions: energyRules.statuses, clock, effects: [implied] }, word);
    expect(tab.effects[0]).toMatchObject({ timed: false, duration: "Ends with the condition that imposes it" });
  });
});
