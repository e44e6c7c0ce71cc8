/**
 * The Strike dialog's odds and summary: gathers, once as the dialog opens, the plain data the cards will be
 * planned from (both sides, the weapon or spell, flanking, Feint, Brace, the defender's AP) and
 * hands every change of the dialog to the pure strikeOddsLines.
 */
import type { RollOdds } from "../../foundry/roll-dialog";
import { combatantOf } from "../../foundry/lookup";
import { combatantSystem, derivedOf, plainActor, plainItem } from "./adapter";
import { boardOf } from "./board";
import { flankedOnBoard } from "./play/reach";
import { STRIKE_ODDS_NOTE, strikeOddsLines, type StrikeOddsSnapshot, type StrikeOddsTarget } from "./play/odds";
import type { SpellItem, WeaponItem } from "./rules/types";
import { tokenDocsOf } from "../../foundry/docs";

function combatantData(actor: Actor.Implementation) {
  const combatant = combatantOf(actor);
  return combatant ? combatantSystem(combatant) : null;
}

/** The plain data a Strike with `item` at the targeted tokens is planned from; undefined when there is nothing to plan from. */
export function strikeSnapshot(actor: Actor.Implementation, item: Item.Implementation, tokens: readonly TokenDocument.Implementation[], how: { throwIt?: boolean } = {}): StrikeOddsSnapshot | undefined {
  const derived = derivedOf(actor);
  if (!derived || ((item.type as string) !== "contestWeapon" && (item.type as string) !== "contestSpell")) return undefined;
  const mine = tokenDocsOf(actor);
  const attackerToken = mine.find((t) => t.parent?.id === tokens[0]?.parent?.id) ?? mine[0] ?? null;
  const { board, cells } = boardOf(attackerToken, tokens);
  const targets = tokens.flatMap((token, i): StrikeOddsTarget[] => {
    const defender = token.actor;
    const defenderDerived = defender ? derivedOf(defender) : undefined;
    if (!defender || !defenderDerived) return [];
    return [{
      name: token.name ?? defender.name,
      uuid: defender.uuid,
      defender: { system: plainActor(defender).system, derived: defenderDerived },
      hasShield: defenderDerived.shield !== null,
      combatant: combatantData(defender),
      statuses: [...defender.statuses],
      flanked: flankedOnBoard(board, cells[i] ? { cell: cells[i] } : {}),
      ...(cells[i] ? { cell: cells[i] } : {}),
    }];
  });
  const combatant = combatantOf(actor);
  return {
    attacker: { system: plainActor(actor).system, derived },
    attackerCombatant: combatantData(actor),
    attackerStatuses: [...actor.statuses],
    item: plainItem(item) as WeaponItem | SpellItem,
    how,
    targets,
    board,
    opportunity: !!combatant && combatant.combat?.combatant?.id !== combatant.id,
  };
}

/** The Strike dialog's odds for a snapshot. */
export const strikeOdds = (snapshot: StrikeOddsSnapshot): RollOdds => ({ lines: (choices) => strikeOddsLines(snapshot, choices), note: STRIKE_ODDS_NOTE });
