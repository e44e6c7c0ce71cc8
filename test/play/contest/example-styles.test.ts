/**
 * The compendium's example Fighting Styles played with the compendium's own gear, piece by piece:
 * a character of the style holding or wearing each piece it lists is trained in it, so its Strike
 * takes no -2 and no bane (contest.style.9, the seed's sample data).
 */
import { describe, expect, it } from "vitest";
import { normaliseGear } from "../../../src/rulesets/contest/rules/style";
import { ARMOR_GEAR, SHIELD_GEAR } from "../../../src/rulesets/contest/rules/constants";
import { character } from "../../rulesets/contest/fixtures";
import { pack, type SourceDoc } from "../../browser/samples";
import { Table, type PlainItem } from "../table";
import { creature, derivedOf, openCard } from "./people";
import { CONTEST, contestCard } from "./world";

const CARD = "cardExampleStyle";
const styles = pack("contest-styles");
const weapons = pack("contest-weapons");
const armours = pack("contest-armor");
const shields = pack("contest-shields");

const held = (doc: SourceDoc, id: string): PlainItem => ({ id, name: doc.name, type: doc.type, system: { ...doc.system, equipped: true } });

/** The compendium piece a gear key names: a weapon by its gear, an armour by its level, a shield. */
function pieceFor(key: string): SourceDoc | undefined {
  const wanted = normaliseGear(key);
  if (wanted === SHIELD_GEAR) return shields[0];
  const level = (Object.entries(ARMOR_GEAR) as [string, string][]).find(([, gear]) => gear === wanted)?.[0];
  if (level) return armours.find((a) => a.system.level === level);
  return weapons.find((w) => normaliseGear(String(w.system.gear || w.name)) === wanted);
}

/** A character of `style` (STR 10, AGI 10) with only `piece` equipped, and a foe. */
function table(style: SourceDoc, piece: SourceDoc) {
  const t = new Table(CONTEST).user("gm", true).user("ann");
  const items = [{ id: "exampleStyle0001", name: style.name, type: style.type, system: style.system }, held(piece, "examplePiece0001")];
  const hero = t.actor(creature("Actor.hero", ["ann"], character({ attributes: { str: 10, agi: 10 } }), items as never));
  const foe = t.actor(creature("Actor.foe", [], character(), []));
  return { t, hero, foe };
}

describe("contest.style.9: the example Fighting Styles", () => {
  it("contest.style.9: the compendium holds the seed's six example styles, each with five free pieces", () => {
    expect(styles.map((s) => s.name).sort()).toEqual(["Baldrian Noble", "Classical Knight", "Elven Ashlander", "Forest Bandit", "Nordling Hunter", "Sahani Rider"]);
    for (const s of styles) expect(derivedOf(table(s, weapons[0]!).hero).styles[0]!.check).toMatchObject({ count: 5, xpCost: 0, issues: [] });
  });

  for (const style of styles) {
    for (const key of style.system.gear as string[]) {
      it(`contest.style.9: ${style.name} is trained in its ${key}`, async () => {
        const piece = pieceFor(key);
        expect(piece, `no compendium piece for ${key}`).toBeDefined();
        const { t, hero, foe } = table(style, piece!);
        expect(derivedOf(hero).training.find((r) => r.name === piece!.name)?.styles).toEqual([style.name]);
        if (piece!.type !== "contestWeapon") return;
        await openCard(t, CARD, "gm", hero, foe, "examplePiece0001", {}, "ann");
        await t.press("gm", { messageId: CARD, action: "declareDefence", args: { defence: "none" } });
        expect(t.dice(CARD, "ann", "rollAttack")[0]?.edge).toBe(0);
        await t.press("ann", { messageId: CARD, action: "rollAttack", faces: [[10]] });
        // STR or AGI 10 + rank 1, with no -2.
        expect(contestCard(t, CARD).attack!.target).toBe(10 + Number(style.system.rank));
      });
    }
  }
});
