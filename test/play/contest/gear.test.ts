/**
 * Fighting Styles and their gear at the table: what the sheet's prepared values say about a style's
 * list and its XP, and what untrained weapons and armour do to the tests the card and the sheet roll.
 */
import { describe, expect, it } from "vitest";
import { openStrikeStep, readStrikeChoices, strikeStyleOffers } from "../../../src/rulesets/contest/play/open";
import { prepareStep } from "../../../src/rulesets/contest/play/prepare";
import { skillTestStep } from "../../../src/rulesets/contest/play/skill";
import type { ContestActor, ContestItem } from "../../../src/rulesets/contest/rules/types";
import { armor, combatant, spell, style, weapon } from "../../rulesets/contest/fixtures";
import { refusal, type PlainActor } from "../table";
import { contestCard, openInput } from "./world";
import { fightWorld, give, open, type FightWorld } from "./fight-world";

const CARD = "cardGear00000001";

const prepared = (a: PlainActor) => prepareStep({ type: a.type, system: a.system as unknown as ContestActor["system"], items: a.items as unknown as ContestItem[] });

/** Hero's only style becomes `gear` (STR, rank 5); its sword stays in hand. */
function styled(w: FightWorld, gear: string[]): void {
  w.hero.items = w.hero.items.filter((i) => i.type !== "contestStyle");
  give(w.hero, style("Own Style", { rank: 5, attribute: "str", gear }, "ownStyle00000000"));
}

/** Opens a card, the Goblin declines to defend, and returns the attack's die and the target Hero rolls under. */
async function attack(w: FightWorld, item?: Parameters<typeof open>[2]) {
  await open(w, CARD, item);
  await w.t.press("gm", { messageId: CARD, action: "declareDefence", args: { defence: "none" } });
  const die = w.t.dice(CARD, "ann", "rollAttack")[0];
  await w.t.press("ann", { messageId: CARD, action: "rollAttack", faces: [die?.edge === 0 ? [10] : [10, 10]] });
  return { edge: die?.edge, target: contestCard(w.t, CARD).attack!.target };
}

const words = (n: number) => Array.from({ length: n }, (_, i) => `gear ${i}`);

describe("Fighting Style gear on the sheet", () => {
  it("contest.style.1: a style lists its gear in the player's words: 'Long-Sword' covers a weapon named long sword, 'unarmed fighting' covers fists", async () => {
    const w = fightWorld();
    w.hero.items = w.hero.items.filter((i) => i.type !== "contestWeapon");
    give(w.hero, weapon("long sword", { equipped: true, damage: "1d8" }, "longsword0000000"));
    styled(w, ["Long-Sword"]);
    expect(prepared(w.hero).training).toEqual([{ name: "long sword", gear: "long sword", styles: ["Own Style"] }]);
    expect((await attack(w)).target).toBe(15);
    const fists = fightWorld();
    fists.hero.items = fists.hero.items.filter((i) => i.type !== "contestWeapon");
    give(fists.hero, weapon("Fists", { equipped: true, gear: "unarmed", damage: "1d4", damageType: "crushing" }, "fists00000000000"));
    styled(fists, ["unarmed fighting"]);
    expect((await attack(fists)).target).toBe(15);
  });

  it("contest.style.3: the first five pieces are free, and the sheet says what the next one costs", () => {
    const w = fightWorld();
    styled(w, words(3));
    expect(prepared(w.hero).styles[0]!.check).toMatchObject({ free: 3, xpCost: 0, nextXp: 0 });
    styled(w, words(5));
    expect(prepared(w.hero).styles[0]!.check).toMatchObject({ free: 5, xpCost: 0, nextXp: 25 });
  });

  it("contest.style.4: a list holds ten different pieces at most: then nothing more can be added, and an eleventh is flagged", () => {
    const w = fightWorld();
    styled(w, words(10));
    expect(prepared(w.hero).styles[0]!.check).toMatchObject({ count: 10, nextXp: null, issues: [] });
    styled(w, [...words(9), "gear 0"]);
    expect(prepared(w.hero).styles[0]!.check).toMatchObject({ count: 9, issues: ["MANIFOLD.contest.Style.DuplicateGear"] });
    styled(w, words(11));
    expect(prepared(w.hero).styles[0]!.check.issues).toEqual(["MANIFOLD.contest.Style.TooMuchGear"]);
  });

  it("contest.style.5 / contest.style.6: each piece past five costs 25 XP, each style counts its own, and the sheet adds them up", () => {
    const w = fightWorld();
    styled(w, words(7));
    give(w.hero, style("Second Style", { rank: 1, attribute: "agi", gear: words(6) }, "secondStyle00000"));
    const derived = prepared(w.hero);
    expect(derived.styles.map((s) => s.check.xpCost)).toEqual([50, 25]);
    expect(derived.styleXp).toBe(75);
  });
});

