/**
 * What the Wound Track character sheet and NPC stat block show, built from plain data: the Foundry
 * sheets and the browser gallery call these same builders. Every number is the rules' own: the
 * Defences and Toughness from the side's facts, the track from the Vitality table or the NPC's tier,
 * the recovery odds from the recovery check's bonus.
 */
import { CARD_AUTOMATIONS } from "../play/check-open";
import { timedRounds } from "../rules/economy";
import type { FormConversion } from "../../../foundry/sheets/submit";
import { RuleError } from "../../../core/errors";
import { percentFormat } from "../../../core/play/odds";
import { ATTRIBUTES, combatCheckBonus, combatCheckSpec, parseCheck, type Attribute, type CheckSpec, type CombatCheck } from "../rules/checks";
import { SKILLS, SKILL_IDS, type SkillId } from "../rules/skills";
import { NPC_TIER_SLOTS, WOUND_LEVELS, WOUND_THRESHOLDS, woundedRank, type WoundLevel } from "../rules/wounds";
import { WOUNDED_CONDITIONS } from "../rules/conditions";
import { DEFENCES, IMMOBILE_REPLACES, defenceValues, effectiveDefences, type Defence } from "../rules/defences";
import { baseToughness, toughness } from "../rules/damage";
import { RECOVERY_TN, currentManaMax, currentStaminaMax, exhaustedThreshold, recoveryCheckBonus, recoveryOdds, staggeredThreshold } from "../rules/recovery";
import { speedRow } from "../rules/economy";
import { movementRate } from "../rules/movement";
import { ACTION_CATEGORIES, type ActionSystem, type ArmorSystem, type CreatureSystem } from "../rules/types";
import { defenceFacts, rankOf, toughnessParts, trackOf, type Action, type Fighting, type Weapon, type WoundtrackItem, type WoundtrackSide } from "../play/side";
import { planCheck } from "../play/attack";
import { checkText } from "../play/check-text";
import { ACTION_ATTACK, CATEGORY, DEFENCE, DEFEND_SWAP, KIND, LEVEL, OPEN, PROPERTY, TIER } from "./item-context";

const W = "MANIFOLD.woundtrack";

type Row = { id: string; name: string; img: string; type: string; system: unknown };

export interface SheetInput {
  actor: { name: string; img: string; type: string; system: CreatureSystem };
  items: readonly Row[];
  /** conditions in force */
  statuses: readonly string[];
  editMode: boolean;
  editable: boolean;
  /** its combatant in a started combat, with the combat's initiative */
  combat: Fighting | null;
  /** the creatures its combatant ignores, named as this client knows them */
  ignoring: readonly { uuid: string; name: string }[];
  /** the mount its combatant rides, named as this client knows it; "" on foot */
  riding?: string;
  /** the user's language, for the percentages */
  locale: string;
  /** lang lookups for the checks written out, `Dex [Melee/Swords]` */
  localize: (key: string) => string;
  /** the die of the world's standard check formula, for the recovery odds (d10 unless the GM changed it) */
  checkDie?: number;
}

/** A rules function that refuses a value the sheet holds (a Vitality off the table) gives nothing to show, not an error. */
function tried<T>(run: () => T): T | null {
  try {
    return run();
  } catch (err) {
    if (err instanceof RuleError || err instanceof RangeError) return null;
    throw err;
  }
}

const pct = (value: number, max: number) => (max > 0 ? Math.round((100 * Math.min(Math.max(value, 0), max)) / max) : 0);

/** An action item goes on the sheet's Take button, or is declared as a long action when it costs more AP than the combatant has (woundtrack.ap.5). */
export const wantsLong = (combat: Pick<Fighting, "ap"> | null, ap: number): boolean => !!combat && ap > combat.ap;

