import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeRenderer, missingKeys, proseStandIn } from "./render";
import { pack, type SourceDoc } from "./samples";
import { close, launch, open, page, withIds } from "./harness";
import { contestRules } from "../../src/rulesets/contest/rules/definition";
import { actorSheetContext as contestContext } from "../../src/rulesets/contest/sheets/context";
import { npcStatBlock as contestStatBlock } from "../../src/rulesets/contest/sheets/npc-context";
import { energyRules } from "../../src/rulesets/energy/rules/definition";
import { actorSheetContext as energyContext } from "../../src/rulesets/energy/sheets/context";
import { npcStatBlock as energyStatBlock } from "../../src/rulesets/energy/sheets/npc-context";
import type { CreatureSystem as EnergySystem } from "../../src/rulesets/energy/rules/types";

/**
 * NPC stat blocks: every NPC of the compendia, in play mode (the stat block, in combat, which is
 * its tallest) and in edit mode (the character sheet's tabs, so every stored field is in reach),
 * from the same context builders the Foundry sheets call: the character view, then the stat block's.
 */
const render = makeRenderer();
const effects = [{ id: "e1", name: "Dazed", img: "icons/svg/daze.svg", disabled: false }];

interface NpcCase {
  ruleset: "contest" | "energy";
  doc: SourceDoc;
  /** the play-mode stat block */
  play(): string;
  /** the edit-mode parts: header, tab strip, every tab */
  edit(): string;
}

function frame(doc: SourceDoc, ruleset: string, body: string): string {
  return page(doc.name, `<section class="window-content">${body}</section>`, `application sheet manifold actor ${ruleset} npc`);
}

function editParts(ruleset: string, ids: string[], prefix: string, context: Record<string, unknown>): string {
  const tabs = Object.fromEntries(ids.map((id, i) => [id, { id, group: "primary", active: i === 0, cssClass: "active", label: `${prefix}.${id}` }]));
  const file = (id: string) => (id === "effects" ? "templates/shared/sheet/effects.hbs" : `templates/${ruleset}/actor/${id}.hbs`);
  return [render(`templates/${ruleset}/actor/header.hbs`, context), render("templates/shared/sheet/tabs.hbs", { tabs }), ...ids.map((id) => render(file(id), { ...context, tab: tabs[id] }))].join("\n");
}

function contestCase(doc: SourceDoc): NpcCase {
  const context = (editMode: boolean) => {
    const input = {
      actor: { name: doc.name, img: doc.img, type: "contestNpc" as const, system: doc.system as never },
      items: withIds(doc),
      effects,
      editMode,
      editable: true,
      combat: { ap: 2, attacks: 1, freeUsed: false },
    };
    return { ...contestContext(input), ...contestStatBlock(input), prose: proseStandIn(contestRules.actorTypes[doc.type]!, doc.system) };
  };
  return {
    ruleset: "contest",
    doc,
    play: () => frame(doc, "contest", render("templates/contest/npc/statblock.hbs", context(false))),
    edit: () => frame(doc, "contest", editParts("contest", ["main", "gear", "styles", "effects", "biography"], "MANIFOLD.Sheet.Tab", context(true))),
  };
}

function energyCase(doc: SourceDoc): NpcCase {
  const context = (editMode: boolean) => {
    const input = {
      actor: { name: doc.name, img: doc.img, type: "energyNpc" as const, system: doc.system as unknown as EnergySystem },
      items: withIds(doc),
      statuses: new Set(["dazed"]),
      editMode,
      editable: true,
      combat: { energy: 2, agility: 3, swiftUsed: true, initiativeUsed: true, initiative: 14, staminaAsEnergy: 0, agileMoves: 3, defending: false, defendMoved: 0, deathSaveMade: false },
    };
    return { ...energyContext(input), ...energyStatBlock(input), effects, prose: proseStandIn(energyRules.actorTypes[doc.type]!, doc.system) };
  };
  return {
    ruleset: "energy",
    doc,
    play: () => frame(doc, "energy", render("templates/energy/npc/statblock.hbs", context(false))),
    edit: () => frame(doc, "energy", editParts("energy", ["main", "actions", "gear", "effects", "biography"], "MANIFOLD.energy.Sheet.Tab", context(true))),
  };
}

// The energy compendia keep their NPCs with the characters, in energy-actors.
const cases: NpcCase[] = [
  ...pack("contest-actors").filter((d) => d.type === "contestNpc").map(contestCase),
  ...pack("energy-actors").filter((d) => d.type === "energyNpc").map(energyCase),
];

/** What belongs to player characters only: resting, experience and its spending. */
const PC_ONLY_HTML = [/data-roll="rest"/, /data-rest=/];
const PC_ONLY_TEXT = [/\bRest\b/, /\bXP\b/, /MPL spent/, /Level up/i];

beforeAll(launch);
afterAll(close);

describe("NPC stat blocks (headless Chromium)", () => {
  it("every ruleset has an NPC in its compendium", () => {
    expect([...new Set(cases.map((c) => c.ruleset))].sort()).toEqual(["contest", "energy"]);
  });

  for (const c of cases) {
    const slug = `${c.doc.type}-statblock`;
    it(`${c.doc.name}: the play-mode stat block fits one screen, with its roll buttons and no PC controls`, async () => {
      const html = c.play();
      const r = await open(`${slug}-play`, html, ".npc-statblock");
      expect(r.errors).toEqual([]);
      expect(r.a11y).toEqual([]);
      expect(r.text).toContain(c.doc.name);
      expect(r.height).toBeGreaterThan(300);
      expect(r.height).toBeLessThanOrEqual(1000);
      for (const pattern of PC_ONLY_HTML) expect(html).not.toMatch(pattern);
      for (const pattern of PC_ONLY_TEXT) expect(r.text).not.toMatch(pattern);
      // Every weapon it carries has the character sheet's roll button, on the item's row.
      for (const weapon of withIds(c.doc).filter((i) => /Weapon|Ranged$/.test(i.type))) {
        expect(html).toMatch(new RegExp(`data-item-id="${weapon.id}"[\\s\\S]*?data-action="roll"`));
      }
    });

    it(`${c.doc.name}: edit mode reaches the stored fields`, async () => {
      const html = c.edit();
      const r = await open(`${slug}-edit`, html, ".window-content");
      expect(r.errors).toEqual([]);
      expect(r.a11y).toEqual([]);
      expect(html).toContain('name="name"');
      expect(html).toContain('name="system.biography"');
    });
  }

  it("every lang key the NPC pages used exists", () => {
    expect([...missingKeys]).toEqual([]);
  });
});
