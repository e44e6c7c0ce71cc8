/**
 * What the Wound Track item sheet shows, built from plain data: the Foundry sheet and the browser
 * gallery call this same builder. Play mode reads like a card; edit mode is the form, every stored
 * field an input. Also the words of Wound Track's ids that both sheets print, one literal lang key
 * each, so a missing one is caught by the lang tests.
 */
import { itemContext, type ItemInput, type ItemField } from "../../../core/item-sheet";
import type { FormConversion } from "../../../foundry/sheets/submit";
import { combatCheckSpec, parseCheck } from "../rules/checks";
import type { AttackAction } from "../rules/damage";
import type { Defence, SkillDefence } from "../rules/defences";
import type { NpcTier, WoundLevel } from "../rules/wounds";
import { ACTION_AUTOMATIONS, ACTION_CATEGORIES, WEAPON_KINDS, WEAPON_PROPERTIES, type ActionAutomation, type ActionCategory, type WeaponKind } from "../rules/types";
import { checkText } from "../play/check-text";

const W = "MANIFOLD.woundtrack";

export const LEVEL: Readonly<Record<WoundLevel, string>> = {
  light: "MANIFOLD.woundtrack.Level.light",
  moderate: "MANIFOLD.woundtrack.Level.moderate",
  severe: "MANIFOLD.woundtrack.Level.severe",
  critical: "MANIFOLD.woundtrack.Level.critical",
  fatal: "MANIFOLD.woundtrack.Level.fatal",
};

export const DEFENCE: Readonly<Record<Defence, string>> = {
  melee: "MANIFOLD.woundtrack.Defence.melee",
  ranged: "MANIFOLD.woundtrack.Defence.ranged",
  immobile: "MANIFOLD.woundtrack.Defence.immobile",
  power: "MANIFOLD.woundtrack.Defence.power",
  agility: "MANIFOLD.woundtrack.Defence.agility",
  fortitude: "MANIFOLD.woundtrack.Defence.fortitude",
  willpower: "MANIFOLD.woundtrack.Defence.willpower",
};

/** The skill defence a Defend swaps in, as the combat line says it. */
export const DEFEND_SWAP: Readonly<Record<SkillDefence, string>> = {
  power: "MANIFOLD.woundtrack.Defence.power",
  agility: "MANIFOLD.woundtrack.Defence.agility",
  fortitude: "MANIFOLD.woundtrack.Defence.fortitude",
  willpower: "MANIFOLD.woundtrack.Defence.willpower",
};

export const KIND: Readonly<Record<WeaponKind, string>> = { melee: "MANIFOLD.woundtrack.Kind.melee", ranged: "MANIFOLD.woundtrack.Kind.ranged", spell: "MANIFOLD.woundtrack.Kind.spell" };

/** Fire and lightning, what water changes (woundtrack.underwater.8-11). */
const ELEMENT: Readonly<Record<string, string>> = { "": "MANIFOLD.woundtrack.Element.none", fire: "MANIFOLD.woundtrack.Element.fire", lightning: "MANIFOLD.woundtrack.Element.lightning" };

/** The Defense an attack targets: its way's, or a skill Defense its description names (woundtrack.defense.2). */
const TARGETS: Readonly<Record<string, string>> = { "": "MANIFOLD.woundtrack.Item.WayDefence", power: "MANIFOLD.woundtrack.Defence.power", agility: "MANIFOLD.woundtrack.Defence.agility", fortitude: "MANIFOLD.woundtrack.Defence.fortitude", willpower: "MANIFOLD.woundtrack.Defence.willpower" };

export const PROPERTY: Readonly<Record<string, string>> = {
  armorPiercing: "MANIFOLD.woundtrack.Property.armorPiercing",
  concussive: "MANIFOLD.woundtrack.Property.concussive",
  slicing: "MANIFOLD.woundtrack.Property.slicing",
};

export const CATEGORY: Readonly<Record<ActionCategory, string>> = {
  offensive: "MANIFOLD.woundtrack.Category.offensive",
  common: "MANIFOLD.woundtrack.Category.common",
  movement: "MANIFOLD.woundtrack.Category.movement",
  grappling: "MANIFOLD.woundtrack.Category.grappling",
  misc: "MANIFOLD.woundtrack.Category.misc",
};

