import { RuleError } from "../errors";
import { parseFaces, type Faces } from "./request";

/**
 * A request to open attack cards: who attacks, with what, at which tokens, with the dialog's
 * choices and the dice already thrown. The deciding client re-derives everything else.
 */
export interface OpenRequest {
  attacker: string;
  /** the id of the item attacked with, on the attacker; "" for an empty hand */
  item: string;
  targets: string[];
  /** how the sheet button was pressed ("strike", "shoot", "maneuver" ...) */
  how: Record<string, string>;
  choices: Record<string, unknown>;
  faces: Faces;
}

const MAX_TARGETS = 12;
const UUID = /^[A-Za-z0-9.]{1,200}$/;
const malformed = (what: string) => new RuleError("MANIFOLD.Query.Malformed", { what });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function parseOpenRequest(raw: unknown): OpenRequest {
  if (!isRecord(raw)) throw malformed("request");
  for (const key of Object.keys(raw)) if (!["attacker", "item", "targets", "how", "choices", "faces"].includes(key)) throw malformed(key);
  const { attacker, item = "", targets, how = {}, choices = {}, faces = [] } = raw;
  if (typeof attacker !== "string" || !UUID.test(attacker)) throw malformed("attacker");
  if (typeof item !== "string" || !/^[A-Za-z0-9]{0,16}$/.test(item)) throw malformed("item");
  if (!Array.isArray(targets) || targets.length === 0 || targets.length > MAX_TARGETS) throw malformed("targets");
  if (!targets.every((t) => typeof t === "string" && UUID.test(t))) throw malformed("targets");
  if (!isRecord(how) || !Object.values(how).every((v) => typeof v === "string" && v.length <= 40)) throw malformed("how");
  if (!isRecord(choices) || JSON.stringify(choices).length > 4000) throw malformed("choices");
  return { attacker, item, targets: [...new Set(targets as string[])], how: how as Record<string, string>, choices, faces: parseFaces(faces) };
}

/** What the deciding client knows of one target, from documents and the server's word. */
export interface TargetFacts {
  /** the uuid names a token with an actor */
  isToken: boolean;
  hidden: boolean;
  /** on the scene where the attacker has a token */
  withAttacker: boolean;
  /** in the sender's targets; null when this client cannot see that scene to tell */
  targeted: boolean | null;
}

export interface OpenFacts {
  /** a GM may attack from any actor at any token, hidden ones included */
  senderIsGM: boolean;
  attackerIsActor: boolean;
  senderOwnsAttacker: boolean;
  /** the item was named and is not one of the attacker's own */
  itemMissing: boolean;
  targets: TargetFacts[];
}

/**
 * Refuses an attack its sender could not have made honestly at the table: with an actor that is
 * not theirs, an item it does not hold, or at a token they did not (or could not) target.
 */
export function checkOpen(facts: OpenFacts): void {
  if (!facts.attackerIsActor) throw new RuleError("MANIFOLD.Query.NotAnActor", {});
  if (!facts.senderOwnsAttacker && !facts.senderIsGM) throw new RuleError("MANIFOLD.Query.NotYours", {});
  if (facts.itemMissing) throw new RuleError("MANIFOLD.Query.NoItem", {});
  for (const t of facts.targets) {
    if (!t.isToken) throw new RuleError("MANIFOLD.Query.NotATarget", {});
    if (facts.senderIsGM) continue;
    if (t.hidden || !t.withAttacker || t.targeted === false) throw new RuleError("MANIFOLD.Query.NotATarget", {});
  }
}