describe("Fighting Styles on the card", () => {
  it("contest.style.6: with two styles the dialog offers both, best first; the player's pick rides on the card to its roll", async () => {
    const w = fightWorld();
    give(w.hero, style("Dagger Play", { rank: 2, attribute: "agi", gear: ["sword"] }, "daggerPlay000000"));
    const input = openInput(w.hero, [w.goblin]);
    const { offers, best } = strikeStyleOffers(input.attacker, input.item);
    expect(offers.map((o) => [o.name, o.target])).toEqual([["Sword School", 15], ["Dagger Play", 14]]);
    expect(best).toBe("heroStyle0000000");
    const { style: picked, ...choices } = readStrikeChoices({ modifier: 0, edge: 0, cover: "none", rollMode: "publicroll", style: "daggerPlay000000" });
    const [card] = openStrikeStep({ ...input, choices: { ...choices, style: picked } }).cards;
    w.t.post({ id: CARD, authorId: "gm", card: { ...card!, openedBy: "ann" } });
    await w.t.press("gm", { messageId: CARD, action: "declareDefence", args: { defence: "none" } });
    await w.t.press("ann", { messageId: CARD, action: "rollAttack", faces: [[10]] });
    expect(contestCard(w.t, CARD).attack!.target).toBe(14);
  });

  it("contest.style.7: a weapon the style does not list gives -2 to the Strike and to a Parry made with it", async () => {
    const w = fightWorld();
    expect((await attack(w)).target).toBe(15);
    styled(w, ["axe"]);
    expect((await attack(w)).target).toBe(13);
    // The Goblin's own style drops the sword: its Parry (AGI 10 + 4) loses 2.
    (w.goblin.items.find((i) => i.type === "contestStyle")!.system as { gear: string[] }).gear = ["axe"];
    await open(w, "cardGear00000002");
    await w.t.press("gm", { messageId: "cardGear00000002", action: "declareDefence", args: { defence: "parry" } });
    await w.t.press("ann", { messageId: "cardGear00000002", action: "rollAttack", faces: [[10]] });
    await w.t.press("gm", { messageId: "cardGear00000002", action: "rollDefence", faces: [[10]] });
    expect(contestCard(w.t, "cardGear00000002").defenceRoll!.target).toBe(12);
  });

  it("contest.style.2 / contest.attack.3: armour is trained by level, full covering partial; untrained armour is a bane, never also -2", async () => {
    const w = fightWorld();
    give(w.hero, armor("Mail", { equipped: true, level: "partial", ar: 3 }, "mail000000000000"));
    expect(await attack(w)).toEqual({ edge: 0, target: 15 });
    styled(w, ["sword", "full armor"]);
    expect(await attack(w)).toEqual({ edge: 0, target: 15 });
    styled(w, ["sword"]);
    expect(await attack(w)).toEqual({ edge: -1, target: 15 });
    w.hero.items = w.hero.items.filter((i) => i.type !== "contestArmor");
    expect(await attack(w)).toEqual({ edge: 0, target: 15 });
  });

  it("contest.style.8: untrained armour banes the Fighting Style, Dodge and Sorcery tests, on the card and on the sheet, and no other skill", async () => {
    const w = fightWorld();
    give(w.hero, armor("Plate", { equipped: true, level: "full", ar: 6 }, "plate00000000000"));
    expect((await attack(w)).edge).toBe(-1);
    const bolt = give(w.hero, spell("Bolt", { attack: true, damage: "1d6", damageType: "fire" }, "bolt000000000000"));
    expect((await attack(w, bolt)).edge).toBe(-1);
    const derived = prepared(w.hero);
    const sheet = (skill: string, edge: -1 | 0 | 1 = 0) => skillTestStep({ skill, derived, choices: { modifier: 1, edge } });
    expect([sheet("dodge").edge, sheet("sorcery").edge, sheet("athletics").edge]).toEqual([-1, -1, 0]);
    // The dialog's boon cancels the bane one for one; the target keeps the dialog's modifier.
    expect(sheet("dodge", 1)).toEqual({ skill: "dodge", target: derived.skills.dodge.total + 1, edge: 0 });
    expect(await refusal(() => sheet("swimming"))).toBe("MANIFOLD.Query.Malformed");
  });

  it("contest.attack.5: a Strike and an attack spell each use one of the two attacks a round; a third is refused before anything is paid", async () => {
    const w = fightWorld();
    const bolt = give(w.hero, spell("Bolt", { attack: true, damage: "1d6", damageType: "fire" }, "bolt000000000000"));
    const onTurn = (attacks: number) => ({ system: combatant({ attacks }), onOwnTurn: true, statuses: [] });
    expect(openStrikeStep(openInput(w.hero, [w.goblin], { combatant: onTurn(0) })).combatant["system.attacks"]).toBe(1);
    expect(openStrikeStep(openInput(w.hero, [w.goblin], { item: bolt, combatant: onTurn(1) })).combatant["system.attacks"]).toBe(2);
    expect(await refusal(() => openStrikeStep(openInput(w.hero, [w.goblin], { combatant: onTurn(2) })))).toBe("MANIFOLD.contest.Economy.TooManyAttacks");
    expect(await refusal(() => openStrikeStep(openInput(w.hero, [w.goblin], { item: bolt, combatant: onTurn(2) })))).toBe("MANIFOLD.contest.Economy.TooManyAttacks");
  });
});
