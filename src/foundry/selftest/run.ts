/**
 * "Check this world": the checks over the world's ruleset, in a temporary folder and scene that
 * one `finally` deletes, whatever happens. Only a GM runs it, and only when asked.
 */
import { RuleError } from "../../core/errors";
import { CHECKS } from "../../core/selftest/checks";
import { reasonOf, runChecks, type CheckReport } from "../../core/selftest/run";
import { activeRuleset } from "../settings";
import { Made } from "./made";
import { foundryWorld } from "./world";

export async function checkThisWorld(): Promise<CheckReport[]> {
  if (!game.user?.isGM) throw new RuleError("MANIFOLD.SelfTest.GmOnly");
  const def = activeRuleset();
  if (!def?.selfTest) return [];
  const made = new Made();
  try {
    const world = await foundryWorld(def, await def.selfTest.script(), made);
    return await runChecks(world, CHECKS);
  } catch (err) {
    return [{ id: "setup", label: "MANIFOLD.SelfTest.Check.setup", status: "fail", saw: [], reason: reasonOf(err) }];
  } finally {
    await made.dispose();
  }
}
