/**
 * Cheap blows opened through openAttackStep: the Swift Attack of the round, who it may target,
 * and the single strike at something that cannot defend.
 */
import { describe, expect, it } from "vitest";
import { refusal } from "../table";
import { energyCard, energyWorld, inCombat, poolsOf } from "./world";
import { openAttack, plan } from "./open-world";

const CARD = "cardSwift0000009";

function table(statuses: string[] = []) {
  const w = energyWorld();
  w.gnoll.statuses = statuses;
  inCombat(w.kestra, { energy: 5 });
  return w;
}

const swift = (w: Awaited<ReturnType<typeof table>>) => ({ item: w.blade.id!, how: { mode: "swift" }, choices: { swift: true } });

describe("energy: the Swift Attack, opened from the sheet", () => {
  it("energy.swift.1: a melee Swift Attack costs 1 Energy and is the round's one Swift Attack", async () => {
    const w = table(["unguarded"]);
    const [card] = await openAttack(w.t, "ann", w.kestra, [w.gnoll], [[12]], swift(w), [CARD]);
    expect(card!.attack.swift).toBe(true);
    expect(poolsOf(w.kestra)).toMatchObject({ energy: 4, swiftUsed: true });
    expect(await refusal(() => openAttack(w.t, "ann", w.kestra, [w.gnoll], [[12]], swift(w)))).toBe("MANIFOLD.energy.Error.SwiftUsed");
    expect(poolsOf(w.kestra).energy).toBe(4);
    // The card plays on like any melee attack.
    await w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[1]] });
    expect(energyCard(w.t, CARD).result?.hit).toBe(true);
  });

  it("energy.swift.2: a Swift Attack at a target that is not Unguarded, unaware or unable to avoid it brings up the reminder", () => {
    const alert = table();
    expect(plan(alert.kestra, [alert.gnoll], swift(alert)).warnings.map((x) => x.key)).toEqual(["MANIFOLD.energy.Reminder.swiftTargets"]);
    for (const statuses of [["unguarded"], ["surprised"], ["unconscious"], ["unaware"]]) {
      const w = table(statuses);
      expect(plan(w.kestra, [w.gnoll], swift(w)).warnings, statuses[0]).toEqual([]);
    }
  });

  it("energy.swift.3: one moving through your reach may be a Swift Attack's target only while you face it: not facing it adds that reminder", async () => {
    const w = table();
    const keys = plan(w.kestra, [w.gnoll], { ...swift(w), places: [{ attackerFaces: false }] }).warnings.map((x) => x.key);
    expect(keys).toEqual(["MANIFOLD.energy.Card.NotFacing", "MANIFOLD.energy.Reminder.swiftTargets", "MANIFOLD.energy.Reminder.swiftReach"]);
    // Beyond the weapon's reach there is no Swift Attack at all.
    expect(await refusal(() => plan(w.kestra, [w.gnoll], { ...swift(w), places: [{ distance: 3 }] }))).toBe("MANIFOLD.energy.Error.OutOfReach");
  });
});

describe("energy: a single strike at something that cannot defend", () => {
  it("energy.melee.1: it costs 1 Energy, need not be the Swift Attack, and hits with no defence roll", async () => {
    const w = table(["unconscious"]);
    const [card] = await openAttack(w.t, "ann", w.kestra, [w.gnoll], [[9]], { item: w.blade.id!, choices: { singleStrike: true } }, [CARD]);
    expect(poolsOf(w.kestra)).toMatchObject({ energy: 4, swiftUsed: false });
    expect(card!.defense.noRoll).toBe(true);
    await w.t.press("gm", { messageId: CARD, action: "noDefense" });
    expect(energyCard(w.t, CARD).result?.hit).toBe(true);
  });

  it("energy.melee.1: at a target that can defend it is refused, and nothing is paid; it may also be the Swift Attack", async () => {
    const w = table();
    expect(await refusal(() => openAttack(w.t, "ann", w.kestra, [w.gnoll], [[9]], { item: w.blade.id!, choices: { singleStrike: true } }))).toBe("MANIFOLD.energy.Error.SingleStrike");
    expect(poolsOf(w.kestra).energy).toBe(5);
    const asleep = table(["unconscious"]);
    await openAttack(asleep.t, "ann", asleep.kestra, [asleep.gnoll], [[9]], { ...swift(asleep), choices: { swift: true, singleStrike: true } });
    expect(poolsOf(asleep.kestra)).toMatchObject({ energy: 4, swiftUsed: true });
  });
});
