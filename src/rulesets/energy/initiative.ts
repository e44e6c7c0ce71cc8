import { RuleError } from "../../core/errors";
import { escapeHtml } from "../../core/html";
import { userById } from "../../foundry/lookup";
import { notifyError } from "../../foundry/play/press";
import { askGM, registerHandler } from "../../foundry/play/transport";
import { combatantSystem } from "./adapter";
import { appliedConditions } from "./round-rolls";
import { throwInitiative } from "./rolls";
import { ENERGY_CARDS } from "./chat";
import { contestRollers, declinesBy, initiativeContestStep, parseContestRequest, type ContestLine, type ContestRequest, type InitiativeCombatant } from "./play/initiative";
import { surprisedStep } from "./play/surprise";
import { post, updateEmbedded } from "../../foundry/docs";
import { dialogInput } from "../../foundry/lookup";

const LINE_KEYS: Record<ContestLine["result"], string> = {
  win: "MANIFOLD.energy.Initiative.Win",
  lose: "MANIFOLD.energy.Initiative.Lose",
  autoFail: "MANIFOLD.energy.Initiative.AutoFail",
  declined: "MANIFOLD.energy.Initiative.Declined",
};

function entry(c: Combatant.Implementation): InitiativeCombatant {
  const s = combatantSystem(c);
  return { id: c.id ?? "", initiativeUsed: s.initiativeUsed, initiative: s.initiative };
}

/**
 * The contest on the active GM's client: the sender must own the challenger; the GM throws every
 * roll owed, writes them in one batch (an NPC's roll counts as its one roll of the round too) and
 * posts who won.
 */
async function runContest(request: ContestRequest, senderId: string): Promise<void> {
  const combat = game.combats?.get(request.combat) as Combat.Implementation | undefined;
  const challenger = combat?.combatants.get(request.challenger);
  const sender = userById(senderId);
  if (!combat || !challenger?.actor || !sender) throw new RuleError("MANIFOLD.Query.NotAnActor", {});
  if (!challenger.actor.testUserPermission(sender, "OWNER")) throw new RuleError("MANIFOLD.Query.NotYours", {});
  const opponents = request.opponents.map((id) => combat.combatants.get(id));
  if (opponents.some((c) => !c?.actor)) throw new RuleError("MANIFOLD.Query.NotAnActor", {});
  const byId = new Map([challenger, ...(opponents as Combatant.Implementation[])].map((c) => [c.id ?? "", c]));
  const declined = declinesBy(request, { isGM: sender.isGM, owns: (id) => !!combat.combatants.get(id)?.actor?.testUserPermission(sender, "OWNER") });
  const snap = { challenger: entry(challenger), opponents: (opponents as Combatant.Implementation[]).map(entry), declined };
  const totals: Record<string, number> = {};
  for (const id of contestRollers(snap)) totals[id] = await throwInitiative(byId.get(id)!.actor!);
  const outcome = initiativeContestStep(snap, totals);
  if (outcome.combatants.length) await updateEmbedded(combat, "Combatant", outcome.combatants);
  const lines = outcome.lines.map((l) => `<li>${game.i18n!.format(LINE_KEYS[l.result], { name: escapeHtml(byId.get(l.id)?.name ?? "") })}</li>`);
  await post({
    speaker: ChatMessage.getSpeaker({ actor: challenger.actor }),
    content: `<div class="manifold energy initiative-contest"><ul>${lines.join("")}</ul></div>`,
  });
}

/**
 * The Initiative contest tool (energy.init.4-10): the challenger's owner names the creatures it
 * reacts to, and which of them decline to roll; the active GM runs the contest.
 */
export async function initiativeContest(challenger: Combatant.Implementation): Promise<void> {
  const combat = challenger.combat;
  if (!combat?.id || !challenger.id || !challenger.actor) return;
  const others = combat.combatants.contents.filter((c) => c.id !== challenger.id && c.actor);
  if (others.length === 0) return;
  const decline = game.i18n!.localize("MANIFOLD.energy.Initiative.Decline");
  const picked = await dialogInput({
    window: { title: "MANIFOLD.energy.Tracker.InitiativeContest" },
    content: `<p>${game.i18n!.localize("MANIFOLD.energy.Initiative.ReactTo")}</p>${others
      .map((c) => `<div class="form-group"><label class="check"><input type="checkbox" name="react.${c.id}"> ${escapeHtml(c.name ?? "")}</label><label class="check"><input type="checkbox" name="decline.${c.id}"> ${decline}</label></div>`)
      .join("")}`,
  });
  if (!picked) return;
  const flat = foundry.utils.flattenObject(picked) as Record<string, unknown>;
  const opponents = others.map((c) => c.id ?? "").filter((id) => flat[`react.${id}`] === true);
  if (opponents.length === 0) return;
  const request = { combat: combat.id, challenger: challenger.id, opponents, declined: opponents.filter((id) => flat[`decline.${id}`] === true) };
  try {
    if (game.user?.isActiveGM) await runContest(parseContestRequest(request), game.user.id ?? "");
    else await askGM("initiativeContest", request);
  } catch (err) {
    notifyError(err);
  }
}

/** The active GM runs a player's contest; the payload is read again, nothing believed. */
export function registerInitiativeHandler(): void {
  registerHandler("initiativeContest", (payload, senderId) => runContest(parseContestRequest(payload), senderId));
}

/**
 * The tracker's Surprised toggle (energy.surprise.1-2): the clicked combatant's party is those
 * whose tokens share its disposition; the surprise step decides, the card glue's status writer
 * applies it with its duration.
 */
export async function toggleSurprised(combatant: Combatant.Implementation): Promise<void> {
  const combat = combatant.combat;
  if (!combat || !combatant.actor || !combatant.id) return;
  const side = combatant.token?.disposition;
  const party = combat.combatants.contents.filter((c) => c.actor && c.id && (c.id === combatant.id || (side !== undefined && c.token?.disposition === side)));
  try {
    const changes = surprisedStep({ clicked: combatant.id, round: combat.round, party: party.map((c) => ({ id: c.id!, applied: appliedConditions(c.actor!).map((a) => a.id) })) });
    for (const change of changes) await ENERGY_CARDS.setStatus(party.find((c) => c.id === change.id)!.actor!, { side: "attacker", ...change.status });
  } catch (err) {
    notifyError(err);
  }
}