export const ACTION_ATTACK: Readonly<Record<AttackAction, string>> = {
  standard: "MANIFOLD.woundtrack.Attack.standard",
  quick: "MANIFOLD.woundtrack.Attack.quick",
  strong: "MANIFOLD.woundtrack.Attack.strong",
  nonlethal: "MANIFOLD.woundtrack.Attack.nonlethal",
  rebuff: "MANIFOLD.woundtrack.Attack.rebuff",
};

const AUTOMATION: Readonly<Record<ActionAutomation, string>> = {
  "": "MANIFOLD.woundtrack.Automation.none",
  defend: "MANIFOLD.woundtrack.Automation.defend",
  seize: "MANIFOLD.woundtrack.Automation.seize",
  prone: "MANIFOLD.woundtrack.Automation.prone",
  crouch: "MANIFOLD.woundtrack.Automation.crouch",
  stand: "MANIFOLD.woundtrack.Automation.stand",
  dash: "MANIFOLD.woundtrack.Automation.dash",
  escape: "MANIFOLD.woundtrack.Automation.escape",
  jump: "MANIFOLD.woundtrack.Automation.jump",
  spell: "MANIFOLD.woundtrack.Automation.spell",
  hinder: "MANIFOLD.woundtrack.Automation.hinder",
  stabilize: "MANIFOLD.woundtrack.Automation.stabilize",
  treatWound: "MANIFOLD.woundtrack.Automation.treatWound",
  treatCondition: "MANIFOLD.woundtrack.Automation.treatCondition",
  grapple: "MANIFOLD.woundtrack.Automation.grapple",
  pin: "MANIFOLD.woundtrack.Automation.pin",
  drag: "MANIFOLD.woundtrack.Automation.drag",
  interpose: "MANIFOLD.woundtrack.Automation.interpose",
  enterSpace: "MANIFOLD.woundtrack.Automation.enterSpace",
  cling: "MANIFOLD.woundtrack.Automation.cling",
  regainMount: "MANIFOLD.woundtrack.Automation.regainMount",
  harry: "MANIFOLD.woundtrack.Automation.harry",
  mount: "MANIFOLD.woundtrack.Automation.mount",
  ready: "MANIFOLD.woundtrack.Automation.ready",
};

export const TIER: Readonly<Record<NpcTier, string>> = { minion: "MANIFOLD.woundtrack.Tier.minion", standard: "MANIFOLD.woundtrack.Tier.standard", elite: "MANIFOLD.woundtrack.Tier.elite" };

/** What a skill whose specialisations the character names calls them. */
export const OPEN: Readonly<Record<"weaponGroup" | "magicSchool", string>> = { weaponGroup: "MANIFOLD.woundtrack.Sheet.Open.weaponGroup", magicSchool: "MANIFOLD.woundtrack.Sheet.Open.magicSchool" };

const choicesOf = <K extends string>(ids: readonly K[], words: Readonly<Record<K, string>>) => Object.fromEntries(ids.map((id) => [id, words[id]]));

const field = (path: string, value: unknown, extra: Partial<ItemField> = {}): ItemField => ({ label: `${W}.Field.${path}`, name: `system.${path}`, value, ...extra });
const number = (path: string, value: unknown, min: number, max: number) => field(path, value, { number: true, min, max });
const check = (path: string, value: unknown) => field(path, value, { check: true });

const get = (s: Record<string, unknown>, path: string): unknown => path.split(".").reduce<unknown>((v, k) => (v && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined), s);

