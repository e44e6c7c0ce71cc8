/**
 * The attack dialog and the card's rights as the glue draws them: which choices an attack offers,
 * the form read back, the odds lines against each defence (or the refusal), and the buttons each
 * user may press on the card, from the step's own `may`.
 */
import { describe, expect, it } from "vitest";
import { attackOddsLines, dialogOffers, fastChoices, readDialog } from "../../../src/rulesets/dierank/play/dialog";
import { dialogOdds } from "../../../src/rulesets/dierank/play/odds";
import type { OpenSnapshot } from "../../../src/rulesets/dierank/play/open";
import { cardPermissions } from "../../../src/rulesets/dierank/card-context";
import type { DierankCardSnapshot } from "../../../src/rulesets/dierank/play/card";
import { attack, dierankWorld, inCombat, sideOf } from "./world";
import type { PlainActor } from "../table";

const snap = (a: PlainActor, item: string, target: PlainActor, onTurn = true): OpenSnapshot => ({
  attacker: { uuid: a.uuid, name: "a", img: "", side: sideOf(a) },
  item,
  targets: [{ uuid: target.uuid, name: "t", img: "", side: sideOf(target) }],
  onTurn,
  senderIsGM: false,
});

describe("dierank attack dialog", () => {
  it("a bow asks for its band, a sword does not; off its turn a melee attack may be an opportunity attack", () => {
    const w = dierankWorld();
    expect(dialogOffers(snap(w.scout, "bow", w.bandit))).toMatchObject({ band: true, opportunity: false, hold: false });
    expect(dialogOffers(snap(w.knight, "sword", w.bandit))).toMatchObject({ band: false, opportunity: false });
    inCombat(w.knight);
    expect(dialogOffers(snap(w.knight, "sword", w.bandit, false)).opportunity).toBe(true);
    expect(dialogOffers(snap(w.scout, "bow", w.bandit, false)).opportunity).toBe(false);
    expect(fastChoices(snap(w.scout, "bow", w.bandit), "publicroll").band).toBe("close");
  });

  it("reads the form: a box ticked is true, a band or hold off the list is none", () => {
    expect(readDialog({ band: "long", opportunity: "on", hold: "crush" }, "gmroll")).toEqual({ band: "long", movingMount: false, opportunity: true, hold: "crush", hardGround: false, rollMode: "gmroll" });
    expect(readDialog({ band: "orbit", hold: "squash" }, "publicroll")).toMatchObject({ band: "", hold: "" });
  });

  it("one odds line per defence the target may choose, the same chances the plan gives; a refusal says why", () => {
    const w = dierankWorld();
    const s = snap(w.knight, "sword", w.bandit);
    const choices = readDialog({}, "publicroll");
    const lines = attackOddsLines(s, choices);
    const exact = dialogOdds(s, choices).defences;
    expect(lines.map((l) => l.against[0])).toEqual(exact.map((d) => `MANIFOLD.dierank.Card.Defence.${d.defence}`));
    expect(lines.map((l) => l.values[0]!.p)).toEqual(exact.map((d) => d.hit));
    expect(lines[0]!.values[2]!.p).toBeCloseTo(exact[0]!.successes.slice(3).reduce((a, b) => a + b, 0), 12);
    expect(attackOddsLines(snap(w.scout, "bow", w.bandit), choices)[0]!.refusal).toMatchObject({ key: "MANIFOLD.dierank.Error.NeedsBand" });
  });
});

describe("dierank card rights", () => {
  it("the target's side is offered its defences; the attacker's player is not, and applies once resolved", async () => {
    const w = dierankWorld();
    await attack(w.t, "cardDierank00001", w.knight, "sword", w.bandit, [[9]]);
    const asGm = cardPermissions(w.t.snapshot("cardDierank00001", "gm") as DierankCardSnapshot, true);
    expect(asGm.defences.map((d) => d.kind)).toEqual(["passive", "parry", "dodge"]);
    const asAnn = cardPermissions(w.t.snapshot("cardDierank00001", "ann") as DierankCardSnapshot, false);
    expect(asAnn.defences).toEqual([]);
    expect(asAnn.applyDamage).toBe(false);
    await w.t.press("gm", { messageId: "cardDierank00001", action: "defend", args: { defence: "passive" }, faces: [[2]] });
    const after = cardPermissions(w.t.snapshot("cardDierank00001", "ann") as DierankCardSnapshot, false);
    expect(after).toMatchObject({ defences: [], applyDamage: true, adjust: false });
  });
});
