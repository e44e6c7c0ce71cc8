import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lookup, missingKeys } from "./render";
import { close, launch, open, withIds } from "./harness";
import { openItem } from "./item-page";
import { ARCHER, CHARACTERS, FIGHTER, FOOTSOLDIER, ITEMS, NPCS, OGRE, WOUNDED } from "./rollunder-samples";
import { characterPage, IN_COMBAT, itemPage, npcEditPage, npcPlayPage } from "./rollunder-pages";
import { ROLLUNDER_STATUSES } from "../../src/rulesets/rollunder/rules/conditions";

/**
 * The Roll-Under gallery: every character and NPC sample in play and edit mode, and every item
 * type in both modes, rendered from the sheets' own context builders and templates in Chromium,
 * with axe's serious and critical findings at zero.
 */
const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");

beforeAll(launch);
afterAll(close);

describe("Roll-Under sheets (headless Chromium)", () => {
  for (const doc of CHARACTERS) {
    for (const edit of [false, true]) {
      it(`character sheet: ${doc.name} (${edit ? "edit" : "play"})`, async () => {
        const html = characterPage(doc, edit, doc === FIGHTER ? IN_COMBAT : null);
        const r = await open(`rollunder-${slug(doc.name)}-${edit ? "edit" : "play"}`, html, ".window-content");
        expect(r.errors).toEqual([]);
        expect(r.a11y).toEqual([]);
        expect(r.height).toBeGreaterThan(400);
        expect(r.height).toBeLessThan(2400);
        if (!edit) expect(r.text).toContain(doc.name);
        if (edit) expect(html).toContain('name="system.abilities.str"');
        // Every weapon row carries its Attack button.
        for (const weapon of withIds(doc).filter((i) => i.type === "rollunderWeapon")) {
          expect(html).toMatch(new RegExp(`<li[^>]*data-item-id="${weapon.id}"[^>]*>(?:(?!</li>)[\\s\\S])*data-roll="attack"`));
        }
      });
    }
  }

  it("the fighter's Defense adds up in her numbers, and her turn shows read-only", async () => {
    const html = characterPage(FIGHTER, false, IN_COMBAT);
    expect(html).toContain("Defense 10 + Chain armour 4 + Shield 1 = 15");
    expect(html).toContain("Movement (ft) 10 − Chain armour 2 = 8");
    const r = await open("rollunder-fighter-in-combat", html, ".sheet-header");
    expect(r.text).toContain("10 moved, 20 left");
    expect(r.text).toContain("Attack");
  });

  it("the archer's bow is still being learned, the crossbow needs reloading, and too much sits in quickdraw", async () => {
    const r = await open("rollunder-archer-weapons", characterPage(ARCHER, false), ".window-content");
    expect(r.text).toContain("Learning: 5 / 8 hits");
    expect(r.text).toContain("Needs reloading");
    expect(r.text).toContain("Reload");
    expect(r.text).toContain("quickdraw slots in use of 1: over the limit");
    expect(r.text).toContain("Proficient (light)");
  });

  it("a character below 0 HP shows its lethal damage plainly, and a load over its slots", async () => {
    const r = await open("rollunder-wounded-header", characterPage(WOUNDED, false), ".sheet-header");
    expect(r.text).toContain("-4 / 20");
    expect(r.text).toContain("4 lethal damage");
    expect(r.text).toMatch(/Carrying 7⅓ slots of 4: over the limit/);
  });

  for (const doc of NPCS) {
    it(`NPC stat block: ${doc.name} (play, GM)`, async () => {
      const html = npcPlayPage(doc, doc === OGRE ? IN_COMBAT : null);
      const r = await open(`rollunder-npc-${slug(doc.name)}-play`, html, ".npc-statblock");
      expect(r.errors).toEqual([]);
      expect(r.a11y).toEqual([]);
      expect(r.height).toBeGreaterThan(300);
      expect(r.height).toBeLessThanOrEqual(1000);
      expect(r.text).toContain("Morale check");
      expect(r.text).toContain("Reaction roll");
      expect(html).not.toMatch(/data-roll="(lunch|rest|magic)"/);
      for (const weapon of withIds(doc).filter((i) => i.type === "rollunderWeapon")) {
        expect(html).toMatch(new RegExp(`<li[^>]*data-item-id="${weapon.id}"[^>]*>(?:(?!</li>)[\\s\\S])*data-roll="attack"`));
      }
    });
    it(`NPC sheet: ${doc.name} (edit): every stored field in reach`, async () => {
      const html = npcEditPage(doc);
      const r = await open(`rollunder-npc-${slug(doc.name)}-edit`, html, ".window-content");
      expect(r.errors).toEqual([]);
      expect(r.a11y).toEqual([]);
      for (const field of ["name", "system.hitDice", "system.hp.value", "system.hpFixed", "system.morale", "system.actsTwice", "system.wisdomPenalty", "system.biography"]) expect(html).toContain(`name="${field}"`);
    });
  }

  it("the footsoldier reads as the rulebook lists it; the ogre acts twice and keeps its hand-set HP", async () => {
    const foot = await open("rollunder-npc-footsoldier-figures", npcPlayPage(FOOTSOLDIER), ".npc-statblock");
    expect(foot.text).toMatch(/Attack\s*\+1/i);
    expect(foot.text).toMatch(/Defense\s*−1/i);
    expect(foot.text).toContain("HP rolled from its Hit Dice");
    const ogre = await open("rollunder-npc-ogre-figures", npcPlayPage(OGRE, IN_COMBAT), ".npc-statblock");
    expect(ogre.text).toContain("Acts twice");
    expect(ogre.text).toContain("PCs' Wisdom −2 for initiative");
    expect(ogre.text).toContain("HP set by hand");
  });

  it("a player's view of an NPC has no Morale or Reaction button", () => {
    expect(npcPlayPage(FOOTSOLDIER, null, false)).not.toMatch(/data-roll="(morale|reaction)"/);
  });

  for (const doc of ITEMS) {
    it(`${doc.type} sheet: ${doc.name} (play): a card, each value beside its label, no form control`, async () => {
      const r = await openItem(`rollunder-item-${slug(doc.name)}-play`, itemPage(doc, false));
      expect(r.errors).toEqual([]);
      expect(r.a11y).toEqual([]);
      expect(r.controls).toEqual([]);
      expect(r.pairs.length).toBeGreaterThan(0);
      expect(r.pairs.filter((p) => p.gap > 200 || p.gap < 0 || !p.sameLine || !p.inside || p.value.trim() === "")).toEqual([]);
      expect(r.text).toContain(doc.name);
      expect(r.text).not.toMatch(/\bseeds?\b|rulings|MANIFOLD\./i);
      expect(r.use).toBe(doc.type === "rollunderWeapon" ? "Attack" : null);
    });
    it(`${doc.type} sheet: ${doc.name} (edit): the form`, async () => {
      const r = await openItem(`rollunder-item-${slug(doc.name)}-edit`, itemPage(doc, true));
      expect(r.errors).toEqual([]);
      expect(r.a11y).toEqual([]);
      expect(r.controls.filter((c) => c.endsWith("disabled"))).toEqual([]);
      expect(r.controls.length).toBeGreaterThan(2);
      expect(r.controls).toContain("prose-mirror[system.description]");
      expect(r.use).toBeNull();
    });
  }

  it("every condition explains itself on the effects tab", () => {
    // Keys written in full, as the effects tab builds them from the status id.
    const rules: Record<string, string> = {
      prone: "MANIFOLD.rollunder.ConditionRules.prone",
      fleeing: "MANIFOLD.rollunder.ConditionRules.fleeing",
      surrendered: "MANIFOLD.rollunder.ConditionRules.surrendered",
      dying: "MANIFOLD.rollunder.ConditionRules.dying",
      dead: "MANIFOLD.rollunder.ConditionRules.dead",
    };
    expect(Object.keys(rules)).toEqual(ROLLUNDER_STATUSES.map((s) => s.id));
    for (const key of Object.values(rules)) expect(lookup(key)).toBeTruthy();
  });

  it("every lang key the rendered Roll-Under pages used exists", () => {
    expect([...missingKeys]).toEqual([]);
  });
});