/** Edit mode: one input per stored field; a weapon's properties one box each (`property.<id>`, converted by itemForm). */
function fields(type: string, s: Record<string, unknown>): ItemField[] {
  switch (type) {
    case "woundtrackWeapon": {
      const props = Array.isArray(s.properties) ? (s.properties as string[]) : [];
      return [
        field("kind", s.kind, { choices: choicesOf(WEAPON_KINDS, KIND) }),
        field("group", s.group),
        number("accuracy", s.accuracy, -20, 40),
        number("damage", s.damage, -20, 40),
        number("reach", s.reach, 0, 99),
        number("block.bonus", get(s, "block.bonus"), 0, 20),
        check("block.defensive", get(s, "block.defensive")),
        check("penetrating", s.penetrating),
        check("bypassArmor", s.bypassArmor),
        check("aquatic", s.aquatic),
        field("defence", s.defence, { choices: TARGETS }),
        field("element", s.element, { choices: ELEMENT }),
        ...WEAPON_PROPERTIES.map((p) => ({ label: PROPERTY[p]!, name: `property.${p}`, value: props.includes(p), check: true })),
        check("equipped", s.equipped),
      ];
    }
    case "woundtrackArmor":
      return [number("armor", s.armor, 0, 40), check("equipped", s.equipped)];
    case "woundtrackAction":
      return [
        field("category", s.category, { choices: choicesOf(ACTION_CATEGORIES, CATEGORY) }),
        number("ap", s.ap, 0, 999),
        number("staminaCost", s.staminaCost, 0, 999),
        number("manaCost", s.manaCost, 0, 999),
        number("rounds", s.rounds, 0, 999),
        number("minutes", s.minutes, 0, 999),
        check("reaction", s.reaction),
        field("attack", s.attack, { choices: { "": "MANIFOLD.woundtrack.Item.NoAttack", ...ACTION_ATTACK } }),
        field("automation", s.automation, { choices: choicesOf(ACTION_AUTOMATIONS, AUTOMATION) }),
        field("trigger", s.trigger),
        field("check", s.check),
      ];
    default:
      return [];
  }
}

type Part = { key?: string; text?: string; n?: number };
const fact = (label: string, ...parts: Part[]) => ({ label, parts });
const word = (key: string): Part => ({ key });
const text = (t: unknown): Part => ({ text: String(t) });
const signed = (n: unknown) => text(Number(n) >= 0 ? `+${Number(n)}` : String(n));

/** A check typed on an action, in the user's words; what the rules cannot read is shown as typed. */
function checkWords(typed: string, localize: (key: string) => string): string {
  try {
    return checkText(parseCheck(typed), localize);
  } catch {
    return typed;
  }
}

