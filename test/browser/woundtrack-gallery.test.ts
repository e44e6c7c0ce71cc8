import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { missingKeys } from "./render";
import { close, launch, open, withIds } from "./harness";
import { openItem } from "./item-page";
import { ACTORS, ITEMS, actorNamed, cardHtml, checkCardHtml, characterPage, creature, dialogHtml, itemPage, npcPlayPage, snapOf, trackerHtml } from "./woundtrack-pages";
import { attack, cardOf, checkFaces, checkOn, inCombat, systemOf, tendingWorld, woundtrackWorld } from "../play/woundtrack/world";
import { combatant } from "../rulesets/woundtrack/data";
import { pack } from "./samples";

/**
 * The Wound Track gallery: every compendium character and NPC in play and edit mode, every item
 * type in both modes, the attack dialog with its exact odds, the card at each step and outcome, and
 * the tracker, rendered in headless Chromium in both themes with axe's serious and critical findings
 * at zero. The pages the docs show are named as docs/images names them (woundtrack-character ...).
 */
const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
const characters = ACTORS.filter((a) => a.type === "woundtrackCharacter");
const npcs = ACTORS.filter((a) => a.type === "woundtrackNpc");
const fighting = (over: Parameters<typeof combatant>[0] = {}, initiative = 10) => ({ ...combatant(over), initiative });
/** A table row of the card's damage list: its label, then its value. */
const fact = (label: string, value: string | number) => new RegExp(`${label}\\s+${value}`);

beforeAll(launch);
afterAll(close);

