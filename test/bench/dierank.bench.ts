// Die Rank benchmarks (`npm run bench`): the exact odds of every pair of dice on the ladder with
// every edge, the attack dialog's odds against every defence, and whole exchanges through the play
// steps (open, defend, apply, undo over the plain-data table), and what the glue draws each time:
// the card's view for one user, the dialog's summary and odds for one change of the form.
import { bench, describe } from "vitest";
import { rollDie } from "../../src/core/random";
import { seededRandom } from "../core/seeded";
import type { Edge } from "../../src/core/dice/edge";
import { DIE_LADDER } from "../../src/rulesets/dierank/rules/ladder";
import { attackOdds } from "../../src/rulesets/dierank/rules/odds";
import { dialogOdds } from "../../src/rulesets/dierank/play/odds";
import { parseAttackChoices } from "../../src/rulesets/dierank/play/open";
import { attack, cardOf, dierankWorld, sideOf } from "../play/dierank/world";
import { cardPermissions, dierankCardContext } from "../../src/rulesets/dierank/card-context";
import type { DierankCardSnapshot } from "../../src/rulesets/dierank/play/card";
import { attackOddsLines, attackSummary, readDialog } from "../../src/rulesets/dierank/play/dialog";

const rng = seededRandom(13);
const d = (faces: number) => rollDie(rng, faces);
const EDGES: Edge[] = [-1, 0, 1];

const odds = attackOdds(10, 0, 6, 0);
console.log(`[bench] exact dierank d10 against d6: P(hit) = ${odds.hit.toFixed(6)}, mean damage = ${odds.meanDamage.toFixed(6)}`);

describe("dierank odds", () => {
  bench("every pair of dice on the ladder, every edge on either side (441 distributions)", () => {
    for (const a of DIE_LADDER) for (const b of DIE_LADDER) for (const ea of EDGES) for (const eb of EDGES) attackOdds(a, ea, b, eb);
  });
  const w = dierankWorld();
  const snap = { attacker: { uuid: w.knight.uuid, name: "A", img: "", side: sideOf(w.knight) }, item: "sword", targets: [{ uuid: w.bandit.uuid, name: "T", img: "", side: sideOf(w.bandit) }], onTurn: true, senderIsGM: false };
  bench("the dialog's odds against every defence of one target", () => {
    dialogOdds(snap, parseAttackChoices({}));
  });
});

describe("dierank exchanges through the steps", () => {
  bench("open, defend, apply, undo (the knight's sword against the bandit)", async () => {
    const w = dierankWorld();
    const id = "cardBenchDr00001";
    await attack(w.t, id, w.knight, "sword", w.bandit, [[d(10)]]);
    await w.t.press("gm", { messageId: id, action: "defend", args: { defence: "passive" }, faces: [[d(6)]] });
    if ((cardOf(w.t, id).defence?.successes ?? 0) > 0) {
      await w.t.press("gm", { messageId: id, action: "applyDamage" });
      await w.t.press("gm", { messageId: id, action: "undoDamage" });
    }
  });
});

describe("dierank drawing a card and a dialog", () => {
  const w = dierankWorld();
  const id = "cardBenchDr00002";
  const ready = (async () => {
    await attack(w.t, id, w.knight, "sword", w.bandit, [[9]]);
    return w.t.snapshot(id, "gm") as DierankCardSnapshot;
  })();
  bench("a waiting card's rights and view for the GM (each defence's die and edge)", async () => {
    const snap = await ready;
    dierankCardContext(snap.card, cardPermissions(snap, true));
  });
  const dialogSnap = { attacker: { uuid: w.knight.uuid, name: "A", img: "", side: sideOf(w.knight) }, item: "sword", targets: [{ uuid: w.bandit.uuid, name: "T", img: "", side: sideOf(w.bandit) }], onTurn: true, senderIsGM: false };
  bench("the attack dialog's summary and odds lines for one change of its form", () => {
    const choices = readDialog({}, "publicroll");
    attackSummary(dialogSnap, choices);
    attackOddsLines(dialogSnap, choices);
  });
});
