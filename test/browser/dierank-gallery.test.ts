import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { missingKeys, word } from "./render";
import { close, launch, open, page, withIds } from "./harness";
import { openItem } from "./item-page";
import { ACTORS, ITEMS, actorNamed, cardHtml, characterPage, dialogHtml, itemPage, npcPlayPage, render } from "./dierank-pages";
import { resourcesView } from "../../src/foundry/combat/resources-view";
import { dierankTrackerResources } from "../../src/rulesets/dierank/tracker-resources";
import type { OpenCreature, OpenSnapshot } from "../../src/rulesets/dierank/play/open";
import type { DierankItem } from "../../src/rulesets/dierank/play/side";
import type { CreatureSystem } from "../../src/rulesets/dierank/rules/types";
import type { SourceDoc } from "./samples";
import { attack, dierankWorld, inCombat } from "../play/dierank/world";
import { combatant } from "../rulesets/dierank/data";

/**
 * The Die Rank gallery: every compendium character and NPC in play and edit mode, every item type
 * in both modes, the attack dialog with its exact odds, the card at each step, and the tracker,
 * rendered in headless Chromium in both themes with axe's serious and critical findings at zero.
 */
const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
const characters = ACTORS.filter((a) => a.type === "dierankCharacter");
const npcs = ACTORS.filter((a) => a.type === "dierankNpc");

const creature = (doc: SourceDoc): OpenCreature => ({
  uuid: `Actor.${doc._id}`,
  name: doc.name,
  img: doc.img,
  side: { uuid: `Actor.${doc._id}`, system: doc.system as unknown as CreatureSystem, items: withIds(doc) as unknown as DierankItem[], statuses: [], combatant: null, onTurn: true, mountRef: null },
});
const snapOf = (attacker: SourceDoc, itemName: string, target: SourceDoc): OpenSnapshot => ({
  attacker: creature(attacker),
  item: withIds(attacker).find((i) => i.name === itemName)!.id,
  targets: [creature(target)],
  onTurn: true,
  senderIsGM: false,
});
const choices = { band: "", movingMount: false, opportunity: false, hold: "", hardGround: false, rollMode: "publicroll" } as const;

beforeAll(launch);
afterAll(close);

