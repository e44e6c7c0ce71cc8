import { escapeHtml } from "../../core/html";
import { combatantOf, combatById, userById } from "../../foundry/lookup";
import { notifyError } from "../../foundry/play/press";
import { askGM, registerHandler } from "../../foundry/play/transport";
import { combatantSystem } from "./adapter";
import { appliedConditions } from "./round-rolls";
import { throwInitiative } from "./rolls";
import { ENERGY_CARDS } from "./chat";
import type { ContestLine } from "./play/initiative";
import { contestable, runContest, runInitiativeRolls, type ContestPort } from "./play/initiative-flow";
import { surprisedStep } from "./play/surprise";
import { post, updateEmbedded } from "../../foundry/docs";
import { dialogInput } from "../../foundry/lookup";

const LINE_KEYS: Record<ContestLine["result"], string> = {
  win: "MANIFOLD.energy.Initiative.Win",
  lose: "MANIFOLD.energy.Initiative.Lose",
  autoFail: "MANIFOLD.energy.Initiative.AutoFail",
  autoWin: "MANIFOLD.energy.Initiative.AutoWin",
  declined: "MANIFOLD.energy.Initiative.Declined",
};

function combatantIn(combat: string, id: string): Combatant.Implementation | null {
  const found = combatById(combat)?.combatants.get(id);
  return found?.actor ? found : null;
}

/** Whether a player owns the combatant's actor: its rolls are the table's; a GM's creature's are the GM's. */
const playerOwned = (c: Combatant.Implementation) => (game.users?.contents ?? []).some((u) => !u.isGM && !!c.actor?.testUserPermission(u, "OWNER"));

/** The contest's port over the combat's combatants, on the active GM's client. */
const CONTEST_PORT: ContestPort = {
  combatant(combat, id) {
    const c = combatantIn(combat, id);
    if (!c) return null;
    const s = combatantSystem(c);
    const statuses = c.actor?.statuses ?? new Set<string>();
    return { id, initiativeUsed: s.initiativeUsed, initiative: s.initiative, hidden: !!c.hidden, playerOwned: playerOwned(c), out: statuses.has("unconscious") || statuses.has("dead") };
  },
  user: (id) => userById(id) ?? null,
  owns(userId, combat, id) {
    const user = userById(userId);
    return !!user && !!combatantIn(combat, id)?.actor?.testUserPermission(user, "OWNER");
  },
  roll: (combat, id, privately) => throwInitiative(combatantIn(combat, id)!.actor!, privately ? "gmroll" : "publicroll"),
  async gmDeclines(combat, ids) {
    const decline = game.i18n!.localize("MANIFOLD.energy.Initiative.Decline");
    const names = ids.map((id) => ({ id, name: combatantIn(combat, id)?.name ?? "" }));
    const picked = await dialogInput({
      window: { title: "MANIFOLD.energy.Tracker.InitiativeContest" },
      content: `<p>${game.i18n!.localize("MANIFOLD.energy.Initiative.GMDeclines")}</p>${names.map((n) => `<div class="form-group"><label class="check"><input type="checkbox" name="decline.${n.id}"> ${escapeHtml(n.name)}: ${decline}</label></div>`).join("")}`,
    });
    const flat = picked ? (foundry.utils.flattenObject(picked) as Record<string, unknown>) : {};
    return ids.filter((id) => flat[`decline.${id}`] === true);
  },
  async write(combat, updates) {
    const found = combatById(combat);
    if (found) await updateEmbedded(found, "Combatant", updates);
  },
  async post(combat, challenger, lines) {
    const byId = (id: string) => combatantIn(combat, id);
    const items = lines.map((l) => `<li>${game.i18n!.format(LINE_KEYS[l.result], { name: escapeHtml(byId(l.id)?.name ?? "") })}</li>`);
    await post({
      speaker: ChatMessage.getSpeaker({ actor: byId(challenger)?.actor ?? undefined }),
      content: `<div class="manifold energy initiative-contest"><ul>${items.join("")}</ul></div>`,
    });
  },
};

/**
 * The Initiative contest tool (energy.init.4-10): the challenger's owner names the creatures it
 * reacts to, among those the tracker shows them, and which of theirs decline to roll; the active
 * GM runs the contest (and declines for its own creatures, if it will).
 */
export async function initiativeContest(challenger: Combatant.Implementation): Promise<void> {
  const combat = challenger.combat;
  if (!combat?.id || !challenger.id || !challenger.actor) return;
  const listed = combat.combatants.contents.filter((c) => c.actor).map((c) => ({ id: c.id ?? "", hidden: !!c.hidden, combatant: c }));
  const others = contestable(listed, challenger.id, !!game.user?.isGM).map((c) => c.combatant);
  if (others.length === 0) return;
  const decline = game.i18n!.localize("MANIFOLD.energy.Initiative.Decline");
  const picked = await dialogInput({
    window: { title: "MANIFOLD.energy.Tracker.InitiativeContest" },
    content: `<p>${game.i18n!.localize("MANIFOLD.energy.Initiative.ReactTo")}</p>${others
      .map((c) => `<div class="form-group"><label class="check"><input type="checkbox" name="react.${c.id}"> ${escapeHtml(c.name ?? "")}</label>${c.isOwner ? `<label class="check"><input type="checkbox" name="decline.${c.id}"> ${decline}</label>` : ""}</div>`)
      .join("")}`,
  });
  if (!picked) return;
  const flat = foundry.utils.flattenObject(picked) as Record<string, unknown>;
  const opponents = others.map((c) => c.id ?? "").filter((id) => flat[`react.${id}`] === true);
  if (opponents.length === 0) return;
  const request = { combat: combat.id, challenger: challenger.id, opponents, declined: opponents.filter((id) => flat[`decline.${id}`] === true) };
  try {
    if (game.user?.isActiveGM) await runContest(CONTEST_PORT, request, game.user.id ?? "");
    else await askGM("initiativeContest", request);
  } catch (err) {
    notifyError(err);
  }
}

/**
 * This round's Initiative rolls, for the sheet and the tracker's dice buttons (energy.round.5):
 * decided, thrown and written on the active GM's client (here with no GM online), so the
 * once-a-round mark is never a player's to write.
 */
export async function rollInitiatives(combat: Combat.Implementation, ids: readonly string[]): Promise<void> {
  const request = { combat: combat.id ?? "", ids: [...ids] };
  try {
    if (game.user?.isActiveGM || !game.users?.activeGM) await runInitiativeRolls(CONTEST_PORT, request, game.user?.id ?? "");
    else await askGM("energyInitiative", request);
  } catch (err) {
    notifyError(err);
  }
}

/** The Initiative roll of the round from the sheet. */
export async function rollInitiativeFromSheet(actor: Actor.Implementation): Promise<void> {
  const combatant = combatantOf(actor);
  if (!combatant?.id || !combatant.combat) return void ui.notifications?.warn(game.i18n!.localize("MANIFOLD.energy.Sheet.NotInCombat"));
  await rollInitiatives(combatant.combat, [combatant.id]);
}

/** The active GM runs a player's contest and rolls; the payload is read again, nothing believed. */
export function registerInitiativeHandler(): void {
  registerHandler("initiativeContest", async (payload, senderId) => {
    await runContest(CONTEST_PORT, payload, senderId);
  });
  registerHandler("energyInitiative", (payload, senderId) => runInitiativeRolls(CONTEST_PORT, payload, senderId));
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
