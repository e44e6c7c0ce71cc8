/**
 * Mounting and dismounting as a play step (dierank.mount.1, 17-18): on the rider's turn, a minor
 * action for a skilled rider and an exclusive one for an unskilled rider; the rider and the mount
 * are then one pair, each naming the other, until the rider gets down.
 */
import { RuleError } from "../../../core/errors";
import type { Outcome } from "../../../core/play/types";
import { mountingSize } from "../rules/mount";
import { canAct, payWrites } from "./gate";
import type { DierankSide } from "./side";

/** The rider (the outcome's "attacker") gets on the mount (its "defender"), or off it. */
export function mountStep(rider: DierankSide, mount: DierankSide, on: boolean): Outcome<null> {
  const { rides } = rider.system.mount;
  if (on && (rides !== "" || mount.system.mount.carries !== "" || mount.system.mount.rides !== "")) throw new RuleError("MANIFOLD.dierank.Error.AlreadyMounted", {});
  if (!on && rides !== mount.uuid) throw new RuleError("MANIFOLD.dierank.Error.NotMounted", {});
  const paid = canAct({ combatant: rider.combatant, onTurn: rider.onTurn, statuses: rider.statuses }, mountingSize(rider.system.riderSkill), { physical: true });
  return {
    card: null,
    writes: [
      { side: "attacker", doc: "actor", changes: { "system.mount.rides": on ? mount.uuid : "" } },
      { side: "defender", doc: "actor", changes: { "system.mount.carries": on ? rider.uuid : "" } },
      ...payWrites("attacker", paid),
    ],
    statuses: [],
    ledger: "none",
  };
}