describe("Die Rank gallery (headless Chromium)", () => {
  for (const doc of characters) {
    for (const edit of [false, true]) {
      it(`character sheet: ${doc.name} (${edit ? "edit" : "play"})`, async () => {
        const html = characterPage(doc, edit, doc.name === "Sir Roderick" && !edit ? combatant({ ap: 1, owed: 1 }) : null);
        const r = await open(`dierank-${slug(doc.name)}-${edit ? "edit" : "play"}`, html, ".window-content");
        expect(r.errors).toEqual([]);
        expect(r.a11y).toEqual([]);
        if (!edit) expect(r.text).toContain(doc.name);
        // A die is edited as a die: a select of the ladder, never a number field.
        if (edit) expect(html).toMatch(/<select id="dierank-stat-att" name="system\.stats\.att"><option value="d2"[^]*<option value="d20"/);
        if (!edit) for (const w of withIds(doc).filter((i) => i.type === "dierankWeapon")) expect(html).toMatch(new RegExp(`data-item-id="${w.id}"(?:(?!</li>)[\\s\\S])*data-roll="attack"`));
      });
    }
  }

  it("a character in combat shows the AP left and the debt; one at 0 HP its wounds and the survival roll", async () => {
    const roderick = actorNamed("Sir Roderick");
    const fight = await open("dierank-character-play", characterPage(roderick, false, combatant({ ap: 1, owed: 1 })), ".sheet-header");
    expect(fight.text).toContain("1 owed");
    const down = { ...roderick, system: { ...roderick.system, hp: { value: 0, max: 6 }, survivalOwed: true } };
    const r = await open("dierank-character-down", characterPage(down, false, null, ["knockedOut", "prone"]), ".sheet-header");
    expect(r.text).toContain("Knocked out");
    expect(r.text).toContain("Survival roll");
    expect(r.text).not.toContain("Stand up");
  });

  for (const doc of npcs) {
    it(`NPC stat block: ${doc.name} (play)`, async () => {
      const html = npcPlayPage(doc);
      const r = await open(doc.name === "Bandit" ? "dierank-npc-play" : `dierank-npc-${slug(doc.name)}-play`, html, ".npc-statblock");
      expect(r.errors).toEqual([]);
      expect(r.a11y).toEqual([]);
      expect(r.text).toContain("DEF");
      expect(html).toContain('name="system.hp.value"');
      expect(html).toContain('data-roll="magic"');
    });
  }

  for (const doc of ITEMS) {
    for (const edit of [false, true]) {
      it(`item sheet: ${doc.name} (${edit ? "edit" : "play"})`, async () => {
        const html = itemPage(doc, edit);
        const r = await openItem(`dierank-item-${slug(doc.name)}-${edit ? "edit" : "play"}`, html);
        expect(r.errors).toEqual([]);
        expect(r.a11y).toEqual([]);
        if (!edit && doc.type !== "dierankShield") expect(r.use).toContain("Attack");
        if (edit && doc.type === "dierankWeapon") expect(r.controls).toEqual(expect.arrayContaining(["select[system.die]", "select[system.minimum.long]", "input[system.parry]"]));
      });
    }
  }

  it("the attack dialog shows the exact odds against each defence the target may choose", async () => {
    const html = dialogHtml("dierank-dialog-odds", "Longsword", snapOf(actorNamed("Sir Roderick"), "Longsword", actorNamed("Bandit")), choices);
    const r = await open("dierank-dialog-odds", html, ".dialog");
    expect(r.errors).toEqual([]);
    expect(r.a11y).toEqual([]);
    expect(r.text).toContain("Passive");
    expect(r.text).toMatch(/\d+\.\d%/);
  });

  it("a shot asks for its range band", async () => {
    const archer = ACTORS.find((a) => a.type === "dierankNpc" && withIds(a).some((i) => i.type === "dierankWeapon" && (i.system as { kind: string }).kind === "ranged"))!;
    const bow = withIds(archer).find((i) => i.type === "dierankWeapon" && (i.system as { kind: string }).kind === "ranged")!;
    const html = dialogHtml("dierank-dialog-shot", bow.name, snapOf(archer, bow.name, actorNamed("Sir Roderick")), { ...choices, band: "long" });
    const r = await open("dierank-dialog-shot", html, ".dialog");
    expect(r.errors).toEqual([]);
    expect(r.a11y).toEqual([]);
    expect(html).toContain('name="band"');
  });

  it("the card: the target's defences as buttons, then the successes, then Apply", async () => {
    const w = dierankWorld();
    inCombat(w.knight);
    inCombat(w.bandit);
    await attack(w.t, "cardDierank00001", w.knight, "sword", w.bandit, [[9]]);
    const defend = cardHtml("dierank-card-defend", w.t, "cardDierank00001", "gm");
    const r1 = await open("dierank-card-defend", defend, ".attack-card");
    expect(r1.errors).toEqual([]);
    expect(r1.a11y).toEqual([]);
    expect(defend).toContain('data-action="defend" data-defence="passive"');
    expect(defend).toContain('data-defence="parry"');
    // The bandit carries no shield: no Block is offered.
    expect(defend).not.toContain('data-defence="block"');
    await w.t.press("gm", { messageId: "cardDierank00001", action: "defend", args: { defence: "passive" }, faces: [[2]] });
    await w.t.press("ann", { messageId: "cardDierank00001", action: "applyDamage" });
    const applied = cardHtml("dierank-card-applied", w.t, "cardDierank00001", "gm");
    const r2 = await open("dierank-card-applied", applied, ".attack-card");
    expect(r2.errors).toEqual([]);
    expect(r2.a11y).toEqual([]);
    expect(r2.text).toContain("4 success");
    expect(r2.text).toMatch(/HP 4 → 0/);
  });

  it("a grab: the full hold with the holder's buttons, then the held creature's escape at double", async () => {
    const w = dierankWorld();
    await attack(w.t, "cardDierankGrab1", w.bandit, "grab", w.knight, [[6]]);
    await w.t.press("ann", { messageId: "cardDierankGrab1", action: "defend", args: { defence: "passive" }, faces: [[3]] });
    await w.t.press("gm", { messageId: "cardDierankGrab1", action: "applyGrab" });
    const hold = cardHtml("dierank-card-hold", w.t, "cardDierankGrab1", "gm");
    const r1 = await open("dierank-card-hold", hold, ".attack-card");
    expect([r1.errors, r1.a11y]).toEqual([[], []]);
    expect(r1.text).toContain("A full hold");
    for (const action of ["forceDown", "drag", "sustain", "release"]) expect(hold).toContain(`data-action="${action}"`);
    expect(cardHtml("x", w.t, "cardDierankGrab1", "ann")).toContain('data-action="escape"');
    await w.t.press("ann", { messageId: "cardDierankGrab1", action: "escape", faces: [[5, 6], [2]] });
    const escaped = cardHtml("dierank-card-escape", w.t, "cardDierankGrab1", "ann");
    const r2 = await open("dierank-card-escape", escaped, ".attack-card");
    expect([r2.errors, r2.a11y]).toEqual([[], []]);
    expect(r2.text).toContain("Free, for a minor action (double).");
    expect(escaped).not.toContain('data-action="escape"');
  });

  it("a shot at an unaware target: its passive defence alone, raised to the bow's minimum for the band, and a miss", async () => {
    const w = dierankWorld();
    w.bandit.statuses.push("unaware");
    await attack(w.t, "cardDierank00009", w.scout, "bow", w.bandit, [[3]], { band: "long" });
    const unaware = cardHtml("dierank-card-unaware", w.t, "cardDierank00009", "gm");
    expect(unaware).toContain('data-defence="passive"');
    expect(unaware).not.toMatch(/data-defence="(block|parry|dodge)"/);
    await w.t.press("gm", { messageId: "cardDierank00009", action: "defend", args: { defence: "passive" }, faces: [[5]] });
    const missed = cardHtml("dierank-card-miss", w.t, "cardDierank00009", "bob");
    const r = await open("dierank-card-miss", missed, ".attack-card");
    expect([r.errors, r.a11y]).toEqual([[], []]);
    expect(r.text).toContain("raised to the weapon's minimum for the band");
    expect(r.text).toContain("No success");
    expect(missed).not.toContain('class="tray"');
  });

  it("the tracker: AP left, the debt interrupts took, a mounted pair's movement-only AP", async () => {
    const rows = [
      { name: "Sir Roderick", initiative: 6, active: true, resources: dierankTrackerResources({ ap: 3, owed: 0, moveOnly: 1, noMove: 0 }) },
      { name: "Bandit", initiative: 4, active: false, resources: dierankTrackerResources({ ap: 3, owed: 1, moveOnly: 0, noMove: 0 }) },
    ];
    const items = rows
      .map((row) => `<li class="combatant${row.active ? " active" : ""}"><div class="token-name"><strong class="name">${row.name}</strong>${render("templates/shared/combat/tracker-resources.hbs", resourcesView(row.resources, (key) => word(key)))}</div><span class="initiative">${row.initiative}</span></li>`)
      .join("");
    const html = page("tracker-dierank", `<section class="application tracker" style="width: 300px"><h1>Combat Tracker</h1><ol class="combat-tracker plain" style="list-style: none; padding: 0">${items}</ol></section>`, "gallery");
    const r = await open("tracker-dierank", html, ".tracker");
    expect(r.errors).toEqual([]);
    expect(r.a11y).toEqual([]);
    expect(r.text).toContain("AP owed to the next turn");
    expect(r.text).toContain("AP for movement only");
  });

  it("every word the pages show is in lang/en.json", () => {
    expect([...missingKeys]).toEqual([]);
  });
});
