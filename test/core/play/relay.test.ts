import { describe, expect, it } from "vitest";
import { routeOpen, routePress } from "../../../src/core/play/relay";

describe("where a press or an opening is decided", () => {
  it.each([
    // isGM, isAuthor, authorIsGM, gmOnline, route
    [true, false, false, false, "here"],
    [false, true, false, true, "here"],
    [false, true, false, false, "here"],
    [false, false, true, true, "gm"],
    [false, false, true, false, "relay"],
    [false, false, false, true, "relay"],
    [false, false, false, false, "relay"],
  ] as const)("a press by GM=%s author=%s on a card a GM wrote=%s with a GM online=%s is decided %s", (isGM, isAuthor, authorIsGM, gmOnline, route) => {
    expect(routePress({ isGM, isAuthor, authorIsGM, gmOnline })).toBe(route);
  });

  it.each([
    // isGM, isAuthor, gmOnline, route
    [true, false, true, "here"],
    [false, true, true, "gm"],
    [false, false, true, "gm"],
    [false, true, false, "here"],
    [false, false, false, "relay"],
  ] as const)("a press that spends combat pools by GM=%s author=%s with a GM online=%s is decided %s", (isGM, isAuthor, gmOnline, route) => {
    expect(routePress({ isGM, isAuthor, authorIsGM: false, gmOnline, spendsPools: true })).toBe(route);
  });

  it.each([
    [true, false, false, "here"],
    [false, true, false, "here"],
    [false, false, true, "gm"],
    [false, false, false, "relay"],
  ] as const)("an attack by GM=%s owning every target=%s with a GM online=%s opens %s", (isGM, ownsAllTargets, gmOnline, route) => {
    expect(routeOpen({ isGM, ownsAllTargets, gmOnline })).toBe(route);
  });

  it.each([
    [true, true, true, "here"],
    [false, true, true, "gm"],
    [false, false, true, "gm"],
    [false, true, false, "here"],
    [false, false, false, "relay"],
  ] as const)("an opening that writes the attacker's GM-only combat paths, by GM=%s owning every target=%s with a GM online=%s, opens %s", (isGM, ownsAllTargets, gmOnline, route) => {
    expect(routeOpen({ isGM, ownsAllTargets, gmOnline, spendsPools: true })).toBe(route);
  });
});
