/** Wound Track's wound levels, thresholds, slots (Vitality table cell by cell), escalation, severity and NPC tracks. */
import { describe, expect, it } from "vitest";
import { RuleError } from "../../../src/core/errors";
import {
  characterSlots,
  immuneToStaggered,
  lightSlots,
  NO_WOUNDS,
  npcSlots,
  placeWound,
  shiftLevel,
  takeWound,
  woundCount,
  woundedRank,
  woundedSeverity,
  woundLevelFor,
  woundRank,
  WOUND_LEVELS,
  WOUND_THRESHOLDS,
  type WoundCounts,
  type WoundTrack,
} from "../../../src/rulesets/woundtrack/rules/wounds";

const counts = (light: number, moderate: number, severe: number, critical: number, fatal: number): WoundCounts => ({ light, moderate, severe, critical, fatal });
const track = (slots: WoundCounts, wounds: WoundCounts = { ...NO_WOUNDS }): WoundTrack => ({ slots, wounds });

describe("woundtrack wound levels and thresholds", () => {
  it("woundtrack.wound.1 / woundtrack.wound.2: five levels, least to most severe, numbered light 1 to fatal 5", () => {
    expect(WOUND_LEVELS).toEqual(["light", "moderate", "severe", "critical", "fatal"]);
    expect(WOUND_LEVELS.map(woundRank)).toEqual([1, 2, 3, 4, 5]);
  });

  // Each threshold from the table: [id, level, threshold]; one below it is the level beneath.
  const thresholds: [string, string, number, string | null][] = [
    ["woundtrack.threshold.1", "light", 0, null],
    ["woundtrack.threshold.2", "moderate", 2, "light"],
    ["woundtrack.threshold.3", "severe", 4, "moderate"],
    ["woundtrack.threshold.4", "critical", 6, "severe"],
    ["woundtrack.threshold.5", "fatal", 8, "critical"],
  ];
  for (const [id, level, threshold, below] of thresholds) {
    it(`${id}: ${level} at final damage ${threshold} or more; ${threshold - 1} gives ${below ?? "no wound"}`, () => {
      expect(WOUND_THRESHOLDS[level as keyof typeof WOUND_THRESHOLDS]).toBe(threshold);
      expect(woundLevelFor(threshold)).toBe(level);
      expect(woundLevelFor(threshold + 1)).toBe(level);
      expect(woundLevelFor(threshold - 1)).toBe(below);
    });
  }

  it("woundtrack.threshold.7: the highest level met, a negative final damage is no wound, there is nothing above fatal", () => {
    expect([-5, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 30].map(woundLevelFor)).toEqual([
      null, null, "light", "light", "moderate", "moderate", "severe", "severe", "critical", "critical", "fatal", "fatal", "fatal",
    ]);
    expect(() => woundLevelFor(2.5)).toThrow(RangeError);
  });

  it("woundtrack.action.11 / woundtrack.action.14: a level moves by steps, below light is gone, fatal is the top", () => {
    expect(shiftLevel("severe", -1)).toBe("moderate");
    expect(shiftLevel("light", -1)).toBeNull();
    expect(shiftLevel("critical", 1)).toBe("fatal");
    expect(shiftLevel("fatal", 1)).toBe("fatal");
    expect(shiftLevel("moderate", 0)).toBe("moderate");
  });
});