/** The creature as a step reads it, for the rules the sheet calls. */
function sideFor(input: SheetInput): WoundtrackSide {
  const items = input.items.filter((i) => i.type.startsWith("woundtrack")) as unknown as WoundtrackItem[];
  return { uuid: "", npc: input.actor.type === "woundtrackNpc", system: input.actor.system, items, statuses: input.statuses, combatant: input.combat, onTurn: true, activeInitiative: null };
}

const bonusOf = (s: CreatureSystem, spec: CheckSpec, skill: SkillId | null) => {
  const r = skill ? rankOf(s, skill, spec.specialisation ?? null) : { skill: 0, specialisation: 0 };
  return s.attributes[spec.attribute] + r.skill + r.specialisation;
};

/** The skill defences' checks, a spell for each school, and initiative: each written out with its bonus. */
function checks(s: CreatureSystem, localize: SheetInput["localize"]) {
  const combat: [CombatCheck, SkillId][] = [["power", "athletics"], ["agility", "reflex"], ["fortitude", "resistance"], ["willpower", "resistance"]];
  const rows = combat.map(([kind, skill]) => {
    const spec = combatCheckSpec(kind);
    const r = rankOf(s, skill, spec.specialisation ?? null);
    return { label: DEFENCE[kind as Defence], text: checkText(spec, localize), bonus: combatCheckBonus(kind, { attribute: s.attributes[spec.attribute], skill: r.skill, specialisation: r.specialisation, size: s.size }) };
  });
  const schools = s.skills.arcana.specialisations.map((x) => x.name.trim()).filter(Boolean);
  const spells = (schools.length ? schools : [null]).map((school) => {
    const spec = combatCheckSpec("spell", school);
    return { label: "MANIFOLD.woundtrack.Sheet.Spell", text: checkText(spec, localize), bonus: bonusOf(s, spec, "arcana") };
  });
  const initiative: CheckSpec = { attribute: "prc", skill: "Reflex", specialisation: "Initiative" };
  return [...rows, ...spells, { label: "MANIFOLD.woundtrack.Sheet.Initiative", text: checkText(initiative, localize), bonus: bonusOf(s, initiative, "reflex") }];
}

/**
 * Each skill with its rank and its specialisations: the fixed ones always listed (a rank input
 * each in edit mode), then the named ones (weapon groups, schools) as rows with a name to type and
 * a button to remove. Row `n` of the form is the n-th fixed specialisation, then the named ones in
 * their stored order; `stored` is a named row's index in the stored list, for its remove button.
 */
function skillRows(s: CreatureSystem, editMode: boolean) {
  return SKILL_IDS.map((id) => {
    const def = SKILLS[id];
    const fixedNames = def.specialisations as readonly string[];
    const isFixed = (name: string) => fixedNames.some((f) => f.toLowerCase() === name.trim().toLowerCase());
    const stored = s.skills[id].specialisations;
    const fixed = fixedNames.map((name) => ({ label: `${W}.Specialisation.${name}`, text: "", rank: stored.find((x) => x.name.trim().toLowerCase() === name.toLowerCase())?.rank ?? 0, stored: -1 }));
    const named = stored.flatMap((x, i) => (isFixed(x.name) ? [] : [{ label: "", text: x.name, rank: x.rank, stored: i }]));
    const specs = [...fixed, ...named]
      .map((x, row) => ({ ...x, nameField: x.stored >= 0 ? `spec.${id}.${row}.name` : "", rankField: `spec.${id}.${row}.rank` }))
      .filter((x) => editMode || x.rank !== 0 || (x.stored >= 0 && x.text.trim() !== ""));
    return { id, label: `${W}.Skill.${id}`, rank: s.skills[id].rank, rankField: `system.skills.${id}.rank`, open: def.open ? OPEN[def.open] : "", specs };
  });
}

