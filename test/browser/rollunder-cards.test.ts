import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeRenderer, missingKeys, word } from "./render";
import { close, dialogPage, launch, open, page } from "./harness";
import { oddsView } from "../../src/core/play/odds";
import { summaryView } from "../../src/core/roll-dialog";
import { attackFacts, attackSummary, type DialogChoices } from "../../src/rulesets/rollunder/play/dialog";
import { attackOddsLines } from "../../src/rulesets/rollunder/play/odds";
import type { OpenSnapshot } from "../../src/rulesets/rollunder/play/open";
import { attackDialogContext } from "../../src/rulesets/rollunder/sheets/dialog-context";
import { rollunderCardContext, type CardPermissions } from "../../src/rulesets/rollunder/card-context";
import type { RollunderCard } from "../../src/rulesets/rollunder/rules/card";
import { ada, goblin, ogre, opened, permissions, press, snapOf, type Sample } from "./rollunder-card-samples";

/**
 * The Roll-Under cards gallery: the attack dialog with its exact odds (melee, a shot beyond range,
 * two light weapons, a weapon not yet proficient) and every outcome of the attack card, from the
 * open step and the card's own steps, with the real templates and CSS in headless Chromium: no
 * console error, no serious axe finding, and the words a player reads.
 */
const render = makeRenderer();
const ROLL_MODES = { publicroll: "Public Roll", gmroll: "Private GM Roll", blindroll: "Blind GM Roll", selfroll: "Self Roll" };

function dialog(name: string, title: string, snap: OpenSnapshot, choices: DialogChoices): string {
  const context = attackDialogContext({
    facts: attackFacts(snap),
    rollModes: ROLL_MODES,
    rollMode: "publicroll",
    summary: summaryView(attackSummary(snap, choices), word),
    odds: { ...oddsView(attackOddsLines(snap, choices), "en", word), note: "" },
  });
  // The gallery shows the box as the player left it: the odds above are computed with it.
  const html = render("templates/rollunder/dialog/attack.hbs", context).replace('name="dualLight"', choices.dualLight ? 'name="dualLight" checked' : 'name="dualLight"');
  return dialogPage(name, title, html);
}

const plain = { modifier: 0, dualLight: false };
const dialogs: Record<string, { title: string; snap: OpenSnapshot; choices: DialogChoices; says: string[] }> = {
  "rollunder-dialog-melee": { title: "Arming Sword", snap: snapOf(ada(), "sword00000000000", goblin()), choices: plain, says: ["Goblin: Roll d20 ≤ 11", "Takes this turn's action", "Chances before the roll", "55.0%", "5.0%"] },
  "rollunder-dialog-ranged-beyond": {
    title: "Shortbow",
    snap: snapOf(ada(), "bow0000000000000", goblin(), "shot", 55),
    choices: plain,
    says: ["Goblin: Roll d20 ≤ 9", "55 ft away, beyond the weapon's 30 ft range: −2 Attack", "45.0%"],
  },
  "rollunder-dialog-dual-light": { title: "Dagger", snap: snapOf(ada(), "dagger0000000000", goblin()), choices: { modifier: 0, dualLight: true }, says: ["Goblin: Roll d20 ≤ 13", "A light weapon in each hand (+2)", "65.0%"] },
  "rollunder-dialog-not-proficient": {
    title: "War Hammer",
    snap: snapOf(ada(), "hammer0000000000", ogre()),
    choices: plain,
    says: ["Ogre: Roll d20 ≤ 9", "Not proficient with this weapon: −4 Attack (3 of 8 hits landed in combat)", "45.0%"],
  },
};

// ---- every card outcome, step by step: Ada's sword at the Goblin, the Goblin's spear at Ada ----
const sword = (face: number, modifier = 0) => opened(snapOf(ada(), "sword00000000000", goblin()), face, modifier);
const spear = (target: Sample, face: number) => opened(snapOf(goblin(), "spear00000000000", target), face);
const swordHit = press(sword(7), ada(), goblin(), "rollDamage", [6]);
const spearHit = (adaHp: number) => press(spear(ada(adaHp), 3), goblin(), ada(adaHp), "rollDamage", [7]);
const sundered = press(spearHit(20), goblin(), ada(), "sunderShield", [5]);
const applied = press(sundered, goblin(), ada(), "applyDamage");
const lethal = press(spearHit(3), goblin(), ada(3), "applyDamage");
const deathRolled = press(lethal, goblin(), ada(3), "deathRoll");
const undone = press(deathRolled, goblin(), ada(3), "undoDamage");
/** Ada's player, who owns the target of the Goblin's spear: no GM, but the target's side. */
const adaPlayer = { isGM: false, opened: false, owns: { attacker: false, defender: true } };
/** Ada's player when Ada attacks a monster: the attacker's side, who opened the card. */
const attackerPlayer = { isGM: false, opened: true, owns: { attacker: true, defender: false } };

