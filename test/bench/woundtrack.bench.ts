// Wound Track benchmarks (`npm run bench`): the exact odds of a standard and a wild check, the
// attack dialog's odds and summary for one change of the form, whole exchanges through the play
// steps (open, apply, undo over the plain-data table), a round's start for a crowd of combatants,
// the order read afresh after a change of initiative, and the card's view for one user.
import { bench, describe } from "vitest";
import { seededRandom } from "../core/seeded";
import { checkOdds } from "../../src/rulesets/woundtrack/rules/checks";
import { attackOdds } from "../../src/rulesets/woundtrack/rules/odds";
import { attackOddsLines, attackSummary, readDialog } from "../../src/rulesets/woundtrack/play/dialog";
import { arrangeTurns, roundStartStep, type TurnCombatant } from "../../src/rulesets/woundtrack/play/turns";
import { cardPermissions, woundtrackCardContext } from "../../src/rulesets/woundtrack/card-context";
import type { WoundtrackCardSnapshot } from "../../src/rulesets/woundtrack/play/card";
import { attack, checkFaces, sideOf, woundtrackWorld } from "../play/woundtrack/world";
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
});

describe("woundtrack tracker", () => {
  const crowd: TurnCombatant[] = Array.from({ length: 40 }, (_, i) => ({ id: `c${i}`, initiative: i % 13, system: combatant({ ap: i % 7, acted: i % 3 === 0 }), creature: creature({ prc: 1 }, {}, { speed: (i % 5) - 2 }), statuses: [] }));
  bench("a round's start for 40 combatants (one batch)", () => {
    roundStartStep(crowd, rng);
  });
  bench("the order of 40 combatants read afresh after a change of initiative", () => {
    arrangeTurns(crowd);
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
