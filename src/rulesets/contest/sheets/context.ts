/**
 * What the contest templates show, built from plain data by pure functions: the Foundry sheets
 * and the browser gallery call the same builders, so the gallery renders what Foundry renders.
 */
import type { Breakdown } from "../../../core/breakdown";
import { prepareDerived } from "../rules/derived";
import { ATTRIBUTES, RESIST_TARGETS, SIZES, SKILL_IDS, ARMOR_LEVELS, ARMOR_GEAR, SHIELD_GEAR, UNARMED_GEAR } from "../rules/constants";
import { normaliseGear } from "../rules/style";
import { attributeLabel, skillLabel } from "../rules/labels";
import { cardStage, maneuverResult, type AttackCard, type RolledTest } from "../rules/card";
import { OUTCOME_LABEL } from "../rules/outcome";
import type { ContestActor, ContestItem, CreatureSystem } from "../rules/types";
import { pluralKey } from "../../../core/plural";
import { compareView } from "../../../core/compare";
import { formulaTip, keptTip } from "../../../core/dice-tip";
import { trayView } from "../../../core/play/tray";
import { targetPoolView, type LivePool } from "../../../core/play/remaining";
import { armorTip, contestTips, initiativeTip, targetTip } from "./tips";

export interface ActorInput {
  actor: { name: string; img: string; type: "contestCharacter" | "contestNpc"; system: CreatureSystem };
  items: { id: string; name: string; img: string; type: string; system: unknown }[];
  effects: { id: string; name: string; img: string; disabled: boolean }[];
  /** the stored values before Active Effects; a difference is shown as "from effects" */
  source?: CreatureSystem;
  editMode: boolean;
  editable: boolean;
  combat?: { ap: number; attacks: number; freeUsed: boolean } | null;
  /** the world's initiative die setting, so the tooltip shows the roll this actor makes */
  initiativeDie?: string;
}

const options = (values: readonly string[], prefix: string) => Object.fromEntries(values.map((v) => [v, `${prefix}.${v}`]));

function parts(b: Breakdown) {
  return b.parts.map((p) => ({ label: p.label, value: p.value }));
}

export function actorSheetContext(input: ActorInput) {
  const { actor, items } = input;
  const system = actor.system;
  const derived = prepareDerived({ type: actor.type, system } as ContestActor, items as unknown as ContestItem[]);
  const trainedBy = new Map(derived.training.map((t) => [t.name, t.styles]));
  const row = (i: ActorInput["items"][number]) => {
    const s = i.system as Record<string, unknown>;
    const styles = trainedBy.get(i.name);
    return { id: i.id, name: i.name, img: i.img, type: i.type, system: s, equipped: !!s.equipped, untrained: !!s.equipped && styles !== undefined && styles.length === 0 };
  };
  const ofType = (type: string) => items.filter((i) => i.type === type).map(row);
  return {
    name: actor.name,
    img: actor.img,
    isCharacter: actor.type === "contestCharacter",
    editMode: input.editMode,
    editable: input.editable,
    attributes: ATTRIBUTES.map((key) => ({
      key,
      label: attributeLabel(key),
      abbr: `MANIFOLD.contest.AttributeAbbr.${key}`,
      value: system.attributes[key],
      // Edit mode writes the stored value; play mode shows the value after effects and their share.
      stored: input.source?.attributes[key] ?? system.attributes[key],
      fromEffects: system.attributes[key] - (input.source?.attributes[key] ?? system.attributes[key]),
      name: `system.attributes.${key}`,
    })),
    skills: SKILL_IDS.map((key) => ({
      key,
      label: skillLabel(key),
      value: system.skills[key].value,
      attribute: system.skills[key].attribute,
      attributeAbbr: `MANIFOLD.contest.AttributeAbbr.${system.skills[key].attribute}`,
      attributeName: attributeLabel(system.skills[key].attribute),
      target: derived.skills[key].total,
      tip: targetTip(derived.skills[key].parts, derived.skills[key].total),
      parts: parts(derived.skills[key]),
      stored: input.source?.skills[key].value ?? system.skills[key].value,
      fromEffects: system.skills[key].value - (input.source?.skills[key].value ?? system.skills[key].value),
    })),
    health: { value: system.health.value, max: system.health.max, pct: system.health.max ? Math.round((100 * system.health.value) / system.health.max) : 0, unconscious: derived.health.unconscious },
    initiative: { label: derived.initiative.bonusLabel, bonus: derived.initiative.bonus, tip: initiativeTip(derived, actor.type === "contestCharacter", input.initiativeDie) },
    tips: { ...contestTips, ar: armorTip(derived.armor) },
    size: system.size,
    speed: system.speed,
    armor: { ar: derived.armor.ar, worn: derived.armor.worn?.name ?? null, magical: derived.armor.magical, options: derived.armor.options, choice: system.armorChoice },
    shield: derived.shield,
    armorBane: derived.armorBane,
    resistancesText: modifierText(system.resistances),
    vulnerabilitiesText: modifierText(system.vulnerabilities),
    combatActions: ["dash", "disengage", "grapple", "search", "manipulate", "free"].map((id) => ({ id, label: `MANIFOLD.contest.Action.${id}` })),
    resistances: system.resistances.map((r, index) => ({ ...r, index, label: `MANIFOLD.contest.Damage.Type.${r.type}` })),
    vulnerabilities: system.vulnerabilities.map((r, index) => ({ ...r, index, label: `MANIFOLD.contest.Damage.Type.${r.type}` })),
    weapons: ofType("contestWeapon"),
    armors: ofType("contestArmor"),
    shields: ofType("contestShield"),
    spells: ofType("contestSpell"),
    styles: derived.styles.map((s) => ({
      id: s.id,
      name: s.name,
      rank: s.rank,
      attribute: `MANIFOLD.contest.AttributeAbbr.${s.attribute}`,
      attributeName: attributeLabel(s.attribute),
      tip: targetTip(s.targets[s.attribute].parts, s.targets[s.attribute].total),
      gear: s.gear.map(gearLabel),
      count: s.check.count,
      xp: s.check.xpCost,
      nextXp: s.check.nextXp,
      gearFull: s.check.nextXp === null,
      issues: s.check.issues,
      target: s.targets[s.attribute].total,
      parts: parts(s.targets[s.attribute]),
      penalty: s.untrained.penalty,
      bane: s.untrained.bane,
    })),
    styleXp: derived.styleXp,
    effects: input.effects,
    combat: input.combat ?? null,
    choices: {
      sizes: options(SIZES, "MANIFOLD.contest.Size"),
      attributes: options(ATTRIBUTES, "MANIFOLD.contest.AttributeAbbr"),
      resist: options(RESIST_TARGETS, "MANIFOLD.contest.Damage.Type"),
    },
  };
}

