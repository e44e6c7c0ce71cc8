/** The attack card's stored shape: the chat message's data model validates every write against it. */
import { arr, bool, choice, int, maybe, obj, str, type SchemaSpec } from "../../../core/schema";
import { cardBase, partsSpec } from "../../../core/play/card-schema";
import { ATTACK_ACTIONS, NONLETHAL_KNOCKOUTS } from "./damage";
import { CHECK_KINDS } from "./checks";
import { DEFENCES, SKILL_DEFENCES } from "./defences";
import { WOUND_LEVELS } from "./wounds";

const level = () => str("", { choices: ["", ...WOUND_LEVELS] });
const chain = () => arr(int(1, 1, 1000), 100);
const total = () => int(0, -100000, 100000);

export const woundtrackCardSpec: SchemaSpec = {
  ...cardBase,
  item: obj({ uuid: str(), name: str() }),
  attack: obj({
    action: choice(Object.keys(ATTACK_ACTIONS)),
    way: choice(["melee", "ranged"]),
    target: choice(["melee", "ranged", ...SKILL_DEFENCES]),
    check: obj({ attribute: str(), skill: str(), specialisation: str() }),
    bonus: total(),
    parts: partsSpec(),
    strength: total(),
    weaponDamage: total(),
    penetrating: bool(false),
    bypassArmor: bool(false),
    defenceEdge: int(0, 0, 1),
    spill: bool(false),
  }),
  check: obj({ kind: choice(CHECK_KINDS), positive: chain(), negative: chain(), roll: total(), critSuccess: bool(false), critFailure: bool(false) }),
  extra: int(0, 0, 6),
  holdOwed: str(""),
  hold: maybe({ check: str(), kind: choice(CHECK_KINDS), positive: chain(), negative: chain(), result: total(), tn: total(), held: bool(true) }),
  defence: maybe({ value: total(), used: choice(DEFENCES), defend: str("", { choices: ["bonus", ...SKILL_DEFENCES] }), toughness: total() }),
  result: maybe({ attackTotal: total(), hitTotal: total(), hit: bool(false), damageValue: total(), finalDamage: total(), indicated: level(), level: level() }),
  targetInitiative: int(0, -10, 0),
  placed: obj({ level: level(), escalated: int(0, 0, 5), knockout: str("", { choices: NONLETHAL_KNOCKOUTS }) }),
};
