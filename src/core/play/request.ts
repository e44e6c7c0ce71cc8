import { RuleError } from "../errors";

/** Faces of the dice a step asked for, one list per die roll. */
export type Faces = number[][];

/** A button pressed on a card. Nothing else travels: no user id, no uuid, no amount. */
export interface CardRequest {
  messageId: string;
  action: string;
  args: Record<string, string>;
  faces: Faces;
}

const ID = /^[A-Za-z0-9]{16}$/;
const ACTION = /^[A-Za-z]{1,40}$/;
const MAX_ARGS = 8;
const MAX_ROLLS = 120;
const MAX_FACES = 4;

const malformed = (what: string) => new RuleError("MANIFOLD.Query.Malformed", { what });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Reads a request off the wire. Any key it does not know (a `userId`, a uuid, a total) is
 * refused, so a forged field is never silently believed.
 */
export function parseCardRequest(raw: unknown): CardRequest {
  if (!isRecord(raw)) throw malformed("request");
  for (const key of Object.keys(raw)) if (!["messageId", "action", "args", "faces"].includes(key)) throw malformed(key);
  const { messageId, action, args = {}, faces = [] } = raw;
  if (typeof messageId !== "string" || !ID.test(messageId)) throw malformed("messageId");
  if (typeof action !== "string" || !ACTION.test(action)) throw malformed("action");
  return { messageId, action, args: parseArgs(args), faces: parseFaces(faces) };
}

export function parseArgs(args: unknown): Record<string, string> {
  if (!isRecord(args) || Object.keys(args).length > MAX_ARGS) throw malformed("args");
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(args)) {
    if (!/^[A-Za-z]{1,30}$/.test(key) || typeof value !== "string" || value.length > 60) throw malformed(`args.${key}`);
    out[key] = value;
  }
  return out;
}

export function parseFaces(faces: unknown): Faces {
  if (!Array.isArray(faces) || faces.length > MAX_ROLLS) throw malformed("faces");
  return faces.map((roll) => {
    if (!Array.isArray(roll) || roll.length === 0 || roll.length > MAX_FACES) throw malformed("faces");
    return roll.map((face) => {
      if (!Number.isInteger(face) || face < 1 || face > 1000) throw malformed("faces");
      return face as number;
    });
  });
}
