/**
 * The attack dialog as pure steps: which of its choices an attack offers, its choices read from
 * the form, the summary at its top and the exact odds against each defence the target may choose.
 * The glue renders these; the gallery renders the same.
 */
import { RuleError } from "../../../core/errors";
import { refusalLine, type OddsLine } from "../../../core/play/odds";
import { line, type DialogSummary } from "../../../core/roll-dialog";
import { RANGE_BANDS, type RangeBand } from "../rules/attack";
import type { DefenceKind } from "../rules/defence";
import { dialogOdds } from "./odds";
import { planAttack, type AttackChoices, type OpenSnapshot } from "./open";

export const DEFENCE_NAMES: Readonly<Record<DefenceKind, string>> = {
  passive: "MANIFOLD.dierank.Card.Defence.passive",
  block: "MANIFOLD.dierank.Card.Defence.block",
  parry: "MANIFOLD.dierank.Card.Defence.parry",
  dodge: "MANIFOLD.dierank.Card.Defence.dodge",
};

export const ODDS_LABELS = { hit: "MANIFOLD.dierank.Odds.Hit", two: "MANIFOLD.dierank.Odds.Two", three: "MANIFOLD.dierank.Odds.Three" } as const;

/** The choices the dialog offers for this attack: the others cannot change it. */
export interface DialogOffers {
  band: boolean;
  movingMount: boolean;
  opportunity: boolean;
  hold: boolean;
  hardGround: boolean;
}

export function dialogOffers(snap: OpenSnapshot): DialogOffers {
  const a = snap.attacker.side;
  const item = a.items.find((i) => i.id === snap.item);
  const ranged = item?.type === "dierankWeapon" && item.system.kind === "ranged";
  const target = snap.targets[0]?.side;
  const hold = snap.item === "unarmed" && !!target && a.system.grapple.holding === snap.targets[0]!.uuid && target.statuses.includes("held");
  const melee = snap.item === "unarmed" || (item?.type === "dierankWeapon" && item.system.kind === "melee");
  return { band: ranged, movingMount: ranged && a.system.mount.rides !== "", opportunity: !!a.combatant && !snap.onTurn && melee, hold, hardGround: hold && snap.senderIsGM };
}

/** The dialog's fields as the open step's choices; a box unticked is absent from the form. */
export function readDialog(data: Record<string, unknown>, rollMode: AttackChoices["rollMode"]): AttackChoices {
  const band = String(data.band ?? "");
  const hold = String(data.hold ?? "");
  return {
    band: (RANGE_BANDS as readonly string[]).includes(band) ? (band as RangeBand) : "",
    movingMount: !!data.movingMount,
    opportunity: !!data.opportunity,
    hold: hold === "crush" || hold === "throw" ? hold : "",
    hardGround: !!data.hardGround,
    rollMode,
  };
}

/** The choices a Shift-click takes: a shot at the first band, no box ticked. */
export const fastChoices = (snap: OpenSnapshot, rollMode: AttackChoices["rollMode"]): AttackChoices => ({
  band: dialogOffers(snap).band ? "close" : "",
  movingMount: false,
  opportunity: false,
  hold: "",
  hardGround: false,
  rollMode,
});

const atLeast = (successes: readonly number[], k: number) => successes.slice(k).reduce((s, p) => s + p, 0);

/** One line per defence the target may answer with: the chance of a hit, of 2 and of 3 or more successes. */
export function attackOddsLines(snap: OpenSnapshot, choices: AttackChoices): OddsLine[] {
  try {
    const odds = dialogOdds(snap, choices);
    return odds.defences.map((d) => ({
      target: snap.targets[0]!.name,
      against: [DEFENCE_NAMES[d.defence]],
      values: [
        { label: ODDS_LABELS.hit, p: d.hit },
        { label: ODDS_LABELS.two, p: atLeast(d.successes, 2) },
        { label: ODDS_LABELS.three, p: atLeast(d.successes, 3) },
      ],
      refusal: null,
    }));
  } catch (err) {
    return [refusalLine(snap.targets.length === 1 ? snap.targets[0]!.name : "", err)];
  }
}

const edgeWord = (edge: number) => (edge > 0 ? "MANIFOLD.dierank.Card.Advantage" : edge < 0 ? "MANIFOLD.dierank.Card.Disadvantage" : "MANIFOLD.dierank.Dialog.NoEdge");

/** The target named with the die it rolls against, and the attack's die and edge. */
export function attackSummary(snap: OpenSnapshot, choices: AttackChoices): DialogSummary {
  const names = snap.targets.map((t) => t.name);
  try {
    const plan = planAttack(snap, choices);
    const passive = dialogOdds(snap, choices).defences.find((d) => d.defence === "passive");
    return {
      targets: [{ name: names[0]!, line: line("MANIFOLD.dierank.Dialog.Passive", { die: `d${passive?.die ?? 0}` }) }],
      roll: line("MANIFOLD.dierank.Dialog.Roll", { die: `d${plan.die}` }, { edge: edgeWord(plan.edge.edge) }),
      cost: line(choices.opportunity ? "MANIFOLD.dierank.Dialog.CostInterrupt" : "MANIFOLD.dierank.Dialog.CostMajor", { mp: plan.built.mp }),
    };
  } catch (err) {
    if (!(err instanceof RuleError)) throw err;
    return { targets: names.map((name) => ({ name, line: null })), roll: null, cost: line(err.key, err.data) };
  }
}
