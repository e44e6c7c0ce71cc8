/**
 * The Roll-Under attack dialog (play/dialog.ts, sheets/dialog-context.ts): the target with the
 * number to roll under, what the attack spends, the distance and proficiency facts, the
 * two-light-weapons box, the exact odds as the choices change, and the refusals said before any
 * roll, all read off the open step the attack takes.
 */
import { describe, expect, it } from "vitest";
import { attackFacts, attackRefusal, attackSummary, defaultWay, dualLightOffered } from "../../../src/rulesets/rollunder/play/dialog";
import { attackOddsLines } from "../../../src/rulesets/rollunder/play/odds";
import { attackDialogContext } from "../../../src/rulesets/rollunder/sheets/dialog-context";
import { summaryView } from "../../../src/core/roll-dialog";
import { makeRenderer, word } from "../../browser/render";
import type { PlainActor } from "../table";
import type { WeaponSystem } from "../../../src/rulesets/rollunder/rules/types";
import { attack, combatantOf, itemsOf, openSnapshot, pcOf, rollunderWorld } from "./world";

const plain = { modifier: 0, dualLight: false };

/** A weapon of the creature's, as the rules read it, to change in place. */
function weaponOf(a: PlainActor, id: string): WeaponSystem {
  const item = itemsOf(a).find((i) => i.id === id);
  if (item?.type !== "rollunderWeapon") throw new Error(`no weapon ${id}`);
  return item.system;
}
const render = makeRenderer();

