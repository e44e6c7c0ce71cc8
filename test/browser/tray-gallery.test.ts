import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeRenderer, missingKeys } from "./render";
import { pack, type SourceDoc } from "./samples";
import { close, launch, open, page, withIds } from "./harness";
import { attackCardContext } from "../../src/rulesets/contest/sheets/context";
import { declare, declineManeuver, recordAttack, recordDamage, rollTest, type AttackCard } from "../../src/rulesets/contest/rules/card";
import { newCard, planAttack } from "../../src/rulesets/contest/rules/plan";
import { prepareDerived as contestDerived } from "../../src/rulesets/contest/rules/derived";
import { reduceDamage } from "../../src/rulesets/contest/rules/damage";
import type { ContestActor, ContestItem, WeaponItem } from "../../src/rulesets/contest/rules/types";
import { NO_SITUATION } from "../rulesets/contest/fixtures";
import { energyCardContext } from "../../src/rulesets/energy/sheets/card-context";
import { recordDamage as energyDamage, recordDefense, type EnergyCard } from "../../src/rulesets/energy/rules/card";
import { cardDamage } from "../../src/rulesets/energy/rules/card-damage";
import { planAttack as energyPlan, type Weapon } from "../../src/rulesets/energy/rules/plan";
import { prepareDerived as energyDerived } from "../../src/rulesets/energy/rules/derived";
import type { EnergyActor, EnergyItem } from "../../src/rulesets/energy/rules/types";
import { receiptView, type TrayReceipt } from "../../src/core/play/tray";

/**
 * The damage tray on both rulesets' attack cards (half, full, double, heal; the card's target and
 * the selected tokens), and the receipt a press on selected tokens posts, as a GM and a player see
 * it: real templates and CSS, headless Chromium, no console error, no serious axe finding.
 */
const render = makeRenderer();

// ---- contest: the Knight's critical longsword Strike at the Bandit, 6 rolled ----
const knight = pack("contest-actors").find((a) => a.type === "contestCharacter")!;
const bandit = pack("contest-actors").find((a) => a.type === "contestNpc")!;
const contestSide = (doc: SourceDoc) => ({
  system: doc.system as never,
  derived: contestDerived({ type: doc.type, system: doc.system } as unknown as ContestActor, withIds(doc) as unknown as ContestItem[]),
});
const sword = withIds(knight).find((i) => i.type === "contestWeapon" && (i.system as { gear: string }).gear === "longsword")! as unknown as WeaponItem;

function contestCard(applied: boolean): AttackCard {
  let c = newCard({ uuid: "Actor.k", name: knight.name, img: knight.img }, { uuid: "Actor.b", name: bandit.name, img: bandit.img, hasShield: false }, sword, "Item.s", NO_SITUATION);
  c = declare(c, "none");
  c = declineManeuver(recordAttack(c, rollTest(planAttack(contestSide(knight), sword, NO_SITUATION).test, [2])));
  const reduced = reduceDamage({ amount: 6, type: "slashing", armor: contestSide(bandit).derived.armor, block: null, resistances: [], vulnerabilities: [] });
  c = recordDamage(c, { formula: sword.system.damage, type: "slashing", faces: [6], rolled: 6, precision: false, reduced });
  return applied ? { ...c, ledger: { applied: true, entries: [{ side: "defender", doc: "actor", path: "system.health.value", before: 10, after: 10 - reduced.total }] } } : c;
}
const banditHealth = (bandit.system as { health: { value: number; max: number } }).health;
const contestGM = { canDeclare: true, canRollAttack: true, canRollDefence: true, canApply: true, maneuvers: [], seesTarget: true, targetPool: { pool: "MANIFOLD.Card.Pool.health", ...banditHealth } };

// ---- energy: Kestra's blade hits the Gnoll Raider, 5 rolled ----
const kestra = pack("energy-actors").find((a) => a.type === "energyCharacter")!;
const gnoll = pack("energy-actors").find((a) => a.type === "energyNpc")!;
const energySide = (doc: SourceDoc) => {
  const actor = { type: doc.type, system: doc.system } as unknown as EnergyActor;
  return { uuid: `Actor.${doc._id}`, name: doc.name, img: doc.img, system: actor.system, derived: energyDerived(actor, withIds(doc) as unknown as EnergyItem[]), conditions: new Set<string>() };
};
const blade = withIds(kestra).find((x) => x.type === "energyWeapon")!;
function energyCard(): EnergyCard {
  const weapon = { kind: "melee", name: blade.name, uuid: `Item.${blade.id}`, system: blade.system as never } as Weapon;
  const choices = { mode: "melee", maneuver: "", modifier: 0, edge: 0, nonlethal: false, steps: 0, movement: "normal", swift: false, targetMoving: false } as const;
  let c = energyPlan(energySide(kestra), energySide(gnoll), weapon, choices, { side: "front", distance: 1, defending: false }, { faces: [15], kept: 15 });
  c = recordDefense(c, { thrown: [[2]], kept: [2], total: 2 });
  return energyDamage(c, cardDamage(c, c.attack.damage, [5], 5), null);
}
const gnollAura = (gnoll.system as { aura: { value: number; max: number } }).aura;
const energyGM = { canRollDefense: true, canRollSave: true, canRollDamage: true, canApply: true, canRollDeath: true, seesTarget: true, targetPool: { pool: "MANIFOLD.Card.Pool.aura", ...gnollAura } };

