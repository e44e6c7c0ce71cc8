/**
 * A hindrance or a tending from the sheet: the creature targeted, the form (which hindrance, which
 * wound or condition, the GM's TN, a healing kit), the refusals asked before a die is thrown, the
 * check thrown here, and the card opened here or by the active GM.
 */
import { RuleError } from "../../../core/errors";
import { escapeHtml } from "../../../core/html";
import { targetsOf } from "../../../foundry/docs";
import { privacyFor, showDice } from "../../../foundry/chat/card-buttons";
import { dialogInput } from "../../../foundry/lookup";
import { requestOpen } from "../../../foundry/play/open";
import { snapshotOf } from "../attack";
import { WoundCheckRoll } from "../check-roll";
import { planCheckCard } from "../play/check-open";
import type { Action } from "../play/side";
import { HINDRANCES, TREATABLE } from "../rules/check-card";
import { WOUND_LEVELS } from "../rules/wounds";
import { say } from "./actions";

const TENDING: readonly string[] = ["stabilize", "treatWound", "treatCondition"];

const select = (name: string, label: string, options: readonly string[], key: (o: string) => string) =>
  `<div class="form-group"><label for="woundtrack-check-${name}">${escapeHtml(say(label))}</label><select id="woundtrack-check-${name}" name="${name}">${options.map((o) => `<option value="${o}">${escapeHtml(say(key(o)))}</option>`).join("")}</select></div>`;

/** The form's fields for this action; null when cancelled. */
async function askCheck(action: Action): Promise<Record<string, unknown> | null> {
  const auto = action.system.automation;
  const parts: string[] = [];
  if (auto === "hinder") parts.push(select("hindrance", "MANIFOLD.woundtrack.Take.Target", HINDRANCES, (h) => `MANIFOLD.woundtrack.CheckCard.Effect.${h}`));
  if (auto === "treatWound") parts.push(select("level", "MANIFOLD.woundtrack.Take.Level", WOUND_LEVELS, (l) => `MANIFOLD.woundtrack.Level.${l}`));
  if (auto === "treatCondition") parts.push(select("condition", "MANIFOLD.woundtrack.Take.Condition", TREATABLE, (c) => `MANIFOLD.woundtrack.Condition.${c}`));
  if (auto === "hinder" || auto === "treatCondition") {
    parts.push(`<div class="form-group"><label for="woundtrack-check-tn">${escapeHtml(say("MANIFOLD.woundtrack.Take.GmTn"))}</label><input id="woundtrack-check-tn" type="text" name="tn" inputmode="numeric" value="0"></div>`);
  }
  if (auto === "interpose" || auto === "enterSpace") parts.push(select("use", "MANIFOLD.woundtrack.Take.Use", ["power", "agility"], (u) => (u === "power" ? "MANIFOLD.woundtrack.Take.UsePower" : "MANIFOLD.woundtrack.Take.UseAgility")));
  if (auto === "drag") parts.push(`<div class="form-group"><label for="woundtrack-check-others">${escapeHtml(say("MANIFOLD.woundtrack.Take.Others"))}</label><input id="woundtrack-check-others" type="number" name="others" min="0" max="10" step="1" value="0"></div>`);
  if (TENDING.includes(auto)) parts.push(`<div class="form-group"><label><input type="checkbox" name="kit" checked> ${escapeHtml(say("MANIFOLD.woundtrack.Take.Kit"))}</label></div>`);
  // A Grapple or a Pin asks nothing: its check and what it meets are the rules'.
  if (!parts.length) return {};
  const answer = await dialogInput({ window: { title: action.name }, content: parts.join("") });
  if (!answer) return null;
  return { ...answer, ...(TENDING.includes(auto) ? { kit: !!answer.kit } : {}), tn: String(answer.tn ?? "0").trim() || "0" };
}

/** Opens the check card of a hindrance or a tending against the one creature this user targets. */
export async function openCheck(actor: Actor.Implementation, action: Action): Promise<void> {
  const targets = targetsOf();
  if (targets.length !== 1 || !targets[0]!.actor) throw new RuleError("MANIFOLD.woundtrack.Error.OneTarget", {});
  const choices = await askCheck(action);
  if (!choices) return;
  const snap = snapshotOf(actor, action.id, targets);
  // Asked first: out of reach, too few AP or no weapon to disarm with costs no roll.
  const { plan } = planCheckCard(snap, choices);
  // A Harry rolls nothing.
  const roll = plan ? await WoundCheckRoll.throwCheck(plan.kind, plan.kind === "wild" ? snap.checkDie : snap.standardDie, action.name) : null;
  if (roll) await showDice(roll, privacyFor("publicroll"));
  await requestOpen({ attacker: actor.uuid, item: action.id, targets: targets.map((t) => t.uuid), how: {}, choices, faces: roll ? [...roll.faces] : [] });
}