export interface CardPermissions {
  canDeclare: boolean;
  canRollAttack: boolean;
  canRollDefence: boolean;
  canApply: boolean;
  maneuvers: string[];
  /** what the loser holds, for a Disarm: one button per item */
  disarmItems?: { id: string; name: string }[];
  /** the maneuver's test this user may roll, as a skill lang key; null when none */
  maneuverSkill?: string | null;
  /** a GM may mark the target unaware of the attack, or aware again, before it declares */
  canSetAware?: boolean;
  /** this user may see the target's pool: it owns the target, or is a GM */
  seesTarget?: boolean;
  /** the target's Health as the card's snapshot has it */
  targetPool?: LivePool | null;
}

const EDGE_LABEL = { 1: "MANIFOLD.contest.Edge.boon", 0: null, [-1]: "MANIFOLD.contest.Edge.bane" } as const;

function test(rolled: RolledTest | null) {
  if (!rolled) return null;
  return {
    target: rolled.target,
    parts: rolled.parts,
    faces: rolled.faces.map((f) => ({ result: f, kept: f === rolled.kept })),
    kept: rolled.kept,
    pass: rolled.pass,
    successes: rolled.successes,
    successesLabel: pluralKey("MANIFOLD.Roll.SuccessCount", rolled.successes),
    automatic: rolled.automatic,
    edge: EDGE_LABEL[rolled.edge],
    // Said only where the natural roll decided it: a 20 that would have passed the target.
    natural20: !rolled.pass && rolled.kept === 20 && rolled.target >= 20,
    // Roll-under: a boon keeps the lower face (contest.test.*).
    tip: rolled.automatic ? null : keptTip(20, rolled.faces, rolled.kept, rolled.edge, "low"),
  };
}

/**
 * Both sides passed a Dodge, Parry or Withstand: the Successes decide, side by side, and a tie
 * misses. A Block stops the attack whatever the Successes, and a failed side is decided by its
 * own test line, so neither has a comparison to show.
 */
function successesCompare(card: AttackCard) {
  const a = card.attack;
  const d = card.defenceRoll;
  if (!a?.pass || !d?.pass || card.defence === "block" || card.defence === "none") return null;
  return compareView("MANIFOLD.contest.Card.Attack", a.successes, "MANIFOLD.contest.Card.Defence", d.successes, a.successes === d.successes ? "MANIFOLD.contest.Card.TiesMiss" : "MANIFOLD.contest.Card.BySuccesses");
}