// ---- a receipt: the GM's double damage on two selected tokens ----
const receipt = (undone: boolean): TrayReceipt => ({
  type: "contestAttack",
  from: knight.name,
  scale: "double",
  undone,
  applications: [
    { uuid: "Actor.b1", name: "Bandit Archer", entries: [{ side: "defender", doc: "actor", path: "system.health.value", before: 9, after: 0 }, { side: "defender", doc: "actor", path: "@status.unconscious", before: false, after: true }] },
    { uuid: "Actor.b2", name: "Bandit Captain", entries: [{ side: "defender", doc: "actor", path: "system.health.value", before: 14, after: 2 }] },
  ],
});

const pages: Record<string, { template: string; context: object; selector: string; says: string[]; not?: string[] }> = {
  "tray-contest": { template: "templates/contest/chat/attack-card.hbs", context: attackCardContext(contestCard(false), contestGM), selector: ".attack-card", says: ["½", "Apply damage", "×2", "Heal", `Target: ${bandit.name}`, "Selected tokens"] },
  "tray-contest-applied": { template: "templates/contest/chat/attack-card.hbs", context: attackCardContext(contestCard(true), contestGM), selector: ".attack-card", says: ["Applied", "Undo", "Half, double, heal or apply again"], not: ["Apply again\n", "Heal\n"] },
  "tray-energy": { template: "templates/energy/chat/attack-card.hbs", context: energyCardContext(energyCard(), energyGM), selector: ".attack-card", says: ["½", "Apply damage", "×2", "Heal", "Target: Gnoll", "Selected tokens"] },
  "tray-receipt-gm": { template: "templates/shared/chat/tray-receipt.hbs", context: receiptView(receipt(false), { sees: () => true, canUndo: true }), selector: ".tray-receipt", says: [`Double damage from ${knight.name}`, "Bandit Archer: Health 9 → 0", "Bandit Captain: Health 14 → 2", "Undo"] },
  "tray-receipt-player": { template: "templates/shared/chat/tray-receipt.hbs", context: receiptView(receipt(false), { sees: () => false, canUndo: false }), selector: ".tray-receipt", says: ["Bandit Archer took the damage."], not: ["Health", "Undo"] },
  "tray-receipt-undone": { template: "templates/shared/chat/tray-receipt.hbs", context: receiptView(receipt(true), { sees: () => true, canUndo: true }), selector: ".tray-receipt", says: ["Undone"], not: ["Undo\n"] },
};

beforeAll(launch);
afterAll(close);

describe("the damage tray and its receipts (headless Chromium)", () => {
  for (const [name, p] of Object.entries(pages)) {
    it(`chat: ${name}`, async () => {
      const html = page(name, `<div class="chat-frame">${render(p.template, p.context)}</div>`, "gallery");
      const r = await open(name, html, p.selector);
      expect(r.errors).toEqual([]);
      expect(r.a11y).toEqual([]);
      for (const phrase of p.says) expect(r.text).toContain(phrase);
      for (const phrase of p.not ?? []) expect(r.text).not.toContain(phrase);
    });
  }

  it("every tray button says what it does, in its tooltip and to a screen reader", () => {
    const html = render("templates/contest/chat/attack-card.hbs", attackCardContext(contestCard(false), contestGM));
    const buttons = [...html.matchAll(/data-scale="(\w+)" data-tooltip="([^"]*)"(?: aria-label="([^"]*)")?>[^<]*<i[^>]*><\/i> ([^<]*)<\/button>/g)];
    // The tooltip says what it does; a screen reader hears the visible word, then the same.
    expect(buttons.map((m) => [m[1], m[2], m[3] ?? m[4]])).toEqual([
      ["half", "Apply half the damage, rounded down, after armour", "½: Apply half the damage, rounded down, after armour"],
      ["normal", "Apply damage", "Apply damage"],
      ["double", "Apply double the damage, after armour", "×2: Apply double the damage, after armour"],
      ["heal", "Heal 6 instead of dealing damage", "Heal: Heal 6 instead of dealing damage"],
    ]);
  });

  it("a card with nothing to apply has no tray: a miss, or a player who may not apply", () => {
    const player = attackCardContext(contestCard(false), { ...contestGM, canApply: false });
    expect(player.tray).toBeNull();
    expect(render("templates/contest/chat/attack-card.hbs", player)).not.toContain('class="tray"');
  });

  it("every lang key the rendered pages used exists", () => {
    expect([...missingKeys]).toEqual([]);
  });
});
