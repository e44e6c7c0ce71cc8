import { RuleError } from "../../core/errors";
import { notify } from "../../foundry/notify";
import { CHECK_KINDS, type CheckKind } from "./rules/checks";
import { checkFaces, DEFAULT_FORMULAS } from "./play/formula";

const KEY: Readonly<Record<CheckKind, "woundtrackStandardCheck" | "woundtrackWildCheck">> = { standard: "woundtrackStandardCheck", wild: "woundtrackWildCheck" };
/** The last formula of each kind that parsed: a mistyped setting is refused and this one is put back. */
const lastGood: Record<CheckKind, string> = { ...DEFAULT_FORMULAS };

/** The two check formulas as world settings (RULINGS woundtrack). */
export function registerWoundtrackSettings(): void {
  for (const kind of CHECK_KINDS) {
    game.settings!.register("manifold", KEY[kind], {
      name: `MANIFOLD.woundtrack.Settings.${kind}.Name`,
      hint: `MANIFOLD.woundtrack.Settings.${kind}.Hint`,
      scope: "world",
      config: true,
      type: String,
      default: DEFAULT_FORMULAS[kind],
      onChange: (value: unknown) => {
        const formula = String(value);
        try {
          checkFaces(kind, formula);
          lastGood[kind] = formula;
        } catch (err) {
          if (!(err instanceof RuleError)) throw err;
          notify("error", err.key, err.data);
          if (game.user?.isGM) void game.settings!.set("manifold", KEY[kind], lastGood[kind]);
        }
      },
    });
    const stored = String(game.settings!.get("manifold", KEY[kind]));
    try {
      checkFaces(kind, stored);
      lastGood[kind] = stored;
    } catch {
      // A formula stored before it was checked stays in the settings for the GM to correct; the default plays.
    }
  }
}

/** The die the world's check formula of this kind throws. */
export const checkDie = (kind: CheckKind): number => checkFaces(kind, lastGood[kind]);
