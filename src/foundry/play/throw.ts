import type { DiceNeed } from "../../core/play/dice";
import type { Privacy } from "../../core/play/port";
import type { Faces } from "../../core/play/request";
import { edgeFormula } from "../../core/dice";
import { ExplodingRoll } from "../dice/exploding-roll";
import { showDice } from "../chat/card-buttons";

/**
 * Throws the dice a step asked for with Foundry, so Dice So Nice and every module that watches
 * rolls sees them (only the users `privacy` names see a private roll's dice), and returns their
 * faces in the order the step reads them.
 */
export async function throwNeeds(needs: readonly DiceNeed[], privacy: Privacy): Promise<Faces> {
  const dice = needs.filter((n) => n.kind === "die");
  let dieFaces: number[][] = [];
  if (dice.length) {
    // One roll for every plain die, so they tumble together.
    const roll = new foundry.dice.Roll(dice.map((n) => edgeFormula(n.faces, n.edge, n.better ?? "high")).join(" + "));
    await roll.evaluate();
    await showDice(roll, privacy);
    dieFaces = roll.dice.map((d) => d.results.map((r) => r.result));
  }
  const out: Faces = [];
  let next = 0;
  for (const need of needs) {
    if (need.kind === "die") {
      out.push(dieFaces[next++] ?? []);
      continue;
    }
    const roll = await ExplodingRoll.throwChain({ faces: need.faces, edge: need.edge, bonus: 0 });
    await showDice(roll, privacy);
    out.push(...roll.chain.thrown);
  }
  return out;
}