describe("woundtrack wound slots", () => {
  // The Vitality table, typed from the seed: [id, Vitality, moderate, severe, critical].
  const table: [string, number, number, number, number][] = [
    ["woundtrack.slots.1", -5, 1, 1, 0],
    ["woundtrack.slots.2", -4, 1, 1, 1],
    ["woundtrack.slots.3", -3, 2, 1, 1],
    ["woundtrack.slots.4", -2, 2, 2, 1],
    ["woundtrack.slots.5", -1, 3, 2, 1],
    ["woundtrack.slots.6", 0, 3, 2, 2],
    ["woundtrack.slots.7", 1, 3, 3, 2],
    ["woundtrack.slots.8", 2, 4, 3, 2],
    ["woundtrack.slots.9", 3, 4, 3, 3],
    ["woundtrack.slots.10", 4, 4, 4, 3],
    ["woundtrack.slots.11", 5, 5, 4, 3],
  ];
  for (const [id, vitality, moderate, severe, critical] of table) {
    it(`${id} / woundtrack.slots.17: Vitality ${vitality} gives ${moderate} moderate, ${severe} severe, ${critical} critical and 1 fatal slot`, () => {
      expect(characterSlots(vitality, 0)).toEqual({ light: 5, moderate, severe, critical, fatal: 1 });
    });
  }

  it("woundtrack.slots.16: light slots are 5 + Persona, whatever the Vitality", () => {
    expect([-5, -2, 0, 1, 5].map(lightSlots)).toEqual([0, 3, 5, 6, 10]);
    expect(characterSlots(3, -2).light).toBe(3);
    expect(characterSlots(-5, 4).light).toBe(9);
  });

  it("woundtrack.slots.1-11: a Vitality or Persona the table cannot place is refused, a fraction is a bug", () => {
    for (const v of [-6, 6]) {
      expect(() => characterSlots(v, 0)).toThrow(expect.objectContaining({ name: "RuleError", key: "MANIFOLD.woundtrack.Error.AttributeOutOfRange", data: { attribute: "vit", value: v } }));
    }
    expect(() => lightSlots(-6)).toThrow(RuleError);
    expect(() => characterSlots(0.5, 0)).toThrow(RangeError);
    expect(() => lightSlots(1.5)).toThrow(RangeError);
  });

  it("woundtrack.slots.12: a wound fills one empty slot of its level", () => {
    const t = track(characterSlots(0, 0));
    const r = placeWound(t, "severe");
    expect(r).toEqual({ wounds: counts(0, 0, 1, 0, 0), level: "severe", escalated: 0 });
    expect(t.wounds).toEqual(NO_WOUNDS); // the input is not changed
    expect(placeWound(track(t.slots, r.wounds), "severe")).toEqual({ wounds: counts(0, 0, 2, 0, 0), level: "severe", escalated: 0 });
  });

  it("woundtrack.slots.13: a full level pushes the wound up one level at a time until a slot is free", () => {
    // Vitality 0, Persona 0: 5 light, 3 moderate, 2 severe, 2 critical, 1 fatal.
    const slots = characterSlots(0, 0);
    expect(placeWound(track(slots, counts(5, 0, 0, 0, 0)), "light")).toEqual({ wounds: counts(5, 1, 0, 0, 0), level: "moderate", escalated: 1 });
    expect(placeWound(track(slots, counts(5, 3, 2, 0, 0)), "light")).toEqual({ wounds: counts(5, 3, 2, 1, 0), level: "critical", escalated: 3 });
    expect(placeWound(track(slots, counts(0, 3, 2, 2, 0)), "moderate")).toEqual({ wounds: counts(0, 3, 2, 2, 1), level: "fatal", escalated: 3 });
    // Vitality -5 has no critical slot: a critical wound goes straight to fatal; Persona -5 no light slot.
    expect(placeWound(track(characterSlots(-5, 0)), "critical")).toEqual({ wounds: counts(0, 0, 0, 0, 1), level: "fatal", escalated: 1 });
    expect(placeWound(track(characterSlots(0, -5)), "light")).toEqual({ wounds: counts(0, 1, 0, 0, 0), level: "moderate", escalated: 1 });
    // A track with more wounds than slots (Vitality lowered since) counts as full.
    expect(placeWound(track(characterSlots(-3, 0), counts(0, 3, 0, 0, 0)), "moderate").level).toBe("severe");
  });

  it("woundtrack.slots.13: with every slot from its level up taken, the wound has nowhere to go", () => {
    const slots = characterSlots(0, 0);
    expect(placeWound(track(slots, counts(0, 0, 0, 2, 1)), "critical")).toEqual({ wounds: counts(0, 0, 0, 2, 1), level: null, escalated: 0 });
    expect(placeWound(track(slots, counts(5, 3, 2, 2, 0)), "light").level).toBe("fatal");
    expect(() => placeWound(track(slots, counts(-1, 0, 0, 0, 0)), "light")).toThrow(RangeError);
  });

  it("woundtrack.slots.12 / woundtrack.slots.13: six light wounds in a row on Persona 0 fill five light slots, the sixth is moderate", () => {
    let t = track(characterSlots(1, 0));
    const landed: (string | null)[] = [];
    for (let i = 0; i < 6; i++) {
      const r = placeWound(t, "light");
      landed.push(r.level);
      t = track(t.slots, r.wounds);
    }
    expect(landed).toEqual(["light", "light", "light", "light", "light", "moderate"]);
    expect(t.wounds).toEqual(counts(5, 1, 0, 0, 0));
  });

  it("woundtrack.slots.14: wounded at the severity of the highest wound (3 light + 1 critical is critically wounded)", () => {
    expect(woundedSeverity(counts(3, 0, 0, 1, 0))).toBe("critical");
    expect(woundedSeverity(counts(0, 2, 1, 0, 0))).toBe("severe");
    expect(woundedSeverity(counts(1, 0, 0, 0, 0))).toBe("light");
    expect(woundedSeverity(counts(0, 0, 0, 0, 1))).toBe("fatal");
    expect(woundedSeverity(NO_WOUNDS)).toBeNull();
    expect([woundedRank(NO_WOUNDS), woundedRank(counts(4, 0, 0, 0, 0)), woundedRank(counts(3, 0, 0, 1, 0)), woundedRank(counts(0, 0, 0, 0, 1))]).toEqual([0, 1, 4, 5]);
    expect(woundCount(counts(3, 0, 2, 1, 0))).toBe(6);
    expect(() => woundedSeverity(counts(0, 0.5, 0, 0, 0))).toThrow(RangeError);
  });
});