/** The track by level: slots as boxes, filled from the lowest, each level's threshold, recovery TN and the chance to heal it. */
function trackRows(input: SheetInput, side: WoundtrackSide) {
  const s = input.actor.system;
  const track = tried(() => trackOf(side));
  const bonus = tried(() => recoveryCheckBonus({ vit: s.attributes.vit, fatigue: s.stamina.fatigue, bonus: s.recoveryBonus }));
  const odds = bonus === null ? null : recoveryOdds(bonus, "standard", input.checkDie);
  const percent = percentFormat(input.locale);
  const levels = WOUND_LEVELS.map((level: WoundLevel) => {
    const slots = track?.slots[level] ?? 0;
    const filled = s.wounds[level];
    return {
      level,
      label: LEVEL[level],
      threshold: WOUND_THRESHOLDS[level],
      slots,
      filled,
      field: `system.wounds.${level}`,
      // A track cut below its wounds (a lowered Vitality) shows the wounds past its slots as over.
      boxes: Array.from({ length: Math.min(Math.max(slots, filled), 99) }, (_, i) => ({ filled: i < filled, over: i >= slots })),
      tn: RECOVERY_TN[level],
      odds: odds ? percent(odds[level]) : "",
    };
  });
  const rank = woundedRank(s.wounds);
  return {
    levels,
    ok: track !== null,
    source: side.npc ? { key: "MANIFOLD.woundtrack.Sheet.TrackFromTier", tier: TIER[s.tier], n: NPC_TIER_SLOTS[s.tier] ?? 0 } : { key: "MANIFOLD.woundtrack.Sheet.TrackFromVitality", vit: s.attributes.vit },
    light: { prs: s.attributes.prs, slots: track?.slots.light ?? 0 },
    severity: rank === 0 ? null : `${W}.Condition.${WOUNDED_CONDITIONS[rank - 1]!}`,
    recovery: { shown: bonus !== null, bonus: bonus ?? 0, stored: s.recoveryBonus },
  };
}

function pools(s: CreatureSystem) {
  const { stamina, mana } = s;
  const staminaMax = currentStaminaMax({ value: stamina.value, fatigue: stamina.fatigue, normalMax: stamina.max });
  const manaMax = currentManaMax({ value: mana.value, invested: mana.invested, normalMax: mana.max });
  // A creature with no stamina pool has no fatigue thresholds to cross (as the track's consequences read it).
  const thresholds = stamina.max > 0 ? { exhausted: exhaustedThreshold(stamina.max), staggered: staggeredThreshold(stamina.max) } : null;
  return {
    stamina: { ...stamina, current: staminaMax, pct: pct(stamina.value, staminaMax), thresholds, exhausted: !!thresholds && stamina.fatigue >= thresholds.exhausted, staggered: !!thresholds && stamina.fatigue >= thresholds.staggered },
    mana: { ...mana, current: manaMax, pct: pct(mana.value, manaMax) },
  };
}

/** A check typed on an action item, written in the user's words; a text the rules cannot read is shown as typed. */
function actionCheck(text: string, localize: SheetInput["localize"]): string {
  if (!text.trim()) return "";
  return tried(() => checkText(parseCheck(text), localize)) ?? text;
}

