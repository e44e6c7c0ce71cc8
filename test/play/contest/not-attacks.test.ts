/** What is not an attack uses none of the two attacks a round: a Grapple, and a Push or Trip after a critical win. */
import { describe, expect, it } from "vitest";
import { openGrappleStep } from "../../../src/rulesets/contest/play/grapple";
import { openStrikeStep } from "../../../src/rulesets/contest/play/open";
import { combatant, shield, weapon } from "../../rulesets/contest/fixtures";
import type { ContestItem } from "../../../src/rulesets/contest/rules/types";
import { refusal } from "../table";
import { contestCard, contestWorld, openInput } from "./world";

const side = (uuid: string) => ({ uuid, name: uuid, img: "" });

describe("contest.attack.6: grappling, pushing and tripping are not attacks", () => {
  it("contest.attack.6: after two attacks a Strike is refused, but a Grapple is still paid with AP alone", async () => {
    const w = contestWorld();
    const spent = { system: combatant({ ap: 2, attacks: 2 }), onOwnTurn: true, statuses: [] };
    expect(await refusal(() => openStrikeStep(openInput(w.hero, [w.goblin], { combatant: spent })))).toBe("MANIFOLD.contest.Economy.TooManyAttacks");
    // A Grapple needs a hand free: put the sword away first.
    const items = [weapon("Sword", { equipped: false }, "sword0000000000a")] as ContestItem[];
    const opened = openGrappleStep({ attacker: side(w.hero.uuid), defender: side(w.goblin.uuid), items, combatant: spent });
    expect(opened.combatant).toEqual({ "system.ap": 1 });
    expect(opened.card).toMatchObject({ kind: "grapple", attacker: { uuid: "Actor.hero" }, defender: { uuid: "Actor.goblin" } });
  });

  it("contest.attack.6: with both hands full the Grapple is refused before anything is paid", async () => {
    const w = contestWorld();
    const items = [weapon("Sword", { equipped: true }, "sword0000000000a"), shield("Buckler", { equipped: true }, "buckler000000000")] as ContestItem[];
    expect(await refusal(() => openGrappleStep({ attacker: side(w.hero.uuid), defender: side(w.goblin.uuid), items, combatant: { system: combatant(), onOwnTurn: true, statuses: [] } }))).toBe("MANIFOLD.contest.Grapple.NoFreeHand");
  });

  for (const maneuver of ["push", "trip"]) {
    it(`contest.attack.6: a ${maneuver} after a critical win writes nothing to the attacker's attacks`, async () => {
      const w = contestWorld();
      const [card] = openStrikeStep(openInput(w.hero, [w.goblin])).cards;
      w.t.post({ id: "cardNotAttack001", authorId: "gm", card: { ...card!, openedBy: "ann" } });
      await w.t.press("gm", { messageId: "cardNotAttack001", action: "declareDefence", args: { defence: "none" } });
      await w.t.press("ann", { messageId: "cardNotAttack001", action: "rollAttack", faces: [[1]] });
      const before = structuredClone(w.hero.combatant);
      await w.t.press("ann", { messageId: "cardNotAttack001", action: "chooseManeuver", args: { maneuver } });
      await w.t.press("gm", { messageId: "cardNotAttack001", action: "rollManeuver", faces: [[20]] });
      expect(contestCard(w.t, "cardNotAttack001").maneuverRoll?.pass).toBe(false);
      expect(w.hero.combatant).toEqual(before);
    });
  }
});
