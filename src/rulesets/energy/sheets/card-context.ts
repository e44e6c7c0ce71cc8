/**
 * What the energy attack card shows, built from the card's plain data; the chat hook and the
 * browser gallery call the same builder.
 */
import { compareView } from "../../../core/compare";
import { chainTip, formulaTip, keptTip } from "../../../core/dice-tip";
import { targetPoolView, type LivePool } from "../../../core/play/remaining";
import { trayView } from "../../../core/play/tray";
import { healAmount } from "../play/tray";
import { cardConditions, cardEffects, cardStage, dealsNonlethal, endRefund, needsDamage, needsSave, type EnergyCard } from "../rules/card";

export interface CardPermissions {
  canRollDefense: boolean;
  canRollSave: boolean;
  canRollDamage: boolean;
  canApply: boolean;
  canRollDeath: boolean;
  /** the attacker's side: it may fling a disarmed weapon */
  canFling?: boolean;
  /** the attacker's side: it may end a melee attack before its target's roll */
  canEnd?: boolean;
  /** this user may see the target's pool: it owns the target, or is a GM */
  seesTarget?: boolean;
  /** the target's Aura as the card's snapshot has it */
  targetPool?: LivePool | null;
}

const EDGE_LABEL = { "1": "MANIFOLD.energy.Card.Advantage", "-1": "MANIFOLD.energy.Card.Disadvantage", "0": "" } as const;
/** The attack roll's edge as a tag; its keys are written out so the lang-key checks can see them. */
const ATTACK_EDGE_TAG = { "1": "MANIFOLD.energy.Card.AdvantageAttack", "-1": "MANIFOLD.energy.Card.DisadvantageAttack", "0": "" } as const;

/**
 * The outcome in one plain phrase. A hit says whether the armour took its share: on a melee
 * hit the card knows if the attack struck armour (its AR is subtracted) or got past it.
 */
function outcome(card: EnergyCard) {
  const r = card.result;
  if (!r) return null;
  const key = r.crit ? "crit" : r.critFail ? "critFail" : !r.hit ? "miss" : card.attack.mode === "maneuver" ? "hit" : r.armorHit ? "hitArmor" : "hitClean";
  return { cssClass: r.crit ? "crit" : r.critFail ? "critFail" : r.hit ? "hit" : "miss", label: `MANIFOLD.energy.Card.Outcome.${key}` };
}

/**
 * The comparisons the rules made, side by side: AV against the Defense roll (melee) or the Hit
 * roll against the Miss Chance (ranged), and for a melee hit the Combat roll against the armour's
 * Coverage. A critical or a natural 1 decides whatever the numbers say: the note names it.
 */
function comparisons(card: EnergyCard) {
  const r = card.result;
  if (!r) return { compare: null, armor: null };
  const ranged = card.attack.mode === "ranged" || card.attack.mode === "thrown";
  const note = r.crit ? "MANIFOLD.energy.Card.CritDecides" : r.critFail ? "MANIFOLD.energy.Card.OneDecides" : card.defense.winsTies ? "MANIFOLD.energy.Card.WinsTies" : null;
  const defenseLabel = `MANIFOLD.energy.Defense.${card.defense.kind}`;
  const compare = ranged
    ? compareView("MANIFOLD.energy.Card.HitRoll", card.d20.kept, "MANIFOLD.energy.Card.MissChance", r.against, note)
    : card.defenseRoll
      ? compareView("MANIFOLD.energy.Card.AV", card.attack.value, defenseLabel, card.defense.bonus + card.defenseRoll.total, note, { left: "MANIFOLD.energy.AbbrTip.AV" })
      : null;
  const coverage = card.defense.armor.coverage;
  const armorCounts = !ranged && r.hit && !r.crit && coverage > 0 && card.defense.kind !== "fortitude" && card.defense.kind !== "will";
  const armor = armorCounts ? compareView("MANIFOLD.energy.Card.CombatRoll", card.d20.kept, "MANIFOLD.energy.Card.Coverage", coverage, r.armorHit ? "MANIFOLD.energy.Card.ArmorTakes" : "MANIFOLD.energy.Card.PastArmor") : null;
  return { compare, armor };
}

/** What Apply would change, named on its button; null when nothing: then there is no Apply. */
function applyLabel(damage: boolean, conditions: boolean): string | null {
  if (damage && conditions) return "MANIFOLD.Card.ApplyBoth";
  if (damage) return "MANIFOLD.Card.Apply";
  return conditions ? "MANIFOLD.Card.ApplyConditions" : null;
}

