import { GROUPS, type Group } from "./rules/types";
import { initiativeRolls, roundStartStep, type RoundLine } from "./play/round";
import { roundCombatant } from "./snapshot";
import { groupKeyOf } from "./adapter";
import { createEmbedded, post, updateEmbedded } from "../../foundry/docs";
import { showDice } from "../../foundry/chat/card-buttons";
import { escapeHtml } from "../../core/html";
import { PUBLIC } from "../../core/play/port";

const ROUND_ROLLS = "systems/manifold/templates/rollunder/combat/round-rolls.hbs";

/** The names of the round's three CombatantGroups, in the reader's language when they are made. */
export const GROUP_NAMES: Readonly<Record<Group, string>> = {
  first: "MANIFOLD.rollunder.Group.first",
  enemies: "MANIFOLD.rollunder.Group.enemies",
  last: "MANIFOLD.rollunder.Group.last",
};

const isGroup = (key: string): key is Group => (GROUPS as readonly string[]).includes(key);

function groupsIn(combat: Combat.Implementation): Partial<Record<Group, string>> {
  const found: Partial<Record<Group, string>> = {};
  for (const group of combat.groups.contents) {
    const key = groupKeyOf(group);
    if (isGroup(key) && group.id) found[key] ??= group.id;
  }
  return found;
}

/** The three CombatantGroups of a combat, made once (the first round) and found again by their flag. */
async function ensureGroups(combat: Combat.Implementation): Promise<Partial<Record<Group, string>>> {
  const missing = GROUPS.filter((g) => !groupsIn(combat)[g]);
  if (missing.length) {
    await createEmbedded(combat, "CombatantGroup", missing.map((g) => ({ name: game.i18n!.localize(GROUP_NAMES[g]), flags: { manifold: { group: g } } })));
  }
  return groupsIn(combat);
}

/** Every PC's d20 in one roll, so they tumble together, in the order the step asks for them. */
async function throwD20s(ids: readonly string[]): Promise<Record<string, number>> {
  if (ids.length === 0) return {};
  const roll = new foundry.dice.Roll(`${ids.length}d20`);
  await roll.evaluate();
  await showDice(roll, PUBLIC);
  const faces = roll.dice[0]?.results.map((r) => r.result) ?? [];
  return Object.fromEntries(ids.map((id, i) => [id, faces[i] ?? 0]));
}

function lineText(line: RoundLine): string {
  return game.i18n!.format(line.key, { name: escapeHtml(line.name), roll: String(line.roll), target: String(line.target) });
}

/**
 * The new round's side initiative (rollunder.init.*), on the active GM's client before core moves
 * to its turn 0 (CombatScheme.beforeRound): every PC's d20, the round step, every combatant's
 * group, roll and fresh turn in ONE write, and the rolls posted. The write asks core for no turn
 * events: the round has not moved yet, and the re-sorted order must not start or end anyone's turn.
 */
export async function beforeRound(combat: Combat.Implementation, round: number): Promise<void> {
  const groups = await ensureGroups(combat);
  const snap = { round, combatants: combat.combatants.contents.map(roundCombatant) };
  const start = roundStartStep(snap, await throwD20s(initiativeRolls(snap)));
  const updates = start.combatants.map((u) => ({ ...u, group: groups[u.system.group] ?? null }));
  await updateEmbedded(combat, "Combatant", updates, { turnEvents: false });
  const lines = start.lines.map(lineText);
  if (start.penalty > 0) lines.unshift(game.i18n!.format("MANIFOLD.rollunder.Round.Penalty", { penalty: String(start.penalty) }));
  if (lines.length === 0) return;
  const title = game.i18n!.format("MANIFOLD.rollunder.Round.Title", { round: String(round) });
  await post({ content: await foundry.applications.handlebars.renderTemplate(ROUND_ROLLS, { title, lines }) });
}
