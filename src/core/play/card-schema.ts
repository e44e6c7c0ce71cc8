import { arr, bool, choice, int, obj, scalar, str, type FieldSpec, type SchemaSpec } from "../schema";

/** The shapes every card shares: its sides, a number's parts, and the Apply ledger. */
export const sideSpec = (): FieldSpec => obj({ uuid: str(), name: str(), img: str() });
export const partsSpec = (): FieldSpec => arr(obj({ label: str(), value: { kind: "number", initial: 0 } }), 40);
export const facesSpec = (): FieldSpec => arr(int(1, 1, 1000), 4);

export const ledgerSpec = (): FieldSpec =>
  obj({
    applied: bool(false),
    entries: arr(obj({ side: choice(["attacker", "defender"]), doc: str("actor"), path: str(), before: scalar(), after: scalar() }), 200),
  });

/** Fields every stored card has besides its ruleset's own. */
export const cardBase: SchemaSpec = {
  attacker: sideSpec(),
  defender: sideSpec(),
  /** the user a GM's card was opened for; only a GM writes it */
  openedBy: str(),
  /** the card this one continues, when a player relayed a press with no GM online */
  follows: str(),
  ledger: ledgerSpec(),
};

