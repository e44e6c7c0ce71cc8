/**
 * Awareness through the card: a Surprised or Unconscious target is unaware of the attack and can
 * only take No defence; the GM may mark a target unaware (or aware again) before it declares.
 */
import { describe, expect, it } from "vitest";
import { refusal } from "../table";
import { contestCard, contestWorld } from "./world";
import { openCard } from "./people";
import { isAware } from "../../../src/rulesets/contest/rules/awareness";

const CARD = "cardAwareness001";
const SWORD = "sword0000000000a";

describe("contest.defend.1: only a target aware of the attack can defend", () => {
  it("contest.defend.1: a surprised target (the tracker's mark) is offered only No defence, and a Dodge is refused", async () => {
    const w = contestWorld();
    w.goblin.combatant!.surprised = true;
    await openCard(w.t, CARD, "gm", w.hero, w.goblin, SWORD, {}, "ann");
    expect(contestCard(w.t, CARD).allowed).toEqual(["none"]);
    expect(await refusal(() => w.t.press("gm", { messageId: CARD, action: "declareDefence", args: { defence: "dodge" } }))).toBe("MANIFOLD.contest.Card.DefenceNotAllowed");
    await w.t.press("gm", { messageId: CARD, action: "declareDefence", args: { defence: "none" } });
    expect(w.goblin.combatant!.ap).toBe(3);
  });

  it.each([["surprised"], ["unconscious"]])("contest.defend.1: a target with the %s condition is unaware", async (status) => {
    const w = contestWorld();
    w.goblin.statuses = [status];
    await openCard(w.t, CARD, "gm", w.hero, w.goblin, SWORD, {}, "ann");
    expect(contestCard(w.t, CARD).allowed).toEqual(["none"]);
    expect(contestCard(w.t, CARD).aware).toBe(false);
  });

  it("contest.defend.1: an aware target keeps its defences", async () => {
    expect(isAware({ surprised: false, statuses: ["prone", "dazed"] })).toBe(true);
    const w = contestWorld();
    await openCard(w.t, CARD, "gm", w.hero, w.goblin, SWORD, {}, "ann");
    expect(contestCard(w.t, CARD).allowed).toEqual(["dodge", "parry", "none"]);
  });

  it("contest.defend.1: the GM marks the target unaware before it declares, and aware again", async () => {
    const w = contestWorld();
    await openCard(w.t, CARD, "gm", w.hero, w.goblin, SWORD, {}, "ann");
    await w.t.press("gm", { messageId: CARD, action: "setAware", args: { aware: "no" } });
    expect(contestCard(w.t, CARD)).toMatchObject({ aware: false, allowed: ["none"] });
    await w.t.press("gm", { messageId: CARD, action: "setAware", args: { aware: "yes" } });
    expect(contestCard(w.t, CARD)).toMatchObject({ aware: true, allowed: ["dodge", "parry", "none"] });
  });

  it("contest.defend.1: only a GM sets awareness, only before the defence is declared, and only yes or no", async () => {
    const w = contestWorld();
    await openCard(w.t, CARD, "gm", w.hero, w.goblin, SWORD, {}, "ann");
    expect(await refusal(() => w.t.press("ann", { messageId: CARD, action: "setAware", args: { aware: "no" } }))).toBe("MANIFOLD.Query.NotYours");
    expect(await refusal(() => w.t.press("gm", { messageId: CARD, action: "setAware", args: { aware: "maybe" } }))).toBe("MANIFOLD.Query.Malformed");
    await w.t.press("gm", { messageId: CARD, action: "declareDefence", args: { defence: "dodge" } });
    expect(await refusal(() => w.t.press("gm", { messageId: CARD, action: "setAware", args: { aware: "no" } }))).toBe("MANIFOLD.Query.NotYours");
  });
});
