/**
 * The attack card's stored shape as a real schema: the chat message's data model validates every
 * write against it, so a card that is not an AttackCard cannot be stored.
 */
import { arr, bool, choice, int, maybe, obj, str, type SchemaSpec } from "../../../core/schema";
import { cardBase, facesSpec, partsSpec } from "../../../core/play/card-schema";
import { ATTACK_KINDS } from "./attack";
import { COVER, DAMAGE_TYPES, DEFENCES, MANEUVERS } from "./constants";

/** A rolled d20 test as a card stores it, or null before it is rolled. */
export const rolledTest = () => maybe({
  target: int(0),
  parts: partsSpec(),
  edge: int(0, -1, 1),
  faces: facesSpec(),
  kept: int(1, 1, 20),
  pass: bool(false),
  successes: int(0, 0),
  automatic: bool(false),
});

export const contestCardSpec: SchemaSpec = {
  ...cardBase,
  item: obj({ uuid: str(), name: str(), kind: choice(ATTACK_KINDS), damage: str(), damageType: choice(DAMAGE_TYPES) }),
  allowed: arr(choice(DEFENCES), DEFENCES.length),
  aware: bool(true),
  defence: str("", { choices: DEFENCES }),
  situation: obj({ cover: choice(COVER), flanked: bool(false), modifier: int(0), boons: int(0, 0), banes: int(0, 0), style: str("") }),
  attack: rolledTest(),
  defenceRoll: rolledTest(),
  outcome: str("", { choices: ["bothFail", "attackerCritical", "defenderCritical", "blocked", "hit", "miss"] }),
  maneuverBy: str("", { choices: ["attacker", "defender"] }),
  maneuver: str("", { choices: MANEUVERS }),
  damage: maybe({
    formula: str(),
    type: choice(DAMAGE_TYPES),
    faces: arr(int(1, 1, 1000), 100),
    rolled: int(0, 0),
    precision: bool(false),
    reduced: obj({ total: int(0), parts: partsSpec() }),
  }),
  maneuverRoll: rolledTest(),
  maneuverDeclined: bool(false),
  disarmItem: str(),
};
