// Wound Track benchmarks (`npm run bench`): the exact odds of a standard and a wild check, the
// attack dialog's odds and summary for one change of the form, whole exchanges through the play
// steps (open, apply, undo over the plain-data table), a round's start for a crowd of combatants,
// the order read afresh after a change of initiative, the card's view for one user, a check card's
// whole life, an action with its check and hurry, and a drag's steps over painted terrain.
import { bench, describe } from "vitest";
import { seededRandom } from "../core/seeded";
import { checkOdds } from "../../src/rulesets/woundtrack/rules/checks";
import { attackOdds } from "../../src/rulesets/woundtrack/rules/odds";
import { attackOddsLines, attackSummary, readDialog } from "../../src/rulesets/woundtrack/play/dialog";
import { arrangeTurns, roundStartStep, type TurnCombatant } from "../../src/rulesets/woundtrack/play/turns";
import { cardPermissions, woundtrackCardContext } from "../../src/rulesets/woundtrack/card-context";
import type { WoundtrackCardSnapshot } from "../../src/rulesets/woundtrack/play/card";
import { act, attack, checkFaces, checkOn, sideOf, systemOf, tendingWorld, woundtrackWorld } from "../play/woundtrack/world";
import { legSteps } from "../../src/rulesets/woundtrack/play/legs";
import { costOn, TERRAIN_BEHAVIOR, type SceneLike } from "../../src/rulesets/woundtrack/play/terrain";
import { combatant, creature } from "../rulesets/woundtrack/data";

const rng = seededRandom(21);
const d10 = () => 1 + Math.floor(rng.next() * 9);

const wild = checkOdds("wild", 5, 10);
console.log(`[bench] exact woundtrack wild check +5 against 10: P(success) = ${wild.success.toFixed(6)}`);

describe("woundtrack odds", () => {
  bench("a standard and a wild check against every TN from -10 to 20", () => {
    for (let tn = -10; tn <= 20; tn++) {
      checkOdds("standard", 3, tn);
      checkOdds("wild", 3, tn);
    }
  });
  bench("an attack's hit and wound levels, a Strong attack's d6 counted (wild)", () => {
    attackOdds({ kind: "wild", faces: 10, action: "strong", bonus: 7, strength: 2, weaponDamage: 3, penetrating: false, defence: 10, toughness: 4 });
  });
  const w = woundtrackWorld();
  const snap = { attacker: { uuid: w.fighter.uuid, name: "A", img: "", side: sideOf(w.fighter) }, item: "sword", targets: [{ uuid: w.guard.uuid, name: "T", img: "", side: sideOf(w.guard) }], positions: null, checkDie: 10, standardDie: 10 };
  bench("the dialog's odds lines and summary for one change of the form", () => {
    const choices = readDialog({ action: "quick", cover: "half" }, "publicroll");
    attackOddsLines(snap, choices);
    attackSummary(snap, choices, () => "Dex [Melee/Swords]");
  });
});

describe("woundtrack exchanges through the steps", () => {
  bench("open, apply, undo (a sword against the guard)", async () => {
    const w = woundtrackWorld();
    const id = "cardBenchWt00001";
    const card = await attack(w.t, id, w.fighter, "sword", w.guard, checkFaces([d10()], [d10()]));
    if (card.result?.level) {
      await w.t.press("gm", { messageId: id, action: "applyWound" });
      await w.t.press("gm", { messageId: id, action: "undoWound" });
    }
  });
  bench("a Treat Wound check card opened, applied and undone", async () => {
    const w = tendingWorld();
    Object.assign(systemOf(w.guard).wounds, { severe: 1 });
    const id = "cardBenchWt00002";
    await checkOn(w, id, "treatWound", w.guard, [d10(), d10()], { level: "severe" });
    await w.t.press("gm", { messageId: id, action: "applyWound" });
    await w.t.press("gm", { messageId: id, action: "undoWound" });
  });
  bench("an action taken with its own check, a hurry and a stamina cost", async () => {
    const w = woundtrackWorld();
    w.fighter.items.push({ ...(w.fighter.items[0] as object), id: "heave", name: "heave", type: "woundtrackAction", system: { category: "movement", automation: "", ap: 6, attack: "", reaction: false, trigger: "", check: "Str [Athletics/Power]", staminaCost: 1, manaCost: 0, rounds: 0, minutes: 0 } } as never);
    await act(w.t, w.fighter, { kind: "take", item: "heave", faces: checkFaces([d10()], [d10()], d10(), d10()), options: { tn: 5, hurry: { check: "Dex [Acrobatics]", tn: 4 } } });
  });
});

describe("woundtrack terrain", () => {
  const marks = [{ kind: "mud", cost: 2 }, { kind: "kneeHighWater", cost: 2 }];
  const scene: SceneLike = { grid: { size: 100 }, regions: Array.from({ length: 20 }, (_, i) => ({ testPoint: (p: { x: number }) => Math.floor(p.x / 100) % 20 === i, behaviors: [{ type: TERRAIN_BEHAVIOR, disabled: false, system: marks[i % 2] }] })) };
  bench("a 30-square drag's steps over a scene of 20 terrain regions", () => {
    legSteps([{ x: 0, y: 0 }, { x: 20, y: 10 }, { x: 30, y: 10 }], costOn(scene, 0));
  });
});

describe("woundtrack tracker", () => {
  const crowd: TurnCombatant[] = Array.from({ length: 40 }, (_, i) => ({ id: `c${i}`, initiative: i % 13, system: combatant({ ap: i % 7, acted: i % 3 === 0 }), creature: creature({ prc: 1 }, {}, { speed: (i % 5) - 2 }), statuses: [] }));
  bench("a round's start for 40 combatants (one batch)", () => {
    roundStartStep(crowd, rng);
  });
  bench("the order of 40 combatants read afresh after a change of initiative", () => {
    arrangeTurns(crowd);
  });
  // Ten riders on ten mounts among them: each pair placed by its worse initiative.
  const mounted: TurnCombatant[] = crowd.map((c, i) => (i < 10 ? { ...c, system: { ...c.system, riding: `c${i + 10}` } } : c));
  bench("the order of 40 combatants, 10 of them riding 10 others", () => {
    arrangeTurns(mounted);
  });
});

describe("woundtrack drawing a card", () => {
  const w = woundtrackWorld();
  const id = "cardBenchWt00002";
  const ready = (async () => {
    await attack(w.t, id, w.fighter, "sword", w.guard, checkFaces([8], [2]));
    return w.t.snapshot(id, "gm") as WoundtrackCardSnapshot;
  })();
  bench("a resolved card's rights and view for the GM", async () => {
    const snap = await ready;
    woundtrackCardContext(snap.card, cardPermissions(snap, true));
  });
});
