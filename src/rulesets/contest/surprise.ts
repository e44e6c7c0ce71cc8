/**
 * The GM's surprise contest from the tracker (contest.round.2-3): the sneaker's Stealth against
 * each foe's Observation, every test rolled on the GM's client and shown to the GMs, the step
 * deciding who is surprised, the marks written in one batch.
 */
import { escapeHtml } from "../../core/html";
import { RollUnderRoll } from "../../foundry/dice/roll-under-roll";
import { notifyError } from "../../foundry/play/press";
import { combatantSystem, derivedOf } from "./adapter";
import { surpriseStep, surpriseTests, toggleSurpriseStep, type SurpriseSide, type SurpriseSnapshot } from "./play/surprise";
import { post, rollToChat, updateEmbedded, write } from "../../foundry/docs";

function sideOf(c: Combatant.Implementation): SurpriseSide | null {
  const derived = c.actor ? derivedOf(c.actor) : undefined;
  if (!derived) return null;
  return { id: c.id ?? "", disposition: c.token?.disposition ?? 0, derived, system: combatantSystem(c) };
}

export async function surpriseContest(sneaker: Combatant.Implementation): Promise<void> {
  const combat = sneaker.combat;
  if (!combat) return;
  const i18n = game.i18n!;
  const byId = new Map(combat.combatants.contents.map((c) => [c.id ?? "", c]));
  const name = (id: string) => escapeHtml(byId.get(id)?.name ?? "");
  try {
    const snap: SurpriseSnapshot = {
      sneakerId: sneaker.id ?? "",
      combatants: combat.combatants.contents.map(sideOf).filter((s): s is SurpriseSide => s !== null),
      round: combat.round,
    };
    const faces: Record<string, number[]> = {};
    for (const t of surpriseTests(snap)) {
      const label = i18n.format(t.skill === "stealth" ? "MANIFOLD.contest.Surprise.Stealth" : "MANIFOLD.contest.Surprise.Observation", { name: name(t.id) });
      const roll = RollUnderRoll.forTest({ target: t.target, edge: t.edge, label });
      await roll.evaluate();
      await rollToChat(roll, { speaker: ChatMessage.getSpeaker({ actor: byId.get(t.id)?.actor ?? undefined }), flavor: label }, "gmroll");
      faces[t.id] = (roll.dice[0]?.results ?? []).map((r) => r.result);
    }
    const { updates, surprised } = surpriseStep(snap, faces);
    if (updates.length) await updateEmbedded(combat, "Combatant", updates);
    const content = surprised.length
      ? i18n.format("MANIFOLD.contest.Surprise.Result", { sneaker: name(snap.sneakerId), names: surprised.map(name).join(", ") })
      : i18n.format("MANIFOLD.contest.Surprise.Nobody", { sneaker: name(snap.sneakerId) });
    await post({ content: `<p>${content}</p>`, whisper: game.users!.filter((u) => u.isGM).map((u) => u.id!) });
  } catch (err) {
    notifyError(err);
  }
}

/** Toggle surprised: the combatant's mark and its actor's condition, set together. */
export async function toggleSurprise(c: Combatant.Implementation): Promise<void> {
  try {
    const { changes, status } = toggleSurpriseStep({ system: combatantSystem(c), statuses: [...(c.actor?.statuses ?? [])] }, c.combat?.round ?? 0);
    await write(c, changes);
    await c.actor?.toggleStatusEffect(status.id, { active: status.active });
  } catch (err) {
    notifyError(err);
  }
}