export function energyCardContext(card: EnergyCard, can: CardPermissions) {
  const stage = cardStage(card);
  const ranged = card.attack.mode === "ranged" || card.attack.mode === "thrown";
  const conditions = cardConditions(card);
  const effects = cardEffects(card);
  const hasConditions = conditions.attacker.length > 0 || conditions.defender.length > 0 || effects.length > 0;
  const apply = stage === "resolved" ? applyLabel(!!card.result?.hit && (card.damage?.total ?? 0) > 0, hasConditions) : null;
  const d20Kept = card.d20.kept;
  return {
    stage,
    attacker: card.attacker,
    defender: card.defender,
    attack: {
      itemName: card.attack.itemName,
      modeLabel: `MANIFOLD.energy.Card.Mode.${card.attack.mode}`,
      maneuverLabel: card.attack.maneuver ? `MANIFOLD.energy.Maneuver.${card.attack.maneuver}` : null,
      rollLabel: ranged ? "MANIFOLD.energy.Card.HitRoll" : "MANIFOLD.energy.Card.CombatRoll",
      valueLabel: ranged ? "MANIFOLD.energy.Card.MissChance" : "MANIFOLD.energy.Card.AV",
      value: card.result && ranged ? card.result.against : card.attack.value,
      parts: card.attack.parts,
    },
    ...comparisons(card),
    d20: {
      tip: keptTip(20, card.d20.faces, d20Kept, card.attack.edge, "high"),
    },
    tags: [
      ...(card.attack.swift ? ["MANIFOLD.energy.Card.Swift"] : []),
      ...(card.attack.nonlethal !== null ? ["MANIFOLD.energy.Card.NonLethal"] : []),
      ...(ATTACK_EDGE_TAG[String(card.attack.edge) as "1" | "-1" | "0"] ? [ATTACK_EDGE_TAG[String(card.attack.edge) as "1" | "-1"]] : []),
      ...(card.defense.noRoll ? ["MANIFOLD.energy.Card.CannotDefend"] : []),
    ],
    enhancements: card.attack.enhancements.map((e) => `${e.name} (${e.stamina})`),
    effects,
    defense: {
      label: `MANIFOLD.energy.Defense.${card.defense.kind}`,
      die: `1d${card.defense.faces}*`,
      bonus: card.defense.bonus,
      parts: card.defense.parts,
      edgeLabel: EDGE_LABEL[String(card.defense.edge) as "1" | "-1" | "0"] || null,
      winsTies: card.defense.winsTies,
    },
    defenseRoll: card.defenseRoll
      ? { total: card.defenseRoll.total + card.defense.bonus, tip: chainTip(card.defense.faces, card.defenseRoll.thrown, card.defenseRoll.kept, card.defense.bonus) }
      : null,
    // A target that cannot defend rolls nothing: its side is offered only "Cannot defend".
    canRollDefense: stage === "defend" && can.canRollDefense && !card.defense.noRoll,
    canSkipDefense: stage === "defend" && can.canRollDefense && card.defense.noRoll,
    waitingForDefense: stage === "defend" && !can.canRollDefense,
    outcome: outcome(card),
    save: card.save
      ? {
          tip: chainTip(10, card.save.thrown, card.save.kept, card.save.total - card.save.kept.reduce((sum, k) => sum + k, 0)),
          total: card.save.total,
          against: card.attack.baseAv,
          verdict: card.save.pass ? "MANIFOLD.energy.Card.SavePassed" : "MANIFOLD.energy.Card.SaveFailed",
        }
      : null,
    canRollSave: needsSave(card) && !card.save && can.canRollSave,
    damage: card.damage
      ? {
          parts: card.damage.parts,
          total: card.damage.total,
          tip: formulaTip(card.damage.formula, card.damage.faces, card.damage.rolled),
          typeLabel: `MANIFOLD.energy.Damage.${card.attack.damageType}`,
          nonlethal: card.attack.nonlethal === null ? null : dealsNonlethal(card) ? "MANIFOLD.energy.Card.NonLethalDamage" : "MANIFOLD.energy.Card.LethalDamage",
          // The Chance roll that decided it, beside its DC (energy.chance.2): at or above it is non-lethal.
          chance: card.chance && card.attack.nonlethal ? { tip: keptTip(20, [card.chance.roll], card.chance.roll, 0, "high"), compare: compareView("MANIFOLD.energy.Card.ChanceRoll", card.chance.roll, "MANIFOLD.energy.Card.ChanceDc", card.attack.nonlethal) } : null,
        }
      : null,
    canRollDamage: needsDamage(card) && !card.damage && can.canRollDamage,
    conditions: [
      ...conditions.attacker.map((c) => ({ side: "MANIFOLD.energy.Card.AttackerSide", label: `MANIFOLD.energy.Condition.${c.id}` })),
      ...conditions.defender.map((c) => ({ side: "MANIFOLD.energy.Card.DefenderSide", label: `MANIFOLD.energy.Condition.${c.id}` })),
    ],
    canApply: apply !== null && can.canApply,
    // The damage tray when there is damage to land: half, full, double or heal, on the target and/or the selected tokens.
    tray: apply !== null && can.canApply && !!card.result?.hit && (card.damage?.total ?? 0) > 0 ? trayView({ action: "apply", fullTip: apply, applied: card.ledger.applied, heal: healAmount(card), adjust: !!can.seesTarget }) : null,
    applyLabel: apply,
    applied: card.ledger.applied,
    ...targetPoolView(card.ledger, !!can.seesTarget, can.targetPool),
    canRollDeath: card.deathNeeded && !card.death && can.canRollDeath,
    canFling: !!card.flingable && !card.flung && !!can.canFling,
    flung: !!card.flung,
    canEnd: stage === "defend" && endRefund(card) > 0 && !!can.canEnd,
    ended: !!card.ended,
    deathRoll: card.death ? { roll: card.death.roll, label: card.death.band, tip: keptTip(20, [card.death.roll], card.death.roll, 0, "high") } : null,
  };
}