function gear(input: SheetInput, side: WoundtrackSide, play: boolean) {
  const s = input.actor.system;
  const img = (id: string) => input.items.find((i) => i.id === id)?.img ?? "";
  const weapons = side.items.filter((i): i is Weapon => i.type === "woundtrackWeapon").map((w) => {
    const plan = tried(() => planCheck(side, w, "standard", { cover: "none", flanked: false, rear: false, targetStatuses: [], situational: 0 }));
    const ws = w.system;
    const tags = [...ws.properties.map((p) => PROPERTY[p] ?? p), ...(ws.penetrating ? ["MANIFOLD.woundtrack.Field.penetrating"] : []), ...(ws.bypassArmor ? ["MANIFOLD.woundtrack.Field.bypassArmor"] : [])];
    return {
      id: w.id, name: w.name, img: img(w.id), kind: KIND[ws.kind], group: ws.group, equipped: ws.equipped,
      check: plan ? checkText(plan.spec, input.localize) : "", bonus: plan?.bonus ?? null,
      damage: s.attributes.str + ws.damage, accuracy: ws.accuracy, reach: ws.reach,
      block: ws.block.bonus > 0 ? { bonus: ws.block.bonus, defensive: ws.block.defensive } : null, tags,
    };
  });
  const armour = side.items.filter((i) => i.type === "woundtrackArmor").map((a) => ({ id: a.id, name: a.name, img: img(a.id), armor: (a.system as ArmorSystem).armor, equipped: (a.system as ArmorSystem).equipped }));
  const actions = side.items.filter((i): i is Action => i.type === "woundtrackAction");
  const row = (a: Action) => {
    const as: ActionSystem = a.system;
    return {
      id: a.id, name: a.name, img: img(a.id), ap: as.ap, reaction: as.reaction, trigger: as.trigger, check: actionCheck(as.check, input.localize),
      attack: as.attack ? ACTION_ATTACK[as.attack] : "",
      // An attack is made with a weapon's Attack button, which pays its AP; the others are taken here.
      // A hindrance or a tending opens its card on the target, paying its AP there: never declared long.
      take: play && !as.attack ? ((wantsLong(input.combat, as.ap) || (!!input.combat && timedRounds(as) > 0)) && !CARD_AUTOMATIONS.includes(as.automation) ? "long" : "take") : "",
    };
  };
  const groups = ACTION_CATEGORIES.map((c) => ({ key: c, label: CATEGORY[c], actions: actions.filter((a) => a.system.category === c).map(row) })).filter((g) => g.actions.length > 0);
  return { weapons, armour, actionGroups: groups };
}

function combatView(input: SheetInput) {
  const c = input.combat;
  if (!c) return null;
  return {
    ap: c.ap,
    initiative: c.initiative,
    long: c.long.action ? { action: c.long.action, paid: c.long.paid, cost: c.long.cost, timed: c.long.timed } : null,
    defending: c.defending,
    swap: c.swap ? DEFEND_SWAP[c.swap] : "",
    surprised: c.surprised,
    acted: c.acted,
    ignoring: input.ignoring,
    // The action readied, by its item's name: taken later as a reaction (woundtrack.action.25).
    readied: c.readied ? (input.items.find((i) => i.id === c.readied)?.name ?? "") : "",
    riding: c.riding ? (input.riding ?? "") : "",
  };
}

const num = (label: string, name: string, value: number, min: number, max: number) => ({ label, name, value, min, max });

/** The pools' numbers edit mode adds to the health tab (attributes, skills and wounds have their own inputs). */
function editFields(s: CreatureSystem) {
  return [
    num("MANIFOLD.woundtrack.Field.stamina.value", "system.stamina.value", s.stamina.value, 0, 999),
    num("MANIFOLD.woundtrack.Field.stamina.race", "system.stamina.race", s.stamina.race, -99, 999),
    num("MANIFOLD.woundtrack.Field.stamina.max", "system.stamina.max", s.stamina.max, 0, 999),
    num("MANIFOLD.woundtrack.Field.stamina.fatigue", "system.stamina.fatigue", s.stamina.fatigue, 0, 999),
    num("MANIFOLD.woundtrack.Field.mana.value", "system.mana.value", s.mana.value, 0, 999),
    num("MANIFOLD.woundtrack.Field.mana.race", "system.mana.race", s.mana.race, -99, 999),
    num("MANIFOLD.woundtrack.Field.mana.max", "system.mana.max", s.mana.max, 0, 999),
    num("MANIFOLD.woundtrack.Field.mana.invested", "system.mana.invested", s.mana.invested, 0, 999),
    num("MANIFOLD.woundtrack.Field.toughness.other", "system.toughness.other", s.toughness.other, -20, 40),
    num("MANIFOLD.woundtrack.Field.recoveryBonus", "system.recoveryBonus", s.recoveryBonus, 0, 99),
  ];
}

