/**
 * What opening a contest attack posts and writes, over what the port read of the documents: a
 * Grapple opens a grapple card, everything else a Strike (or a spell attack). The shared open flow
 * checks the writes, posts the cards and writes, on Foundry and over the scenario table alike.
 */
import { RuleError } from "../../../core/errors";
import { oneOfChoice, ROLL_MODES } from "../../../core/play/choices";
import type { OpenRequest } from "../../../core/play/open";
import type { OpenPlan } from "../../../core/play/port";
import type { Write } from "../../../core/play/types";
import type { ContestItem, SpellItem, UpdateDiff, WeaponItem } from "../rules/types";
import { CONTEST_ALLOW } from "./allow";
import { openGrappleStep } from "./grapple";
import { openStrikeStep, readStrikeChoices, type OpenInput, type OpenTarget } from "./open";

/** The attack as the port reads it: the attacker, its items and combatant, the targets and the board. */
export interface ContestOpenWorld {
  attacker: OpenInput["attacker"];
  /** the item the attack names, or null for none */
  item: ContestItem | null;
  itemUuid: string;
  items: readonly ContestItem[];
  targets: readonly OpenTarget[];
  combatant: OpenInput["combatant"];
  board: OpenInput["board"];
}

const combatantWrite = (update: UpdateDiff): Write[] => (Object.keys(update).length ? [{ side: "attacker", doc: "combatant", changes: update }] : []);

function planGrapple(world: ContestOpenWorld, request: OpenRequest): OpenPlan {
  const target = world.targets[0];
  if (world.targets.length !== 1 || !target) throw new RuleError("MANIFOLD.contest.Grapple.OneTarget", {});
  // Read before anything is paid: a malformed request changes nothing.
  const rollMode = oneOfChoice(request.choices.rollMode ?? "publicroll", ROLL_MODES, "rollMode");
  const attacker = { uuid: world.attacker.uuid, name: world.attacker.name, img: world.attacker.img };
  const cells = world.board && target.cell ? { attacker: world.board.attacker, defender: target.cell } : null;
  const { card, combatant } = openGrappleStep({ attacker, defender: { uuid: target.uuid, name: target.name, img: target.img }, items: world.items, combatant: world.combatant, cells });
  return { type: "contestGrapple", cards: [{ card }], writes: combatantWrite(combatant), allow: CONTEST_ALLOW, rollMode };
}

function planStrike(world: ContestOpenWorld, request: OpenRequest): OpenPlan {
  const item = world.item;
  if (!item || (item.type !== "contestWeapon" && item.type !== "contestSpell")) throw new RuleError("MANIFOLD.Query.NoItem", {});
  const { rollMode, ...choices } = readStrikeChoices(request.choices);
  const { cards, combatant } = openStrikeStep({
    attacker: world.attacker,
    item: item as WeaponItem | SpellItem,
    itemUuid: world.itemUuid,
    targets: world.targets,
    board: world.board,
    choices,
    how: { throwIt: request.how.throw === "yes" },
    combatant: world.combatant,
  });
  return { type: "contestAttack", cards: cards.map((card) => ({ card })), writes: combatantWrite(combatant), allow: CONTEST_ALLOW, rollMode };
}

/** The cards and writes of a checked contest attack. */
export function planContestOpen(world: ContestOpenWorld, request: OpenRequest): OpenPlan {
  return request.how.action === "grapple" ? planGrapple(world, request) : planStrike(world, request);
}
