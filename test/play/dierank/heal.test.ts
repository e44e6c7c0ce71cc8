/**
 * Die Rank healing from the sheet, through the shared executor: magic at 0 HP makes the survival
 * roll first; first aid saves the mortally wounded with INT against the bandages' difficulty die.
 */
import { describe, expect, it } from "vitest";
import { takeDice, type TakenDie } from "../../../src/core/play/dice";
import { writeAlone } from "../../../src/core/play/execute";
import { DIERANK_SURVIVAL_ALLOW } from "../../../src/rulesets/dierank/play/allow";
import { firstAidNeeds, firstAidStep, healNeeds, magicHealStep } from "../../../src/rulesets/dierank/play/heal";
import { survivalNeed, survivalStep } from "../../../src/rulesets/dierank/play/survival";
import { refusal, type PlainActor } from "../table";
import { attack, dierankWorld, sideOf, systemOf } from "./world";

async function knockedOut() {
  const w = dierankWorld();
  await attack(w.t, "cardDierank00001", w.knight, "sword", w.bandit, [[9]]);
  await w.t.press("gm", { messageId: "cardDierank00001", action: "defend", args: { defence: "passive" }, faces: [[2]] });
  await w.t.press("ann", { messageId: "cardDierank00001", action: "applyDamage" });
  return w;
}

type World = Awaited<ReturnType<typeof knockedOut>>;
const write = (w: World, a: PlainActor, outcome: Parameters<typeof writeAlone>[2]) => w.t.run("gm", (port) => writeAlone(port, a, outcome, DIERANK_SURVIVAL_ALLOW));

async function heal(w: World, amount: number, ritual: boolean, faces: number[][]) {
  const dice = takeDice(healNeeds(sideOf(w.bandit), ritual), faces) as TakenDie[];
  await write(w, w.bandit, magicHealStep(sideOf(w.bandit), { amount, ritual }, dice));
}

describe("dierank magical healing", () => {
  it("dierank.heal.1 / dierank.heal.2: at 0 HP the survival roll comes first; a 1 and it comes too late", async () => {
    const w = await knockedOut();
    expect(healNeeds(sideOf(w.bandit), false)).toEqual([{ kind: "die", faces: 6, edge: 0 }]);
    await heal(w, 2, false, [[1]]);
    expect(w.bandit.statuses).toContain("dead");
    expect(systemOf(w.bandit).hp.value).toBe(0);
  });

  it("dierank.heal.4 / dierank.heal.5 / dierank.heal.9: above 1, HP come back and it is stunned; a 3 leaves it badly wounded", async () => {
    const w = await knockedOut();
    await heal(w, 2, false, [[3]]);
    expect(systemOf(w.bandit)).toMatchObject({ hp: { value: 2 }, survivalOwed: false });
    expect([...w.bandit.statuses].sort()).toEqual(["badlyWounded", "stunned"]);
  });

  it("dierank.heal.6 / dierank.heal.7: a 2 leaves it mortally wounded: stunned for the rest of the encounter, badly wounded after", async () => {
    const w = await knockedOut();
    // A mortal wound's stun has no round limit; any other waking stuns for one turn.
    expect(magicHealStep(sideOf(w.bandit), { amount: 1, ritual: false }, [{ faces: [2], kept: 2 }]).statuses).toContainEqual({ side: "attacker", id: "stunned", active: true });
    expect(magicHealStep(sideOf(w.bandit), { amount: 1, ritual: false }, [{ faces: [3], kept: 3 }]).statuses).toContainEqual({ side: "attacker", id: "stunned", active: true, rounds: 1 });
    await heal(w, 1, false, [[2]]);
    expect(systemOf(w.bandit).hp.value).toBe(1);
    expect([...w.bandit.statuses].sort()).toEqual(["badlyWounded", "stunned"]);
  });

  it("dierank.heal.10 / dierank.heal.12: a ritual rolls with advantage and restores every HP", async () => {
    const w = await knockedOut();
    expect(healNeeds(sideOf(w.bandit), true)[0]!.edge).toBe(1);
    await heal(w, 1, true, [[2, 5]]);
    expect(systemOf(w.bandit).hp.value).toBe(4);
    expect(w.bandit.statuses).toEqual(["stunned"]);
  });

  it("dierank.badly.6: healed to full, a badly wounded creature loses the penalty", async () => {
    const w = dierankWorld();
    systemOf(w.bandit).hp.value = 2;
    w.bandit.statuses.push("badlyWounded");
    await write(w as World, w.bandit, magicHealStep(sideOf(w.bandit), { amount: 5, ritual: false }, []));
    expect([systemOf(w.bandit).hp.value, w.bandit.statuses]).toEqual([4, []]);
  });
});

describe("dierank first aid", () => {
  async function mortal() {
    const w = await knockedOut();
    // A try left over from an earlier wound is not this wound's.
    systemOf(w.bandit).firstAidTried = true;
    const [taken] = takeDice([survivalNeed(sideOf(w.bandit))], [[2]]) as TakenDie[];
    await write(w, w.bandit, survivalStep(sideOf(w.bandit), taken!).outcome);
    expect(w.bandit.statuses).toContain("mortallyWounded");
    return w;
  }

  it("dierank.mortal.6 / dierank.mortal.7 / dierank.mortal.8 / dierank.mortal.9: INT against d4, d8 improvised, d12 with nothing; anyone may try", () => {
    const w = dierankWorld();
    expect(["bandages", "improvised", "nothing"].map((kit) => firstAidNeeds(sideOf(w.scout), kit as never)[1]!.faces)).toEqual([4, 8, 12]);
    expect(firstAidNeeds(sideOf(w.scout), "bandages")[0]).toEqual({ kind: "die", faces: 6, edge: 0 });
    // dierank.badly.2: a badly wounded aider's INT roll is disadvantaged; the bandages' die is not the aider's roll.
    w.scout.statuses.push("badlyWounded");
    expect(firstAidNeeds(sideOf(w.scout), "bandages")).toEqual([{ kind: "die", faces: 6, edge: -1 }, { kind: "die", faces: 4, edge: 0 }]);
    w.scout.statuses.pop();
  });

  it("dierank.mortal.3 / dierank.mortal.4: a success heals 1 HP and the mortal wound becomes a bad one", async () => {
    const w = await mortal();
    const dice = takeDice(firstAidNeeds(sideOf(w.scout), "bandages"), [[3], [2]]) as TakenDie[];
    const { outcome, saved } = firstAidStep(sideOf(w.bandit), dice);
    expect(saved).toBe(true);
    await write(w, w.bandit, outcome);
    expect(systemOf(w.bandit).hp.value).toBe(1);
    expect([...w.bandit.statuses].sort()).toEqual(["badlyWounded"]);
  });

  it("dierank.mortal.5: a tie saves no one, and there is no second try; first aid on a creature not mortally wounded is refused", async () => {
    const w = await mortal();
    const tie = takeDice(firstAidNeeds(sideOf(w.scout), "improvised"), [[4], [4]]) as TakenDie[];
    const tried = firstAidStep(sideOf(w.bandit), tie);
    expect(tried.saved).toBe(false);
    await write(w, w.bandit, tried.outcome);
    expect(systemOf(w.bandit).hp.value).toBe(0);
    expect(await refusal(() => firstAidStep(sideOf(w.bandit), tie))).toBe("MANIFOLD.dierank.Error.FirstAidTried");
    expect(await refusal(() => firstAidStep(sideOf(w.knight), tie))).toBe("MANIFOLD.dierank.Error.NotMortal");
  });
});