/** Play mode: the item's numbers as label and value, its properties as tags. */
function facts(type: string, s: Record<string, unknown>, localize: (key: string) => string) {
  const tag = (on: unknown, key: string) => (on ? [key] : []);
  if (type === "woundtrackWeapon") {
    const kind: WeaponKind = s.kind === "ranged" || s.kind === "spell" ? s.kind : "melee";
    const target = String(s.defence ?? "");
    const group = String(s.group ?? "").trim();
    const bonus = Number(get(s, "block.bonus") ?? 0);
    return {
      facts: [
        fact("MANIFOLD.woundtrack.Field.kind", word(KIND[kind])),
        ...(group ? [fact("MANIFOLD.woundtrack.Field.group", text(group))] : []),
        fact("MANIFOLD.woundtrack.Item.Check", text(checkText(combatCheckSpec(kind === "melee" ? "meleeWeapon" : kind === "spell" ? "spell" : "rangedWeapon", group || null), localize))),
        // A spell has no accuracy, and its damage takes no Strength (woundtrack.check.5, attack.3).
        ...(kind === "spell" ? [] : [fact("MANIFOLD.woundtrack.Field.accuracy", signed(s.accuracy))]),
        fact("MANIFOLD.woundtrack.Field.damage", kind === "spell" ? signed(s.damage) : { key: "MANIFOLD.woundtrack.Item.DamagePlusStr", n: Number(s.damage) }),
        ...(target && TARGETS[target] ? [fact("MANIFOLD.woundtrack.Field.defence", word(TARGETS[target]))] : []),
        ...(s.element && ELEMENT[String(s.element)] ? [fact("MANIFOLD.woundtrack.Field.element", word(ELEMENT[String(s.element)]!))] : []),
        fact("MANIFOLD.woundtrack.Field.reach", { key: "MANIFOLD.woundtrack.Item.Yards", n: Number(s.reach) }),
        ...(bonus > 0 ? [fact("MANIFOLD.woundtrack.Field.block.bonus", signed(bonus))] : []),
      ],
      tags: [
        ...(Array.isArray(s.properties) ? (s.properties as string[]).map((p) => PROPERTY[p] ?? p) : []),
        ...tag(s.penetrating, "MANIFOLD.woundtrack.Field.penetrating"),
        ...tag(s.bypassArmor, "MANIFOLD.woundtrack.Field.bypassArmor"),
        ...tag(bonus > 0 && get(s, "block.defensive"), "MANIFOLD.woundtrack.Field.block.defensive"),
        ...tag(s.equipped, "MANIFOLD.woundtrack.Field.equipped"),
      ],
      notes: [...(s.penetrating ? ["MANIFOLD.woundtrack.Item.PenetratingNote"] : []), ...(s.bypassArmor ? ["MANIFOLD.woundtrack.Item.BypassNote"] : [])],
    };
  }
  if (type === "woundtrackArmor") {
    return { facts: [fact("MANIFOLD.woundtrack.Field.armor", signed(s.armor))], tags: tag(s.equipped, "MANIFOLD.woundtrack.Field.equipped"), notes: ["MANIFOLD.woundtrack.Item.ArmorNote"] };
  }
  const attack = String(s.attack ?? "") as AttackAction | "";
  const automation = String(s.automation ?? "") as ActionAutomation;
  const category = (ACTION_CATEGORIES as readonly string[]).includes(String(s.category)) ? (s.category as ActionCategory) : "common";
  return {
    facts: [
      fact("MANIFOLD.woundtrack.Field.category", word(CATEGORY[category])),
      fact("MANIFOLD.woundtrack.Field.ap", text(s.ap)),
      ...(Number(s.staminaCost) > 0 ? [fact("MANIFOLD.woundtrack.Field.staminaCost", text(s.staminaCost))] : []),
      ...(Number(s.manaCost) > 0 ? [fact("MANIFOLD.woundtrack.Field.manaCost", text(s.manaCost))] : []),
      ...(Number(s.rounds) > 0 ? [fact("MANIFOLD.woundtrack.Field.rounds", text(s.rounds))] : []),
      ...(Number(s.minutes) > 0 ? [fact("MANIFOLD.woundtrack.Field.minutes", text(s.minutes))] : []),
      ...(attack && attack in ACTION_ATTACK ? [fact("MANIFOLD.woundtrack.Field.attack", word(ACTION_ATTACK[attack]))] : []),
      ...(automation && automation in AUTOMATION ? [fact("MANIFOLD.woundtrack.Field.automation", word(AUTOMATION[automation]))] : []),
      ...(String(s.check ?? "").trim() ? [fact("MANIFOLD.woundtrack.Field.check", text(checkWords(String(s.check), localize)))] : []),
      ...(String(s.trigger ?? "").trim() ? [{ ...fact("MANIFOLD.woundtrack.Field.trigger", text(s.trigger)), wide: true }] : []),
    ],
    tags: [s.reaction ? "MANIFOLD.woundtrack.Item.Reaction" : "MANIFOLD.woundtrack.Item.Action"],
    notes: attack ? ["MANIFOLD.woundtrack.Item.AttackNote"] : [],
  };
}

/** The button an owned item's sheet offers: a weapon attacks, an action that is not an attack is taken. */
function useOf(type: string, s: Record<string, unknown>) {
  if (type === "woundtrackWeapon") return { label: "MANIFOLD.woundtrack.Sheet.Attack", icon: "fa-dice-d20" };
  if (type === "woundtrackAction" && !s.attack) return { label: "MANIFOLD.woundtrack.Sheet.Take", icon: "fa-play" };
  return null;
}

export function itemSheetContext(input: ItemInput, localize: (key: string) => string) {
  const { type, system } = input.item;
  return itemContext(input, { play: () => facts(type, system, localize), fields: () => fields(type, system), use: () => useOf(type, system) });
}

/** A weapon's ticked property boxes ({armorPiercing: true, slicing: false}) as the stored list, in the rules' order. */
export const itemForm: FormConversion = (input) => {
  const data: Record<string, unknown> = { ...input };
  const ticked = data.property;
  delete data.property;
  if (typeof ticked !== "object" || ticked === null) return { data, issues: [] };
  const system = { ...((data.system as Record<string, unknown> | undefined) ?? {}) };
  system.properties = WEAPON_PROPERTIES.filter((p) => (ticked as Record<string, unknown>)[p] === true);
  data.system = system;
  return { data, issues: [] };
};
