import { describe, expect, it } from "vitest";
import { oddsView, percentFormat, refusalLine, type OddsLine } from "../../../src/core/play/odds";
import { RuleError } from "../../../src/core/errors";
import { readRollForm } from "../../../src/core/roll-options";

describe("odds lines as the dialog prints them", () => {
  it("percentages all with one decimal, in the user's language", () => {
    const en = percentFormat("en");
    expect(en(0.4567)).toBe("45.7%");
    expect(en(0.5)).toBe("50.0%");
    expect(en(0.86)).toBe("86.0%");
    expect(percentFormat("de")(0.4567)).toMatch(/^45,7\s%$/);
  });

  it("floating-point dust never prints as -0 % or above 100 %", () => {
    const en = percentFormat("en");
    expect(en(-1e-17)).toBe("0.0%");
    expect(en(1 + 1e-12)).toBe("100.0%");
  });

  it("a language tag Intl does not know falls back to English", () => {
    expect(percentFormat("not a tag!")(0.25)).toBe("25.0%");
  });

  it("a table: a column per kind of chance, a row per line, refusals worded with their data", () => {
    const lines: OddsLine[] = [
      { target: "Bandit", against: ["MANIFOLD.contest.Defence.parry"], values: [{ label: "D", p: 0.3125 }, { label: "C", p: 0.1 }], refusal: null },
      { target: "Knight", against: ["MANIFOLD.contest.Defence.block"], values: [{ label: "D", p: 0.6 }, { label: "C", p: 0.05 }], refusal: null },
      refusalLine("Ghost", new RuleError("MANIFOLD.energy.Error.OutOfReach", { reach: 1 })),
    ];
    const view = oddsView(lines, "en", (key, data) => `${key}:${JSON.stringify(data)}`);
    expect(view).toEqual({
      caption: "",
      columns: ["D", "C"],
      rows: [
        { target: "Bandit", against: ["MANIFOLD.contest.Defence.parry"], values: ["31.3%", "10.0%"], refusal: "" },
        { target: "Knight", against: ["MANIFOLD.contest.Defence.block"], values: ["60.0%", "5.0%"], refusal: "" },
        { target: "Ghost", against: [], values: ["", ""], refusal: 'MANIFOLD.energy.Error.OutOfReach:{"reach":1}' },
      ],
      blocked: false,
      noChance: false,
    });
  });

  it("the Roll button stands while any line leaves the roller a chance; refused everywhere, or no chance anywhere, it goes", () => {
    const word = (k: string) => k;
    const chance = (p: number, neutral = 0): OddsLine => ({ target: "Bandit", against: [], values: [{ label: "D", p }, { label: "B", p: neutral, neutral: true }], refusal: null });
    const refused = refusalLine("Ghost", new RuleError("MANIFOLD.energy.Error.OutOfReach", { reach: 1 }));
    expect([oddsView([chance(0.01)], "en", word).blocked, oddsView([chance(0.01)], "en", word).noChance]).toEqual([false, false]);
    expect([oddsView([refused, chance(0.2)], "en", word).blocked]).toEqual([false]);
    expect([oddsView([refused], "en", word).blocked, oddsView([refused], "en", word).noChance]).toEqual([true, false]);
    // Full cover: nothing but a chance that both fail is no roll worth throwing, and says so.
    expect([oddsView([chance(0, 0.7)], "en", word).blocked, oddsView([chance(0, 0.7)], "en", word).noChance]).toEqual([true, true]);
    expect([oddsView([refused, chance(0)], "en", word).blocked, oddsView([refused, chance(0)], "en", word).noChance]).toEqual([true, true]);
    expect(oddsView([], "en", word).blocked).toBe(false);
  });

  it("one target is named once, above its rows", () => {
    const row = (defence: string, p: number): OddsLine => ({ target: "Bandit", against: [defence], values: [{ label: "D", p }], refusal: null });
    const view = oddsView([row("parry", 0.25), row("none", 0.5)], "en", (k) => k);
    expect(view.caption).toBe("Bandit");
    expect(view.rows.map((r) => [r.target, r.against[0], r.values[0]])).toEqual([["", "parry", "25.0%"], ["", "none", "50.0%"]]);
  });

  it("only a rule's refusal becomes a line; a bug is thrown on", () => {
    expect(() => refusalLine("x", new TypeError("bug"))).toThrow(TypeError);
  });
});

describe("readRollForm: the live form and the submitted one read alike", () => {
  it("reads modifier and edge from form fields", () => {
    expect(readRollForm({ modifier: "+2", edge: "1", cover: "low" })).toEqual({ ok: true, form: { data: { modifier: "+2", edge: "1", cover: "low" }, modifier: 2, edge: 1 } });
    expect(readRollForm({ modifier: "", edge: -1 })).toMatchObject({ ok: true, form: { modifier: 0, edge: -1 } });
    expect(readRollForm({ edge: "7" })).toMatchObject({ ok: true, form: { modifier: 0, edge: 0 } });
  });

  it("a modifier half typed is the BadModifier key", () => {
    expect(readRollForm({ modifier: "+", edge: "0" })).toEqual({ ok: false, error: "MANIFOLD.Roll.BadModifier" });
  });
});
