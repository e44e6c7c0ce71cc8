import { describe, expect, it } from "vitest";
import { actorSheetContext, attackCardContext } from "../../../src/rulesets/contest/sheets/context";
import { actorForm, defenceList, gearList, itemForm, modifierList } from "../../../src/rulesets/contest/sheets/form";
import { pack } from "../../browser/samples";
import { newCard } from "../../../src/rulesets/contest/rules/plan";
import { NO_SITUATION } from "./fixtures";
import type { WeaponItem } from "../../../src/rulesets/contest/rules/types";

const knight = pack("contest-actors").find((a) => a.type === "contestCharacter")!;
const items = (knight.items ?? []).map((i) => ({ id: i._id, name: i.name, img: i.img, type: i.type, system: i.system }));
const base = { actor: { name: knight.name, img: knight.img, type: "contestCharacter" as const, system: knight.system as never }, items, effects: [], editMode: false, editable: true };

describe("contest sheet context", () => {
  it("shows the share of an attribute that comes from Active Effects", () => {
    const source = structuredClone(knight.system) as { attributes: Record<string, number> };
    source.attributes.str = (source.attributes.str ?? 0) - 2;
    const context = actorSheetContext({ ...base, source: source as never });
    const str = context.attributes.find((a) => a.key === "str")!;
    expect(str.fromEffects).toBe(2);
    expect(str.stored).toBe(str.value - 2);
    expect(context.attributes.find((a) => a.key === "agi")!.fromEffects).toBe(0);
  });

  it("shows the share of a skill that comes from Active Effects, and edits the stored value", () => {
    const source = structuredClone(knight.system) as { skills: Record<string, { value: number }> };
    source.skills.dodge!.value -= 1;
    const dodge = actorSheetContext({ ...base, source: source as never }).skills.find((s) => s.key === "dodge")!;
    expect(dodge.fromEffects).toBe(1);
    expect(dodge.stored).toBe(dodge.value - 1);
  });

  it("every skill target is the sum of its parts", () => {
    for (const skill of actorSheetContext(base).skills) {
      expect(skill.parts.reduce((sum, p) => sum + p.value, 0)).toBe(skill.target);
    }
  });

  it("contest.style.3-5: each style shows its gear count and XP beyond the free five", () => {
    expect(actorSheetContext(base).styles.map((s) => [s.count, s.xp])).toEqual([[5, 0]]);
    const grown = items.map((i) => (i.type === "contestStyle" ? { ...i, system: { ...(i.system as { gear: string[] }), gear: [...(i.system as { gear: string[] }).gear, "dagger", "mace"] } } : i));
    expect(actorSheetContext({ ...base, items: grown }).styles.map((s) => [s.count, s.xp])).toEqual([[7, 50]]);
  });

  it("offers the free action and Disengage among the combat actions", () => {
    expect(actorSheetContext(base).combatActions.map((a) => a.id)).toEqual(expect.arrayContaining(["free", "disengage"]));
  });
});

describe("typed lists", () => {
  it("contest.defend.8: a spell's ticked defences become its list, in the rules' order", () => {
    expect(defenceList({ dodge: true, block: true, parry: false, none: true })).toEqual(["block", "dodge"]);
    expect(defenceList({ withstand: false })).toEqual([]);
  });
  it("a gear line becomes a clean list", () => {
    expect(gearList(" Longsword, shield,, longsword , Full Armor")).toEqual(["longsword", "shield", "full armor"]);
  });
  it("resistances parse by type or group, and a bad entry is named in the error", () => {
    expect(modifierList("fire 3, Physical 2")).toEqual({ ok: true, value: [{ type: "fire", value: 3 }, { type: "physical", value: 2 }] });
    expect(modifierList("")).toEqual({ ok: true, value: [] });
    expect(modifierList("fire 3, laser 2")).toEqual({ ok: false, error: "MANIFOLD.contest.BadModifierEntry", entry: "laser 2" });
    expect(modifierList("fire")).toMatchObject({ ok: false, entry: "fire" });
  });
  it("the actor form stores both typed lines and sends no helper key on", () => {
    const input = { resistancesText: "fire 3", vulnerabilitiesText: "", system: { speed: 5 } };
    expect(actorForm(input)).toEqual({ data: { system: { speed: 5, resistances: [{ type: "fire", value: 3 }], vulnerabilities: [] } }, issues: [] });
    expect(input.system).toEqual({ speed: 5 });
  });
  it("a bad resistance refuses the actor form, naming the field and the entry", () => {
    expect(actorForm({ resistancesText: "laser 2" }).issues).toEqual([{ path: "resistances", key: "MANIFOLD.contest.BadModifierEntry", data: { entry: "laser 2" } }]);
  });
  it("the item form stores the gear line and the ticked defences", () => {
    expect(itemForm({ gearText: "Mace, shield", defence: { block: true, dodge: false }, system: { rank: 2 } }).data).toEqual({ system: { rank: 2, gear: ["mace", "shield"], defences: ["block"] } });
  });
});

describe("attack card context", () => {
  const sword = items.find((i) => i.type === "contestWeapon")! as unknown as WeaponItem;
  const card = newCard({ uuid: "a", name: "A", img: "" }, { uuid: "d", name: "D", img: "", hasShield: false }, sword, "i", NO_SITUATION);
  const none = { canDeclare: false, canRollAttack: false, canRollDefence: false, canApply: false, maneuvers: [] };
  it("contest.defend.7: the defender sees only the allowed defences, others wait", () => {
    const defender = attackCardContext(card, { ...none, canDeclare: true });
    expect(defender.declareButtons.map((b) => b.defence)).toEqual(card.allowed);
    expect(defender.declareButtons.map((b) => b.defence)).not.toContain("block");
    const other = attackCardContext(card, none);
    expect(other.declareButtons).toEqual([]);
    expect(other.waitingForDefence).toBe(true);
  });
});