const cards: Record<string, { card: RollunderCard; can: CardPermissions; says: string[]; not?: string[] }> = {
  "rollunder-card-hit": { card: sword(7), can: permissions(sword(7), ada(), goblin()), says: ["Ada Brightwater", "Goblin", "Arming Sword · Melee", "Attack roll 1d20 7", "needs 11 or less", "Hit", "Roll damage (1d8)"] },
  "rollunder-card-miss": { card: sword(15), can: permissions(sword(15), ada(), goblin()), says: ["Attack roll 1d20 15", "Miss"], not: ["Roll damage", "Apply"] },
  "rollunder-card-natural-1": { card: sword(1, -20), can: permissions(sword(1, -20), ada(), goblin()), says: ["Natural 1: hit for double damage", "Roll damage (2d8)"] },
  "rollunder-card-natural-20": { card: sword(20, 15), can: permissions(sword(20, 15), ada(), goblin()), says: ["needs 26 or less", "Natural 20: automatic miss"], not: ["Roll damage"] },
  "rollunder-card-double-damage": {
    card: press(sword(1), ada(), goblin(), "rollDamage", [6, 3]),
    can: permissions(press(sword(1), ada(), goblin(), "rollDamage", [6, 3]), ada(), goblin()),
    says: ["2d8 doubled", "Damage: 9", "Apply damage", "½", "×2", "Heal"],
  },
  "rollunder-card-damage": { card: swordHit, can: permissions(swordHit, ada(), goblin()), says: ["Damage: 6", "Apply damage", "Target: Goblin", "Selected tokens", "Goblin: HP 6 of 6"] },
  "rollunder-card-damage-attacker": { card: swordHit, can: permissions(swordHit, ada(), goblin(), attackerPlayer), says: ["Damage: 6", "Apply damage"], not: ["½", "×2", "Heal", "HP"] },
  "rollunder-card-sunder-offered": { card: spearHit(20), can: permissions(spearHit(20), goblin(), ada(), adaPlayer), says: ["Damage: 8", "Sunder shield (−1d12)"] },
  "rollunder-card-sundered": { card: sundered, can: permissions(sundered, goblin(), ada(), adaPlayer), says: ["Shield sundered: 5 off the damage, and the shield breaks.", "Damage: 3"], not: ["Sunder shield"] },
  "rollunder-card-applied": { card: applied, can: permissions(applied, goblin(), ada(17), adaPlayer), says: ["Applied", "Undo", "Ada Brightwater: HP 20 → 17", "Half, double, heal or apply again"] },
  "rollunder-card-lethal": {
    card: lethal,
    can: permissions(lethal, goblin(), ada(-5), adaPlayer),
    says: ["Attack 11", "Target's Defense (10 − score) \u22123", "Ada Brightwater: HP 3 → -5", "Ada Brightwater takes 5 lethal damage and must roll on the Death & Dismemberment table.", "Roll on Death & Dismemberment", "Undo"],
  },
  "rollunder-card-death-rolled": { card: deathRolled, can: permissions(deathRolled, goblin(), ada(-5), adaPlayer), says: ["Ada Brightwater took 5 lethal damage.", "Rolled on the Death & Dismemberment table: the result is in the chat."], not: ["Roll on Death & Dismemberment", "must roll"] },
  "rollunder-card-undone": { card: undone, can: permissions(undone, goblin(), ada(3), adaPlayer), says: ["Damage: 8", "Apply damage", "Ada Brightwater: HP 3 of 20"], not: ["Applied", "lethal", "Rolled on"] },
};

beforeAll(launch);
afterAll(close);

describe("rollunder cards gallery (headless Chromium)", () => {
  for (const [name, d] of Object.entries(dialogs)) {
    it(`attack dialog with odds: ${name}`, async () => {
      const r = await open(name, dialog(name, d.title, d.snap, d.choices), ".roll-dialog");
      expect(r.errors).toEqual([]);
      expect(r.a11y).toEqual([]);
      for (const text of d.says) expect(r.text).toContain(text);
    });
  }

  for (const [name, { card, can, says, not = [] }] of Object.entries(cards)) {
    it(`chat card: ${name}`, async () => {
      const html = page(name, `<div class="chat-frame">${render("templates/rollunder/chat/attack-card.hbs", rollunderCardContext(card, can))}</div>`, "gallery");
      const r = await open(name, html, ".attack-card");
      expect(r.errors).toEqual([]);
      expect(r.a11y).toEqual([]);
      expect(r.text).not.toMatch(/(^|\n)\s*·|MANIFOLD\.|undefined|NaN/);
      // A roll's formula chip sits on its own line in the text: read the words with their spacing collapsed.
      for (const phrase of says) expect(r.text.replace(/\s+/g, " ")).toContain(phrase);
      for (const phrase of not) expect(r.text).not.toContain(phrase);
    });
  }

  it("the card's Death roll is owed by lethal damage only, once, and Undo takes it back", () => {
    expect([lethal.lethal, deathRolled.deathRolled, undone.lethal, undone.deathRolled]).toEqual([5, true, 0, false]);
    expect(permissions(applied, goblin(), ada(17), { isGM: true, opened: false, owns: { attacker: true, defender: true } }).deathRoll).toBe(false);
  });

  it("every lang key the rendered Roll-Under pages used exists", () => {
    expect([...missingKeys]).toEqual([]);
  });
});
