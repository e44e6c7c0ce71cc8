/**
 * What the energy attack card shows, built from the card's plain data; the chat hook and the
 * browser gallery call the same builder.
 */
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
}

const EDGE_LABEL = { "1": "MANIFOLD.energy.Card.Advantage", "-1": "MANIFOLD.energy.Card.Disadvantage", "0": "" } as const;

const steps = (thrown: number[][], kept: number[], faces: number) =>
  thrown.map((step, i) => {
    let keptShown = false;
    return step.map((value) => {
      const isKept = !keptShown && value === kept[i];
      if (isKept) keptShown = true;
      return { value, discarded: !isKept, max: value === faces };
    });
  });

function outcome(card: EnergyCard) {
  const r = card.result;
  if (!r) return null;
  const key = r.crit ? "crit" : r.critFail ? "critFail" : r.hit ? "hit" : "miss";
  const armor = card.attack.mode === "maneuver" || !r.hit || r.crit ? null : r.armorHit ? "MANIFOLD.energy.Card.ArmorHit" : "MANIFOLD.energy.Card.ArmorMissed";
  return { cssClass: key, label: `MANIFOLD.energy.Card.Outcome.${key}`, armor };
}

export function energyCardContext(card: EnergyCard, can: CardPermissions) {
  const stage = cardStage(card);
  const ranged = card.attack.mode === "ranged" || card.attack.mode === "thrown";
  const conditions = cardConditions(card);
  const effects = cardEffects(card);
  const applicable = stage === "resolved" && (card.result?.hit || conditions.attacker.length > 0 || conditions.defender.length > 0 || effects.length > 0);
  const d20Kept = card.d20.kept;
  let keptShown = false;
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
    d20: {
      faces: card.d20.faces.map((value) => {
        const isKept = !keptShown && value === d20Kept;
        if (isKept) keptShown = true;
        return { value, discarded: !isKept };
      }),
    },
    tags: [
      ...(card.attack.swift ? ["MANIFOLD.energy.Card.Swift"] : []),
      ...(card.attack.nonlethal !== null ? ["MANIFOLD.energy.Card.NonLethal"] : []),
      ...(EDGE_LABEL[String(card.attack.edge) as "1" | "-1" | "0"] ? [`${EDGE_LABEL[String(card.attack.edge) as "1" | "-1"]}Attack`] : []),
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
      ? { total: card.defenseRoll.total + card.defense.bonus, steps: steps(card.defenseRoll.thrown, card.defenseRoll.kept, card.defense.faces) }
      : null,
    // A target that cannot defend rolls nothing: its side is offered only "Cannot defend".
    canRollDefense: stage === "defend" && can.canRollDefense && !card.defense.noRoll,
    canSkipDefense: stage === "defend" && can.canRollDefense && card.defense.noRoll,
    waitingForDefense: stage === "defend" && !can.canRollDefense,
    outcome: outcome(card),
    save: card.save
      ? {
          steps: steps(card.save.thrown, card.save.kept, 10),
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
          nonlethal: card.attack.nonlethal === null ? null : dealsNonlethal(card) ? "MANIFOLD.energy.Card.NonLethalDamage" : "MANIFOLD.energy.Card.LethalDamage",
        }
      : null,
    canRollDamage: needsDamage(card) && !card.damage && can.canRollDamage,
    conditions: [
      ...conditions.attacker.map((c) => ({ side: "MANIFOLD.energy.Card.AttackerSide", label: `MANIFOLD.energy.Condition.${c.id}` })),
      ...conditions.defender.map((c) => ({ side: "MANIFOLD.energy.Card.DefenderSide", label: `MANIFOLD.energy.Condition.${c.id}` })),
    ],
    canApply: !!applicable && can.canApply,
    applied: card.ledger.applied,
    canRollDeath: card.deathNeeded && !card.death && can.canRollDeath,
    canFling: !!card.flingable && !card.flung && !!can.canFling,
    flung: !!card.flung,
    canEnd: stage === "defend" && endRefund(card) > 0 && !!can.canEnd,
    ended: !!card.ended,
    deathRoll: card.death ? { roll: card.death.roll, label: card.death.band } : null,
  };
}
