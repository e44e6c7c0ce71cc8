import { notify } from "../../foundry/notify";
import { initiativeSpec, initiativeWithDie } from "./rules/initiative";
import { INITIATIVE_DIE } from "./rules/constants";
import { RuleError } from "./rules/errors";
import { perceptionOnlyNpc } from "./adapter";

const KEY = "contestInitiativeDie";
/** The last die that parsed: a mistyped setting is refused and this one is put back. */
let lastGood = INITIATIVE_DIE;

export function registerContestSettings(): void {
  game.settings!.register("manifold", KEY, {
    name: "MANIFOLD.contest.Settings.InitiativeDie.Name",
    hint: "MANIFOLD.contest.Settings.InitiativeDie.Hint",
    scope: "world",
    config: true,
    type: String,
    default: INITIATIVE_DIE,
    onChange: (value: unknown) => {
      const die = String(value);
      try {
        initiativeWithDie(initiativeSpec(perceptionOnlyNpc(0)), die);
        lastGood = die;
      } catch (err) {
        if (!(err instanceof RuleError)) throw err;
        notify("error", err.key, err.data);
        if (game.user?.isGM) void game.settings!.set("manifold", KEY, lastGood);
      }
    },
  });
  lastGood = String(game.settings!.get("manifold", KEY));
}

/** The configured initiative die, or the seed's 1d6 when the stored value does not parse. */
export function initiativeDie(): string {
  return lastGood;
}
