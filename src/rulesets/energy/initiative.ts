import { combatantSystem, conditionsOf } from "./adapter";
import { contestInitiative, initiativeUpdate } from "./rules/initiative";
import { throwInitiative } from "./rolls";
import { addCondition } from "./conditions";

/**
 * The Initiative contest tool (energy.init.4-10): the challenger names the creatures it reacts to;
 * each side rolls unless it already rolled this round (that roll stands); a challenger that already
 * rolled fails automatically. The result goes to chat.
 */
export async function initiativeContest(challenger: Combatant.Implementation): Promise<void> {
  const combat = challenger.combat;
  if (!combat || !challenger.actor) return;
  const others = combat.combatants.contents.filter((c) => c.id !== challenger.id && c.actor);
  if (others.length === 0) return;
  const picked = await foundry.applications.api.DialogV2.input({
    window: { title: "MANIFOLD.energy.Tracker.InitiativeContest" },
    content: `<p>${game.i18n!.localize("MANIFOLD.energy.Initiative.ReactTo")}</p>${others
      .map((c) => `<label class="check"><input type="checkbox" name="${c.id}"> ${foundry.utils.escapeHTML(c.name ?? "")}</label>`)
      .join("<br>")}`,
  } as never);
  if (!picked) return;
  const chosen = others.filter((c) => (picked as Record<string, unknown>)[c.id ?? ""]);
  if (chosen.length === 0) return;
  const mine = combatantSystem(challenger);
  let total: number | null = null;
  if (!mine.initiativeUsed) {
    total = await throwInitiative(challenger.actor);
    await challenger.update(initiativeUpdate(total) as never);
  }
  const opponents = [];
  for (const c of chosen) {
    const sys = combatantSystem(c);
    let theirs = sys.initiative;
    if (!sys.initiativeUsed) {
      theirs = await throwInitiative(c.actor!);
      if (c.isOwner) await c.update(initiativeUpdate(theirs) as never);
    }
    opponents.push({ id: c.id ?? "", total: theirs });
  }
  const results = contestInitiative({ used: mine.initiativeUsed, total }, opponents);
  const lines = results.map((r) => {
    const name = foundry.utils.escapeHTML(chosen.find((c) => c.id === r.id)?.name ?? "");
    const key = r.automatic ? "MANIFOLD.energy.Initiative.AutoFail" : r.win ? "MANIFOLD.energy.Initiative.Win" : "MANIFOLD.energy.Initiative.Lose";
    return `<li>${game.i18n!.format(key, { name })}</li>`;
  });
  await ChatMessage.create({
    speaker: ChatMessage.getSpeaker({ actor: challenger.actor }),
    content: `<div class="manifold energy initiative-contest"><ul>${lines.join("")}</ul></div>`,
  } as never);
}

/** Surprised until the end of the first round (energy.surprise.1). */
export async function toggleSurprised(combatant: Combatant.Implementation): Promise<void> {
  const actor = combatant.actor;
  if (!actor) return;
  if (actor.statuses.has("surprised")) await actor.toggleStatusEffect("surprised", { active: false });
  else await addCondition(actor, { id: "surprised", rounds: 1 }, conditionsOf(actor));
}
