import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { attackHeadline, CARD_LABELS, HEAL_LABELS, moraleLabel, TIME_NAME } from "../../../src/rulesets/rollunder/rules/labels";

const lang = JSON.parse(readFileSync("lang/en.json", "utf8")) as Record<string, unknown>;
const text = (key: string): unknown => key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], lang);

describe("Roll-Under labels", () => {
  it("the card's headline names a natural 1 or 20 before hit or miss", () => {
    expect(attackHeadline({ hit: true, double: true, fumble: false })).toBe("MANIFOLD.rollunder.Card.Natural1");
    expect(attackHeadline({ hit: false, double: false, fumble: true })).toBe("MANIFOLD.rollunder.Card.Natural20");
    expect(attackHeadline({ hit: true, double: false, fumble: false })).toBe("MANIFOLD.rollunder.Card.Hit");
    expect(attackHeadline({ hit: false, double: false, fumble: false })).toBe("MANIFOLD.rollunder.Card.Miss");
  });

  it("every fixed key has its words in lang/en.json", () => {
    const keys = [...Object.values(CARD_LABELS), ...Object.values(HEAL_LABELS), moraleLabel(true), moraleLabel(false), TIME_NAME];
    for (const key of keys) expect(typeof text(key), key).toBe("string");
  });
});
