import type { RollRequest } from "../../core/roll-options";
import { RuleError } from "../../core/errors";
import { privacyFor, showDice } from "../../foundry/chat/card-buttons";
import { requestOpen, type Opening } from "../../foundry/play/open";
import { notifyError } from "../../foundry/play/press";
import { throwNeeds } from "../../foundry/play/throw";
import { targetsOf } from "../../foundry/docs";
import { sideOf } from "./adapter";
import { askAttack } from "./dialog";
import { planAttack, type OpenCreature, type OpenSnapshot } from "./play/open";
import type { Positions } from "./play/attack";
import { heightOf } from "./play/mounted";
import { equippedWeapons } from "./play/side";
import { WoundCheckRoll } from "./check-roll";
import { checkDie } from "./settings";
import { centreOf, itemsOf } from "./adapter";

function creature(actor: Actor.Implementation, name = actor.name): OpenCreature {
  return { uuid: actor.uuid, name, img: actor.img ?? "", side: sideOf(actor) };
}

/**
 * Where the creatures stand around the target, read from its scene's token documents (not the
 * canvas, which the deciding client may not be viewing): hostile when its disposition is not the
 * target's, and the reach of what it holds equipped.
 */
function positionsOf(target: TokenDocument.Implementation): Positions | null {
  const at = centreOf(target);
  const scene = target.parent;
  if (!at || !scene) return null;
  const around = scene.tokens.contents
    .filter((t) => t.id !== target.id && !!t.actor)
    .flatMap((t) => {
      const c = centreOf(t);
      const reach = Math.max(0, ...equippedWeapons(itemsOf(t.actor!)).map((w) => w.system.reach));
      const side = sideOf(t.actor!);
      const ignoresTarget = !!target.actor && (side.combatant?.ignoring ?? []).includes(target.actor.uuid);
      return c ? [{ uuid: t.actor!.uuid, at: c, reach, hostile: t.disposition !== target.disposition, ignoresTarget, height: heightOf(side) }] : [];
    });
  return { target: at, around, ...(target.actor ? { targetHeight: heightOf(sideOf(target.actor)) } : {}) };
}

/** What an attack or a check card reads of the world before it opens: the maker, the item, the targets and where they stand. */
export function snapshotOf(actor: Actor.Implementation, item: string, targets: readonly TokenDocument.Implementation[]): OpenSnapshot {
  return {
    attacker: creature(actor),
    item,
    targets: targets.map((t) => creature(t.actor!, t.name ?? t.actor!.name)),
    positions: targets.length === 1 ? positionsOf(targets[0]!) : null,
    checkDie: checkDie("wild"),
    standardDie: checkDie("standard"),
  };
}

/**
 * An attack from the sheet, hotbar or item sheet: the dialog (skipped with Shift) with the exact
 * odds against the target's Defense, then the check (and a Strong attack's d6) thrown here and the
 * attack opened, here or by the active GM. What the rules refuse before the roll (not this
 * creature's turn nor above the active initiative, too few AP) is said at once, and nothing is rolled.
 */
export async function startAttack(actor: Actor.Implementation, item: Item.Implementation, request: RollRequest): Promise<void> {
  try {
    const targets = targetsOf();
    if (targets.length !== 1 || !targets[0]!.actor) throw new RuleError("MANIFOLD.woundtrack.Error.OneTarget", {});
    const itemId = item.id ?? "";
    const snap = snapshotOf(actor, itemId, targets);
    const choices = await askAttack(item.name, request, snap);
    if (!choices) return;
    const plan = planAttack(snap, choices);
    // The dice are thrown here, so Dice So Nice shows them to the attacker; whoever opens the card reads their faces.
    const roll = await WoundCheckRoll.throwCheck(plan.kind, snap.checkDie, "MANIFOLD.woundtrack.Card.AttackRoll");
    const privacy = privacyFor(choices.rollMode);
    await showDice(roll, privacy);
    const faces = [...roll.faces];
    const extra = plan.attackNeeds[2];
    if (extra && extra.kind === "die") {
      const d6 = new foundry.dice.Roll(`1d${extra.faces}`);
      await d6.evaluate();
      await showDice(d6, privacy);
      faces.push([d6.total ?? 0]);
    }
    // A climbing or swimming attacker's hold check, after the attack's own dice.
    if (plan.holdNeeds.length) faces.push(...(await throwNeeds(plan.holdNeeds, privacy)));
    await requestOpen({ attacker: actor.uuid, item: itemId, targets: targets.map((t) => t.uuid), how: {}, choices: { ...choices }, faces });
  } catch (err) {
    notifyError(err);
  }
}

/** The attack as the opening client reads it, for the shared open flow. */
export const woundtrackOpenSnapshot = (opening: Opening): OpenSnapshot => snapshotOf(opening.attacker, opening.item ?? "", opening.targets);
