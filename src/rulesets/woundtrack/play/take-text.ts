/**
 * The chat lines a taken action tells: what it paid, its check against the TN, a hurry and what it
 * saved or risked, a jump's reach, the stamina and mana it took. Words come from lang.
 */
import type { TakeReport } from "./actions";
import type { CheckReport } from "./action-check";
import { checkText } from "./check-text";

type Say = (key: string, data?: Record<string, string | number>) => string;

function checkLine(c: CheckReport, say: Say, localize: (key: string) => string): string {
  const data = { check: checkText(c.spec, localize), result: c.result, tn: c.tn, margin: Math.abs(c.margin) };
  const crit = c.critSuccess ? ` ${say("MANIFOLD.woundtrack.Log.CritSuccess")}` : c.critFailure ? ` ${say("MANIFOLD.woundtrack.Log.CritFailure")}` : "";
  return say(c.success ? "MANIFOLD.woundtrack.Log.CheckMet" : "MANIFOLD.woundtrack.Log.CheckMissed", data) + crit;
}

export function takeLines(name: string, action: string, r: TakeReport, say: Say, localize: (key: string) => string): string[] {
  const lines = [say("MANIFOLD.woundtrack.Log.TakeAction", { name, action, ap: r.ap })];
  if (r.hurry) {
    lines.push(checkLine(r.hurry.check, say, localize));
    lines.push(r.hurry.check.success ? say("MANIFOLD.woundtrack.Log.Hurried", { ap: r.ap }) : say("MANIFOLD.woundtrack.Log.HurryFailed", { ap: r.hurry.apLost }));
  }
  if (r.check) lines.push(checkLine(r.check, say, localize));
  if (r.jump) lines.push(say("MANIFOLD.woundtrack.Log.Jump", { result: r.jump.result, feet: r.jump.longFeet, yards: r.jump.longYards, inches: r.jump.highInches }));
  if (r.cling) lines.push(say("MANIFOLD.woundtrack.Log.Cling", { result: r.cling.result, along: r.cling.along, reduce: r.cling.reduce }));
  if (r.stamina) lines.push(say("MANIFOLD.woundtrack.Log.Stamina", { stamina: r.stamina }));
  if (r.mana) lines.push(say("MANIFOLD.woundtrack.Log.Mana", { mana: r.mana }));
  return lines;
}
