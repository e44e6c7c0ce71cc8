import { DEFAULT_INITIATIVE_FORMULA, checkInitiativeFormula } from "./rules/initiative-formula";
import { RuleError } from "./rules/errors";
import { notify } from "../../foundry/notify";

const KEY = "energyInitiativeFormula";
/** The last formula that parsed: a mistyped setting is refused and this one is put back. */
let lastGood = DEFAULT_INITIATIVE_FORMULA;

export function registerEnergySettings(): void {
  game.settings!.register("manifold", KEY, {
    name: "MANIFOLD.energy.Settings.InitiativeFormula.Name",
    hint: "MANIFOLD.energy.Settings.InitiativeFormula.Hint",
    scope: "world",
    config: true,
    type: String,
    default: DEFAULT_INITIATIVE_FORMULA,
    onChange: (value: unknown) => {
      const formula = String(value);
      try {
        checkInitiativeFormula(formula);
        if (!foundry.dice.Roll.validate(formula.replace(/@[\w.]+/g, "1"))) throw new RuleError("MANIFOLD.energy.Error.InitiativeFormula", { formula });
        lastGood = formula;
      } catch (err) {
        if (!(err instanceof RuleError)) throw err;
        notify("error", err.key, err.data);
        if (game.user?.isGM) void game.settings!.set("manifold", KEY, lastGood);
      }
    },
  });
  const stored = String(game.settings!.get("manifold", KEY));
  try {
    checkInitiativeFormula(stored);
    lastGood = stored;
  } catch {
    lastGood = DEFAULT_INITIATIVE_FORMULA;
  }
}

/** The configured Initiative roll, or the RULINGS default when the stored one does not parse. */
export function initiativeFormula(): string {
  return lastGood;
}