describe("rollunder attack dialog", () => {
  it("rollunder.attack.1: names the target and the number to roll under; a modifier moves it, and the odds follow", async () => {
    const w = rollunderWorld();
    const snap = openSnapshot(w.ada, "sword00000000000", w.footsoldier);
    const summary = attackSummary(snap, plain);
    expect(summary.targets).toEqual([{ name: "foot", line: { key: "MANIFOLD.rollunder.Dialog.Under", data: { target: 11 } } }]);
    expect(summaryView(summary, word).targets[0]!.text).toBe("Roll d20 ≤ 11");
    expect(attackSummary(snap, { modifier: -2, dualLight: false }).targets[0]!.line!.data.target).toBe(9);
    const [line] = attackOddsLines(snap, { modifier: -2, dualLight: false });
    expect(line!.values[0]!.p).toBeCloseTo(9 / 20, 12);
    expect(line!.values[1]!.p).toBeCloseTo(1 / 20, 12);
    // The card the attack opens rolls against the very number the dialog named.
    expect((await attack(w.t, "cardDialog000001", w.ada, "sword00000000000", w.footsoldier, [[9]], { choices: { modifier: -2 } })).attack.target).toBe(9);
  });

  it("rollunder.turn.1 / rollunder.turn.4: in combat the attack takes the turn's action, or is the attack a charge allows; out of combat it spends nothing", () => {
    const w = rollunderWorld();
    const snap = openSnapshot(w.ada, "sword00000000000", w.footsoldier);
    expect(attackSummary(snap, plain).cost.key).toBe("MANIFOLD.rollunder.Dialog.CostAction");
    combatantOf(w.ada)!.action = "charge";
    expect(attackSummary(openSnapshot(w.ada, "sword00000000000", w.footsoldier), plain).cost.key).toBe("MANIFOLD.rollunder.Dialog.CostCharge");
    combatantOf(w.ada)!.action = "run";
    const spent = openSnapshot(w.ada, "sword00000000000", w.footsoldier);
    expect(attackSummary(spent, plain).cost.key).toBe("MANIFOLD.rollunder.Error.ActionSpent");
    expect(attackRefusal(spent, plain)?.key).toBe("MANIFOLD.rollunder.Error.ActionSpent");
    const outside = rollunderWorld(false);
    expect(attackSummary(openSnapshot(outside.ada, "sword00000000000", outside.footsoldier), plain).cost.key).toBe("MANIFOLD.Roll.CostOutside");
  });

  it("rollunder.attack.4: the distance from the tokens against the weapon's range, and the −1 per 10 ft beyond it", () => {
    const w = rollunderWorld(false);
    const near = openSnapshot(w.bram, "bow0000000000000", w.ogre, { how: "shot", distance: 25 });
    expect(attackFacts(near).range).toEqual({ distance: 25, range: 30, penalty: 0 });
    const far = openSnapshot(w.bram, "bow0000000000000", w.ogre, { how: "shot", distance: 55 });
    expect(attackFacts(far).range).toEqual({ distance: 55, range: 30, penalty: -2 });
    expect(attackSummary(far, plain).targets[0]!.line!.data.target).toBe(attackSummary(near, plain).targets[0]!.line!.data.target as number - 2);
    // A strike has no range; a throw is a light weapon's 20 ft.
    expect(attackFacts(openSnapshot(w.bram, "dagger0000000000", w.ogre, { distance: 5 })).range).toBeNull();
    expect(attackFacts(openSnapshot(w.bram, "dagger0000000000", w.ogre, { how: "thrown", distance: 40 })).range).toEqual({ distance: 40, range: 20, penalty: -2 });
    // A target the canvas could not measure shows no distance and takes no penalty.
    const unmeasured = openSnapshot(w.bram, "bow0000000000000", w.ogre, { how: "shot" });
    expect(attackFacts({ ...unmeasured, targets: [{ ...unmeasured.targets[0]!, distance: null }] }).range).toBeNull();
  });

  it("rollunder.melee.2: two light weapons are offered for a dagger with another at hand, never for a sword or a throw, and add 2", () => {
    const w = rollunderWorld();
    const dagger = openSnapshot(w.bram, "dagger0000000000", w.ogre);
    expect(dualLightOffered(dagger)).toBe(true);
    expect(attackSummary(dagger, { modifier: 0, dualLight: true }).targets[0]!.line!.data.target).toBe(attackSummary(dagger, plain).targets[0]!.line!.data.target as number + 2);
    expect(attackOddsLines(dagger, { modifier: 0, dualLight: true })[0]!.values[0]!.p - attackOddsLines(dagger, plain)[0]!.values[0]!.p).toBeCloseTo(2 / 20, 12);
    expect(dualLightOffered(openSnapshot(w.bram, "dagger0000000000", w.ogre, { how: "thrown" }))).toBe(false);
    expect(dualLightOffered(openSnapshot(w.ada, "sword00000000000", w.ogre))).toBe(false);
    weaponOf(w.bram, "dagger0000000001").equipped = false;
    expect(dualLightOffered(openSnapshot(w.bram, "dagger0000000000", w.ogre))).toBe(false);
  });

  it("rollunder.prof.3: a weapon without proficiency shows its −4 and the hits landed towards the eighth", () => {
    const w = rollunderWorld();
    const hammer = openSnapshot(w.bram, "hammer0000000000", w.ogre);
    expect(attackFacts(hammer).proficiency).toEqual({ penalty: -4, hits: 0, needed: 8 });
    expect(attackFacts(openSnapshot(w.bram, "dagger0000000000", w.ogre)).proficiency).toBeNull();
  });

  it("rollunder.ranged.5 / rollunder.ranged.6: an empty crossbow and an empty quiver are refused before the dialog, in words", () => {
    const w = rollunderWorld(false);
    weaponOf(w.bram, "crossbow00000000").loaded = false;
    expect(attackRefusal(openSnapshot(w.bram, "crossbow00000000", w.ogre, { how: "shot", distance: 10 }), plain)).toEqual({ key: "MANIFOLD.rollunder.Error.NotLoaded", data: {} });
    pcOf(w.bram).arrows = 0;
    expect(attackRefusal(openSnapshot(w.bram, "bow0000000000000", w.ogre, { how: "shot", distance: 10 }), plain)?.key).toBe("MANIFOLD.rollunder.Error.NoArrows");
    expect(word("MANIFOLD.rollunder.Error.NoArrows")).toBe("No arrows left.");
    expect(attackRefusal(openSnapshot(w.bram, "dagger0000000000", w.ogre), plain)).toBeNull();
  });

  it("rollunder.melee.3: a sheet button that names no way shoots a bow, strikes with a sword or dagger, and touches with an empty hand", () => {
    const w = rollunderWorld();
    const item = (id: string) => itemsOf(w.bram).find((i) => i.id === id)!;
    expect([defaultWay(item("bow0000000000000")), defaultWay(item("crossbow00000000")), defaultWay(item("dagger0000000000")), defaultWay(null)]).toEqual(["shot", "shot", "melee", "touch"]);
  });

  it("two targets at once are refused: the odds say why, and both are still named", () => {
    const w = rollunderWorld();
    const snap = { ...openSnapshot(w.ada, "sword00000000000", w.footsoldier), targets: [...openSnapshot(w.ada, "sword00000000000", w.footsoldier).targets, ...openSnapshot(w.ada, "sword00000000000", w.ogre).targets] };
    expect(attackSummary(snap, plain).targets).toEqual([{ name: "foot", line: null }, { name: "ogre", line: null }]);
    expect(attackOddsLines(snap, plain)[0]!.refusal?.key).toBe("MANIFOLD.rollunder.Error.OneTarget");
    expect(attackOddsLines(snap, plain)[0]!.target).toBe("");
  });

  it("a refusal at the one target names it in the odds", () => {
    const w = rollunderWorld();
    const line = attackOddsLines({ ...openSnapshot(w.ada, "sword00000000000", w.footsoldier), how: "shot" }, plain)[0]!;
    expect(line.refusal).not.toBeNull();
    expect(line.target).toBe("foot");
  });

  it("the dialog's template shows the facts in words, the box only when it counts, and every option labelled", () => {
    const w = rollunderWorld();
    const far = openSnapshot(w.bram, "bow0000000000000", w.ogre, { how: "shot", distance: 45 });
    const html = (snap: typeof far) => render("templates/rollunder/dialog/attack.hbs", attackDialogContext({ facts: attackFacts(snap), rollModes: { publicroll: "Public Roll" }, rollMode: "publicroll", summary: summaryView(attackSummary(snap, plain), word) }));
    const shot = html(far);
    expect(shot).toContain("45 ft away, beyond the weapon&#x27;s 30 ft range: −1 Attack");
    expect(shot).toContain("ogre</span>: <span data-fact=\"target-0\">Roll d20 ≤");
    expect(shot).not.toContain("dualLight");
    const strike = html(openSnapshot(w.bram, "hammer0000000000", w.ogre));
    expect(strike).toContain("Not proficient with this weapon: −4 Attack (0 of 8 hits landed in combat)");
    expect(html(openSnapshot(w.bram, "dagger0000000000", w.ogre))).toContain('name="dualLight"');
  });
});