describe("woundtrack NPC tracks and fatal wounds", () => {
  const tiers: [string, "minion" | "standard" | "elite", number][] = [
    ["woundtrack.npc.4", "minion", 1],
    ["woundtrack.npc.5", "standard", 2],
    ["woundtrack.npc.6", "elite", 3],
  ];
  for (const [id, tier, n] of tiers) {
    it(`${id} / woundtrack.npc.7: a ${tier} has ${n} moderate, ${n} severe, ${n} critical, 1 fatal, and 5 + Persona light slots`, () => {
      expect(npcSlots(tier, 0)).toEqual({ light: 5, moderate: n, severe: n, critical: n, fatal: 1 });
      expect(npcSlots(tier, 2).light).toBe(7);
      expect(npcSlots(tier, -3).light).toBe(2);
    });
  }

  const pc = { npc: false, special: false };
  const npc = { npc: true, special: false };
  const specialNpc = { npc: true, special: true };

  it("woundtrack.npc.2 / woundtrack.npc.1: an ordinary NPC is immune to staggered; a character or special NPC is not", () => {
    expect([immuneToStaggered(npc), immuneToStaggered(specialNpc), immuneToStaggered(pc)]).toEqual([true, false, false]);
  });

  it("woundtrack.npc.3: an ordinary NPC dies at its first fatal wound, escalated there or not", () => {
    const minion = track(npcSlots("minion", 0));
    expect(takeWound(minion, "fatal", npc)).toMatchObject({ level: "fatal", dead: true, fatallyWounded: false });
    expect(takeWound(track(minion.slots, counts(0, 1, 1, 1, 0)), "moderate", npc)).toMatchObject({ level: "fatal", escalated: 3, dead: true });
    expect(takeWound(minion, "critical", npc)).toMatchObject({ level: "critical", dead: false, fatallyWounded: false });
  });

  it("woundtrack.wound.3 / woundtrack.npc.1: a character or special NPC with a fatal wound is fatally wounded, not dead", () => {
    expect(takeWound(track(characterSlots(0, 0)), "fatal", pc)).toMatchObject({ level: "fatal", dead: false, fatallyWounded: true });
    expect(takeWound(track(npcSlots("elite", 0)), "fatal", specialNpc)).toMatchObject({ dead: false, fatallyWounded: true });
    expect(takeWound(track(characterSlots(0, 0)), "severe", pc)).toMatchObject({ level: "severe", dead: false, fatallyWounded: false });
  });
});
