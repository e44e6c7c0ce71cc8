/**
 * What the deciding client believes about a press (src/core/play/facts.ts), cell by cell: a GM's
 * card, a player's card and a relayed card, each with its author's authority and who opened it.
 */
import { describe, expect, it } from "vitest";
import { cardFacts, type UserFacts } from "../../../src/core/play/facts";

const user = (id: string, isGM = false, attacker = false, defender = false): UserFacts => ({ id, isGM, owns: { attacker, defender } });
const ann = user("ann", false, true, false);
const gm = user("gm", true, true, true);

describe("cardFacts", () => {
  it("a GM's card: the GM's authority; opened by whom it names", () => {
    expect(cardFacts(ann, gm, { openedBy: "ann" })).toEqual({ sender: { isGM: false, opened: true, owns: { attacker: true, defender: false } }, authority: { kind: "gm" } });
    expect(cardFacts(ann, gm, { openedBy: "bob" }).sender.opened).toBe(false);
    expect(cardFacts(ann, gm, {}).sender.opened).toBe(false);
  });

  it("a player's card: the author's own sides; opened by its author, whatever it names", () => {
    expect(cardFacts(ann, ann, { openedBy: "bob" })).toEqual({ sender: { isGM: false, opened: true, owns: { attacker: true, defender: false } }, authority: { kind: "author", owns: { attacker: true, defender: false } } });
    expect(cardFacts(user("bob"), ann, { openedBy: "bob" }).sender.opened).toBe(false);
  });

  it("a relayed card (it follows another): opened by whom it names, with its author's sides only", () => {
    const bob = user("bob", false, false, true);
    expect(cardFacts(ann, bob, { follows: "m1", openedBy: "ann" })).toEqual({ sender: { isGM: false, opened: true, owns: { attacker: true, defender: false } }, authority: { kind: "author", owns: { attacker: false, defender: true } } });
    expect(cardFacts(bob, bob, { follows: "m1", openedBy: "ann" }).sender.opened).toBe(false);
    // An empty or odd `follows` is no relay: the author opened it.
    expect(cardFacts(bob, bob, { follows: "", openedBy: "ann" }).sender.opened).toBe(true);
    expect(cardFacts(bob, bob, { follows: 7, openedBy: "ann" }).sender.opened).toBe(true);
  });

  it("no author (deleted user): no authority over anything, and nobody opened it", () => {
    expect(cardFacts(ann, null, { openedBy: "ann" })).toEqual({ sender: { isGM: false, opened: false, owns: { attacker: true, defender: false } }, authority: { kind: "author", owns: { attacker: false, defender: false } } });
  });
});
