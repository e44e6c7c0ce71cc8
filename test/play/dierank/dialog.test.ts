/**
 * The attack dialog and the card's rights as the glue draws them: which choices an attack offers,
 * the form read back, the odds lines against each defence (or the refusal), and the buttons each
 * user may press on the card, from the step's own `may`.
 */
import { describe, expect, it } from "vitest";
import { attackOddsLines, attackSummary, dialogOffers, fastChoices, readDialog } from "../../../src/rulesets/dierank/play/dialog";
import { dialogOdds } from "../../../src/rulesets/dierank/play/odds";
import type { OpenSnapshot } from "../../../src/rulesets/dierank/play/open";
import { cardPermissions } from "../../../src/rulesets/dierank/card-context";
import type { DierankCardSnapshot } from "../../../src/rulesets/dierank/play/card";
import { attack, dierankWorld, inCombat, sideOf, systemOf } from "./world";
import type { PlainActor } from "../table";

const snap = (a: PlainActor, item: string, target: PlainActor, onTurn = true, senderIsGM = false): OpenSnapshot => ({
  attacker: { uuid: a.uuid, name: "a", img: "", side: sideOf(a) },
  item,
  targets: [{ uuid: target.uuid, name: "t", img: "", side: sideOf(target) }],
  onTurn,
  senderIsGM,
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

describe("dierank attack dialog, the rest of its offers and its summary", () => {
  it("bare hands on a creature it fully holds offer a crush or a throw; only a GM is offered the hard ground", () => {
    const w = dierankWorld();
    systemOf(w.bandit).grapple.holding = w.knight.uuid;
    w.knight.statuses.push("held", "grabbed");
    expect(dialogOffers(snap(w.bandit, "unarmed", w.knight))).toMatchObject({ hold: true, hardGround: false });
    expect(dialogOffers(snap(w.bandit, "unarmed", w.knight, true, true))).toMatchObject({ hold: true, hardGround: true });
    // A club is no bare hand; a partial grab is no full hold; another target is not the one held.
    expect(dialogOffers(snap(w.bandit, "club", w.knight)).hold).toBe(false);
    expect(dialogOffers(snap(w.bandit, "unarmed", w.scout)).hold).toBe(false);
    w.knight.statuses.splice(0, 1);
    expect(dialogOffers(snap(w.bandit, "unarmed", w.knight)).hold).toBe(false);
  });

  it("a shot from a mount is offered the moving mount; on foot it is not", () => {
    const w = dierankWorld();
    expect(dialogOffers(snap(w.scout, "bow", w.bandit)).movingMount).toBe(false);
    systemOf(w.scout).mount.rides = w.horse.uuid;
    expect(dialogOffers(snap(w.scout, "bow", w.bandit))).toMatchObject({ band: true, movingMount: true });
    expect(fastChoices(snap(w.knight, "sword", w.bandit), "gmroll")).toEqual({ band: "", movingMount: false, opportunity: false, hold: "", hardGround: false, rollMode: "gmroll" });
    expect(readDialog({ hold: "throw", movingMount: "on", hardGround: "on" }, "publicroll")).toMatchObject({ hold: "throw", movingMount: true, hardGround: true });
  });

  it("the summary names the target's passive die, the attack's die and edge, and what it costs", () => {
    const w = dierankWorld();
    const s = snap(w.knight, "sword", w.bandit);
    expect(attackSummary(s, readDialog({}, "publicroll"))).toEqual({
      targets: [{ name: "t", line: { key: "MANIFOLD.dierank.Dialog.Passive", data: { die: "d6" } } }],
      roll: { key: "MANIFOLD.dierank.Dialog.Roll", data: { die: "d10" }, terms: { edge: "MANIFOLD.dierank.Dialog.NoEdge" } },
      cost: { key: "MANIFOLD.dierank.Dialog.CostMajor", data: { mp: 0 } },
    });
    w.knight.statuses.push("badlyWounded");
    w.bandit.statuses.push("unaware");
    const worse = attackSummary(snap(w.knight, "sword", w.bandit, false), readDialog({ opportunity: "on" }, "publicroll"));
    expect(worse.roll?.terms).toEqual({ edge: "MANIFOLD.dierank.Card.Disadvantage" });
    expect(worse.cost.key).toBe("MANIFOLD.dierank.Dialog.CostInterrupt");
    systemOf(w.knight).mount.rides = w.horse.uuid;
    w.knight.statuses.splice(0);
    const mounted = attackSummary(s, readDialog({}, "publicroll"));
    expect(mounted.roll?.terms).toEqual({ edge: "MANIFOLD.dierank.Card.Advantage" });
  });

  it("a refused attack names its target with no number and says why where the cost would be", () => {
    const w = dierankWorld();
    expect(attackSummary(snap(w.scout, "bow", w.bandit), readDialog({}, "publicroll"))).toEqual({ targets: [{ name: "t", line: null }], roll: null, cost: { key: "MANIFOLD.dierank.Error.NeedsBand", data: {} } });
    expect(attackOddsLines({ ...snap(w.scout, "bow", w.bandit), targets: [] }, readDialog({}, "publicroll"))).toEqual([{ target: "", against: [], values: [], refusal: { key: "MANIFOLD.dierank.Error.OneTarget", data: {} } }]);
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
