/**
 * The energy attack card's stored shape as a real schema: the chat message's data model
 * validates every write against it, so a card that is not an EnergyCard cannot be stored.
 */
import { arr, bool, choice, int, maybe, obj, scalar, str, type SchemaSpec } from "../../../core/schema";
import { cardBase, facesSpec, partsSpec } from "../../../core/play/card-schema";
import { DAMAGE_TYPES, MANEUVERS } from "./constants";

const chain = { thrown: arr(facesSpec(), 100), kept: arr(int(1, 1, 1000), 100), total: int(0, 0) };

export const energyCardSpec: SchemaSpec = {
  ...cardBase,
  attack: obj({
    mode: choice(["melee", "unarmed", "ranged", "thrown", "maneuver"]),
    maneuver: str("", { choices: MANEUVERS }),
    itemUuid: str(),
    itemName: str(),
    value: int(0),
    parts: partsSpec(),
    baseAv: int(0),
    precision: int(0, 0),
    damage: str(),
    damageType: choice(DAMAGE_TYPES),
    flatDamage: int(0),
    flatParts: partsSpec(),
    halfDamage: bool(false),
    halfUnlessNat20: bool(false),
    /** the Chance roll non-lethal damage needs; null when the damage is lethal */
    nonlethal: scalar(),
    swift: bool(false),
    edge: int(0, -1, 1),
    targetMoving: bool(false),
    pushDistance: int(1, 0),
    enhancements: arr(obj({ name: str(), stamina: int(0, 0), damage: str() }), 20),
    doubles: int(0, 0, 20),
  }),
  defense: obj({
    kind: choice(["evasion", "unarmedEvasion", "rangedEvasion", "fortitude", "will"]),
    bonus: int(0),
    parts: partsSpec(),
    faces: int(10, 4, 10),
    edge: int(0, -1, 1),
    sources: obj({ boons: int(0, 0, 20), banes: int(0, 0, 20) }),
    winsTies: bool(false),
    noRoll: bool(false),
    maneuverAdvantage: bool(false),
    armor: obj({ ar: int(0, 0), coverage: int(0, 0) }),
    fortitude: int(0),
    fortitudeEdge: int(0, -1, 1),
    saveBanes: int(0, 0, 20),
    weak: bool(false),
    resist: bool(false),
  }),
  d20: obj({ faces: facesSpec(), kept: int(1, 1, 20) }),
  defenseRoll: maybe(chain),
  result: maybe({ hit: bool(false), crit: bool(false), critFail: bool(false), attackerExposed: bool(false), armorHit: bool(false), against: int(0) }),
  save: maybe({ ...chain, total: int(0), edge: int(0, -1, 1), pass: bool(false) }),
  chance: maybe({ roll: int(1, 1, 20), nonlethal: bool(false) }),
  damage: maybe({ formula: str(), faces: arr(int(1, 1, 1000), 100), rolled: int(0), parts: partsSpec(), total: int(0, 0) }),
  deathNeeded: bool(false),
  death: maybe({ roll: int(1, 1, 20), band: str() }),
  flingable: bool(false),
  flung: bool(false),
  ended: bool(false),
  round: int(0, 0, 1_000_000),
};
