import { describe, it, expect } from "vitest";
import { add, certain, combine, fromWeights, map, negate, probability, probabilityOf, subtract, sumOfCopies, uniformDie } from "../../../src/core/dice/distribution";
import { mean, totalMass } from "./sampling";

describe("fromWeights", () => {
  it("merges duplicate values, sorts them and drops zero weights", () => {
    const d = fromWeights([
      [3, 0.25],
      [1, 0.5],
      [3, 0.25],
      [2, 0],
    ]);
    expect(d).toEqual([
      { value: 1, p: 0.5 },
      { value: 3, p: 0.5 },
    ]);
  });

  it("rejects negative or non-finite weights and values", () => {
    expect(() => fromWeights([[1, -0.1]])).toThrow(RangeError);
    expect(() => fromWeights([[1, NaN]])).toThrow(RangeError);
    expect(() => fromWeights([[Infinity, 1]])).toThrow(RangeError);
  });
});

describe("uniformDie", () => {
  it("gives each face of a d6 a sixth", () => {
    const d6 = uniformDie(6);
    expect(d6.map((o) => o.value)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const o of d6) expect(o.p).toBeCloseTo(1 / 6, 15);
    expect(mean(d6)).toBeCloseTo(3.5, 12);
  });

  it("rejects a die without a whole number of faces", () => {
    expect(() => uniformDie(0)).toThrow(RangeError);
    expect(() => uniformDie(2.5)).toThrow(RangeError);
  });
});

describe("arithmetic on distributions", () => {
  const d6 = uniformDie(6);

  it("adds two d6 into the triangle 2..12", () => {
    const two = add(d6, d6);
    expect(two[0]?.value).toBe(2);
    expect(two[two.length - 1]?.value).toBe(12);
    expect(probabilityOf(two, 7)).toBeCloseTo(6 / 36, 14);
    expect(probabilityOf(two, 2)).toBeCloseTo(1 / 36, 14);
    expect(probabilityOf(two, 13)).toBe(0);
    expect(totalMass(two)).toBeCloseTo(1, 12);
  });

  it("negates and subtracts", () => {
    expect(negate(uniformDie(3)).map((o) => o.value)).toEqual([-3, -2, -1]);
    const diff = subtract(uniformDie(10), uniformDie(10));
    expect(probabilityOf(diff, 0)).toBeCloseTo(10 / 100, 14);
    expect(probabilityOf(diff, -9)).toBeCloseTo(1 / 100, 14);
    expect(mean(diff)).toBeCloseTo(0, 12);
  });

  it("maps values and merges the ones that collide", () => {
    const parity = map(d6, (x) => x % 2);
    expect(parity).toHaveLength(2);
    expect(probabilityOf(parity, 0)).toBeCloseTo(0.5, 14);
  });

  it("combines with any function, e.g. the higher of 2d6", () => {
    const high = combine(d6, d6, Math.max);
    expect(probabilityOf(high, 6)).toBeCloseTo(11 / 36, 14);
    expect(probabilityOf(high, 1)).toBeCloseTo(1 / 36, 14);
  });

  it("sums copies as repeated addition would", () => {
    const three = sumOfCopies(d6, 3);
    expect(probabilityOf(three, 10)).toBeCloseTo(27 / 216, 14);
    expect(probabilityOf(three, 3)).toBeCloseTo(1 / 216, 14);
    const seven = sumOfCopies(d6, 7);
    const byHand = add(add(add(three, three), d6), certain(0));
    expect(seven).toHaveLength(byHand.length);
    seven.forEach((o, i) => {
      expect(o.value).toBe(byHand[i]?.value);
      expect(o.p).toBeCloseTo(byHand[i]?.p ?? NaN, 14);
    });
    expect(sumOfCopies(d6, 0)).toEqual(certain(0));
    expect(() => sumOfCopies(d6, -1)).toThrow(RangeError);
  });

  it("measures probability of a predicate, mean and total mass", () => {
    expect(probability(d6, (x) => x >= 5)).toBeCloseTo(1 / 3, 14);
    expect(mean(certain(4))).toBe(4);
    expect(totalMass(fromWeights([[1, 0.2], [2, 0.3]]))).toBeCloseTo(0.5, 14);
  });
});
