/** The attack card's stored shape: the chat message's data model validates every write against it. */
import { arr, bool, choice, int, maybe, obj, str, type SchemaSpec } from "../../../core/schema";
import { cardBase, partsSpec } from "../../../core/play/card-schema";
import { ATTACK_WAYS } from "./card";

export const rollunderCardSpec: SchemaSpec = {
  ...cardBase,
  item: obj({ uuid: str(), name: str(), way: choice(ATTACK_WAYS), damage: str(), bonus: int(0) }),
  attack: obj({ target: int(0), parts: partsSpec(), face: int(1, 1, 20), hit: bool(false), double: bool(false), fumble: bool(false) }),
  damage: maybe({ formula: str(), faces: arr(int(1, 1, 1000), 100), total: int(0, 0) }),
  sunder: maybe({ face: int(1, 1, 12), shield: str() }),
  lethal: int(0, 0),
  deathRolled: bool(false),
};
