/** The attack card's stored shape: the chat message's data model validates every write against it. */
import { arr, bool, choice, int, maybe, obj, str, type FieldSpec, type SchemaSpec } from "../../../core/schema";
import { cardBase } from "../../../core/play/card-schema";
import { RANGE_BANDS } from "./attack";
import { DEFENCES } from "./defence";
import { STAT_IDS } from "./stats";
import { DIE_LABELS } from "./types";
import { DIERANK_STATUSES } from "./conditions";

const die = () => int(6, 2, 20);
const reasons = () => arr(str(), 12);
const rolled = (): SchemaSpec => ({ die: die(), edge: int(0, -1, 1), faces: arr(int(1, 1, 20), 2), kept: int(1, 1, 20), advantages: reasons(), disadvantages: reasons() });
/** A stat's id, or a die's label: the defence a rule names. */
const statOrDie = (): FieldSpec => str("def", { choices: [...STAT_IDS, ...DIE_LABELS] });

export const dierankCardSpec: SchemaSpec = {
  ...cardBase,
  item: obj({ uuid: str(), name: str() }),
  attack: obj({
    kind: choice(["melee", "ranged", "spell"]),
    defence: statOrDie(),
    physical: bool(true),
    indirect: bool(false),
    unarmed: bool(false),
    weapon: bool(true),
    band: str("", { choices: ["", ...RANGE_BANDS] }),
    minimum: obj(Object.fromEntries(RANGE_BANDS.map((b) => [b, die()]))),
    lethal: bool(true),
    grab: bool(false),
    passiveOnly: bool(false),
    effect: str("", { choices: ["", ...DIERANK_STATUSES.map((s) => s.id)] }),
    harmless: bool(false),
  }),
  aware: bool(true),
  provokes: arr(str(), 4),
  roll: obj(rolled()),
  defence: maybe({ ...rolled(), kind: choice(DEFENCES), minimum: bool(false), successes: int(0, 0, 20) }),
  escape: maybe({ escaper: obj(rolled()), grappler: obj(rolled()), cost: choice(["failed", "major", "minor", "free"]) }),
};