export function attackCardContext(card: AttackCard, can: CardPermissions) {
  const stage = cardStage(card);
  const defenceDone = card.defence === "none" || card.defenceRoll !== null;
  return {
    stage,
    attacker: card.attacker,
    defender: card.defender,
    item: { ...card.item, kindLabel: `MANIFOLD.contest.AttackKind.${card.item.kind}`, damageTypeLabel: `MANIFOLD.contest.Damage.Type.${card.item.damageType}` },
    defence: card.defence ? `MANIFOLD.contest.Defence.${card.defence}` : null,
    cover: card.situation.cover !== "none" ? `MANIFOLD.contest.Cover.${card.situation.cover}` : null,
    flanked: card.situation.flanked,
    declareButtons: stage === "declare" && can.canDeclare ? card.allowed.map((d) => ({ defence: d, label: `MANIFOLD.contest.Defence.${d}` })) : [],
    waitingForDefence: stage === "declare" && !can.canDeclare,
    unaware: card.aware === false,
    awareButton: stage === "declare" && can.canSetAware ? (card.aware === false ? "yes" : "no") : null,
    attack: test(card.attack),
    defenceRoll: test(card.defenceRoll),
    showRollAttack: stage === "roll" && !card.attack && can.canRollAttack,
    showRollDefence: stage === "roll" && !defenceDone && can.canRollDefence,
    compare: successesCompare(card),
    outcome: card.outcome ? OUTCOME_LABEL[card.outcome] : null,
    outcomeClass: card.outcome,
    // Who may maneuver is said only while the choice is open; after it, what was chosen (or none).
    maneuverBy: card.maneuverBy && card.maneuver === "" && !card.maneuverDeclined ? `MANIFOLD.contest.Card.Winner.${card.maneuverBy}` : null,
    maneuverDeclined: card.maneuverBy !== "" && !!card.maneuverDeclined,
    maneuver: card.maneuver ? `MANIFOLD.contest.Maneuver.${card.maneuver}` : null,
    maneuverButtons: can.maneuvers.flatMap((m) =>
      m === "disarm"
        ? (can.disarmItems ?? []).map((i) => ({ maneuver: m, item: i.id, itemName: i.name, label: `MANIFOLD.contest.Maneuver.${m}`, tip: `MANIFOLD.contest.ManeuverTip.${m}` }))
        : [{ maneuver: m, item: "", itemName: "", label: `MANIFOLD.contest.Maneuver.${m}`, tip: `MANIFOLD.contest.ManeuverTip.${m}` }],
    ),
    waitingForManeuver: stage === "maneuver" && can.maneuvers.length === 0,
    maneuverRoll: test(card.maneuverRoll ?? null),
    maneuverResult: maneuverResult(card),
    maneuverSkill: !card.maneuverRoll && can.maneuverSkill ? can.maneuverSkill : null,
    showRollDamage: stage === "damage" && can.canRollAttack,
    damage: card.damage ? { ...card.damage, parts: card.damage.reduced.parts, total: card.damage.reduced.total, tip: formulaTip(card.damage.formula, card.damage.faces, card.damage.rolled) } : null,
    // Damage that armour or a shield brought to 0 changes nothing: no Apply to press.
    showApply: stage === "resolved" && card.damage !== null && card.damage.reduced.total > 0 && can.canApply,
    // The damage tray: half, full, double or heal, on the target and/or the selected tokens.
    tray: stage === "resolved" && card.damage !== null && card.damage.reduced.total > 0 && can.canApply ? trayView({ action: "applyDamage", fullTip: "MANIFOLD.Card.Apply", applied: card.ledger.applied, heal: card.damage.rolled, adjust: !!can.seesTarget }) : null,
    applied: card.ledger.applied,
    showUndo: card.ledger.applied && can.canApply,
    ...targetPoolView(card.ledger, !!can.seesTarget, can.targetPool),
  };
}

/** A style's gear as a player reads it: armour levels and unarmed by name, other gear as written. */
function gearLabel(key: string): string {
  const plain = normaliseGear(key);
  const level = ARMOR_LEVELS.find((l) => ARMOR_GEAR[l] === plain);
  if (level) return `MANIFOLD.contest.ArmorLevel.${level}`;
  if (plain === UNARMED_GEAR) return "MANIFOLD.contest.Gear.Unarmed";
  if (plain === SHIELD_GEAR) return "TYPES.Item.contestShield";
  return plain.charAt(0).toUpperCase() + plain.slice(1);
}

const modifierText = (list: readonly { type: string; value: number }[]) => list.map((m) => `${m.type} ${m.value}`).join(", ");

/** A rolled test as the card templates show it (attack and grapple cards alike). */
export const rolledTestView = test;