describe("Wound Track gallery (headless Chromium)", () => {
  for (const doc of characters) {
    for (const edit of [false, true]) {
      it(`character sheet: ${doc.name} (${edit ? "edit" : "play"})`, async () => {
        const html = characterPage(doc, edit);
        const name = doc.name === "Kestrel Vane" && !edit ? "woundtrack-character" : `woundtrack-${slug(doc.name)}-${edit ? "edit" : "play"}`;
        const r = await open(name, html, ".window-content");
        expect(r.errors).toEqual([]);
        expect(r.a11y).toEqual([]);
        if (!edit) {
          expect(r.text).toContain(doc.name);
          expect(r.text).toContain("Toughness");
          // Every weapon row has its Attack button; an action that is not an attack is taken from the sheet.
          for (const w of withIds(doc).filter((i) => i.type === "woundtrackWeapon")) expect(html).toMatch(new RegExp(`data-item-id="${w.id}"(?:(?!</li>)[\\s\\S])*data-roll="attack"`));
          expect(html).toContain('data-roll="shortRest"');
        } else {
          expect(html).toContain('name="system.attributes.str"');
          expect(html).toContain('name="system.wounds.severe"');
          expect(html).toContain('name="system.skills.melee.rank"');
          // The maxima follow the race's values (woundtrack.stamina.1, mana.1).
          expect(html).toContain('name="system.stamina.race"');
          expect(html).toContain('name="system.mana.race"');
        }
      });
    }
  }

  it("Kestrel mounted, her shortbow readied: the combat line says what she rides and what she readied", async () => {
    const kestrel = actorNamed("Kestrel Vane");
    const bow = withIds(kestrel).find((i) => i.name === "Shortbow")!;
    const html = characterPage(kestrel, false, { combat: fighting({ ap: 6, riding: "Combatant.horse", readied: bow.id }, 9), riding: "Grey Mare" });
    const r = await open("woundtrack-character-mounted", html, ".sheet-header");
    expect([r.errors, r.a11y]).toEqual([[], []]);
    expect(r.text).toContain("Riding Grey Mare");
    expect(r.text).toContain("Readied: Shortbow");
  });

  it("Kestrel in combat: AP, initiative, Defend in force with its swap, whom she ignores; Take where the AP suffice, and no rest", async () => {
    const kestrel = actorNamed("Kestrel Vane");
    const html = characterPage(kestrel, false, { combat: fighting({ ap: 3, defending: true, swap: "agility" }, 12), ignoring: [{ uuid: "Actor.bandit", name: "Bandit Cutthroat" }] });
    const r = await open("woundtrack-character-combat", html, ".sheet-header");
    expect([r.errors, r.a11y]).toEqual([[], []]);
    // The labels are upper case on screen (the sheet's CSS): innerText reads them so.
    expect(r.text).toMatch(/AP\s+3/i);
    expect(r.text).toMatch(/Initiative\s+12/i);
    expect(r.text).toContain("Defending (Agility)");
    expect(r.text).toContain("Bandit Cutthroat");
    // Defend costs 2 AP of the 3 at hand: Take; no rest in a fight.
    const defend = withIds(kestrel).find((i) => i.name === "Defend")!;
    expect(html).toMatch(new RegExp(`data-item-id="${defend.id}"(?:(?!</li>)[\\s\\S])*data-roll="action"(?:(?!</li>)[\\s\\S])*Take`));
    expect(html).not.toContain('data-roll="shortRest"');
  });

  it("Brother Aldous wounded and paying a long action: the track's boxes, the severity, Recovery, Give up and Begin", async () => {
    // With a fire to start (8 AP, the table's to play) beside his tending, which opens its card on the patient.
    const base = actorNamed("Brother Aldous");
    const fire = pack("woundtrack-actions").find((d) => d.name === "Use an Object (Start a Fire with Flint and Steel)")!;
    const aldous = { ...base, items: [...(base.items ?? []), fire] };
    const html = characterPage(aldous, false, {
      combat: fighting({ ap: 2, long: { action: "Treat Wound", cost: 4, paid: 2, timed: false } }, 7),
      statuses: ["severelyWounded", "prone"],
      system: (s) => ({ ...s, wounds: { ...s.wounds, light: 1, moderate: 1, severe: 1 }, stamina: { ...s.stamina, value: 2, fatigue: 8 } }),
    });
    const r = await open("woundtrack-character-wounded", html, ".window-content");
    expect([r.errors, r.a11y]).toEqual([[], []]);
    expect(r.text).toContain("Treat Wound: 2 / 4 AP");
    expect(html).toContain('data-roll="cancelLong"');
    expect(html).toContain('data-roll="recovery"');
    // The fire costs 8 AP of the 2 at hand: it is begun as a long action. Treat Wound opens its card, paying as it opens: never begun.
    const lit = withIds(aldous).find((i) => i.name === fire.name)!;
    expect(html).toMatch(new RegExp(`data-item-id="${lit.id}"(?:(?!</li>)[\\s\\S])*Begin`));
    const treat = withIds(aldous).find((i) => i.name === "Treat Wound")!;
    expect(html).toMatch(new RegExp(`data-item-id="${treat.id}"(?:(?!</li>)[\\s\\S])*Take`));
    expect(html).toMatch(/<tr class="level severe">[\s\S]*?<span class="slot filled">/);
  });

  for (const doc of npcs) {
    it(`NPC stat block: ${doc.name} (play)`, async () => {
      const html = npcPlayPage(doc);
      const r = await open(doc.name === "Town Guard" ? "woundtrack-npc" : `woundtrack-npc-${slug(doc.name)}-play`, html, ".npc-statblock");
      expect(r.errors).toEqual([]);
      expect(r.a11y).toEqual([]);
      expect(r.text).toContain(doc.name);
      expect(r.text).toContain("Toughness");
      expect(html).toContain('name="system.stamina.value"');
      expect(html).toContain('name="system.tier"');
      expect(html).toContain('data-roll="attack"');
    });

    it(`NPC sheet: ${doc.name} (edit)`, async () => {
      const html = characterPage(doc, true);
      const r = await open(`woundtrack-npc-${slug(doc.name)}-edit`, html, ".window-content");
      expect(r.errors).toEqual([]);
      expect(r.a11y).toEqual([]);
      expect(html).toContain('name="system.attributes.str"');
      expect(html).toMatch(/<select name="system\.tier">/);
    });
  }

  it("an NPC stat block in combat: the Town Guard defending, wounded", async () => {
    const guard = actorNamed("Town Guard");
    const html = npcPlayPage(guard, { combat: fighting({ ap: 4, defending: true }, 8), statuses: ["moderatelyWounded"], system: (s) => ({ ...s, wounds: { ...s.wounds, moderate: 1 } }) });
    const r = await open("woundtrack-npc-combat", html, ".npc-statblock");
    expect([r.errors, r.a11y]).toEqual([[], []]);
    expect(r.text).toContain("Defending");
    expect(r.text).toContain("Moderately wounded");
  });

  for (const doc of ITEMS) {
    for (const edit of [false, true]) {
      it(`item sheet: ${doc.name} (${edit ? "edit" : "play"})`, async () => {
        const html = itemPage(doc, edit);
        const r = await openItem(`woundtrack-item-${slug(doc.name)}-${edit ? "edit" : "play"}`, html);
        expect(r.errors).toEqual([]);
        expect(r.a11y).toEqual([]);
        const system = doc.system as { attack?: string };
        if (!edit) expect(r.use).toBe(doc.type === "woundtrackWeapon" ? "Attack" : doc.type === "woundtrackAction" && !system.attack ? "Take" : null);
        if (!edit) for (const p of r.pairs) expect([p.label, p.inside]).toEqual([p.label, true]);
        if (edit && doc.type === "woundtrackWeapon") expect(r.controls).toEqual(expect.arrayContaining(["select[system.kind]", "input[system.damage]", "input[system.block.bonus]", "input[property.slicing]"]));
        if (edit && doc.type === "woundtrackArmor") expect(r.controls).toEqual(expect.arrayContaining(["input[system.armor]", "input[system.equipped]"]));
        if (edit && doc.type === "woundtrackAction") expect(r.controls).toEqual(expect.arrayContaining(["select[system.category]", "input[system.ap]", "select[system.attack]", "select[system.automation]"]));
      });
    }
  }

  it("the attack dialog: Kestrel's longsword against the Town Guard, the check, its AP and the exact odds", async () => {
    const html = dialogHtml("woundtrack-dialog", "Longsword", snapOf(actorNamed("Kestrel Vane"), "Longsword", creature(actorNamed("Town Guard"))));
    const r = await open("woundtrack-dialog", html, ".dialog");
    expect(r.errors).toEqual([]);
    expect(r.a11y).toEqual([]);
    expect(r.text).toContain("Town Guard");
    expect(r.text).toContain("Dex [Melee/Swords]");
    expect(r.text).toMatch(/Severe or worse/);
    expect(r.text).toMatch(/\d+\.\d%/);
    expect(html.match(/<td class="odds-value">/g)).toHaveLength(3);
  });

  it("the attack dialog against a defender whose Defend is in force: a line per Defense it may answer with", async () => {
    const guard = creature(actorNamed("Town Guard"), fighting({ defending: true }));
    const html = dialogHtml("woundtrack-dialog-defend", "Longsword", snapOf(actorNamed("Kestrel Vane"), "Longsword", guard));
    const r = await open("woundtrack-dialog-defend", html, ".dialog");
    expect([r.errors, r.a11y]).toEqual([[], []]);
    expect(r.text).toContain("Defend +2");
    const rows = html.match(/<tr>\s*<th scope="row">/g) ?? [];
    expect(rows.length).toBeGreaterThan(2);
  });

  it("the card: a hit resolved at once, Apply with the tray; then applied, with Undo and the track's change", async () => {
    const w = woundtrackWorld();
    await attack(w.t, "cardWoundtrack01", w.fighter, "sword", w.guard, checkFaces([6], [2]));
    const hit = cardHtml("woundtrack-card", w.t, "cardWoundtrack01", "gm");
    const r1 = await open("woundtrack-card", hit, ".attack-card");
    expect([r1.errors, r1.a11y]).toEqual([[], []]);
    expect(r1.text).toContain("Hit: a wound");
    expect(r1.text).toMatch(fact("Damage value", 16));
    expect(r1.text).toMatch(fact("Final damage", 5));
    expect(r1.text).toMatch(fact("Wound", "Severe"));
    expect(hit).toContain('data-action="applyWound"');
    expect(hit).not.toContain('data-action="undoWound"');
    await w.t.press("ann", { messageId: "cardWoundtrack01", action: "applyWound" });
    const applied = cardHtml("woundtrack-card-applied", w.t, "cardWoundtrack01", "gm");
    const r2 = await open("woundtrack-card-applied", applied, ".attack-card");
    expect([r2.errors, r2.a11y]).toEqual([[], []]);
    expect(r2.text).toContain("Applied");
    expect(applied).toContain('data-action="undoWound"');
    expect(r2.text).toContain("guard takes a Severe wound.");
    expect(r2.text).toMatch(/Severe wounds: 0 → 1/);
  });

  it("the check card: Treat Wound met on the guard's severe wound, Apply for the GM; then applied, with Undo", async () => {
    const w = tendingWorld();
    Object.assign(systemOf(w.guard).wounds, { severe: 1 });
    await checkOn(w, "cardWoundtrack10", "treatWound", w.guard, [2, 1], { level: "severe" });
    const before = checkCardHtml("woundtrack-check-card", w.t, "cardWoundtrack10", "gm");
    const r1 = await open("woundtrack-check-card", before, ".check-card");
    expect([r1.errors, r1.a11y]).toEqual([[], []]);
    expect(r1.text).toContain("Lor [Healing/Wounds]");
    expect(r1.text).toContain("Against TN 3: a Severe wound");
    expect(r1.text).toContain("Made, by 2.");
    expect(r1.text).toContain("The Severe wound drops 2 step(s)");
    expect(before).toContain('data-action="applyWound"');
    await w.t.press("gm", { messageId: "cardWoundtrack10", action: "applyWound" });
    const after = checkCardHtml("woundtrack-check-card-applied", w.t, "cardWoundtrack10", "gm");
    const r2 = await open("woundtrack-check-card-applied", after, ".check-card");
    expect([r2.errors, r2.a11y]).toEqual([[], []]);
    expect(r2.text).toContain("Applied");
    expect(after).toContain('data-action="undoWound"');
  });

  it("the check card: a Shove tells the yards, without a kit's line, and has nothing to apply", async () => {
    const w = tendingWorld();
    systemOf(w.guard).attributes.dex = 0;
    await checkOn(w, "cardWoundtrack11", "hinder", w.guard, [10, 1], { hindrance: "shove" });
    const html = checkCardHtml("woundtrack-check-card-shove", w.t, "cardWoundtrack11", "gm");
    const r = await open("woundtrack-check-card-shove", html, ".check-card");
    expect([r.errors, r.a11y]).toEqual([[], []]);
    expect(r.text).toContain("Str [Athletics/Power]");
    expect(r.text).toMatch(/Move guard up to \d+ yards/);
    expect(html).not.toContain('data-action="applyWound"');
  });

  it("the card: a miss has nothing to apply", async () => {
    const w = woundtrackWorld();
    await attack(w.t, "cardWoundtrack02", w.fighter, "sword", w.guard, checkFaces([1], [9]));
    const missed = cardHtml("woundtrack-card-miss", w.t, "cardWoundtrack02", "gm");
    const r = await open("woundtrack-card-miss", missed, ".attack-card");
    expect([r.errors, r.a11y]).toEqual([[], []]);
    expect(r.text).toContain("Miss");
    expect(missed).not.toContain('class="tray"');
    expect(missed).not.toContain('data-action="applyWound"');
  });

  it("the card: a climbing attacker's lost hold is a miss, its check on the card", async () => {
    const w = woundtrackWorld();
    w.fighter.statuses.push("climbing");
    await attack(w.t, "cardWoundtrack12", w.fighter, "sword", w.guard, [...checkFaces([9], [2]), [3], [5]], { hold: 3 });
    const lost = cardHtml("woundtrack-card-hold-lost", w.t, "cardWoundtrack12", "gm");
    const r = await open("woundtrack-card-hold-lost", lost, ".attack-card");
    expect([r.errors, r.a11y]).toEqual([[], []]);
    expect(r.text).toContain("Hold lost: a miss");
    expect(r.text).toContain("Str [Athletics/Climbing] to keep the hold: 3 − 5, 2 against TN 3: the hold is lost");
    expect(lost).not.toContain('data-action="applyWound"');
  });

  it("the card: a mounted rider's blow on a smaller foe shows its +1", async () => {
    const w = woundtrackWorld();
    inCombat(w.fighter, { ap: 8, riding: w.horse.uuid, mountTrained: true }, 9);
    inCombat(w.horse, {}, 5);
    inCombat(w.guard, {}, 7);
    await attack(w.t, "cardWoundtrack13", w.fighter, "sword", w.guard, checkFaces([7], [2]));
    const html = cardHtml("woundtrack-card-mounted", w.t, "cardWoundtrack13", "ann");
    const r = await open("woundtrack-card-mounted", html, ".attack-card");
    expect([r.errors, r.a11y]).toEqual([[], []]);
    expect(r.text).toContain("Mounted, over a smaller foe +1");
  });

  it("the attack dialog of a climbing attacker asks its hold check's TN", async () => {
    const snap = snapOf(actorNamed("Kestrel Vane"), "Longsword", creature(actorNamed("Town Guard")));
    const climber = { ...snap, attacker: { ...snap.attacker, side: { ...snap.attacker.side, statuses: ["climbing"] } } };
    const html = dialogHtml("woundtrack-dialog-hold", "Longsword", climber);
    const r = await open("woundtrack-dialog-hold", html, ".dialog");
    expect([r.errors, r.a11y]).toEqual([[], []]);
    expect(html).toContain('name="hold"');
    expect(r.text).toContain("Str [Athletics/Climbing]");
  });

  it("the card: a critical success names the initiative shifts", async () => {
    const w = woundtrackWorld();
    w.t.turn = w.fighter.uuid;
    inCombat(w.fighter, { ap: 8 }, 9);
    inCombat(w.guard, {}, 7);
    await attack(w.t, "cardWoundtrack03", w.fighter, "sword", w.guard, checkFaces([10, 3], [4]));
    const crit = cardHtml("woundtrack-card-crit", w.t, "cardWoundtrack03", "ann");
    const r = await open("woundtrack-card-crit", crit, ".attack-card");
    expect([r.errors, r.a11y]).toEqual([[], []]);
    expect(r.text).toContain("Critical success");
    expect(r.text).toContain("On Apply, guard's initiative -2.");
  });

  it("the card waiting for the defender's Defend answer, each button with the Defense it gives; then resolved on the answer", async () => {
    const w = woundtrackWorld();
    inCombat(w.guard, { defending: true });
    await attack(w.t, "cardWoundtrack04", w.fighter, "sword", w.guard, checkFaces([8], [2]));
    const waiting = cardHtml("woundtrack-card-defend", w.t, "cardWoundtrack04", "gm");
    const r1 = await open("woundtrack-card-defend", waiting, ".attack-card");
    expect([r1.errors, r1.a11y]).toEqual([[], []]);
    expect(r1.text).toContain("Waiting for the target's Defend");
    for (const answer of ["none", "bonus", "power", "agility", "fortitude", "willpower"]) expect(waiting).toContain(`data-action="defend" data-answer="${answer}"`);
    expect(waiting).not.toContain('data-action="applyWound"');
    // The attacker's player sees the card wait, with no answer to give.
    expect(cardHtml("x", w.t, "cardWoundtrack04", "ann")).not.toContain('data-action="defend"');
    await w.t.press("gm", { messageId: "cardWoundtrack04", action: "defend", args: { answer: "bonus" } });
    const answered = cardHtml("woundtrack-card-defended", w.t, "cardWoundtrack04", "gm");
    const r2 = await open("woundtrack-card-defended", answered, ".attack-card");
    expect([r2.errors, r2.a11y]).toEqual([[], []]);
    // 6 + 7 = 13 against the guard's melee Defence 10 + 2: a hit; 13 + 2 + 3 - 12 - 1 = 5, severe.
    expect(r2.text).toContain("Against Melee Defence 12, Toughness 1 · Defend +2");
    expect(r2.text).toMatch(fact("Final damage", 5));
  });

  it("the card: a Nonlethal hit offers its attacker the wound to inflict and what a knock-out makes of it", async () => {
    const w = woundtrackWorld();
    await attack(w.t, "cardWoundtrack05", w.fighter, "sword", w.guard, checkFaces([8], [2]), { action: "nonlethal" });
    const nonlethal = cardHtml("woundtrack-card-nonlethal", w.t, "cardWoundtrack05", "ann");
    const r = await open("woundtrack-card-nonlethal", nonlethal, ".attack-card");
    expect([r.errors, r.a11y]).toEqual([[], []]);
    expect(nonlethal).toMatch(/<select id="woundtrack-nl-level" name="level"><option value="severe" selected>Severe<\/option><option value="moderate">Moderate<\/option><option value="light">Light<\/option><\/select>/);
    expect(nonlethal).toContain('<option value="helpless">');
    // The target's side applies it but does not choose.
    expect(cardHtml("x", w.t, "cardWoundtrack05", "gm")).toContain('name="level"');
  });

  it("the card: a wound escalated past a full level says where it went", async () => {
    const w = woundtrackWorld();
    systemOf(w.guard).wounds.severe = 2;
    await attack(w.t, "cardWoundtrack06", w.fighter, "sword", w.guard, checkFaces([6], [2]));
    await w.t.press("gm", { messageId: "cardWoundtrack06", action: "applyWound" });
    expect(cardOf(w.t, "cardWoundtrack06").placed).toMatchObject({ level: "critical", escalated: 1 });
    const escalated = cardHtml("woundtrack-card-escalated", w.t, "cardWoundtrack06", "gm");
    const r = await open("woundtrack-card-escalated", escalated, ".attack-card");
    expect([r.errors, r.a11y]).toEqual([[], []]);
    expect(r.text).toContain("guard takes a Critical wound. (moved up 1 level(s): the lower ones were full)");
    expect(r.text).toMatch(/Critical wounds: 0 → 1/);
  });

  it("the tracker: AP, a long action being paid, Defend in force and yards left", async () => {
    const move = (yards: number) => ({ ...combatant().move, yards });
    const none = { action: "", cost: 0, paid: 0, timed: false };
    const html = trackerHtml("woundtrack-tracker", 2, [
      { name: "Kestrel Vane", initiative: 12, active: true, system: { ap: 5, long: none, defending: false, move: move(3) } },
      { name: "Brother Aldous", initiative: 9, system: { ap: 0, long: { action: "Treat Wound", cost: 4, paid: 2, timed: false }, defending: false, move: move(0) } },
      { name: "Town Guard", initiative: 7, system: { ap: 4, long: none, defending: true, move: move(0) } },
    ]);
    const r = await open("woundtrack-tracker", html, ".tracker");
    expect(r.errors).toEqual([]);
    expect(r.a11y).toEqual([]);
    expect(r.text).toMatch(/Kestrel Vane\s*AP\s+5\s*Yards left\s+3/);
    expect(r.text).toMatch(/Brother Aldous\s*AP\s+0\s*Long action\s+Treat Wound 2\/4/);
    expect(r.text).toMatch(/Town Guard\s*AP\s+4\s*Defending\s+✓/);
  });

  it("every word the pages show is in lang/en.json", () => {
    expect([...missingKeys]).toEqual([]);
  });
});