export function actorSheetContext(input: SheetInput) {
  const s = input.actor.system;
  const side = sideFor(input);
  const play = !input.editMode && input.editable;
  const immobilised = input.statuses.includes("immobile");
  const values = defenceValues(defenceFacts(side));
  const shown = effectiveDefences(values, immobilised);
  const parts = toughnessParts(side);
  const ap = tried(() => speedRow(s.speed));
  const combat = combatView(input);
  return {
    name: input.actor.name,
    img: input.actor.img,
    isNpc: side.npc,
    editMode: input.editMode,
    editable: input.editable,
    attributes: ATTRIBUTES.map((a: Attribute) => ({ key: a, abbr: `${W}.Abbr.${a}`, label: `${W}.Field.attributes.${a}`, name: `system.attributes.${a}`, value: s.attributes[a] })),
    size: s.size,
    speed: s.speed,
    scoreFields: [num("MANIFOLD.woundtrack.Field.size", "system.size", s.size, -10, 10), num("MANIFOLD.woundtrack.Field.speed", "system.speed", s.speed, -10, 10)],
    apTable: ap,
    movement: tried(() => movementRate(s.attributes.str + s.size + s.skills.athletics.rank)),
    immobilised,
    defences: DEFENCES.map((d) => ({ key: d, label: DEFENCE[d], value: shown[d], immobile: immobilised && IMMOBILE_REPLACES.includes(d) })),
    toughness: { base: baseToughness(parts), full: toughness(parts), armor: parts.armor, other: parts.other },
    checks: checks(s, input.localize),
    skills: skillRows(s, input.editMode),
    ...pools(s),
    track: trackRows(input, side),
    ...gear(input, side, play),
    combat,
    fields: editFields(s),
    tier: { value: s.tier, label: TIER[s.tier], choices: TIER, special: s.special },
    actions: play ? { recovery: woundedRank(s.wounds) > 0, shortRest: !combat, longRest: !combat, cancelLong: !!combat?.long, retrieveMana: s.mana.invested > 0 } : null,
  };
}

type Plain = Record<string, unknown>;

/**
 * The specialisation rows (`spec.<skill>.<row>.name|rank`) as the stored lists: a fixed
 * specialisation (named by its row) kept only with a rank, a named one (weapon group, school) kept
 * as typed, so a row just added waits for its name. v13 would drop the helper inputs, so they are converted here.
 */
export const actorForm: FormConversion = (input) => {
  const data: Plain = { ...input };
  const rows = data.spec;
  delete data.spec;
  if (typeof rows !== "object" || rows === null) return { data, issues: [] };
  const system: Plain = { ...((data.system as Plain | undefined) ?? {}) };
  const skills: Plain = { ...((system.skills as Plain | undefined) ?? {}) };
  for (const [id, entries] of Object.entries(rows as Plain)) {
    if (!Object.hasOwn(SKILLS, id) || typeof entries !== "object" || entries === null) continue;
    const fixed = SKILLS[id as SkillId].specialisations as readonly string[];
    const list = Object.entries(entries as Plain)
      .map(([row, e]) => ({ row: Number(row), entry: (typeof e === "object" && e !== null ? e : {}) as Plain }))
      .sort((a, b) => a.row - b.row)
      .map(({ row, entry }) => ({ name: row < fixed.length ? fixed[row]! : String(entry.name ?? "").trim(), rank: Number(entry.rank ?? 0), fixed: row < fixed.length }))
      .filter((x) => !x.fixed || x.rank !== 0)
      .map(({ name, rank }) => ({ name, rank }));
    skills[id] = { ...((skills[id] as Plain | undefined) ?? {}), specialisations: list };
  }
  system.skills = skills;
  data.system = system;
  return { data, issues: [] };
};
