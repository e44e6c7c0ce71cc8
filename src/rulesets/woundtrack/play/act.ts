/**
 * The sheet's actions as one order the shared pay flow carries to the active GM (wall 5: what
 * decides turn order, the initiative an action off the turn or a Seize changes, is the GM's to
 * write): the order read again, nothing believed, then the step over the creature as it stands.
 */
import { RuleError } from "../../../core/errors";
import { takeDice } from "../../../core/play/dice";
import { flag } from "../../../core/play/choices";
import type { Faces } from "../../../core/play/request";
import type { Outcome } from "../../../core/play/types";
import type { AllowList } from "../../../core/play/guard";
import { actionNeeds, cancelLongStep, declareLongStep, ignoreStep, takeActionStep, type TakeOptions, type TakeReport } from "./actions";
import type { RideWorld } from "./ride";
import type { CheckDice } from "./action-check";
import { WOUNDTRACK_SHEET_ALLOW } from "./allow";
import type { Action, WoundtrackSide } from "./side";

export type ActOrder =
  | { kind: "take"; item: string; faces: Faces; options?: TakeOptions }
  | { kind: "declare"; item: string }
  | { kind: "cancel" }
  | { kind: "ignore"; uuid: string; on: boolean };

const text = (v: unknown, what: string): string => {
  if (typeof v !== "string" || v.length > 200) throw new RuleError("MANIFOLD.Query.Malformed", { what });
  return v;
};

function faces(v: unknown): Faces {
  const ok = Array.isArray(v) && v.length <= 8 && v.every((f) => Array.isArray(f) && f.length <= 2 && f.every((n) => Number.isInteger(n)));
  if (!ok) throw new RuleError("MANIFOLD.Query.Malformed", { what: "faces" });
  return v as Faces;
}

const tn = (v: unknown, what: string): number => {
  if (!Number.isInteger(v) || Math.abs(v as number) > 99) throw new RuleError("MANIFOLD.Query.Malformed", { what });
  return v as number;
};

const countOf = (v: unknown, what: string): number => {
  if (!Number.isInteger(v) || (v as number) < 0 || (v as number) > 99) throw new RuleError("MANIFOLD.Query.Malformed", { what });
  return v as number;
};

/** A TN, a hurry's check and TN, a run-up, a mount's enemies and calming, the creature to ride: each optional, each read again. */
function takeOptions(raw: unknown): TakeOptions {
  if (raw === undefined) return {};
  if (typeof raw !== "object" || raw === null) throw new RuleError("MANIFOLD.Query.Malformed", { what: "options" });
  const o = raw as Record<string, unknown>;
  const out: TakeOptions = {};
  if (o.tn !== undefined) out.tn = tn(o.tn, "tn");
  if (o.hurry !== undefined) {
    const h = (typeof o.hurry === "object" && o.hurry !== null ? o.hurry : {}) as Record<string, unknown>;
    out.hurry = { check: text(h.check, "hurry"), tn: tn(h.tn, "hurry") };
  }
  if (o.runUp !== undefined) out.runUp = flag(o.runUp, "runUp");
  if (o.mount !== undefined) {
    const m = (typeof o.mount === "object" && o.mount !== null ? o.mount : {}) as Record<string, unknown>;
    out.mount = { enemies: countOf(m.enemies, "mount"), calming: countOf(m.calming, "mount") };
  }
  if (o.ready !== undefined) out.ready = text(o.ready, "ready");
  if (o.ride !== undefined) {
    const r = (typeof o.ride === "object" && o.ride !== null ? o.ride : {}) as Record<string, unknown>;
    out.ride = { combatant: text(r.combatant, "ride") };
  }
  return out;
}

/** A sheet's order as the GM reads it: only these four shapes, each field checked. */
export function parseActOrder(raw: unknown): ActOrder {
  const o = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  switch (o.kind) {
    case "take":
      return { kind: "take", item: text(o.item, "item"), faces: faces(o.faces ?? []), options: takeOptions(o.options) };
    case "declare":
      return { kind: "declare", item: text(o.item, "item") };
    case "cancel":
      return { kind: "cancel" };
    case "ignore":
      return { kind: "ignore", uuid: text(o.uuid, "uuid"), on: flag(o.on, "on") };
    default:
      throw new RuleError("MANIFOLD.Query.Malformed", { what: "kind" });
  }
}

function actionOf(s: WoundtrackSide, id: string): Action {
  const item = s.items.find((i): i is Action => i.id === id && i.type === "woundtrackAction");
  if (!item) throw new RuleError("MANIFOLD.Query.NoItem", {});
  return item;
}

/**
 * The step the order names, over the creature as it stands now; `dice` are the world's check dice,
 * and `ride` reads the combat for a Mount/Dismount (the creature named, looked up afresh).
 */
export function actDecision(s: WoundtrackSide, order: ActOrder, dice: CheckDice, ride?: (mount: string | null) => RideWorld): { outcome: Outcome<null>; allow: AllowList; result: TakeReport | null } {
  const decide = (): { outcome: Outcome<null>; report: TakeReport | null } => {
    if (order.kind === "cancel") return { outcome: cancelLongStep(s), report: null };
    if (order.kind === "ignore") return { outcome: ignoreStep(s, order.uuid, order.on), report: null };
    const action = actionOf(s, order.item);
    if (order.kind === "declare") return { outcome: declareLongStep(s, action), report: null };
    const world = action.system.automation === "mount" && ride ? ride(order.options?.ride?.combatant ?? null) : undefined;
    return takeActionStep(s, action, takeDice(actionNeeds(s, action, dice, order.options), order.faces), order.options ?? {}, dice, world);
  };
  const { outcome, report } = decide();
  return { outcome, allow: WOUNDTRACK_SHEET_ALLOW, result: report };
}
